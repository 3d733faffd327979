import { expect, layer, type Vitest } from "@effect/vitest"
import { type Fiscal, InvoiceStore, type Ledger, Money } from "@trilho/domain"
import { Effect, type Layer, Option, Result } from "effect"
import { T0, at, uid } from "./fixtures.ts"

/** A CREATED invoice of `accountId` (R$ 100.00 of service, ISS 2.5 %) unless `overrides` say otherwise. */
export const invoice = (accountId: string, overrides: Partial<Fiscal.InvoiceRecord> = {}): Fiscal.InvoiceRecord => ({
  id: uid("nfs"),
  accountId: accountId as Ledger.AccountId,
  source: { type: "PIX_CHARGE", id: uid("pix") },
  status: "CREATED",
  serviceCentavos: Money.centavos(10_000),
  issRateBps: 250,
  issCentavos: Money.centavos(250),
  serviceCode: "01.07",
  cityCode: "3550308",
  description: "Consultoria",
  createdAt: T0,
  updatedAt: T0,
  ...overrides
})

const acc = () => uid("acc") as Ledger.AccountId

const document = {
  number: "202600000042",
  verificationCode: "AB12CD34",
  pdfUrl: "https://nfse.example/42.pdf",
  xmlUrl: "https://nfse.example/42.xml",
  issuedAt: at(T0, 7)
}

/** The contract every invoice store keeps, for `layer` of `@effect/vitest`. */
export const invoiceStoreTests = (it: Vitest.MethodsNonLive<InvoiceStore.InvoiceStore>) => {
  it.effect("an invoice reads back as stored, every optional field too, by id and by source, in its account only", () =>
    Effect.gen(function* () {
      const store = yield* InvoiceStore.InvoiceStore
      const owner = acc()
      const bare = invoice(owner)
      const full = invoice(owner, {
        apiKeyId: "key_1",
        source: { type: "BILLING", id: uid("bil") },
        status: "ISSUED",
        description: "Serviço \"x\" 'y' ☕",
        taker: { name: "Ana Souza", taxId: "12345678909" },
        protocol: "SBX-1",
        document,
        failureReason: "none",
        cancelReason: "none",
        submittedAt: at(T0, 3),
        failedAt: at(T0, 4),
        cancelledAt: at(T0, 5),
        updatedAt: at(T0, 6)
      })
      expect(yield* store.insert(bare)).toEqual({ record: bare, inserted: true })
      yield* store.insert(full)
      expect(yield* store.findById(owner, bare.id)).toEqual(Option.some(bare))
      expect(yield* store.findById(owner, full.id)).toEqual(Option.some(full))
      expect(yield* store.findBySource(owner, full.source)).toEqual(Option.some(full))
      expect(yield* store.findById(acc(), full.id)).toEqual(Option.none())
      expect(yield* store.findBySource(acc(), full.source)).toEqual(Option.none())
    })
  )

  it.effect("one invoice per source: a second insert writes nothing and returns the first", () =>
    Effect.gen(function* () {
      const store = yield* InvoiceStore.InvoiceStore
      const owner = acc()
      const first = invoice(owner)
      yield* store.insert(first)
      const second = invoice(owner, {
        source: first.source,
        serviceCentavos: Money.centavos(1),
        issCentavos: Money.centavos(0)
      })
      expect(yield* store.insert(second)).toEqual({ record: first, inserted: false })
      expect(yield* store.findById(owner, second.id)).toEqual(Option.none())
      // The same source id of another account is another invoice.
      const other = invoice(acc(), { source: first.source })
      expect((yield* store.insert(other)).inserted).toBe(true)
    })
  )

  it.effect("a page is newest first (id breaks ties), filtered by status and source, with the count of all", () =>
    Effect.gen(function* () {
      const store = yield* InvoiceStore.InvoiceStore
      const owner = acc()
      const records = [0, 1, 2, 3].map((i) =>
        invoice(owner, {
          createdAt: at(T0, i < 2 ? 0 : i),
          status: i % 2 === 0 ? "CREATED" : "ISSUED",
          ...(i % 2 === 0 ? {} : { document }),
          ...(i === 3 ? { source: { type: "BILLING" as const, id: "bil_x" } } : {})
        })
      )
      for (const r of records) yield* store.insert(r)
      yield* store.insert(invoice(acc()))
      const page1 = yield* store.findPage(owner, {}, { page: 1, pageSize: 3 })
      const sameInstant = [records[0]!.id, records[1]!.id].sort().reverse()
      expect(page1.total).toBe(4)
      expect(page1.items.map((r) => r.id)).toEqual([records[3]!.id, records[2]!.id, sameInstant[0]])
      expect((yield* store.findPage(owner, {}, { page: 2, pageSize: 3 })).items.map((r) => r.id)).toEqual([
        sameInstant[1]
      ])
      expect((yield* store.findPage(owner, {}, { page: 3, pageSize: 3 })).items).toEqual([])
      const issued = yield* store.findPage(owner, { status: "ISSUED" }, { page: 1, pageSize: 10 })
      expect(issued.items.map((r) => r.id).sort()).toEqual([records[1]!.id, records[3]!.id].sort())
      const billing = yield* store.findPage(owner, { sourceType: "BILLING" }, { page: 1, pageSize: 10 })
      expect(billing.items.map((r) => r.id)).toEqual([records[3]!.id])
      const bySource = yield* store.findPage(owner, { sourceId: records[0]!.source.id }, { page: 1, pageSize: 10 })
      expect(bySource.items.map((r) => r.id)).toEqual([records[0]!.id])
    })
  )

  it.effect("a status move is a compare-and-set: it writes only from the expected status, keeping other fields", () =>
    Effect.gen(function* () {
      const store = yield* InvoiceStore.InvoiceStore
      const owner = acc()
      const record = invoice(owner)
      yield* store.insert(record)
      const sent = yield* store.updateStatus(owner, record.id, "CREATED", {
        status: "PROCESSING",
        updatedAt: at(T0, 1),
        protocol: "SBX-9",
        submittedAt: at(T0, 1)
      })
      expect(sent).toEqual({
        ...record,
        status: "PROCESSING",
        updatedAt: at(T0, 1),
        protocol: "SBX-9",
        submittedAt: at(T0, 1)
      })
      const late = yield* Effect.flip(
        store.updateStatus(owner, record.id, "CREATED", { status: "FAILED", updatedAt: at(T0, 2) })
      )
      expect(late).toMatchObject({ _tag: "InvoiceStatusChanged", expected: "CREATED" })
      const issued = yield* store.updateStatus(owner, record.id, "PROCESSING", {
        status: "ISSUED",
        updatedAt: at(T0, 3),
        document
      })
      expect(issued).toEqual({ ...sent, status: "ISSUED", updatedAt: at(T0, 3), document })
      expect(
        yield* Effect.flip(store.updateStatus(acc(), record.id, "ISSUED", { status: "CANCELLED", updatedAt: T0 }))
      ).toMatchObject({ _tag: "InvoiceStatusChanged" })
    })
  )

  it.effect("due invoices: one status, written at or before the bound, oldest write first, bounded", () =>
    Effect.gen(function* () {
      const store = yield* InvoiceStore.InvoiceStore
      const base = at(T0, 3_600_000 * 24 * 365 * 10)
      const [a, b, c, d] = [2, 1, 3, 1].map((ms, i) =>
        invoice(acc(), {
          status: i === 3 ? "PROCESSING" : "CREATED",
          createdAt: at(base, ms),
          updatedAt: at(base, ms)
        })
      ) as [Fiscal.InvoiceRecord, Fiscal.InvoiceRecord, Fiscal.InvoiceRecord, Fiscal.InvoiceRecord]
      for (const r of [a, b, c, d]) yield* store.insert(r)
      const ids = (rs: ReadonlyArray<Fiscal.InvoiceRecord>) =>
        rs.filter((r) => r.updatedAt.getTime() >= base.getTime()).map((r) => r.id)
      expect(ids(yield* store.findDue("CREATED", at(base, 2), 100))).toEqual([b.id, a.id])
      expect(ids(yield* store.findDue("PROCESSING", at(base, 3), 100))).toEqual([d.id])
      expect(ids(yield* store.findDue("CREATED", at(base, 0), 100))).toEqual([])
      expect((yield* store.findDue("CREATED", at(base, 3), 1)).length).toBeLessThanOrEqual(1)
    })
  )

  it.effect("of 20 concurrent moves from CREATED, exactly one wins", () =>
    Effect.gen(function* () {
      const store = yield* InvoiceStore.InvoiceStore
      const owner = acc()
      const record = invoice(owner)
      yield* store.insert(record)
      const results = yield* Effect.all(
        Array.from({ length: 20 }, (_, i) =>
          Effect.result(
            store.updateStatus(owner, record.id, "CREATED", {
              status: i % 2 === 0 ? "PROCESSING" : "FAILED",
              updatedAt: at(T0, i + 1)
            })
          )
        ),
        { concurrency: "unbounded" }
      )
      expect(results.filter(Result.isSuccess)).toHaveLength(1)
      for (const r of results) if (Result.isFailure(r)) expect(r.failure._tag).toBe("InvoiceStatusChanged")
    })
  )
}

/** The invoice store contract against `store`, built once for the suite. */
export const invoiceStoreContract = <E>(name: string, store: Layer.Layer<InvoiceStore.InvoiceStore, E>) =>
  layer(store, { excludeTestServices: true })(name, (it) => invoiceStoreTests(it))
