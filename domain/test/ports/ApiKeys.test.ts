import { describe, expect, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import type { ApiKey, ApiKeyId } from "../../src/auth/ApiKey.ts"
import type { AccountId } from "../../src/ledger/Model.ts"
import { ApiKeys, layerMemory } from "../../src/auth/ApiKeys.ts"

const acc1 = "acc_1" as AccountId
const acc2 = "acc_2" as AccountId
const key = (n: number, overrides: Partial<ApiKey> = {}): ApiKey => ({
  id: `key_abcdefgh${n}` as ApiKeyId,
  accountId: acc1,
  name: `key ${n}`,
  hashHex: `${n}`.padStart(64, "0"),
  hint: "abcd",
  rail: "PADRAO",
  permissions: ["payment-pix/*"],
  ipAllowlist: [],
  requestsPerMinute: 100,
  revoked: false,
  createdAt: new Date(n),
  ...overrides
})

describe("ApiKeys (memory)", () => {
  it.effect("keys are found by hash, and by id only in their own account", () =>
    Effect.gen(function* () {
      const keys = yield* ApiKeys
      yield* keys.insert(key(1))
      yield* keys.insert(key(2, { accountId: acc2 }))
      expect(yield* keys.findByHash(key(1).hashHex)).toEqual(Option.some(key(1)))
      expect(yield* keys.findByHash("f".repeat(64))).toEqual(Option.none())
      expect(yield* keys.findById(acc1, key(1).id)).toEqual(Option.some(key(1)))
      expect(yield* keys.findById(acc2, key(1).id)).toEqual(Option.none())
      expect((yield* Effect.flip(keys.updateRevoked(acc2, key(1).id)))._tag).toBe("ApiKeyNotFound")
    }).pipe(Effect.provide(layerMemory))
  )

  it.effect("revoking twice is a no-op; limits change; lists are newest first", () =>
    Effect.gen(function* () {
      const keys = yield* ApiKeys
      yield* Effect.forEach([key(1), key(3), key(2)], keys.insert)
      yield* keys.updateRevoked(acc1, key(1).id)
      yield* keys.updateRevoked(acc1, key(1).id)
      yield* keys.updateRequestsPerMinute(acc1, key(2).id, 7)
      expect(yield* keys.findManyByAccount(acc1)).toEqual([
        key(3),
        key(2, { requestsPerMinute: 7 }),
        key(1, { revoked: true })
      ])
      expect(yield* keys.findManyByAccount(acc2)).toEqual([])
    }).pipe(Effect.provide(layerMemory))
  )
})
