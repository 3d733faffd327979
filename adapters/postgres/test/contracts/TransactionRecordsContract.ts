import { describe, expect, layer, type Vitest } from "@effect/vitest"
import {
  Charges,
  ChargeStore,
  type Billing,
  type CryptoDeposits,
  InternalTransferStore,
  Ledger,
  LedgerStore,
  type Money,
  type PixAutomatic,
  PixTransferStore,
  type Refunds,
  RefundStore,
  type Statement,
  TransactionRecords,
  type Transactions,
  type Transfers
} from "@trilho/domain"
import { Effect, type Layer, Result } from "effect"
import fc from "fast-check"
import { chargeIdAt, chargeRecord } from "./ChargeStoreContract.ts"
import { T0, at, newMerchant, uid } from "./fixtures.ts"
import {
  billing,
  cardTransaction,
  cryptoDeposit,
  cryptoWithdrawal,
  type KindStores,
  mobileRecharge,
  pixAutomaticInstalment
} from "./TransactionRecordsKinds.ts"

export type TransactionRecordsServices =
  | TransactionRecords.TransactionRecords
  | Statement.Statement
  | LedgerStore.LedgerStore
  | ChargeStore.ChargeStore
  | PixTransferStore.PixTransferStore
  | RefundStore.RefundStore
  | InternalTransferStore.InternalTransferStore
  | KindStores

type Filters = Charges.ChargeListFilters
type TransactionRecord = TransactionRecords.TransactionRecord

const c = (n: number) => n as Money.Centavos
const secondMs = 1_000
let n = 0
/** A fresh 26-character id body. */
const body = () =>
  uid("b")
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(-20)
    .toUpperCase()
    .padStart(26, "0")

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

/** Stores a charge of `accountId` created at `createdAt`; paid (its deposit posted) unless `pending`. */
const charge = (
  accountId: string,
  createdAt: Date,
  options: {
    readonly split?: string
    /** The split takes the whole net: the deposit credits no subaccount. */
    readonly wholeSplit?: boolean
    readonly subaccountId?: string
    readonly externalReference?: string
    readonly pending?: boolean
  } = {}
) =>
  Effect.gen(function* () {
    const profit = options.subaccountId === undefined ? 0 : 25
    const record = chargeRecord(accountId, {
      id: chargeIdAt(createdAt.getTime()),
      createdAt,
      updatedAt: createdAt,
      feeCentavos: c(100 + profit),
      netCentavos: c(9_900 - profit),
      platformFeeCentavos: c(100),
      profitCentavos: c(profit),
      description: `Pedido ${++n}`,
      ...(options.split === undefined
        ? {}
        : {
            split: {
              accountId: options.split as Ledger.AccountId,
              bps: 2_500,
              amountCentavos: c(options.wholeSplit === true ? 9_900 - profit : 2_475)
            }
          }),
      ...(options.subaccountId === undefined ? {} : { subaccountId: options.subaccountId }),
      ...(options.externalReference === undefined ? {} : { externalReference: options.externalReference })
    })
    const charges = yield* ChargeStore.ChargeStore
    yield* charges.insert(record)
    if (options.pending === true) return record
    const paidAt = at(createdAt, secondMs)
    const paid = yield* charges.updateStatus(record.accountId, record.id, "PENDING", "COMPLETED", {
      updatedAt: paidAt,
      completedAt: paidAt,
      endToEndId: `E${record.id.slice(4)}`
    })
    const entry = Charges.depositEntryOf(paid, `ent_${record.id.slice(4)}` as Ledger.EntryId, paidAt)
    const [outcome] = yield* (yield* LedgerStore.LedgerStore).post([entry], paidAt)
    expect(outcome !== undefined && Result.isSuccess(outcome)).toBe(true)
    return paid
  })

/** Stores a PIX transfer of `accountId` in `status`. */
const pixOut = (
  accountId: string,
  createdAt: Date,
  status: Transactions.PixTransferStatus,
  over: Partial<Transfers.PixTransferRecord> = {}
) =>
  Effect.gen(function* () {
    const id = body()
    const record: Transfers.PixTransferRecord = {
      id: `pxo_${id}`,
      accountId: accountId as Ledger.AccountId,
      type: "PIX_OUT",
      status,
      amountCentavos: c(1_050),
      feeCentavos: c(50),
      netCentavos: c(1_000),
      coverFee: true,
      description: `Fornecedor ${++n}`,
      destinationKind: "KEY",
      pixKey: `fornecedor${n}@example.com`,
      pixKeyType: "EMAIL",
      endToEndId: `E${id}`,
      review: "NONE",
      requestFingerprint: `fp${n}`,
      createdAt,
      updatedAt: createdAt,
      ...over
    }
    yield* (yield* PixTransferStore.PixTransferStore).insert(record)
    return record
  })

/** Stores a refund of `deposit` in `status`, requested at `requestedAt`. */
const refund = (deposit: Charges.ChargeRecord, requestedAt: Date, status: Refunds.RefundStatus, description?: string) =>
  Effect.gen(function* () {
    const record: Refunds.RefundRecord = {
      id: `rfd_${body()}`,
      accountId: deposit.accountId,
      refundId: uid("dev_1%_x"),
      chargeId: deposit.id,
      endToEndId: deposit.endToEndId ?? `E${deposit.id.slice(4)}`,
      status,
      nature: "ORIGINAL",
      ...(description === undefined ? {} : { description }),
      depositNetCentavos: c(9_900),
      transferFeeCentavos: c(30),
      debitNetCentavos: c(9_930),
      ledgerAccountId: Ledger.mainLedgerAccount(deposit.accountId),
      ...(deposit.subaccountId === undefined ? {} : { subaccountId: deposit.subaccountId }),
      depositUnlockAt: requestedAt,
      ...(status === "REQUESTED" ? {} : { referenceId: `D${body()}` }),
      requestFingerprint: "[]",
      requestedAt,
      updatedAt: requestedAt
    }
    yield* (yield* RefundStore.RefundStore).insert(record)
    return record
  })

/** Stores both sides of an internal transfer from `from` to `to`. */
const internal = (from: string, to: string, createdAt: Date, externalReference?: string) =>
  Effect.gen(function* () {
    const id = body()
    const side = (type: Transfers.InternalTransferType): Transfers.InternalTransferRecord => ({
      id: `${type === "INTERNAL_TRANSFER_OUT" ? "ito" : "iti"}_${id}`,
      accountId: (type === "INTERNAL_TRANSFER_OUT" ? from : to) as Ledger.AccountId,
      type,
      status: "COMPLETED",
      amountCentavos: c(500),
      description: `Repasse ${++n}`,
      ...(type === "INTERNAL_TRANSFER_OUT" && externalReference !== undefined ? { externalReference } : {}),
      pairId: `itp_${id}`,
      counterpartyAccountId: (type === "INTERNAL_TRANSFER_OUT" ? to : from) as Ledger.AccountId,
      ...(type === "INTERNAL_TRANSFER_OUT" ? { recipientEmail: "b@example.com" } : { counterpartyName: "Loja A" }),
      requestFingerprint: "[]",
      createdAt
    })
    const pair = [side("INTERNAL_TRANSFER_OUT"), side("INTERNAL_TRANSFER_IN")] as const
    yield* (yield* InternalTransferStore.InternalTransferStore).insertPair(pair[0], pair[1])
    return pair
  })

/** Every record of a list, page by page; each page must report the same total. */
const readAll = (accountId: string, filters: Filters, pageSize: number) =>
  Effect.gen(function* () {
    const records = yield* TransactionRecords.TransactionRecords
    const account = accountId as Ledger.AccountId
    const first = yield* records.findManyByAccount(account, filters, { page: 1, pageSize })
    const items = [...first.items]
    for (let page = 2; page <= Math.ceil(first.total / pageSize); page++) {
      const next = yield* records.findManyByAccount(account, filters, { page, pageSize })
      expect(next.total).toBe(first.total)
      items.push(...next.items)
    }
    expect(items).toHaveLength(first.total)
    return items
  })

/**
 * The reference: every record the stores hold for the account (read through each store's own port, the credits
 * through the `Statement`), passing `TransactionRecords.matches`, in `TransactionRecords.recordOrder`.
 */
const reference = (accountId: string, filters: Filters) =>
  Effect.flatMap(TransactionRecords.makeMemory, (memory) =>
    Effect.map(
      memory.findManyByAccount(accountId as Ledger.AccountId, filters, { page: 1, pageSize: Number.MAX_SAFE_INTEGER }),
      (found) => found.items
    )
  )

const idOf = (record: TransactionRecord) => TransactionRecords.keyOf(record).id

/** Three merchants, a subaccount of the first, and records of every type on shared seconds. */
const seedWorld = Effect.gen(function* () {
  const a = yield* newMerchant("a")
  const b = yield* newMerchant("b")
  const x = yield* newMerchant("x")
  const sub = yield* newSubaccount(a)
  const refs = {
    charge: uid("ord"),
    pix: uid("pay"),
    internal: uid("rep"),
    crypto: uid("cry"),
    cryptoIn: uid("cin"),
    billing: uid("bref")
  }
  const deposits: Array<Charges.ChargeRecord> = []
  for (let i = 0; i < 9; i++) {
    const createdAt = at(T0, Math.floor(i / 3) * secondMs)
    const owner = [a, b, a][i % 3]!
    deposits.push(
      yield* charge(owner, createdAt, {
        ...(i % 4 === 0 ? { split: owner === a ? b : a } : {}),
        ...(i === 5 ? { split: b, wholeSplit: true } : {}),
        ...(owner === a && i % 2 === 1 ? { subaccountId: sub } : {}),
        ...(i === 2 ? { externalReference: refs.charge } : {}),
        ...(i === 7 ? { pending: true } : {})
      })
    )
  }
  const statuses: ReadonlyArray<Transactions.PixTransferStatus> = ["PENDING", "PROCESSING", "COMPLETED", "FAILED"]
  for (let i = 0; i < 6; i++) {
    yield* pixOut(i === 5 ? x : a, at(T0, (i % 3) * secondMs), statuses[i % 4]!, {
      ...(i === 1 ? { externalReference: refs.pix, subaccountId: sub } : {}),
      ...(i === 3 ? { description: "50% off_sale \\ net" } : {})
    })
  }
  const paid = deposits.filter((d) => d.status === "COMPLETED")
  yield* refund(paid[0]!, at(T0, 2 * secondMs), "FAILED", "Cliente desistiu")
  yield* refund(paid[0]!, at(T0, 3 * secondMs), "COMPLETED")
  yield* refund(paid[1]!, at(T0, 3 * secondMs), "REQUESTED")
  yield* refund(
    paid.find((d) => d.subaccountId !== undefined)!,
    at(T0, 2 * secondMs),
    "REQUESTED"
  )
  const pairs = [
    yield* internal(a, b, at(T0, secondMs), refs.internal),
    yield* internal(b, a, at(T0, secondMs)),
    yield* internal(a, x, at(T0, 4 * secondMs))
  ]
  const cardStatuses = [
    "COMPLETED",
    "AWAITING_CHALLENGE",
    "REFUNDED",
    "PARTIALLY_REFUNDED",
    "FAILED",
    "PENDING"
  ] as const
  for (const [i, status] of cardStatuses.entries())
    yield* cardTransaction(i === 5 ? x : a, at(T0, i * secondMs), status)
  const withdrawals = ["REQUESTED", "BROADCAST", "COMPLETED", "FAILED"] as const
  for (const [i, status] of withdrawals.entries()) {
    yield* cryptoWithdrawal(i === 3 ? b : a, at(T0, (i % 3) * secondMs), status, i === 1 ? refs.crypto : undefined)
  }
  const recharges = ["PENDING", "PROCESSING", "COMPLETED", "FAILED", "CANCELED"] as const
  for (const [i, status] of recharges.entries()) yield* mobileRecharge(a, at(T0, (i % 4) * secondMs), status)
  const cryptoStatuses = ["AWAITING", "CONFIRMING", "UNDERPAID", "COMPLETED", "EXPIRED", "COMPLETED"] as const
  const cryptoIns: Array<CryptoDeposits.CryptoDepositRecord> = []
  for (const [i, status] of cryptoStatuses.entries()) {
    const owner = i === 5 ? b : a
    cryptoIns.push(yield* cryptoDeposit(owner, at(T0, (i % 4) * secondMs), status, i === 3 ? refs.cryptoIn : undefined))
  }
  const billingStatuses = ["PENDING", "OVERDUE", "RECEIVED", "REFUNDED", "CANCELED", "RECEIVED"] as const
  const billings: Array<Billing.BillingRecord> = []
  for (const [i, status] of billingStatuses.entries()) {
    billings.push(
      yield* billing(i === 5 ? b : a, at(T0, (i % 5) * secondMs), status, i === 2 ? refs.billing : undefined)
    )
  }
  const instalmentStatuses = ["SCHEDULED", "PAID", "FAILED", "CANCELED", "PAID"] as const
  const instalments: Array<PixAutomatic.InstructionRecord> = []
  for (const [i, status] of instalmentStatuses.entries()) {
    instalments.push(yield* pixAutomaticInstalment(i === 4 ? b : a, at(T0, (i % 4) * secondMs), status))
  }
  return { a, b, x, sub, refs, deposits, pairs, cryptoIns, billings, instalments }
})

const filtersArb = (w: { readonly sub: string; readonly refs: Record<string, string> }, needles: Array<string>) =>
  fc.record(
    {
      status: fc.constantFrom<Transactions.TransactionStatus>(
        "PENDING",
        "PROCESSING",
        "COMPLETED",
        "FAILED",
        "CANCELED",
        "REVERSED"
      ),
      dateFrom: fc.integer({ min: -1, max: 5 }).map((s) => at(T0, s * secondMs)),
      dateTo: fc.integer({ min: -1, max: 5 }).map((s) => at(T0, s * secondMs)),
      externalReference: fc.constantFrom(
        w.refs.charge!,
        w.refs.pix!,
        w.refs.internal!,
        w.refs.crypto!,
        w.refs.cryptoIn!,
        w.refs.billing!,
        "none"
      ),
      search: fc.constantFrom(...needles),
      subaccountId: fc.constantFrom(w.sub, "sub_none")
    },
    { requiredKeys: [] }
  )

/** The behaviour every `TransactionRecords` shares, over the stores it reads. */
export const transactionRecordsTests = (it: Vitest.MethodsNonLive<TransactionRecordsServices>) => {
  it.effect("one record per transaction, each type in its own status; the receiver's IN side has the pairId", () =>
    Effect.gen(function* () {
      const w = yield* seedWorld
      const ofA = yield* readAll(w.a, {}, 4)
      expect(ofA.map(idOf)).toEqual((yield* reference(w.a, {})).map(idOf))
      const tags = new Set(ofA.map((r) => (r._tag === "Credit" ? r.credit.type : r._tag)))
      expect([...tags].sort()).toEqual([
        "Billing",
        "Card",
        "Charge",
        "CryptoIn",
        "CryptoOut",
        "Internal",
        "PixAutomatic",
        "PixTransfer",
        "Recharge",
        "Refund",
        "SPLIT_IN",
        "SUBACCOUNT_PROFIT"
      ])
      // Each kind in its status among the six: a refunded card is REVERSED, a broadcast withdrawal PROCESSING, an
      // underpaid deposit PROCESSING and an expired one CANCELED.
      const statusOf = (r: TransactionRecord) => `${r._tag}:${TransactionRecords.keyOf(r).status}`
      const kinds = ofA.filter(
        (r) =>
          r._tag === "Card" ||
          r._tag === "CryptoIn" ||
          r._tag === "CryptoOut" ||
          r._tag === "Recharge" ||
          r._tag === "Billing" ||
          r._tag === "PixAutomatic"
      )
      expect(kinds.map(statusOf).sort()).toEqual(
        [
          "Billing:CANCELED",
          "Billing:COMPLETED",
          "Billing:PENDING",
          "Billing:PENDING",
          "Billing:REVERSED",
          "Card:COMPLETED",
          "Card:COMPLETED",
          "Card:FAILED",
          "Card:PROCESSING",
          "Card:REVERSED",
          "CryptoIn:CANCELED",
          "CryptoIn:COMPLETED",
          "CryptoIn:PENDING",
          "CryptoIn:PROCESSING",
          "CryptoIn:PROCESSING",
          "CryptoOut:COMPLETED",
          "CryptoOut:PENDING",
          "CryptoOut:PROCESSING",
          "PixAutomatic:CANCELED",
          "PixAutomatic:COMPLETED",
          "PixAutomatic:FAILED",
          "PixAutomatic:PENDING",
          "Recharge:CANCELED",
          "Recharge:COMPLETED",
          "Recharge:FAILED",
          "Recharge:PENDING",
          "Recharge:PROCESSING"
        ].sort()
      )
      const failedOut = ofA.filter((r) => r._tag === "PixTransfer" && r.transfer.status === "FAILED")
      expect(failedOut).toHaveLength(1)
      const [out] = w.pairs[0]!
      const ofB = yield* readAll(w.b, { search: out.pairId }, 10)
      expect(ofB).toMatchObject([{ _tag: "Internal", transfer: { type: "INTERNAL_TRANSFER_IN", pairId: out.pairId } }])
      // A REQUESTED refund is PENDING among the six (the subaccount charge's refund; the other is b's).
      const pending = yield* readAll(w.a, { status: "PENDING" }, 10)
      expect(pending.flatMap((r) => (r._tag === "Refund" ? [r.refund.status] : []))).toEqual(["REQUESTED"])
      // The exact reference finds the withdrawal; cards and recharges carry none.
      const byRef = yield* readAll(w.a, { externalReference: w.refs.crypto }, 10)
      expect(byRef).toMatchObject([{ _tag: "CryptoOut", withdrawal: { externalReference: w.refs.crypto } }])
      const byDepositRef = yield* readAll(w.a, { externalReference: w.refs.cryptoIn }, 10)
      expect(byDepositRef).toMatchObject([{ _tag: "CryptoIn", deposit: { externalReference: w.refs.cryptoIn } }])
      // An OVERDUE billing is PENDING among the six; the exact reference and the boleto's barcode find a billing.
      const pendingBillings = pending.flatMap((r) => (r._tag === "Billing" ? [r.billing.status] : []))
      expect(pendingBillings.sort()).toEqual(["OVERDUE", "PENDING"])
      const byBillingRef = yield* readAll(w.a, { externalReference: w.refs.billing }, 10)
      expect(byBillingRef).toMatchObject([{ _tag: "Billing", billing: { externalReference: w.refs.billing } }])
      const boleto = w.billings.find((r) => r.boleto !== undefined && r.accountId === w.a)!
      expect((yield* readAll(w.a, { search: boleto.boleto!.barcode }, 10)).map(idOf)).toEqual([boleto.id])
      // A PIX Automático instalment is found by its authorization's idRec, and carries no reference.
      const instalment = w.instalments[1]!
      expect((yield* readAll(w.a, { search: instalment.idRec.toLowerCase() }, 10)).map(idOf)).toEqual([instalment.id])
      // A deposit is found by the hash of a transfer it saw, a dropped one's included.
      const [dropped, live] = w.cryptoIns[1]!.transfers
      for (const hash of [dropped!.txHash, live!.txHash]) {
        const byHash = yield* readAll(w.a, { search: hash.toUpperCase() }, 10)
        expect(byHash.map(idOf)).toEqual([w.cryptoIns[1]!.id])
      }
      // Another merchant's subaccount reads nothing; a subaccount reads its charges, PIX out and refunds only.
      expect(yield* readAll(w.b, { subaccountId: w.sub }, 10)).toEqual([])
      const ofSub = yield* readAll(w.a, { subaccountId: w.sub }, 10)
      expect(new Set(ofSub.map((r) => r._tag))).toEqual(new Set(["Charge", "PixTransfer", "Refund"]))
    })
  )

  it.effect(
    "filters and pages agree with the domain's reference functions",
    () =>
      Effect.gen(function* () {
        const w = yield* seedWorld
        const [out] = w.pairs[0]!
        const deposit = w.deposits[0]!
        const needles = [
          "PEDIDO",
          "% off_",
          "\\ net",
          "_",
          "%",
          "split share",
          out.pairId.slice(-8),
          "fornecedor",
          "@EXAMPLE",
          deposit.id.slice(-7),
          (deposit.endToEndId ?? "E").slice(0, 12),
          "dev_1%_x",
          "cliente",
          "prf_",
          "iti_",
          "CHECKOUT",
          "1881",
          "card_",
          "tb1qw508",
          "Carteira",
          "cwo_",
          "11912",
          "vivo",
          "op-",
          "mrc_",
          "cdp_",
          "tb1qrp33",
          "Depósito",
          w.cryptoIns[1]!.transfers[0]!.txHash.slice(-9),
          w.cryptoIns[3]!.transfers[0]!.txHash.slice(0, 8),
          "bil_",
          "mensalidade",
          "pxi_",
          "recorrente",
          "RR99999008",
          w.instalments[0]!.authorizationId.slice(-6),
          "TRB000",
          "99997",
          "zzz-nothing"
        ]
        const fixed: ReadonlyArray<Filters> = [
          {},
          ...(["PENDING", "PROCESSING", "COMPLETED", "FAILED", "CANCELED", "REVERSED"] as const).map((status) => ({
            status
          })),
          { externalReference: w.refs.charge },
          { externalReference: w.refs.pix },
          { externalReference: w.refs.internal },
          { externalReference: w.refs.crypto },
          { externalReference: w.refs.cryptoIn },
          { externalReference: w.refs.billing },
          ...needles.map((search) => ({ search })),
          { subaccountId: w.sub },
          { dateFrom: at(T0, secondMs), dateTo: at(T0, 2 * secondMs) },
          { dateFrom: new Date(-8_640_000_000_000_000), dateTo: new Date(8_640_000_000_000_000) },
          { dateTo: new Date(-8_640_000_000_000_000) }
        ]
        const random = fc.sample(filtersArb(w, needles), { numRuns: 40, seed: 25 })
        const records = yield* TransactionRecords.TransactionRecords
        for (const account of [w.a, w.b, w.x]) {
          for (const [i, filters] of [...fixed, ...random].entries()) {
            const want = yield* reference(account, filters)
            const pageSize = [1, 3, 100][i % 3]!
            expect((yield* readAll(account, filters, pageSize)).map(idOf), JSON.stringify(filters)).toEqual(
              want.map(idOf)
            )
            // One page anywhere, past the end included, with the records as stored.
            const page = (i % 5) + 1
            const one = yield* records.findManyByAccount(account as Ledger.AccountId, filters, { page, pageSize: 2 })
            expect(one).toEqual({ items: want.slice((page - 1) * 2, page * 2), total: want.length })
          }
        }
      }),
    // Every filter against three accounts, twice each: PGlite on a busy machine needs more than the default minute.
    180_000
  )
}

/** The transaction records contract against one implementation, built once for the suite. */
export const transactionRecordsContract = <E>(name: string, services: Layer.Layer<TransactionRecordsServices, E>) =>
  layer(services, { excludeTestServices: true })(name, (it) =>
    describe("TransactionRecords", () => transactionRecordsTests(it))
  )
