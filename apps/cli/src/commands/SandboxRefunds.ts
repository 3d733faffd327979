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
const id = Args.text({ name: "id" }).pipe(Args.withDescription("The deposit's id or end-to-end id, or the refundId"))

/** `trilho sandbox refund-complete <id>`: the network returns the money to the payer; prints the REVERSED deposit. */
export const refundComplete = Command.make("refund-complete", { id, apiUrl, apiKey, json }, ({ apiKey, apiUrl, id }) =>
  withApi(apiUrl, apiKey, (client) => client.sandboxRefunds.complete({ path: { id }, payload: {} })).pipe(
    Effect.flatMap((envelope) => printJson(envelope.data))
  )
).pipe(Command.withDescription("Complete a requested refund in the sandbox (prints the deposit with its refund)"))

/** `trilho sandbox refund-fail <id> [--reason …]`: the network fails the refund; the debit comes back. */
export const refundFail = Command.make(
  "refund-fail",
  { id, reason: Options.text("reason").pipe(Options.optional), apiUrl, apiKey, json },
  ({ apiKey, apiUrl, id, reason }) =>
    withApi(apiUrl, apiKey, (client) =>
      client.sandboxRefunds.fail({
        path: { id },
        payload: Option.isSome(reason) ? { reason: reason.value } : {}
      })
    ).pipe(Effect.flatMap((envelope) => printJson(envelope.data)))
).pipe(Command.withDescription("Fail a requested refund in the sandbox; the debit is returned (prints the deposit)"))
