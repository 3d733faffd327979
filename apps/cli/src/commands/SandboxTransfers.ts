import { Args, Command, Options } from "@effect/cli"
import { Config, Effect, Option } from "effect"
import { apiUrlDefault, json, printJson } from "./Connection.ts"
import { withApi } from "./Sandbox.ts"

const apiUrl = Options.text("api-url").pipe(
  Options.withDescription("Root address of the Trilho API (env TRILHO_API_URL)"),
  Options.withFallbackConfig(Config.string("TRILHO_API_URL").pipe(Config.withDefault(apiUrlDefault)))
)
const apiKey = Options.redacted("api-key").pipe(
  Options.withDescription("API key of the merchant (env TRILHO_API_KEY)"),
  Options.withFallbackConfig(Config.redacted("TRILHO_API_KEY"))
)
const id = Args.text({ name: "id" }).pipe(Args.withDescription("The PIX transfer id (pxo_…)"))
const reason = Options.text("reason").pipe(Options.optional)

/** `trilho sandbox transfer approve <id>`: the security review releases a held transfer. */
export const approve = Command.make("approve", { id, apiUrl, apiKey, json }, ({ apiKey, apiUrl, id }) =>
  withApi(apiUrl, apiKey, (client) => client.sandboxTransfers.approve({ path: { id }, payload: {} })).pipe(
    Effect.flatMap((envelope) => printJson(envelope.data))
  )
).pipe(Command.withDescription("Approve a PIX transfer held for security review (prints it as JSON)"))

/** `trilho sandbox transfer refuse <id>`: the security review refuses a held transfer; its money returns. */
export const refuse = Command.make("refuse", { id, reason, apiUrl, apiKey, json }, ({ apiKey, apiUrl, id, reason }) =>
  withApi(apiUrl, apiKey, (client) =>
    client.sandboxTransfers.refuse({
      path: { id },
      payload: Option.isSome(reason) ? { reason: reason.value } : {}
    })
  ).pipe(Effect.flatMap((envelope) => printJson(envelope.data)))
).pipe(Command.withDescription("Refuse a PIX transfer held for security review (prints it as JSON)"))

/** `trilho sandbox transfer settle <id>`: the network settles a sent transfer. */
export const settle = Command.make("settle", { id, apiUrl, apiKey, json }, ({ apiKey, apiUrl, id }) =>
  withApi(apiUrl, apiKey, (client) => client.sandboxTransfers.settle({ path: { id }, payload: {} })).pipe(
    Effect.flatMap((envelope) => printJson(envelope.data))
  )
).pipe(Command.withDescription("Settle a sent PIX transfer in the sandbox (prints it as JSON)"))

/** `trilho sandbox transfer fail <id>`: the network fails a sent transfer; its money returns. */
export const fail = Command.make("fail", { id, reason, apiUrl, apiKey, json }, ({ apiKey, apiUrl, id, reason }) =>
  withApi(apiUrl, apiKey, (client) =>
    client.sandboxTransfers.fail({ path: { id }, payload: Option.isSome(reason) ? { reason: reason.value } : {} })
  ).pipe(Effect.flatMap((envelope) => printJson(envelope.data)))
).pipe(Command.withDescription("Fail a sent PIX transfer in the sandbox (prints it as JSON)"))

/** `trilho sandbox transfer`: the sandbox controls of sent PIX. */
export const transfer = Command.make("transfer").pipe(
  Command.withDescription("Sandbox controls of sent PIX: approve, refuse, settle, fail"),
  Command.withSubcommands([approve, refuse, settle, fail])
)
