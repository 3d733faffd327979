import { Effect, Option } from "effect"
import { Argument, Command, Flag } from "effect/cli"
import { apiKey, apiUrl, json, printJson } from "./Connection.ts"
import { withApi } from "./Sandbox.ts"

const id = Argument.String("id").pipe(Argument.withDescription("The dispute's id (med_…) or protocol"))

/** `trilho sandbox med open <transactionId> --type …`: the payer's PSP disputes a paid deposit. */
export const open = Command.make(
  "open",
  {
    transactionId: Argument.String("transactionId").pipe(Argument.withDescription("The paid PIX charge (pix_…)")),
    type: Flag.Literals("type", ["fraud", "account_takeover", "coercion", "fraudulent_access", "other"]).pipe(
      Flag.withDefault("fraud" as const),
      Flag.withDescription("Why the payer disputes it (default fraud)")
    ),
    amount: Flag.Finite("amount").pipe(
      Flag.optional,
      Flag.withDescription("Reais claimed, up to the deposit's (default all of it)")
    ),
    description: Flag.String("description").pipe(Flag.optional, Flag.withDescription("The payer's report")),
    apiUrl,
    apiKey,
    json
  },
  ({ amount, apiKey, apiUrl, description, transactionId, type }) =>
    withApi(apiUrl, apiKey, (client) =>
      client.sandboxMeds.open({
        payload: {
          transactionId,
          type,
          ...(Option.isSome(amount) ? { amount: amount.value } : {}),
          ...(Option.isSome(description) ? { description: description.value } : {})
        }
      })
    ).pipe(Effect.flatMap((envelope) => printJson(envelope.data)))
).pipe(Command.withDescription("Open a MED dispute on a paid PIX deposit (prints the dispute as JSON)"))

/** `trilho sandbox med decide <id> --outcome accept|reject|cancel`: the analysis ends. */
export const decide = Command.make(
  "decide",
  {
    id,
    outcome: Flag.Literals("outcome", ["accept", "reject", "cancel"]).pipe(
      Flag.withDescription("accept (the money returns to the payer), reject (after a defence) or cancel")
    ),
    apiUrl,
    apiKey,
    json
  },
  ({ apiKey, apiUrl, id, outcome }) =>
    withApi(apiUrl, apiKey, (client) => client.sandboxMeds.decide({ params: { id }, payload: { outcome } })).pipe(
      Effect.flatMap((envelope) => printJson(envelope.data))
    )
).pipe(Command.withDescription("Decide a running MED dispute (prints it as JSON)"))

/** `trilho sandbox med expire <id>`: the deadline passes undecided; the block is released. */
export const expire = Command.make("expire", { id, apiUrl, apiKey, json }, ({ apiKey, apiUrl, id }) =>
  withApi(apiUrl, apiKey, (client) => client.sandboxMeds.expire({ params: { id }, payload: {} })).pipe(
    Effect.flatMap((envelope) => printJson(envelope.data))
  )
).pipe(Command.withDescription("Expire a running MED dispute; its block is released (prints it as JSON)"))

/** `trilho sandbox med`: the sandbox controls of MED disputes. */
export const med = Command.make("med").pipe(
  Command.withDescription("Sandbox controls of MED disputes: open, decide, expire"),
  Command.withExamples([
    { command: "trilho sandbox med open pix_… --type fraud --amount 80", description: "The payer disputes a deposit" },
    { command: "trilho sandbox med decide med_… --outcome accept", description: "The money returns to the payer" }
  ]),
  Command.withSubcommands([open, decide, expire])
)
