import type { OperatorRpcs } from "@trilho/api/operator"
import { Auth } from "@trilho/domain"
import { Console, Effect, Option, Schema } from "effect"
import { Command, Flag } from "effect/cli"
import { UsageError } from "../Failure.ts"
import { account, apiUrl, checkInput, json, operatorToken, printJson, withClient } from "./Connection.ts"

const showKey = (k: OperatorRpcs.ApiKeyView) =>
  [
    `${k.id}  …${k.hint}  ${k.name}${k.revoked ? "  REVOKED" : ""}`,
    `  permissions ${k.permissions.join(", ")} · IPs ${k.ipAllowlist.length === 0 ? "any" : k.ipAllowlist.join(", ")} · ${k.requestsPerMinute} requests/min`
  ].join("\n")

const isPermission = Schema.is(Auth.Permission)

/** `--permissions a,b`: each one `resource/operation`, `resource/*` or `*`. */
export const parsePermissions = (text: string): Effect.Effect<ReadonlyArray<Auth.Permission>, UsageError> => {
  const permissions = text
    .split(",")
    .map((p) => p.trim())
    .filter((p) => p !== "")
  const invalid = permissions.filter((p) => !isPermission(p))
  if (permissions.length === 0) {
    return Effect.fail(new UsageError({ message: "--permissions is empty; give at least one, or * for all" }))
  }
  if (invalid.length > 0) {
    return Effect.fail(
      new UsageError({
        message: `--permissions: not a permission: ${invalid.join(", ")}; write resource/operation, resource/* or *`
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
    // Optional around the repetition, so that the help shows it optional (a repetition of zero or more reads as required).
    ip: Flag.String("ip").pipe(
      Flag.atLeast(1),
      Flag.optional,
      Flag.withDescription("Allowed client address or CIDR range, repeatable (default any address)")
    ),
    rateLimit: Flag.Int("rate-limit").pipe(
      Flag.optional,
      Flag.withDescription("Requests per minute allowed to the key (default 100)")
    ),
    name: Flag.String("name").pipe(
      Flag.withDefault("default"),
      Flag.withDescription('A name for the key (default "default")')
    )
  },
  (args) =>
    Effect.gen(function* () {
      const permissions = yield* parsePermissions(args.permissions)
      const input = yield* checkInput("keys.create", {
        accountId: args.account,
        name: args.name,
        permissions,
        ...(Option.isSome(args.ip) ? { ipAllowlist: args.ip.value } : {}),
        ...(Option.isSome(args.rateLimit) ? { requestsPerMinute: args.rateLimit.value } : {})
      })
      const created = yield* withClient(args, (client) => client.keys.create(input))
      if (args.json) return yield* printJson(created)
      yield* Console.log(`API key ${created.key.id} of ${created.key.accountId} (shown once; store it now):`)
      yield* Console.log(`  ${created.secret}`)
      yield* Console.log(showKey(created.key))
    })
).pipe(
  Command.withDescription("Create an API key; its secret is printed once"),
  Command.withExamples([
    { command: "trilho keys create --account acc_… --permissions '*'", description: "A key with every permission" },
    {
      command: "trilho keys create --account acc_… --permissions payment-pix/create,refunds/* --ip 203.0.113.7",
      description: "A key for two route groups, from one address"
    }
  ])
)

const keysList = Command.make("list", { apiUrl, operatorToken, json, account }, (args) =>
  withClient(args, (client) => client.keys.list({ accountId: args.account })).pipe(
    Effect.flatMap((keys) =>
      args.json ? printJson(keys) : Effect.forEach(keys, (k) => Console.log(showKey(k)), { discard: true })
    )
  )
).pipe(Command.withDescription("List the API keys of a merchant (never their secrets)"))

const key = Flag.String("key").pipe(Flag.withDescription("Key id (key_…), as keys list shows it"))

const keysRevoke = Command.make("revoke", { apiUrl, operatorToken, json, account, key }, (args) =>
  withClient(args, (client) => client.keys.revoke({ accountId: args.account, keyId: args.key })).pipe(
    Effect.flatMap((k) => (args.json ? printJson(k) : Console.log(`revoked ${k.id}`)))
  )
).pipe(Command.withDescription("Revoke an API key"))

const keysSetLimit = Command.make(
  "set-limit",
  {
    apiUrl,
    operatorToken,
    json,
    account,
    key,
    rateLimit: Flag.Int("rate-limit").pipe(Flag.withDescription("Requests per minute allowed to the key"))
  },
  (args) =>
    withClient(args, (client) =>
      client.keys.setLimit({ accountId: args.account, keyId: args.key, requestsPerMinute: args.rateLimit })
    ).pipe(
      Effect.flatMap((k) => (args.json ? printJson(k) : Console.log(`${k.id}: ${k.requestsPerMinute} requests/min`)))
    )
).pipe(Command.withDescription("Set the requests per minute of an API key"))

/** `trilho keys create|list|revoke|set-limit`. */
export const keys = Command.make("keys").pipe(
  Command.withDescription("Create, list, limit and revoke merchants' API keys (operator token)"),
  Command.withSubcommands([keysCreate, keysList, keysRevoke, keysSetLimit])
)
