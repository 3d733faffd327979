import { Effect } from "effect"
import { Accounts, type MerchantFlags } from "../../src/accounts/Accounts.ts"
import { ChargeStore } from "../../src/charges/ChargeStore.ts"
import { type ChargeRecord, ChargeId } from "../../src/charges/Record.ts"
import { Ledger } from "../../src/ledger/Ledger.ts"
import { LedgerStore } from "../../src/ledger/LedgerStore.ts"
import {
  AccountId,
  EntryId,
  type LedgerAccountId,
  mainLedgerAccount,
  subLedgerAccount,
  SystemAccount
} from "../../src/ledger/Model.ts"
import { Meds } from "../../src/med/Meds.ts"
import { centavos } from "../../src/money/Money.ts"
import { encodeUlid } from "../../src/shared/Ids.ts"
import { feeFreeDeposit } from "../fixtures/deposits.ts"

export const shop = AccountId.make("acc_shop")
export const mainOf = mainLedgerAccount(shop)

export const world = () => Meds.Test

/** The shop, with `flags`. */
export const seedShop = (flags: MerchantFlags = {}) =>
  Effect.flatMap(Accounts, (accounts) =>
    accounts.insert({ id: shop, name: "Loja", email: "loja@shop.test", flags, createdAt: new Date(0) })
  )

/** Opens a subaccount's ledger account. */
export const openSubaccount = (subaccountId: string) =>
  Effect.flatMap(Ledger, (ledger) =>
    ledger.openAccount({ id: subLedgerAccount(subaccountId), accountId: shop, kind: "SUBACCOUNT" })
  )

let charges = 0

/** A COMPLETED PIX_IN of `amountCentavos` (no fee) credited to the shop (or its subaccount) at `confirmedAt`. */
export const paidCharge = (
  amountCentavos: number,
  options: { subaccountId?: string; confirmedAt?: Date; apiKeyId?: string; status?: "PENDING" | "COMPLETED" } = {}
) =>
  Effect.gen(function* () {
    const n = ++charges
    const id = ChargeId.make(`pix_${encodeUlid(n, BigInt(n))}`)
    const at = options.confirmedAt ?? new Date(0)
    const amount = centavos(amountCentavos)
    const record: ChargeRecord = {
      id,
      accountId: shop,
      type: "PIX_IN",
      status: options.status ?? "COMPLETED",
      amountCentavos: amount,
      feeCentavos: centavos(0),
      netCentavos: amount,
      platformFeeCentavos: centavos(0),
      profitCentavos: centavos(0),
      currency: "BRL",
      description: "pedido",
      txid: id.slice(4),
      referenceId: `ref_${n}`,
      endToEndId: `E9999999920260101120000000${String(n).padStart(5, "0")}`,
      copyPaste: "000201",
      locationUrl: "pix.trilho.test/qr",
      qrcodeUrl: "https://pay.trilho.test/qr",
      expirationSeconds: 3600,
      expiresAt: new Date(at.getTime() + 3_600_000),
      completedAt: at,
      ...(options.subaccountId === undefined ? {} : { subaccountId: options.subaccountId }),
      ...(options.apiKeyId === undefined ? {} : { apiKeyId: options.apiKeyId }),
      coverFee: false,
      emitFiscalInvoice: false,
      requestFingerprint: "",
      createdAt: at,
      updatedAt: at
    }
    yield* (yield* ChargeStore).insert(record)
    if (record.status !== "COMPLETED") return record
    const receiver = options.subaccountId === undefined ? mainOf : subLedgerAccount(options.subaccountId)
    yield* fund(receiver, amountCentavos, at, `ent_dep_${n}`)
    return record
  })

/** Credits `amountCentavos` to `receiver` by a fee-free deposit confirmed at `confirmedAt`. */
export const fund = (receiver: LedgerAccountId, amountCentavos: number, confirmedAt: Date, id?: string) =>
  Effect.flatMap(Ledger, (ledger) =>
    ledger.post(
      feeFreeDeposit(
        { id: EntryId.make(id ?? `ent_fund_${++charges}`), accountId: shop, createdAt: confirmedAt },
        receiver,
        amountCentavos,
        confirmedAt
      )
    )
  )

/** Sums of all postings of the accounts named, and of the PIX clearing account. */
export const totals = (accounts: ReadonlyArray<LedgerAccountId>) =>
  Effect.gen(function* () {
    const store = yield* LedgerStore
    const sum = (id: LedgerAccountId) =>
      Effect.map(store.sumPostings(id), (s) => s.availableCentavos + s.pendingCentavos + s.blockedCentavos)
    const merchants = yield* Effect.forEach(accounts, sum)
    return {
      merchants: merchants.reduce((a, b) => a + b, 0),
      clearing: yield* sum(SystemAccount.pixClearing),
      revenue: yield* sum(SystemAccount.feeRevenue)
    }
  })
