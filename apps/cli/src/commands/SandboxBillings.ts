import { Effect } from "effect"
import { Argument, Command } from "effect/cli"
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

/** `trilho sandbox billings`: the payer's side of one-off billings in the sandbox. */
export const billings = Command.make("billings").pipe(
  Command.withDescription("Sandbox controls of billings: pay a boleto by its line, or a PIX billing by its id"),
  Command.withExamples([
    { command: "trilho sandbox billings pay-boleto 99990.00000 …", description: "Pay a boleto by its digitable line" },
    { command: "trilho sandbox billings pay-pix bil_…", description: "Pay a PIX billing" }
  ]),
  Command.withSubcommands([billingsPayBoleto, billingsPayPix])
)
