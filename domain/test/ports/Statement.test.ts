import { describe, expect, it } from "@effect/vitest"
import { Effect, FastCheck as fc, Layer, TestClock } from "effect"
import { depositEntryOf } from "../../src/charges/Deposit.ts"
import type { ChargeListFilters, ChargeRecord } from "../../src/charges/Record.ts"
import { Ledger } from "../../src/ledger/Ledger.ts"
import {
  AccountId,
  EntryId,
  type LedgerAccountId,
  mainLedgerAccount,
  subLedgerAccount
} from "../../src/ledger/Model.ts"
import { centavos } from "../../src/money/Money.ts"
import * as ChargeStorePort from "../../src/ports/ChargeStore.ts"
import { ChargeStore } from "../../src/ports/ChargeStore.ts"
import * as LedgerStorePort from "../../src/ports/LedgerStore.ts"
import { LedgerStore } from "../../src/ports/LedgerStore.ts"
import * as Statement from "../../src/ports/Statement.ts"
import { chargeRecord } from "../charges/fixtures.ts"

const a = AccountId.make("acc_a")
const b = AccountId.make("acc_b")
const c = AccountId.make("acc_c")
const merchants = [a, b, c] as const
/** Subaccounts of `a`. */
const subaccounts = ["sub_1", "sub_2"] as const

/** The memory statement, the ledger over the store it wraps, and the charges. */
const world = () =>
  Ledger.Default.pipe(
    Layer.provideMerge(
      Statement.layerMemory.pipe(
        Layer.provide(LedgerStorePort.layerMemory),
        Layer.provideMerge(ChargeStorePort.layerMemory)
      )
    )
  )

const openAccounts = Effect.gen(function* () {
  const ledger = yield* Ledger
  for (const m of merchants) yield* ledger.openAccount({ id: mainLedgerAccount(m), accountId: m, kind: "MAIN" })
  for (const s of subaccounts) yield* ledger.openAccount({ id: subLedgerAccount(s), accountId: a, kind: "SUBACCOUNT" })
})

/** Stores `record`; when `paidAtMs` is given, pays it then (status COMPLETED and its deposit entry at that time). */
const store = (record: ChargeRecord, paidAtMs?: number) =>
  Effect.gen(function* () {
    const charges = yield* ChargeStore
    yield* charges.insert(record)
    if (paidAtMs === undefined) return record
    yield* TestClock.setTime(paidAtMs)
    const paidAt = new Date(paidAtMs)
    const paid = yield* charges.updateStatus(record.accountId, record.id, "PENDING", "COMPLETED", {
      updatedAt: paidAt,
      completedAt: paidAt,
      endToEndId: `E${record.id.slice(4)}`
    })
    yield* (yield* Ledger).post(depositEntryOf(paid, EntryId.make(`ent_${record.id.slice(4)}`), paidAt))
    return paid
  })

/** Every line of the statement, read page by page. */
const readAll = (accountId: AccountId, filters: ChargeListFilters, pageSize: number) =>
  Effect.gen(function* () {
    const statement = yield* Statement.Statement
    const first = yield* statement.findManyByAccount(accountId, filters, { page: 1, pageSize })
    const items = [...first.items]
    for (let page = 2; page <= Math.ceil(first.total / pageSize); page++) {
      const next = yield* statement.findManyByAccount(accountId, filters, { page, pageSize })
      expect(next.total).toBe(first.total)
      items.push(...next.items)
    }
    expect(items).toHaveLength(first.total)
    return items
  })

const idOf = (item: Statement.StatementItem) => (item._tag === "Charge" ? item.charge.id : item.movement.id)

/** What a statement line credited to `ledgerAccountId`: a completed charge its receiver's share, a movement itself. */
const creditedTo = (item: Statement.StatementItem, ledgerAccountId: LedgerAccountId): number => {
  if (item._tag === "Movement") return item.movement.amountCentavos
  const charge = item.charge
  if (charge.status !== "COMPLETED") return 0
  const receiver =
    charge.subaccountId === undefined ? mainLedgerAccount(charge.accountId) : subLedgerAccount(charge.subaccountId)
  return receiver === ledgerAccountId ? charge.netCentavos - (charge.split?.amountCentavos ?? 0) : 0
}

/** A charge of `owner` with the given shares: fee = platform fee + profit, net = gross − fee, split of the net. */
const chargeOf = (
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

describe("Statement (memory)", () => {
  it.effect(
    "a split partner sees a SPLIT_IN of its share, the merchant its PIX_IN; a subaccount's profit is listed",
    () =>
      Effect.gen(function* () {
        yield* openAccounts
        const split = yield* store(
          chargeOf(1, a, {
            gross: 10_000,
            platformFee: 100,
            profit: 0,
            split: { to: b, amount: 2_475 },
            createdAtMs: 0
          }),
          1_000
        )
        const sub = yield* store(
          chargeOf(2, a, { gross: 5_000, platformFee: 50, profit: 30, subaccountId: "sub_1", createdAtMs: 2_000 }),
          3_000
        )
        const ofB = yield* readAll(b, {}, 10)
        expect(ofB.map((i) => (i._tag === "Movement" ? [i.movement.type, i.movement.amountCentavos] : i._tag))).toEqual(
          [["SPLIT_IN", 2_475]]
        )
        const movement = ofB[0]!._tag === "Movement" ? ofB[0]!.movement : undefined
        expect(movement).toMatchObject({ referenceId: split.id, id: `spl_${split.id.slice(4)}` })
        expect(Statement.toLeanItem(ofB[0]!)).toEqual({
          id: `spl_${split.id.slice(4)}`,
          type: "SPLIT_IN",
          status: "COMPLETED",
          amount: 24.75,
          feeAmount: 0,
          netAmount: 24.75,
          currency: "BRL",
          description: "Split share of a PIX charge",
          referenceId: split.id,
          createdAt: new Date(1_000).toISOString(),
          completedAt: new Date(1_000).toISOString()
        })
        // a: the profit (newest), the subaccount's charge, the split charge.
        const ofA = yield* readAll(a, {}, 2)
        expect(ofA.map(idOf)).toEqual([`prf_${sub.id.slice(4)}`, sub.id, split.id])
        expect(ofA[0]).toMatchObject({
          movement: { type: "SUBACCOUNT_PROFIT", amountCentavos: 30, referenceId: sub.id }
        })
        // The subaccount's statement: its charge, no profit (credited to the main account).
        expect((yield* readAll(a, { subaccountId: "sub_1" }, 10)).map(idOf)).toEqual([sub.id])
        // Another merchant's subaccount is not read, and c has nothing.
        expect(yield* readAll(b, { subaccountId: "sub_1" }, 10)).toEqual([])
        expect(yield* readAll(c, {}, 10)).toEqual([])
      }).pipe(Effect.provide(world()))
  )

  it.effect("filters: status, dates, externalReference and search include or exclude a movement", () =>
    Effect.gen(function* () {
      yield* openAccounts
      const split = yield* store(
        chargeOf(1, a, { gross: 10_000, platformFee: 0, profit: 0, split: { to: b, amount: 100 }, createdAtMs: 0 }),
        5_000
      )
      yield* store(chargeOf(2, b, { gross: 700, platformFee: 0, profit: 0, createdAtMs: 6_000 }))
      const ids = (filters: ChargeListFilters) => Effect.map(readAll(b, filters, 100), (items) => items.map(idOf))
      const movement = `spl_${split.id.slice(4)}`
      expect(yield* ids({ status: "COMPLETED" })).toEqual([movement])
      expect(yield* ids({ status: "PENDING" })).not.toContain(movement)
      expect(yield* ids({ dateFrom: new Date(5_000), dateTo: new Date(5_000) })).toEqual([movement])
      expect(yield* ids({ dateFrom: new Date(5_001) })).not.toContain(movement)
      expect(yield* ids({ dateTo: new Date(4_999) })).toEqual([])
      expect(yield* ids({ externalReference: "x" })).toEqual([])
      expect(yield* ids({ search: split.id.slice(-8).toLowerCase() })).toEqual([movement])
      expect(yield* ids({ search: "SPLIT SHARE" })).toEqual([movement])
      expect(yield* ids({ search: "nothing like it" })).toEqual([])
    }).pipe(Effect.provide(world()))
  )

  const chargeArb = fc.record({
    owner: fc.integer({ min: 0, max: 2 }),
    gross: fc.integer({ min: 1, max: 1_000_000 }),
    feePart: fc.double({ min: 0, max: 1, noNaN: true }),
    profitPart: fc.double({ min: 0, max: 1, noNaN: true }),
    splitPart: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
    splitTo: fc.integer({ min: 1, max: 2 }),
    subaccount: fc.option(fc.constantFrom(...subaccounts), { nil: undefined }),
    createdAtMs: fc.integer({ min: 0, max: 20 }).map((s) => s * 1_000),
    paidAfterMs: fc.option(
      fc.integer({ min: 0, max: 3 }).map((s) => s * 1_000),
      { nil: undefined }
    )
  })

  it.effect.prop(
    "the COMPLETED statement lines of an account credit exactly its ledger balance (available + pending), and pages list each line once",
    [fc.array(chargeArb, { maxLength: 25 }), fc.integer({ min: 1, max: 7 })],
    ([drafts, pageSize]) =>
      Effect.gen(function* () {
        yield* openAccounts
        let n = 0
        for (const d of drafts) {
          n++
          const owner = merchants[d.owner]!
          const platformFee = Math.floor((d.gross - 1) * d.feePart)
          // Only a subaccount charge has a profit.
          const sub = owner === a ? d.subaccount : undefined
          const profit = sub === undefined ? 0 : Math.floor((d.gross - 1 - platformFee) * d.profitPart)
          const net = d.gross - platformFee - profit
          const split =
            d.splitPart === undefined
              ? undefined
              : { to: merchants[(d.owner + d.splitTo) % 3]!, amount: Math.floor(net * d.splitPart) }
          const record = chargeOf(n, owner, {
            gross: d.gross,
            platformFee,
            profit,
            split,
            subaccountId: sub,
            createdAtMs: d.createdAtMs
          })
          yield* store(record, d.paidAfterMs === undefined ? undefined : d.createdAtMs + d.paidAfterMs)
        }
        const ledgerStore = yield* LedgerStore
        const statements: Array<readonly [AccountId, ChargeListFilters, LedgerAccountId]> = [
          ...merchants.map((m) => [m, {}, mainLedgerAccount(m)] as const),
          ...subaccounts.map((s) => [a, { subaccountId: s }, subLedgerAccount(s)] as const)
        ]
        for (const [accountId, filters, ledgerAccountId] of statements) {
          const items = yield* readAll(accountId, filters, pageSize)
          expect(new Set(items.map(idOf)).size).toBe(items.length)
          expect([...items].sort(Statement.statementOrder)).toEqual(items)
          const credited = items.reduce((sum, item) => sum + creditedTo(item, ledgerAccountId), 0)
          const balance = yield* ledgerStore.findBalance(ledgerAccountId, new Date(0))
          expect(credited).toBe(balance.availableCentavos + balance.pendingCentavos)
        }
      }).pipe(Effect.provide(world())),
    { fastCheck: { numRuns: 100 } }
  )
})
