import type { OperatorRpcs } from "@trilho/api/operator/index"
import { Auth } from "@trilho/domain"
import { Console, Effect, Option, Schema } from "effect"
import { Command, Flag } from "effect/cli"
import { CliError, account, apiUrl, checkInput, json, operatorToken, printJson, withClient } from "./Connection.ts"

const showKey = (k: OperatorRpcs.ApiKeyView) =>
  [
    `${k.id}  …${k.hint}  ${k.name}${k.revoked ? "  REVOKED" : ""}`,
    `  permissions ${k.permissions.join(", ")} · IPs ${k.ipAllowlist.length === 0 ? "any" : k.ipAllowlist.join(", ")} · ${k.requestsPerMinute} requests/min`
  ].join("\n")

const isPermission = Schema.is(Auth.Permission)

/** `--permissions a,b`: each one `resource/operation`, `resource/*` or `*`. */
export const parsePermissions = (text: string): Effect.Effect<ReadonlyArray<Auth.Permission>, CliError> => {
  const permissions = text
    .split(",")
    .map((p) => p.trim())
    .filter((p) => p !== "")
  const invalid = permissions.filter((p) => !isPermission(p))
  if (permissions.length === 0) return Effect.fail(new CliError({ message: "--permissions: give at least one" }))
  if (invalid.length > 0) {
    return Effect.fail(
      new CliError({
        message: `--permissions: not a permission: ${invalid.join(", ")} (expected resource/operation, resource/* or *)`
      })
    )
  }
  return Effect.succeed(permissions.filter(isPermission))
}

const keysCreate = Command.make(
  "create",
  {
    apiUrl,
    operatorToken,
    json,
    account,
    permissions: Flag.String("permissions").pipe(
      Flag.withDescription("Comma-separated permissions: payment-pix/create, refunds/*, * …")
    ),
    ip: Flag.String("ip").pipe(Flag.atLeast(0), Flag.withDescription("Allowed address or CIDR (repeatable)")),
    rateLimit: Flag.Int("rate-limit").pipe(Flag.optional, Flag.withDescription("Requests per minute")),
    name: Flag.String("name").pipe(Flag.withDefault("default"), Flag.withDescription("A name for the key"))
  },
  (args) =>
    Effect.gen(function* () {
      const permissions = yield* parsePermissions(args.permissions)
      const input = yield* checkInput("keys.create", {
        accountId: args.account,
        name: args.name,
        permissions,
        ...(args.ip.length === 0 ? {} : { ipAllowlist: args.ip }),
        ...(Option.isSome(args.rateLimit) ? { requestsPerMinute: args.rateLimit.value } : {})
      })
      const created = yield* withClient(args, (client) => client.keys.create(input))
      if (args.json) return yield* printJson(created)
      yield* Console.log(`API key ${created.key.id} of ${created.key.accountId} (shown once; store it now):`)
      yield* Console.log(`  ${created.secret}`)
      yield* Console.log(showKey(created.key))
    })
).pipe(Command.withDescription("Create an API key; its secret is printed once"))

const keysList = Command.make("list", { apiUrl, operatorToken, json, account }, (args) =>
  withClient(args, (client) => client.keys.list({ accountId: args.account })).pipe(
    Effect.flatMap((keys) =>
      args.json ? printJson(keys) : Effect.forEach(keys, (k) => Console.log(showKey(k)), { discard: true })
    )
  )
).pipe(Command.withDescription("List the API keys of a merchant (never their secrets)"))

const key = Flag.String("key").pipe(Flag.withDescription("Key id (key_…)"))

const keysRevoke = Command.make("revoke", { apiUrl, operatorToken, json, account, key }, (args) =>
  withClient(args, (client) => client.keys.revoke({ accountId: args.account, keyId: args.key })).pipe(
    Effect.flatMap((k) => (args.json ? printJson(k) : Console.log(`revoked ${k.id}`)))
  )
).pipe(Command.withDescription("Revoke an API key"))

const keysSetLimit = Command.make(
  "set-limit",
  { apiUrl, operatorToken, json, account, key, rateLimit: Flag.Int("rate-limit") },
  (args) =>
    withClient(args, (client) =>
      client.keys.setLimit({ accountId: args.account, keyId: args.key, requestsPerMinute: args.rateLimit })
    ).pipe(
      Effect.flatMap((k) => (args.json ? printJson(k) : Console.log(`${k.id}: ${k.requestsPerMinute} requests/min`)))
    )
).pipe(Command.withDescription("Set the requests per minute of an API key"))

/** `trilho keys create|list|revoke|set-limit`. */
export const keys = Command.make("keys").pipe(
  Command.withDescription("API keys (operator RPC)"),
  Command.withSubcommands([keysCreate, keysList, keysRevoke, keysSetLimit])
)
