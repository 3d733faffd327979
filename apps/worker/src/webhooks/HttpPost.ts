import { WebhookRetry, Webhooks } from "@trilho/domain"
import { Effect } from "effect"
import * as dns from "node:dns"
import * as http from "node:http"
import * as https from "node:https"
import type { LookupFunction } from "node:net"

/** Bytes of a receiver's answer read (and then dropped), at most: the status is all that counts. */
export const responseBytesMax = 64 * 1024

/** How a delivery POST goes out. */
export interface PostOptions {
  /** The whole exchange (connect, headers, body) must end within this. */
  readonly timeoutMs: number
  /** Refuse to connect to loopback, private, link-local and metadata addresses (live mode). */
  readonly guardAddresses: boolean
}

/** The answer to one POST: the status, or why there is none; how long it took. */
export interface PostResult {
  readonly statusCode: number | undefined
  readonly error: string | undefined
  readonly durationMs: number
}

const agentOptions = { keepAlive: true, maxSockets: 256, keepAliveMsecs: 1000 }
const httpAgent = new http.Agent(agentOptions)
const httpsAgent = new https.Agent(agentOptions)

/**
 * A `lookup` that resolves as usual and refuses the connection when any address of the host is forbidden, so a name
 * that resolved to a public address when the endpoint was created cannot point at an internal one at send time (DNS
 * rebinding).
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error !== null) return callback(error, "", 0)
    const list = addresses as unknown as ReadonlyArray<dns.LookupAddress>
    const forbidden = list.find((a) => Webhooks.isForbiddenAddress(a.address))
    if (forbidden !== undefined || list.length === 0) {
      const refused = Object.assign(
        new Error(`address ${forbidden?.address ?? "(none)"} of ${hostname} is forbidden`),
        {
          code: "EADDRFORBIDDEN"
        }
      )
      return callback(refused, "", 0)
    }
    if ((options as { all?: boolean }).all === true) {
      return (callback as unknown as (e: null, a: ReadonlyArray<dns.LookupAddress>) => void)(null, list)
    }
    callback(null, list[0]!.address, list[0]!.family)
  })
}

const failure = (start: number, error: string): PostResult => ({
  statusCode: undefined,
  error,
  durationMs: performance.now() - start
})

/**
 * POSTs a delivery with `node:http`/`node:https`: keep-alive connections, no redirect followed (a 3xx is just its
 * status), the body of the answer drained up to `responseBytesMax`, everything within `timeoutMs`. Never fails: a
 * refused address, a connection error or a timeout is a result without a status.
 */
export const post = (
  url: string,
  body: string,
  headers: Readonly<Record<string, string>>,
  options: PostOptions
): Effect.Effect<PostResult> =>
  Effect.callback<PostResult>((resume) => {
    const start = performance.now()
    let target: URL
    try {
      target = new URL(url)
    } catch {
      return resume(Effect.succeed(failure(start, "invalid URL")))
    }
    const secure = target.protocol === "https:"
    if (!secure && target.protocol !== "http:") return resume(Effect.succeed(failure(start, "unsupported scheme")))
    const host = target.hostname.replace(/^\[|\]$/g, "")
    // An IP literal is connected to without a lookup: check it here.
    if (options.guardAddresses && Webhooks.isIpLiteral(host) && Webhooks.isForbiddenAddress(host)) {
      return resume(Effect.succeed(failure(start, `address ${host} is forbidden`)))
    }
    let settled = false
    const finish = (result: PostResult) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resume(Effect.succeed(result))
    }
    const payload = Buffer.from(body, "utf8")
    const request = (secure ? https : http).request(target, {
      method: "POST",
      agent: secure ? httpsAgent : httpAgent,
      headers: { ...headers, "content-length": String(payload.length) },
      ...(options.guardAddresses ? { lookup: guardedLookup } : {})
    })
    const timer = setTimeout(() => {
      finish(failure(start, `no answer within ${options.timeoutMs} ms`))
      request.destroy()
    }, options.timeoutMs)
    request.on("error", (error: Error & { code?: string }) => finish(failure(start, error.code ?? error.message)))
    request.on("response", (response) => {
      let read = 0
      response.on("data", (chunk: Buffer) => {
        read += chunk.length
        if (read > responseBytesMax) response.destroy()
      })
      const done = () =>
        finish({ statusCode: response.statusCode, error: undefined, durationMs: performance.now() - start })
      response.on("end", done)
      response.on("close", done)
      response.on("error", done)
    })
    request.end(payload)
    return Effect.sync(() => {
      clearTimeout(timer)
      request.destroy()
    })
  })

/** The attempt's outcome from a POST result: a status classified by the retry rules, or a failure without one. */
export const outcomeOf = (result: PostResult): WebhookRetry.AttemptOutcome =>
  result.statusCode === undefined
    ? { _tag: "Failed", statusCode: undefined, error: result.error ?? "no answer" }
    : WebhookRetry.outcomeOfStatus(result.statusCode)
