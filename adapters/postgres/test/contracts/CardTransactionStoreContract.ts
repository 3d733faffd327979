import { expect, layer, type Vitest } from "@effect/vitest"
import { Card, type Ledger } from "@trilho/domain"
import { Effect, type Layer, Option, Result } from "effect"
import { T0, at, hourMs, uid } from "./fixtures.ts"

/** A `PENDING` card transaction of `accountId` (100.00 gross, 5.99 fee) unless `overrides` say otherwise. */
export const cardTransaction = (
  accountId: string,
  overrides: Partial<Card.CardTransactionRecord> = {}
): Card.CardTransactionRecord => ({
  id: uid("card"),
  accountId: accountId as Ledger.AccountId,
  apiKeyId: "key_1",
  status: "PENDING",
  amountCentavos: 10_000,
  grossCentavos: 10_000,
  feeCentavos: 599,
  netCentavos: 9_401,
  coverFee: false,
  description: 'Pedido ☕ "1"',
  processorAccountId: "acct_sbx_1",
  sessionId: uid("cs"),
  checkoutUrl: "https://pay.trilho.test/processor/checkout/cs_1",
  expiresAt: at(T0, 24 * hourMs),
  refundedCentavos: 0,
  version: 0,
  createdAt: T0,
  updatedAt: T0,
  ...overrides
})

const acc = () => uid("acc") as Ledger.AccountId

const captured = (record: Card.CardTransactionRecord): Card.CardTransactionRecord => ({
  ...record,
  status: "COMPLETED",
  card: { token: "tok_sbx_1", brand: "VISA", bin: "424242", last4: "4242", expMonth: 12, expYear: 2030 },
  paymentId: "pay_sbx_1",
  capturedAt: at(T0, hourMs),
  settlesAt: at(T0, 2 * hourMs),
  updatedAt: at(T0, hourMs)
})

/** The behaviour every `CardTransactionStore` shares. */
export const cardTransactionStoreTests = (it: Vitest.MethodsNonLive<Card.CardTransactionStore>) => {
  it.effect("a transaction reads back as stored, by id in its own account and by session id", () =>
    Effect.gen(function* () {
      const store = yield* Card.CardTransactionStore
      const owner = acc()
      const full = cardTransaction(owner, {
        successUrl: "https://loja.example/ok?x=1",
        cancelUrl: "https://loja.example/cancel",
        coverFee: true
      })
      const bare = cardTransaction(owner)
      yield* store.insert(full)
      yield* store.insert(bare)
      expect(yield* store.findById(owner, full.id)).toEqual(Option.some(full))
      expect(yield* store.findById(owner, bare.id)).toEqual(Option.some(bare))
      expect(yield* store.findBySessionId(full.sessionId)).toEqual(Option.some(full))
      expect(yield* store.findById(acc(), full.id)).toEqual(Option.none())
      expect(yield* store.findBySessionId("cs_none")).toEqual(Option.none())
    })
  )

  it.effect("an account's transactions page newest first, ties by id descending, with the count of them all", () =>
    Effect.gen(function* () {
      const store = yield* Card.CardTransactionStore
      const owner = acc()
      const made = [0, 2, 1, 1, 0].map((h, i) =>
        cardTransaction(owner, { id: `card_${owner}_${i}`, createdAt: at(T0, h * hourMs) })
      )
      for (const record of made) yield* store.insert(record)
      yield* store.insert(cardTransaction(acc()))
      const order = [made[1]!, made[3]!, made[2]!, made[4]!, made[0]!].map((r) => r.id)
      const first = yield* store.findManyByAccount(owner, { page: 1, pageSize: 2 })
      expect(first.total).toBe(5)
      expect(first.items.map((r) => r.id)).toEqual(order.slice(0, 2))
      const last = yield* store.findManyByAccount(owner, { page: 3, pageSize: 2 })
      expect(last).toEqual({ items: [made[0]], total: 5 })
      expect(yield* store.findManyByAccount(owner, { page: 4, pageSize: 2 })).toEqual({ items: [], total: 5 })
      expect(yield* store.findManyByAccount(acc(), { page: 1, pageSize: 10 })).toEqual({ items: [], total: 0 })
    })
  )

  it.effect("findExpiredOpen reads the open checkouts past their expiry, earliest first, up to the limit", () =>
    Effect.gen(function* () {
      const store = yield* Card.CardTransactionStore
      const owner = acc()
      // far in the future, so other tests' rows (expiring at T0 + 24 h) come first and are filtered out below
      const base = at(T0, 1_000 * 24 * hourMs)
      const late = cardTransaction(owner, { expiresAt: at(base, 2 * hourMs) })
      const early = cardTransaction(owner, {
        status: "AWAITING_CHALLENGE",
        challengeId: "ch_1",
        expiresAt: at(base, hourMs)
      })
      const notYet = cardTransaction(owner, { expiresAt: at(base, 5 * hourMs) })
      const done = { ...captured(cardTransaction(owner)), expiresAt: at(base, hourMs) }
      for (const r of [late, early, notYet, done]) yield* store.insert(r)
      const mine = (rows: ReadonlyArray<Card.CardTransactionRecord>) =>
        rows.filter((r) => r.accountId === owner).map((r) => r.id)
      expect(mine(yield* store.findExpiredOpen(at(base, 3 * hourMs), 1000))).toEqual([early.id, late.id])
      expect(mine(yield* store.findExpiredOpen(at(base, hourMs), 1000))).toEqual([early.id])
      expect(yield* store.findExpiredOpen(at(base, 3 * hourMs), 0)).toEqual([])
    })
  )

  it.effect("a link session's transaction (no key) is found by its external reference in its own account only", () =>
    Effect.gen(function* () {
      const store = yield* Card.CardTransactionStore
      const owner = acc()
      const reference = uid("chk")
      const { apiKeyId: _key, ...keyless } = cardTransaction(owner, { externalReference: reference })
      yield* store.insert(keyless)
      yield* store.insert(cardTransaction(owner))
      expect(yield* store.findByExternalReference(owner, reference)).toEqual(Option.some(keyless))
      expect(yield* store.findByExternalReference(acc(), reference)).toEqual(Option.none())
      expect(yield* store.findByExternalReference(owner, uid("chk"))).toEqual(Option.none())
      const updated = yield* store.update({ ...keyless, status: "FAILED", failureReason: "insufficient_funds" })
      expect(updated).toMatchObject({ externalReference: reference, status: "FAILED", version: 1 })
      expect(updated.apiKeyId).toBeUndefined()
    })
  )

  it.effect("update writes the mutable fields by compare-and-set on the version, keeping the checkout as created", () =>
    Effect.gen(function* () {
      const store = yield* Card.CardTransactionStore
      const owner = acc()
      const record = cardTransaction(owner)
      yield* store.insert(record)
      const next = captured({ ...record, description: "changed", grossCentavos: 1 })
      const updated = yield* store.update(next)
      expect(updated).toEqual({ ...captured(record), version: 1 })
      expect(yield* store.findById(owner, record.id)).toEqual(Option.some(updated))
      const stale = yield* Effect.flip(store.update({ ...next, status: "FAILED" }))
      expect(stale).toMatchObject({ _tag: "CardTransactionChanged", expectedVersion: 0, actualVersion: 1 })
      const missing = yield* Effect.flip(store.update({ ...updated, accountId: acc() }))
      expect(missing).toMatchObject({ _tag: "CardTransactionNotFound" })
      const refunded = yield* store.update({ ...updated, status: "REFUNDED", refundedCentavos: 9_401 })
      expect(refunded).toMatchObject({ status: "REFUNDED", refundedCentavos: 9_401, version: 2 })
    })
  )

  it.effect(
    "findSettlementDue lists captured, unsettled transactions due at now, earliest first, up to the limit",
    () =>
      Effect.gen(function* () {
        const store = yield* Card.CardTransactionStore
        const owner = acc()
        const now = at(T0, 1_000 * hourMs)
        const late = captured(cardTransaction(owner, { id: uid("card") }))
        const early = { ...captured(cardTransaction(owner)), settlesAt: at(T0, -500 * hourMs) }
        const future = { ...captured(cardTransaction(owner)), settlesAt: at(now, 1) }
        const open = cardTransaction(owner)
        for (const r of [late, early, future, open]) yield* store.insert(r)
        const due = (yield* store.findSettlementDue(now, 1000)).filter((r) => r.accountId === owner)
        expect(due.map((r) => r.id)).toEqual([early.id, late.id])
        yield* store.update({ ...early, settledAt: now })
        const after = (yield* store.findSettlementDue(now, 1000)).filter((r) => r.accountId === owner)
        expect(after.map((r) => r.id)).toEqual([late.id])
        expect(yield* store.findSettlementDue(now, 0)).toEqual([])
      })
  )
}

/**
 * `writers` updates at once of one transaction read at the same version: exactly one is written, the rest are
 * `CardTransactionChanged`, and the version moved by one.
 */
export const updateRace = (store: Card.CardTransactionStore["Service"], writers: number) =>
  Effect.gen(function* () {
    const owner = acc()
    const record = captured(cardTransaction(owner))
    yield* store.insert(record)
    const results = yield* Effect.all(
      Array.from({ length: writers }, (_, i) =>
        Effect.result(store.update({ ...record, status: "PARTIALLY_REFUNDED", refundedCentavos: i + 1 }))
      ),
      { concurrency: "unbounded" }
    )
    expect(results.filter(Result.isSuccess)).toHaveLength(1)
    for (const r of results) if (Result.isFailure(r)) expect(r.failure._tag).toBe("CardTransactionChanged")
    expect(Option.getOrThrow(yield* store.findById(owner, record.id)).version).toBe(1)
  })

/** The contract suite against one store layer. */
export const cardTransactionStoreContract = <E>(name: string, store: Layer.Layer<Card.CardTransactionStore, E>) =>
  layer(store, { excludeTestServices: true })(name, (it) => {
    cardTransactionStoreTests(it)
    it.effect("20 updates at once at the same version: exactly one is written", () =>
      Effect.gen(function* () {
        yield* updateRace(yield* Card.CardTransactionStore, 20)
      })
    )
  })
