import { describe, expect, layer, type Vitest } from "@effect/vitest"
import { Charges, ChargeStore, Ledger, LedgerStore, type Money, Statement } from "@trilho/domain"
import { Effect, type Layer, Result } from "effect"
import { chargeIdAt, chargeRecord } from "./ChargeStoreContract.ts"
import { T0, at, newMerchant, uid } from "./fixtures.ts"

type ChargeRecord = Charges.ChargeRecord
type Services = Statement.Statement | LedgerStore.LedgerStore | ChargeStore.ChargeStore

const c = (n: number) => n as Money.Centavos
const secondMs = 1_000

/** A subaccount ledger account of `accountId`. */
const newSubaccount = (accountId: string) =>
  Effect.gen(function* () {
    const id = uid("sub")
    yield* (yield* LedgerStore.LedgerStore).insertAccount({
      id: Ledger.subLedgerAccount(id),
      accountId: accountId as Ledger.AccountId,
      kind: "SUBACCOUNT"
    })
    return id
  })

/** Stores a charge; when `paidAt` is given, completes it and posts its deposit entry at that instant. */
const store = (record: ChargeRecord, paidAt?: Date) =>
  Effect.gen(function* () {
    const charges = yield* ChargeStore.ChargeStore
    yield* charges.insert(record)
    if (paidAt === undefined) return { record, entry: undefined }
    const paid = yield* charges.updateStatus(record.accountId, record.id, "PENDING", "COMPLETED", {
      updatedAt: paidAt,
      completedAt: paidAt,
      endToEndId: `E${record.id.slice(4)}`
    })
    const entry = Charges.depositEntryOf(paid, `ent_${record.id.slice(4)}` as Ledger.EntryId, paidAt)
    const [outcome] = yield* (yield* LedgerStore.LedgerStore).post([entry], paidAt)
    expect(outcome !== undefined && Result.isSuccess(outcome)).toBe(true)
    return { record: paid, entry }
  })

/** A charge of `accountId` created at `createdAt`: gross 100.00, fee 1.00 (+ `profit`), optional split and subaccount. */
const charge = (
  accountId: string,
  createdAt: Date,
  options: {
    readonly split?: { readonly to: string; readonly amount: number }
    readonly subaccountId?: string
    readonly profit?: number
    readonly externalReference?: string
    readonly description?: string
  } = {}
) => {
  const profit = options.profit ?? 0
  return chargeRecord(accountId, {
    id: chargeIdAt(createdAt.getTime()),
    createdAt,
    updatedAt: createdAt,
    amountCentavos: c(10_000),
    feeCentavos: c(100 + profit),
    netCentavos: c(9_900 - profit),
    platformFeeCentavos: c(100),
    profitCentavos: c(profit),
    ...(options.split === undefined
      ? {}
      : {
          split: {
            accountId: options.split.to as Ledger.AccountId,
            bps: 2_500,
            amountCentavos: c(options.split.amount)
          }
        }),
    ...(options.subaccountId === undefined ? {} : { subaccountId: options.subaccountId }),
    ...(options.externalReference === undefined ? {} : { externalReference: options.externalReference }),
    ...(options.description === undefined ? {} : { description: options.description })
  })
}

/** Every line of a statement, page by page; each page must report the same total. */
const readAll = (accountId: string, filters: Charges.ChargeListFilters, pageSize: number) =>
  Effect.gen(function* () {
    const statement = yield* Statement.Statement
    const first = yield* statement.findManyByAccount(accountId as Ledger.AccountId, filters, { page: 1, pageSize })
    const items = [...first.items]
    for (let page = 2; page <= Math.ceil(first.total / pageSize); page++) {
      const next = yield* statement.findManyByAccount(accountId as Ledger.AccountId, filters, { page, pageSize })
      expect(next.total).toBe(first.total)
      items.push(...next.items)
    }
    expect(items).toHaveLength(first.total)
    return items
  })

const idOf = (item: Statement.StatementItem) => (item._tag === "Charge" ? item.charge.id : item.movement.id)

/**
 * The statement by the domain's reference functions: the account's charges passing `matchesFilters`, and the
 * movements `movementsOf` the given entries passing `movementMatches`, in `statementOrder`.
 */
const expected = (
  accountId: string,
  owned: boolean,
  charges: ReadonlyArray<ChargeRecord>,
  entries: ReadonlyArray<Ledger.JournalEntry>,
  filters: Charges.ChargeListFilters
): Array<Statement.StatementItem> => {
  const account = accountId as Ledger.AccountId
  const ledgerAccountId = Statement.statementLedgerAccount(account, filters)
  return [
    ...charges
      .filter((r) => r.accountId === accountId && Charges.matchesFilters(r, filters))
      .map((charge) => ({ _tag: "Charge" as const, charge })),
    ...(owned ? entries : [])
      .flatMap((e) => Statement.movementsOf(e, account, ledgerAccountId))
      .filter((m) => Statement.movementMatches(m, filters))
      .map((movement) => ({ _tag: "Movement" as const, movement }))
  ].sort(Statement.statementOrder)
}

/** The behaviour every `Statement` shares, over the `LedgerStore` and `ChargeStore` it reads. */
export const statementTests = (it: Vitest.MethodsNonLive<Services>) => {
  it.effect("a split partner's statement has a SPLIT_IN of its share; a subaccount's profit is the merchant's", () =>
    Effect.gen(function* () {
      const a = yield* newMerchant("a")
      const b = yield* newMerchant("b")
      const sub = yield* newSubaccount(a)
      const split = yield* store(charge(a, T0, { split: { to: b, amount: 2_475 } }), at(T0, secondMs))
      const profit = yield* store(charge(a, at(T0, 2 * secondMs), { subaccountId: sub, profit: 30 }), at(T0, 3_000))
      const pending = yield* store(charge(a, at(T0, 4 * secondMs)))

      const ofB = yield* readAll(b, {}, 10)
      expect(ofB).toEqual([
        {
          _tag: "Movement",
          movement: {
            id: `spl_${split.entry!.id.slice(4)}`,
            type: "SPLIT_IN",
            amountCentavos: 2_475,
            description: Statement.movementDescription.SPLIT_IN,
            referenceId: split.record.id,
            entryId: split.entry!.id,
            ledgerAccountId: Ledger.mainLedgerAccount(b),
            createdAt: at(T0, secondMs)
          }
        }
      ])
      const ofA = yield* readAll(a, {}, 2)
      expect(ofA.map(idOf)).toEqual([
        pending.record.id,
        `prf_${profit.entry!.id.slice(4)}`,
        profit.record.id,
        split.record.id
      ])
      // Charges come back as stored.
      expect(ofA[0]).toEqual({ _tag: "Charge", charge: pending.record })
      expect(ofA[3]).toEqual({ _tag: "Charge", charge: split.record })
      expect(ofA[1]).toMatchObject({ movement: { type: "SUBACCOUNT_PROFIT", amountCentavos: 30 } })
      // The subaccount's statement: its charge only (the profit is credited to the main account).
      expect((yield* readAll(a, { subaccountId: sub }, 10)).map(idOf)).toEqual([profit.record.id])
      // Another merchant's subaccount reads nothing.
      expect(yield* readAll(b, { subaccountId: sub }, 10)).toEqual([])
    })
  )

  it.effect("filters and pages agree with the domain's reference functions", () =>
    Effect.gen(function* () {
      const a = yield* newMerchant("a")
      const b = yield* newMerchant("b")
      const x = yield* newMerchant("x")
      const sub = yield* newSubaccount(a)
      const charges: Array<ChargeRecord> = []
      const entries: Array<Ledger.JournalEntry> = []
      const add = (record: ChargeRecord, paidAt?: Date) =>
        Effect.map(store(record, paidAt), (stored) => {
          charges.push(stored.record)
          if (stored.entry !== undefined) entries.push(stored.entry)
        })
      // Many lines on the same second, so ties are broken by id.
      for (let i = 0; i < 12; i++) {
        const createdAt = at(T0, Math.floor(i / 3) * secondMs)
        const paidAt = i % 4 === 3 ? undefined : at(createdAt, (i % 2) * secondMs)
        const owner = [a, b, x][i % 3]!
        const partner = [b, a, a][i % 3]!
        yield* add(
          charge(owner, createdAt, {
            ...(i % 2 === 0 ? { split: { to: partner, amount: 100 + i } } : {}),
            ...(owner === a && i % 3 === 0 && i % 2 === 1 ? { subaccountId: sub, profit: 10 + i } : {}),
            ...(i === 4 ? { externalReference: uid("ord") } : {}),
            description: i === 5 ? "50% off_sale" : `Pedido ${i}`
          }),
          paidAt
        )
      }
      const splitId = Statement.movementIdOf("SPLIT_IN", entries[0]!.id)
      const filterSets: ReadonlyArray<Charges.ChargeListFilters> = [
        {},
        { status: "COMPLETED" },
        { status: "PENDING" },
        { dateFrom: at(T0, secondMs) },
        { dateTo: at(T0, secondMs) },
        { dateFrom: at(T0, secondMs), dateTo: at(T0, 2 * secondMs) },
        { externalReference: charges[4]!.externalReference! },
        { search: "SPLIT share" },
        { search: "% OFF_" },
        { search: splitId.slice(-10).toLowerCase() },
        { search: charges[0]!.id.slice(-6) },
        { subaccountId: sub },
        { subaccountId: sub, status: "COMPLETED" },
        // Bounds beyond what a database stores still bound nothing, or everything.
        { dateFrom: new Date(-8_640_000_000_000_000), dateTo: new Date(8_640_000_000_000_000) },
        { dateTo: new Date(-8_640_000_000_000_000) },
        { dateFrom: new Date(8_640_000_000_000_000) }
      ]
      for (const account of [a, b, x]) {
        for (const filters of filterSets) {
          const owned = filters.subaccountId === undefined || account === a
          const want = expected(account, owned, charges, entries, filters).map(idOf)
          for (const pageSize of [1, 4, 100]) {
            expect((yield* readAll(account, filters, pageSize)).map(idOf)).toEqual(want)
          }
        }
      }
      // Movements were listed at all: the reference is not empty for the partner.
      expect(expected(b, true, charges, entries, {}).some((item) => item._tag === "Movement")).toBe(true)
      // A page past the end still counts.
      const statement = yield* Statement.Statement
      const past = yield* statement.findManyByAccount(b as Ledger.AccountId, {}, { page: 99, pageSize: 10 })
      expect(past.items).toEqual([])
      expect(past.total).toBe(expected(b, true, charges, entries, {}).length)
    })
  )

  it.effect(
    "a PIX transfer's debit is a PIX_OUT line, a failed one's reversal a PIX_OUT_REVERSAL line; the sum is the balance",
    () =>
      Effect.gen(function* () {
        const a = yield* newMerchant("a")
        const deposit = yield* store(charge(a, T0), at(T0, secondMs))
        const ledger = yield* LedgerStore.LedgerStore
        const entries: Array<Ledger.JournalEntry> = [deposit.entry!]
        const unlocked = at(T0, 25 * 3_600 * secondMs)
        for (const [i, fails] of [false, true].entries()) {
          const body = uid("b").slice(-20).padStart(26, "0")
          const when = at(unlocked, i * secondMs)
          const debit = Ledger.pixOutEntry(
            {
              id: `pxe_${body}` as Ledger.EntryId,
              accountId: a as Ledger.AccountId,
              transactionId: `pxo_${body}`,
              description: `PIX ${i}`,
              createdAt: when
            },
            {
              payer: Ledger.mainLedgerAccount(a),
              amounts: { debitCentavos: c(1_050), feeCentavos: c(50), sentCentavos: c(1_000) }
            }
          )
          expect((yield* ledger.post([debit], when)).every(Result.isSuccess)).toBe(true)
          entries.push(debit)
          if (fails) {
            const later = at(when, 500)
            const reversal = Ledger.pixOutReversalEntry(
              {
                id: `pxr_${body}` as Ledger.EntryId,
                accountId: a as Ledger.AccountId,
                transactionId: `pxo_${body}`,
                createdAt: later
              },
              debit
            )
            expect((yield* ledger.post([reversal], later)).every(Result.isSuccess)).toBe(true)
            entries.push(reversal)
          }
        }
        const lines = yield* readAll(a, {}, 2)
        expect(lines.map(idOf)).toEqual(expected(a, true, [deposit.record], entries, {}).map(idOf))
        expect(
          lines.flatMap((l) => (l._tag === "Movement" ? [[l.movement.type, l.movement.amountCentavos]] : []))
        ).toEqual([
          ["PIX_OUT_REVERSAL", 1_050],
          ["PIX_OUT", 1_050],
          ["PIX_OUT", 1_050]
        ])
        const first = lines.find((l) => l._tag === "Movement" && l.movement.type === "PIX_OUT")!
        expect(first._tag === "Movement" && first.movement.id).toBe(
          first._tag === "Movement" && first.movement.referenceId
        )
        const signed = lines.reduce(
          (sum, l) => sum + (l._tag === "Movement" ? Statement.signedCentavosOf(l.movement) : l.charge.netCentavos),
          0
        )
        expect(signed).toBe(9_900 - 1_050)
        for (const filters of [
          { status: "COMPLETED" as const },
          { search: "PIX 1" },
          { dateFrom: unlocked },
          { status: "PENDING" as const }
        ]) {
          expect((yield* readAll(a, filters, 3)).map(idOf)).toEqual(
            expected(a, true, [deposit.record], entries, filters).map(idOf)
          )
        }
      })
  )
}

/** The statement contract against one implementation, built once for the suite. */
export const statementContract = <E>(name: string, services: Layer.Layer<Services, E>) =>
  layer(services, { excludeTestServices: true })(name, (it) => describe("Statement", () => statementTests(it)))
