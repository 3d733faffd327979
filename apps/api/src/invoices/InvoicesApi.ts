import { Fees, Fiscal } from "@trilho/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Authentication, permission } from "../auth/Authentication.ts"
import { StrictBody } from "../auth/BodyRules.ts"
import { Percent } from "../http/Amounts.ts"
import { Envelope, Page } from "../http/Envelope.ts"
import { withMoneyRouteErrors } from "../http/Errors.ts"
import { PageNumber, PageSize } from "../http/QueryParams.ts"
import { getRecord, IdPath } from "../http/RecordRoutes.ts"

/** Characters of a source id in a list filter, at most. */
export const sourceIdLengthMax = 64

/** The ISS rate as the API takes it: percent, 2 to 5, at most two decimals. */
export const IssRate = Percent({ minBps: Fiscal.issRateBpsMin, maxBps: Fiscal.issRateBpsMax })

/** A fiscal invoice (NFS-e) as the API shows it, amounts in reais. */
export const FiscalInvoice = Schema.Struct({
  id: Schema.String,
  status: Fiscal.InvoiceStatus,
  source: Schema.Struct({
    type: Fiscal.InvoiceSourceType,
    id: Schema.String.annotate({ description: "The paid charge's (or billing's) id." })
  }),
  amount: Schema.Finite.annotate({ description: "Reais: the service value, the gross the payer paid." }),
  issRate: Schema.Finite.annotate({ description: "Percent, from the account's fiscal configuration." }),
  issAmount: Schema.Finite.annotate({ description: "Reais: amount × issRate, rounded half up to the centavo." }),
  municipalServiceCode: Schema.String,
  cityCode: Schema.String.annotate({ description: "The city's IBGE code." }),
  description: Schema.String,
  taker: Schema.optionalKey(
    Schema.Struct({ name: Schema.String, taxId: Schema.String.annotate({ description: "CPF or CNPJ digits." }) })
  ),
  number: Schema.optionalKey(Schema.String.annotate({ description: "The city's invoice number, once issued." })),
  verificationCode: Schema.optionalKey(Schema.String),
  pdfUrl: Schema.optionalKey(Schema.String),
  xmlUrl: Schema.optionalKey(Schema.String),
  issuedAt: Schema.optionalKey(Schema.String),
  failureReason: Schema.optionalKey(Schema.String),
  cancelReason: Schema.optionalKey(Schema.String),
  createdAt: Schema.String,
  updatedAt: Schema.String,
  submittedAt: Schema.optionalKey(Schema.String),
  failedAt: Schema.optionalKey(Schema.String),
  cancelledAt: Schema.optionalKey(Schema.String)
})
export type FiscalInvoice = typeof FiscalInvoice.Type

/** `GET /invoices/list` query. */
export const InvoiceListQuery = Schema.Struct({
  page: Schema.optionalKey(PageNumber),
  pageSize: Schema.optionalKey(PageSize(Fiscal.invoicePageSizeMax)),
  status: Schema.optionalKey(Fiscal.InvoiceStatus),
  sourceType: Schema.optionalKey(Fiscal.InvoiceSourceType),
  sourceId: Schema.optionalKey(
    Schema.String.check(Schema.isMaxLength(sourceIdLengthMax)).annotate({
      description: "Only the invoice of this source (a charge id)."
    })
  )
})

/** The account's fiscal configuration. */
export const FiscalConfig = Schema.Struct({
  enabled: Schema.Boolean.annotate({ description: "Automatic issuing on: `emitFiscalInvoice` is accepted." }),
  municipalServiceCode: Schema.optionalKey(Schema.String),
  issRate: Schema.optionalKey(Schema.Finite.annotate({ description: "Percent." })),
  cityCode: Schema.optionalKey(Schema.String)
})
export type FiscalConfig = typeof FiscalConfig.Type

/** `PATCH /account/fiscal-config` body: every field optional; parts left out keep their values. */
export const FiscalConfigBody = StrictBody({
  enabled: Schema.optionalKey(Schema.Boolean),
  municipalServiceCode: Schema.optionalKey(
    Schema.String.check(Schema.isPattern(Fiscal.serviceCodePattern)).annotate({
      description: "The service's code in the LC 116 list, `NN.NN` (e.g. `01.07`).",
      examples: ["01.07"]
    })
  ),
  issRate: Schema.optionalKey(IssRate),
  cityCode: Schema.optionalKey(
    Schema.String.check(Schema.isPattern(Fiscal.cityCodePattern)).annotate({
      description: "The IBGE code of the city where the service is taxed (7 digits).",
      examples: ["3550308"]
    })
  )
})

/** Fiscal invoices (`/invoices/*`), each route behind the permission of its name; another account's is a 404. */
export class InvoicesGroup extends HttpApiGroup.make("invoices")
  .add(
    HttpApiEndpoint.get("list", "/invoices/list", {
      query: InvoiceListQuery,
      success: Envelope(Page(FiscalInvoice)),
      error: withMoneyRouteErrors
    }).pipe(permission("invoices/list"))
  )
  .add(getRecord("get", "/invoices/get/:id", FiscalInvoice, "invoices/get"))
  .add(
    HttpApiEndpoint.get("fiscalConfig", "/account/fiscal-config", {
      success: Envelope(FiscalConfig),
      error: withMoneyRouteErrors
    }).pipe(permission("account/fiscal-config"))
  )
  .add(
    HttpApiEndpoint.patch("updateFiscalConfig", "/account/fiscal-config", {
      payload: FiscalConfigBody,
      success: Envelope(FiscalConfig),
      error: withMoneyRouteErrors
    }).pipe(permission("account/fiscal-config"))
  )
  .middleware(Authentication) {}

/**
 * Sandbox controls of the sandbox city: issue an invoice now (a CREATED one is submitted first) or fail it. Only in
 * sandbox mode (otherwise 404 `ROUTE_NOT_FOUND`); permission `sandbox/invoices` (granted by `sandbox/*` or `*`).
 */
export class SandboxInvoicesGroup extends HttpApiGroup.make("sandboxInvoices")
  .add(
    HttpApiEndpoint.post("issue", "/sandbox/invoices/:id/issue", {
      params: IdPath,
      payload: StrictBody({}),
      success: Envelope(FiscalInvoice),
      error: withMoneyRouteErrors
    }).pipe(permission("sandbox/invoices"))
  )
  .add(
    HttpApiEndpoint.post("fail", "/sandbox/invoices/:id/fail", {
      params: IdPath,
      payload: StrictBody({}),
      success: Envelope(FiscalInvoice),
      error: withMoneyRouteErrors
    }).pipe(permission("sandbox/invoices"))
  )
  .middleware(Authentication) {}

/** Percent of a rate in basis points, for the views. */
export const percentOf = (bps: number): number => Fees.bpsToPercent(bps)
