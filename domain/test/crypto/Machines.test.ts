import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import { CryptoWithdrawalsBlocked } from "../../src/crypto/Errors.ts"
import {
  cryptoDeposit,
  cryptoWithdrawal,
  depositTransactionStatus,
  withdrawalGate,
  withdrawalTransactionStatus
} from "../../src/crypto/Machines.ts"
import * as StateMachine from "../../src/shared/StateMachine.ts"

describe("crypto machines", () => {
  it("a deposit paid in full goes AWAITING → CONFIRMING → COMPLETED and emits payment.paid once", () => {
    const issued = Result.getOrThrow(StateMachine.start(cryptoDeposit, "issue"))
    const seen = Result.getOrThrow(StateMachine.transition(cryptoDeposit, issued.to, "seen"))
    const done = Result.getOrThrow(StateMachine.transition(cryptoDeposit, seen.to, "confirmed"))
    expect([issued.to, seen.to, done.to]).toEqual(["AWAITING", "CONFIRMING", "COMPLETED"])
    expect([...issued.events, ...seen.events, ...done.events]).toEqual(["payment.created", "payment.paid"])
    expect(StateMachine.isTerminal(cryptoDeposit, "COMPLETED")).toBe(true)
  })

  it("an underpaid deposit waits for a top-up, and is credited with what arrived when its quote runs out", () => {
    expect(Result.getOrThrow(StateMachine.transition(cryptoDeposit, "CONFIRMING", "confirmed_short")).to).toBe(
      "UNDERPAID"
    )
    expect(Result.getOrThrow(StateMachine.transition(cryptoDeposit, "UNDERPAID", "seen")).to).toBe("CONFIRMING")
    expect(Result.getOrThrow(StateMachine.transition(cryptoDeposit, "UNDERPAID", "close_underpaid")).events).toEqual([
      "payment.paid"
    ])
    expect(Result.isFailure(StateMachine.transition(cryptoDeposit, "UNDERPAID", "expire"))).toBe(true)
  })

  it("a seen deposit never expires, and a completed one moves no more", () => {
    expect(Result.isFailure(StateMachine.transition(cryptoDeposit, "CONFIRMING", "expire"))).toBe(true)
    for (const trigger of cryptoDeposit.triggers) {
      expect(StateMachine.can(cryptoDeposit, "COMPLETED", trigger)).toBe(false)
    }
  })

  it("a withdrawal fails from REQUESTED or BROADCAST with transfer.failed, and settles only once broadcast", () => {
    expect(Result.getOrThrow(StateMachine.transition(cryptoWithdrawal, "BROADCAST", "failed")).events).toEqual([
      "transfer.failed"
    ])
    expect(Result.getOrThrow(StateMachine.transition(cryptoWithdrawal, "REQUESTED", "broadcast_refused")).to).toBe(
      "FAILED"
    )
    expect(Result.isFailure(StateMachine.transition(cryptoWithdrawal, "REQUESTED", "settled"))).toBe(true)
    expect(Result.isFailure(StateMachine.transition(cryptoWithdrawal, "FAILED", "broadcast"))).toBe(true)
  })

  it("maps every status onto the lean record's transaction status", () => {
    expect(cryptoDeposit.states.map((s) => depositTransactionStatus[s])).toEqual([
      "PENDING",
      "PROCESSING",
      "PROCESSING",
      "COMPLETED",
      "CANCELED"
    ])
    expect(cryptoWithdrawal.states.map((s) => withdrawalTransactionStatus[s])).toEqual([
      "PENDING",
      "PROCESSING",
      "COMPLETED",
      "FAILED"
    ])
  })

  it("the withdrawal gate refuses while a dispute is OPEN or UNDER_REVIEW, counting them", () => {
    expect(withdrawalGate([])).toStrictEqual(Result.void)
    expect(withdrawalGate(["ACCEPTED", "REJECTED", "CANCELED", "EXPIRED"])).toStrictEqual(Result.void)
    expect(withdrawalGate(["OPEN"])).toStrictEqual(Result.fail(new CryptoWithdrawalsBlocked({ openDisputes: 1 })))
    const blocked = withdrawalGate(["UNDER_REVIEW", "ACCEPTED", "OPEN"])
    expect(blocked).toStrictEqual(Result.fail(new CryptoWithdrawalsBlocked({ openDisputes: 2 })))
    expect(Result.isFailure(blocked) && blocked.failure.message).toBe(
      "crypto withdrawals are blocked while 2 MED disputes are OPEN or UNDER_REVIEW"
    )
  })
})
