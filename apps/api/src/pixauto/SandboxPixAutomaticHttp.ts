import { PixAutomatic } from "@trilho/domain"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { currentAccountId } from "../auth/Authentication.ts"
import { ok } from "../http/Envelope.ts"
import { fromLayer } from "../http/Handlers.ts"
import type { AppServices } from "../Layers.ts"
import { sandboxControl } from "../sandbox/Mode.ts"

type Service = PixAutomatic.PixAutomatic["Service"]

const authorizationControl = (pick: (s: Service) => Service["approve"], id: string, message: string) =>
  sandboxControl(
    Effect.gen(function* () {
      const service = yield* PixAutomatic.PixAutomatic
      return PixAutomatic.toLeanAuthorization(yield* pick(service)(yield* currentAccountId, id))
    })
  ).pipe(Effect.flatMap((lean) => ok(lean, message)))

/** Handlers of `/v1/sandbox/pix-automatic/*`: the payer's bank, played by the merchant. */
export const SandboxPixAutomaticLive = HttpApiBuilder.group(TrilhoApi, "sandboxPixAutomatic", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "approve",
        provide(({ params }) =>
          authorizationControl((s) => s.approve, params.id, "authorization approved; first instalment paid")
        )
      )
      .handle(
        "reject",
        provide(({ params }) => authorizationControl((s) => s.reject, params.id, "authorization rejected"))
      )
      .handle(
        "revoke",
        provide(({ params }) => authorizationControl((s) => s.revoke, params.id, "authorization revoked"))
      )
      .handle(
        "failInstruction",
        provide(({ params }) =>
          sandboxControl(
            Effect.gen(function* () {
              const service = yield* PixAutomatic.PixAutomatic
              return PixAutomatic.toLeanInstruction(yield* service.failInstruction(yield* currentAccountId, params.id))
            })
          ).pipe(Effect.flatMap((lean) => ok(lean, "payment instruction refused by the payer's bank")))
        )
      )
  )
)
