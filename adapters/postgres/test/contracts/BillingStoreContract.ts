import { expect, layer, type Vitest } from "@effect/vitest"
import { Billing, type Ledger } from "@trilho/domain"
import { Effect, type Layer, Option, Result } from "effect"
import { T0, at, uid } from "./fixtures.ts"

let sequence = 0

/** A PENDING boleto billing of `accountId` (R$ 100.00 due 2025-03-20) unless `overrides` say otherwise. */
export const billing = (accountId: string, overrides: Partial<Billing.BillingRecord> = {}): Billing.BillingRecord => {
  const n = ++sequence
  return {
    id: uid("bil"),
    accountId: accountId as Ledger.AccountId,
    method: "BOLETO",
    status: "PENDING",
    amountCentavos: 10_000,
    dueDate: "2025-03-20",
    customer: { name: "Maria da Silva", taxId: "12345678909", email: "maria@example.com" },
    fineBps: 200,
    interestMonthlyBps: 100,
    emitFiscalInvoice: false,
    sequence: n,
    boleto: {
      bankCode: "000",
      nossoNumero: String(n).padStart(11, "0"),
      barcode: uid("bar"),
      digitableLine: uid("line")
    },
    version: 1,
    requestFingerprint: "[]",
    createdAt: T0,
    updatedAt: T0,
    ...overrides
  }
}

const acc = () => uid("acc") as Ledger.AccountId
const ids = (rs: ReadonlyArray<Billing.BillingRecord>) => rs.map((r) => r.id)

/** The contract every billing store keeps, for `layer` of `@effect/vitest`. */
export const billingStoreTests = (it: Vitest.MethodsNonLive<Billing.BillingStore>) => {
  it.effect("a billing reads back as stored, by id (per account), reference (per account), barcode and txid", () =>
    Effect.gen(function* () {
      const store = yield* Billing.BillingStore
      const owner = acc()
      const bare = billing(owner)
      const txid = uid("TX")
      const full = billing(owner, {
        apiKeyId: "key_1",
        method: "PIX",
        status: "REFUNDED",
        description: "Pedido \"x\" 'y' ☕",
        externalReference: uid("ref"),
        customer: {
          name: "Empresa Ltda",
          taxId: "12ABC34501DE35",
          email: "fin@example.com",
          phone: "11999990000",
          id: "c-1",
          customerId: uid("cus")
        },
        boleto: undefined,
        pix: { txid, key: "pix@trilho.example", merchantName: "LOJA", merchantCity: "SAO PAULO" },
        payment: {
          paidOn: "2025-03-25",
          paidAt: at(T0, 5),
          paidCentavos: 10_216,
          fineCentavos: 200,
          interestCentavos: 16,
          feeCentavos: 99,
          netCentavos: 10_117
        },
        subscriptionId: uid("sub"),
        subscriptionCycle: 3,
        refundDescription: "devolvido",
        version: 4,
        updatedAt: at(T0, 9),
        overdueAt: at(T0, 2),
        refundedAt: at(T0, 9)
      })
      const { boleto: _, ...withoutBoleto } = full
      yield* store.insert(bare)
      yield* store.insert(withoutBoleto)
      expect(yield* store.findById(owner, bare.id)).toEqual(Option.some(bare))
      expect(yield* store.findById(owner, full.id)).toEqual(Option.some(withoutBoleto))
      expect(yield* store.findById(acc(), full.id)).toEqual(Option.none())
      expect(yield* store.findByBillingId(full.id)).toEqual(Option.some(withoutBoleto))
      expect(yield* store.findByExternalReference(owner, full.externalReference!)).toEqual(Option.some(withoutBoleto))
      expect(yield* store.findByExternalReference(acc(), full.externalReference!)).toEqual(Option.none())
      expect(yield* store.findByBarcode(bare.boleto!.barcode)).toEqual(Option.some(bare))
      expect(yield* store.findByBarcode(uid("bar"))).toEqual(Option.none())
      expect(yield* store.findByPixTxid(txid)).toEqual(Option.some(withoutBoleto))
      expect(yield* store.findByPixTxid(uid("TX"))).toEqual(Option.none())
    })
  )

  it.effect("a reference is taken once per account (nothing written), and is free in another account", () =>
    Effect.gen(function* () {
      const store = yield* Billing.BillingStore
      const owner = acc()
      const reference = uid("ref")
      const first = billing(owner, { externalReference: reference })
      yield* store.insert(first)
      const again = billing(owner, { externalReference: reference })
      const taken = yield* Effect.flip(store.insert(again))
      expect(taken._tag).toBe("DuplicateBillingReference")
      expect(yield* store.findByBillingId(again.id)).toEqual(Option.none())
      const elsewhere = billing(acc(), { externalReference: reference })
      yield* store.insert(elsewhere)
      expect(yield* store.findByExternalReference(elsewhere.accountId, reference)).toEqual(Option.some(elsewhere))
      expect(yield* store.findByExternalReference(owner, reference)).toEqual(Option.some(first))
    })
  )

  it.effect("the billing number grows with each call, never repeating", () =>
    Effect.gen(function* () {
      const store = yield* Billing.BillingStore
      const numbers = yield* Effect.all(
        Array.from({ length: 8 }, () => store.nextSequence),
        { concurrency: 4 }
      )
      expect(new Set(numbers).size).toBe(8)
      const next = yield* store.nextSequence
      expect(next).toBeGreaterThan(Math.max(...numbers))
    })
  )

  it.effect("a write is a compare-and-set on the version: of racing writers exactly one wins", () =>
    Effect.gen(function* () {
      const store = yield* Billing.BillingStore
      const record = billing(acc())
      yield* store.insert(record)
      const overdue = { ...record, status: "OVERDUE" as const, version: 2, overdueAt: at(T0, 1), updatedAt: at(T0, 1) }
      expect(yield* store.update(overdue, 1)).toEqual(overdue)
      const stale = yield* Effect.flip(store.update({ ...record, status: "CANCELED", version: 2 }, 1))
      expect(stale._tag).toBe("BillingChanged")
      const elsewhere = yield* Effect.flip(store.update({ ...overdue, accountId: acc(), version: 3 }, 2))
      expect(elsewhere._tag).toBe("BillingChanged")
      const results = yield* Effect.all(
        Array.from({ length: 10 }, (_, i) =>
          Effect.result(
            store.update(
              {
                ...overdue,
                status: "RECEIVED",
                version: 3,
                updatedAt: at(T0, 10 + i),
                payment: {
                  paidOn: "2025-03-21",
                  paidAt: at(T0, 10 + i),
                  paidCentavos: 10_200 + i,
                  fineCentavos: 200,
                  interestCentavos: i,
                  feeCentavos: 199,
                  netCentavos: 10_001 + i
                }
              },
              2
            )
          )
        ),
        { concurrency: "unbounded" }
      )
      const won = results.filter(Result.isSuccess)
      expect(won).toHaveLength(1)
      expect(results.filter(Result.isFailure).every((r) => r.failure._tag === "BillingChanged")).toBe(true)
      expect(yield* store.findById(record.accountId, record.id)).toEqual(Option.some(won[0]!.success))
    })
  )

  it.effect("a page is newest first (id breaks ties), filtered, paged, with the count of all matches", () =>
    Effect.gen(function* () {
      const store = yield* Billing.BillingStore
      const owner = acc()
      const customerId = uid("cus")
      const records = [0, 1, 2, 3].map((i) =>
        billing(owner, {
          createdAt: at(T0, i === 3 ? 2 : i),
          method: i === 1 ? "PIX" : "BOLETO",
          status: i === 2 ? "OVERDUE" : "PENDING",
          dueDate: `2025-04-0${i + 1}`,
          externalReference: i === 0 ? uid("ref") : undefined,
          customer: { name: "A", taxId: "12345678909", email: "a@example.com", ...(i < 2 ? { customerId } : {}) }
        })
      )
      for (const r of records) yield* store.insert(r)
      yield* store.insert(billing(acc()))
      const all = 10
      const page1 = yield* store.findManyByAccount(owner, {}, { page: 1, pageSize: 2 })
      const page2 = yield* store.findManyByAccount(owner, {}, { page: 2, pageSize: 2 })
      const tied = [records[2]!, records[3]!].sort((a, b) => (a.id < b.id ? 1 : -1))
      expect(page1.total).toBe(4)
      expect(ids(page1.items)).toEqual(ids(tied))
      expect(ids(page2.items)).toEqual([records[1]!.id, records[0]!.id])
      const page = (filters: Billing.BillingListFilters) =>
        Effect.map(store.findManyByAccount(owner, filters, { page: 1, pageSize: all }), (p) => ids(p.items))
      expect(yield* page({ status: "OVERDUE" })).toEqual([records[2]!.id])
      expect(yield* page({ method: "PIX" })).toEqual([records[1]!.id])
      expect(yield* page({ customerId })).toEqual([records[1]!.id, records[0]!.id])
      expect(yield* page({ externalReference: records[0]!.externalReference! })).toEqual([records[0]!.id])
      expect(yield* page({ dueDateFrom: "2025-04-02", dueDateTo: "2025-04-03" })).toEqual([
        records[2]!.id,
        records[1]!.id
      ])
      expect(yield* page({ createdFrom: at(T0, 1), createdTo: at(T0, 1) })).toEqual([records[1]!.id])
      expect(yield* page({ status: "PENDING", method: "BOLETO", dueDateTo: "2025-04-01" })).toEqual([records[0]!.id])
      const beyond = yield* store.findManyByAccount(owner, {}, { page: 3, pageSize: 2 })
      expect(beyond).toEqual({ items: [], total: 4 })
    })
  )

  it.effect("the overdue scan takes PENDING billings due before today, earliest first, up to the limit", () =>
    Effect.gen(function* () {
      const store = yield* Billing.BillingStore
      // Due dates far before the other tests' (they share the store): only this test's rows are due here.
      const [a, b, c, d, e] = [
        { dueDate: "1999-12-30" },
        { dueDate: "1999-12-29" },
        { dueDate: "1999-12-31", status: "OVERDUE" as const },
        { dueDate: "2000-01-01" },
        { dueDate: "1999-12-30", status: "RECEIVED" as const }
      ].map((o) => billing(acc(), o)) as [
        Billing.BillingRecord,
        Billing.BillingRecord,
        Billing.BillingRecord,
        Billing.BillingRecord,
        Billing.BillingRecord
      ]
      for (const r of [a, b, c, d, e]) yield* store.insert(r)
      const tied = [a, billing(acc(), { dueDate: "1999-12-30" })].sort((x, y) => (x.id < y.id ? -1 : 1))
      yield* store.insert(tied.find((r) => r !== a)!)
      expect(ids(yield* store.findDue("2000-01-01", 100))).toEqual([b.id, ...ids(tied)])
      expect(ids(yield* store.findDue("2000-01-01", 2))).toEqual([b.id, tied[0]!.id])
      expect(ids(yield* store.findDue("2000-01-02", 100))).toEqual([b.id, ...ids(tied), d.id])
      yield* store.update({ ...b, status: "OVERDUE", version: 2, overdueAt: T0 }, 1)
      expect(ids(yield* store.findDue("2000-01-01", 100))).toEqual(ids(tied))
      expect(yield* store.findDue("1999-12-29", 100)).toEqual([])
    })
  )

  it.effect("a card billing's card reads back whole; the settlement scan takes CONFIRMED ones settling by now", () =>
    Effect.gen(function* () {
      const store = yield* Billing.BillingStore
      // Settlement instants far before the other tests' rows: only this test's billings are due here.
      const card = (settlesAt: Date): Billing.BillingCard => ({
        processorAccountId: "acct_sbx_1",
        token: uid("tok"),
        brand: "VISA",
        last4: "4242",
        remoteIp: "200.160.2.3",
        paymentId: uid("pay"),
        settlesAt,
        attempts: 1,
        lastAttemptAt: T0
      })
      const [early, late, tied] = [at(new Date(0), 1), at(new Date(0), 3), at(new Date(0), 1)].map((when) =>
        billing(acc(), { method: "CARD_CREDIT", status: "CONFIRMED", boleto: undefined, card: card(when) })
      ) as [Billing.BillingRecord, Billing.BillingRecord, Billing.BillingRecord]
      const failed = billing(acc(), {
        method: "CARD_CREDIT",
        status: "FAILED",
        boleto: undefined,
        card: { ...card(new Date(0)), failureReason: "insufficient_funds" }
      })
      for (const r of [early, late, tied, failed]) yield* store.insert(r)
      const found = yield* store.findById(early.accountId, early.id)
      expect(Option.getOrThrow(found).card).toEqual(early.card)
      expect(Option.getOrThrow(yield* store.findById(failed.accountId, failed.id)).card?.failureReason).toBe(
        "insufficient_funds"
      )
      const firstTwo = [early, tied].sort((x, y) => (x.id < y.id ? -1 : 1))
      expect(ids(yield* store.findSettlementDue(at(new Date(0), 2), 100))).toEqual(ids(firstTwo))
      expect(ids(yield* store.findSettlementDue(at(new Date(0), 3), 1))).toEqual([firstTwo[0]!.id])
      const settled = { ...early, status: "RECEIVED" as const, version: 2, card: { ...early.card!, settledAt: T0 } }
      yield* store.update(settled, 1)
      expect(ids(yield* store.findSettlementDue(at(new Date(0), 3), 100))).toEqual([tied.id, late.id])
      expect(Option.getOrThrow(yield* store.findById(early.accountId, early.id)).card?.settledAt).toEqual(T0)
    })
  )

  it.effect("the card charge scan takes PENDING and OVERDUE billings whose charge is due by now, earliest first", () =>
    Effect.gen(function* () {
      const store = yield* Billing.BillingStore
      // Charge instants far before the other tests' rows: only this test's billings are due here.
      const due = (ms: number, status: Billing.BillingRecord["status"] = "PENDING") =>
        billing(acc(), {
          method: "CARD_CREDIT",
          status,
          boleto: undefined,
          card: {
            processorAccountId: "acct_sbx_1",
            token: uid("tok"),
            remoteIp: "200.1.2.3",
            nextChargeAt: at(new Date(0), ms)
          }
        })
      const [a, b, c, failed] = [due(20), due(10, "OVERDUE"), due(30), due(5, "FAILED")] as [
        Billing.BillingRecord,
        Billing.BillingRecord,
        Billing.BillingRecord,
        Billing.BillingRecord
      ]
      for (const r of [a, b, c, failed]) yield* store.insert(r)
      expect(ids(yield* store.findCardChargeDue(at(new Date(0), 25), 100))).toEqual([b.id, a.id])
      expect(ids(yield* store.findCardChargeDue(at(new Date(0), 25), 1))).toEqual([b.id])
      // A claim moves the instant on (a compare-and-set): the billing is not due again until then.
      yield* store.update({ ...b, version: 2, card: { ...b.card!, nextChargeAt: at(new Date(0), 40) } }, 1)
      expect(ids(yield* store.findCardChargeDue(at(new Date(0), 35), 100))).toEqual([a.id, c.id])
      yield* store.update({ ...a, status: "CONFIRMED", version: 2 }, 1)
      expect(ids(yield* store.findCardChargeDue(at(new Date(0), 45), 100))).toEqual([c.id, b.id])
    })
  )

  it.effect("a subscription's cycle is billed once; its billings read back by cycle, per account", () =>
    Effect.gen(function* () {
      const store = yield* Billing.BillingStore
      const owner = acc()
      const subscriptionId = uid("sub")
      const second = billing(owner, { subscriptionId, subscriptionCycle: 2, dueDate: "2025-04-20" })
      const first = billing(owner, { subscriptionId, subscriptionCycle: 1 })
      yield* store.insert(second)
      yield* store.insert(first)
      const again = yield* Effect.flip(store.insert(billing(owner, { subscriptionId, subscriptionCycle: 2 })))
      expect(again._tag).toBe("DuplicateBillingCycle")
      yield* store.insert(billing(owner, { subscriptionId: uid("sub"), subscriptionCycle: 2 }))
      expect(ids(yield* store.findManyBySubscription(owner, subscriptionId))).toEqual([first.id, second.id])
      expect((yield* store.findManyBySubscription(owner, subscriptionId))[1]?.subscriptionCycle).toBe(2)
      expect(yield* store.findManyBySubscription(acc(), subscriptionId)).toEqual([])
    })
  )
}

/** The billing store contract against `store`, built once for the suite. */
export const billingStoreContract = <E>(name: string, store: Layer.Layer<Billing.BillingStore, E>) =>
  layer(store, { excludeTestServices: true })(name, (it) => billingStoreTests(it))
