import { Fees, Fiscal, Money, StateMachine } from "@trilho/domain"
import { FiscalSandbox } from "@trilho/sandbox"
import { Effect, Result } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { currentAccountId } from "../auth/Authentication.ts"
import { ok, pageData } from "../http/Envelope.ts"
import { envelopeErrors } from "../http/Failures.ts"
import { fromLayer } from "../http/Handlers.ts"
import type { AppServices } from "../Layers.ts"
import { sandboxControl } from "../sandbox/Mode.ts"
import type { FiscalConfig, FiscalInvoice } from "./InvoicesApi.ts"

const iso = (date: Date | undefined) => (date === undefined ? undefined : date.toISOString())

/** An invoice as the API shows it: reais and percent, absent fields left out. */
export const toFiscalInvoice = (record: Fiscal.InvoiceRecord): FiscalInvoice => {
  const optional = <K extends string>(key: K, value: string | undefined) =>
    (value === undefined ? {} : { [key]: value }) as Partial<Record<K, string>>
  const d = record.document
  return {
    id: record.id,
    status: record.status,
    source: { type: record.source.type, id: record.source.id },
    amount: Money.toReais(record.serviceCentavos),
    issRate: Fees.bpsToPercent(record.issRateBps),
    issAmount: Money.toReais(record.issCentavos),
    municipalServiceCode: record.serviceCode,
    cityCode: record.cityCode,
    description: record.description,
    ...(record.taker === undefined ? {} : { taker: { name: record.taker.name, taxId: record.taker.taxId } }),
    ...optional("number", d?.number),
    ...optional("verificationCode", d?.verificationCode),
    ...optional("pdfUrl", d?.pdfUrl),
    ...optional("xmlUrl", d?.xmlUrl),
    ...optional("issuedAt", iso(d?.issuedAt)),
    ...optional("failureReason", record.failureReason),
    ...optional("cancelReason", record.cancelReason),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    ...optional("submittedAt", iso(record.submittedAt)),
    ...optional("failedAt", iso(record.failedAt)),
    ...optional("cancelledAt", iso(record.cancelledAt))
  }
}

/** The fiscal settings as the API shows them: the rate in percent. */
export const toFiscalConfig = (settings: Fiscal.FiscalSettings): FiscalConfig => ({
  enabled: settings.enabled,
  ...(settings.serviceCode === undefined ? {} : { municipalServiceCode: settings.serviceCode }),
  ...(settings.issRateBps === undefined ? {} : { issRate: Fees.bpsToPercent(settings.issRateBps) }),
  ...(settings.cityCode === undefined ? {} : { cityCode: settings.cityCode })
})

/** Basis points of a percent the body schema already checked (NaN, which the domain refuses, if it were not). */
const bpsOf = (percent: number | undefined) => {
  if (percent === undefined) return undefined
  const parsed = Fees.parsePercentBps(percent, { minBps: Fiscal.issRateBpsMin, maxBps: Fiscal.issRateBpsMax })
  return Result.isSuccess(parsed) ? parsed.success : Number.NaN
}

/** Handlers of `/v1/invoices/*` and `/v1/account/fiscal-config`. */
export const InvoicesLive = HttpApiBuilder.group(TrilhoApi, "invoices", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "list",
        provide(({ query }) =>
          Effect.gen(function* () {
            const invoices = yield* Fiscal.Invoices
            const page = yield* envelopeErrors(invoices.list(yield* currentAccountId, query))
            return yield* ok(pageData(page, page.items.map(toFiscalInvoice)))
          })
        )
      )
      .handle(
        "get",
        provide(({ params }) =>
          Effect.gen(function* () {
            const invoices = yield* Fiscal.Invoices
            return yield* ok(
              toFiscalInvoice(yield* envelopeErrors(invoices.findById(yield* currentAccountId, params.id)))
            )
          })
        )
      )
      .handle(
        "fiscalConfig",
        provide(() =>
          Effect.gen(function* () {
            const invoices = yield* Fiscal.Invoices
            return yield* ok(toFiscalConfig(yield* envelopeErrors(invoices.settings(yield* currentAccountId))))
          })
        )
      )
      .handle(
        "updateFiscalConfig",
        provide(({ payload }) =>
          Effect.gen(function* () {
            const invoices = yield* Fiscal.Invoices
            const settings = yield* envelopeErrors(
              invoices.configure(yield* currentAccountId, {
                enabled: payload.enabled,
                serviceCode: payload.municipalServiceCode,
                issRateBps: bpsOf(payload.issRate),
                cityCode: payload.cityCode
              })
            )
            return yield* ok(toFiscalConfig(settings), "fiscal configuration updated")
          })
        )
      )
  )
)

/**
 * A sandbox control of the city: forces `outcome` on the invoice, then asks the issuer about it at once. An invoice
 * no longer CREATED or PROCESSING is refused (`InvalidTransition`, 409) and nothing is forced.
 */
const control = (id: string, outcome: FiscalSandbox.Forced) =>
  Effect.gen(function* () {
    const accountId = yield* currentAccountId
    const invoices = yield* Fiscal.Invoices
    const found = yield* invoices.findById(accountId, id)
    if (found.status !== "CREATED" && found.status !== "PROCESSING") {
      return yield* new StateMachine.InvalidTransition({
        machine: Fiscal.invoiceMachine.name,
        from: found.status,
        trigger: outcome
      })
    }
    yield* (yield* FiscalSandbox.FiscalSandboxControls).force(id, outcome)
    return yield* invoices.advanceOne(accountId, id)
  })

/** Handlers of `/v1/sandbox/invoices/*`: each a sandbox control on the sandbox clock. */
export const SandboxInvoicesLive = HttpApiBuilder.group(TrilhoApi, "sandboxInvoices", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "issue",
        provide(({ params }) =>
          Effect.gen(function* () {
            const record = yield* sandboxControl(control(params.id, "issue"))
            return yield* ok(
              toFiscalInvoice(record),
              record.status === "ISSUED" ? "fiscal invoice issued" : "fiscal invoice refused by the city"
            )
          })
        )
      )
      .handle(
        "fail",
        provide(({ params }) =>
          Effect.gen(function* () {
            return yield* ok(
              toFiscalInvoice(yield* sandboxControl(control(params.id, "fail"))),
              "fiscal invoice failed"
            )
          })
        )
      )
  )
)
