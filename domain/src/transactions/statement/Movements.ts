import { Schema } from "effect"
import { type ChargeListFilters, type ChargeRecord, newestFirst } from "../../charges/Record.ts"
import {
  type AccountId,
  type EntryId,
  type JournalEntry,
  type LedgerAccountId,
  mainLedgerAccount,
  subLedgerAccount
} from "../../ledger/Model.ts"
import type { Centavos } from "../../money/Money.ts"
import { refundIdPrefix, refundReversalIdPrefix } from "../../refunds/Record.ts"
import { internalInIdPrefix, internalOutIdPrefix } from "../../transfers/InternalRecord.ts"
import { pixOutReversalIdPrefix, pixTransferIdPrefix } from "../../transfers/PixRecord.ts"
import { rechargeIdPrefix, rechargeReversalIdPrefix } from "../../recharge/Record.ts"

/**
 * The types of a ledger movement listed beside the account's own transactions (docs/decisions.md, "Statement"):
 * `SPLIT_IN`, a split partner's share of another merchant's PIX charge; `SUBACCOUNT_PROFIT`, the profit a
 * subaccount's PIX charge credits to its merchant's main account; `INTERNAL_TRANSFER_OUT` and `INTERNAL_TRANSFER_IN`,
 * the sender's debit and the receiver's credit of an internal transfer; `REFUND`, a refund's debit (refunded net plus
 * fee), and `REFUND_REVERSAL`, its return when the refund failed; `MOBILE_RECHARGE`, a mobile recharge's debit, and
 * `MOBILE_RECHARGE_REVERSAL`, its return when it failed or was cancelled (the debits are `INTERNAL_TRANSFER_OUT`,
 * `PIX_OUT`, `REFUND` and `MOBILE_RECHARGE`).
 */
export const MovementType = Schema.Literals([
  "SPLIT_IN",
  "SUBACCOUNT_PROFIT",
  "INTERNAL_TRANSFER_OUT",
  "INTERNAL_TRANSFER_IN",
  "PIX_OUT",
  "PIX_OUT_REVERSAL",
  "REFUND",
  "REFUND_REVERSAL",
  "MOBILE_RECHARGE",
  "MOBILE_RECHARGE_REVERSAL"
])
export type MovementType = typeof MovementType.Type

/** The id prefix of each movement type; the rest of a movement's id is its journal entry's id body. */
export const movementIdPrefix: Readonly<Record<MovementType, string>> = {
  SPLIT_IN: "spl",
  SUBACCOUNT_PROFIT: "prf",
  // The ids of the internal transfer records themselves (`InternalTransfers`): a line is that record.
  INTERNAL_TRANSFER_OUT: internalOutIdPrefix,
  INTERNAL_TRANSFER_IN: internalInIdPrefix,
  // A PIX transfer's debit is named as the transfer (`pxo_`), its reversal after the reversal entry (`pxr_`).
  PIX_OUT: pixTransferIdPrefix,
  PIX_OUT_REVERSAL: pixOutReversalIdPrefix,
  // A refund's debit line is named as the refund record (its entry's id); the return of a failed one by its entry.
  REFUND: refundIdPrefix,
  REFUND_REVERSAL: refundReversalIdPrefix,
  // A recharge's debit is named as the recharge (`mrc_`, its entry's id), its return after the reversal (`mrr_`).
  MOBILE_RECHARGE: rechargeIdPrefix,
  MOBILE_RECHARGE_REVERSAL: rechargeReversalIdPrefix
}

/** The description of each movement type (another merchant's charge description is not shown to its partner). */
export const movementDescription: Readonly<Record<MovementType, string>> = {
  SPLIT_IN: "Split share of a PIX charge",
  SUBACCOUNT_PROFIT: "Subaccount profit of a PIX charge",
  // Defaults only: an internal transfer line shows the transfer's own description (its entry's).
  INTERNAL_TRANSFER_OUT: "Internal transfer",
  INTERNAL_TRANSFER_IN: "Internal transfer",
  PIX_OUT: "PIX sent",
  PIX_OUT_REVERSAL: "PIX sent returned",
  REFUND: "Refund of a PIX deposit",
  REFUND_REVERSAL: "Refund failed: debit returned",
  MOBILE_RECHARGE: "Mobile recharge",
  MOBILE_RECHARGE_REVERSAL: "Mobile recharge returned"
}

/** Whether a movement type debits the account (its amount is then subtracted from the balance). */
export const isDebitMovement = (type: MovementType): boolean =>
  type === "INTERNAL_TRANSFER_OUT" || type === "PIX_OUT" || type === "REFUND" || type === "MOBILE_RECHARGE"

/** What a movement adds to its ledger account: its amount, negated for a debit. */
export const signedCentavosOf = (movement: Movement): number =>
  isDebitMovement(movement.type) ? -movement.amountCentavos : movement.amountCentavos

/**
 * A credit to the account's ledger account by a journal entry whose transaction the statement does not list as the
 * account's own, or a side of an internal transfer: always settled (`COMPLETED`), no fee, no external reference.
 * `amountCentavos` is positive; `isDebitMovement(type)` gives its direction.
 */
export interface Movement {
  readonly id: string
  readonly type: MovementType
  readonly amountCentavos: Centavos
  readonly description: string
  /** The transaction that caused it: the source charge's id. */
  readonly referenceId: string
  readonly entryId: EntryId
  readonly ledgerAccountId: LedgerAccountId
  readonly createdAt: Date
}

/** One line of a statement: one of the account's charges, or a movement credited to it. */
export type StatementItem =
  | { readonly _tag: "Charge"; readonly charge: ChargeRecord }
  | { readonly _tag: "Movement"; readonly movement: Movement }

/** The ledger account a statement reads movements of: the subaccount's when filtered by one, else the main one. */
export const statementLedgerAccount = (accountId: AccountId, filters: ChargeListFilters): LedgerAccountId =>
  filters.subaccountId === undefined ? mainLedgerAccount(accountId) : subLedgerAccount(filters.subaccountId)

/** The id of a movement: its type's prefix and the body of its entry's id (what follows the first `_`). */
export const movementIdOf = (type: MovementType, entryId: string): string =>
  `${movementIdPrefix[type]}_${entryId.slice(entryId.indexOf("_") + 1)}`

/**
 * The movements `entry` makes on `ledgerAccountId`, an account of `accountId`. An `INTERNAL_TRANSFER` entry makes
 * the sender's OUT line (its debit) and the receiver's IN line (its credit), on main accounts. A `REFUND` entry of the
 * account makes one `REFUND` line (a debit: the refunded net and the fee), a `REFUND_REVERSAL` one a credit of the
 * same amount, on the refunded ledger account (main or subaccount). A `PIX_OUT` or `MOBILE_RECHARGE` entry makes a
 * debit line on the main account, its reversal a credit line of the same amount. Otherwise only `PIX_IN`
 * entries make them:
 * a credit in another account's entry is `SPLIT_IN`; in the account's own entry, the credit to its main account
 * while a subaccount receives the charge is `SUBACCOUNT_PROFIT`. Any other credit is the own transaction's (listed
 * as that transaction), and debits are never movements. `subaccountCharges` names the account's charges received by
 * a subaccount: a split may take a subaccount charge's whole net, and then no posting of the entry credits the
 * subaccount, yet the main account's credit is still the profit.
 */
export const movementsOf = (
  entry: JournalEntry,
  accountId: AccountId,
  ledgerAccountId: LedgerAccountId,
  subaccountCharges: ReadonlySet<string> = new Set()
): ReadonlyArray<Movement> => {
  if (entry.kind === "INTERNAL_TRANSFER") {
    // Each side's posting on its main account: the debit is the sender's OUT line, the credit the receiver's IN.
    return entry.postings
      .filter((p) => p.ledgerAccountId === ledgerAccountId && ledgerAccountId === mainLedgerAccount(accountId))
      .map((p) => {
        const type: MovementType = p.amountCentavos < 0 ? "INTERNAL_TRANSFER_OUT" : "INTERNAL_TRANSFER_IN"
        return {
          id: movementIdOf(type, entry.id),
          type,
          amountCentavos: Math.abs(p.amountCentavos) as Centavos,
          description: entry.description ?? movementDescription[type],
          referenceId: entry.id,
          entryId: entry.id,
          ledgerAccountId,
          createdAt: entry.createdAt
        }
      })
  }
  if (
    entry.kind === "PIX_OUT" ||
    entry.kind === "PIX_OUT_REVERSAL" ||
    entry.kind === "MOBILE_RECHARGE" ||
    entry.kind === "MOBILE_RECHARGE_REVERSAL"
  ) {
    // A PIX transfer's or a mobile recharge's debit and, when it failed (or the recharge was cancelled), the reversal
    // that returns it: main account only.
    const type: MovementType = entry.kind
    return entry.postings
      .filter((p) => p.ledgerAccountId === ledgerAccountId && ledgerAccountId === mainLedgerAccount(accountId))
      .map((p) => ({
        id: movementIdOf(type, entry.id),
        type,
        amountCentavos: Math.abs(p.amountCentavos) as Centavos,
        description: entry.description ?? movementDescription[type],
        referenceId: entry.transactionId ?? entry.id,
        entryId: entry.id,
        ledgerAccountId,
        createdAt: entry.createdAt
      }))
  }
  if (entry.kind === "REFUND" || entry.kind === "REFUND_REVERSAL") {
    // One line per entry on the refunded account (main or subaccount): the debit (refund and fee) or its return.
    const sum = entry.postings
      .filter((p) => p.ledgerAccountId === ledgerAccountId)
      .reduce((total, p) => total + p.amountCentavos, 0)
    if (sum === 0 || entry.accountId !== accountId) return []
    const type: MovementType = entry.kind
    return [
      {
        id: movementIdOf(type, entry.id),
        type,
        amountCentavos: Math.abs(sum) as Centavos,
        description: entry.description ?? movementDescription[type],
        referenceId: entry.transactionId ?? entry.id,
        entryId: entry.id,
        ledgerAccountId,
        createdAt: entry.createdAt
      }
    ]
  }
  if (entry.kind !== "PIX_IN") return []
  const toSubaccount =
    (entry.transactionId !== undefined && subaccountCharges.has(entry.transactionId)) ||
    entry.postings.some((p) => p.ledgerAccountId.startsWith("sub:") && p.amountCentavos > 0)
  const type: MovementType | undefined =
    entry.accountId !== accountId
      ? "SPLIT_IN"
      : ledgerAccountId === mainLedgerAccount(accountId) && toSubaccount
        ? "SUBACCOUNT_PROFIT"
        : undefined
  if (type === undefined) return []
  return entry.postings
    .filter((p) => p.ledgerAccountId === ledgerAccountId && p.amountCentavos > 0)
    .map((p) => ({
      id: movementIdOf(type, entry.id),
      type,
      amountCentavos: p.amountCentavos,
      description: movementDescription[type],
      referenceId: entry.transactionId ?? entry.id,
      entryId: entry.id,
      ledgerAccountId,
      createdAt: entry.createdAt
    }))
}

/**
 * Whether a movement passes the list filters: dates bound its `createdAt` (inclusive); a `status` other than
 * `COMPLETED` and any `externalReference` exclude it; `search` is a case-insensitive substring of its id,
 * description or `referenceId`. (`subaccountId` chooses the ledger account read, see `statementLedgerAccount`.)
 */
export const movementMatches = (movement: Movement, filters: ChargeListFilters): boolean => {
  if (filters.dateFrom !== undefined && movement.createdAt.getTime() < filters.dateFrom.getTime()) return false
  if (filters.dateTo !== undefined && movement.createdAt.getTime() > filters.dateTo.getTime()) return false
  if (filters.status !== undefined && filters.status !== "COMPLETED") return false
  if (filters.externalReference !== undefined) return false
  if (filters.search !== undefined && filters.search !== "") {
    const needle = filters.search.toLowerCase()
    const haystack = [movement.id, movement.description, movement.referenceId]
    if (!haystack.some((field) => field.toLowerCase().includes(needle))) return false
  }
  return true
}

const keyOf = (item: StatementItem) =>
  item._tag === "Charge"
    ? { createdAt: item.charge.createdAt, id: item.charge.id as string }
    : { createdAt: item.movement.createdAt, id: item.movement.id }

/** The statement order: newest first, ties by id descending (byte order; ids are ASCII). */
export const statementOrder = (a: StatementItem, b: StatementItem): number => {
  if (a._tag === "Charge" && b._tag === "Charge") return newestFirst(a.charge, b.charge)
  const x = keyOf(a)
  const y = keyOf(b)
  return y.createdAt.getTime() - x.createdAt.getTime() || (x.id < y.id ? 1 : x.id > y.id ? -1 : 0)
}
