import { HttpApiBuilder } from "@effect/platform"
import { Accounts } from "@trilho/domain"
import { Effect, Option } from "effect"
import { TrilhoApi } from "../Api.ts"
import { ok } from "../http/Envelope.ts"
import { NotFound, ServiceUnavailable } from "../http/Errors.ts"
import { currentAccountId } from "./Authentication.ts"
import { failWith } from "./Errors.ts"

/** Handlers of `GET /v1/me`. */
export const MeLive = HttpApiBuilder.group(TrilhoApi, "me", (handlers) =>
  handlers.handle("me", () =>
    Effect.gen(function* () {
      const accounts = yield* Accounts.Accounts
      const accountId = yield* currentAccountId
      const merchant = yield* accounts
        .findById(accountId)
        .pipe(Effect.catchAll((error) => failWith(ServiceUnavailable, error)))
      if (Option.isNone(merchant)) {
        return yield* failWith(NotFound, new Accounts.MerchantNotFound({ accountId }))
      }
      return yield* ok({ id: merchant.value.id, name: merchant.value.name, email: merchant.value.email })
    })
  )
)
