import { Auth, type ApiKeys, type Crypto, RateLimiter } from "@trilho/domain"
import { Clock, Effect, Layer, Option } from "effect"
import { HttpEffect, HttpServerRequest, HttpServerResponse } from "effect/http"
import { HttpApiMiddleware } from "effect/http-api"
import { ranAtEdge } from "../http/Edge.ts"
import { ServiceUnavailable, TooManyRequests } from "../http/Errors.ts"
import { makeResolver, usableKey } from "./Credential.ts"
import { RateLimited, failWith } from "./Errors.ts"
import { AuthSettings } from "./Settings.ts"

/**
 * Rate limit of every `/v1` request, before its route runs: per API key (the key's own `requestsPerMinute`), or per
 * client address for a request without a usable key. Counted through the shared `RateLimiter`, so every API process
 * over one database counts together; each process reserves counts a block at a time (`Auth.RateLimit.Reservations`:
 * 2 % of the limit, 1 to 100), so that a busy key costs one statement per block, not one per request. Declared on the whole API (`HttpApi.middleware`); it runs at the router's edge
 * (`layerEnvelope`), before any route is matched, and per endpoint it steps aside once the edge ran it.
 */
export class RateLimit extends HttpApiMiddleware.Service<RateLimit>()("RateLimit", {
  error: [TooManyRequests, ServiceUnavailable]
}) {}

/** Addresses remembered as over their limit, per process, at most. */
export const blockedAddressesMax = 10_000

/**
 * Addresses over their limit in the current window, remembered by this process so that their later requests carrying
 * a key are refused before the key lookup: a client guessing keys gets no answer on whether a guess was right.
 */
const makeBlocked = () => {
  const until = new Map<string, number>()
  return {
    has: (ip: string, nowMs: number) => (until.get(ip) ?? 0) > nowMs,
    add: (ip: string, untilMs: number, nowMs: number) => {
      if (until.size >= blockedAddressesMax) {
        for (const [entry, end] of until) if (end <= nowMs) until.delete(entry)
        if (until.size >= blockedAddressesMax) until.delete(until.keys().next().value!)
      }
      until.set(ip, untilMs)
    }
  }
}

const limitHeaders = (limit: number, count: number) => ({
  "x-ratelimit-limit": String(limit),
  "x-ratelimit-remaining": String(Math.max(0, limit - count))
})

/** Whether the rate limit applies to the request's path (the merchant API; not the operator surface). */
const limited = (url: string) => url.startsWith("/v1/") || url === "/v1"

export const layer: Layer.Layer<
  RateLimit,
  never,
  ApiKeys.ApiKeys | Crypto.Crypto | RateLimiter.RateLimiter | AuthSettings
> = Layer.effect(
  RateLimit,
  Effect.gen(function* () {
    const limiter = yield* RateLimiter.RateLimiter
    const settings = yield* AuthSettings
    const resolve = yield* makeResolver
    const blocked = makeBlocked()
    const reservations = new Auth.RateLimit.Reservations()

    /** The request's count in its window: a count this process reserved, or the first of a block reserved now. */
    const countOf = (subject: string, windowStartMs: number, limit: number) => {
      const reserved = reservations.take(subject, windowStartMs)
      if (reserved !== undefined) return Effect.succeed(reserved)
      const size = Auth.RateLimit.reservationSize(limit)
      return limiter.hit(subject, new Date(windowStartMs), size).pipe(
        Effect.map((counter) => reservations.add(subject, windowStartMs, counter, size)),
        Effect.catch((error) => failWith(ServiceUnavailable, error))
      )
    }

    const refuse = (limit: number, nowMs: number) =>
      Effect.gen(function* () {
        const retryAfterSeconds = Auth.RateLimit.retryAfterSeconds(nowMs, settings.windowMs)
        yield* HttpEffect.appendPreResponseHandler((_request, response) =>
          Effect.succeed(
            HttpServerResponse.setHeaders(response, {
              ...limitHeaders(limit, limit + 1),
              "retry-after": String(retryAfterSeconds)
            })
          )
        )
        return yield* failWith(
          TooManyRequests,
          new RateLimited({
            retryAfterSeconds,
            message: `rate limit of ${limit} requests per ${settings.windowMs / 1000} s exceeded; retry in ${retryAfterSeconds} s`
          })
        )
      })

    const check = Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest
      if (!limited(request.url)) return
      const nowMs = yield* Clock.currentTimeMillis
      const windowStartMs = Auth.RateLimit.windowStartMs(nowMs, settings.windowMs)
      const auth = yield* resolve
      if (auth.presented === "key" && blocked.has(auth.clientIp, nowMs)) {
        return yield* refuse(settings.ipRequestsPerWindow, nowMs)
      }
      const credential = yield* Effect.catch(auth.lookup, (error) => failWith(ServiceUnavailable, error))
      const key = usableKey(credential)
      const [subject, limit] = Option.match(key, {
        onNone: () => [`ip:${auth.clientIp}`, settings.ipRequestsPerWindow] as const,
        onSome: (key) => [`key:${key.id}`, key.requestsPerMinute] as const
      })
      const count = yield* countOf(subject, windowStartMs, limit)
      if (Auth.RateLimit.decide(count, limit) === "refused") {
        if (Option.isNone(key)) blocked.add(auth.clientIp, windowStartMs + settings.windowMs, nowMs)
        return yield* refuse(limit, nowMs)
      }
      yield* HttpEffect.appendPreResponseHandler((_request, response) =>
        Effect.succeed(HttpServerResponse.setHeaders(response, limitHeaders(limit, count)))
      )
    })

    return RateLimit.of((httpEffect) =>
      Effect.flatMap(ranAtEdge, (ran) => (ran ? httpEffect : Effect.andThen(check, httpEffect)))
    )
  })
)
