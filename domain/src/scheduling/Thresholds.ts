import { Effect } from "effect"
import { nowDate } from "../charges/Common.ts"
import { Ledger } from "../ledger/Ledger.ts"
import { type AccountId, mainLedgerAccount } from "../ledger/Model.ts"
import { span } from "../shared/Tracing.ts"
import { runLeaseMs } from "./Common.ts"
import { isWatchedThreshold, type ScheduledTransferRecord, thresholdStep } from "./Record.ts"
import type { makeRun } from "./Run.ts"
import { accountListMax, ScheduleStore, thresholdPageMax } from "./ScheduleStore.ts"

/** Pages of threshold schedules one `evaluateThresholds` pass reads, at most. */
export const thresholdPagesMax = 100

/** What a threshold pass did: schedules fired (and of them paid), and re-armed. */
export interface ThresholdPass {
  readonly fired: number
  readonly paid: number
  readonly rearmed: number
}

/**
 * The balance-threshold use cases. A threshold schedule is armed when created. While armed, a withdrawable balance
 * at or above its threshold fires it once: one compare-and-set disarms it and claims the run (its due time is the
 * moment of the crossing, from which the transfer's reference derives), then the run pays as any other. It re-arms
 * only when the balance is seen below the threshold, so it fires once per crossing from below.
 */
export const makeThresholds = (run: Effect.Success<typeof makeRun>) =>
  Effect.gen(function* () {
    const store = yield* ScheduleStore
    const ledger = yield* Ledger

    const step = (record: ScheduledTransferRecord, balanceCentavos: number, now: Date) =>
      Effect.gen(function* () {
        const action = thresholdStep(record.thresholdArmed, record.balanceThresholdCentavos ?? 0, balanceCentavos)
        if (action === "none") return "none" as const
        if (action === "rearm") {
          const rearmed = yield* store
            .update({ ...record, thresholdArmed: true, updatedAt: now }, record.version)
            .pipe(
              Effect.catchTags({ ScheduleChanged: () => Effect.undefined, ScheduleNotFound: () => Effect.undefined })
            )
          return rearmed === undefined ? ("none" as const) : ("rearmed" as const)
        }
        const claimed = yield* store
          .update(
            {
              ...record,
              thresholdArmed: false,
              // The crossing's time names the run; after the last run, so two runs never share a reference.
              runDueAt: new Date(Math.max(now.getTime(), (record.lastRunAt?.getTime() ?? 0) + 1)),
              runLeaseUntil: new Date(now.getTime() + runLeaseMs),
              updatedAt: now
            },
            record.version
          )
          .pipe(Effect.catchTags({ ScheduleChanged: () => Effect.undefined, ScheduleNotFound: () => Effect.undefined }))
        if (claimed === undefined) return "none" as const
        const outcome = yield* run.runClaimed(claimed)
        return outcome._tag === "Paid" ? ("paid" as const) : ("fired" as const)
      })

    const stepAll = (records: ReadonlyArray<ScheduledTransferRecord>, balanceCentavos: number, now: Date) =>
      Effect.reduce(
        records,
        (): ThresholdPass => ({ fired: 0, paid: 0, rearmed: 0 }),
        (pass, record) =>
          Effect.map(
            step(record, balanceCentavos, now).pipe(
              Effect.catch((error) =>
                Effect.as(Effect.logWarning(`threshold schedule ${record.id} not evaluated`, error), "none" as const)
              )
            ),
            (done) => ({
              fired: pass.fired + (done === "fired" || done === "paid" ? 1 : 0),
              paid: pass.paid + (done === "paid" ? 1 : 0),
              rearmed: pass.rearmed + (done === "rearmed" ? 1 : 0)
            })
          )
      )

    /**
     * The account's withdrawable balance is now `withdrawableCentavos`: fires its armed threshold schedules that it
     * reaches, re-arms the disarmed ones it is below.
     */
    const onBalanceChanged = Effect.fnUntraced(function* (accountId: AccountId, withdrawableCentavos: number) {
      const now = yield* nowDate
      const all = yield* store.findManyByAccount(accountId, accountListMax)
      return yield* stepAll(all.filter(isWatchedThreshold), withdrawableCentavos, now)
    }, span("ScheduledTransfers.onBalanceChanged"))

    /**
     * A worker pass over every active threshold schedule: reads each account's withdrawable balance (main account)
     * once and steps its schedules as `onBalanceChanged` does.
     */
    const evaluateThresholds = Effect.fnUntraced(function* () {
      let total: ThresholdPass = { fired: 0, paid: 0, rearmed: 0 }
      let afterId: string | undefined
      for (let page = 0; page < thresholdPagesMax; page++) {
        const records = yield* store.findManyThresholds(afterId, thresholdPageMax)
        if (records.length === 0) break
        afterId = records[records.length - 1]!.id
        const byAccount = new Map<AccountId, Array<ScheduledTransferRecord>>()
        for (const r of records) byAccount.set(r.accountId, [...(byAccount.get(r.accountId) ?? []), r])
        for (const [accountId, schedules] of byAccount) {
          const balance = yield* ledger.balance(mainLedgerAccount(accountId))
          const pass = yield* stepAll(schedules, balance.withdrawableCentavos, yield* nowDate)
          total = {
            fired: total.fired + pass.fired,
            paid: total.paid + pass.paid,
            rearmed: total.rearmed + pass.rearmed
          }
        }
        if (records.length < thresholdPageMax) break
      }
      return total
    }, span("ScheduledTransfers.evaluateThresholds"))

    return { onBalanceChanged, evaluateThresholds } as const
  })
