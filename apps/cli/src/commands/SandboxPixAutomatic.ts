import { Effect } from "effect"
import { Argument, Command } from "effect/cli"
import { apiKey, apiUrl, json, printJson } from "./Connection.ts"
import { withApi } from "./Sandbox.ts"

const id = Argument.String("authorizationId").pipe(
  Argument.withDescription("The PIX Automático authorization's id (pxa_…) or idRec")
)

const control = (name: "approve" | "reject" | "revoke", description: string) =>
  Command.make(name, { id, apiUrl, apiKey, json }, ({ apiKey, apiUrl, id }) =>
    withApi(apiUrl, apiKey, (client) => client.sandboxPixAutomatic[name]({ params: { id }, payload: {} })).pipe(
      Effect.flatMap((envelope) => printJson(envelope.data))
    )
  ).pipe(Command.withDescription(description))

/** `trilho sandbox pix-automatic approve <id>`: the payer consents; the first instalment is paid. */
export const pixAutomaticApprove = control(
  "approve",
  "The payer approves a pending authorization: ACTIVE, first instalment paid (prints the authorization)"
)

/** `trilho sandbox pix-automatic reject <id>`: the payer refuses consent. */
export const pixAutomaticReject = control(
  "reject",
  "The payer rejects a pending authorization: REJECTED, first instalment canceled (prints the authorization)"
)

/** `trilho sandbox pix-automatic revoke <id>`: the payer revokes an active authorization. */
export const pixAutomaticRevoke = control(
  "revoke",
  "The payer revokes an active authorization: REVOKED, scheduled instalments canceled (prints the authorization)"
)

/** `trilho sandbox pix-automatic`: the sandbox payer's bank in PIX Automático. */
export const pixAutomatic = Command.make("pix-automatic").pipe(
  Command.withDescription("Sandbox controls of the PIX Automático payer's bank: approve, reject or revoke a consent"),
  Command.withExamples([
    { command: "trilho sandbox pix-automatic approve pxa_…", description: "Consent and pay the first instalment" },
    { command: "trilho sandbox pix-automatic revoke pxa_…", description: "The payer ends the recurrence" }
  ]),
  Command.withSubcommands([pixAutomaticApprove, pixAutomaticReject, pixAutomaticRevoke])
)
