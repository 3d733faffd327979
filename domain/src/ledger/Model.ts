import { Schema } from "effect"
import { Centavos } from "../money/Money.ts"

/** A merchant account (tenant) id. Every row of the platform carries one. */
export const AccountId = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64)).pipe(
  Schema.brand("AccountId")
)
export type AccountId = typeof AccountId.Type

/**
 * A ledger account: a merchant's main account (`main:<accountId>`), one of its subaccounts (`sub:<subaccountId>`),
 * or a system account (`sys:<name>`).
 */
export const LedgerAccountId = Schema.String.check(Schema.isMinLength(3), Schema.isMaxLength(96)).pipe(
  Schema.brand("LedgerAccountId")
)
export type LedgerAccountId = typeof LedgerAccountId.Type

export const LedgerAccountKind = Schema.Literals(["MAIN", "SUBACCOUNT", "SYSTEM"])
export type LedgerAccountKind = typeof LedgerAccountKind.Type

/** System accounts: the outside world's side of every movement, and the platform's revenue. */
export const SystemAccount = {
  pixClearing: "sys:pix_clearing" as LedgerAccountId,
  cardClearing: "sys:card_clearing" as LedgerAccountId,
  cryptoClearing: "sys:crypto_clearing" as LedgerAccountId,
  rechargeClearing: "sys:recharge_clearing" as LedgerAccountId,
  boletoClearing: "sys:boleto_clearing" as LedgerAccountId,
  feeRevenue: "sys:fee_revenue" as LedgerAccountId
} as const
export const systemAccountIds: ReadonlyArray<LedgerAccountId> = Object.values(SystemAccount)

export const mainLedgerAccount = (accountId: AccountId | string): LedgerAccountId =>
  `main:${accountId}` as LedgerAccountId
export const subLedgerAccount = (subaccountId: string): LedgerAccountId => `sub:${subaccountId}` as LedgerAccountId
export const isSystemAccount = (id: LedgerAccountId): boolean => id.startsWith("sys:")

export const LedgerAccount = Schema.Struct({
  id: LedgerAccountId,
  accountId: AccountId,
  kind: LedgerAccountKind
})
export type LedgerAccount = typeof LedgerAccount.Type

/**
 * The bucket of an account a posting moves: `available` (settled money free to use), `pending` (incoming, not yet
 * settled: card deposits before settlement; a crypto deposit is credited only once confirmed, to `available`) or
 * `blocked` (settled money held by MED disputes: it still counts in the balance's `available`, never in
 * `withdrawable`, and leaves only back to `available` when a dispute is released or to the payer when one is
 * accepted). Only merchant accounts hold `blocked`.
 */
export const Bucket = Schema.Literals(["available", "pending", "blocked"])
export type Bucket = typeof Bucket.Type

/**
 * How a debit of a merchant account is checked before it is applied:
 * - `withdrawable`: PIX out and internal transfers spend only available − locked24h − MED-blocked;
 * - `available`: a refund may spend money still inside the 24 h lock (it returns that money to its payer);
 * Debits of the `pending` bucket are checked against `pending`, debits of `blocked` against `blocked`. No rule ever
 * spends blocked money out of `available`: `available` here is the money not blocked.
 */
export const SpendRule = Schema.Literals(["withdrawable", "available"])
export type SpendRule = typeof SpendRule.Type

export const Posting = Schema.Struct({
  ledgerAccountId: LedgerAccountId,
  /** Signed: credits positive, debits negative. */
  amountCentavos: Centavos,
  bucket: Bucket,
  /**
   * On a PIX deposit's credit: when it leaves the 24 h lock. On a refund's debit of that deposit: the same instant,
   * so the lock it releases is the deposit's own. Omitted for every other posting.
   */
  unlockAt: Schema.optional(Schema.Date),
  /** Only on debits of merchant `available` buckets. Defaults to `withdrawable`. */
  spend: Schema.optional(SpendRule)
})
export type Posting = typeof Posting.Type

/** Every kind of movement the ledger records; the API shows it as the movement's type. */
export const EntryKind = Schema.Literals([
  "PIX_IN",
  "PIX_OUT",
  "PIX_OUT_REVERSAL",
  "REFUND",
  "INTERNAL_TRANSFER",
  "CARD_CREDIT_IN",
  "CARD_SETTLEMENT",
  "CRYPTO_IN",
  "CRYPTO_OUT",
  "SPLIT",
  "SUBACCOUNT_PROFIT",
  "SUBACCOUNT_MOVE",
  "FEE",
  "ADJUSTMENT",
  "REFUND_REVERSAL",
  "MED_BLOCK",
  "MED_RELEASE",
  "MED_RETURN",
  "MOBILE_RECHARGE",
  "MOBILE_RECHARGE_REVERSAL",
  "BILLING_IN"
])
export type EntryKind = typeof EntryKind.Type

export const EntryId = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64)).pipe(Schema.brand("EntryId"))
export type EntryId = typeof EntryId.Type

/**
 * A journal entry: one money movement, as postings that sum to zero. `idempotencyKey`, when given, is unique per
 * account: posting the same key again returns the first entry's result and moves nothing.
 */
export const JournalEntry = Schema.Struct({
  id: EntryId,
  accountId: AccountId,
  kind: EntryKind,
  transactionId: Schema.optional(Schema.String),
  idempotencyKey: Schema.optional(Schema.String.check(Schema.isMaxLength(200))),
  description: Schema.optional(Schema.String),
  postings: Schema.Array(Posting).check(Schema.isMinLength(2), Schema.isMaxLength(16)),
  createdAt: Schema.Date
})
export type JournalEntry = typeof JournalEntry.Type

/** Postings per entry, at most. */
export const postingsPerEntryMax = 16
/** Entries per batch call, at most. */
export const entriesPerBatchMax = 500

/**
 * What the store knows of one merchant ledger account at an instant: the materialized buckets, the MED hold, and the
 * sum and earliest unlock of the PIX credits still inside their 24 h lock.
 */
export interface BalanceSnapshot {
  readonly ledgerAccountId: LedgerAccountId
  /** The balance's `available`: the `available` bucket plus the `blocked` one (blocked money is still the account's). */
  readonly availableCentavos: number
  readonly pendingCentavos: number
  /** The `blocked` bucket: money held by MED disputes, a part of `availableCentavos`. */
  readonly medBlockedCentavos: number
  /** Sum of the lock-carrying postings whose `unlockAt` is after the instant (deposits minus their refunds). */
  readonly lockedSumCentavos: number
  readonly nextUnlockAt: Date | null
}

/** The derived balance words of DESIGN §3. */
export interface BalanceView {
  readonly availableCentavos: number
  readonly pendingCentavos: number
  readonly locked24hCentavos: number
  readonly nextUnlockAt: Date | null
  readonly medBlockedCentavos: number
  readonly withdrawableCentavos: number
}
