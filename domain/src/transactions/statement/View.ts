import { Schema } from "effect"
import { toLean } from "../../charges/Record.ts"
import { toReais } from "../../money/Money.ts"
import { LeanRefund, type RefundRecord, toRefundBlock } from "../../refunds/Record.ts"
import { type Movement, MovementType, type StatementItem } from "./Movements.ts"

/**
 * The lean form of a movement (docs/decisions.md, "Statement"): the lean transaction fields that apply, no
 * `accountId`, `provider`, `metadata`, `direction` or `updatedAt`. `amount` and `netAmount` are the credit, `feeAmount`
 * 0, `referenceId` the source charge's id; `completedAt` is `createdAt` (a movement is settled when posted).
 */
export const LeanMovement = Schema.Struct({
  id: Schema.String,
  type: MovementType,
  status: Schema.Literal("COMPLETED"),
  amount: Schema.Finite,
  feeAmount: Schema.Finite,
  netAmount: Schema.Finite,
  currency: Schema.Literal("BRL"),
  description: Schema.String,
  referenceId: Schema.String,
  createdAt: Schema.String,
  completedAt: Schema.String
})
export type LeanMovement = typeof LeanMovement.Type

/** A statement line as the API shows it: a lean charge (with its latest refund's block, if any) or a lean movement. */
export const LeanStatementItem = Schema.Union([LeanRefund, LeanMovement])
export type LeanStatementItem = typeof LeanStatementItem.Type

/** The lean form of a movement. */
export const toLeanMovement = (movement: Movement): LeanMovement => ({
  id: movement.id,
  type: movement.type,
  status: "COMPLETED",
  amount: toReais(movement.amountCentavos),
  feeAmount: 0,
  netAmount: toReais(movement.amountCentavos),
  currency: "BRL",
  description: movement.description,
  referenceId: movement.referenceId,
  createdAt: movement.createdAt.toISOString(),
  completedAt: movement.createdAt.toISOString()
})

/**
 * The lean form of a statement line (a charge as a list item: `Charges.toLean(record, "get")`, with the block of its
 * latest refund when `refunds` holds one for it).
 */
export const toLeanItem = (
  item: StatementItem,
  refunds: ReadonlyMap<string, RefundRecord> = new Map()
): LeanStatementItem => {
  if (item._tag === "Movement") return toLeanMovement(item.movement)
  const refund = refunds.get(item.charge.id)
  return { ...toLean(item.charge, "get"), ...(refund === undefined ? {} : { refund: toRefundBlock(refund) }) }
}
