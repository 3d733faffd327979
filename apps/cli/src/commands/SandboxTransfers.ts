import { Config, Effect, Option } from "effect"
import { Argument, Command, Flag } from "effect/cli"
import { apiUrlDefault, json, printJson } from "./Connection.ts"
import { withApi } from "./Sandbox.ts"

const apiUrl = Flag.String("api-url").pipe(
  Flag.withDescription("Root address of the Trilho API (env TRILHO_API_URL)"),
  Flag.withFallbackConfig(Config.String("TRILHO_API_URL").pipe(Config.withDefault(apiUrlDefault)))
)
const apiKey = Flag.Redacted("api-key").pipe(
  Flag.withDescription("API key of the merchant (env TRILHO_API_KEY)"),
  Flag.withFallbackConfig(Config.Redacted("TRILHO_API_KEY"))
)
const id = Argument.String("id").pipe(Argument.withDescription("The PIX transfer id (pxo_…)"))
const reason = Flag.String("reason").pipe(Flag.optional)

/** `trilho sandbox transfer approve <id>`: the security review releases a held transfer. */
export const approve = Command.make("approve", { id, apiUrl, apiKey, json }, ({ apiKey, apiUrl, id }) =>
  withApi(apiUrl, apiKey, (client) => client.sandboxTransfers.approve({ params: { id }, payload: {} })).pipe(
    Effect.flatMap((envelope) => printJson(envelope.data))
  )
).pipe(Command.withDescription("Approve a PIX transfer held for security review (prints it as JSON)"))

/** `trilho sandbox transfer refuse <id>`: the security review refuses a held transfer; its money returns. */
export const refuse = Command.make("refuse", { id, reason, apiUrl, apiKey, json }, ({ apiKey, apiUrl, id, reason }) =>
  withApi(apiUrl, apiKey, (client) =>
    client.sandboxTransfers.refuse({
      params: { id },
      payload: Option.isSome(reason) ? { reason: reason.value } : {}
    })
  ).pipe(Effect.flatMap((envelope) => printJson(envelope.data)))
).pipe(Command.withDescription("Refuse a PIX transfer held for security review (prints it as JSON)"))

/** `trilho sandbox transfer settle <id>`: the network settles a sent transfer. */
export const settle = Command.make("settle", { id, apiUrl, apiKey, json }, ({ apiKey, apiUrl, id }) =>
  withApi(apiUrl, apiKey, (client) => client.sandboxTransfers.settle({ params: { id }, payload: {} })).pipe(
    Effect.flatMap((envelope) => printJson(envelope.data))
  )
).pipe(Command.withDescription("Settle a sent PIX transfer in the sandbox (prints it as JSON)"))

/** `trilho sandbox transfer fail <id>`: the network fails a sent transfer; its money returns. */
export const fail = Command.make("fail", { id, reason, apiUrl, apiKey, json }, ({ apiKey, apiUrl, id, reason }) =>
  withApi(apiUrl, apiKey, (client) =>
    client.sandboxTransfers.fail({ params: { id }, payload: Option.isSome(reason) ? { reason: reason.value } : {} })
  ).pipe(Effect.flatMap((envelope) => printJson(envelope.data)))
).pipe(Command.withDescription("Fail a sent PIX transfer in the sandbox (prints it as JSON)"))

/** `trilho sandbox transfer`: the sandbox controls of sent PIX. */
export const transfer = Command.make("transfer").pipe(
  Command.withDescription("Sandbox controls of sent PIX: approve, refuse, settle, fail"),
  Command.withSubcommands([approve, refuse, settle, fail])
)
