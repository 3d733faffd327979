import { Schema } from "effect"
import type { ChargeListFilters } from "../../charges/Record.ts"
import { matchesCommonFilters } from "../../charges/Record.ts"
import type { AccountId } from "../../ledger/Model.ts"
import { centavos, toReais } from "../../money/Money.ts"
import { TransactionStatus } from "../../transactions/Status.ts"
import { type AssetSpec, assetUnits, CryptoCurrency, CryptoNetworkName, formatAssetAmount } from "../Assets.ts"
import { CryptoDepositStatus, depositTransactionStatus } from "../Machines.ts"
import { type DepositCredit, type DepositQuote, isValidAt } from "../Quotes.ts"
import { assetOfQuote, priceTextOf } from "../withdrawals/Record.ts"

/** Id prefixes: `cdp_` a deposit; its credit entry `cde_`. */
export const cryptoDepositIdPrefix = "cdp"
export const cryptoDepositEntryIdPrefix = "cde"

/** Characters of a deposit's description, at most; of an `externalReference`. */
export const cryptoDepositDescriptionLengthMax = 140
export const cryptoDepositExternalReferenceLengthMax = 64
/** Transfers one deposit keeps, at most (later ones are refused by the notices' use case: held for an operator). */
export const depositTransfersMax = 50

/**
 * A transfer to a deposit's address as the chain reported it: `seenAt` when first seen (the quote it counts against
 * is the one holding then), its confirmations so far, and whether it was dropped (replaced, reorganised away).
 */
export interface DepositTransfer {
  readonly txHash: string
  readonly amountUnits: bigint
  readonly confirmations: number
  readonly seenAt: Date
  readonly dropped: boolean
}

/**
 * A crypto deposit (`CRYPTO_IN`), owned by `accountId`: a charge of `quote.amountCentavos` paid by sending
 * `quote.payUnits` to `address` (and `extraId`). `quote` is the one the transfers count against: the first one, or a
 * fresh one taken when a late transfer is seen after EXPIRED (`requotedAt`). `credit` is what COMPLETED credited.
 * `version` grows with each write: the store's compare-and-set.
 */
export interface CryptoDepositRecord {
  readonly id: string
  readonly accountId: AccountId
  readonly apiKeyId?: string | undefined
  readonly type: "CRYPTO_IN"
  readonly status: CryptoDepositStatus
  readonly quote: DepositQuote
  readonly address: string
  readonly extraId?: string | undefined
  readonly description?: string | undefined
  readonly externalReference?: string | undefined
  readonly transfers: ReadonlyArray<DepositTransfer>
  readonly credit?: DepositCredit | undefined
  readonly requotedAt?: Date | undefined
  readonly version: number
  readonly requestFingerprint: string
  readonly createdAt: Date
  readonly updatedAt: Date
  readonly completedAt?: Date | undefined
}

/** The transfers counted against the deposit's quote: not dropped, and seen while the quote held. */
export const countedTransfers = (record: Pick<CryptoDepositRecord, "quote" | "transfers">) =>
  record.transfers.filter((t) => !t.dropped && isValidAt(record.quote, t.seenAt))

/** The units of `transfers`, summed. */
export const unitsOf = (transfers: ReadonlyArray<DepositTransfer>): bigint =>
  transfers.reduce((sum, t) => sum + t.amountUnits, 0n)

/** Whether a deposit passes the list filters (status compared in its lean form, as the API shows it). */
export const matchesDepositFilters = (record: CryptoDepositRecord, filters: ChargeListFilters): boolean =>
  matchesCommonFilters({ ...record, status: depositTransactionStatus[record.status] }, filters, [
    record.id,
    record.description,
    record.externalReference,
    record.address,
    ...record.transfers.map((t) => t.txHash)
  ])

/** The raw statuses shown as `status` in the lean record (what a store filters by). */
export const depositStatusesShownAs = (status: TransactionStatus): ReadonlyArray<CryptoDepositStatus> =>
  (Object.keys(depositTransactionStatus) as Array<CryptoDepositStatus>).filter(
    (s) => depositTransactionStatus[s] === status
  )

const chainIds: Partial<Record<CryptoNetworkName, number>> = { ethereum: 1, polygon: 137 }

/**
 * The payment URI a wallet opens (the QR code's content): BIP 21 on Bitcoin (`bitcoin:<address>?amount=`), EIP-681 on
 * Ethereum and Polygon (native value in wei, or the token contract's `transfer` with the address and units), the
 * `tron:` and `xrpl:` forms with the amount (and the destination tag as `dt`) elsewhere.
 */
export const paymentUriOf = (
  asset: AssetSpec,
  destination: { readonly address: string; readonly extraId?: string | undefined },
  units: bigint
): string => {
  const amount = formatAssetAmount(asset, units)
  switch (asset.network) {
    case "bitcoin":
      return `bitcoin:${destination.address}?amount=${amount}`
    case "ethereum":
    case "polygon": {
      const chain = chainIds[asset.network]
      return asset.contract === undefined
        ? `ethereum:${destination.address}@${chain}?value=${units}`
        : `ethereum:${asset.contract}@${chain}/transfer?address=${destination.address}&uint256=${units}`
    }
    case "tron":
      return `tron:${destination.address}?amount=${amount}${asset.contract === undefined ? "" : `&token=${asset.contract}`}`
    case "xrpl":
      return `xrpl:${destination.address}?amount=${amount}${destination.extraId === undefined ? "" : `&dt=${destination.extraId}`}`
  }
}

/** The public view of a deposit quote (`payment-crypto/quote`): an estimate, nothing stored. */
export const CryptoDepositQuoteView = Schema.Struct({
  currency: CryptoCurrency,
  network: CryptoNetworkName,
  amount: Schema.Finite,
  cryptoAmount: Schema.String,
  rate: Schema.String,
  feeAmount: Schema.Finite,
  netAmount: Schema.Finite,
  expiresAt: Schema.String
})
export type CryptoDepositQuoteView = typeof CryptoDepositQuoteView.Type

/** A deposit quote as the API shows it. */
export const toDepositQuoteView = (q: DepositQuote): CryptoDepositQuoteView => {
  const asset = assetOfQuote(q)
  return {
    currency: q.currency,
    network: q.network,
    amount: toReais(q.amountCentavos),
    cryptoAmount: formatAssetAmount(asset, q.payUnits),
    rate: priceTextOf(asset, q.rate),
    feeAmount: toReais(q.feeCentavos),
    netAmount: toReais(q.netCentavos),
    expiresAt: q.expiresAt.toISOString()
  }
}

/**
 * The lean form of a deposit (create, reads, lists, events): `amount`, `feeAmount` and `netAmount` are the quote's
 * until COMPLETED, then what was credited; `crypto` carries the chain's side. `payUrl` (the hosted page) is added by
 * the API where it serves one.
 */
export const LeanCryptoDeposit = Schema.Struct({
  id: Schema.String,
  type: Schema.Literal("CRYPTO_IN"),
  status: TransactionStatus,
  amount: Schema.Finite,
  feeAmount: Schema.Finite,
  netAmount: Schema.Finite,
  currency: Schema.Literal("BRL"),
  description: Schema.optionalKey(Schema.String),
  externalReference: Schema.optionalKey(Schema.String),
  completedAt: Schema.optionalKey(Schema.String),
  createdAt: Schema.String,
  crypto: Schema.Struct({
    status: CryptoDepositStatus,
    currency: CryptoCurrency,
    network: CryptoNetworkName,
    address: Schema.String,
    extraId: Schema.optionalKey(Schema.String),
    cryptoAmount: Schema.String,
    rate: Schema.String,
    quoteExpiresAt: Schema.String,
    confirmations: Schema.Finite,
    confirmationsRequired: Schema.Finite,
    receivedAmount: Schema.String,
    txHashes: Schema.Array(Schema.String),
    paymentUri: Schema.String,
    payUrl: Schema.optionalKey(Schema.String)
  })
})
export type LeanCryptoDeposit = typeof LeanCryptoDeposit.Type

/** The lean form of a deposit; `payUrl`, when given, goes in its `crypto` block. */
export const toLeanCryptoDeposit = (record: CryptoDepositRecord, payUrl?: string): LeanCryptoDeposit => {
  const q = record.quote
  const asset = assetOfQuote(q)
  const live = record.transfers.filter((t) => !t.dropped)
  const counted = countedTransfers(record)
  const amounts = record.credit ?? {
    grossCentavos: q.amountCentavos,
    feeCentavos: q.feeCentavos,
    netCentavos: q.netCentavos
  }
  return {
    id: record.id,
    type: "CRYPTO_IN",
    status: depositTransactionStatus[record.status],
    amount: toReais(amounts.grossCentavos),
    feeAmount: toReais(amounts.feeCentavos),
    netAmount: toReais(amounts.netCentavos),
    currency: "BRL",
    ...(record.description === undefined ? {} : { description: record.description }),
    ...(record.externalReference === undefined ? {} : { externalReference: record.externalReference }),
    ...(record.completedAt === undefined ? {} : { completedAt: record.completedAt.toISOString() }),
    createdAt: record.createdAt.toISOString(),
    crypto: {
      status: record.status,
      currency: q.currency,
      network: q.network,
      address: record.address,
      ...(record.extraId === undefined ? {} : { extraId: record.extraId }),
      cryptoAmount: formatAssetAmount(asset, q.payUnits),
      rate: priceTextOf(asset, q.rate),
      quoteExpiresAt: q.expiresAt.toISOString(),
      confirmations: counted.length === 0 ? 0 : Math.min(...counted.map((t) => t.confirmations)),
      confirmationsRequired: asset.confirmationsRequired,
      receivedAmount: formatAssetAmount(asset, unitsOf(live)),
      txHashes: live.map((t) => t.txHash),
      paymentUri: paymentUriOf(asset, record, q.payUnits),
      ...(payUrl === undefined ? {} : { payUrl })
    }
  }
}

/** A deposit quote as JSON text-safe values (big integers as decimal text, dates as ISO text), for storage. */
export const encodeDepositQuote = (q: DepositQuote) => ({
  currency: q.currency,
  network: q.network,
  rate: { centavos: q.rate.centavos.toString(), units: q.rate.units.toString() },
  spreadBps: q.spreadBps,
  feeSchedule: q.feeSchedule,
  quotedAt: q.quotedAt.toISOString(),
  expiresAt: q.expiresAt.toISOString(),
  amountCentavos: q.amountCentavos,
  payUnits: q.payUnits.toString(),
  feeCentavos: q.feeCentavos,
  netCentavos: q.netCentavos,
  spreadCentavos: q.spreadCentavos
})
export type EncodedDepositQuote = ReturnType<typeof encodeDepositQuote>

/** The inverse of `encodeDepositQuote`. */
export const decodeDepositQuote = (e: EncodedDepositQuote): DepositQuote => ({
  currency: Schema.decodeUnknownSync(CryptoCurrency)(e.currency),
  network: Schema.decodeUnknownSync(CryptoNetworkName)(e.network),
  rate: { centavos: BigInt(e.rate.centavos), units: BigInt(e.rate.units) },
  spreadBps: e.spreadBps,
  feeSchedule: e.feeSchedule,
  quotedAt: new Date(e.quotedAt),
  expiresAt: new Date(e.expiresAt),
  amountCentavos: centavos(e.amountCentavos),
  payUnits: assetUnits(BigInt(e.payUnits)),
  feeCentavos: centavos(e.feeCentavos),
  netCentavos: centavos(e.netCentavos),
  spreadCentavos: centavos(e.spreadCentavos)
})

/** Transfers as JSON text-safe values, for storage. */
export const encodeTransfers = (transfers: ReadonlyArray<DepositTransfer>) =>
  transfers.map((t) => ({
    txHash: t.txHash,
    amountUnits: t.amountUnits.toString(),
    confirmations: t.confirmations,
    seenAt: t.seenAt.toISOString(),
    dropped: t.dropped
  }))
export type EncodedTransfers = ReturnType<typeof encodeTransfers>

/** The inverse of `encodeTransfers`. */
export const decodeTransfers = (e: EncodedTransfers): ReadonlyArray<DepositTransfer> =>
  e.map((t) => ({
    txHash: t.txHash,
    amountUnits: BigInt(t.amountUnits),
    confirmations: t.confirmations,
    seenAt: new Date(t.seenAt),
    dropped: t.dropped
  }))

/** A credit as JSON text-safe values, for storage. */
export const encodeCredit = (c: DepositCredit) => ({ ...c, receivedUnits: c.receivedUnits.toString() })
export type EncodedCredit = ReturnType<typeof encodeCredit>

/** The inverse of `encodeCredit`. */
export const decodeCredit = (e: EncodedCredit): DepositCredit => ({
  outcome: e.outcome,
  receivedUnits: assetUnits(BigInt(e.receivedUnits)),
  grossCentavos: centavos(e.grossCentavos),
  feeCentavos: centavos(e.feeCentavos),
  netCentavos: centavos(e.netCentavos)
})
