import { Config, Context, Effect, Layer, Option } from "effect"
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
