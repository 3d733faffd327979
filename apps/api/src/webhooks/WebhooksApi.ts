import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Webhooks } from "@trilho/domain"
import { Schema } from "effect"
import { Authentication, permission } from "../auth/Authentication.ts"
import { StrictBody, strict } from "../auth/BodyRules.ts"
import { Envelope, Page } from "../http/Envelope.ts"
import { withMoneyRouteErrors } from "../http/Errors.ts"

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
  url: Schema.optional(Schema.String),
  description: Schema.optional(Schema.String),
  events: Schema.optional(Schema.Array(Schema.String)),
  status: Schema.optional(Schema.Literal("ACTIVE", "DISABLED"))
})

/**
 * `POST /webhooks/rotate-secret/{id}` body: seconds the previous secret keeps signing (default 86400, 0 to 604800).
 * The body may be left out.
 */
export const RotateSecretBody = strict(Schema.NullOr(StrictBody({ graceSeconds: Schema.optional(Schema.Number) })))

const IntFromString = Schema.NumberFromString.pipe(Schema.int())

/** Query of the endpoint list. */
export const WebhookListQuery = Schema.Struct({
  page: Schema.optional(IntFromString),
  pageSize: Schema.optional(IntFromString)
})

/** `data` of the webhook answers: `{item}` (spec, Response envelope). */
export const ItemData = Schema.Struct({ item: Webhooks.WebhookEndpointView })

/** `data` of create and rotation, the only answers that show a secret: `{item, secret}`. */
export const ItemWithSecretData = Schema.Struct({ item: Webhooks.WebhookEndpointView, secret: Schema.String })

/** `data` of a test: the endpoint and the event that was queued for it. */
export const TestData = Schema.Struct({
  item: Webhooks.WebhookEndpointView,
  event: Schema.Struct({ type: Schema.Literal("webhook.test"), id: Schema.Number })
})

const IdPath = Schema.Struct({ id: Schema.String })

/**
 * Webhook endpoints (`/webhooks/*`), each route behind `webhooks/<operation>`. An endpoint is bound to the API key
 * that created it; a key sees its own endpoints and the account-wide ones (made by the operator), and any other id is
 * a 404 like one that does not exist.
 */
export class WebhooksGroup extends HttpApiGroup.make("webhooks")
  .add(
    HttpApiEndpoint.post("create", "/webhooks/create")
      .setPayload(CreateWebhookBody)
      .addSuccess(Envelope(ItemWithSecretData))
      .pipe(withMoneyRouteErrors)
      .pipe(permission("webhooks/create"))
  )
  .add(
    HttpApiEndpoint.get("get", "/webhooks/get/:id")
      .setPath(IdPath)
      .addSuccess(Envelope(ItemData))
      .pipe(withMoneyRouteErrors)
      .pipe(permission("webhooks/get"))
  )
  .add(
    HttpApiEndpoint.get("list", "/webhooks/list")
      .setUrlParams(WebhookListQuery)
      .addSuccess(Envelope(Page(Webhooks.WebhookEndpointView)))
      .pipe(withMoneyRouteErrors)
      .pipe(permission("webhooks/list"))
  )
  .add(
    HttpApiEndpoint.patch("update", "/webhooks/update/:id")
      .setPath(IdPath)
      .setPayload(UpdateWebhookBody)
      .addSuccess(Envelope(ItemData))
      .pipe(withMoneyRouteErrors)
      .pipe(permission("webhooks/update"))
  )
  .add(
    HttpApiEndpoint.del("delete", "/webhooks/delete/:id")
      .setPath(IdPath)
      .addSuccess(Envelope(ItemData))
      .pipe(withMoneyRouteErrors)
      .pipe(permission("webhooks/delete"))
  )
  .add(
    HttpApiEndpoint.post("test", "/webhooks/test/:id")
      .setPath(IdPath)
      .addSuccess(Envelope(TestData))
      .pipe(withMoneyRouteErrors)
      .pipe(permission("webhooks/test"))
  )
  .add(
    HttpApiEndpoint.post("rotateSecret", "/webhooks/rotate-secret/:id")
      .setPath(IdPath)
      .setPayload(RotateSecretBody)
      .addSuccess(Envelope(ItemWithSecretData))
      .pipe(withMoneyRouteErrors)
      .pipe(permission("webhooks/rotate-secret"))
  )
  .middleware(Authentication) {}
