import { Effect } from "effect"
import * as Accounts from "../../src/accounts/Accounts.ts"
import type { BillingRecord } from "../../src/billing/Record.ts"
import { BillingStore } from "../../src/billing/Store.ts"
import { CustomerStore } from "../../src/customers/CustomerStore.ts"
import { pixDepositEntry } from "../../src/ledger/Entries.ts"
import { Ledger } from "../../src/ledger/Ledger.ts"
import { AccountId, EntryId, mainLedgerAccount } from "../../src/ledger/Model.ts"
import { centavos } from "../../src/money/Money.ts"

export const m1 = AccountId.make("acc_m1")
export const m2 = AccountId.make("acc_m2")
/** A valid CPF: the payer of the seeded billings. */
export const payerCpf = "52998224725"
/** A valid PDF's first bytes: enough for the type sniffing. */
export const pdf = new TextEncoder().encode("%PDF-1.4\n% proof of debt\n")

/** A merchant with `withdrawableCentavos` settled more than a day ago. */
export const seedMerchant = (accountId: AccountId, withdrawableCentavos: number) =>
  Effect.gen(function* () {
    yield* (yield* Accounts.Accounts).insert({
      id: accountId,
      name: "Loja",
      email: `${accountId}@example.com`,
      flags: {},
      createdAt: new Date(0)
    })
    if (withdrawableCentavos === 0) return
    const confirmedAt = new Date(-25 * 3_600_000)
    yield* (yield* Ledger).post(
      pixDepositEntry(
        { id: EntryId.make(`ent_seed_${accountId}`), accountId, createdAt: confirmedAt },
        {
          receiver: mainLedgerAccount(accountId),
          confirmedAt,
          amounts: {
            grossCentavos: withdrawableCentavos,
            feeCentavos: 0,
            netCentavos: withdrawableCentavos,
            platformFeeCentavos: 0,
            profitCentavos: 0,
            partnerCentavos: 0,
            merchantCentavos: withdrawableCentavos
          } as never
        }
      )
    )
  })

/** The account's customer with `document` (the registered debtor). */
export const seedCustomer = (accountId: AccountId, id: string, document = payerCpf) =>
  Effect.flatMap(CustomerStore, (store) =>
    store.insert({
      id,
      accountId,
      name: "Maria Souza",
      email: "maria@example.com",
      document,
      type: "PF",
      status: "active",
      transactions: 0,
      volumeCentavos: centavos(0),
      version: 0,
      createdAt: new Date(0),
      updatedAt: new Date(0)
    })
  )

/** A boleto billing of `accountId` in `status`, paid by the CPF `payerCpf`. */
export const seedBilling = (accountId: AccountId, id: string, status: BillingRecord["status"] = "OVERDUE") =>
  Effect.flatMap(BillingStore, (store) =>
    store.insert({
      id,
      accountId,
      method: "BOLETO",
      status,
      amountCentavos: 15_000,
      dueDate: "2025-12-01",
      customer: { name: "Maria Souza", taxId: payerCpf, email: "maria@example.com" },
      fineBps: 0,
      interestMonthlyBps: 0,
      emitFiscalInvoice: false,
      sequence: 1,
      version: 1,
      requestFingerprint: "f",
      createdAt: new Date(0),
      updatedAt: new Date(0)
    })
  )

/** A create request that passes every field rule. */
export const validInput = (accountId: AccountId, payment: string) => ({
  accountId,
  payment,
  type: "CREDIT_BUREAU",
  postalCode: "01310-100",
  street: "Avenida Paulista",
  number: "1000",
  district: "Bela Vista",
  city: "São Paulo",
  state: "SP",
  documents: [{ name: "contrato.pdf", contentType: "application/pdf", bytes: pdf }]
})

/** The merchant's withdrawable balance. */
export const withdrawable = (accountId: AccountId) =>
  Effect.map(
    Effect.flatMap(Ledger, (l) => l.balance(mainLedgerAccount(accountId))),
    (b) => b.withdrawableCentavos
  )
