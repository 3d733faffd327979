import { Command, Options } from "@effect/cli"
import { FetchHttpClient } from "@effect/platform"
import { OperatorClient, OperatorRpcs } from "@trilho/api/operator/index"
import { Auth } from "@trilho/domain"
import { Config, Console, Data, Effect, HashMap, Layer, Option, ParseResult, Redacted, Schema } from "effect"

/** The API address the operator commands talk to unless `--api-url` or `TRILHO_API_URL` says otherwise. */
export const apiUrlDefault = "http://127.0.0.1:4000"

/** A command failed in a way the operator can act on; `bin.ts` prints the message and exits with 1. */
export class CliError extends Data.TaggedError("CliError")<{ readonly message: string }> {}

const apiUrl = Options.text("api-url").pipe(
  Options.withDescription("Root address of the Trilho API (env TRILHO_API_URL)"),
  Options.withFallbackConfig(Config.string("TRILHO_API_URL").pipe(Config.withDefault(apiUrlDefault)))
)
const operatorToken = Options.redacted("operator-token").pipe(
  Options.withDescription("Operator token of the API (env OPERATOR_TOKEN)"),
  Options.withFallbackConfig(Config.redacted("OPERATOR_TOKEN"))
)
const json = Options.boolean("json").pipe(Options.withDescription("Print the result as JSON"))
const account = Options.text("account").pipe(Options.withDescription("Merchant account id (acc_…)"))

const describe = (error: unknown, url: string): string => {
  if (ParseResult.isParseError(error)) {
    return ParseResult.ArrayFormatter.formatErrorSync(error)
      .map((issue) => `${issue.path.map(String).join(".") || "input"}: ${issue.message}`)
      .join("; ")
  }
  const tagged = error as { readonly _tag?: string; readonly message?: string } & Record<string, unknown>
  switch (tagged._tag) {
    case "OperatorUnauthorized":
      return `the API refused the operator token: ${tagged.message}`
    case "MerchantEmailTaken":
      return `a merchant with the e-mail ${String(tagged.email)} exists`
    case "MerchantAlreadyExists":
      return `a merchant with the id ${String(tagged.accountId)} exists`
    case "MerchantNotFound":
      return `no merchant ${String(tagged.accountId)}`
    case "ApiKeyNotFound":
      return `no key ${String(tagged.apiKeyId)} in that account`
    case "OperatorStorageUnavailable":
      return `the API's storage did not answer; retry`
    case "RpcClientError":
      return `could not reach the operator RPC at ${url}: ${tagged.message}`
    default:
      return tagged.message !== undefined && tagged.message !== "" ? tagged.message : String(error)
  }
}

/**
 * Checks an input against the payload schema of the operator procedure `tag`, so that a bad input is refused here
 * with the fields named, before any request.
 */
export const checkInput = <A>(tag: string, input: A): Effect.Effect<A, CliError> => {
  const rpc = OperatorRpcs.OperatorRpcs.requests.get(tag)
  if (rpc === undefined) return Effect.succeed(input)
  return Schema.decodeUnknown(rpc.payloadSchema as Schema.Schema<unknown, unknown>)(input).pipe(
    Effect.as(input),
    Effect.mapError((error) => new CliError({ message: describe(error, "") }))
  )
}

/** Runs `f` with an operator client of the API at `--api-url`; failures become `CliError`s with readable text. */
const withClient = <A, E>(
  connection: { readonly apiUrl: string; readonly operatorToken: Redacted.Redacted<string> },
  f: (client: OperatorClient.OperatorClient["Type"]) => Effect.Effect<A, E>
): Effect.Effect<A, CliError> =>
  Effect.flatMap(OperatorClient.OperatorClient, f).pipe(
    Effect.provide(
      OperatorClient.layer({ apiUrl: connection.apiUrl, token: connection.operatorToken }).pipe(
        Layer.provide(FetchHttpClient.layer)
      )
    ),
    Effect.catchAllCause((cause) => {
      const failure = cause._tag === "Fail" ? cause.error : ((cause as { defect?: unknown }).defect ?? cause)
      return Effect.fail(new CliError({ message: describe(failure, connection.apiUrl) }))
    }),
    Effect.scoped
  )

const printJson = (value: unknown) => Console.log(JSON.stringify(value, null, 2))

const showMerchant = (m: OperatorRpcs.MerchantView) =>
  `${m.id}  ${m.email}  ${m.name}${Object.keys(m.flags).length === 0 ? "" : `  flags ${JSON.stringify(m.flags)}`}`

const showKey = (k: OperatorRpcs.ApiKeyView) =>
  [
    `${k.id}  …${k.hint}  ${k.name}${k.revoked ? "  REVOKED" : ""}`,
    `  permissions ${k.permissions.join(", ")} · IPs ${k.ipAllowlist.length === 0 ? "any" : k.ipAllowlist.join(", ")} · ${k.requestsPerMinute} requests/min`
  ].join("\n")

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
    permissions: Options.text("permissions").pipe(
      Options.withDescription("Comma-separated permissions: payment-pix/create, refunds/*, * …")
    ),
    ip: Options.text("ip").pipe(Options.repeated, Options.withDescription("Allowed address or CIDR (repeatable)")),
    rateLimit: Options.integer("rate-limit").pipe(Options.optional, Options.withDescription("Requests per minute")),
    name: Options.text("name").pipe(Options.withDefault("default"), Options.withDescription("A name for the key"))
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
    Effect.flatMap((keys) => (args.json ? printJson(keys) : Effect.forEach(keys, (k) => Console.log(showKey(k)))))
  )
).pipe(Command.withDescription("List the API keys of a merchant (never their secrets)"))

const key = Options.text("key").pipe(Options.withDescription("Key id (key_…)"))

const keysRevoke = Command.make("revoke", { apiUrl, operatorToken, json, account, key }, (args) =>
  withClient(args, (client) => client.keys.revoke({ accountId: args.account, keyId: args.key })).pipe(
    Effect.flatMap((k) => (args.json ? printJson(k) : Console.log(`revoked ${k.id}`)))
  )
).pipe(Command.withDescription("Revoke an API key"))

const keysSetLimit = Command.make(
  "set-limit",
  { apiUrl, operatorToken, json, account, key, rateLimit: Options.integer("rate-limit") },
  (args) =>
    withClient(args, (client) =>
      client.keys.setLimit({ accountId: args.account, keyId: args.key, requestsPerMinute: args.rateLimit })
    ).pipe(
      Effect.flatMap((k) => (args.json ? printJson(k) : Console.log(`${k.id}: ${k.requestsPerMinute} requests/min`)))
    )
).pipe(Command.withDescription("Set the requests per minute of an API key"))

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

/** `trilho keys create|list|revoke|set-limit`. */
export const keys = Command.make("keys").pipe(
  Command.withDescription("API keys (operator RPC)"),
  Command.withSubcommands([keysCreate, keysList, keysRevoke, keysSetLimit])
)
