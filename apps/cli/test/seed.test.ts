import { describe, expect, it } from "@effect/vitest"
import { Accounts, ApiKeys, Auth, Crypto, Ids, Ledger, LedgerStore } from "@trilho/domain"
import { ConfigProvider, Effect, Layer, Result } from "effect"
import { ensureSandboxKey, ensureSandboxMerchant } from "../src/Seed.ts"
import { OperatorKeys } from "@trilho/api/operator"

const layerMemory = Layer.mergeAll(
  Accounts.layerMemory.pipe(Layer.provide(LedgerStore.layerMemory)),
  ApiKeys.layerMemory,
  Ids.layer
).pipe(Layer.provideMerge(Crypto.layerDeterministic(7)))

const withEnv =
  (env: Record<string, string>) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>) =>
    Effect.provideService(effect, ConfigProvider.ConfigProvider, ConfigProvider.fromUnknown(env))

const start = (env: Record<string, string> = {}) =>
  Effect.flatMap(ensureSandboxMerchant, ensureSandboxKey).pipe(withEnv(env))

const chosen = `trl_live_${"Ab3".repeat(15)}`

describe("sandbox key", () => {
  it.effect("a new random key on the first start; later starts find it and cannot show it", () =>
    Effect.gen(function* () {
      const first = yield* start()
      expect(first._tag).toBe("Created")
      if (first._tag !== "Created") return
      expect(Auth.looksLikeKey(first.secret)).toBe(true)
      expect(first.key).toMatchObject({ accountId: "acc_sandbox", permissions: ["*"], revoked: false })
      expect(first.key.hashHex).toBe(yield* Auth.hashSecret(first.secret))
      expect(JSON.stringify(first.key)).not.toContain(first.secret)
      const second = yield* start()
      expect(second).toEqual({ _tag: "Exists", key: first.key })
    }).pipe(Effect.provide(layerMemory))
  )

  it.effect("TRILHO_SANDBOX_API_KEY is the key, stored by its hash once and found on every later start", () =>
    Effect.gen(function* () {
      const first = yield* start({ TRILHO_SANDBOX_API_KEY: chosen })
      expect(first).toMatchObject({ _tag: "FromEnvironment", secret: chosen, created: true })
      const second = yield* start({ TRILHO_SANDBOX_API_KEY: chosen })
      expect(second).toMatchObject({ _tag: "FromEnvironment", secret: chosen, created: false })
      const stored = yield* Effect.flatMap(ApiKeys.ApiKeys, (keys) => keys.findByHash(first.key.hashHex))
      expect(stored._tag === "Some" && stored.value.id).toBe(first.key.id)
      // Without the variable, the same key is the one that exists.
      expect((yield* start())._tag).toBe("Exists")
    }).pipe(Effect.provide(layerMemory))
  )

  it.effect("refuses a TRILHO_SANDBOX_API_KEY not shaped like a key, revoked, or of another merchant", () =>
    Effect.gen(function* () {
      const malformed = yield* Effect.result(start({ TRILHO_SANDBOX_API_KEY: "sandbox-key" }))
      expect(Result.isFailure(malformed) && malformed.failure.message).toMatch(/not shaped like a key/)
      const first = yield* start({ TRILHO_SANDBOX_API_KEY: chosen })
      yield* Effect.flatMap(ApiKeys.ApiKeys, (keys) => keys.updateRevoked(first.key.accountId, first.key.id))
      const revoked = yield* Effect.result(start({ TRILHO_SANDBOX_API_KEY: chosen }))
      expect(Result.isFailure(revoked) && revoked.failure.message).toMatch(/revoked/)
    }).pipe(Effect.provide(layerMemory))
  )

  it.effect("refuses a TRILHO_SANDBOX_API_KEY that is another merchant's key", () =>
    Effect.gen(function* () {
      yield* OperatorKeys.issueKey({
        accountId: Ledger.AccountId.make("acc_other"),
        name: "theirs",
        permissions: ["*"],
        secret: chosen
      })
      const foreign = yield* Effect.result(start({ TRILHO_SANDBOX_API_KEY: chosen }))
      expect(Result.isFailure(foreign) && foreign.failure.message).toMatch(/another merchant/)
    }).pipe(Effect.provide(layerMemory))
  )
})
