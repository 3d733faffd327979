import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, Multipart } from "@effect/platform"
import { Subaccounts } from "@trilho/domain"
import { Schema } from "effect"
import { Authentication, permission } from "../auth/Authentication.ts"
import { strict, StrictBody } from "../auth/BodyRules.ts"
import { Envelope, Page } from "../http/Envelope.ts"
import { withMoneyRouteErrors } from "../http/Errors.ts"
import { withIdempotencyKey } from "../http/Idempotency.ts"

/** The text fields of a create, JSON or multipart (each read as text; the domain checks and normalizes them). */
const createFields = {
  personType: Schema.optional(Schema.String),
  fullName: Schema.optional(Schema.String),
  cpf: Schema.optional(Schema.String),
  birthDate: Schema.optional(Schema.String),
  postalCode: Schema.optional(Schema.String),
  externalReference: Schema.optional(Schema.String),
  cnpj: Schema.optional(Schema.String),
  companyName: Schema.optional(Schema.String),
  site: Schema.optional(Schema.String),
  portalEmail: Schema.optional(Schema.String),
  portalPassword: Schema.optional(Schema.String)
}

/**
 * `POST /subaccount/create` as JSON: a PF needs no file. A PJ sends the same fields as `multipart/form-data` with its
 * proof document in the file field `document` (PDF, JPEG, PNG or WEBP, up to 5 MB).
 */
export const CreateSubaccountJson = StrictBody(createFields)

/** `POST /subaccount/create` as `multipart/form-data`: the text fields plus the file field `document`. */
export const CreateSubaccountForm = HttpApiSchema.Multipart(
  Schema.Struct({ ...createFields, document: Schema.optional(Multipart.FilesSchema) })
)

/** Either form of the create body; unknown fields are refused in both. */
export const CreateSubaccountBody = strict(Schema.Union(CreateSubaccountJson, CreateSubaccountForm))

/** How a body names one subaccount: `id` or its `externalReference`. */
const refFields = {
  id: Schema.optional(Schema.String),
  externalReference: Schema.optional(Schema.String)
}

/** `GET /subaccount/balance` and `GET /subaccount/pricing` query. */
export const RefQuery = Schema.Struct(refFields)

const PositiveIntFromString = Schema.NumberFromString.pipe(Schema.int())

/** `GET /subaccount/list` query: paged like the other lists, optional `status`. */
export const SubaccountListQuery = Schema.Struct({
  page: Schema.optional(PositiveIntFromString),
  pageSize: Schema.optional(PositiveIntFromString),
  status: Schema.optional(Schema.String)
})

/** `POST /subaccount/update`: rename and/or set the status. */
export const UpdateBody = StrictBody({
  ...refFields,
  name: Schema.optional(Schema.String),
  status: Schema.optional(Schema.String)
})

/** `POST /subaccount/lock`. */
export const LockBody = StrictBody({ ...refFields, lockMode: Schema.optional(Schema.String) })

/** `POST /subaccount/unlock` and `POST /subaccount/delete`. */
export const RefBody = StrictBody(refFields)

/** `POST /subaccount/set-limits`: reais; `null` removes a limit, an absent field keeps it. */
export const SetLimitsBody = StrictBody({
  ...refFields,
  daily: Schema.optional(Schema.Unknown),
  monthly: Schema.optional(Schema.Unknown),
  perTransaction: Schema.optional(Schema.Unknown)
})

/** A surcharge: `percent` (0 to 100, two decimals) and `fixed` (reais). */
const SurchargeBody = StrictBody({ percent: Schema.optional(Schema.Unknown), fixed: Schema.optional(Schema.Unknown) })

/** `POST /subaccount/set-pricing`: the PIX-in and/or PIX-out surcharge. */
export const SetPricingBody = StrictBody({
  ...refFields,
  pixIn: Schema.optional(SurchargeBody),
  pixOut: Schema.optional(SurchargeBody)
})

/**
 * `POST /subaccount/add-balance` and `remove-balance`: the subaccount by `id` (or `subaccountExternalReference`);
 * `externalReference` is the move's own idempotency reference.
 */
export const MoveBody = StrictBody({
  id: Schema.optional(Schema.String),
  subaccountExternalReference: Schema.optional(Schema.String),
  amount: Schema.Unknown,
  description: Schema.optional(Schema.String),
  externalReference: Schema.optional(Schema.String)
})

/** `POST /subaccount/transfer`: between two subaccounts of the account. */
export const TransferBody = StrictBody({
  fromSubaccountId: Schema.optional(Schema.String),
  toSubaccountId: Schema.optional(Schema.String),
  amount: Schema.Unknown,
  description: Schema.optional(Schema.String),
  externalReference: Schema.optional(Schema.String)
})

const View = Envelope(Subaccounts.SubaccountView)

/**
 * Subaccounts (`/subaccount/*` but the operator portal's routes), each behind `subaccount/<operation>` (the pricing
 * preview behind `subaccount/get`). Every route answers 403 `SUBACCOUNTS_NOT_ENABLED` while the account's
 * `subaccounts` flag is off. Another account's subaccount, and a deleted one, is a 404.
 */
export class SubaccountsGroup extends HttpApiGroup.make("subaccounts")
  .add(
    HttpApiEndpoint.post("create", "/subaccount/create")
      .setPayload(CreateSubaccountBody)
      .addSuccess(View)
      .pipe(withMoneyRouteErrors)
      .pipe(permission("subaccount/create"))
  )
  .add(
    HttpApiEndpoint.get("get", "/subaccount/get/:id")
      .setPath(Schema.Struct({ id: Schema.String }))
      .addSuccess(View)
      .pipe(withMoneyRouteErrors)
      .pipe(permission("subaccount/get"))
  )
  .add(
    HttpApiEndpoint.get("getByRef", "/subaccount/get-by-ref/:externalReference")
      .setPath(Schema.Struct({ externalReference: Schema.String }))
      .addSuccess(View)
      .pipe(withMoneyRouteErrors)
      .pipe(permission("subaccount/get"))
  )
  .add(
    HttpApiEndpoint.get("list", "/subaccount/list")
      .setUrlParams(SubaccountListQuery)
      .addSuccess(Envelope(Page(Subaccounts.SubaccountView)))
      .pipe(withMoneyRouteErrors)
      .pipe(permission("subaccount/list"))
  )
  .add(
    HttpApiEndpoint.get("balance", "/subaccount/balance")
      .setUrlParams(RefQuery)
      .addSuccess(Envelope(Subaccounts.SubaccountBalanceView))
      .pipe(withMoneyRouteErrors)
      .pipe(permission("subaccount/balance"))
  )
  .add(
    HttpApiEndpoint.post("addBalance", "/subaccount/add-balance")
      .setPayload(MoveBody)
      .addSuccess(Envelope(Subaccounts.SubaccountMoveView))
      .pipe(withMoneyRouteErrors)
      .pipe(withIdempotencyKey)
      .pipe(permission("subaccount/add-balance"))
  )
  .add(
    HttpApiEndpoint.post("removeBalance", "/subaccount/remove-balance")
      .setPayload(MoveBody)
      .addSuccess(Envelope(Subaccounts.SubaccountMoveView))
      .pipe(withMoneyRouteErrors)
      .pipe(withIdempotencyKey)
      .pipe(permission("subaccount/remove-balance"))
  )
  .add(
    HttpApiEndpoint.post("transfer", "/subaccount/transfer")
      .setPayload(TransferBody)
      .addSuccess(Envelope(Subaccounts.SubaccountMoveView))
      .pipe(withMoneyRouteErrors)
      .pipe(withIdempotencyKey)
      .pipe(permission("subaccount/transfer"))
  )
  .add(
    HttpApiEndpoint.post("update", "/subaccount/update")
      .setPayload(UpdateBody)
      .addSuccess(View)
      .pipe(withMoneyRouteErrors)
      .pipe(permission("subaccount/update"))
  )
  .add(
    HttpApiEndpoint.post("lock", "/subaccount/lock")
      .setPayload(LockBody)
      .addSuccess(View)
      .pipe(withMoneyRouteErrors)
      .pipe(permission("subaccount/lock"))
  )
  .add(
    HttpApiEndpoint.post("unlock", "/subaccount/unlock")
      .setPayload(RefBody)
      .addSuccess(View)
      .pipe(withMoneyRouteErrors)
      .pipe(permission("subaccount/unlock"))
  )
  .add(
    HttpApiEndpoint.post("setLimits", "/subaccount/set-limits")
      .setPayload(SetLimitsBody)
      .addSuccess(View)
      .pipe(withMoneyRouteErrors)
      .pipe(permission("subaccount/set-limits"))
  )
  .add(
    HttpApiEndpoint.post("setPricing", "/subaccount/set-pricing")
      .setPayload(SetPricingBody)
      .addSuccess(View)
      .pipe(withMoneyRouteErrors)
      .pipe(permission("subaccount/set-pricing"))
  )
  .add(
    HttpApiEndpoint.get("pricing", "/subaccount/pricing")
      .setUrlParams(RefQuery)
      .addSuccess(Envelope(Subaccounts.PricingPreview))
      .pipe(withMoneyRouteErrors)
      .pipe(permission("subaccount/get"))
  )
  .add(
    HttpApiEndpoint.post("delete", "/subaccount/delete")
      .setPayload(RefBody)
      .addSuccess(Envelope(Schema.Struct({ id: Schema.String })))
      .pipe(withMoneyRouteErrors)
      .pipe(permission("subaccount/delete"))
  )
  .middleware(Authentication) {}
