import { Effect, Schema } from "effect"
import { webhookEventsPerEndpointMax, WebhookEventName } from "../events/Catalog.ts"
import { AccountId } from "../ledger/Model.ts"
import { Crypto } from "../shared/Crypto.ts"
import { WebhookEndpointStatus } from "./EndpointMachine.ts"

/** The prefix of webhook endpoint ids (`wh_<ULID>`). */
export const webhookEndpointIdPrefix = "wh"

/** A webhook endpoint's id: `wh_` and the id body the `Ids` port gives. */
export const WebhookEndpointId = Schema.String.check(Schema.isPattern(/^wh_[0-9A-Za-z]{1,64}$/)).pipe(
  Schema.brand("WebhookEndpointId")
)
export type WebhookEndpointId = typeof WebhookEndpointId.Type

/** Every endpoint secret starts with this prefix (spec, Webhook endpoint). */
export const webhookSecretPrefix = "whsec_"

/** Random bytes behind a secret (issue: at least 24). */
export const webhookSecretRandomBytes = 32

/** Characters of `description`, at most: the create body's field with the spec's 120-character limit. */
export const descriptionLengthMax = 120

/** Characters of `url`, at most. */
export const urlLengthMax = 2048

/** Seconds the previous secret keeps signing after a rotation unless the request says otherwise: one day. */
export const rotationGraceSecondsDefault = 86_400

/** Seconds of rotation grace, at most: seven days. 0 revokes the previous secret at once. */
export const rotationGraceSecondsMax = 604_800

/** Endpoints per account, at most. */
export const endpointsPerAccountMax = 100

/** Items per page of the endpoint list: 50 unless asked, at most 100 (spec, Limits). */
export const pageSizeDefault = 50
export const pageSizeMax = 100

/**
 * A webhook endpoint as stored. `apiKeyId` is the key that created it, whose transactions' events it receives;
 * `undefined` marks an account-wide endpoint (made by the operator CLI) that receives all of the account's events.
 * `secret` is the current signing secret (`undefined` only in `PENDING_SECRET`); during a rotation's grace the
 * previous one is kept until `previousSecretExpiresAt` so receivers can switch without losing an event.
 * `failedEventsInARow` counts events whose every delivery attempt failed since the last success.
 */
export const WebhookEndpoint = Schema.Struct({
  id: WebhookEndpointId,
  accountId: AccountId,
  apiKeyId: Schema.UndefinedOr(Schema.String),
  url: Schema.String,
  description: Schema.String,
  events: Schema.Array(Schema.String),
  status: WebhookEndpointStatus,
  secret: Schema.UndefinedOr(Schema.String),
  previousSecret: Schema.UndefinedOr(Schema.String),
  previousSecretExpiresAt: Schema.UndefinedOr(Schema.Date),
  failedEventsInARow: Schema.Int,
  createdAt: Schema.Date,
  updatedAt: Schema.Date
})
export interface WebhookEndpoint extends Schema.Schema.Type<typeof WebhookEndpoint> {}

/** The endpoint as the API shows it: never a secret, never internal counters. */
export const WebhookEndpointView = Schema.Struct({
  id: Schema.String,
  url: Schema.String,
  description: Schema.String,
  events: Schema.Array(Schema.String),
  status: WebhookEndpointStatus,
  /** Whether the endpoint was made for the whole account (true) or is bound to the API key that created it. */
  accountWide: Schema.Boolean,
  createdAt: Schema.String,
  updatedAt: Schema.String
})
export type WebhookEndpointView = typeof WebhookEndpointView.Type

/** The public view of an endpoint. */
export const toView = (endpoint: WebhookEndpoint): WebhookEndpointView => ({
  id: endpoint.id,
  url: endpoint.url,
  description: endpoint.description,
  events: endpoint.events,
  status: endpoint.status,
  accountWide: endpoint.apiKeyId === undefined,
  createdAt: endpoint.createdAt.toISOString(),
  updatedAt: endpoint.updatedAt.toISOString()
})

/** The secret that signs at `now`: the current one, and the previous one while its grace lasts. */
export const signingSecrets = (endpoint: WebhookEndpoint, now: Date): ReadonlyArray<string> => [
  ...(endpoint.secret === undefined ? [] : [endpoint.secret]),
  ...(endpoint.previousSecret !== undefined &&
  endpoint.previousSecretExpiresAt !== undefined &&
  endpoint.previousSecretExpiresAt.getTime() > now.getTime()
    ? [endpoint.previousSecret]
    : [])
]

/** Whether `secret` has the shape of an endpoint secret: the prefix and base64 of at least 24 bytes. */
export const looksLikeSecret = (secret: string): boolean =>
  secret.startsWith(webhookSecretPrefix) && /^[A-Za-z0-9+/]{32,}={0,2}$/.test(secret.slice(webhookSecretPrefix.length))

const base64 = (bytes: Uint8Array): string => {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
  let out = ""
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0)
    out += alphabet[(n >> 18) & 63]! + alphabet[(n >> 12) & 63]!
    out += i + 1 < bytes.length ? alphabet[(n >> 6) & 63]! : "="
    out += i + 2 < bytes.length ? alphabet[n & 63]! : "="
  }
  return out
}

/**
 * A new endpoint secret: `whsec_` and standard base64 of `webhookSecretRandomBytes` random bytes (the Standard
 * Webhooks form, so its base64 part is the key of `webhook-signature`). Shown once.
 */
export const generateSecret: Effect.Effect<string, never, Crypto> = Effect.map(
  Effect.flatMap(Crypto, (crypto) => crypto.randomBytes(webhookSecretRandomBytes)),
  (bytes) => `${webhookSecretPrefix}${base64(bytes)}`
)

// Errors

/** No endpoint with that id is visible to the caller. */
export class WebhookEndpointNotFound extends Schema.TaggedError<WebhookEndpointNotFound>()("WebhookEndpointNotFound", {
  endpointId: Schema.String
}) {
  override get message(): string {
    return `webhook endpoint ${this.endpointId} not found`
  }
}

/** The storage behind webhook endpoints failed. Nothing is known to have changed. */
export class WebhookEndpointStoreError extends Schema.TaggedError<WebhookEndpointStoreError>()(
  "WebhookEndpointStoreError",
  { message: Schema.String, cause: Schema.optional(Schema.Defect()) }
) {}

/** A refused endpoint URL: its shape or scheme, or an address it points at. */
export class InvalidWebhookUrl extends Schema.TaggedError<InvalidWebhookUrl>()("InvalidWebhookUrl", {
  reason: Schema.Literals(["malformed", "scheme", "credentials", "too_long"]),
  message: Schema.String
}) {}

/** The URL's host is, or resolves to, an address the platform never sends to (loopback, private, metadata …). */
export class ForbiddenWebhookAddress extends Schema.TaggedError<ForbiddenWebhookAddress>()("ForbiddenWebhookAddress", {
  host: Schema.String,
  address: Schema.String,
  message: Schema.String
}) {}

/** The URL's host could not be resolved, so it cannot be checked. */
export class WebhookHostUnresolvable extends Schema.TaggedError<WebhookHostUnresolvable>()("WebhookHostUnresolvable", {
  host: Schema.String,
  message: Schema.String
}) {}

/** A refused `events` list: empty, too long, or naming an event endpoints cannot subscribe to. */
export class InvalidWebhookEvents extends Schema.TaggedError<InvalidWebhookEvents>()("InvalidWebhookEvents", {
  message: Schema.String
}) {}

/** A refused field of an endpoint other than `url` and `events` (description, rotation grace, page). */
export class InvalidWebhookInput extends Schema.TaggedError<InvalidWebhookInput>()("InvalidWebhookInput", {
  field: Schema.String,
  message: Schema.String
}) {}

/** The account already has `endpointsPerAccountMax` endpoints. */
export class WebhookEndpointLimitReached extends Schema.TaggedError<WebhookEndpointLimitReached>()(
  "WebhookEndpointLimitReached",
  { limit: Schema.Int }
) {
  override get message(): string {
    return `an account has at most ${this.limit} webhook endpoints`
  }
}

// Validation of fields other than the URL (see Url.ts)

const isWebhookEventName = Schema.is(WebhookEventName)

/**
 * A valid `events` list: 1 to 80 names, each an allowed event type or `*`; duplicates are dropped (first kept).
 */
export const validateEvents = (
  events: ReadonlyArray<string>
): Effect.Effect<ReadonlyArray<string>, InvalidWebhookEvents> => {
  if (events.length < 1 || events.length > webhookEventsPerEndpointMax) {
    return Effect.fail(
      new InvalidWebhookEvents({
        message: `events takes 1 to ${webhookEventsPerEndpointMax} event names, got ${events.length}`
      })
    )
  }
  const unknown = events.filter((name) => !isWebhookEventName(name))
  if (unknown.length > 0) {
    return Effect.fail(
      new InvalidWebhookEvents({
        message: `unknown event names: ${unknown
          .slice(0, 5)
          .map((n) => JSON.stringify(n))
          .join(", ")}`
      })
    )
  }
  return Effect.succeed([...new Set(events)])
}

/** A valid description: at most `descriptionLengthMax` characters (code points). */
export const validateDescription = (description: string): Effect.Effect<string, InvalidWebhookInput> =>
  [...description].length <= descriptionLengthMax
    ? Effect.succeed(description)
    : Effect.fail(
        new InvalidWebhookInput({
          field: "description",
          message: `description has at most ${descriptionLengthMax} characters`
        })
      )

/** A valid rotation grace in seconds: an integer from 0 to `rotationGraceSecondsMax` (default one day). */
export const validateGraceSeconds = (graceSeconds: number | undefined): Effect.Effect<number, InvalidWebhookInput> => {
  const value = graceSeconds ?? rotationGraceSecondsDefault
  return Number.isSafeInteger(value) && value >= 0 && value <= rotationGraceSecondsMax
    ? Effect.succeed(value)
    : Effect.fail(
        new InvalidWebhookInput({
          field: "graceSeconds",
          message: `graceSeconds is an integer from 0 to ${rotationGraceSecondsMax}`
        })
      )
}
