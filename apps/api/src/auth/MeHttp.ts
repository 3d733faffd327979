import { Accounts } from "@trilho/domain"
import { Effect, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { ok } from "../http/Envelope.ts"
import { NotFound, ServiceUnavailable } from "../http/Errors.ts"
import { fromLayer } from "../http/Handlers.ts"
import { currentAccountId } from "./Authentication.ts"
import { failWith } from "./Errors.ts"

/** Handlers of `GET /v1/me`. */
export const MeLive = HttpApiBuilder.group(TrilhoApi, "me", (handlers) =>
  Effect.map(fromLayer<Accounts.Accounts>(), (provide) =>
    handlers.handle(
      "me",
      provide(() =>
        Effect.gen(function* () {
          const accounts = yield* Accounts.Accounts
          const accountId = yield* currentAccountId
          const merchant = yield* accounts
            .findById(accountId)
            .pipe(Effect.catch((error) => failWith(ServiceUnavailable, error)))
          if (Option.isNone(merchant)) {
            return yield* failWith(NotFound, new Accounts.MerchantNotFound({ accountId }))
          }
          return yield* ok({ id: merchant.value.id, name: merchant.value.name, email: merchant.value.email })
        })
      )
    )
  )
)
