import { expect, layer, type Vitest } from "@effect/vitest"
import { Billing, type Ledger } from "@trilho/domain"
import { Effect, type Layer, Option } from "effect"
import { T0, at, uid } from "./fixtures.ts"

/** An ACTIVE monthly boleto subscription of `accountId` (R$ 49.90, first due 2025-03-31) unless `overrides` say otherwise. */
export const subscription = (
  accountId: string,
  overrides: Partial<Billing.SubscriptionRecord> = {}
): Billing.SubscriptionRecord => ({
  id: uid("sub"),
  accountId: accountId as Ledger.AccountId,
  method: "BOLETO",
  status: "ACTIVE",
  amountCentavos: 4_990,
  cycle: "MONTHLY",
  firstDueDate: "2025-03-31",
  cyclesBilled: 0,
  nextDueDate: "2025-03-31",
  customer: { name: "Maria da Silva", taxId: "12345678909", email: "maria@example.com" },
  fineBps: 200,
  interestMonthlyBps: 100,
  version: 1,
  requestFingerprint: "[]",
  createdAt: T0,
  updatedAt: T0,
  ...overrides
})

const acc = () => uid("acc") as Ledger.AccountId
const ids = (rs: ReadonlyArray<Billing.SubscriptionRecord>) => rs.map((r) => r.id)

/** The contract every subscription store keeps, for `layer` of `@effect/vitest`. */
export const subscriptionStoreTests = (it: Vitest.MethodsNonLive<Billing.SubscriptionStore>) => {
  it.effect(
    "a subscription reads back as stored (a card one with its card), by id and by reference, each per account",
    () =>
      Effect.gen(function* () {
        const store = yield* Billing.SubscriptionStore
        const owner = acc()
        const bare = subscription(owner)
        const full = subscription(owner, {
          apiKeyId: "key_1",
          method: "PIX",
          status: "EXPIRED",
          cycle: "WEEKLY",
          cyclesBilled: 4,
          nextDueDate: undefined,
          endDate: "2025-04-30",
          maxPayments: 4,
          description: 'Plano "x" ☕',
          externalReference: uid("ref"),
          customer: {
            name: "Empresa",
            taxId: "12ABC34501DE35",
            email: "f@example.com",
            phone: "11999990000",
            id: "c-1"
          },
          version: 5,
          updatedAt: at(T0, 9),
          expiredAt: at(T0, 9)
        })
        const card = subscription(owner, {
          method: "CARD_CREDIT",
          card: {
            processorAccountId: "acct_sbx_1",
            token: uid("tok"),
            brand: "VISA",
            last4: "4242",
            remoteIp: "200.1.2.3"
          }
        })
        yield* store.insert(bare)
        yield* store.insert(full)
        yield* store.insert(card)
        expect(yield* store.findById(owner, bare.id)).toEqual(Option.some(bare))
        expect(yield* store.findById(owner, full.id)).toEqual(Option.some(full))
        expect(yield* store.findById(owner, card.id)).toEqual(Option.some(card))
        expect(yield* store.findByExternalReference(owner, full.externalReference!)).toEqual(Option.some(full))
        expect(yield* store.findById(acc(), bare.id)).toEqual(Option.none())
        expect(yield* store.findByExternalReference(acc(), full.externalReference!)).toEqual(Option.none())
      })
  )

  it.effect("a reference is taken once per account (nothing written), and is free in another account", () =>
    Effect.gen(function* () {
      const store = yield* Billing.SubscriptionStore
      const owner = acc()
      const ref = uid("ref")
      yield* store.insert(subscription(owner, { externalReference: ref }))
      const second = subscription(owner, { externalReference: ref })
      expect((yield* Effect.flip(store.insert(second)))._tag).toBe("DuplicateSubscriptionReference")
      expect(yield* store.findById(owner, second.id)).toEqual(Option.none())
      yield* store.insert(subscription(acc(), { externalReference: ref }))
    })
  )

  it.effect("a write is a compare-and-set on the version: of racing writers exactly one wins", () =>
    Effect.gen(function* () {
      const store = yield* Billing.SubscriptionStore
      const s = subscription(acc())
      yield* store.insert(s)
      const outcomes = yield* Effect.all(
        Array.from({ length: 8 }, (_, i) =>
          Effect.exit(
            store.update({ ...s, cyclesBilled: 1, nextDueDate: "2025-04-30", version: 2, updatedAt: at(T0, i + 1) }, 1)
          )
        ),
        { concurrency: "unbounded" }
      )
      expect(outcomes.filter((o) => o._tag === "Success")).toHaveLength(1)
      const after = Option.getOrThrow(yield* store.findById(s.accountId, s.id))
      expect([after.cyclesBilled, after.nextDueDate, after.version]).toEqual([1, "2025-04-30", 2])
      const stale = yield* Effect.flip(store.update({ ...s, status: "CANCELED", version: 2, canceledAt: T0 }, 1))
      expect(stale._tag).toBe("SubscriptionChanged")
      const canceled = yield* store.update({ ...after, status: "CANCELED", version: 3, canceledAt: T0 }, 2)
      expect(canceled.canceledAt).toEqual(T0)
    })
  )

  it.effect("a page is newest first, filtered by status, paged, with the count of all matches", () =>
    Effect.gen(function* () {
      const store = yield* Billing.SubscriptionStore
      const owner = acc()
      const made = Array.from({ length: 5 }, (_, i) =>
        subscription(owner, { createdAt: at(T0, i * 1000), status: i % 2 === 0 ? "ACTIVE" : "CANCELED" })
      )
      for (const s of made) yield* store.insert(s)
      yield* store.insert(subscription(acc()))
      const all = yield* store.findManyByAccount(owner, {}, { page: 1, pageSize: 2 })
      expect([ids(all.items), all.total]).toEqual([[made[4]!.id, made[3]!.id], 5])
      const last = yield* store.findManyByAccount(owner, {}, { page: 3, pageSize: 2 })
      expect(ids(last.items)).toEqual([made[0]!.id])
      const active = yield* store.findManyByAccount(owner, { status: "ACTIVE" }, { page: 1, pageSize: 10 })
      expect([ids(active.items), active.total]).toEqual([[made[4]!.id, made[2]!.id, made[0]!.id], 3])
    })
  )

  it.effect(
    "the generation scan takes ACTIVE subscriptions due on or before a date, earliest first, up to the limit",
    () =>
      Effect.gen(function* () {
        const store = yield* Billing.SubscriptionStore
        const owner = acc()
        const a = subscription(owner, { nextDueDate: "1990-01-03" })
        const b = subscription(owner, { nextDueDate: "1990-01-01" })
        const c = subscription(owner, { nextDueDate: "1990-01-02", status: "CANCELED" })
        const d = subscription(owner, { nextDueDate: "1990-01-05" })
        const ended = subscription(owner, { nextDueDate: undefined, status: "EXPIRED" })
        for (const s of [a, b, c, d, ended]) yield* store.insert(s)
        expect(ids(yield* store.findDue("1990-01-03", 100))).toEqual([b.id, a.id])
        expect(ids(yield* store.findDue("1990-01-05", 1))).toEqual([b.id])
        expect(yield* store.findDue("1989-12-31", 100)).toEqual([])
      })
  )
}

/** The subscription store contract against `store`, built once for the suite. */
export const subscriptionStoreContract = <E>(name: string, store: Layer.Layer<Billing.SubscriptionStore, E>) =>
  layer(store, { excludeTestServices: true })(name, (it) => subscriptionStoreTests(it))
