import { Effect, Layer, Option } from "effect"
import { type PasswordHasher } from "./PasswordHasher.ts"
import { PortalStore } from "./PortalStore.ts"
import { SubaccountPortal } from "../subaccounts/SubaccountPortal.ts"
import { InvalidSubaccountInput, SubaccountStoreError } from "../subaccounts/Errors.ts"
import { toView } from "./Common.ts"
import { setupAtCreate } from "./Setup.ts"

/**
 * The portal's side of subaccounts: portal fields at create make the login `active` at once (in the create's
 * transaction), and each record shows its `portal` block. A weak password, a malformed or taken e-mail at create is
 * a 400 naming the field (the subaccount is not created).
 */
export const layerSubaccountPortal: Layer.Layer<SubaccountPortal, never, PortalStore | PasswordHasher> = Layer.effect(
  SubaccountPortal,
  Effect.gen(function* () {
    const store = yield* PortalStore
    const context = yield* Effect.context<PortalStore | PasswordHasher>()
    const storeError = (error: { readonly message: string }) =>
      new SubaccountStoreError({ message: `portal: ${error.message}` })
    return SubaccountPortal.of({
      setupAtCreate: (record, login) =>
        setupAtCreate(
          {
            id: record.id,
            accountId: record.accountId,
            name: record.name,
            externalReference: record.externalReference,
            status: "ACTIVE"
          },
          login
        ).pipe(
          Effect.asVoid,
          Effect.catchTags({
            WeakPassword: (e) =>
              Effect.fail(new InvalidSubaccountInput({ field: "portalPassword", message: e.message })),
            InvalidPortalInput: (e) =>
              Effect.fail(new InvalidSubaccountInput({ field: "portalEmail", message: e.message })),
            PortalEmailTaken: (e) =>
              Effect.fail(new InvalidSubaccountInput({ field: "portalEmail", message: e.message })),
            PortalStoreError: (e) => Effect.fail(storeError(e))
          }),
          Effect.provide(context)
        ),
      findViews: (accountId, subaccountIds) =>
        store.findManyByAccount(accountId).pipe(
          Effect.map((logins) => {
            const wanted = new Set(subaccountIds)
            return new Map(
              logins.filter((l) => wanted.has(l.subaccountId)).map((l) => [l.subaccountId, toView(Option.some(l))])
            )
          }),
          Effect.mapError(storeError)
        )
    })
  })
)
