import { Context, Effect, Layer, Schema } from "effect"

/** A host name could not be resolved (no such name, or the resolver failed). */
export class HostResolutionError extends Schema.TaggedError<HostResolutionError>()("HostResolutionError", {
  host: Schema.String,
  message: Schema.String
}) {}

/** Addresses per host, at most, that a resolver returns (and that a check looks at). */
export const addressesPerHostMax = 64

/**
 * The name-resolution port: every address a host name resolves to, IPv4 and IPv6, as text. Webhook URLs are checked
 * against all of them, so a host with one public and one private address is refused.
 */
export class HostResolver extends Context.Service<
  HostResolver,
  {
    /** All the addresses of `host` (at most `addressesPerHostMax`); `HostResolutionError` when there are none. */
    readonly resolve: (host: string) => Effect.Effect<ReadonlyArray<string>, HostResolutionError>
  }
>()("@trilho/domain/HostResolver") {}

/**
 * A resolver answering from a fixed table (host → addresses, compared in lower case); an unknown host fails as
 * unresolvable. For tests and offline runs.
 */
export const layerStatic = (table: Readonly<Record<string, ReadonlyArray<string>>>): Layer.Layer<HostResolver> => {
  const entries = new Map(Object.entries(table).map(([host, addresses]) => [host.toLowerCase(), addresses]))
  return Layer.succeed(
    HostResolver,
    HostResolver.of({
      resolve: (host) => {
        const addresses = entries.get(host.toLowerCase())
        return addresses === undefined || addresses.length === 0
          ? Effect.fail(new HostResolutionError({ host, message: `${host} does not resolve` }))
          : Effect.succeed(addresses.slice(0, addressesPerHostMax))
      }
    })
  )
}
