import { Context, Effect, Layer, Option, Ref, Schema } from "effect"
import type { ApiKey, ApiKeyId } from "./ApiKey.ts"
import type { AccountId } from "../ledger/Model.ts"

/** The storage behind API keys failed. */
export class ApiKeyStoreError extends Schema.TaggedError<ApiKeyStoreError>()("ApiKeyStoreError", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect())
}) {}

/** No key with that id in the account. */
export class ApiKeyNotFound extends Schema.TaggedError<ApiKeyNotFound>()("ApiKeyNotFound", {
  apiKeyId: Schema.String
}) {}

/** Storage port of API keys. Keys are found by the SHA-256 of the secret; the secret itself is never stored. */
export class ApiKeys extends Context.Service<
  ApiKeys,
  {
    /** Stores a new key (its hash, never the secret). */
    readonly insert: (key: ApiKey) => Effect.Effect<void, ApiKeyStoreError>
    /** The key whose secret hashes to `hashHex`, revoked or not. */
    readonly findByHash: (hashHex: string) => Effect.Effect<Option.Option<ApiKey>, ApiKeyStoreError>
    /** One key of an account. */
    readonly findById: (accountId: AccountId, id: ApiKeyId) => Effect.Effect<Option.Option<ApiKey>, ApiKeyStoreError>
    /** Every key of an account, newest first. */
    readonly findManyByAccount: (accountId: AccountId) => Effect.Effect<ReadonlyArray<ApiKey>, ApiKeyStoreError>
    /** Marks a key revoked; revoking twice is a no-op. */
    readonly updateRevoked: (
      accountId: AccountId,
      id: ApiKeyId
    ) => Effect.Effect<void, ApiKeyNotFound | ApiKeyStoreError>
    /** Sets a key's own request limit per minute. */
    readonly updateRequestsPerMinute: (
      accountId: AccountId,
      id: ApiKeyId,
      requestsPerMinute: number
    ) => Effect.Effect<void, ApiKeyNotFound | ApiKeyStoreError>
  }
>()("@trilho/domain/ApiKeys") {}

/** In-memory API keys with the same rules as the SQL store. */
export const makeMemoryApiKeys = Effect.gen(function* () {
  const ref = yield* Ref.make<ReadonlyMap<string, ApiKey>>(new Map())
  const change = (accountId: AccountId, id: ApiKeyId, f: (key: ApiKey) => ApiKey) =>
    Effect.flatMap(
      Ref.modify(ref, (keys) => {
        const key = keys.get(id)
        if (key === undefined || key.accountId !== accountId) return [false, keys] as const
        return [true, new Map(keys).set(id, f(key))] as const
      }),
      (found) => (found ? Effect.void : Effect.fail(new ApiKeyNotFound({ apiKeyId: id })))
    )
  return ApiKeys.of({
    insert: (key) => Ref.update(ref, (keys) => new Map(keys).set(key.id, key)),
    findByHash: (hashHex) =>
      Effect.map(Ref.get(ref), (keys) => Option.fromNullishOr([...keys.values()].find((k) => k.hashHex === hashHex))),
    findById: (accountId, id) =>
      Effect.map(Ref.get(ref), (keys) =>
        Option.filter(Option.fromNullishOr(keys.get(id)), (k) => k.accountId === accountId)
      ),
    findManyByAccount: (accountId) =>
      Effect.map(Ref.get(ref), (keys) =>
        [...keys.values()]
          .filter((k) => k.accountId === accountId)
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      ),
    updateRevoked: (accountId, id) => change(accountId, id, (k) => ({ ...k, revoked: true })),
    updateRequestsPerMinute: (accountId, id, requestsPerMinute) =>
      change(accountId, id, (k) => ({ ...k, requestsPerMinute }))
  })
})

export const layerMemory: Layer.Layer<ApiKeys> = Layer.effect(ApiKeys, makeMemoryApiKeys)
