import { SandboxClock } from "@trilho/domain"
import { Config, Context, Effect, Layer, Option } from "effect"
import { envelopeErrors } from "../charges/Failures.ts"
import { NotFound, errorBody } from "../http/Errors.ts"
import { currentRequestId } from "../http/RequestId.ts"

/**
 * Whether the sandbox controls (`/v1/sandbox/*`) answer: `TRILHO_MODE` `sandbox` (the default) or `live`; `SANDBOX`
 * (`true`/`false`) overrides it when set.
 */
export class SandboxMode extends Context.Service<SandboxMode, { readonly enabled: boolean }>()(
  "@trilho/api/SandboxMode"
) {
  static readonly layer = (enabled: boolean) => Layer.succeed(SandboxMode, { enabled })
  static readonly layerFromConfig = Layer.effect(
    SandboxMode,
    Effect.map(
      Config.all({
        mode: Config.Literals(["sandbox", "live"], "TRILHO_MODE").pipe(Config.withDefault("sandbox" as const)),
        sandbox: Config.option(Config.Boolean("SANDBOX"))
      }),
      ({ mode, sandbox }) => ({ enabled: Option.isSome(sandbox) ? sandbox.value : mode === "sandbox" })
    )
  )
}

/** Fails with 404 `ROUTE_NOT_FOUND` unless sandbox mode is on: off it, the sandbox routes do not exist. */
export const requireSandbox = Effect.flatMap(SandboxMode, ({ enabled }) =>
  enabled
    ? Effect.void
    : Effect.flatMap(currentRequestId, (requestId) =>
        Effect.fail(
          new NotFound(
            errorBody({ code: "ROUTE_NOT_FOUND", statusCode: 404, message: "sandbox mode is off" }, requestId)
          )
        )
      )
)

/** The domain failures `envelopeErrors` answers as envelopes. */
type Mappable = Parameters<typeof envelopeErrors>[0] extends Effect.Effect<any, infer E, any> ? E : never

/**
 * A sandbox control: refused unless sandbox mode is on, run on the sandbox clock, its domain failures answered as
 * envelopes.
 */
export const sandboxControl = <A, E extends Mappable, R>(control: Effect.Effect<A, E, R>) =>
  Effect.andThen(requireSandbox, envelopeErrors(control)).pipe(SandboxClock.withSandboxTime)
