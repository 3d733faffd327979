import { Effect, Option } from "effect"
import { Argument, Command, Flag } from "effect/cli"
import { apiKey, apiUrl, json, printJson } from "./Connection.ts"
import { withApi } from "./Sandbox.ts"

const id = Argument.String("id").pipe(Argument.withDescription("The mobile recharge's id (mrc_…)"))

/**
 * `trilho sandbox recharge-complete <id>`: the operator takes and completes the recharge (a number ending in 0000 is
 * refused: FAILED, the debit returned); prints the recharge.
 */
export const rechargeComplete = Command.make(
  "recharge-complete",
  { id, apiUrl, apiKey, json },
  ({ apiKey, apiUrl, id }) =>
    withApi(apiUrl, apiKey, (client) => client.sandboxMobileRecharge.complete({ params: { id }, payload: {} })).pipe(
      Effect.flatMap((envelope) => printJson(envelope.data))
    )
).pipe(Command.withDescription("Complete a mobile recharge in the sandbox (prints the recharge)"))

/** `trilho sandbox recharge-fail <id> [--reason …]`: the operator fails the recharge; the debit comes back. */
export const rechargeFail = Command.make(
  "recharge-fail",
  {
    id,
    reason: Flag.String("reason").pipe(Flag.optional, Flag.withDescription("Why the operator failed it")),
    apiUrl,
    apiKey,
    json
  },
  ({ apiKey, apiUrl, id, reason }) =>
    withApi(apiUrl, apiKey, (client) =>
      client.sandboxMobileRecharge.fail({
        params: { id },
        payload: Option.isSome(reason) ? { reason: reason.value } : {}
      })
    ).pipe(Effect.flatMap((envelope) => printJson(envelope.data)))
).pipe(Command.withDescription("Fail a mobile recharge in the sandbox; the debit is returned (prints the recharge)"))
