import { Config, Context, Effect, Layer, Option } from "effect"

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
