import { Clock, Effect } from "effect"
import { TestClock } from "effect/testing"
import * as Accounts from "../../src/accounts/Accounts.ts"
import { Ledger } from "../../src/ledger/Ledger.ts"
import { AccountId, EntryId, mainLedgerAccount } from "../../src/ledger/Model.ts"
import { pixDepositLockMs } from "../../src/ledger/Rules.ts"
import type { CreateScheduleInput } from "../../src/scheduling/Request.ts"
import { ScheduledTransfers } from "../../src/scheduling/ScheduledTransfers.ts"
import { InternalTransferStore } from "../../src/transfers/InternalTransferStore.ts"
import { PixTransferStore } from "../../src/transfers/PixTransferStore.ts"
import { feeFreeDeposit } from "../fixtures/deposits.ts"

export const alice = AccountId.make("acc_alice")
export const bob = AccountId.make("acc_bob")

/** The tests' start: 2026-01-01 00:00 UTC (21:00 of 31 December in São Paulo). */
export const start = Date.parse("2026-01-01T00:00:00Z")

export const dayMs = 86_400_000

/** Sets the clock to `start` and opens the two merchants. */
export const seed = Effect.gen(function* () {
  yield* TestClock.setTime(start)
  const accounts = yield* Accounts.Accounts
  yield* accounts.insert({ id: alice, name: "Alice Ltda", email: "alice@loja.test", flags: {}, createdAt: new Date(0) })
  yield* accounts.insert({ id: bob, name: "Bob ME", email: "bob@loja.test", flags: {}, createdAt: new Date(0) })
})

let depositN = 0
/** A PIX deposit of `amount` to `to`, already withdrawable (confirmed 24 h before the clock's time). */
export const deposit = (to: AccountId, amount: number) =>
  Effect.gen(function* () {
    const ledger = yield* Ledger
    const now = yield* Clock.currentTimeMillis
    const confirmedAt = new Date(now - pixDepositLockMs)
    yield* ledger.post(
      feeFreeDeposit(
        { id: EntryId.make(`ent_sdep${++depositN}`), accountId: to, createdAt: confirmedAt },
        mainLedgerAccount(to),
        amount,
        confirmedAt
      )
    )
  })

export const withdrawableOf = (account: AccountId) =>
  Effect.map(
    Effect.flatMap(Ledger, (ledger) => ledger.balance(mainLedgerAccount(account))),
    (b) => b.withdrawableCentavos
  )

/** The sender's transfers: PIX transfers and internal transfers sent by `account`. */
export const transfersOf = (account: AccountId) =>
  Effect.gen(function* () {
    const page = { page: 1, pageSize: 100 }
    const pix = yield* (yield* PixTransferStore).findManyByAccount(account, {}, page)
    const internal = yield* (yield* InternalTransferStore).findManyByAccount(account, {}, page)
    return {
      pix: pix.items,
      internal: internal.items.filter((r) => r.type === "INTERNAL_TRANSFER_OUT")
    }
  })

/** An internal transfer of `amount` to Bob. */
export const toBob = (amountCentavos: number) => ({
  method: "interna" as const,
  amountCentavos,
  recipientEmail: "bob@loja.test"
})

/** A PIX of `amount` to a CPF key. */
export const toCpf = (amountCentavos: number) => ({
  method: "pix_padrao" as const,
  amountCentavos,
  pixKey: "529.982.247-25",
  pixKeyType: "CPF"
})

/** A recurring schedule of Alice's. */
export const recurring = (
  rule: CreateScheduleInput["recurrenceRule"],
  payload: CreateScheduleInput["payload"],
  more: Partial<CreateScheduleInput> = {}
): CreateScheduleInput => ({
  accountId: alice,
  apiKeyId: "key_1",
  triggerType: "recurring",
  recurrenceRule: rule,
  payload,
  ...more
})

/** Runs `runDue` at every due time of Alice's schedules until `until`, twice each, as two workers would. */
export const driveUntil = (until: number) =>
  Effect.gen(function* () {
    const service = yield* ScheduledTransfers
    for (let i = 0; i < 10_000; i++) {
      const schedules = yield* service.findManyByAccount(alice)
      const next = Math.min(...schedules.map((s) => s.nextRunAt?.getTime() ?? Infinity))
      if (!Number.isFinite(next) || next > until) return
      yield* TestClock.setTime(next)
      yield* Effect.all([service.runDue(), service.runDue()], { concurrency: 2 })
    }
  })
