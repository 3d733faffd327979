import { Fees, Ledger } from "@trilho/domain"
import { Result } from "effect"

/** Merchants of phase (a). */
export const merchantCount = 1_000
/** The merchant of phase (b). */
export const hotMerchant = "hot" as Ledger.AccountId

/** The PIX-in price of every merchant of the benchmark: 0.99 % of the gross, no fixed part. */
export const pixInSchedule: Fees.FeeSchedule = { percentBps: 99, fixedCentavos: 0 }
/** Gross of a deposit, drawn uniformly: 10.00 to 1,000.00 BRL. */
export const grossMinCentavos = 1_000
export const grossMaxCentavos = 100_000

export const merchantId = (n: number): Ledger.AccountId => `m${n}` as Ledger.AccountId

export const merchantAccounts: ReadonlyArray<Ledger.LedgerAccount> = Array.from(
  { length: merchantCount },
  (_, i) => ({ id: Ledger.mainLedgerAccount(merchantId(i + 1)), accountId: merchantId(i + 1), kind: "MAIN" }) as const
)
export const hotAccount: Ledger.LedgerAccount = {
  id: Ledger.mainLedgerAccount(hotMerchant),
  accountId: hotMerchant,
  kind: "MAIN"
}

const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1))

/**
 * A confirmed PIX deposit built by the domain: gross out of `sys:pix_clearing`, net to the merchant under the 24 h
 * lock, fee to `sys:fee_revenue`. The idempotency key stands for the PIX end-to-end id.
 */
export const depositEntry = (id: string, accountId: Ledger.AccountId): Ledger.JournalEntry => {
  const at = new Date()
  const amounts = Result.getOrThrow(
    Fees.pixInAmounts({
      schedule: pixInSchedule,
      amountCentavos: randomInt(grossMinCentavos, grossMaxCentavos),
      coverFee: false
    })
  )
  return Ledger.pixDepositEntry(
    { id: id as Ledger.EntryId, accountId, idempotencyKey: `E2E${id}`, createdAt: at },
    { receiver: Ledger.mainLedgerAccount(accountId), amounts, confirmedAt: at }
  )
}

/** A deposit for one of the 1,000 merchants, drawn uniformly. */
export const spreadDeposit = (id: string): Ledger.JournalEntry =>
  depositEntry(id, merchantId(randomInt(1, merchantCount)))

/** A deposit for the hot merchant. */
export const hotDeposit = (id: string): Ledger.JournalEntry => depositEntry(id, hotMerchant)
