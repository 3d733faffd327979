import { Accounts, ApiKeys, Auth, Crypto, Ids, Ledger, Notifier } from "@trilho/domain"
import { Clock, Effect, Option, Schema } from "effect"
import { issueKey, keyView } from "./Keys.ts"
import { OperatorRpcs, OperatorStorageUnavailable, type MerchantView } from "./Rpcs.ts"
import { makeWebhookHandlers } from "./Webhooks.ts"
import { makePortalHandlers } from "./Portal.ts"

const merchantView = (merchant: Accounts.Merchant): MerchantView => ({
  id: merchant.id,
  name: merchant.name,
  email: merchant.email,
  flags: merchant.flags,
  createdAt: merchant.createdAt
})

/** Storage failures reach the operator as one error, without the driver's internals. */
const storage = <A, E extends { readonly _tag: string }, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.catchIf(
    effect,
    (error): error is Extract<E, Accounts.AccountStoreError | ApiKeys.ApiKeyStoreError> =>
      error._tag === "AccountStoreError" || error._tag === "ApiKeyStoreError",
    (error) =>
      Effect.andThen(
        Effect.logError("operator: storage failure", error),
        Effect.fail(new OperatorStorageUnavailable({ message: "the storage did not answer; retry" }))
      )
  )

/** The operator procedures. */
export const layer = OperatorRpcs.toLayer(
  Effect.gen(function* () {
    const accounts = yield* Accounts.Accounts
    const keys = yield* ApiKeys.ApiKeys
    const ids = yield* Ids.Ids
    // Present wherever a gateway may hold the key's connections (`trilho dev`, `trilho api`).
    const notifier = yield* Effect.serviceOption(Notifier.Notifier)
    const context = yield* Effect.context<ApiKeys.ApiKeys | Ids.Ids | Crypto.Crypto>()
    const webhooks = yield* makeWebhookHandlers
    const portal = yield* makePortalHandlers

    const existingMerchant = (accountId: string) =>
      Effect.flatMap(accounts.findById(Ledger.AccountId.make(accountId)), (found) =>
        Option.match(found, {
          onNone: () => Effect.fail(new Accounts.MerchantNotFound({ accountId })),
          onSome: Effect.succeed
        })
      )

    const isKeyId = Schema.is(Auth.ApiKeyId)
    const existingKey = (accountId: string, keyId: string) =>
      Effect.flatMap(
        isKeyId(keyId) ? keys.findById(Ledger.AccountId.make(accountId), keyId) : Effect.succeedNone,
        Option.match({
          onNone: () => Effect.fail(new ApiKeys.ApiKeyNotFound({ apiKeyId: keyId })),
          onSome: Effect.succeed
        })
      )

    return OperatorRpcs.of({
      "merchants.create": ({ email, name }) =>
        Effect.gen(function* () {
          const merchant: Accounts.Merchant = {
            id: Ledger.AccountId.make(yield* ids.next("acc")),
            email,
            name,
            flags: {},
            createdAt: new Date(yield* Clock.currentTimeMillis)
          }
          yield* accounts.insert(merchant)
          return merchantView(merchant)
        }).pipe(storage),
      "merchants.list": ({ afterId, limit }) =>
        accounts
          .findMany({
            afterId: afterId === undefined ? undefined : Ledger.AccountId.make(afterId),
            limit: limit ?? 100
          })
          .pipe(
            Effect.map((merchants) => merchants.map(merchantView)),
            storage
          ),
      "merchants.setFlags": ({ accountId, flags }) =>
        accounts.updateFlags(Ledger.AccountId.make(accountId), flags).pipe(Effect.map(merchantView), storage),
      "keys.create": (input) =>
        Effect.gen(function* () {
          const merchant = yield* existingMerchant(input.accountId)
          const { key, secret } = yield* issueKey({ ...input, accountId: merchant.id }).pipe(Effect.provide(context))
          return { secret, key: keyView(key) }
        }).pipe(storage),
      "keys.list": ({ accountId }) =>
        Effect.gen(function* () {
          const merchant = yield* existingMerchant(accountId)
          return (yield* keys.findManyByAccount(merchant.id)).map(keyView)
        }).pipe(storage),
      "keys.revoke": ({ accountId, keyId }) =>
        Effect.gen(function* () {
          const key = yield* existingKey(accountId, keyId)
          yield* keys.updateRevoked(key.accountId, key.id)
          if (Option.isSome(notifier)) yield* notifier.value.publish({ _tag: "ApiKeyRevoked", apiKeyId: key.id })
          return keyView({ ...key, revoked: true })
        }).pipe(storage),
      "keys.setLimit": ({ accountId, keyId, requestsPerMinute }) =>
        Effect.gen(function* () {
          const key = yield* existingKey(accountId, keyId)
          yield* keys.updateRequestsPerMinute(key.accountId, key.id, requestsPerMinute)
          return keyView({ ...key, requestsPerMinute })
        }).pipe(storage),
      ...webhooks,
      ...portal
    })
  })
)
