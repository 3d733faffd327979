import { Effect } from "effect"

/**
 * Lets a group's handlers use the services of the group's layer. `HttpApiBuilder.group` runs every handler with the
 * services its layer was built with, but Effect 4 types whatever a handler itself asks for as a per-request
 * requirement (to be met by router middleware). A group's build yields `fromLayer<S>()`: its layer then requires `S`
 * (met by `Layer.provide(…)` on the group, as before), and the function it returns marks a handler's use of `S` as
 * met. Nothing runs per request: the services are the ones `HttpApiBuilder` already provides.
 */
export const fromLayer = <S>() =>
  Effect.as(
    Effect.context<S>(),
    <Req, A, E, R>(handler: (request: Req) => Effect.Effect<A, E, R>) =>
      handler as (request: Req) => Effect.Effect<A, E, Exclude<R, S>>
  )
