import { Effect, Layer, Result } from "effect"
import { depositEntryOf } from "../../src/charges/Deposit.ts"
import type { ChargeListFilters, ChargeRecord } from "../../src/charges/Record.ts"
import {
  AccountId,
  EntryId,
  type LedgerAccountId,
  mainLedgerAccount,
  subLedgerAccount
} from "../../src/ledger/Model.ts"
import { centavos } from "../../src/money/Money.ts"
import * as ChargeStorePort from "../../src/charges/ChargeStore.ts"
import { ChargeStore } from "../../src/charges/ChargeStore.ts"
import * as LedgerStorePort from "../../src/ledger/LedgerStore.ts"
import { LedgerStore } from "../../src/ledger/LedgerStore.ts"
import * as Statement from "../../src/transactions/statement/index.ts"
import { chargeRecord } from "../charges/fixtures.ts"

export const a = AccountId.make("acc_a")
export const b = AccountId.make("acc_b")
export const c = AccountId.make("acc_c")
export const merchants = [a, b, c] as const
/** Subaccounts of `a`. */
export const subaccounts = ["sub_1", "sub_2"] as const

/** The memory statement, the ledger store it wraps, and the charges. Every port here is synchronous. */
export const world = () =>
  Statement.layerMemory.pipe(
    Layer.provide(LedgerStorePort.layerMemory),
    Layer.provideMerge(ChargeStorePort.layerMemory)
  )

export type World = Layer.Success<ReturnType<typeof world>>

/** The ledger accounts of the three merchants and of `a`'s subaccounts. */
export const openAccounts = Effect.gen(function* () {
  const ledger = yield* LedgerStore
  for (const m of merchants) yield* ledger.insertAccount({ id: mainLedgerAccount(m), accountId: m, kind: "MAIN" })
  for (const s of subaccounts)
    yield* ledger.insertAccount({ id: subLedgerAccount(s), accountId: a, kind: "SUBACCOUNT" })
})

/** Stores `record`; when `paidAtMs` is given, pays it then (status COMPLETED and its deposit entry at that time). */
export const store = (record: ChargeRecord, paidAtMs?: number) =>
  Effect.gen(function* () {
    const charges = yield* ChargeStore
    yield* charges.insert(record)
    if (paidAtMs === undefined) return record
    const paidAt = new Date(paidAtMs)
    const paid = yield* charges.updateStatus(record.accountId, record.id, "PENDING", "COMPLETED", {
      updatedAt: paidAt,
      completedAt: paidAt,
      endToEndId: `E${record.id.slice(4)}`
    })
    const entry = depositEntryOf(paid, EntryId.make(`ent_${record.id.slice(4)}`), paidAt)
    const [outcome] = yield* (yield* LedgerStore).post([entry], paidAt)
    if (outcome === undefined || Result.isFailure(outcome))
      return yield* Effect.die(new Error(`deposit of ${paid.id} refused`))
    return paid
  })

/** Every line of the statement, read page by page. */
export const readAll = (accountId: AccountId, filters: ChargeListFilters, pageSize: number) =>
  Effect.gen(function* () {
    const statement = yield* Statement.Statement
    const first = yield* statement.findManyByAccount(accountId, filters, { page: 1, pageSize })
    const items = [...first.items]
    for (let page = 2; page <= Math.ceil(first.total / pageSize); page++) {
      const next = yield* statement.findManyByAccount(accountId, filters, { page, pageSize })
      if (next.total !== first.total) return yield* Effect.die(new Error("the total changed between pages"))
      items.push(...next.items)
    }
    if (items.length !== first.total) return yield* Effect.die(new Error("the pages do not hold the total"))
    return items
  })

export const idOf = (item: Statement.StatementItem) => (item._tag === "Charge" ? item.charge.id : item.movement.id)

/**
 * What a statement line added to `ledgerAccountId`: a completed or refunded (REVERSED) charge its receiver's share, a
 * movement its amount (negated for a debit: an internal transfer's OUT line, a refund).
 */
export const creditedTo = (item: Statement.StatementItem, ledgerAccountId: LedgerAccountId): number => {
  if (item._tag === "Movement") return Statement.signedCentavosOf(item.movement)
  const charge = item.charge
  // A refunded deposit (REVERSED) keeps its credit; its refund is a debit line of its own.
  if (charge.status !== "COMPLETED" && charge.status !== "REVERSED") return 0
  const receiver =
    charge.subaccountId === undefined ? mainLedgerAccount(charge.accountId) : subLedgerAccount(charge.subaccountId)
  return receiver === ledgerAccountId ? charge.netCentavos - (charge.split?.amountCentavos ?? 0) : 0
}

/** A charge of `owner` with the given shares: fee = platform fee + profit, net = gross − fee, split of the net. */
export const chargeOf = (
  n: number,
  owner: AccountId,
  shares: {
    readonly gross: number
    readonly platformFee: number
    readonly profit: number
    readonly split?: { readonly to: AccountId; readonly amount: number } | undefined
    readonly subaccountId?: string | undefined
    readonly createdAtMs: number
  }
) =>
  chargeRecord(n, {
    accountId: owner,
    createdAt: new Date(shares.createdAtMs),
    amountCentavos: centavos(shares.gross),
    feeCentavos: centavos(shares.platformFee + shares.profit),
    netCentavos: centavos(shares.gross - shares.platformFee - shares.profit),
    platformFeeCentavos: centavos(shares.platformFee),
    profitCentavos: centavos(shares.profit),
    ...(shares.subaccountId === undefined ? {} : { subaccountId: shares.subaccountId }),
    ...(shares.split === undefined
      ? {}
      : { split: { accountId: shares.split.to, bps: 5_000, amountCentavos: centavos(shares.split.amount) } })
  })
