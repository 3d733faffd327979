import { expect, it } from "@effect/vitest"
import { Accounts, Billing, BillingCards, Card, Ledger, SandboxClock } from "@trilho/domain"
import { CardTokenStoreSql } from "@trilho/postgres"
import { describePostgres } from "@trilho/postgres/testing"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { chargeOnce } from "../../src/jobs/ChargeSubscriptionCards.ts"
import { generateOnce } from "../../src/jobs/GenerateSubscriptionBillings.ts"
import { freshMigratedDatabase, payer, workerServices } from "./billingFixtures.ts"

const shop = Ledger.AccountId.make("acc_wk_card_subs")
const dayMs = 86_400_000
const holder = {
  name: "Ana Souza",
  email: "ana@example.com",
  cpfCnpj: "52998224725",
  postalCode: "01310100",
  addressNumber: "10",
  phone: "1134567890"
}
const cardOf = (number: string) => ({ holderName: "Ana", number, expiryMonth: "12", expiryYear: "2040", ccv: "123" })

const freshDatabase = freshMigratedDatabase("csub")

/** One worker runtime: the worker's services over a pool of its own. */
const workerRuntime = (url: string) => Layer.build(workerServices(url, "trilho-test-card"))

describePostgres("subscription card charges with two worker runtimes on one PostgreSQL", () => {
  it.live(
    "each due card cycle charged once by two racing workers; a failing card retried a day apart, then FAILED; cancel stops charges",
    () =>
      Effect.gen(function* () {
        const db = yield* freshDatabase
        const a = yield* workerRuntime(db.url)
        const b = yield* workerRuntime(db.url)
        // One processor for both workers, as a real processor is one service for every process.
        const processor = yield* Layer.build(Card.layerMemory())
        // Fresh layers: the worker's own (memoized) card services hold the worker's processor, not this shared one.
        const cards = Layer.fresh(BillingCards.CardSubscriptions.Default).pipe(
          Layer.provideMerge(Layer.fresh(BillingCards.CardBillings.Default)),
          Layer.provideMerge(Layer.fresh(BillingCards.CardTokens.Default)),
          Layer.provide(Layer.merge(CardTokenStoreSql.layer, Layer.succeedContext(processor)))
        )
        const on =
          (ctx: Context.Context<any>) =>
          <A, E>(effect: Effect.Effect<A, E, any>): Effect.Effect<A, E> =>
            Effect.provide(Effect.provide(effect, cards), ctx) as Effect.Effect<A, E>
        const [first, second] = [on(a), on(b)]
        const controls = Context.get(processor, Card.CardProcessorMemory)
        const charges = Effect.map(controls.calls, (calls) => calls.filter((c) => c === "chargeToken").length)

        yield* first(
          Effect.gen(function* () {
            yield* (yield* Accounts.Accounts).insert({
              id: shop,
              name: "Loja",
              email: "loja@card.test",
              flags: {},
              createdAt: new Date(0)
            })
            const link = yield* Context.get(processor, Card.CardProcessor).createOnboardingLink({
              merchantId: shop,
              returnUrl: "https://shop.test/done",
              refreshUrl: "https://shop.test/again"
            })
            yield* controls.submitOnboarding(link.processorAccountId, {
              company: { cnpj: "11.222.333/0001-81", legalName: "Loja Ltda" },
              bankAccount: { bankCode: "001", branch: "1234", accountNumber: "12345-6" }
            })
          })
        )
        const today = yield* first(SandboxClock.withSandboxTime(Effect.map(SandboxClock.nowDate, Billing.saoPauloDate)))
        const subscribe = (number: string, i: number) =>
          first(
            SandboxClock.withSandboxTime(
              Effect.flatMap(BillingCards.CardSubscriptions, (s) =>
                s.create({
                  accountId: shop,
                  method: "CARD_CREDIT",
                  amount: 50 + i,
                  cycle: "MONTHLY",
                  nextDueDate: today,
                  maxPayments: 3,
                  customer: payer,
                  creditCard: cardOf(number),
                  creditCardHolderInfo: holder,
                  remoteIp: "200.160.2.3"
                })
              )
            )
          )
        const approved = yield* Effect.forEach(Array.from({ length: 6 }), (_, i) => subscribe("4242424242424242", i))
        const failing = yield* subscribe("5555555555554444", 9)
        expect(approved[0]!.record).toMatchObject({ method: "CARD_CREDIT", card: { brand: "VISA", last4: "4242" } })
        yield* controls.setDeclining(failing.record.card!.token, "insufficient_funds")
        expect(yield* charges).toBe(0)

        // The first cycles are billed (due today), then both workers race to charge them.
        const made = yield* first(generateOnce(10))
        expect(made.made).toHaveLength(7)
        const drain = (run: typeof first) =>
          Effect.gen(function* () {
            const ids: Array<string> = []
            while (true) {
              const pass = yield* run(chargeOnce(2))
              if (pass.length === 0) return ids
              ids.push(...pass.map((r) => r.id))
            }
          })
        const raced = yield* Effect.all([drain(first), drain(second)], { concurrency: 2 })
        const chargedIds = [...raced[0], ...raced[1]]
        expect(new Set(chargedIds).size).toBe(chargedIds.length)
        expect(chargedIds.sort()).toEqual(made.made.map((m) => m.billingId).sort())
        expect(yield* charges).toBe(7)

        const states = (where: string) =>
          first(
            Effect.flatMap(
              SqlClient.SqlClient,
              (sql) => sql<{ readonly status: string; readonly n: number }>`
                SELECT status, count(*)::int AS n FROM billings
                 WHERE account_id = ${shop} AND ${sql.literal(where)} GROUP BY status ORDER BY status`
            )
          )
        expect(yield* states("true")).toEqual([
          { status: "CONFIRMED", n: 6 },
          { status: "PENDING", n: 1 }
        ])
        const failingBilling = made.made.find((m) => m.subscriptionId === failing.record.id)!.billingId
        const read = (id: string) => first(Effect.flatMap(Billing.Billings, (billings) => billings.findById(shop, id)))
        expect(yield* read(failingBilling)).toMatchObject({
          status: "PENDING",
          card: { attempts: 1, failureReason: "insufficient_funds" }
        })

        // Nothing more today; a day later the second attempt, a day after that the last: FAILED with payment.failed.
        expect(yield* first(chargeOnce())).toEqual([])
        // Each runtime reads the shared sandbox offset at most once a second (`SandboxClockSql`'s cache).
        const advance = (ms: number) =>
          Effect.andThen(
            second(Effect.flatMap(SandboxClock.SandboxClock, (c) => c.advance(ms))),
            Effect.sleep("1100 millis")
          )
        yield* advance(dayMs)
        const again = yield* Effect.all([drain(first), drain(second)], { concurrency: 2 })
        expect([...again[0], ...again[1]]).toEqual([failingBilling])
        expect(yield* read(failingBilling)).toMatchObject({ status: "PENDING", card: { attempts: 2 } })
        yield* advance(dayMs)
        const last = yield* Effect.all([drain(first), drain(second)], { concurrency: 2 })
        expect([...last[0], ...last[1]]).toEqual([failingBilling])
        expect(yield* read(failingBilling)).toMatchObject({ status: "FAILED", card: { attempts: 3 } })
        expect(yield* charges).toBe(9)
        yield* advance(dayMs)
        expect(yield* first(chargeOnce())).toEqual([])

        const events = yield* first(
          Effect.flatMap(
            SqlClient.SqlClient,
            (sql) => sql<{ readonly eventType: string; readonly n: number }>`
              SELECT event_type, count(*)::int AS n FROM outbox WHERE account_id = ${shop}
               GROUP BY event_type ORDER BY event_type`
          )
        )
        expect(events).toEqual([
          { eventType: "payment.created", n: 7 },
          { eventType: "payment.failed", n: 1 },
          { eventType: "payment.paid", n: 6 }
        ])

        // One subscription canceled: its second cycle is never billed nor charged; the others' are, once.
        yield* first(Effect.flatMap(Billing.Subscriptions, (s) => s.cancel(shop, approved[0]!.record.id)))
        yield* advance(31 * dayMs)
        const second_ = yield* first(generateOnce(10))
        expect(second_.made.map((m) => m.subscriptionId).sort()).toEqual(
          [...approved.slice(1), failing].map((s) => s.record.id).sort()
        )
        const before = yield* charges
        yield* Effect.all([drain(first), drain(second)], { concurrency: 2 })
        expect((yield* charges) - before).toBe(6)
      }),
    180_000
  )
})
