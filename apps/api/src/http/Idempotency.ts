import { Crypto, Idempotency, IdempotencyKeys, Tracing } from "@trilho/domain"
import { Clock, Duration, Effect, Exit, Layer, Schedule, Schema } from "effect"
import { HttpEffect, type HttpServerRequest, HttpServerResponse } from "effect/http"
import { type HttpApiEndpoint, OpenApi } from "effect/http-api"
import { CurrentApiKey } from "../auth/Authentication.ts"
import { failWith } from "../auth/Errors.ts"
import { BadRequest, Conflict, ServiceUnavailable, Unprocessable, withMoneyRouteErrors } from "./Errors.ts"
import { currentRequestId } from "./RequestId.ts"

/** The `Idempotency-Key` header as the OpenAPI document shows it. */
export const headerParameter = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "1 to 255 visible ASCII characters (a UUID v4 is a good one), scoped per API key. The same key and body within " +
    "24 h answer the first success again, with `Idempotent-Replayed: true`; the same key with another body is a 422 " +
    "`IDEMPOTENCY_KEY_REUSED`; while the first request runs, a 409 `IDEMPOTENCY_KEY_IN_USE` with `Retry-After`; a " +
    "malformed key is a 400 `INVALID_IDEMPOTENCY_KEY`.",
  schema: { type: "string", minLength: 1, maxLength: Idempotency.keyLengthMax, pattern: "^[!-~]+$" }
} as const

/**
 * Declares the `Idempotency-Key` header on a money POST (in the OpenAPI document); its 422 answer is declared with the
 * route's errors (`idempotentMoneyRouteErrors`), its 400 and 409 by `withMoneyRouteErrors`. The handler applies
 * `idempotent(…)`, reading the header from the request. Not a header schema, so the derived client's calls need no
 * `headers` (send the key with `HttpClient.mapRequest(HttpClientRequest.setHeader("Idempotency-Key", …))`).
 */
export const withIdempotencyKey = <E extends HttpApiEndpoint.Constraint>(endpoint: E): E =>
  (endpoint as unknown as HttpApiEndpoint.Top).annotate(OpenApi.Transform, (operation) => ({
    ...operation,
    parameters: [...((operation.parameters as ReadonlyArray<unknown> | undefined) ?? []), headerParameter]
  })) as unknown as E

/** The error answers of a money POST under an `Idempotency-Key`: a money route's, and the 422 of a reused key. */
export const idempotentMoneyRouteErrors = [...withMoneyRouteErrors, Unprocessable] as const

/** A success envelope as a handler returns it. */
export interface Enveloped<A> {
  readonly success: true
  readonly message: string
  readonly data: A
  readonly requestId: string
}

/** The failures `idempotent` adds to a handler's. */
export type IdempotencyFailure = BadRequest | Conflict | Unprocessable | ServiceUnavailable

/** Bytes of a holder's lock token. */
const lockTokenBytes = 16

/** The stored answer: the envelope's message and `data` in the wire form of the route's answers, as JSON text. */
const StoredBody = <A, I>(data: Schema.Codec<A, I>) =>
  Schema.fromJsonString(Schema.toCodecJson(Schema.Struct({ message: Schema.String, data })))

const unavailable = (error: IdempotencyKeys.IdempotencyStoreError) => failWith(ServiceUnavailable, error)

const setHeaders = (headers: Record<string, string>) =>
  HttpEffect.appendPreResponseHandler((_request, response) =>
    Effect.succeed(HttpServerResponse.setHeaders(response, headers))
  )

/**
 * Runs a money POST's handler under its `Idempotency-Key` (none sent: the handler alone). The key's row is inserted
 * PENDING first, so the database's primary key lets exactly one of concurrent requests run; the others are answered
 * from that row: the stored answer (`Idempotent-Replayed: true`, the new request's `requestId`), 422
 * `IDEMPOTENCY_KEY_REUSED` for another body, 409 `IDEMPOTENCY_KEY_IN_USE` (with `Retry-After`) while it runs. Only a
 * success is stored; a failure releases the key. The handler runs uninterruptibly once it holds the key, so a client
 * that hangs up does not cut a money movement short of its stored answer. Time is the process clock, not sandbox
 * time. Apply it at the route, outside `withSandboxTime`.
 */
export const idempotent =
  <A, I>(options: {
    /** The schema of the envelope's `data`: the stored answer is its wire form, decoded again on replay. */
    readonly data: Schema.Codec<A, I>
    /** The route as `METHOD /v1/path`, part of the fingerprint. */
    readonly route: string
    /** The decoded body. */
    readonly payload: unknown
    /** The `Idempotency-Key` header as sent (`request.headers["idempotency-key"]`). */
    readonly key: string | undefined
    readonly statusCode?: number
  }) =>
  <E, R>(
    handler: Effect.Effect<Enveloped<A>, E, R>
  ): Effect.Effect<
    Enveloped<A>,
    E | IdempotencyFailure,
    R | IdempotencyKeys.IdempotencyKeys | Crypto.Crypto | CurrentApiKey | HttpServerRequest.HttpServerRequest
  > =>
    Effect.gen(function* () {
      const parsed = Idempotency.parseKey(options.key)
      if (parsed._tag === "Failure") return yield* failWith(BadRequest, parsed.failure)
      if (parsed.success === undefined) return yield* handler
      const store = yield* IdempotencyKeys.IdempotencyKeys
      const crypto = yield* Crypto.Crypto
      const apiKey = yield* CurrentApiKey
      const scope: Idempotency.KeyScope = { accountId: apiKey.accountId, apiKeyId: apiKey.keyId, key: parsed.success }
      const [method = "POST", path = ""] = options.route.split(" ")
      const fingerprint = yield* crypto.sha256Hex(Idempotency.fingerprintText(method, path, options.payload))
      const nowMs = yield* Clock.currentTimeMillis
      const lockToken = Buffer.from(yield* crypto.randomBytes(lockTokenBytes)).toString("hex")
      const record: Idempotency.IdempotencyRecord = {
        ...scope,
        fingerprint,
        status: "PENDING",
        lockToken,
        lockedUntil: new Date(nowMs + Idempotency.leaseMs),
        createdAt: new Date(nowMs),
        expiresAt: new Date(nowMs + Idempotency.keyTtlMs)
      }
      const stored = StoredBody(options.data)

      const answerFrom = (existing: Idempotency.IdempotencyRecord) =>
        Effect.gen(function* () {
          const decision = Idempotency.decide(existing, fingerprint, nowMs)
          switch (decision._tag) {
            case "Replay": {
              const body = yield* Schema.decodeUnknownEffect(stored)(decision.response.bodyJson).pipe(Effect.orDie)
              yield* setHeaders({ "idempotent-replayed": "true" })
              const requestId = yield* currentRequestId
              return { held: false as const, answer: { success: true as const, ...body, requestId } }
            }
            case "Mismatch":
              return yield* failWith(
                Unprocessable,
                new Idempotency.IdempotencyKeyReused({
                  message: "this Idempotency-Key was used with another request body within 24 h; use a new key"
                })
              )
            case "InFlight":
              return yield* inUse(decision.retryAfterSeconds)
            case "TakeOver": {
              const took = yield* store.updateTakeOver(existing, record).pipe(Effect.catch(unavailable))
              return took ? { held: true as const } : yield* inUse(1)
            }
          }
        })

      const inUse = (retryAfterSeconds: number) =>
        Effect.andThen(
          setHeaders({ "retry-after": String(retryAfterSeconds) }),
          failWith(
            Conflict,
            new Idempotency.IdempotencyKeyInUse({
              retryAfterSeconds,
              message: "a request with this Idempotency-Key is still in progress; retry shortly"
            })
          )
        )

      const inserted = yield* store.insert(record).pipe(Effect.catch(unavailable))
      const taken = inserted._tag === "Inserted" ? { held: true as const } : yield* answerFrom(inserted.record)
      if (!taken.held) return taken.answer

      return yield* Effect.uninterruptible(
        Effect.gen(function* () {
          const exit = yield* Effect.exit(handler)
          if (Exit.isSuccess(exit)) {
            const statusCode = options.statusCode ?? 200
            if (Idempotency.isStored(statusCode)) {
              const bodyJson = yield* Schema.encodeEffect(stored)({
                message: exit.value.message,
                data: exit.value.data
              }).pipe(Effect.orDie)
              yield* store.updateCompleted(scope, lockToken, { statusCode, bodyJson }).pipe(
                Effect.flatMap((done) =>
                  done ? Effect.void : Effect.logWarning("idempotency key lost before its answer was stored")
                ),
                Effect.catch((error) => Effect.logWarning(`idempotency answer not stored: ${error.message}`))
              )
            }
          } else {
            yield* store
              .deletePending(scope, lockToken)
              .pipe(Effect.catch((error) => Effect.logWarning(`idempotency key not released: ${error.message}`)))
          }
          return yield* exit
        })
      )
    }).pipe(Tracing.span("Idempotency.idempotent"))

/** How often each API process deletes expired idempotency keys. */
export const pruneIntervalMs = 60 * 60 * 1000

/** Deletes the keys past their 24 h; returns how many. */
export const pruneOnce = Effect.gen(function* () {
  const store = yield* IdempotencyKeys.IdempotencyKeys
  return yield* store.prune(new Date(yield* Clock.currentTimeMillis))
})

/**
 * A background fiber deleting expired idempotency keys once an hour for as long as the API runs (passes of several
 * processes overlap harmlessly). A failed pass is logged and tried again an hour later. An expired row left in place
 * is already ignored by `decide`, so pruning only bounds the table.
 */
export const layerPruning = Layer.effectDiscard(
  pruneOnce.pipe(
    Effect.catch((error) => Effect.logWarning(`idempotency key pruning failed: ${error.message}`)),
    Effect.repeat(Schedule.spaced(Duration.millis(pruneIntervalMs))),
    Effect.delay(Duration.millis(pruneIntervalMs)),
    Effect.forkScoped
  )
)

/** Used by a test to tell a replay from a first answer. */
export const replayedHeader = "idempotent-replayed"
