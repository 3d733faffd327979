import { Effect, Option } from "effect"
import { Argument, Command, Flag } from "effect/cli"
import { apiKey, apiUrl, json, printJson } from "./Connection.ts"
import { withApi } from "./Sandbox.ts"

const id = Argument.String("id").pipe(Argument.withDescription("The dunning's id (dun_…)"))

/**
 * `trilho sandbox bureau register <id>`: the sandbox bureau lists the debtor (a PENDING dunning is handed over first;
 * a debtor named "refused" is refused there: CANCELED); prints the dunning.
 */
export const bureauRegister = Command.make("register", { id, apiUrl, apiKey, json }, ({ apiKey, apiUrl, id }) =>
  withApi(apiUrl, apiKey, (client) => client.sandboxBureau.register({ params: { id }, payload: {} })).pipe(
    Effect.flatMap((envelope) => printJson(envelope.data))
  )
).pipe(Command.withDescription("Register a dunning at the sandbox bureau: the debtor is listed (prints the dunning)"))

/** `trilho sandbox bureau settle <id>`: the debtor paid the debt off; prints the PAID_OFF dunning. */
export const bureauSettle = Command.make("settle", { id, apiUrl, apiKey, json }, ({ apiKey, apiUrl, id }) =>
  withApi(apiUrl, apiKey, (client) => client.sandboxBureau.settle({ params: { id }, payload: {} })).pipe(
    Effect.flatMap((envelope) => printJson(envelope.data))
  )
).pipe(Command.withDescription("Settle a registered dunning: the debt is paid off (prints the dunning)"))

/** `trilho sandbox bureau cancel <id> [--reason …]`: the dunning is withdrawn; prints the CANCELED dunning. */
export const bureauCancel = Command.make(
  "cancel",
  {
    id,
    reason: Flag.String("reason").pipe(Flag.optional, Flag.withDescription("Why it is withdrawn")),
    apiUrl,
    apiKey,
    json
  },
  ({ apiKey, apiUrl, id, reason }) =>
    withApi(apiUrl, apiKey, (client) =>
      client.sandboxBureau.cancel({ params: { id }, payload: Option.isSome(reason) ? { reason: reason.value } : {} })
    ).pipe(Effect.flatMap((envelope) => printJson(envelope.data)))
).pipe(Command.withDescription("Cancel a dunning in the sandbox; the fee is kept (prints the dunning)"))

/** `trilho sandbox bureau register|settle|cancel <id>`: the sandbox credit bureau's controls. */
export const bureau = Command.make("bureau").pipe(
  Command.withDescription("Drive credit-bureau dunnings in the sandbox: register, settle (paid off) or cancel"),
  Command.withSubcommands([bureauRegister, bureauSettle, bureauCancel])
)
