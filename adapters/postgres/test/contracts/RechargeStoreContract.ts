import { expect, layer, type Vitest } from "@effect/vitest"
import { type Ledger, Money, type Recharge, RechargeStore } from "@trilho/domain"
import { Effect, type Layer, Option, Result } from "effect"
import { T0, at, uid } from "./fixtures.ts"

/** A PENDING recharge of `accountId` (Vivo, 15.00) unless `overrides` say otherwise. */
export const recharge = (
  accountId: string,
  overrides: Partial<Recharge.RechargeRecord> = {}
): Recharge.RechargeRecord => ({
  id: uid("mrc"),
  accountId: accountId as Ledger.AccountId,
  phone: "11912345678",
  operator: "Vivo",
  amountCentavos: Money.centavos(1_500),
  status: "PENDING",
  createdAt: T0,
  updatedAt: T0,
  ...overrides
})

const acc = () => uid("acc") as Ledger.AccountId

/** The contract every recharge store keeps, for `layer` of `@effect/vitest`. */
export const rechargeStoreTests = (it: Vitest.MethodsNonLive<RechargeStore.RechargeStore>) => {
  it.effect("a recharge reads back as stored, every optional field too, in its own account only", () =>
    Effect.gen(function* () {
      const store = yield* RechargeStore.RechargeStore
      const owner = acc()
      const bare = recharge(owner)
      const full = recharge(owner, {
        apiKeyId: "key_1",
        status: "COMPLETED",
        operator: "Claro \"x\" 'y' ☕",
        operatorReference: "SBX-1",
        failureReason: "none",
        completedAt: at(T0, 3),
        canceledAt: at(T0, 4),
        failedAt: at(T0, 5),
        updatedAt: at(T0, 6)
      })
      yield* store.insert(bare)
      yield* store.insert(full)
      expect(yield* store.findById(owner, bare.id)).toEqual(Option.some(bare))
      expect(yield* store.findById(owner, full.id)).toEqual(Option.some(full))
      expect(yield* store.findById(acc(), full.id)).toEqual(Option.none())
    })
  )

  it.effect("a page is newest first (id breaks ties), filtered by status and phone, with the count of all", () =>
    Effect.gen(function* () {
      const store = yield* RechargeStore.RechargeStore
      const owner = acc()
      const records = [0, 1, 2, 3].map((i) =>
        recharge(owner, {
          createdAt: at(T0, i < 2 ? 0 : i),
          status: i % 2 === 0 ? "PENDING" : "CANCELED",
          phone: i === 3 ? "21981234567" : "11912345678"
        })
      )
      for (const r of records) yield* store.insert(r)
      yield* store.insert(recharge(acc()))
      const page1 = yield* store.findPage(owner, {}, { page: 1, pageSize: 3 })
      const sameInstant = [records[0]!.id, records[1]!.id].sort().reverse()
      expect(page1.total).toBe(4)
      expect(page1.items.map((r) => r.id)).toEqual([records[3]!.id, records[2]!.id, sameInstant[0]])
      expect((yield* store.findPage(owner, {}, { page: 2, pageSize: 3 })).items.map((r) => r.id)).toEqual([
        sameInstant[1]
      ])
      expect((yield* store.findPage(owner, {}, { page: 3, pageSize: 3 })).items).toEqual([])
      const canceled = yield* store.findPage(owner, { status: "CANCELED" }, { page: 1, pageSize: 10 })
      expect(canceled.items.map((r) => r.id).sort()).toEqual([records[1]!.id, records[3]!.id].sort())
      const byPhone = yield* store.findPage(owner, { phone: "21981234567" }, { page: 1, pageSize: 10 })
      expect(byPhone.items.map((r) => r.id)).toEqual([records[3]!.id])
      const dated = yield* store.findPage(owner, { dateFrom: at(T0, 1), dateTo: at(T0, 2) }, { page: 1, pageSize: 10 })
      expect(dated.items.map((r) => r.id)).toEqual([records[2]!.id])
    })
  )

  it.effect("a status move is a compare-and-set: it writes only from the expected status, keeping other fields", () =>
    Effect.gen(function* () {
      const store = yield* RechargeStore.RechargeStore
      const owner = acc()
      const record = recharge(owner)
      yield* store.insert(record)
      const sent = yield* store.updateStatus(owner, record.id, "PENDING", {
        status: "PROCESSING",
        updatedAt: at(T0, 1),
        operatorReference: "SBX-9"
      })
      expect(sent).toEqual({ ...record, status: "PROCESSING", updatedAt: at(T0, 1), operatorReference: "SBX-9" })
      const late = yield* Effect.flip(
        store.updateStatus(owner, record.id, "PENDING", { status: "CANCELED", updatedAt: at(T0, 2) })
      )
      expect(late).toMatchObject({ _tag: "RechargeStatusChanged", expected: "PENDING" })
      const failed = yield* store.updateStatus(owner, record.id, "PROCESSING", {
        status: "FAILED",
        updatedAt: at(T0, 3),
        failureReason: "no",
        failedAt: at(T0, 3)
      })
      expect(failed).toEqual({
        ...sent,
        status: "FAILED",
        updatedAt: at(T0, 3),
        failureReason: "no",
        failedAt: at(T0, 3)
      })
      expect(
        yield* Effect.flip(store.updateStatus(acc(), record.id, "FAILED", { status: "FAILED", updatedAt: T0 }))
      ).toMatchObject({ _tag: "RechargeStatusChanged" })
    })
  )

  it.effect("due recharges: one status, written at or before the bound, oldest write first, bounded", () =>
    Effect.gen(function* () {
      const store = yield* RechargeStore.RechargeStore
      // Far from the other tests' instants, which share the table: only this test's rows are at these times.
      const base = at(T0, 3_600_000 * 24 * 365 * 10)
      const [a, b, c, d] = [2, 1, 3, 1].map((ms, i) =>
        recharge(acc(), {
          status: i === 3 ? "PROCESSING" : "PENDING",
          createdAt: at(base, ms),
          updatedAt: at(base, ms)
        })
      ) as [Recharge.RechargeRecord, Recharge.RechargeRecord, Recharge.RechargeRecord, Recharge.RechargeRecord]
      for (const r of [a, b, c, d]) yield* store.insert(r)
      const ids = (rs: ReadonlyArray<Recharge.RechargeRecord>) =>
        rs.filter((r) => r.updatedAt.getTime() >= base.getTime()).map((r) => r.id)
      expect(ids(yield* store.findDue("PENDING", at(base, 2), 100))).toEqual([b.id, a.id])
      expect(ids(yield* store.findDue("PROCESSING", at(base, 3), 100))).toEqual([d.id])
      expect(ids(yield* store.findDue("PENDING", at(base, 0), 100))).toEqual([])
      expect((yield* store.findDue("PENDING", at(base, 3), 1)).length).toBeLessThanOrEqual(1)
    })
  )

  it.effect("of 20 concurrent moves from PENDING, exactly one wins", () =>
    Effect.gen(function* () {
      const store = yield* RechargeStore.RechargeStore
      const owner = acc()
      const record = recharge(owner)
      yield* store.insert(record)
      const results = yield* Effect.all(
        Array.from({ length: 20 }, (_, i) =>
          Effect.result(
            store.updateStatus(owner, record.id, "PENDING", {
              status: i % 2 === 0 ? "CANCELED" : "FAILED",
              updatedAt: at(T0, i + 1)
            })
          )
        ),
        { concurrency: "unbounded" }
      )
      expect(results.filter(Result.isSuccess)).toHaveLength(1)
      for (const r of results) if (Result.isFailure(r)) expect(r.failure._tag).toBe("RechargeStatusChanged")
    })
  )
}

/** The recharge store contract against `store`, built once for the suite. */
export const rechargeStoreContract = <E>(name: string, store: Layer.Layer<RechargeStore.RechargeStore, E>) =>
  layer(store, { excludeTestServices: true })(name, (it) => rechargeStoreTests(it))
