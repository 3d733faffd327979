import { Effect } from "effect"
import type { AccountId } from "../ledger/Model.ts"
import { nowDate, SandboxClock } from "../shared/SandboxClock.ts"
import { Billings } from "./Billings.ts"
import { addDays, saoPauloMidnightOf } from "./Calendar.ts"
import { BillingStatusConflict } from "./Errors.ts"

/** Where the sandbox clock lands to make a billing overdue: a minute into the day after its due date, São Paulo. */
export const overdueInstantOf = (dueDate: string): Date =>
  new Date(saoPauloMidnightOf(addDays(dueDate, 1)).getTime() + 60_000)

/**
 * The sandbox's "advance to overdue" of the account's billing: a PENDING billing is made OVERDUE now, moving the
 * sandbox clock (shared by the whole sandbox, as `trilho sandbox advance` moves it) to a minute into the day after
 * its due date when it is not there yet, then making the worker's overdue move for this billing at once (fine and
 * interest then run from that day). An OVERDUE billing answers as it is; a paid, canceled, failed or refunded one is
 * `BillingStatusConflict`. Run under the sandbox time (`withSandboxTime`).
 */
export const advanceToOverdue = (accountId: AccountId, id: string) =>
  Effect.gen(function* () {
    const billings = yield* Billings
    const record = yield* billings.findById(accountId, id)
    if (record.status === "OVERDUE") return record
    if (record.status !== "PENDING") {
      return yield* new BillingStatusConflict({ billingId: record.id, status: record.status, action: "overdue" })
    }
    const target = overdueInstantOf(record.dueDate).getTime()
    const now = (yield* nowDate).getTime()
    if (now < target) yield* (yield* SandboxClock).advance(target - now)
    return yield* billings.overdueNow(accountId, record.id)
  })
