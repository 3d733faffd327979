import { Effect, Option } from "effect"
import { fromEither, nowDate } from "../../charges/Common.ts"
import { Outbox } from "../../events/Outbox.ts"
import { Ledger } from "../../ledger/Ledger.ts"
import { span } from "../../shared/Tracing.ts"
import { Transactor } from "../../shared/Transactor.ts"
import type { CryptoNetworkName } from "../Assets.ts"
import type { DepositObserved } from "../Notices.ts"
import type { DepositQuote } from "../Quotes.ts"
import { creditEntryOf, depositEventOf } from "./Credit.ts"
import { CryptoDepositNotFound } from "./Errors.ts"
import { CryptoDepositFollowers } from "./Followers.ts"
import { type DepositPlan, needsRequote, planDropped, planExpiry, planObserved } from "./Progress.ts"
import type { CryptoDepositRecord } from "./Record.ts"
import { CryptoDepositStore } from "./Store.ts"

/** Times a write is tried again after another writer moved the deposit first. */
export const depositWriteAttemptsMax = 3

/** Deposits a pass moves by default (each in its own transaction). */
export const depositExpiryBatchDefault = 100

/** What one `expireDue` pass did: deposits expired, underpaid ones closed, and those a concurrent change took first. */
export interface DepositExpiryPass {
  readonly expired: ReadonlyArray<CryptoDepositRecord>
  readonly closed: ReadonlyArray<CryptoDepositRecord>
  readonly skipped: number
}

/**
 * The use cases of `CryptoDeposits` that act on the chain's notices and on time. `quoteAt` takes a fresh quote for a
 * late transfer (the deposit's gross at the market when the transfer was seen).
 */
export const makeProgress = <EQ, RQ>(
  quoteAt: (
    input: Pick<DepositQuote, "currency" | "network"> & { readonly amountCentavos: number },
    now: Date
  ) => Effect.Effect<DepositQuote, EQ, RQ>
) =>
  Effect.gen(function* () {
    const store = yield* CryptoDepositStore
    const ledger = yield* Ledger
    const outbox = yield* Outbox
    const transactor = yield* Transactor
    const followers = yield* CryptoDepositFollowers

    /**
     * Writes a plan in one transaction: the record (compare-and-set on its version), its credit when it reached
     * COMPLETED, the followers when it reached COMPLETED or EXPIRED, then its events.
     */
    const write = (record: CryptoDepositRecord, plan: DepositPlan) =>
      transactor.transactionally(
        Effect.gen(function* () {
          const updated = yield* store.update(plan.next, record.version)
          const entry = plan.credited ? creditEntryOf(updated) : undefined
          if (entry !== undefined) yield* ledger.post(entry)
          const settled =
            updated.status !== record.status && (updated.status === "COMPLETED" || updated.status === "EXPIRED")
          if (settled) yield* followers.onSettled(updated, updated.updatedAt)
          yield* outbox.append(plan.events.map((event) => depositEventOf(event, updated, updated.updatedAt)))
          return updated
        })
      )

    /**
     * Reads the deposit (`find`), plans (`planner`) and writes; when another writer moved it first, reads and plans
     * again, up to `depositWriteAttemptsMax` times. `Option.none()` when the plan changes nothing.
     */
    const advance = <E1, E2, R>(
      find: Effect.Effect<CryptoDepositRecord, E1>,
      planner: (record: CryptoDepositRecord) => Effect.Effect<DepositPlan, E2, R>
    ) =>
      Effect.gen(function* () {
        for (let left = depositWriteAttemptsMax; ; left--) {
          const record = yield* find
          const plan = yield* planner(record)
          if (!plan.changed) return Option.none<CryptoDepositRecord>()
          const written = yield* write(record, plan).pipe(
            Effect.map(Option.some),
            Effect.catchTag("CryptoDepositChanged", (changed) =>
              left > 1 ? Effect.succeed(Option.none<CryptoDepositRecord>()) : Effect.fail(changed)
            )
          )
          if (Option.isSome(written)) return written
        }
      })

    const byAddress = (notice: DepositObserved) =>
      Effect.flatMap(store.findByAddress(notice.network, notice.address, notice.extraId), (record) =>
        Option.isSome(record) && record.value.quote.currency === notice.currency
          ? Effect.succeed(record.value)
          : Effect.fail(new CryptoDepositNotFound({ id: notice.address }))
      )

    const byTx = (network: CryptoNetworkName, txHash: string) =>
      Effect.flatMap(store.findByTxHash(network, txHash), (record) =>
        Option.isSome(record) ? Effect.succeed(record.value) : Effect.fail(new CryptoDepositNotFound({ id: txHash }))
      )

    /**
     * A transfer to a deposit's address (`DepositObserved`), first seen or further confirmed, through the machine
     * (`Progress.planObserved`); a late one is credited at a fresh quote. The deposit moved, or `none` if nothing
     * changed (the same report again).
     */
    const observe = Effect.fnUntraced(function* (notice: DepositObserved) {
      return yield* advance(byAddress(notice), (record) =>
        Effect.gen(function* () {
          const fresh = needsRequote(record, notice)
            ? yield* quoteAt({ ...record.quote, amountCentavos: record.quote.amountCentavos }, notice.observedAt)
            : undefined
          return yield* fromEither(planObserved(record, notice, yield* nowDate, fresh))
        })
      )
    }, span("CryptoDeposits.observe"))

    /** A seen transfer dropped by the chain (`DepositDropped`): it no longer counts (`Progress.planDropped`). */
    const drop = Effect.fnUntraced(function* (network: CryptoNetworkName, txHash: string) {
      return yield* advance(byTx(network, txHash), (record) =>
        Effect.flatMap(nowDate, (now) => fromEither(planDropped(record, txHash, now)))
      )
    }, span("CryptoDeposits.drop"))

    /**
     * Expires AWAITING deposits whose quote ran out and closes UNDERPAID ones (credit of what arrived, `payment.paid`),
     * up to `limit`, earliest expiry first, each in its own transaction. A deposit a notice moved first is skipped.
     */
    const expireDue = Effect.fnUntraced(function* (now: Date, limit: number = depositExpiryBatchDefault) {
      const due = yield* store.findExpiring(now, limit)
      const expired: Array<CryptoDepositRecord> = []
      const closed: Array<CryptoDepositRecord> = []
      let skipped = 0
      for (const record of due) {
        const plan = yield* fromEither(planExpiry(record, now))
        if (!plan.changed) {
          skipped++
          continue
        }
        const written = yield* write(record, plan).pipe(
          Effect.map(Option.some),
          Effect.catchTag("CryptoDepositChanged", () => Effect.succeedNone)
        )
        if (Option.isNone(written)) skipped++
        else (written.value.status === "EXPIRED" ? expired : closed).push(written.value)
      }
      return { expired, closed, skipped } satisfies DepositExpiryPass
    }, span("CryptoDeposits.expireDue"))

    return { observe, drop, expireDue } as const
  })
