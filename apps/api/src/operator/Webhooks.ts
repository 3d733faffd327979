import { Accounts, Ledger, Webhooks } from "@trilho/domain"
import { Effect, Option } from "effect"
import { OperatorStorageUnavailable } from "./Rpcs.ts"

/** Storage failures reach the operator as one error, without the driver's internals. */
const storage = <A, E extends { readonly _tag: string }, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.catchIf(
    effect,
    (error): error is Extract<E, Webhooks.WebhookEndpointStoreError | Accounts.AccountStoreError> =>
      error._tag === "WebhookEndpointStoreError" || error._tag === "AccountStoreError",
    (error) =>
      Effect.andThen(
        Effect.logError("operator: storage failure", error),
        Effect.fail(new OperatorStorageUnavailable({ message: "the storage did not answer; retry" }))
      )
  )

/** The handlers of the `webhooks.*` procedures (account-wide endpoints: bound to no key), over the merchants and the webhook endpoint use cases. */
export const makeWebhookHandlers = Effect.gen(function* () {
  const accounts = yield* Accounts.Accounts
  const service = yield* Webhooks.WebhookEndpointsService
  const operatorOf = (accountId: string) =>
    Effect.flatMap(accounts.findById(Ledger.AccountId.make(accountId)), (found) =>
      Option.match(found, {
        onNone: () => Effect.fail(new Accounts.MerchantNotFound({ accountId })),
        onSome: (merchant): Effect.Effect<Webhooks.Caller> =>
          Effect.succeed({ accountId: merchant.id, apiKeyId: undefined })
      })
    )
  return {
    "webhooks.create": (input: {
      readonly accountId: string
      readonly url: string
      readonly description?: string | undefined
      readonly events: ReadonlyArray<string>
    }) =>
      Effect.gen(function* () {
        const caller = yield* operatorOf(input.accountId)
        const created = yield* service.create(caller, { ...input, description: input.description ?? "" })
        return { secret: created.secret, endpoint: Webhooks.toView(created.endpoint) }
      }).pipe(storage),
    "webhooks.list": (input: {
      readonly accountId: string
      readonly page?: number | undefined
      readonly pageSize?: number | undefined
    }) =>
      Effect.gen(function* () {
        const caller = yield* operatorOf(input.accountId)
        const page = yield* service.list(caller, input)
        return { ...page, items: page.items.map(Webhooks.toView) }
      }).pipe(storage)
  }
})
