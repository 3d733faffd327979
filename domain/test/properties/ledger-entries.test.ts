import { describe, expect } from "@effect/vitest"
import { Result } from "effect"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import { chargeAmounts, transferAmounts } from "../../src/fees/Fees.ts"
import type { FeeSchedule } from "../../src/fees/Model.ts"
import { pixInAmounts } from "../../src/fees/Subaccount.ts"
import {
  cardCreditEntry,
  cardSettlementEntry,
  type EntryHeader,
  feeChargeEntry,
  internalTransferEntry,
  pixDepositEntry,
  pixOutEntry,
  pixOutReversalEntry,
  refundEntry,
  subaccountMoveEntry
} from "../../src/ledger/Entries.ts"
import { AccountId, EntryId, type JournalEntry, SystemAccount } from "../../src/ledger/Model.ts"
import { pixDepositLockMs, validateEntry } from "../../src/ledger/Rules.ts"
import { Accounts } from "../ledger/world.ts"

const amount = fc.oneof(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 1_000_000_000_000 }))
const schedule: fc.Arbitrary<FeeSchedule> = fc.record({
  percentBps: fc.integer({ min: 0, max: 10_000 }),
  fixedCentavos: fc.oneof(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 10_000_000 }))
})
const at = fc.integer({ min: 0, max: 4_000_000_000_000 }).map((ms) => new Date(ms))
const header = (createdAt: Date): EntryHeader => ({
  id: EntryId.make("e"),
  accountId: AccountId.make("m1"),
  transactionId: "tx",
  createdAt
})

/** The entries every builder makes from random fee schedules, amounts and times; `undefined` when the fee refuses. */
const entries = fc
  .record({
    main: schedule,
    surcharge: fc.option(schedule, { nil: undefined }),
    splitBps: fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: undefined }),
    amount,
    coverFee: fc.boolean(),
    now: at,
    lockAgeMs: fc.integer({ min: 0, max: 2 * pixDepositLockMs }),
    refundFee: fc.integer({ min: 0, max: 1_000 })
  })
  .map((x): ReadonlyArray<JournalEntry> => {
    const built: Array<JournalEntry> = []
    const h = header(x.now)
    const pixIn = pixInAmounts({
      schedule: x.main,
      surcharge: x.surcharge,
      amountCentavos: x.amount,
      coverFee: x.coverFee,
      splitBps: x.splitBps
    })
    if (Result.isSuccess(pixIn)) {
      built.push(
        pixDepositEntry(h, {
          receiver: x.surcharge === undefined ? Accounts.m1 : Accounts.s1,
          amounts: pixIn.success,
          confirmedAt: x.now,
          partner: Accounts.p,
          mainAccount: Accounts.m1
        })
      )
    }
    const out = transferAmounts(x.main, x.amount, x.coverFee)
    if (Result.isSuccess(out)) {
      const sent = pixOutEntry(h, { payer: Accounts.m1, amounts: out.success })
      built.push(sent, pixOutReversalEntry(h, sent))
    }
    const card = chargeAmounts(x.main, x.amount, x.coverFee)
    if (Result.isSuccess(card)) {
      built.push(cardCreditEntry(h, { receiver: Accounts.m2, amounts: card.success }))
      built.push(cardSettlementEntry(h, { receiver: Accounts.m2, netCentavos: card.success.netCentavos }))
    }
    built.push(
      refundEntry(h, {
        payer: Accounts.m1,
        refundCentavos: x.amount,
        feeCentavos: x.refundFee,
        depositUnlockAt: new Date(x.now.getTime() - pixDepositLockMs + x.lockAgeMs)
      }),
      internalTransferEntry(h, { from: Accounts.m1, to: Accounts.m2, amountCentavos: x.amount }),
      subaccountMoveEntry(h, { from: Accounts.s1, to: Accounts.m1, amountCentavos: x.amount }),
      feeChargeEntry(h, { payer: Accounts.m1, feeCentavos: x.refundFee + 1 })
    )
    return built
  })

describe("ledger entries", () => {
  prop("every entry any builder makes has postings that sum to zero and passes validation", [entries], ([built]) => {
    for (const entry of built) {
      expect(entry.postings.reduce((sum, p) => sum + p.amountCentavos, 0)).toBe(0)
      expect(validateEntry(entry)).toStrictEqual(Result.succeed(entry))
    }
  })

  prop(
    "a reversal negates every posting of its transfer, so the payer gets back exactly the debit, fee included",
    [schedule, amount, fc.boolean(), at],
    ([s, a, coverFee, now]) => {
      const out = transferAmounts(s, a, coverFee)
      if (Result.isFailure(out)) return
      const sent = pixOutEntry(header(now), { payer: Accounts.m1, amounts: out.success })
      const back = pixOutReversalEntry(header(now), sent)
      expect(back.postings.map((p) => [p.ledgerAccountId, -p.amountCentavos, p.bucket])).toStrictEqual(
        sent.postings.map((p) => [p.ledgerAccountId, p.amountCentavos, p.bucket])
      )
      expect(back.postings.find((p) => p.ledgerAccountId === Accounts.m1)?.amountCentavos).toBe(
        out.success.debitCentavos
      )
      const feeBack = back.postings.find((p) => p.ledgerAccountId === SystemAccount.feeRevenue)?.amountCentavos ?? 0
      expect(feeBack + out.success.feeCentavos).toBe(0)
    }
  )
})
