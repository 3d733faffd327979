import { Bureau } from "@trilho/domain"
import { Schema } from "effect"
import { Multipart } from "effect/http"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { Authentication, permission } from "../auth/Authentication.ts"
import { strict, StrictBody } from "../auth/BodyRules.ts"
import { bureauDunningMultipartLimits } from "../http/BodyLimits.ts"
import { Envelope, Page } from "../http/Envelope.ts"
import { PayloadTooLarge, withMoneyRouteErrors } from "../http/Errors.ts"
import { idempotentMoneyRouteErrors, withIdempotencyKey } from "../http/Idempotency.ts"
import { FilterText, PageNumber, PageSize } from "../http/QueryParams.ts"
import { getRecord, sandboxControl } from "../http/RecordRoutes.ts"

const text = (description: string) => Schema.optionalKey(Schema.String.annotate({ description }))

/**
 * `POST /bureau/dunnings/create` as `multipart/form-data` (spec, "Billings, subscriptions, bureau"): the billing, the
 * type, the debtor's data (defaults: the billing's payer), the address and up to 5 proof files in the field
 * `documents`. Every field is checked by the domain, which names every problem at once, the billing's too.
 */
export const CreateDunningForm = strict(
  Schema.Struct({
    payment: text("The billing's id (`bil_…`): OVERDUE, its payer in the customer base."),
    type: text("`CREDIT_BUREAU`."),
    description: text("Up to 500 characters."),
    debtorName: text("Defaults to the customer's name."),
    debtorCpfCnpj: text("When sent, must be the billing's payer's CPF or CNPJ."),
    debtorEmail: text("Defaults to the billing's payer's."),
    debtorPhone: text("DDD and 8 or 9 digits; defaults to the billing's payer's."),
    postalCode: text("CEP: 8 digits (`01310-100`)."),
    street: text("Up to 200 characters."),
    number: text("Up to 20 characters."),
    complement: text("Up to 100 characters."),
    district: text("Bairro, up to 100 characters."),
    city: text("Up to 100 characters."),
    state: text("UF code (`SP`)."),
    documents: Schema.optionalKey(Multipart.FilesSchema)
  }).pipe(HttpApiSchema.asMultipart(bureauDunningMultipartLimits))
)

const Debtor = Schema.Struct({
  name: Schema.String,
  cpfCnpj: Schema.String,
  email: Schema.optionalKey(Schema.String),
  phone: Schema.optionalKey(Schema.String)
})

const DocumentView = Schema.Struct({
  name: Schema.String,
  type: Schema.String.annotate({ description: "The type found in the file's content." }),
  size: Schema.Int.annotate({ description: "Bytes." }),
  sha256: Schema.String
})

/** A dunning as the API shows it, amounts in reais. */
export const Dunning = Schema.Struct({
  id: Schema.String,
  payment: Schema.String.annotate({ description: "The billing's id." }),
  type: Bureau.DunningType,
  status: Bureau.DunningStatus,
  description: Schema.optionalKey(Schema.String),
  debtor: Debtor,
  address: Schema.Struct({
    postalCode: Schema.String,
    street: Schema.String,
    number: Schema.String,
    complement: Schema.optionalKey(Schema.String),
    district: Schema.String,
    city: Schema.String,
    state: Schema.String
  }),
  documents: Schema.Array(DocumentView),
  amount: Schema.Finite.annotate({ description: "Reais: the billing's amount, the debt listed." }),
  fee: Schema.Finite.annotate({ description: "Reais charged from withdrawable when created (12.90)." }),
  bureauReference: Schema.optionalKey(Schema.String),
  cancelReason: Schema.optionalKey(Schema.String),
  createdAt: Schema.String,
  updatedAt: Schema.String,
  sentAt: Schema.optionalKey(Schema.String),
  registeredAt: Schema.optionalKey(Schema.String),
  paidOffAt: Schema.optionalKey(Schema.String),
  canceledAt: Schema.optionalKey(Schema.String)
})
export type Dunning = typeof Dunning.Type

/** The answer of `GET /bureau/dunnings/simulate`. */
export const DunningSimulation = Schema.Struct({
  payment: Schema.String,
  eligible: Schema.Boolean,
  problems: Schema.Array(Schema.Struct({ field: Schema.String, message: Schema.String })),
  fee: Schema.Finite.annotate({ description: "Reais a dunning would cost." }),
  amount: Schema.optionalKey(Schema.Finite.annotate({ description: "Reais: the billing's amount, when found." }))
})

/** A credit report as the API shows it. */
export const CreditReport = Schema.Struct({
  id: Schema.String,
  customer: Schema.String,
  cpfCnpj: Schema.String,
  status: Bureau.ReportStatus,
  score: Schema.Int.annotate({ description: "0 to 1000." }),
  riskLevel: Bureau.RiskLevel,
  restrictions: Schema.Int.annotate({ description: "Listings the bureau holds on the document." }),
  fee: Schema.Finite.annotate({ description: "Reais charged from withdrawable (19.90)." }),
  createdAt: Schema.String
})
export type CreditReport = typeof CreditReport.Type

/** `GET /bureau/dunnings/list` query. */
export const DunningListQuery = Schema.Struct({
  page: Schema.optionalKey(PageNumber),
  pageSize: Schema.optionalKey(PageSize(Bureau.bureauPageSizeMax)),
  status: Schema.optionalKey(Bureau.DunningStatus),
  payment: Schema.optionalKey(FilterText(Bureau.billingIdLengthMax, "Only this billing's dunnings."))
})

/** `GET /bureau/reports/list` query. */
export const ReportListQuery = Schema.Struct({
  page: Schema.optionalKey(PageNumber),
  pageSize: Schema.optionalKey(PageSize(Bureau.bureauPageSizeMax)),
  customer: Schema.optionalKey(FilterText(64, "Only this customer's reports.")),
  cpfCnpj: Schema.optionalKey(FilterText(18, "Only reports on this CPF or CNPJ."))
})

/** `POST /bureau/reports/create` body. */
export const CreateReportBody = StrictBody({
  customer: Schema.String.annotate({ description: "The customer's id (`cus_…`)." }),
  cpfCnpj: Schema.String.annotate({ description: "The customer's CPF or CNPJ, plain or masked." })
})

/**
 * Credit-bureau dunnings (`/bureau/dunnings/*`), each route behind the permission of its name (`bureau/dunnings/*`
 * grants them all); another account's dunning is a 404. `create` charges a fee, so it takes an `Idempotency-Key`.
 */
export class BureauDunningsGroup extends HttpApiGroup.make("bureauDunnings")
  .add(
    HttpApiEndpoint.post("create", "/bureau/dunnings/create", {
      payload: CreateDunningForm,
      success: Envelope(Dunning),
      error: [...idempotentMoneyRouteErrors, PayloadTooLarge]
    }).pipe(withIdempotencyKey, permission("bureau/dunnings/create"))
  )
  .add(
    HttpApiEndpoint.get("list", "/bureau/dunnings/list", {
      query: DunningListQuery,
      success: Envelope(Page(Dunning)),
      error: withMoneyRouteErrors
    }).pipe(permission("bureau/dunnings/list"))
  )
  .add(getRecord("get", "/bureau/dunnings/get/:id", Dunning, "bureau/dunnings/get"))
  .add(
    HttpApiEndpoint.get("simulate", "/bureau/dunnings/simulate", {
      query: Schema.Struct({ payment: Schema.optionalKey(FilterText(Bureau.billingIdLengthMax, "The billing's id.")) }),
      success: Envelope(DunningSimulation),
      error: withMoneyRouteErrors
    }).pipe(permission("bureau/dunnings/simulate"))
  )
  .middleware(Authentication) {}

/** Credit reports (`/bureau/reports/*`), behind `bureau/reports/*`. `create` charges a fee: `Idempotency-Key`. */
export class BureauReportsGroup extends HttpApiGroup.make("bureauReports")
  .add(
    HttpApiEndpoint.post("create", "/bureau/reports/create", {
      payload: CreateReportBody,
      success: Envelope(CreditReport),
      error: idempotentMoneyRouteErrors
    }).pipe(withIdempotencyKey, permission("bureau/reports/create"))
  )
  .add(
    HttpApiEndpoint.get("list", "/bureau/reports/list", {
      query: ReportListQuery,
      success: Envelope(Page(CreditReport)),
      error: withMoneyRouteErrors
    }).pipe(permission("bureau/reports/list"))
  )
  .add(getRecord("get", "/bureau/reports/get/:id", CreditReport, "bureau/reports/get"))
  .middleware(Authentication) {}

/**
 * Sandbox controls of the bureau: play it registering a dunning (a PENDING one is handed over first), the debtor
 * paying it off, or its withdrawal. Only in sandbox mode; permission `sandbox/bureau` (granted by `sandbox/*`).
 */
export class SandboxBureauGroup extends HttpApiGroup.make("sandboxBureau")
  .add(sandboxControl("register", "/sandbox/bureau/dunnings/:id/register", StrictBody({}), Dunning, "sandbox/bureau"))
  .add(sandboxControl("settle", "/sandbox/bureau/dunnings/:id/settle", StrictBody({}), Dunning, "sandbox/bureau"))
  .add(
    sandboxControl(
      "cancel",
      "/sandbox/bureau/dunnings/:id/cancel",
      StrictBody({ reason: Schema.optionalKey(Schema.String) }),
      Dunning,
      "sandbox/bureau"
    )
  )
  .middleware(Authentication) {}
