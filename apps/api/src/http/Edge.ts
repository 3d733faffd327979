import { Context, type Effect, type Types } from "effect"
import type { HttpServerRequest, HttpServerResponse } from "effect/http"
import type { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"

/**
 * Whether the API-wide `RateLimit` already ran for the current request at the router's
 * edge. `layerEnvelope` runs it there, before routing, so that it also answers for paths no route matches (as
 * Effect 3 ran an `HttpApi`'s own middlewares); Effect 4 also runs it per endpoint, where it then steps aside.
 */
export const ranAtEdge = Context.Reference<boolean>("@trilho/api/ranAtEdge", { defaultValue: () => false })

/** What an API-wide middleware is told of the endpoint when it runs at the edge: no route is matched yet. */
const atEdge = { endpoint: undefined, group: undefined } as unknown as {
  readonly endpoint: HttpApiEndpoint.Top
  readonly group: HttpApiGroup.Top
}

/**
 * An API-wide middleware run at the edge, around the whole router. `RateLimit` reads the request alone
 * (not the endpoint, nor the route's context, which do not exist yet), adds its own failures and hands on those of
 * what it wraps: its endpoint-middleware type says no less, but in terms only an endpoint can meet.
 */
export const runAtEdge =
  <E, R>(
    middleware: (
      httpEffect: Effect.Effect<HttpServerResponse.HttpServerResponse, Types.unhandled>,
      options: typeof atEdge
    ) => Effect.Effect<HttpServerResponse.HttpServerResponse, Types.unhandled | E, R>
  ) =>
  <E0>(
    httpEffect: Effect.Effect<HttpServerResponse.HttpServerResponse, E0, HttpServerRequest.HttpServerRequest>
  ): Effect.Effect<HttpServerResponse.HttpServerResponse, E0 | E, HttpServerRequest.HttpServerRequest> =>
    middleware(httpEffect as never, atEdge) as never
