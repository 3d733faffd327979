import { Effect, Result, Schema } from "effect"
import { Base64 } from "effect/encoding"
import { Crypto } from "../shared/Crypto.ts"

/** The prefix of every webhook secret: `whsec_` + base64 of the key bytes. */
export const secretPrefix = "whsec_"

/** The spec's signature header: `sha256=<hex>`. */
export const serviceSignatureHeader = "x-service-signature"

/** A webhook secret that is not `whsec_` + base64 of at least one byte: it cannot key the Standard Webhooks HMAC. */
export class InvalidWebhookSecret extends Schema.TaggedError<InvalidWebhookSecret>()("InvalidWebhookSecret", {
  message: Schema.String
}) {}

/** The secrets an endpoint signs with: the current one and, during a rotation's grace period, the one it replaced. */
export interface SigningSecrets {
  readonly current: string
  readonly previous?: string | undefined
}

/** The headers that authenticate one delivery attempt. */
export interface SignatureHeaders {
  readonly "x-service-signature": string
  readonly "webhook-id": string
  readonly "webhook-timestamp": string
  readonly "webhook-signature": string
}

/**
 * The Standard Webhooks key of a secret: the base64-decoded part after `whsec_` (the prefix is optional, as the
 * Standard Webhooks libraries accept both).
 */
export const standardKey = (secret: string): Result.Result<Uint8Array, InvalidWebhookSecret> => {
  const encoded = secret.startsWith(secretPrefix) ? secret.slice(secretPrefix.length) : secret
  const decoded = Base64.decode(encoded)
  return Result.isSuccess(decoded) && decoded.success.length > 0
    ? Result.succeed(decoded.success)
    : Result.fail(new InvalidWebhookSecret({ message: "a webhook secret is whsec_ followed by base64 bytes" }))
}

/**
 * `sha256=<hex>`: HMAC-SHA256 of the exact body bytes keyed by the whole secret string (prefix included), lower-case
 * hex. The spec's `x-service-signature`.
 */
export const serviceSignature = (secret: string, body: string | Uint8Array): Effect.Effect<string, never, Crypto> =>
  Effect.flatMap(Crypto, (crypto) => Effect.map(crypto.hmacSha256(secret, body), (hex) => `sha256=${hex}`))

/**
 * `v1,<base64>`: the Standard Webhooks signature, HMAC-SHA256 of `<id>.<timestamp>.<body>` keyed by the decoded
 * secret, base64 encoded.
 */
export const standardSignature = (
  secret: string,
  id: string,
  timestampSeconds: number,
  body: string
): Effect.Effect<string, InvalidWebhookSecret, Crypto> =>
  Effect.gen(function* () {
    const key = yield* Effect.fromResult(standardKey(secret))
    const crypto = yield* Crypto
    const mac = yield* crypto.hmacSha256Bytes(key, `${id}.${timestampSeconds}.${body}`)
    return `v1,${Base64.encode(mac)}`
  })

/**
 * The signature headers of one attempt. `x-service-signature` carries the current secret's signature;
 * `webhook-signature` carries the current one's and, during a rotation grace, the previous secret's after a space
 * (`v1,<new> v1,<old>`), so a receiver still holding the old secret keeps verifying. `webhook-id` is the delivery id
 * (the same on every retry) and `webhook-timestamp` the attempt's time in whole seconds.
 */
export const signatureHeaders = (input: {
  readonly secrets: SigningSecrets
  readonly deliveryId: string
  readonly timestampSeconds: number
  readonly body: string
}): Effect.Effect<SignatureHeaders, InvalidWebhookSecret, Crypto> =>
  Effect.gen(function* () {
    const { body, deliveryId, secrets, timestampSeconds } = input
    const current = yield* standardSignature(secrets.current, deliveryId, timestampSeconds, body)
    const previous =
      secrets.previous === undefined
        ? undefined
        : yield* standardSignature(secrets.previous, deliveryId, timestampSeconds, body)
    return {
      "x-service-signature": yield* serviceSignature(secrets.current, body),
      "webhook-id": deliveryId,
      "webhook-timestamp": String(timestampSeconds),
      "webhook-signature": previous === undefined ? current : `${current} ${previous}`
    }
  })

/** Whether `header` is the `x-service-signature` of `body` under `secret`, compared in constant time. */
export const verifyServiceSignature = (
  secret: string,
  body: string | Uint8Array,
  header: string
): Effect.Effect<boolean, never, Crypto> =>
  Effect.gen(function* () {
    const crypto = yield* Crypto
    const expected = yield* serviceSignature(secret, body)
    return yield* crypto.timingSafeEqual(expected, header)
  })
