import { describe, expect, it } from "@effect/vitest"
import { Effect, type Layer, Option } from "effect"
import type { ChargeRecord } from "../../src/charges/Record.ts"
import { AccountId } from "../../src/ledger/Model.ts"
import { ChargeStore } from "../../src/charges/ChargeStore.ts"
import { chargeRecord } from "./fixtures.ts"

const acc1 = AccountId.make("acc_1")
const acc2 = AccountId.make("acc_2")

/**
 * The behaviour every `ChargeStore` must have; `layer` gives a fresh, empty store per test. Kept apart from the memory
 * test so a SQL adapter can run it too.
 */
export const chargeStoreContract = (name: string, layer: Layer.Layer<ChargeStore>) =>
  describe(`ChargeStore contract (${name})`, () => {
    const insertAll = (records: ReadonlyArray<ChargeRecord>) =>
      Effect.flatMap(ChargeStore, (store) => Effect.forEach(records, store.insert, { discard: true }))

    it.effect("a stored charge reads back by id, external reference and network reference, only in its account", () =>
      Effect.gen(function* () {
        const store = yield* ChargeStore
        const record = chargeRecord(1, { externalReference: "ord-1", subaccountId: "sub_1" })
        yield* store.insert(record)
        expect(yield* store.findById(acc1, record.id)).toEqual(Option.some(record))
        expect(yield* store.findByExternalReference(acc1, "ord-1")).toEqual(Option.some(record))
        expect(yield* store.findByReferenceId(record.referenceId)).toEqual(Option.some(record))
        expect(yield* store.findById(acc2, record.id)).toEqual(Option.none())
        expect(yield* store.findByExternalReference(acc2, "ord-1")).toEqual(Option.none())
        expect(yield* store.findByExternalReference(acc1, "ORD-1")).toEqual(Option.none())
        expect(yield* store.findById(acc1, "pix_unknown")).toEqual(Option.none())
      }).pipe(Effect.provide(layer))
    )

    it.effect("a second charge with the account's external reference is DuplicateExternalReference", () =>
      Effect.gen(function* () {
        const store = yield* ChargeStore
        yield* store.insert(chargeRecord(1, { externalReference: "ord-1" }))
        const refused = yield* Effect.flip(store.insert(chargeRecord(2, { externalReference: "ord-1" })))
        expect(refused).toMatchObject({
          _tag: "DuplicateExternalReference",
          accountId: acc1,
          externalReference: "ord-1"
        })
        expect(yield* store.findByReferenceId("pixnet_2")).toEqual(Option.none())
        // Another account, or no reference at all, is free.
        yield* store.insert(chargeRecord(3, { externalReference: "ord-1", accountId: acc2 }))
        yield* store.insert(chargeRecord(4))
        yield* store.insert(chargeRecord(5))
        expect((yield* store.findManyByAccount(acc1, {}, { page: 1, pageSize: 10 })).total).toBe(3)
      }).pipe(Effect.provide(layer))
    )

    it.effect("updateStatus is a compare-and-set: it moves only from the expected status and keeps unset fields", () =>
      Effect.gen(function* () {
        const store = yield* ChargeStore
        const record = chargeRecord(1)
        yield* store.insert(record)
        const payer = { name: "Maria", document: "12345678909" }
        const updated = yield* store.updateStatus(acc1, record.id, "PENDING", "COMPLETED", {
          updatedAt: new Date(5),
          endToEndId: "E1",
          payer,
          completedAt: new Date(4)
        })
        expect(updated).toEqual({
          ...record,
          status: "COMPLETED",
          updatedAt: new Date(5),
          endToEndId: "E1",
          payer,
          completedAt: new Date(4)
        })
        expect(yield* store.findById(acc1, record.id)).toEqual(Option.some(updated))
        const stale = yield* Effect.flip(
          store.updateStatus(acc1, record.id, "PENDING", "CANCELED", { updatedAt: new Date(6) })
        )
        expect(stale).toMatchObject({ _tag: "ChargeStatusChanged", expected: "PENDING", actual: "COMPLETED" })
        const elsewhere = yield* Effect.flip(
          store.updateStatus(acc2, record.id, "COMPLETED", "REVERSED", { updatedAt: new Date(6) })
        )
        expect(elsewhere).toMatchObject({ _tag: "ChargeNotFound" })
        expect(yield* store.findById(acc1, record.id)).toEqual(Option.some(updated))
      }).pipe(Effect.provide(layer))
    )

    it.effect("of concurrent compare-and-sets from the same status, exactly one wins", () =>
      Effect.gen(function* () {
        const store = yield* ChargeStore
        const record = chargeRecord(1)
        yield* store.insert(record)
        const results = yield* Effect.all(
          (["COMPLETED", "CANCELED", "FAILED", "COMPLETED"] as const).map((to) =>
            Effect.result(store.updateStatus(acc1, record.id, "PENDING", to, { updatedAt: new Date(1) }))
          ),
          { concurrency: "unbounded" }
        )
        expect(results.filter((r) => r._tag === "Success")).toHaveLength(1)
        expect(results.filter((r) => r._tag === "Failure" && r.failure._tag === "ChargeStatusChanged")).toHaveLength(3)
      }).pipe(Effect.provide(layer))
    )

    it.effect("findManyByAccount: newest first, ties by id descending, pages and a total of all matches", () =>
      Effect.gen(function* () {
        const store = yield* ChargeStore
        const a = chargeRecord(1, { createdAt: new Date(1_000) })
        const b = chargeRecord(2, { createdAt: new Date(2_000) })
        const c = chargeRecord(3, { createdAt: new Date(2_000) })
        const d = chargeRecord(4, { createdAt: new Date(3_000), accountId: acc2 })
        yield* insertAll([a, b, c, d])
        const page = (n: number, size: number) =>
          Effect.map(store.findManyByAccount(acc1, {}, { page: n, pageSize: size }), (p) => ({
            ids: p.items.map((r) => r.id),
            total: p.total
          }))
        expect(yield* page(1, 10)).toEqual({ ids: [c.id, b.id, a.id], total: 3 })
        expect(yield* page(1, 2)).toEqual({ ids: [c.id, b.id], total: 3 })
        expect(yield* page(2, 2)).toEqual({ ids: [a.id], total: 3 })
        expect(yield* page(3, 2)).toEqual({ ids: [], total: 3 })
      }).pipe(Effect.provide(layer))
    )

    it.effect(
      "findManyByAccount filters: dates inclusive, status, exact reference, subaccount, search without case",
      () =>
        Effect.gen(function* () {
          const store = yield* ChargeStore
          const a = chargeRecord(1, {
            createdAt: new Date(1_000),
            description: "Camiseta Azul",
            externalReference: "ord-1"
          })
          const b = chargeRecord(2, {
            createdAt: new Date(2_000),
            description: "Caneca",
            status: "COMPLETED",
            endToEndId: "E99999999202601011200QQQQQQQQQQQ",
            subaccountId: "sub_1"
          })
          const c = chargeRecord(3, { createdAt: new Date(3_000), description: "camiseta verde", status: "CANCELED" })
          yield* insertAll([a, b, c])
          const ids = (filters: Parameters<typeof store.findManyByAccount>[1]) =>
            Effect.map(store.findManyByAccount(acc1, filters, { page: 1, pageSize: 100 }), (p) =>
              p.items.map((r) => r.id)
            )
          expect(yield* ids({ dateFrom: new Date(2_000) })).toEqual([c.id, b.id])
          expect(yield* ids({ dateTo: new Date(2_000) })).toEqual([b.id, a.id])
          expect(yield* ids({ dateFrom: new Date(2_000), dateTo: new Date(2_000) })).toEqual([b.id])
          expect(yield* ids({ status: "CANCELED" })).toEqual([c.id])
          expect(yield* ids({ status: "PROCESSING" })).toEqual([])
          expect(yield* ids({ externalReference: "ord-1" })).toEqual([a.id])
          expect(yield* ids({ externalReference: "ord" })).toEqual([])
          expect(yield* ids({ subaccountId: "sub_1" })).toEqual([b.id])
          expect(yield* ids({ search: "CAMISETA" })).toEqual([c.id, a.id])
          expect(yield* ids({ search: "qqqq" })).toEqual([b.id])
          expect(yield* ids({ search: "pixnet_3" })).toEqual([c.id])
          expect(yield* ids({ search: a.id.toLowerCase() })).toEqual([a.id])
          expect(yield* ids({ search: "ORD-" })).toEqual([a.id])
          expect(yield* ids({ search: "%" })).toEqual([])
          // LIKE wildcards in a search are plain characters.
          expect(yield* ids({ search: "c_neca" })).toEqual([])
          expect(yield* ids({ status: "CANCELED", search: "azul" })).toEqual([])
        }).pipe(Effect.provide(layer))
    )

    it.effect("findExpiring: PENDING charges of any account due at now, earliest first, up to the limit", () =>
      Effect.gen(function* () {
        const store = yield* ChargeStore
        const late = chargeRecord(1, { expiresAt: new Date(3_000) })
        const early = chargeRecord(2, { expiresAt: new Date(1_000), accountId: acc2 })
        const due = chargeRecord(3, { expiresAt: new Date(2_000) })
        const paid = chargeRecord(4, { expiresAt: new Date(500), status: "COMPLETED" })
        const future = chargeRecord(5, { expiresAt: new Date(3_001) })
        yield* insertAll([late, early, due, paid, future])
        const ids = (now: number, limit: number) =>
          Effect.map(store.findExpiring(new Date(now), limit), (rs) => rs.map((r) => r.id))
        expect(yield* ids(3_000, 10)).toEqual([early.id, due.id, late.id])
        expect(yield* ids(3_000, 2)).toEqual([early.id, due.id])
        expect(yield* ids(999, 10)).toEqual([])
        expect(yield* ids(3_000, 0)).toEqual([])
      }).pipe(Effect.provide(layer))
    )

    it.effect("nextExpiresAt: the earliest expiry of a PENDING charge of any account, none without one", () =>
      Effect.gen(function* () {
        const store = yield* ChargeStore
        expect(yield* store.nextExpiresAt).toBeUndefined()
        const paid = chargeRecord(1, { expiresAt: new Date(500), status: "COMPLETED" })
        const later = chargeRecord(2, { expiresAt: new Date(3_000) })
        const early = chargeRecord(3, { expiresAt: new Date(1_000), accountId: acc2 })
        yield* insertAll([paid, later, early])
        expect(yield* store.nextExpiresAt).toEqual(new Date(1_000))
        yield* store.updateStatus(acc2, early.id, "PENDING", "CANCELED", { updatedAt: new Date(1_000) })
        expect(yield* store.nextExpiresAt).toEqual(new Date(3_000))
      }).pipe(Effect.provide(layer))
    )
  })
