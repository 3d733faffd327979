import { HostResolver, Tracing } from "@trilho/domain"
import { Effect, Layer } from "effect"
import * as dns from "node:dns"

/** How long a lookup may take before the host counts as unresolvable. */
export const lookupTimeoutMs = 5_000

/**
 * The host resolver on the operating system's resolver (`dns.promises.lookup` with `all: true`, as an HTTP client
 * would connect): every IPv4 and IPv6 address of the host, at most `HostResolver.addressesPerHostMax`.
 */
export const make: HostResolver.HostResolver["Service"] = HostResolver.HostResolver.of({
  resolve: (host) =>
    Effect.tryPromise({
      try: () => dns.promises.lookup(host, { all: true, verbatim: true }),
      catch: (cause) =>
        new HostResolver.HostResolutionError({
          host,
          message: `${host} does not resolve: ${(cause as { code?: string }).code ?? String(cause)}`
        })
    }).pipe(
      Effect.timeoutOrElse({
        duration: lookupTimeoutMs,
        orElse: () => Effect.fail(new HostResolver.HostResolutionError({ host, message: `${host}: lookup timed out` }))
      }),
      Effect.flatMap((found) =>
        found.length === 0
          ? Effect.fail(new HostResolver.HostResolutionError({ host, message: `${host} has no address` }))
          : Effect.succeed(found.slice(0, HostResolver.addressesPerHostMax).map((entry) => entry.address))
      ),
      Tracing.span("HostResolver.resolve")
    )
})

/** The resolver layer on `node:dns`. */
export const layer: Layer.Layer<HostResolver.HostResolver> = Layer.succeed(HostResolver.HostResolver, make)
