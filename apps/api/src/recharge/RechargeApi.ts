import { Recharge } from "@trilho/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Authentication, permission } from "../auth/Authentication.ts"
import { StrictBody } from "../auth/BodyRules.ts"
import { Amount } from "../http/Amounts.ts"
import { Envelope, Page } from "../http/Envelope.ts"
import { withMoneyRouteErrors } from "../http/Errors.ts"
import { idempotentMoneyRouteErrors, withIdempotencyKey } from "../http/Idempotency.ts"
import { PageNumber, PageSize } from "../http/QueryParams.ts"
import { getRecord, IdPath } from "../http/RecordRoutes.ts"

/** `POST /mobile-recharge/create` body (spec, Mobile recharge): the operator is inferred from the number. */
export const CreateRechargeBody = StrictBody({
  phone: Schema.String.annotate({
    description: "A Brazilian mobile: DDD and 9 digits starting with 9; masks, spaces and +55 are accepted.",
    examples: ["(11) 91234-5678"]
  }),
  amount: Amount.annotate({ description: "Reais: one of the package values the provider lookup lists." })
})

/** One package an operator sells. */
export const RechargePackage = Schema.Struct({
  amount: Schema.Finite.annotate({ description: "Reais." })
})

/** `GET /mobile-recharge/provider/{phoneNumber}`: the operator serving the number and its packages. */
export const RechargeProvider = Schema.Struct({
  phone: Schema.String.annotate({ description: "The number normalized: DDD and 9 digits." }),
  ddd: Schema.String,
  operator: Schema.String.annotate({ description: "Vivo, Claro, TIM, Oi…" }),
  packages: Schema.Array(RechargePackage)
})
export type RechargeProvider = typeof RechargeProvider.Type

/** A mobile recharge as the API shows it, amounts in reais. */
export const MobileRecharge = Schema.Struct({
  id: Schema.String,
  phone: Schema.String.annotate({ description: "DDD and 9 digits." }),
  operator: Schema.String,
  amount: Schema.Finite.annotate({ description: "Reais debited from withdrawable when created." }),
  fee: Schema.Finite.annotate({ description: "Reais; recharges carry no fee." }),
  status: Recharge.RechargeStatus,
  canBeCancelled: Schema.Boolean.annotate({ description: "True while PENDING: the operator does not have it yet." }),
  operatorReference: Schema.optionalKey(Schema.String.annotate({ description: "The operator's receipt." })),
  failureReason: Schema.optionalKey(Schema.String),
  createdAt: Schema.String,
  updatedAt: Schema.String,
  completedAt: Schema.optionalKey(Schema.String),
  canceledAt: Schema.optionalKey(Schema.String),
  failedAt: Schema.optionalKey(Schema.String)
})
export type MobileRecharge = typeof MobileRecharge.Type

/** `GET /mobile-recharge/list` query. */
export const RechargeListQuery = Schema.Struct({
  page: Schema.optionalKey(PageNumber),
  pageSize: Schema.optionalKey(PageSize(Recharge.rechargePageSizeMax)),
  status: Schema.optionalKey(Recharge.RechargeStatus),
  phone: Schema.optionalKey(
    Schema.String.check(Schema.isMaxLength(Recharge.phoneInputLengthMax)).annotate({
      description: "Only this number's recharges (any accepted form)."
    })
  )
})

const PhonePath = Schema.Struct({ phoneNumber: Schema.String })

/**
 * Mobile recharge (`/mobile-recharge/*`), each route behind the permission of its name; another account's recharge
 * is a 404. `create` and `cancel` move money, so they take an `Idempotency-Key`.
 */
export class MobileRechargeGroup extends HttpApiGroup.make("mobileRecharge")
  .add(
    HttpApiEndpoint.get("provider", "/mobile-recharge/provider/:phoneNumber", {
      params: PhonePath,
      success: Envelope(RechargeProvider),
      error: withMoneyRouteErrors
    }).pipe(permission("mobile-recharge/provider"))
  )
  .add(
    HttpApiEndpoint.post("create", "/mobile-recharge/create", {
      payload: CreateRechargeBody,
      success: Envelope(MobileRecharge),
      error: idempotentMoneyRouteErrors
    }).pipe(withIdempotencyKey, permission("mobile-recharge/create"))
  )
  .add(
    HttpApiEndpoint.get("list", "/mobile-recharge/list", {
      query: RechargeListQuery,
      success: Envelope(Page(MobileRecharge)),
      error: withMoneyRouteErrors
    }).pipe(permission("mobile-recharge/list"))
  )
  .add(getRecord("get", "/mobile-recharge/get/:id", MobileRecharge, "mobile-recharge/get"))
  .add(
    HttpApiEndpoint.post("cancel", "/mobile-recharge/cancel/:id", {
      params: IdPath,
      success: Envelope(MobileRecharge),
      error: idempotentMoneyRouteErrors
    }).pipe(withIdempotencyKey, permission("mobile-recharge/cancel"))
  )
  .middleware(Authentication) {}

/**
 * Sandbox controls of mobile recharges: play the operator completing (a PENDING one is handed over first, and a
 * number ending in 0000 is refused there) or failing a recharge. Only in sandbox mode (otherwise 404
 * `ROUTE_NOT_FOUND`); permission `sandbox/mobile-recharge` (granted by `sandbox/*` or `*`).
 */
export class SandboxRechargeGroup extends HttpApiGroup.make("sandboxMobileRecharge")
  .add(
    HttpApiEndpoint.post("complete", "/sandbox/mobile-recharge/:id/complete", {
      params: IdPath,
      payload: StrictBody({}),
      success: Envelope(MobileRecharge),
      error: withMoneyRouteErrors
    }).pipe(permission("sandbox/mobile-recharge"))
  )
  .add(
    HttpApiEndpoint.post("fail", "/sandbox/mobile-recharge/:id/fail", {
      params: IdPath,
      payload: StrictBody({ reason: Schema.optionalKey(Schema.String) }),
      success: Envelope(MobileRecharge),
      error: withMoneyRouteErrors
    }).pipe(permission("sandbox/mobile-recharge"))
  )
  .middleware(Authentication) {}
