import { Schema } from "effect"
import type { ChargeListFilters } from "../../charges/Record.ts"
import { matchesCommonFilters } from "../../charges/Record.ts"
import type { AccountId } from "../../ledger/Model.ts"
import { centavos, toReais } from "../../money/Money.ts"
import { TransactionStatus } from "../../transactions/Status.ts"
import { assetOf, type AssetSpec, assetUnits, CryptoCurrency, CryptoNetworkName, formatAssetAmount } from "../Assets.ts"
import { type CryptoWithdrawalStatus, withdrawalTransactionStatus } from "../Machines.ts"
import type { WithdrawalOrder } from "../Notices.ts"
import type { WithdrawalQuote } from "../Quotes.ts"

/** Id prefixes: `cwq_` a withdrawal quote, `cwo_` a withdrawal; its entries `cwe_` (debit) and `cwr_` (refund). */
export const cryptoQuoteIdPrefix = "cwq"
export const cryptoWithdrawalIdPrefix = "cwo"
export const cryptoDebitEntryIdPrefix = "cwe"
export const cryptoRefundEntryIdPrefix = "cwr"

/** Characters of a withdrawal's description, at most; of an `externalReference`; of a failure reason kept. */
export const cryptoDescriptionLengthMax = 140
export const cryptoExternalReferenceLengthMax = 64
export const cryptoReasonLengthMax = 140

/** A stored withdrawal quote: the domain's `WithdrawalQuote` with its id and owner. */
export interface StoredWithdrawalQuote {
  readonly id: string
  readonly accountId: AccountId
  readonly quote: WithdrawalQuote
}

/**
 * A crypto withdrawal (`CRYPTO_OUT`), owned by `accountId`, made at `quote` (kept whole: nothing is re-priced). The
 * debit is `quote.debitCentavos` = send cost + network fee cost + fee; `address` (and `extraId`) are the validator's
 * normal form. `txHash` once the chain took it; `failureReason` when it FAILED (money returned).
 */
export interface CryptoWithdrawalRecord {
  readonly id: string
  readonly accountId: AccountId
  readonly apiKeyId?: string | undefined
  readonly type: "CRYPTO_OUT"
  readonly status: CryptoWithdrawalStatus
  readonly quoteId: string
  readonly quote: WithdrawalQuote
  readonly address: string
  readonly extraId?: string | undefined
  readonly description?: string | undefined
  readonly externalReference?: string | undefined
  readonly txHash?: string | undefined
  readonly failureReason?: string | undefined
  readonly requestFingerprint: string
  readonly createdAt: Date
  readonly updatedAt: Date
  readonly completedAt?: Date | undefined
}

/** The asset a quote was made on (always in the table: a quote is only made for a listed asset). */
export const assetOfQuote = (quote: Pick<WithdrawalQuote, "currency" | "network">): AssetSpec => {
  const found = assetOf(quote.currency, quote.network)
  if (found._tag === "Failure") throw new RangeError(`no asset ${quote.currency} on ${quote.network}`)
  return found.success
}

/** What the chain is asked to send for a withdrawal: the quote's `sendUnits` of its asset to its address and tag. */
export const withdrawalOrderOf = (record: CryptoWithdrawalRecord): WithdrawalOrder => ({
  withdrawalId: record.id,
  currency: record.quote.currency,
  network: record.quote.network,
  address: record.address,
  ...(record.extraId === undefined ? {} : { extraId: record.extraId }),
  amountUnits: record.quote.sendUnits
})

/** Whether a withdrawal passes the list filters (status compared in its lean form, as the API shows it). */
export const matchesWithdrawalFilters = (record: CryptoWithdrawalRecord, filters: ChargeListFilters): boolean =>
  matchesCommonFilters({ ...record, status: withdrawalTransactionStatus[record.status] }, filters, [
    record.id,
    record.description,
    record.externalReference,
    record.address,
    record.txHash
  ])

/** The raw statuses shown as `status` in the lean record (what a store filters by). */
export const withdrawalStatusesShownAs = (status: TransactionStatus): ReadonlyArray<CryptoWithdrawalStatus> =>
  (Object.keys(withdrawalTransactionStatus) as Array<CryptoWithdrawalStatus>).filter(
    (s) => withdrawalTransactionStatus[s] === status
  )

/** The public view of a withdrawal quote (`transfer-crypto/quote`): crypto amounts as text, reais as numbers. */
export const CryptoQuoteView = Schema.Struct({
  quoteId: Schema.String,
  currency: CryptoCurrency,
  network: CryptoNetworkName,
  cryptoAmount: Schema.String,
  networkFee: Schema.String,
  rate: Schema.String,
  amount: Schema.Finite,
  sendAmount: Schema.Finite,
  feeAmount: Schema.Finite,
  networkFeeAmount: Schema.Finite,
  spreadAmount: Schema.Finite,
  expiresAt: Schema.String
})
export type CryptoQuoteView = typeof CryptoQuoteView.Type

/** The BRL price per whole coin a rate stands for, as text with at most 8 decimals (rounded down). */
export const priceTextOf = (asset: Pick<AssetSpec, "decimals">, rate: WithdrawalQuote["rate"]): string => {
  const scaled = (rate.centavos * 10n ** BigInt(asset.decimals) * 1_000_000n) / rate.units
  return formatAssetAmount({ decimals: 8 }, scaled)
}

/** A stored quote as the API shows it. */
export const toQuoteView = (stored: StoredWithdrawalQuote): CryptoQuoteView => {
  const q = stored.quote
  const asset = assetOfQuote(q)
  return {
    quoteId: stored.id,
    currency: q.currency,
    network: q.network,
    cryptoAmount: formatAssetAmount(asset, q.sendUnits),
    networkFee: formatAssetAmount(asset, q.networkFeeUnits),
    rate: priceTextOf(asset, q.rate),
    amount: toReais(q.debitCentavos),
    sendAmount: toReais(q.sendCostCentavos),
    feeAmount: toReais(q.feeCentavos),
    networkFeeAmount: toReais(q.networkFeeCentavos),
    spreadAmount: toReais(q.spreadCentavos),
    expiresAt: q.expiresAt.toISOString()
  }
}

/**
 * The lean form of a withdrawal (reads and lists): `amount` is the debit, `feeAmount` the platform fee plus the
 * network fee's cost, `netAmount` the cost of what reaches the address; `crypto` carries the chain's side.
 */
export const LeanCryptoWithdrawal = Schema.Struct({
  id: Schema.String,
  type: Schema.Literal("CRYPTO_OUT"),
  status: TransactionStatus,
  amount: Schema.Finite,
  feeAmount: Schema.Finite,
  netAmount: Schema.Finite,
  currency: Schema.Literal("BRL"),
  description: Schema.optionalKey(Schema.String),
  externalReference: Schema.optionalKey(Schema.String),
  failureReason: Schema.optionalKey(Schema.String),
  completedAt: Schema.optionalKey(Schema.String),
  createdAt: Schema.String,
  crypto: Schema.Struct({
    status: Schema.Literals(["REQUESTED", "BROADCAST", "COMPLETED", "FAILED"]),
    currency: CryptoCurrency,
    network: CryptoNetworkName,
    address: Schema.String,
    extraId: Schema.optionalKey(Schema.String),
    cryptoAmount: Schema.String,
    networkFee: Schema.String,
    rate: Schema.String,
    quoteId: Schema.String,
    txHash: Schema.optionalKey(Schema.String)
  })
})
export type LeanCryptoWithdrawal = typeof LeanCryptoWithdrawal.Type

/** The lean form of a withdrawal. */
export const toLeanCryptoWithdrawal = (record: CryptoWithdrawalRecord): LeanCryptoWithdrawal => {
  const q = record.quote
  const asset = assetOfQuote(q)
  return {
    id: record.id,
    type: "CRYPTO_OUT",
    status: withdrawalTransactionStatus[record.status],
    amount: toReais(q.debitCentavos),
    feeAmount: toReais(centavos(q.feeCentavos + q.networkFeeCentavos)),
    netAmount: toReais(q.sendCostCentavos),
    currency: "BRL",
    ...(record.description === undefined ? {} : { description: record.description }),
    ...(record.externalReference === undefined ? {} : { externalReference: record.externalReference }),
    ...(record.failureReason === undefined ? {} : { failureReason: record.failureReason }),
    ...(record.completedAt === undefined ? {} : { completedAt: record.completedAt.toISOString() }),
    createdAt: record.createdAt.toISOString(),
    crypto: {
      status: record.status,
      currency: q.currency,
      network: q.network,
      address: record.address,
      ...(record.extraId === undefined ? {} : { extraId: record.extraId }),
      cryptoAmount: formatAssetAmount(asset, q.sendUnits),
      networkFee: formatAssetAmount(asset, q.networkFeeUnits),
      rate: priceTextOf(asset, q.rate),
      quoteId: record.quoteId,
      ...(record.txHash === undefined ? {} : { txHash: record.txHash })
    }
  }
}

/** A quote as JSON text-safe values (big integers as decimal text, dates as ISO text), for storage. */
export const encodeQuote = (q: WithdrawalQuote) => ({
  currency: q.currency,
  network: q.network,
  rate: { centavos: q.rate.centavos.toString(), units: q.rate.units.toString() },
  spreadBps: q.spreadBps,
  feeSchedule: q.feeSchedule,
  quotedAt: q.quotedAt.toISOString(),
  expiresAt: q.expiresAt.toISOString(),
  sendUnits: q.sendUnits.toString(),
  networkFeeUnits: q.networkFeeUnits.toString(),
  sendCostCentavos: q.sendCostCentavos,
  networkFeeCentavos: q.networkFeeCentavos,
  feeCentavos: q.feeCentavos,
  debitCentavos: q.debitCentavos,
  spreadCentavos: q.spreadCentavos
})
export type EncodedQuote = ReturnType<typeof encodeQuote>

/** The inverse of `encodeQuote`. */
export const decodeQuote = (e: EncodedQuote): WithdrawalQuote => ({
  currency: Schema.decodeUnknownSync(CryptoCurrency)(e.currency),
  network: Schema.decodeUnknownSync(CryptoNetworkName)(e.network),
  rate: { centavos: BigInt(e.rate.centavos), units: BigInt(e.rate.units) },
  spreadBps: e.spreadBps,
  feeSchedule: e.feeSchedule,
  quotedAt: new Date(e.quotedAt),
  expiresAt: new Date(e.expiresAt),
  sendUnits: assetUnits(BigInt(e.sendUnits)),
  networkFeeUnits: assetUnits(BigInt(e.networkFeeUnits)),
  sendCostCentavos: centavos(e.sendCostCentavos),
  networkFeeCentavos: centavos(e.networkFeeCentavos),
  feeCentavos: centavos(e.feeCentavos),
  debitCentavos: centavos(e.debitCentavos),
  spreadCentavos: centavos(e.spreadCentavos)
})
