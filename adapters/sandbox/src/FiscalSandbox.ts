import { Fiscal } from "@trilho/domain"
import { Context, Effect, Layer, Ref } from "effect"

/** How long after taking a submission the sandbox city issues it (sandbox clock). */
export const issueDelayMs = 60_000

/** Outcomes forced by the controls and not yet used, at most (the oldest are dropped beyond). */
export const forcedMax = 10_000

/** The host of the sandbox's documents: it never resolves (`.invalid`, RFC 2606), as the PIX sandbox's locations. */
export const documentHost = "nfse.sandbox.invalid"

/** The reason of a failure forced by the `fail` control. */
export const forcedFailureReason = "failed by a sandbox control"

/** The reason of the taker rule's failure. */
export const takerRefusedReason = "taker refused by the city (sandbox rule)"

/** The word that makes the sandbox city refuse a taker by name (any case). */
export const refusedTakerWord = "refused"

/**
 * The sandbox taker rule: a taker whose name contains `refused` (any case: "Refused Buyer"), or whose tax id is one
 * digit repeated (`00000000000`, `11111111111111` …, numbers no real CPF or CNPJ has), is refused by the city once
 * the submission is processed.
 */
export const takerRefused = (taker: Fiscal.InvoiceTaker | undefined): boolean =>
  taker !== undefined && (taker.name.toLowerCase().includes(refusedTakerWord) || /^(\d)\1+$/.test(taker.taxId))

/** FNV-1a (32 bits) of a text: the sandbox's numbers and codes are derived from the invoice id, the same everywhere. */
const fnv1a = (text: string, seed = 0x811c9dc5): number => {
  let hash = seed
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

const base32 = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

/**
 * The document the sandbox city issues for a submission at `issuedAt`: the number is the year and 8 digits derived
 * from the invoice id, the verification code 8 characters derived from it too, the PDF and XML under `documentHost`.
 */
export const documentOf = (invoice: Fiscal.SubmittedInvoice, issuedAt: Date): Fiscal.IssuedDocument => {
  const digits = String(fnv1a(invoice.id) % 100_000_000).padStart(8, "0")
  const number = `${issuedAt.getUTCFullYear()}${digits}`
  let code = ""
  let h = fnv1a(invoice.id, 0x9e3779b9)
  for (let i = 0; i < 8; i++) {
    code += base32[h % 32]
    h = Math.floor(h / 32) + fnv1a(code)
  }
  const base = `https://${documentHost}/${invoice.cityCode}/${number}`
  return { number, verificationCode: code, pdfUrl: `${base}.pdf`, xmlUrl: `${base}.xml`, issuedAt }
}

/** What a control forces on an invoice the next time the issuer is asked about it. */
export type Forced = "issue" | "fail"

/**
 * The controls of the sandbox city (`/v1/sandbox/invoices/{id}/issue|fail`): force the next answer about an invoice.
 * The route asks the issuer at once (`Fiscal.Invoices.advanceOne`), in the process that forced it.
 */
export class FiscalSandboxControls extends Context.Service<
  FiscalSandboxControls,
  { readonly force: (invoiceId: string, outcome: Forced) => Effect.Effect<void> }
>()("@trilho/sandbox/FiscalSandboxControls") {}

/**
 * The sandbox city's NFS-e issuer: takes every submission (protocol `SBX-<invoice id>`), unless a `fail` control
 * refuses it; issues it `issueDelayMs` after it was taken (at once under an `issue` control), or fails it when its
 * taker matches the sandbox taker rule (or under a `fail` control); cancels every issued invoice. Deterministic: the
 * same invoice and times give the same answers in every process; only forced outcomes live in this process.
 */
export const make = Effect.gen(function* () {
  const forced = yield* Ref.make<ReadonlyMap<string, Forced>>(new Map())
  const take = (id: string) =>
    Ref.modify(forced, (m): readonly [Forced | undefined, ReadonlyMap<string, Forced>] => {
      const found = m.get(id)
      if (found === undefined) return [undefined, m]
      const next = new Map(m)
      next.delete(id)
      return [found, next]
    })
  const peek = (id: string) => Effect.map(Ref.get(forced), (m) => m.get(id))

  const issuer = Fiscal.FiscalIssuer.of({
    submit: (invoice) =>
      Effect.flatMap(peek(invoice.id), (f): Effect.Effect<Fiscal.SubmitOutcome> =>
        f === "fail"
          ? Effect.as(take(invoice.id), { _tag: "Rejected", reason: forcedFailureReason } as const)
          : Effect.succeed({ _tag: "Accepted", protocol: `SBX-${invoice.id}` } as const)
      ),
    poll: (invoice, now) =>
      Effect.map(take(invoice.id), (f): Fiscal.IssueState => {
        if (f === "fail") return { _tag: "Failed", reason: forcedFailureReason }
        if (takerRefused(invoice.taker)) return { _tag: "Failed", reason: takerRefusedReason }
        if (f === "issue") return { _tag: "Issued", document: documentOf(invoice, now) }
        const due = invoice.submittedAt.getTime() + issueDelayMs
        return now.getTime() >= due
          ? { _tag: "Issued", document: documentOf(invoice, new Date(due)) }
          : { _tag: "Processing" }
      }),
    cancel: () => Effect.succeed({ _tag: "Cancelled" })
  })

  const controls = FiscalSandboxControls.of({
    force: (invoiceId, outcome) =>
      Ref.update(forced, (m) => {
        const next = new Map(m).set(invoiceId, outcome)
        for (const key of next.keys()) {
          if (next.size <= forcedMax) break
          next.delete(key)
        }
        return next
      })
  })
  return Context.make(Fiscal.FiscalIssuer, issuer).pipe(Context.add(FiscalSandboxControls, controls))
})

/** The sandbox issuer and its controls, one instance per process. */
export const layer: Layer.Layer<Fiscal.FiscalIssuer | FiscalSandboxControls> = Layer.effectContext(make)
