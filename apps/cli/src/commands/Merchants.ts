import { Command, Options } from "@effect/cli"
import type { OperatorRpcs } from "@trilho/api/operator/index"
import { Console, Effect, HashMap, Option } from "effect"
import { account, apiUrl, checkInput, json, operatorToken, printJson, withClient } from "./Connection.ts"

const showMerchant = (m: OperatorRpcs.MerchantView) =>
  `${m.id}  ${m.email}  ${m.name}${Object.keys(m.flags).length === 0 ? "" : `  flags ${JSON.stringify(m.flags)}`}`

const merchantsCreate = Command.make(
  "create",
  {
    apiUrl,
    operatorToken,
    json,
    email: Options.text("email").pipe(Options.withDescription("The merchant's e-mail (unique)")),
    name: Options.text("name").pipe(Options.withDescription("The merchant's name"))
  },
  (args) =>
    checkInput("merchants.create", { email: args.email, name: args.name })
      .pipe(Effect.flatMap((input) => withClient(args, (client) => client.merchants.create(input))))
      .pipe(Effect.flatMap((m) => (args.json ? printJson(m) : Console.log(`merchant ${showMerchant(m)}`))))
).pipe(Command.withDescription("Create a merchant"))

const merchantsList = Command.make(
  "list",
  {
    apiUrl,
    operatorToken,
    json,
    after: Options.text("after").pipe(Options.optional, Options.withDescription("List merchants after this id")),
    limit: Options.integer("limit").pipe(Options.withDefault(100))
  },
  (args) =>
    withClient(args, (client) =>
      client.merchants.list({ afterId: Option.getOrUndefined(args.after), limit: args.limit })
    ).pipe(
      Effect.flatMap((merchants) =>
        args.json ? printJson(merchants) : Effect.forEach(merchants, (m) => Console.log(showMerchant(m)))
      )
    )
).pipe(Command.withDescription("List merchants in id order"))

/** A flag value as typed: `true`, `false`, `null`, a number, or text. */
export const parseFlagValue = (text: string): boolean | number | string | null => {
  if (text === "true") return true
  if (text === "false") return false
  if (text === "null") return null
  if (/^-?\d+(\.\d+)?$/.test(text) && Number.isFinite(Number(text))) return Number(text)
  return text
}

const flagsSet = Command.make(
  "set",
  {
    apiUrl,
    operatorToken,
    json,
    account,
    flag: Options.keyValueMap("flag").pipe(Options.withDescription("A flag as name=value (repeatable)"))
  },
  (args) =>
    withClient(args, (client) =>
      client.merchants.setFlags({
        accountId: args.account,
        flags: Object.fromEntries([...HashMap.entries(args.flag)].map(([k, v]) => [k, parseFlagValue(v)]))
      })
    ).pipe(
      Effect.flatMap((m) => (args.json ? printJson(m) : Console.log(`flags of ${m.id}: ${JSON.stringify(m.flags)}`)))
    )
).pipe(Command.withDescription("Set flags of a merchant (merged into its flags)"))

/** `trilho merchants create|list`. */
export const merchants = Command.make("merchants").pipe(
  Command.withDescription("Merchants (operator RPC)"),
  Command.withSubcommands([merchantsCreate, merchantsList])
)

/** `trilho flags set`. */
export const flags = Command.make("flags").pipe(
  Command.withDescription("Merchant flags (operator RPC)"),
  Command.withSubcommands([flagsSet])
)
