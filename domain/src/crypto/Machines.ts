import { Result, Schema } from "effect"
import type { EventType } from "../events/Catalog.ts"
import { isOpen, type MedStatus } from "../med/Machine.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import type { TransactionStatus } from "../transactions/Status.ts"
import { CryptoWithdrawalsBlocked } from "./Errors.ts"

/**
 * A crypto deposit's status: `AWAITING` (address and quote issued, nothing seen), `CONFIRMING` (a transfer seen,
 * fewer confirmations than the asset needs), `UNDERPAID` (confirmed, short of the quoted units; a top-up may still
 * come while the quote holds), `COMPLETED` (credited), `EXPIRED` (the quote ran out with nothing seen).
 */
export const CryptoDepositStatus = Schema.Literals(["AWAITING", "CONFIRMING", "UNDERPAID", "COMPLETED", "EXPIRED"])
export type CryptoDepositStatus = typeof CryptoDepositStatus.Type

/**
 * What happens to a deposit: issued (`payment-crypto/create`); a transfer to its address is `seen`; it reaches the
 * asset's confirmations covering the quoted units (`confirmed`) or short of them (`confirmed_short`); a seen transfer
 * is `dropped` (replaced or reorganised away); the quote runs out with nothing seen (`expire`) or after an
 * underpayment (`close_underpaid`).
 */
export const CryptoDepositTrigger = Schema.Literals([
  "issue",
  "seen",
  "confirmed",
  "confirmed_short",
  "dropped",
  "expire",
  "close_underpaid"
])
export type CryptoDepositTrigger = typeof CryptoDepositTrigger.Type

/**
 * The crypto deposit (`CRYPTO_IN`) machine. Choices (docs/decisions.md, "Crypto"):
 * - a transfer seen while the quote holds is credited at the quote, however long its confirmations take;
 * - an overpayment is credited in full at the quote's bid (`confirmed`, guard `receivedCoversQuote`);
 * - an underpayment waits in UNDERPAID for a top-up until the quote runs out, then what arrived is credited at the
 *   quote's bid (`close_underpaid`): the payer cannot be refunded on chain without an address of theirs;
 * - a transfer seen after expiry (`seen` from EXPIRED, guard `lateRequote`) is credited at a fresh quote taken when it
 *   is seen: the stale quote is never honoured;
 * - EXPIRED emits no event: the catalog has none for crypto.
 */
export const cryptoDeposit = StateMachine.make<CryptoDepositStatus, CryptoDepositTrigger, EventType>({
  name: "CryptoDeposit",
  states: CryptoDepositStatus,
  triggers: CryptoDepositTrigger,
  starts: [{ trigger: "issue", to: "AWAITING", events: ["payment.created"] }],
  moves: [
    { from: "AWAITING", trigger: "seen", to: "CONFIRMING", events: [], guard: "quoteValid" },
    { from: "AWAITING", trigger: "expire", to: "EXPIRED", events: [], guard: "expiresAtPassed" },
    {
      from: "CONFIRMING",
      trigger: "confirmed",
      to: "COMPLETED",
      events: ["payment.paid"],
      guard: "receivedCoversQuote"
    },
    { from: "CONFIRMING", trigger: "confirmed_short", to: "UNDERPAID", events: [], guard: "receivedBelowQuote" },
    { from: "CONFIRMING", trigger: "dropped", to: "AWAITING", events: [] },
    { from: "UNDERPAID", trigger: "seen", to: "CONFIRMING", events: [], guard: "quoteValid" },
    {
      from: "UNDERPAID",
      trigger: "close_underpaid",
      to: "COMPLETED",
      events: ["payment.paid"],
      guard: "expiresAtPassed"
    },
    { from: "EXPIRED", trigger: "seen", to: "CONFIRMING", events: [], guard: "lateRequote" }
  ],
  terminal: ["COMPLETED"]
})

/** A crypto withdrawal's status: `REQUESTED`, `BROADCAST` (handed to the chain), `COMPLETED`, `FAILED` (refunded). */
export const CryptoWithdrawalStatus = Schema.Literals(["REQUESTED", "BROADCAST", "COMPLETED", "FAILED"])
export type CryptoWithdrawalStatus = typeof CryptoWithdrawalStatus.Type

/**
 * What happens to a withdrawal: requested (debited), `broadcast` to the chain or `broadcast_refused` by it, then
 * `settled` (final confirmations) or `failed` on chain.
 */
export const CryptoWithdrawalTrigger = Schema.Literals([
  "request",
  "broadcast",
  "broadcast_refused",
  "settled",
  "failed"
])
export type CryptoWithdrawalTrigger = typeof CryptoWithdrawalTrigger.Type

/**
 * The crypto withdrawal (`CRYPTO_OUT`) machine. The debit (cost, network fee and fee) is taken on `request`; every
 * way to FAILED returns all of it to the balance in the same transaction (guard `refundToBalance`), the network fee
 * too: the platform bears a failed transaction's gas.
 */
export const cryptoWithdrawal = StateMachine.make<CryptoWithdrawalStatus, CryptoWithdrawalTrigger, EventType>({
  name: "CryptoWithdrawal",
  states: CryptoWithdrawalStatus,
  triggers: CryptoWithdrawalTrigger,
  starts: [{ trigger: "request", to: "REQUESTED", events: ["transfer.created"], guard: "noOpenMed" }],
  moves: [
    { from: "REQUESTED", trigger: "broadcast", to: "BROADCAST", events: [] },
    {
      from: "REQUESTED",
      trigger: "broadcast_refused",
      to: "FAILED",
      events: ["transfer.failed"],
      guard: "refundToBalance"
    },
    { from: "BROADCAST", trigger: "settled", to: "COMPLETED", events: ["transfer.completed"] },
    { from: "BROADCAST", trigger: "failed", to: "FAILED", events: ["transfer.failed"], guard: "refundToBalance" }
  ],
  terminal: ["COMPLETED", "FAILED"]
})

/** The transaction status a deposit shows in the lean record: waiting is PENDING, on chain PROCESSING. */
export const depositTransactionStatus: Readonly<Record<CryptoDepositStatus, TransactionStatus>> = {
  AWAITING: "PENDING",
  CONFIRMING: "PROCESSING",
  UNDERPAID: "PROCESSING",
  COMPLETED: "COMPLETED",
  EXPIRED: "CANCELED"
}

/** The transaction status a withdrawal shows in the lean record. */
export const withdrawalTransactionStatus: Readonly<Record<CryptoWithdrawalStatus, TransactionStatus>> = {
  REQUESTED: "PENDING",
  BROADCAST: "PROCESSING",
  COMPLETED: "COMPLETED",
  FAILED: "FAILED"
}

/**
 * The withdrawal gate: refused with `CryptoWithdrawalsBlocked` while any of the account's MED disputes is OPEN or
 * UNDER_REVIEW (the spec lets the platform block them; it does). `statuses` are the statuses of the account's
 * disputes, its subaccounts' included.
 */
export const withdrawalGate = (statuses: ReadonlyArray<MedStatus>): Result.Result<void, CryptoWithdrawalsBlocked> => {
  const openDisputes = statuses.filter(isOpen).length
  return openDisputes === 0 ? Result.void : Result.fail(new CryptoWithdrawalsBlocked({ openDisputes }))
}
