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
  { id, reason: Flag.String("reason").pipe(Flag.optional), apiUrl, apiKey, json },
  ({ apiKey, apiUrl, id, reason }) =>
    withApi(apiUrl, apiKey, (client) =>
      client.sandboxRefunds.fail({
        params: { id },
        payload: Option.isSome(reason) ? { reason: reason.value } : {}
      })
    ).pipe(Effect.flatMap((envelope) => printJson(envelope.data)))
).pipe(Command.withDescription("Fail a requested refund in the sandbox; the debit is returned (prints the deposit)"))
