import { Webhooks } from "@trilho/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Authentication, permission } from "../auth/Authentication.ts"
import { StrictBody, strict } from "../auth/BodyRules.ts"
import { Envelope, Page } from "../http/Envelope.ts"
import { withMoneyRouteErrors } from "../http/Errors.ts"
import { PageNumber, PageSize } from "../http/QueryParams.ts"
import { getRecord, IdPath } from "../http/RecordRoutes.ts"

/**
 * `POST /webhooks/create` body (spec, Webhooks). The values are checked by the domain (URL rules, 1 to 80 known
 * event names or `*`, description up to 120 characters), so each refusal has its own code.
 */
export const CreateWebhookBody = StrictBody({
  url: Schema.String,
  description: Schema.String,
  events: Schema.Array(Schema.String)
})

/** `PATCH /webhooks/update/{id}` body: any of the create fields, and `status` to enable or disable. */
export const UpdateWebhookBody = StrictBody({
  url: Schema.optionalKey(Schema.String),
  description: Schema.optionalKey(Schema.String),
  events: Schema.optionalKey(Schema.Array(Schema.String)),
  status: Schema.optionalKey(Schema.Literals(["ACTIVE", "DISABLED"]))
})

/**
 * `POST /webhooks/rotate-secret/{id}` body: seconds the previous secret keeps signing (default 86400, 0 to 604800).
 * The body may be left out: the second schema is JSON `null`, which an empty body decodes as (Effect 4 reads an empty
 * body as `null` when a route's body schemas include `null`).
 */
export const RotateSecretBody = [
  StrictBody({ graceSeconds: Schema.optionalKey(Schema.Finite) }),
  strict(Schema.Null)
] as const

/** Query of the endpoint list. */
export const WebhookListQuery = Schema.Struct({
  page: Schema.optionalKey(PageNumber),
  pageSize: Schema.optionalKey(PageSize(Webhooks.pageSizeMax))
})

/** `data` of the webhook answers: `{item}` (spec, Response envelope). */
export const ItemData = Schema.Struct({ item: Webhooks.WebhookEndpointView })

/** `data` of create and rotation, the only answers that show a secret: `{item, secret}`. */
export const ItemWithSecretData = Schema.Struct({ item: Webhooks.WebhookEndpointView, secret: Schema.String })

/** `data` of a test: the endpoint and the event that was queued for it, by its event id (`evt_…`). */
export const TestData = Schema.Struct({
  item: Webhooks.WebhookEndpointView,
  event: Schema.Struct({ type: Schema.Literal("webhook.test"), id: Schema.String })
})

/**
 * Webhook endpoints (`/webhooks/*`), each route behind `webhooks/<operation>`. An endpoint is bound to the API key
 * that created it; a key sees its own endpoints and the account-wide ones (made by the operator), and any other id is
 * a 404 like one that does not exist.
 */
export class WebhooksGroup extends HttpApiGroup.make("webhooks")
  .add(
    HttpApiEndpoint.post("create", "/webhooks/create", {
      payload: CreateWebhookBody,
      success: Envelope(ItemWithSecretData),
      error: withMoneyRouteErrors
    }).pipe(permission("webhooks/create"))
  )
  .add(getRecord("get", "/webhooks/get/:id", ItemData, "webhooks/get"))
  .add(
    HttpApiEndpoint.get("list", "/webhooks/list", {
      query: WebhookListQuery,
      success: Envelope(Page(Webhooks.WebhookEndpointView)),
      error: withMoneyRouteErrors
    }).pipe(permission("webhooks/list"))
  )
  .add(
    HttpApiEndpoint.patch("update", "/webhooks/update/:id", {
      params: IdPath,
      payload: UpdateWebhookBody,
      success: Envelope(ItemData),
      error: withMoneyRouteErrors
    }).pipe(permission("webhooks/update"))
  )
  .add(
    HttpApiEndpoint.delete("delete", "/webhooks/delete/:id", {
      params: IdPath,
      success: Envelope(ItemData),
      error: withMoneyRouteErrors
    }).pipe(permission("webhooks/delete"))
  )
  .add(
    HttpApiEndpoint.post("test", "/webhooks/test/:id", {
      params: IdPath,
      success: Envelope(TestData),
      error: withMoneyRouteErrors
    }).pipe(permission("webhooks/test"))
  )
  .add(
    HttpApiEndpoint.post("rotateSecret", "/webhooks/rotate-secret/:id", {
      params: IdPath,
      payload: RotateSecretBody,
      success: Envelope(ItemWithSecretData),
      error: withMoneyRouteErrors
    }).pipe(permission("webhooks/rotate-secret"))
  )
  .middleware(Authentication) {}
