import { Console, Effect, Option, Redacted } from "effect"
import { Command, Flag } from "effect/cli"
import { account, apiUrl, checkInput, json, operatorToken, printJson, withClient } from "./Connection.ts"

const usersCreate = Command.make(
  "create",
  {
    apiUrl,
    operatorToken,
    json,
    account,
    email: Flag.String("email").pipe(Flag.withDescription("The user's e-mail (unique, case-insensitive)")),
    password: Flag.Redacted("password").pipe(
      Flag.withDescription("8+ characters with upper and lower case, a digit and a symbol")
    )
  },
  (args) =>
    checkInput("users.create", { accountId: args.account, email: args.email, password: Redacted.value(args.password) })
      .pipe(Effect.flatMap((input) => withClient(args, (client) => client.users.create(input))))
      .pipe(
        Effect.flatMap((user) =>
          args.json ? printJson(user) : Console.log(`user ${user.id}  ${user.email}  account ${user.accountId}`)
        )
      )
).pipe(Command.withDescription("Create a dashboard user of a merchant (signs in at POST /v1/auth/login)"))

/** `trilho users`: a merchant's dashboard users, through the operator RPC. */
export const users = Command.make("users").pipe(
  Command.withDescription("Create merchants' dashboard users (operator token)"),
  Command.withSubcommands([usersCreate])
)

/** `trilho sandbox mails`: the mails the sandbox mailer kept (password resets), newest first. */
export const mails = Command.make(
  "mails",
  {
    apiUrl,
    operatorToken,
    json,
    to: Flag.String("to").pipe(Flag.optional, Flag.withDescription("Only mails to this address")),
    limit: Flag.Int("limit").pipe(Flag.withDefault(20), Flag.withDescription("At most this many mails (default 20)"))
  },
  (args) =>
    withClient(args, (client) => client.mails.list({ to: Option.getOrUndefined(args.to), limit: args.limit })).pipe(
      Effect.flatMap((found) =>
        args.json
          ? printJson(found)
          : Effect.forEach(
              found,
              (mail) => Console.log(`${mail.createdAt.toISOString()}  to ${mail.to}  ${mail.subject}\n${mail.text}\n`),
              { discard: true }
            )
      )
    )
).pipe(Command.withDescription("Mails kept by the sandbox mailer, newest first (operator token)"))
