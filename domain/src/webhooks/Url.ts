import { Context, Effect, Layer } from "effect"
import { HostResolver } from "./HostResolver.ts"
import { forbiddenReason, parseIpv4, parseIpv6 } from "./Addresses.ts"
import { ForbiddenWebhookAddress, InvalidWebhookUrl, urlLengthMax, WebhookHostUnresolvable } from "./Endpoint.ts"

/**
 * Which webhook URLs the platform takes. `live`: HTTPS only. `sandbox`: also `http://localhost` and
 * `http://127.0.0.1` (any port and path), so a developer can receive on their own machine. In both modes every other
 * host must not be, or resolve to, a forbidden address (see `Addresses.ts`).
 */
export class WebhookUrlPolicy extends Context.Service<WebhookUrlPolicy, { readonly mode: "live" | "sandbox" }>()(
  "@trilho/domain/WebhookUrlPolicy"
) {
  static readonly layer = (mode: "live" | "sandbox") => Layer.succeed(WebhookUrlPolicy, { mode })
}

/** The hosts sandbox mode lets through without any address check (loopback, by name or by number). */
export const sandboxLoopbackHosts: ReadonlyArray<string> = ["localhost", "127.0.0.1"]

const invalid = (reason: InvalidWebhookUrl["reason"], message: string) =>
  Effect.fail(new InvalidWebhookUrl({ reason, message }))

const refuse = (host: string, address: string, why: string) =>
  Effect.fail(
    new ForbiddenWebhookAddress({
      host,
      address,
      message:
        host === address
          ? `the webhook URL's address ${address} is not allowed (${why})`
          : `the webhook URL's host ${host} resolves to ${address}, which is not allowed (${why})`
    })
  )

/**
 * Checks a webhook URL under `mode`, as it is saved (create and update): its shape (absolute, no credentials, at
 * most `urlLengthMax` characters), its scheme, and every address its host resolves to (a literal IP is judged as it
 * is). Returns the URL as given. The dispatcher checks the address again when it connects, since DNS may change.
 */
export const checkUrl = (
  raw: string,
  mode: "live" | "sandbox"
): Effect.Effect<string, InvalidWebhookUrl | ForbiddenWebhookAddress | WebhookHostUnresolvable, HostResolver> =>
  Effect.gen(function* () {
    if (raw.length > urlLengthMax) return yield* invalid("too_long", `url has at most ${urlLengthMax} characters`)
    let url: URL
    try {
      url = new URL(raw)
    } catch {
      return yield* invalid("malformed", "url is not an absolute URL")
    }
    if (raw.trim() !== raw || url.hostname === "") return yield* invalid("malformed", "url is not an absolute URL")
    if (url.username !== "" || url.password !== "") {
      return yield* invalid("credentials", "url must not carry a user name or password")
    }
    // The WHATWG parser has already normalized the host: lower case, IPv4 in dotted form (0x7f.1 is 127.0.0.1),
    // IPv6 in brackets.
    const host = url.hostname
    const loopbackAllowed = mode === "sandbox" && sandboxLoopbackHosts.includes(host)
    if (url.protocol !== "https:" && !(url.protocol === "http:" && loopbackAllowed)) {
      return yield* invalid(
        "scheme",
        mode === "live"
          ? "url must use https"
          : "url must use https (or http://localhost or http://127.0.0.1 in sandbox mode)"
      )
    }
    if (loopbackAllowed) return raw
    const literal = host.startsWith("[") ? host.slice(1, -1) : host
    if (parseIpv4(literal) !== undefined || parseIpv6(literal) !== undefined) {
      const why = forbiddenReason(literal)
      return why === undefined ? raw : yield* refuse(literal, literal, why)
    }
    const resolver = yield* HostResolver
    const addresses = yield* resolver
      .resolve(host)
      .pipe(
        Effect.mapError((e) => new WebhookHostUnresolvable({ host, message: `the webhook URL's host ${e.message}` }))
      )
    for (const address of addresses) {
      const why = forbiddenReason(address)
      if (why !== undefined) return yield* refuse(host, address, why)
    }
    return raw
  })
