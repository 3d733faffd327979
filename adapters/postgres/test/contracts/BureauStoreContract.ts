import { expect, layer, type Vitest } from "@effect/vitest"
import { type Bureau, BureauStore, type Ledger, Money } from "@trilho/domain"
import { Effect, type Layer, Option, Result } from "effect"
import { T0, at, uid } from "./fixtures.ts"

const pdf = new TextEncoder().encode("%PDF-1.4 proof")
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 255])

/** A PENDING dunning of `accountId` (one PDF document) unless `overrides` say otherwise. */
export const dunning = (accountId: string, overrides: Partial<Bureau.DunningRecord> = {}): Bureau.DunningRecord => ({
  id: uid("dun"),
  accountId: accountId as Ledger.AccountId,
  billingId: uid("bil"),
  type: "CREDIT_BUREAU",
  status: "PENDING",
  debtor: { name: "Maria Souza", taxId: "52998224725" },
  address: {
    postalCode: "01310100",
    street: "Avenida Paulista",
    number: "1000",
    district: "Bela Vista",
    city: "São Paulo",
    state: "SP"
  },
  documents: [{ name: "contrato.pdf", contentType: "application/pdf", sizeBytes: pdf.length, sha256: "ab".repeat(32) }],
  amountCentavos: Money.centavos(15_000),
  feeCentavos: Money.centavos(1290),
  createdAt: T0,
  updatedAt: T0,
  ...overrides
})

/** A report of `accountId`. */
export const report = (accountId: string, overrides: Partial<Bureau.ReportRecord> = {}): Bureau.ReportRecord => ({
  id: uid("bcr"),
  accountId: accountId as Ledger.AccountId,
  customerId: "cus_1",
  cpfCnpj: "52998224725",
  status: "COMPLETED",
  score: 512,
  riskLevel: "MEDIUM",
  restrictions: 0,
  feeCentavos: Money.centavos(1990),
  createdAt: T0,
  ...overrides
})

const acc = () => uid("acc") as Ledger.AccountId

/** The contract every bureau store keeps, for `layer` of `@effect/vitest`. */
export const bureauStoreTests = (it: Vitest.MethodsNonLive<BureauStore.BureauStore>) => {
  it.effect(
    "a dunning reads back as stored, every optional field too, with its documents' bytes, in its account only",
    () =>
      Effect.gen(function* () {
        const store = yield* BureauStore.BureauStore
        const owner = acc()
        const bare = dunning(owner)
        const full = dunning(owner, {
          apiKeyId: "key_1",
          status: "CANCELED",
          description: "Aluguel \"x\" 'y' ☕",
          debtor: { name: "Ana", taxId: "11222333000181", email: "ana@example.com", phone: "11912345678" },
          address: { ...bare.address, complement: "Sala 2" },
          documents: [
            ...bare.documents,
            { name: "nota.png", contentType: "image/png", sizeBytes: png.length, sha256: "cd".repeat(32) }
          ],
          bureauReference: "SBX-1",
          cancelReason: "withdrawn",
          sentAt: at(T0, 1),
          registeredAt: at(T0, 2),
          paidOffAt: at(T0, 3),
          canceledAt: at(T0, 4),
          updatedAt: at(T0, 5)
        })
        yield* store.insertDunning(bare, [pdf])
        yield* store.insertDunning(full, [pdf, png])
        expect(yield* store.findDunningById(owner, bare.id)).toEqual(Option.some(bare))
        expect(yield* store.findDunningById(owner, full.id)).toEqual(Option.some(full))
        expect(yield* store.findDunningById(acc(), full.id)).toEqual(Option.none())
        expect(yield* store.findDocumentBytes(owner, full.id)).toEqual([pdf, png])
        expect(yield* store.findDocumentBytes(acc(), full.id)).toEqual([])
      })
  )

  it.effect("one active dunning per billing: a second is DunningAlreadyExists; a final one frees the billing", () =>
    Effect.gen(function* () {
      const store = yield* BureauStore.BureauStore
      const owner = acc()
      const first = dunning(owner)
      yield* store.insertDunning(first, [pdf])
      const again = yield* Effect.flip(store.insertDunning(dunning(owner, { billingId: first.billingId }), [pdf]))
      expect(again).toMatchObject({ _tag: "DunningAlreadyExists", billingId: first.billingId })
      expect(Option.getOrThrow(yield* store.findActiveDunning(owner, first.billingId)).id).toBe(first.id)
      // Another account may dun a billing id of its own with the same text.
      yield* store.insertDunning(dunning(acc(), { billingId: first.billingId }), [pdf])
      yield* store.updateDunningStatus(owner, first.id, "PENDING", { status: "CANCELED", updatedAt: at(T0, 1) })
      expect(yield* store.findActiveDunning(owner, first.billingId)).toEqual(Option.none())
      yield* store.insertDunning(dunning(owner, { billingId: first.billingId }), [pdf])
    })
  )

  it.effect("of 20 concurrent creates for one billing, exactly one is stored", () =>
    Effect.gen(function* () {
      const store = yield* BureauStore.BureauStore
      const owner = acc()
      const billingId = uid("bil")
      const results = yield* Effect.all(
        Array.from({ length: 20 }, () => Effect.result(store.insertDunning(dunning(owner, { billingId }), [pdf]))),
        { concurrency: "unbounded" }
      )
      expect(results.filter(Result.isSuccess)).toHaveLength(1)
      for (const r of results) if (Result.isFailure(r)) expect(r.failure._tag).toBe("DunningAlreadyExists")
    })
  )

  it.effect("pages are newest first, filtered by status and billing, with the count of all", () =>
    Effect.gen(function* () {
      const store = yield* BureauStore.BureauStore
      const owner = acc()
      const records = [0, 1, 2].map((i) =>
        dunning(owner, { createdAt: at(T0, i), status: i === 1 ? "CANCELED" : "PENDING" })
      )
      for (const r of records) yield* store.insertDunning(r, [pdf])
      yield* store.insertDunning(dunning(acc()), [pdf])
      const page1 = yield* store.findDunningPage(owner, {}, { page: 1, pageSize: 2 })
      expect(page1.total).toBe(3)
      expect(page1.items.map((r) => r.id)).toEqual([records[2]!.id, records[1]!.id])
      expect((yield* store.findDunningPage(owner, {}, { page: 2, pageSize: 2 })).items.map((r) => r.id)).toEqual([
        records[0]!.id
      ])
      const canceled = yield* store.findDunningPage(owner, { status: "CANCELED" }, { page: 1, pageSize: 10 })
      expect(canceled.items.map((r) => r.id)).toEqual([records[1]!.id])
      const byBilling = yield* store.findDunningPage(
        owner,
        { billingId: records[0]!.billingId },
        { page: 1, pageSize: 10 }
      )
      expect(byBilling.items.map((r) => r.id)).toEqual([records[0]!.id])
    })
  )

  it.effect("a status move is a compare-and-set; due dunnings are by status and last write, oldest first", () =>
    Effect.gen(function* () {
      const store = yield* BureauStore.BureauStore
      const owner = acc()
      const base = at(T0, 3_600_000 * 24 * 365 * 10)
      const a = dunning(owner, { createdAt: base, updatedAt: at(base, 2) })
      const b = dunning(owner, { createdAt: base, updatedAt: at(base, 1) })
      yield* store.insertDunning(a, [pdf])
      yield* store.insertDunning(b, [pdf])
      const recent = (rs: ReadonlyArray<Bureau.DunningRecord>) =>
        rs.filter((r) => r.updatedAt.getTime() >= base.getTime()).map((r) => r.id)
      expect(recent(yield* store.findDueDunnings("PENDING", at(base, 2), 100))).toEqual([b.id, a.id])
      const sent = yield* store.updateDunningStatus(owner, b.id, "PENDING", {
        status: "SENT",
        updatedAt: at(base, 3),
        bureauReference: "SBX-b",
        sentAt: at(base, 3)
      })
      expect(sent).toEqual({
        ...b,
        status: "SENT",
        updatedAt: at(base, 3),
        bureauReference: "SBX-b",
        sentAt: at(base, 3)
      })
      expect(
        yield* Effect.flip(store.updateDunningStatus(owner, b.id, "PENDING", { status: "CANCELED", updatedAt: base }))
      ).toMatchObject({ _tag: "DunningStatusChanged", expected: "PENDING" })
      expect(recent(yield* store.findDueDunnings("SENT", at(base, 3), 100))).toEqual([b.id])
      expect(recent(yield* store.findDueDunnings("PENDING", at(base, 3), 100))).toEqual([a.id])
    })
  )

  it.effect("a report reads back as stored, in its account only; pages filtered by customer and document", () =>
    Effect.gen(function* () {
      const store = yield* BureauStore.BureauStore
      const owner = acc()
      const r1 = report(owner, { apiKeyId: "key_1" })
      const r2 = report(owner, { customerId: "cus_2", cpfCnpj: "11222333000181", createdAt: at(T0, 1) })
      yield* store.insertReport(r1)
      yield* store.insertReport(r2)
      expect(yield* store.findReportById(owner, r1.id)).toEqual(Option.some(r1))
      expect(yield* store.findReportById(acc(), r1.id)).toEqual(Option.none())
      const all = yield* store.findReportPage(owner, {}, { page: 1, pageSize: 10 })
      expect(all.items.map((r) => r.id)).toEqual([r2.id, r1.id])
      expect((yield* store.findReportPage(owner, { customerId: "cus_2" }, { page: 1, pageSize: 10 })).total).toBe(1)
      expect((yield* store.findReportPage(owner, { cpfCnpj: "52998224725" }, { page: 1, pageSize: 10 })).items).toEqual(
        [r1]
      )
    })
  )
}

/** The bureau store contract against `store`, built once for the suite. */
export const bureauStoreContract = <E>(name: string, store: Layer.Layer<BureauStore.BureauStore, E>) =>
  layer(store, { excludeTestServices: true })(name, (it) => bureauStoreTests(it))
