import { Context, Effect, Layer, Ref, Result, Schema } from "effect"
import { fromEither } from "../../charges/Common.ts"
import type { ChargeStoreError } from "../../charges/Errors.ts"
import {
  chargePageSizeMax,
  type ChargeListFilters,
  type ChargeRecord,
  newestFirst,
  type PageRequest,
  toLean
} from "../../charges/Record.ts"
import { type ListChargesInput, validateList } from "../../charges/Request.ts"
import type { LedgerStoreError } from "../../ledger/Errors.ts"
import {
  type AccountId,
  type EntryId,
  type JournalEntry,
  type LedgerAccountId,
  mainLedgerAccount,
  subLedgerAccount
} from "../../ledger/Model.ts"
import { type Centavos, toReais } from "../../money/Money.ts"
import {
  LeanRefund,
  refundIdPrefix,
  type RefundRecord,
  refundReversalIdPrefix,
  toRefundBlock
} from "../../refunds/Record.ts"
import { internalInIdPrefix, internalOutIdPrefix } from "../../transfers/InternalRecord.ts"
import { pixOutReversalIdPrefix, pixTransferIdPrefix } from "../../transfers/PixRecord.ts"
import { ChargeStore } from "../../charges/ChargeStore.ts"
import { LedgerStore } from "../../ledger/LedgerStore.ts"
import { span } from "../../shared/Tracing.ts"

/**
 * The types of a ledger movement listed beside the account's own transactions (docs/decisions.md, "Statement"):
 * `SPLIT_IN`, a split partner's share of another merchant's PIX charge; `SUBACCOUNT_PROFIT`, the profit a
 * subaccount's PIX charge credits to its merchant's main account; `INTERNAL_TRANSFER_OUT` and `INTERNAL_TRANSFER_IN`,
 * the sender's debit and the receiver's credit of an internal transfer; `REFUND`, a refund's debit (refunded net plus
 * fee), and `REFUND_REVERSAL`, its return when the refund failed (the debits are `INTERNAL_TRANSFER_OUT` and `REFUND`).
 */
export const MovementType = Schema.Literals([
  "SPLIT_IN",
  "SUBACCOUNT_PROFIT",
  "INTERNAL_TRANSFER_OUT",
  "INTERNAL_TRANSFER_IN",
  "PIX_OUT",
  "PIX_OUT_REVERSAL",
  "REFUND",
  "REFUND_REVERSAL"
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
  REFUND_REVERSAL: refundReversalIdPrefix
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
  REFUND_REVERSAL: "Refund failed: debit returned"
}

/** Whether a movement type debits the account (its amount is then subtracted from the balance). */
export const isDebitMovement = (type: MovementType): boolean =>
  type === "INTERNAL_TRANSFER_OUT" || type === "PIX_OUT" || type === "REFUND"

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

/** One page of a statement, newest first, and the number of all lines passing the filters. */
export interface StatementPage {
  readonly items: ReadonlyArray<StatementItem>
  readonly total: number
}

/** A statement read that failed in storage. */
export type StatementError = ChargeStoreError | LedgerStoreError

/**
 * Read model of an account's statement: every transaction of the account and every ledger movement credited to it
 * by another transaction, as one list.
 */
export class Statement extends Context.Service<
  Statement,
  {
    /**
     * One page of the statement of `accountId`: its charges (`matchesFilters`) and the movements credited to its main
     * ledger account (with `filters.subaccountId`: to that subaccount's, when the account owns it) passing
     * `movementMatches`, newest first then by id descending (`statementOrder`), and the count of all of them. `page`
     * starts at 1; the caller bounds `pageSize`.
     */
    readonly findManyByAccount: (
      accountId: AccountId,
      filters: ChargeListFilters,
      page: PageRequest
    ) => Effect.Effect<StatementPage, StatementError>
  }
>()("@trilho/domain/Statement") {}

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
 * same amount, on the refunded ledger account (main or subaccount). Otherwise only `PIX_IN`
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
  if (entry.kind === "PIX_OUT" || entry.kind === "PIX_OUT_REVERSAL") {
    // A PIX transfer's debit (amount + fee) and, when it failed, the reversal that returns it: main account only.
    const type: MovementType = entry.kind === "PIX_OUT" ? "PIX_OUT" : "PIX_OUT_REVERSAL"
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

/**
 * The statement over the memory stores. It wraps the `LedgerStore` it is given: the wrapper (provided beside
 * `Statement`) keeps the entries it applies and the owners of the ledger accounts it creates, which the movements
 * are read from; charges are read from the `ChargeStore`, page by page.
 */
export const makeMemory = Effect.gen(function* () {
  const inner = yield* LedgerStore
  const charges = yield* ChargeStore
  const entries = yield* Ref.make<ReadonlyArray<JournalEntry>>([])
  const owners = yield* Ref.make<ReadonlyMap<LedgerAccountId, AccountId>>(new Map())

  const ledgerStore = LedgerStore.of({
    ...inner,
    insertAccount: (account) =>
      Effect.andThen(
        inner.insertAccount(account),
        Ref.update(owners, (m) => (m.has(account.id) ? m : new Map(m).set(account.id, account.accountId)))
      ),
    post: (batch, now) =>
      Effect.tap(inner.post(batch, now), (outcomes) =>
        Ref.update(entries, (all) => [
          ...all,
          ...batch.filter((_, i) => {
            const outcome = outcomes[i]
            return outcome !== undefined && Result.isSuccess(outcome) && !outcome.success.replayed
          })
        ])
      )
  })

  const allCharges = (accountId: AccountId, filters: ChargeListFilters) =>
    Effect.gen(function* () {
      const first = yield* charges.findManyByAccount(accountId, filters, { page: 1, pageSize: chargePageSizeMax })
      const all = [...first.items]
      for (let page = 2; all.length < first.total; page++) {
        const next = yield* charges.findManyByAccount(accountId, filters, { page, pageSize: chargePageSizeMax })
        if (next.items.length === 0) break
        all.push(...next.items)
      }
      return all
    })

  const statement = Statement.of({
    findManyByAccount: (accountId, filters, page) =>
      Effect.gen(function* () {
        const ledgerAccountId = statementLedgerAccount(accountId, filters)
        const owned = (yield* Ref.get(owners)).get(ledgerAccountId) === accountId
        const subaccountCharges =
          owned && ledgerAccountId === mainLedgerAccount(accountId)
            ? new Set(
                (yield* allCharges(accountId, {}))
                  .filter((c) => c.subaccountId !== undefined)
                  .map((c) => c.id as string)
              )
            : new Set<string>()
        const movements = owned
          ? (yield* Ref.get(entries))
              .flatMap((entry) => movementsOf(entry, accountId, ledgerAccountId, subaccountCharges))
              .filter((movement) => movementMatches(movement, filters))
          : []
        const all: Array<StatementItem> = [
          ...(yield* allCharges(accountId, filters)).map((charge) => ({ _tag: "Charge" as const, charge })),
          ...movements.map((movement) => ({ _tag: "Movement" as const, movement }))
        ].sort(statementOrder)
        const start = (page.page - 1) * page.pageSize
        return { items: all.slice(start, start + page.pageSize), total: all.length }
      }).pipe(span("Statement.findManyByAccount"))
  })

  return Context.make(Statement, statement).pipe(Context.add(LedgerStore, ledgerStore))
})

/**
 * The memory statement with the `LedgerStore` it reads: build the ledger (and `Accounts`) over the `LedgerStore` this
 * layer provides, so every entry goes through it.
 */
export const layerMemory: Layer.Layer<Statement | LedgerStore, never, LedgerStore | ChargeStore> =
  Layer.effectContext(makeMemory)

/** One page of a statement, with the paging fields of the spec's list envelope. */
export interface StatementListPage extends StatementPage {
  readonly page: number
  readonly pageSize: number
  readonly pages: number
}

/** Checks a list query (`Charges` rules: page from 1, page size 1 to 100, default 50) and reads that page. */
export const list = Effect.fnUntraced(function* (accountId: AccountId, query: ListChargesInput) {
  const { filters, page } = yield* fromEither(validateList(query))
  const statement = yield* Statement
  const found = yield* statement.findManyByAccount(accountId, filters, page)
  return {
    ...found,
    page: page.page,
    pageSize: page.pageSize,
    pages: Math.ceil(found.total / page.pageSize)
  } satisfies StatementListPage
}, span("Statement.list"))

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
