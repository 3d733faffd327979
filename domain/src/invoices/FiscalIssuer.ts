import { Context, Effect, Layer, Ref } from "effect"
import type { FiscalIssuerError } from "./Errors.ts"
import type { InvoiceRecord, IssuedDocument } from "./Record.ts"

/** An invoice handed to the city's issuer: the record as opened. Submitting the same id again is the same request. */
export type InvoiceSubmission = Pick<
  InvoiceRecord,
  "id" | "accountId" | "serviceCentavos" | "issCentavos" | "issRateBps" | "serviceCode" | "cityCode" | "description"
> & { readonly taker?: InvoiceRecord["taker"] }

/** A submission the issuer took: the invoice, its protocol and when it was taken. */
export interface SubmittedInvoice extends InvoiceSubmission {
  readonly protocol: string
  readonly submittedAt: Date
}

/** The issuer's answer to a submission: taken (with its protocol) or refused (with its reason). */
export type SubmitOutcome =
  { readonly _tag: "Accepted"; readonly protocol: string } | { readonly _tag: "Rejected"; readonly reason: string }

/** What the issuer says of a submission it took: still processing, issued (with its documents) or failed. */
export type IssueState =
  | { readonly _tag: "Processing" }
  | { readonly _tag: "Issued"; readonly document: IssuedDocument }
  | { readonly _tag: "Failed"; readonly reason: string }

/** The issuer's answer to a cancellation of an issued invoice. */
export type CancelOutcome = { readonly _tag: "Cancelled" } | { readonly _tag: "Refused"; readonly reason: string }

/**
 * The city's NFS-e issuer (or an aggregator in front of the cities): takes a submission, tells its state, cancels an
 * issued invoice. A real provider replaces the sandbox layer (`@trilho/sandbox`'s `FiscalSandbox`); the domain keeps
 * the states and the events.
 */
export class FiscalIssuer extends Context.Service<
  FiscalIssuer,
  {
    /** Hands an invoice to the issuer; idempotent by the invoice's id. */
    readonly submit: (invoice: InvoiceSubmission, now: Date) => Effect.Effect<SubmitOutcome, FiscalIssuerError>
    /** The state at `now` of a submission the issuer took. */
    readonly poll: (invoice: SubmittedInvoice, now: Date) => Effect.Effect<IssueState, FiscalIssuerError>
    /** Cancels an issued invoice (its source was refunded). */
    readonly cancel: (
      invoice: SubmittedInvoice,
      reason: string,
      now: Date
    ) => Effect.Effect<CancelOutcome, FiscalIssuerError>
  }
>()("@trilho/domain/FiscalIssuer") {}

/**
 * A scripted issuer for domain tests: takes every submission (protocol `MEM-<id>`), answers `Processing` until a test
 * scripts a state for the invoice with `FiscalIssuerScript.set`, and cancels every issued invoice. No rule of its own.
 */
export class FiscalIssuerScript extends Context.Service<
  FiscalIssuerScript,
  { readonly set: (invoiceId: string, state: IssueState) => Effect.Effect<void> }
>()("@trilho/domain/FiscalIssuerScript") {}

/** The scripted issuer and its script, as one layer. */
export const layerMemory: Layer.Layer<FiscalIssuer | FiscalIssuerScript> = Layer.effectContext(
  Effect.gen(function* () {
    const states = yield* Ref.make<ReadonlyMap<string, IssueState>>(new Map())
    const issuer = FiscalIssuer.of({
      submit: (invoice) => Effect.succeed({ _tag: "Accepted", protocol: `MEM-${invoice.id}` }),
      poll: (invoice) => Effect.map(Ref.get(states), (s) => s.get(invoice.id) ?? { _tag: "Processing" }),
      cancel: () => Effect.succeed({ _tag: "Cancelled" })
    })
    const script = FiscalIssuerScript.of({
      set: (invoiceId, state) => Ref.update(states, (s) => new Map(s).set(invoiceId, state))
    })
    return Context.make(FiscalIssuer, issuer).pipe(Context.add(FiscalIssuerScript, script))
  })
)
