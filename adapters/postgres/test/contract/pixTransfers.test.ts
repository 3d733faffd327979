import { describe, expect, it } from "@effect/vitest"
import { Ledger, Limits, PixTransferStore, Transactor, Transfers } from "@trilho/domain"
import { Effect, Layer, Result } from "effect"
import { layer as pixTransfersSql } from "../../src/PixTransferStoreSql.ts"
import { TransactorSql } from "../../src/index.ts"
import { describePostgres, layerTestDatabase } from "../../src/testing.ts"

const alice = Ledger.AccountId.make("acc_alice")
const bob = Ledger.AccountId.make("acc_bob")

const memoryPorts = () => Layer.provideMerge(PixTransferStore.layerMemory, Transactor.layerMemory)
const sqlPorts = (backend: "pglite" | "postgres") => () =>
  Layer.mergeAll(pixTransfersSql, TransactorSql.layer).pipe(
    Layer.provideMerge(layerTestDatabase({ backend, poolSize: 4 }))
  )

let n = 0
const record = (over: Partial<Transfers.PixTransferRecord> = {}): Transfers.PixTransferRecord => {
  n++
  const at = new Date(Date.UTC(2026, 5, 1, 12, 0, n))
  return {
    id: `pxo_${String(n).padStart(26, "0")}`,
    accountId: alice,
    apiKeyId: "key_a",
    type: "PIX_OUT",
    status: "PENDING",
    amountCentavos: 1_050 as never,
    feeCentavos: 50 as never,
    netCentavos: 1_000 as never,
    coverFee: true,
    description: `Fornecedor ${n}`,
    destinationKind: "KEY",
    pixKey: "fulano@example.com",
    pixKeyType: "EMAIL",
    endToEndId: `E9999999820260601120${String(n).padStart(11, "0")}`,
    review: "NONE",
    requestFingerprint: `fp${n}`,
    createdAt: at,
    updatedAt: at,
    ...over
  }
}

const suite = (name: string, ports: () => Layer.Layer<any, any>) =>
  describe(name, () => {
    it.effect("stores a transfer and reads it back by id, reference, end-to-end id and list filters", () =>
      Effect.gen(function* () {
        const store = yield* PixTransferStore.PixTransferStore
        const first = record({ externalReference: "ref-1" })
        const second = record({
          destinationKind: "STATIC_BR_CODE",
          brCode: "000201…",
          review: "PENDING"
        })
        yield* store.insert(first)
        yield* store.insert(second)
        yield* store.insert(record({ accountId: bob }))
        const byId = yield* store.findById(alice, first.id)
        expect(byId._tag === "Some" && byId.value).toEqual(first)
        expect((yield* store.findById(bob, first.id))._tag).toBe("None")
        expect((yield* store.findByExternalReference(alice, "ref-1"))._tag).toBe("Some")
        const byE2e = yield* store.findByEndToEndId(second.endToEndId)
        expect(byE2e._tag === "Some" && byE2e.value).toEqual(second)
        const page = yield* store.findManyByAccount(alice, {}, { page: 1, pageSize: 1 })
        expect(page.total).toBe(2)
        expect(page.items.map((r) => r.id)).toEqual([second.id])
        const filtered = (filters: Parameters<typeof store.findManyByAccount>[1]) =>
          Effect.map(store.findManyByAccount(alice, filters, { page: 1, pageSize: 10 }), (p) =>
            p.items.map((r) => r.id)
          )
        expect(yield* filtered({ search: "FORNECEDOR " + first.description.split(" ")[1] })).toEqual([first.id])
        expect(yield* filtered({ search: "FULANO@" })).toEqual([second.id, first.id])
        expect(yield* filtered({ externalReference: "ref-1" })).toEqual([first.id])
        expect(yield* filtered({ status: "COMPLETED" })).toEqual([])
        expect(yield* filtered({ subaccountId: "sub_1" })).toEqual([])
        expect(yield* filtered({ dateFrom: second.createdAt })).toEqual([second.id])
        const duplicate = yield* Effect.result(store.insert(record({ externalReference: "ref-1" })))
        expect(Result.isFailure(duplicate) && duplicate.failure._tag).toBe("DuplicatePixTransferReference")
      }).pipe(Effect.provide(ports()))
    )

    it.effect("a status move is a compare-and-set on status and review: one winner, the rest refused", () =>
      Effect.gen(function* () {
        const store = yield* PixTransferStore.PixTransferStore
        const held = record({ review: "PENDING" })
        yield* store.insert(held)
        const at = new Date(Date.UTC(2026, 5, 2))
        const wrong = yield* Effect.result(
          store.updateStatus(
            alice,
            held.id,
            { status: "PENDING", review: "NONE" },
            { status: "PROCESSING", updatedAt: at }
          )
        )
        expect(Result.isFailure(wrong) && wrong.failure._tag).toBe("PixTransferStatusChanged")
        const results = yield* Effect.forEach(
          Array.from({ length: 6 }, () =>
            Effect.result(
              store.updateStatus(
                alice,
                held.id,
                { status: "PENDING", review: "PENDING" },
                { status: "PENDING", review: "APPROVED", updatedAt: at }
              )
            )
          ),
          (e) => e,
          { concurrency: "unbounded" }
        )
        expect(results.filter(Result.isSuccess)).toHaveLength(1)
        const settled = yield* store.updateStatus(
          alice,
          held.id,
          { status: "PENDING", review: "APPROVED" },
          { status: "COMPLETED", referenceId: "ref-net", recipient: { name: "Fulano" }, completedAt: at, updatedAt: at }
        )
        expect(settled).toMatchObject({
          status: "COMPLETED",
          review: "APPROVED",
          referenceId: "ref-net",
          recipient: { name: "Fulano" },
          completedAt: at
        })
        const again = yield* store.findById(alice, held.id)
        expect(again._tag === "Some" && again.value).toEqual(settled)
      }).pipe(Effect.provide(ports()))
    )

    it.effect("the resend scan lists PENDING transfers not held by a review, oldest first, up to the cut-off", () =>
      Effect.gen(function* () {
        const store = yield* PixTransferStore.PixTransferStore
        const a = record()
        const held = record({ review: "PENDING" })
        const approved = record({ review: "APPROVED" })
        const sent = record({ status: "PROCESSING" })
        const late = record()
        for (const r of [a, held, approved, sent, late]) yield* store.insert(r)
        const due = yield* store.findResendable(approved.createdAt, 10)
        expect(due.map((r) => r.id)).toEqual([a.id, approved.id])
        expect((yield* store.findResendable(late.createdAt, 1)).map((r) => r.id)).toEqual([a.id])
      }).pipe(Effect.provide(ports()))
    )

    it.effect("the resend scan and the limits usage agree with Transfers.isResendable and Limits.usageWithin", () =>
      Effect.gen(function* () {
        const store = yield* PixTransferStore.PixTransferStore
        // Around a São Paulo day and month boundary (UTC-3): 02:00Z on June 1 is still May 31 there.
        const times = ["2026-05-31T12:00:00Z", "2026-06-01T02:00:00Z", "2026-06-01T12:00:00Z", "2026-06-15T12:00:00Z"]
        const variants: ReadonlyArray<Partial<Transfers.PixTransferRecord>> = [
          {},
          { review: "PENDING" },
          { review: "APPROVED" },
          { review: "REFUSED", status: "FAILED" },
          { status: "PROCESSING" },
          { status: "COMPLETED" },
          { status: "FAILED" },
          { subaccountId: "sub_2" },
          { accountId: bob }
        ]
        const all = times.flatMap((time, i) =>
          variants.map((v, j) => {
            const createdAt = new Date(new Date(time).getTime() + j * 1000)
            const amountCentavos = 1_000 + 100 * i + j
            return record({
              subaccountId: "sub_1",
              amountCentavos: amountCentavos as never,
              netCentavos: (amountCentavos - 50) as never,
              createdAt,
              ...v
            })
          })
        )
        for (const r of all) yield* store.insert(r)
        for (const time of ["2026-05-31T00:00:00Z", ...times, "2026-07-01T00:00:00Z"]) {
          const cut = new Date(time)
          const expected = all
            .filter((r) => Transfers.isResendable(r, cut))
            .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1))
          const found = yield* store.findResendable(cut, PixTransferStore.resendableMax)
          expect(found.map((r) => r.id)).toEqual(expected.map((r) => r.id))
          const bounds = Limits.periodBounds(cut)
          const own = all.filter((r) => r.accountId === alice && r.subaccountId === "sub_1")
          expect(yield* store.sumSubaccountDebits(alice, "sub_1", bounds)).toEqual(
            Limits.usageWithin(own.map(Transfers.limitDebitOf), bounds)
          )
        }
      }).pipe(Effect.provide(ports()))
    )
  })

suite("PIX transfer store: in-memory reference", memoryPorts)
suite("PIX transfer store on PGlite", sqlPorts("pglite"))
describePostgres("PIX transfer store on PostgreSQL", () => {
  suite("PIX transfer store on PostgreSQL", sqlPorts("postgres"))
})
