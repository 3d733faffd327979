import { describe, expect, type Vitest } from "@effect/vitest"
import { EventLog, Outbox, Transactor, WebhookDeliveries, WebhookRetry } from "@trilho/domain"
import { Effect } from "effect"

export type DeliveryStorage =
  WebhookDeliveries.WebhookDeliveries | EventLog.EventLog | Outbox.Outbox | Transactor.Transactor

type AccountId = Outbox.OutboxEvent["accountId"]

let seq = 0
/** Ids unique within the test database (one database serves the whole suite). */
const fresh = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(++seq).toString(36)}`

const t0 = new Date("2026-03-01T12:00:00.000Z")
const at = (ms: number) => new Date(t0.getTime() + ms)

const newDelivery = (
  accountId: AccountId,
  eventId: number,
  endpointId: string,
  aggregateId: string
): WebhookDeliveries.NewDelivery => ({
  id: fresh("dlv"),
  accountId,
  eventId,
  endpointId,
  eventType: "payment.paid",
  aggregateId,
  body: `{"id":"x","n":${eventId}}`,
  attemptsLimit: WebhookRetry.deliveryAttemptsMax,
  createdAt: t0
})

/** Claims everything due for one endpoint at `now` (other tests' rows are filtered out). */
const claimFor = (endpointId: string, now: Date, leaseMs = 30_000) =>
  Effect.flatMap(WebhookDeliveries.WebhookDeliveries, (store) =>
    Effect.map(store.claimDue("w1", now, 1000, leaseMs), (rows) => rows.filter((d) => d.endpointId === endpointId))
  )

/** The endpoint's deliveries as stored now. */
const storedFor = (accountId: AccountId, endpointId: string) =>
  Effect.flatMap(WebhookDeliveries.WebhookDeliveries, (store) =>
    Effect.map(store.findManyByEndpoint(accountId, endpointId, { offset: 0, limit: 100 }), (page) => page.items)
  )

/** Claims at `now` and checks the claim took exactly what `WebhookRetry.claimable` names among the stored ones. */
const claimAgrees = (accountId: AccountId, endpointId: string, now: Date) =>
  Effect.gen(function* () {
    const expected = WebhookRetry.claimable(yield* storedFor(accountId, endpointId), now.getTime()).map((d) => d.id)
    const claimed = yield* claimFor(endpointId, now)
    expect(claimed.map((d) => d.id).sort()).toEqual([...expected].sort())
    return claimed
  })

/** An attempt record under `d`'s lease. */
const recordOf = (
  d: WebhookDeliveries.ClaimedDelivery,
  outcome: WebhookDeliveries.AttemptResult,
  atMs: number
): WebhookDeliveries.AttemptRecord => ({
  ...outcome,
  accountId: d.accountId,
  deliveryId: d.id,
  leaseToken: d.leaseToken,
  attempt: d.attempts + 1,
  at: at(atMs),
  durationMs: 1,
  statusCode: outcome.status === "SUCCEEDED" ? 200 : 500,
  error: outcome.status === "SUCCEEDED" ? undefined : "HTTP 500"
})

/** The contract of the `WebhookDeliveries` and `EventLog` ports. */
export const webhookDeliveriesTests = (it: Vitest.MethodsNonLive<DeliveryStorage>) => {
  describe("WebhookDeliveries", () => {
    it.effect("one delivery per (event, endpoint): inserting a page twice creates nothing new", () =>
      Effect.gen(function* () {
        const store = yield* WebhookDeliveries.WebhookDeliveries
        const account = fresh("acc") as AccountId
        const endpoint = fresh("wh")
        const first = [
          newDelivery(account, 9_000_001, endpoint, "pix_a"),
          newDelivery(account, 9_000_002, endpoint, "pix_b")
        ]
        expect(yield* store.insertMany(first)).toBe(2)
        const again = [
          newDelivery(account, 9_000_001, endpoint, "pix_a"),
          newDelivery(account, 9_000_002, endpoint, "pix_b")
        ]
        expect(yield* store.insertMany(again)).toBe(0)
        const found = yield* store.findManyByEvents(account, [9_000_001, 9_000_002])
        expect(found.map((d) => d.id)).toEqual(first.map((d) => d.id))
        expect(found.every((d) => d.status === "PENDING" && d.attempts === 0 && d.attemptsLimit === 6)).toBe(true)
      })
    )

    it.effect("a claim leases a delivery once; the lease's end makes it due again", () =>
      Effect.gen(function* () {
        const store = yield* WebhookDeliveries.WebhookDeliveries
        const account = fresh("acc") as AccountId
        const endpoint = fresh("wh")
        yield* store.insertMany([newDelivery(account, 9_100_001, endpoint, "pix_c")])
        const claimed = yield* claimFor(endpoint, at(0))
        expect(claimed).toHaveLength(1)
        expect(yield* claimFor(endpoint, at(29_999))).toHaveLength(0)
        const reclaimed = yield* claimFor(endpoint, at(30_000))
        expect(reclaimed.map((d) => d.id)).toEqual(claimed.map((d) => d.id))
        expect(reclaimed[0]!.leaseToken).not.toBe(claimed[0]!.leaseToken)
        // The first sender lost its lease: its record is refused, the second's accepted.
        const record = (leaseToken: string): WebhookDeliveries.AttemptRecord => ({
          accountId: account,
          deliveryId: claimed[0]!.id,
          leaseToken,
          attempt: 1,
          at: at(30_100),
          durationMs: 12,
          statusCode: 200,
          error: undefined,
          status: "SUCCEEDED",
          nextAttemptAt: undefined
        })
        expect(yield* store.recordAttempt(record(claimed[0]!.leaseToken))).toBe(false)
        expect(yield* store.recordAttempt(record(reclaimed[0]!.leaseToken))).toBe(true)
        expect(yield* store.recordAttempt(record(reclaimed[0]!.leaseToken))).toBe(false)
        const stored = yield* store.findById(account, claimed[0]!.id)
        expect(stored?.status).toBe("SUCCEEDED")
        expect(stored?.attemptsLog.map((a) => [a.attempt, a.statusCode, a.durationMs])).toEqual([[1, 200, 12]])
      })
    )

    it.effect("recordAttempts records a batch, each under its own lease, answering for each", () =>
      Effect.gen(function* () {
        const store = yield* WebhookDeliveries.WebhookDeliveries
        const account = fresh("acc") as AccountId
        const endpoint = fresh("wh")
        const ds = [1, 2, 3].map((n) => newDelivery(account, 9_150_000 + n, endpoint, `pix_batch${n}`))
        yield* store.insertMany(ds)
        const claimed = yield* claimFor(endpoint, at(0))
        expect(claimed).toHaveLength(3)
        const record = (d: WebhookDeliveries.ClaimedDelivery, leaseToken: string): WebhookDeliveries.AttemptRecord => ({
          accountId: account,
          deliveryId: d.id,
          leaseToken,
          attempt: 1,
          at: at(50),
          durationMs: 3,
          statusCode: 503,
          error: "HTTP 503",
          status: "PENDING",
          nextAttemptAt: at(60_050)
        })
        const answers = yield* store.recordAttempts([
          record(claimed[0]!, claimed[0]!.leaseToken),
          record(claimed[1]!, "someone else's lease"),
          record(claimed[2]!, claimed[2]!.leaseToken)
        ])
        expect(answers).toEqual([true, false, true])
        const first = yield* store.findById(account, claimed[0]!.id)
        expect(first).toMatchObject({ status: "PENDING", attempts: 1, lastStatusCode: 503 })
        expect(first?.nextAttemptAt?.getTime()).toBe(at(60_050).getTime())
        expect((yield* store.findById(account, claimed[1]!.id))?.attemptsLog).toEqual([])
        expect(yield* store.recordAttempts([])).toEqual([])
      })
    )

    it.effect("an (endpoint, aggregate) is sent in event order: a newer delivery waits for the older one", () =>
      Effect.gen(function* () {
        const store = yield* WebhookDeliveries.WebhookDeliveries
        const account = fresh("acc") as AccountId
        const endpoint = fresh("wh")
        const [older, newer, other] = [
          newDelivery(account, 9_200_001, endpoint, "pix_d"),
          newDelivery(account, 9_200_002, endpoint, "pix_d"),
          newDelivery(account, 9_200_003, endpoint, "pix_e")
        ]
        yield* store.insertMany([newer!, other!, older!])
        const first = yield* claimFor(endpoint, at(0))
        expect(first.map((d) => d.id).sort()).toEqual([older!.id, other!.id].sort())
        // The older one fails and is retried in a minute: the newer still waits.
        yield* store.recordAttempt({
          accountId: account,
          deliveryId: older!.id,
          leaseToken: first.find((d) => d.id === older!.id)!.leaseToken,
          attempt: 1,
          at: at(100),
          durationMs: 5,
          statusCode: 500,
          error: "HTTP 500",
          status: "PENDING",
          nextAttemptAt: at(60_100)
        })
        expect(yield* claimFor(endpoint, at(1_000))).toHaveLength(0)
        // `other` is due again too (its lease ended unrecorded); only pix_d's order is checked here.
        const retry = (yield* claimFor(endpoint, at(60_100))).filter((d) => d.aggregateId === "pix_d")
        expect(retry.map((d) => d.id)).toEqual([older!.id])
        yield* store.recordAttempt({
          accountId: account,
          deliveryId: older!.id,
          leaseToken: retry[0]!.leaseToken,
          attempt: 2,
          at: at(60_200),
          durationMs: 5,
          statusCode: 204,
          error: undefined,
          status: "SUCCEEDED",
          nextAttemptAt: undefined
        })
        const next = (yield* claimFor(endpoint, at(60_200))).filter((d) => d.aggregateId === "pix_d")
        expect(next.map((d) => d.id)).toEqual([newer!.id])
      })
    )

    it.effect("redelivery: FAILED back to PENDING with one more attempt, compare-and-set on the status", () =>
      Effect.gen(function* () {
        const store = yield* WebhookDeliveries.WebhookDeliveries
        const account = fresh("acc") as AccountId
        const endpoint = fresh("wh")
        const d = newDelivery(account, 9_300_001, endpoint, "pix_f")
        yield* store.insertMany([d])
        const [claimed] = yield* claimFor(endpoint, at(0))
        yield* store.recordAttempt({
          accountId: account,
          deliveryId: d.id,
          leaseToken: claimed!.leaseToken,
          attempt: 1,
          at: at(10),
          durationMs: 1,
          statusCode: 410,
          error: "HTTP 410",
          status: "FAILED",
          nextAttemptAt: undefined
        })
        const failed = { status: "FAILED", attempts: 1 } as const
        const again = (n: number) => ({ attemptsLimit: n, now: at(20) })
        expect(yield* store.redeliver(account, d.id, { status: "PENDING", attempts: 1 }, again(2))).toBeUndefined()
        expect(yield* store.redeliver(fresh("acc") as AccountId, d.id, failed, again(2))).toBeUndefined()
        const back = yield* store.redeliver(account, d.id, failed, again(2))
        expect(back).toMatchObject({ status: "PENDING", attempts: 1, attemptsLimit: 2 })
        const [retry] = yield* claimFor(endpoint, at(20))
        expect(retry?.id).toBe(d.id)
        // Attempted and FAILED again: a redelivery decided on the first FAILED view (attempts 1) is refused.
        yield* store.recordAttempt(recordOf(retry!, { status: "FAILED", nextAttemptAt: undefined }, 30))
        expect(yield* store.redeliver(account, d.id, failed, again(2))).toBeUndefined()
        const third = yield* store.redeliver(account, d.id, { status: "FAILED", attempts: 2 }, again(3))
        expect(third).toMatchObject({ status: "PENDING", attempts: 2, attemptsLimit: 3 })
      })
    )

    it.effect("claims agree with the domain's claimable: due, and waiting for no older PENDING delivery", () =>
      Effect.gen(function* () {
        const store = yield* WebhookDeliveries.WebhookDeliveries
        const account = fresh("acc") as AccountId
        const endpoint = fresh("wh")
        const aggregates = ["pix_x", "pix_x", "pix_x", "pix_y", "pix_y", "pix_z"]
        yield* store.insertMany(aggregates.map((a, i) => newDelivery(account, 9_350_001 + i, endpoint, a)))
        const first = yield* claimAgrees(account, endpoint, at(0))
        expect(first.map((d) => d.aggregateId).sort()).toEqual(["pix_x", "pix_y", "pix_z"])
        const of = (aggregateId: string) => first.find((d) => d.aggregateId === aggregateId)!
        yield* store.recordAttempts([
          recordOf(of("pix_x"), { status: "SUCCEEDED", nextAttemptAt: undefined }, 10),
          recordOf(of("pix_y"), { status: "PENDING", nextAttemptAt: at(120_000) }, 10),
          recordOf(of("pix_z"), { status: "FAILED", nextAttemptAt: undefined }, 10)
        ])
        // The second of pix_x is due; pix_y's second waits for its first, not due before 120 s.
        expect(yield* claimAgrees(account, endpoint, at(1_000))).toHaveLength(1)
        // The lease of that claim ends at 31 s: due again. Then pix_y's first is due too.
        expect(yield* claimAgrees(account, endpoint, at(31_000))).toHaveLength(1)
        expect(yield* claimAgrees(account, endpoint, at(200_000))).toHaveLength(2)
      })
    )

    it.effect("the endpoint log is paged newest first, with attempts; another account sees nothing", () =>
      Effect.gen(function* () {
        const store = yield* WebhookDeliveries.WebhookDeliveries
        const account = fresh("acc") as AccountId
        const endpoint = fresh("wh")
        const ds = [1, 2, 3].map((n) => newDelivery(account, 9_400_000 + n, endpoint, `pix_g${n}`))
        yield* store.insertMany(ds)
        const page = yield* store.findManyByEndpoint(account, endpoint, { offset: 1, limit: 1 })
        expect(page.total).toBe(3)
        expect(page.items.map((d) => d.id)).toEqual([ds[1]!.id])
        expect(
          (yield* store.findManyByEndpoint(fresh("acc") as AccountId, endpoint, { offset: 0, limit: 10 })).total
        ).toBe(0)
        expect(yield* store.findById(fresh("acc") as AccountId, ds[0]!.id)).toBeUndefined()
      })
    )

    it.effect("the dispatcher cursor starts at the beginning and keeps what was saved", () =>
      Effect.gen(function* () {
        const store = yield* WebhookDeliveries.WebhookDeliveries
        const transactor = yield* Transactor.Transactor
        const name = fresh("cursor")
        // The first look at a new cursor may only create it.
        const first = yield* transactor.transactionally(store.lockCursor(name))
        expect([undefined, Outbox.outboxStart]).toContain(first)
        const start = yield* transactor.transactionally(store.lockCursor(name))
        expect(start).toBe(Outbox.outboxStart)
        yield* transactor.transactionally(store.saveCursor(name, Outbox.outboxCursor(7, 42)))
        expect(yield* transactor.transactionally(store.lockCursor(name))).toBe("7:42")
      })
    )
  })

  describe("EventLog", () => {
    it.effect("lists the account's events newest first, by type and date, and finds one by id", () =>
      Effect.gen(function* () {
        const outbox = yield* Outbox.Outbox
        const log = yield* EventLog.EventLog
        const account = fresh("acc") as AccountId
        const ids = yield* outbox.append([
          {
            accountId: account,
            eventType: "payment.created",
            aggregateId: "pix_1",
            payload: { n: 1 },
            createdAt: at(0)
          },
          {
            accountId: account,
            eventType: "payment.paid",
            aggregateId: "pix_1",
            payload: { n: 2 },
            createdAt: at(1000)
          },
          {
            accountId: "other" as AccountId,
            eventType: "payment.paid",
            aggregateId: "pix_2",
            payload: {},
            createdAt: at(0)
          }
        ])
        const all = yield* log.findManyByAccount(account, { offset: 0, limit: 10 })
        expect(all.total).toBe(2)
        expect(all.items.map((e) => e.eventType)).toEqual(["payment.paid", "payment.created"])
        expect(all.items[0]!.payload).toEqual({ n: 2 })
        const paid = yield* log.findManyByAccount(account, { offset: 0, limit: 10, eventType: "payment.paid" })
        expect(paid.items.map((e) => e.id)).toEqual([ids[1]])
        const early = yield* log.findManyByAccount(account, { offset: 0, limit: 10, dateTo: at(999) })
        expect(early.items.map((e) => e.id)).toEqual([ids[0]])
        expect((yield* log.findById(account, ids[0]!))?.aggregateId).toBe("pix_1")
        expect(yield* log.findById(account, ids[2]!)).toBeUndefined()
      })
    )
  })
}
