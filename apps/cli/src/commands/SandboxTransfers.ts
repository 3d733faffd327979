import { Effect, Option } from "effect"
import { Argument, Command, Flag } from "effect/cli"
import { apiKey, apiUrl, json, printJson } from "./Connection.ts"
import { withApi } from "./Sandbox.ts"

const id = Argument.String("id").pipe(Argument.withDescription("The PIX transfer id (pxo_…)"))
const reason = Flag.String("reason").pipe(
  Flag.optional,
  Flag.withDescription("Why, as the PIX network says it: a code such as AC03 or a short text")
)

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
  Command.withExamples([
    { command: "trilho sandbox transfer settle pxo_…", description: "The PIX network settles a sent transfer" },
    { command: "trilho sandbox transfer fail pxo_… --reason AC03", description: "It fails; the money returns" }
  ]),
  Command.withSubcommands([approve, refuse, settle, fail])
)
