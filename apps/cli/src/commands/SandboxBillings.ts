import { Effect, Option } from "effect"
import { Argument, Command, Flag } from "effect/cli"
import { apiKey, apiUrl, json, printJson } from "./Connection.ts"
import { withApi } from "./Sandbox.ts"

/**
 * `trilho sandbox billings pay-boleto <line>`: a payer pays the boleto with this digitable line (formatted or digits
 * only) or barcode, the amount due on the sandbox date; prints the RECEIVED billing.
 */
export const billingsPayBoleto = Command.make(
  "pay-boleto",
  {
    line: Argument.String("line").pipe(
      Argument.withDescription("The boleto's digitable line (47 digits, formatted or not) or its 44-digit barcode")
    ),
    apiUrl,
    apiKey,
    json
  },
  ({ apiKey, apiUrl, line }) =>
    withApi(apiUrl, apiKey, (client) => client.sandboxBillings.payBoleto({ payload: { line } })).pipe(
      Effect.flatMap((envelope) => printJson(envelope.data))
    )
).pipe(Command.withDescription("Pay a boleto billing in the sandbox, fine and interest included (prints the billing)"))

/** `trilho sandbox billings pay-pix <id>`: a payer pays the PIX billing, the amount due on the sandbox date. */
export const billingsPayPix = Command.make(
  "pay-pix",
  {
    id: Argument.String("id").pipe(Argument.withDescription("The PIX billing's id (bil_…)")),
    apiUrl,
    apiKey,
    json
  },
  ({ apiKey, apiUrl, id }) =>
    withApi(apiUrl, apiKey, (client) => client.sandboxBillings.payPix({ payload: { id } })).pipe(
      Effect.flatMap((envelope) => printJson(envelope.data))
    )
).pipe(Command.withDescription("Pay a PIX billing in the sandbox, fine and interest included (prints the billing)"))

/**
 * `trilho sandbox billings fail-card <token>`: every later charge of the merchant's stored card token declines
 * (`--reason`, default `insufficient_funds`), until `--restore`; prints the token's state.
 */
export const billingsFailCard = Command.make(
  "fail-card",
  {
    cardToken: Argument.String("token").pipe(Argument.withDescription("A stored card token of the merchant (tok_…)")),
    reason: Flag.Literals("reason", ["insufficient_funds", "generic_decline", "stolen_card", "expired_card"]).pipe(
      Flag.optional,
      Flag.withDescription("Why the charges decline (default insufficient_funds)")
    ),
    restore: Flag.Boolean("restore").pipe(
      Flag.withDefault(false),
      Flag.withDescription("Charge the card as it says again")
    ),
    apiUrl,
    apiKey,
    json
  },
  ({ apiKey, apiUrl, cardToken, reason, restore }) =>
    withApi(apiUrl, apiKey, (client) =>
      client.sandboxBillings.failCard({
        payload: {
          cardToken,
          ...(restore ? { failing: false } : {}),
          ...(Option.isSome(reason) ? { reason: reason.value } : {})
        }
      })
    ).pipe(Effect.flatMap((envelope) => printJson(envelope.data)))
).pipe(Command.withDescription("Make a stored card token's charges decline in the sandbox, or restore it"))

/**
 * `trilho sandbox billings overdue <id>`: the PENDING billing is made OVERDUE now, the sandbox clock moved past its due
 * date when it is not there yet (for the whole sandbox); prints the OVERDUE billing with its amount due.
 */
export const billingsOverdue = Command.make(
  "overdue",
  {
    id: Argument.String("id").pipe(Argument.withDescription("The billing's id (bil_…)")),
    apiUrl,
    apiKey,
    json
  },
  ({ apiKey, apiUrl, id }) =>
    withApi(apiUrl, apiKey, (client) => client.sandboxBillings.overdue({ params: { id }, payload: {} })).pipe(
      Effect.flatMap((envelope) => printJson(envelope.data))
    )
).pipe(Command.withDescription("Advance a billing to OVERDUE in the sandbox, moving the clock past its due date"))

/** `trilho sandbox billings`: the payer's side of one-off billings in the sandbox. */
export const billings = Command.make("billings").pipe(
  Command.withDescription(
    "Sandbox controls of billings: pay a boleto by its line or a PIX billing by its id; advance one to overdue; " +
      "make a stored card decline"
  ),
  Command.withExamples([
    { command: "trilho sandbox billings pay-boleto 99990.00000 …", description: "Pay a boleto by its digitable line" },
    { command: "trilho sandbox billings pay-pix bil_…", description: "Pay a PIX billing" },
    { command: "trilho sandbox billings overdue bil_…", description: "Make a billing OVERDUE now" },
    { command: "trilho sandbox billings fail-card tok_…", description: "Decline a stored card's later charges" }
  ]),
  Command.withSubcommands([billingsPayBoleto, billingsPayPix, billingsOverdue, billingsFailCard])
)
