import { describe, expect } from "@effect/vitest"
import { Result } from "effect"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import { InsufficientFunds } from "../../src/ledger/Errors.ts"
import { type BalanceSnapshot, LedgerAccountId, type Posting } from "../../src/ledger/Model.ts"
import { applyPosting, balanceView, spendableFor } from "../../src/ledger/Rules.ts"

const account = LedgerAccountId.make("main:m1")
const centavos = fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 1_000_000_000_000 }))
const at = (ms: number) => new Date(ms)

/** Snapshots with a MED block, a 24 h lock that may exceed what is available, and an available that may be negative. */
const snapshot: fc.Arbitrary<BalanceSnapshot> = fc.record({
  ledgerAccountId: fc.constant(account),
  availableCentavos: fc.oneof(centavos, fc.integer({ min: -10_000, max: 0 })),
  pendingCentavos: centavos,
  medBlockedCentavos: fc.oneof(centavos, fc.constant(0)),
  lockedSumCentavos: fc.oneof(centavos, fc.integer({ min: -10_000, max: 0 })),
  nextUnlockAt: fc.option(fc.integer({ min: 0, max: 4_000_000_000_000 }).map(at), { nil: null })
})

describe("ledger: balance words", () => {
  prop(
    "withdrawable is available minus the 24 h lock minus the MED block, never below zero, and a MED block never raises it",
    [snapshot],
    ([s]) => {
      const view = balanceView(s)
      const locked = Math.min(Math.max(s.lockedSumCentavos, 0), Math.max(s.availableCentavos, 0))
      expect(view).toStrictEqual({
        availableCentavos: s.availableCentavos,
        pendingCentavos: s.pendingCentavos,
        locked24hCentavos: locked,
        nextUnlockAt: locked > 0 ? s.nextUnlockAt : null,
        medBlockedCentavos: s.medBlockedCentavos,
        withdrawableCentavos: Math.max(0, s.availableCentavos - locked - s.medBlockedCentavos)
      })
      expect(view.withdrawableCentavos).toBeLessThanOrEqual(
        balanceView({ ...s, medBlockedCentavos: 0 }).withdrawableCentavos
      )
    }
  )

  prop(
    "a debit may spend exactly what its rule allows (pending, blocked, the money not blocked, or withdrawable) and is refused one centavo beyond",
    [
      snapshot,
      fc.constantFrom<Pick<Posting, "bucket" | "spend">>(
        { bucket: "pending" },
        { bucket: "blocked" },
        { bucket: "available" },
        { bucket: "available", spend: "available" },
        { bucket: "available", spend: "withdrawable" }
      ),
      fc.integer({ min: 0, max: 4_000_000_000_000 })
    ],
    ([s, rule, now]) => {
      const view = balanceView(s)
      const allowed =
        rule.bucket === "pending"
          ? s.pendingCentavos
          : rule.bucket === "blocked"
            ? s.medBlockedCentavos
            : rule.spend === "available"
              ? view.availableCentavos - view.medBlockedCentavos
              : view.withdrawableCentavos
      const debit = (amount: number): Posting => ({
        ledgerAccountId: account,
        amountCentavos: -amount as never,
        ...rule
      })
      expect(spendableFor(debit(1), s)).toBe(allowed)
      if (allowed >= 1) {
        const applied = applyPosting(s, debit(allowed), at(now))
        expect(Result.isSuccess(applied)).toBe(true)
        if (Result.isSuccess(applied)) {
          const moved = rule.bucket === "pending" ? "pendingCentavos" : "availableCentavos"
          expect(applied.success[moved]).toBe(s[moved] - allowed)
          if (rule.bucket === "blocked") expect(applied.success.medBlockedCentavos).toBe(s.medBlockedCentavos - allowed)
        }
      }
      expect(applyPosting(s, debit(Math.max(allowed, 0) + 1), at(now))).toStrictEqual(
        Result.fail(
          new InsufficientFunds({
            ledgerAccountId: account,
            requestedCentavos: Math.max(allowed, 0) + 1,
            spendableCentavos: allowed
          })
        )
      )
    }
  )

  prop(
    "the next unlock is the earliest lock instant still ahead among the credits applied, and the lock sums only those",
    [
      fc.integer({ min: 1_000_000, max: 4_000_000_000_000 }),
      fc.array(
        fc.record({
          amountCentavos: fc.integer({ min: 1, max: 1_000_000 }),
          offsetMs: fc.oneof(fc.integer({ min: -100_000, max: 100_000 }), fc.constantFrom(-1, 0, 1)),
          bucket: fc.constantFrom<Posting["bucket"]>("available", "pending")
        }),
        { maxLength: 12 }
      )
    ],
    ([now, credits]) => {
      let s: BalanceSnapshot = {
        ledgerAccountId: account,
        availableCentavos: 0,
        pendingCentavos: 0,
        medBlockedCentavos: 0,
        lockedSumCentavos: 0,
        nextUnlockAt: null
      }
      for (const c of credits) {
        const posting: Posting = {
          ledgerAccountId: account,
          amountCentavos: c.amountCentavos as never,
          bucket: c.bucket,
          ...(c.bucket === "available" ? { unlockAt: at(now + c.offsetMs) } : {})
        }
        s = Result.getOrThrow(applyPosting(s, posting, at(now)))
      }
      const ahead = credits.filter((c) => c.bucket === "available" && c.offsetMs > 0)
      const sum = (xs: typeof credits) => xs.reduce((n, c) => n + c.amountCentavos, 0)
      expect(s.lockedSumCentavos).toBe(sum(ahead))
      expect(s.availableCentavos).toBe(sum(credits.filter((c) => c.bucket === "available")))
      expect(s.pendingCentavos).toBe(sum(credits.filter((c) => c.bucket === "pending")))
      expect(s.nextUnlockAt).toStrictEqual(
        ahead.length === 0 ? null : at(now + Math.min(...ahead.map((c) => c.offsetMs)))
      )
    }
  )
})
