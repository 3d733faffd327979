import { Effect, Option } from "effect"
import { Argument, Command, Flag } from "effect/cli"
import { apiKey, apiUrl, json, printJson } from "./Connection.ts"
import { withApi } from "./Sandbox.ts"

const id = Argument.String("id").pipe(Argument.withDescription("The deposit's id or end-to-end id, or the refundId"))

/** `trilho sandbox refund-complete <id>`: the network returns the money to the payer; prints the REVERSED deposit. */
export const refundComplete = Command.make("refund-complete", { id, apiUrl, apiKey, json }, ({ apiKey, apiUrl, id }) =>
  withApi(apiUrl, apiKey, (client) => client.sandboxRefunds.complete({ params: { id }, payload: {} })).pipe(
    Effect.flatMap((envelope) => printJson(envelope.data))
  )
).pipe(Command.withDescription("Complete a requested refund in the sandbox (prints the deposit with its refund)"))

/** `trilho sandbox refund-fail <id> [--reason …]`: the network fails the refund; the debit comes back. */
export const refundFail = Command.make(
  "refund-fail",
  {
    id,
    reason: Flag.String("reason").pipe(
      Flag.optional,
      Flag.withDescription("Why, as the PIX network says it: a code such as AC03 or a short text")
    ),
    apiUrl,
    apiKey,
    json
  },
  ({ apiKey, apiUrl, id, reason }) =>
    withApi(apiUrl, apiKey, (client) =>
      client.sandboxRefunds.fail({
        params: { id },
        payload: Option.isSome(reason) ? { reason: reason.value } : {}
      })
    ).pipe(Effect.flatMap((envelope) => printJson(envelope.data)))
).pipe(Command.withDescription("Fail a requested refund in the sandbox; the debit is returned (prints the deposit)"))
