import { Result } from "effect"
import { centavos, type PositiveCentavos } from "../money/Money.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import type { EventType } from "../events/Catalog.ts"
import { CardRefundRefused } from "./Errors.ts"
import { cardTransaction, type CardTransactionStatus, type CardTransactionTrigger } from "./Machine.ts"

/** What the refund rule reads of a card transaction. */
export interface RefundableTransaction {
  readonly id: string
  readonly status: CardTransactionStatus
  /** What the capture credited the merchant: gross − fee. Refunds are counted against it (spec). */
  readonly netCentavos: number
  /** The sum of the refunds accepted so far; 0 before the first. */
  readonly refundedCentavos: number
}

/** What is left to refund of the net: net − refunded, never below zero. */
export const remainingNetOf = (tx: RefundableTransaction): number => Math.max(0, tx.netCentavos - tx.refundedCentavos)

const refuse = (tx: RefundableTransaction, reason: CardRefundRefused["reason"], message: string) =>
  Result.fail(new CardRefundRefused({ transactionId: tx.id, reason, remainingCentavos: remainingNetOf(tx), message }))

/**
 * The amount a refund request takes from a card transaction, or why it is refused, in this order:
 * - only a captured transaction still holding net (`COMPLETED` or `PARTIALLY_REFUNDED`): otherwise `not_completed`,
 *   or `fully_refunded` once nothing remains;
 * - `requestedCentavos` omitted refunds exactly what remains of the net;
 * - given, it is a positive whole number of centavos (`invalid_amount`) no larger than what remains
 *   (`exceeds_remaining`), so the refunds of one transaction never sum past its net.
 */
export const refundable = (
  tx: RefundableTransaction,
  requestedCentavos?: number
): Result.Result<PositiveCentavos, CardRefundRefused> => {
  const remaining = remainingNetOf(tx)
  const nothingLeft = () => refuse(tx, "fully_refunded", `card transaction ${tx.id} has no net left to refund`)
  if (tx.status === "REFUNDED") return nothingLeft()
  if (tx.status !== "COMPLETED" && tx.status !== "PARTIALLY_REFUNDED") {
    return refuse(tx, "not_completed", `card transaction ${tx.id} is ${tx.status}: only a COMPLETED one is refunded`)
  }
  if (remaining === 0) return nothingLeft()
  if (requestedCentavos === undefined) return Result.succeed(centavos(remaining) as PositiveCentavos)
  if (!Number.isSafeInteger(requestedCentavos) || requestedCentavos <= 0) {
    return refuse(tx, "invalid_amount", "a refund amount is a positive number of centavos")
  }
  if (requestedCentavos > remaining) {
    return refuse(
      tx,
      "exceeds_remaining",
      `the refund (${requestedCentavos} centavos) is more than the ${remaining} centavos left of the net`
    )
  }
  return Result.succeed(centavos(requestedCentavos) as PositiveCentavos)
}

/** An accepted refund: its amount, the refunded total after it, and the machine's move (status and events). */
export interface CardRefundPlan {
  readonly amountCentavos: PositiveCentavos
  readonly refundedCentavos: number
  readonly outcome: StateMachine.Outcome<CardTransactionStatus, CardTransactionTrigger, EventType>
}

/**
 * Plans a refund: `refundable` decides the amount, then the machine moves to `REFUNDED` when nothing of the net
 * remains after it (`refunded_fully`), else to `PARTIALLY_REFUNDED` (`refunded_partially`); both emit
 * `payment.refunded`. The storage step writes the new total under a compare-and-set on the old one.
 */
export const planRefund = (
  tx: RefundableTransaction,
  requestedCentavos?: number
): Result.Result<CardRefundPlan, CardRefundRefused | StateMachine.InvalidTransition> =>
  Result.flatMap(refundable(tx, requestedCentavos), (amount) => {
    const refunded = tx.refundedCentavos + amount
    const trigger = refunded === tx.netCentavos ? "refunded_fully" : "refunded_partially"
    return Result.map(StateMachine.transition(cardTransaction, tx.status, trigger), (outcome) => ({
      amountCentavos: amount,
      refundedCentavos: refunded,
      outcome
    }))
  })
