import { Effect } from "effect"
import { Argument, Command } from "effect/cli"
import { apiKey, apiUrl, json, printJson } from "./Connection.ts"
import { withApi } from "./Sandbox.ts"

const id = Argument.String("id").pipe(Argument.withDescription("The fiscal invoice's id (nfs_…)"))

/**
 * `trilho sandbox invoices issue <id>`: the sandbox city issues the invoice now (a CREATED one is submitted first; a
 * taker the sandbox rule refuses is FAILED instead); prints the invoice.
 */
export const invoicesIssue = Command.make("issue", { id, apiUrl, apiKey, json }, ({ apiKey, apiUrl, id }) =>
  withApi(apiUrl, apiKey, (client) => client.sandboxInvoices.issue({ params: { id }, payload: {} })).pipe(
    Effect.flatMap((envelope) => printJson(envelope.data))
  )
).pipe(Command.withDescription("Issue a fiscal invoice now in the sandbox (prints the invoice)"))

/** `trilho sandbox invoices fail <id>`: the sandbox city refuses the invoice; prints the FAILED invoice. */
export const invoicesFail = Command.make("fail", { id, apiUrl, apiKey, json }, ({ apiKey, apiUrl, id }) =>
  withApi(apiUrl, apiKey, (client) => client.sandboxInvoices.fail({ params: { id }, payload: {} })).pipe(
    Effect.flatMap((envelope) => printJson(envelope.data))
  )
).pipe(Command.withDescription("Fail a fiscal invoice in the sandbox (prints the invoice)"))

/** `trilho sandbox invoices issue|fail <id>`: the sandbox city's controls. */
export const invoices = Command.make("invoices").pipe(
  Command.withDescription("Drive fiscal invoices (NFS-e) in the sandbox city: issue now, or fail"),
  Command.withSubcommands([invoicesIssue, invoicesFail])
)
