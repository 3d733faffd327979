import { Charges, Subaccounts } from "@trilho/domain"
import { Schema } from "effect"
import { Multipart } from "effect/http"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { Authentication, permission } from "../auth/Authentication.ts"
import { strict, StrictBody } from "../auth/BodyRules.ts"
import { Envelope, Page } from "../http/Envelope.ts"
import { withMoneyRouteErrors } from "../http/Errors.ts"
import { idempotentMoneyRouteErrors, withIdempotencyKey } from "../http/Idempotency.ts"
import { CodeFilter, FilterText, PageNumber, PageSize } from "../http/QueryParams.ts"
import { Amount, AmountOrZero, SurchargePercent } from "../http/Amounts.ts"

/** The text fields of a create, JSON or multipart (each read as text; the domain checks and normalizes them). */
const createFields = {
  personType: Schema.optionalKey(Schema.String),
  fullName: Schema.optionalKey(Schema.String),
  cpf: Schema.optionalKey(Schema.String),
  birthDate: Schema.optionalKey(Schema.String),
  postalCode: Schema.optionalKey(Schema.String),
  externalReference: Schema.optionalKey(Schema.String),
  cnpj: Schema.optionalKey(Schema.String),
  companyName: Schema.optionalKey(Schema.String),
  site: Schema.optionalKey(Schema.String),
  portalEmail: Schema.optionalKey(Schema.String),
  portalPassword: Schema.optionalKey(Schema.String)
}

/**
 * `POST /subaccount/create` as JSON: a PF needs no file. A PJ sends the same fields as `multipart/form-data` with its
 * proof document in the file field `document` (PDF, JPEG, PNG or WEBP, up to 5 MB).
 */
export const CreateSubaccountJson = StrictBody(createFields)

/** `POST /subaccount/create` as `multipart/form-data`: the text fields plus the file field `document`. */
export const CreateSubaccountForm = strict(
  Schema.Struct({ ...createFields, document: Schema.optionalKey(Multipart.FilesSchema) }).pipe(
    HttpApiSchema.asMultipart()
  )
)

/**
 * Either form of the create body, chosen by the request's `Content-Type`; unknown fields are refused in both. Effect 4
 * takes a route's body schemas as a list, one per media type.
 */
export const CreateSubaccountBody = [CreateSubaccountJson, CreateSubaccountForm] as const

/** How a body names one subaccount: `id` or its `externalReference`. */
const refFields = {
  id: Schema.optionalKey(Schema.String),
  externalReference: Schema.optionalKey(Schema.String)
}

/** `GET /subaccount/balance` and `GET /subaccount/pricing` query: the subaccount by `id` or `externalReference`. */
export const RefQuery = Schema.Struct({
  id: Schema.optionalKey(FilterText(Charges.subaccountIdLengthMax, "The subaccount's id.")),
  externalReference: Schema.optionalKey(
    FilterText(Subaccounts.subaccountExternalReferenceLengthMax, "The subaccount's externalReference.")
  )
})

/** `GET /subaccount/list` query: paged like the other lists, optional `status`. */
export const SubaccountListQuery = Schema.Struct({
  page: Schema.optionalKey(PageNumber),
  pageSize: Schema.optionalKey(PageSize()),
  status: Schema.optionalKey(CodeFilter("ACTIVE or DISABLED."))
})

/** `POST /subaccount/update`: rename and/or set the status. */
export const UpdateBody = StrictBody({
  ...refFields,
  name: Schema.optionalKey(Schema.String),
  status: Schema.optionalKey(Schema.String)
})

/** `POST /subaccount/lock`. */
export const LockBody = StrictBody({ ...refFields, lockMode: Schema.optionalKey(Schema.String) })

/** `POST /subaccount/unlock` and `POST /subaccount/delete`. */
export const RefBody = StrictBody(refFields)

/** `POST /subaccount/set-limits`: reais; `null` removes a limit, an absent field keeps it. */
export const SetLimitsBody = StrictBody({
  ...refFields,
  daily: Schema.optionalKey(Schema.NullOr(Amount)),
  monthly: Schema.optionalKey(Schema.NullOr(Amount)),
  perTransaction: Schema.optionalKey(Schema.NullOr(Amount))
})

/** A surcharge: `percent` (0 to 100, two decimals) and `fixed` (reais). */
const SurchargeBody = StrictBody({
  percent: Schema.optionalKey(SurchargePercent),
  fixed: Schema.optionalKey(AmountOrZero)
})

/** `POST /subaccount/set-pricing`: the PIX-in and/or PIX-out surcharge. */
export const SetPricingBody = StrictBody({
  ...refFields,
  pixIn: Schema.optionalKey(SurchargeBody),
  pixOut: Schema.optionalKey(SurchargeBody)
})

/**
 * `POST /subaccount/add-balance` and `remove-balance`: the subaccount by `id` (or `subaccountExternalReference`);
 * `externalReference` is the move's own idempotency reference.
 */
export const MoveBody = StrictBody({
  id: Schema.optionalKey(Schema.String),
  subaccountExternalReference: Schema.optionalKey(Schema.String),
  amount: Amount,
  description: Schema.optionalKey(Schema.String),
  externalReference: Schema.optionalKey(Schema.String)
})

/** `POST /subaccount/transfer`: between two subaccounts of the account. */
export const TransferBody = StrictBody({
  fromSubaccountId: Schema.optionalKey(Schema.String),
  toSubaccountId: Schema.optionalKey(Schema.String),
  amount: Amount,
  description: Schema.optionalKey(Schema.String),
  externalReference: Schema.optionalKey(Schema.String)
})

const View = Envelope(Subaccounts.SubaccountView)

/**
 * Subaccounts (`/subaccount/*` but the operator portal's routes), each behind `subaccount/<operation>` (the pricing
 * preview behind `subaccount/get`). Every route answers 403 `FEATURE_NOT_ENABLED` while the account's
 * `subaccounts` flag is off. Another account's subaccount, and a deleted one, is a 404.
 */
export class SubaccountsGroup extends HttpApiGroup.make("subaccounts")
  .add(
    HttpApiEndpoint.post("create", "/subaccount/create", {
      payload: CreateSubaccountBody,
      success: View,
      error: withMoneyRouteErrors
    }).pipe(permission("subaccount/create"))
  )
  .add(
    HttpApiEndpoint.get("get", "/subaccount/get/:id", {
      params: Schema.Struct({ id: Schema.String }),
      success: View,
      error: withMoneyRouteErrors
    }).pipe(permission("subaccount/get"))
  )
  .add(
    HttpApiEndpoint.get("getByRef", "/subaccount/get-by-ref/:externalReference", {
      params: Schema.Struct({ externalReference: Schema.String }),
      success: View,
      error: withMoneyRouteErrors
    }).pipe(permission("subaccount/get"))
  )
  .add(
    HttpApiEndpoint.get("list", "/subaccount/list", {
      query: SubaccountListQuery,
      success: Envelope(Page(Subaccounts.SubaccountView)),
      error: withMoneyRouteErrors
    }).pipe(permission("subaccount/list"))
  )
  .add(
    HttpApiEndpoint.get("balance", "/subaccount/balance", {
      query: RefQuery,
      success: Envelope(Subaccounts.SubaccountBalanceView),
      error: withMoneyRouteErrors
    }).pipe(permission("subaccount/balance"))
  )
  .add(
    HttpApiEndpoint.post("addBalance", "/subaccount/add-balance", {
      payload: MoveBody,
      success: Envelope(Subaccounts.SubaccountMoveView),
      error: idempotentMoneyRouteErrors
    }).pipe(withIdempotencyKey, permission("subaccount/add-balance"))
  )
  .add(
    HttpApiEndpoint.post("removeBalance", "/subaccount/remove-balance", {
      payload: MoveBody,
      success: Envelope(Subaccounts.SubaccountMoveView),
      error: idempotentMoneyRouteErrors
    }).pipe(withIdempotencyKey, permission("subaccount/remove-balance"))
  )
  .add(
    HttpApiEndpoint.post("transfer", "/subaccount/transfer", {
      payload: TransferBody,
      success: Envelope(Subaccounts.SubaccountMoveView),
      error: idempotentMoneyRouteErrors
    }).pipe(withIdempotencyKey, permission("subaccount/transfer"))
  )
  .add(
    HttpApiEndpoint.post("update", "/subaccount/update", {
      payload: UpdateBody,
      success: View,
      error: withMoneyRouteErrors
    }).pipe(permission("subaccount/update"))
  )
  .add(
    HttpApiEndpoint.post("lock", "/subaccount/lock", {
      payload: LockBody,
      success: View,
      error: withMoneyRouteErrors
    }).pipe(permission("subaccount/lock"))
  )
  .add(
    HttpApiEndpoint.post("unlock", "/subaccount/unlock", {
      payload: RefBody,
      success: View,
      error: withMoneyRouteErrors
    }).pipe(permission("subaccount/unlock"))
  )
  .add(
    HttpApiEndpoint.post("setLimits", "/subaccount/set-limits", {
      payload: SetLimitsBody,
      success: View,
      error: withMoneyRouteErrors
    }).pipe(permission("subaccount/set-limits"))
  )
  .add(
    HttpApiEndpoint.post("setPricing", "/subaccount/set-pricing", {
      payload: SetPricingBody,
      success: View,
      error: withMoneyRouteErrors
    }).pipe(permission("subaccount/set-pricing"))
  )
  .add(
    HttpApiEndpoint.get("pricing", "/subaccount/pricing", {
      query: RefQuery,
      success: Envelope(Subaccounts.PricingPreview),
      error: withMoneyRouteErrors
    }).pipe(permission("subaccount/get"))
  )
  .add(
    HttpApiEndpoint.post("delete", "/subaccount/delete", {
      payload: RefBody,
      success: Envelope(Schema.Struct({ id: Schema.String })),
      error: withMoneyRouteErrors
    }).pipe(permission("subaccount/delete"))
  )
  .middleware(Authentication) {}
