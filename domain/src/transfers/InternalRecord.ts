import { Schema } from "effect"
import { AccountId } from "../ledger/Model.ts"
import { type ChargeListFilters, matchesCommonFilters, newestFirst } from "../charges/Record.ts"
import { Centavos, toReais } from "../money/Money.ts"

/** The id prefix of the pair (and of its one journal entry): `itp_<26 characters>`. */
export const internalPairIdPrefix = "itp"
/**
 * The records' ids are the pair's with another prefix: `ito_<body>` the sender's, `iti_<body>` the receiver's, so the
 * statement, which reads the lines off the ledger entry, names them as the records are named.
 */
export const internalOutIdPrefix = "ito"
export const internalInIdPrefix = "iti"

/** The id of a side of the pair `pairId`. */
export const internalRecordIdOf = (pairId: string, side: "out" | "in"): string =>
  `${side === "out" ? internalOutIdPrefix : internalInIdPrefix}_${pairId.slice(pairId.indexOf("_") + 1)}`

/** Minimum amount of an internal transfer, in centavos (docs/decisions.md, "Internal transfers: minimum"). */
export const internalTransferMinCentavos = 100
/** Characters of a description, at most. */
export const internalDescriptionLengthMax = 140
/** Characters of an `externalReference`, at most. */
export const internalExternalReferenceLengthMax = 64

/** The side of an internal transfer a record is: the sender's debit or the receiver's credit. */
export const InternalTransferType = Schema.Literals(["INTERNAL_TRANSFER_OUT", "INTERNAL_TRANSFER_IN"])
export type InternalTransferType = typeof InternalTransferType.Type

/**
 * One side of an internal transfer, owned by `accountId`. Both sides share `pairId` (the id of the one journal entry
 * that debits the sender and credits the receiver), `amountCentavos` and `createdAt`; the OUT side carries the
 * recipient's e-mail and name, the IN side the sender's name (`counterpartyName`). Only the OUT side carries the
 * `externalReference`, the API key and the request fingerprint (the sender's request).
 */
export const InternalTransferRecord = Schema.Struct({
  id: Schema.String,
  accountId: AccountId,
  type: InternalTransferType,
  status: Schema.Literal("COMPLETED"),
  amountCentavos: Centavos,
  description: Schema.String,
  externalReference: Schema.optional(Schema.String),
  apiKeyId: Schema.optional(Schema.String),
  pairId: Schema.String,
  counterpartyAccountId: AccountId,
  recipientEmail: Schema.optional(Schema.String),
  recipientName: Schema.optional(Schema.String),
  counterpartyName: Schema.optional(Schema.String),
  requestFingerprint: Schema.String,
  createdAt: Schema.Date
})
export type InternalTransferRecord = typeof InternalTransferRecord.Type

/** The lean transaction record of one side (spec, "Transaction record (lean form)"), amounts in reais. */
export const LeanInternalTransfer = Schema.Struct({
  id: Schema.String,
  type: InternalTransferType,
  status: Schema.Literal("COMPLETED"),
  amount: Schema.Finite,
  feeAmount: Schema.Finite,
  netAmount: Schema.Finite,
  currency: Schema.Literal("BRL"),
  description: Schema.String,
  externalReference: Schema.optionalKey(Schema.String),
  transferKind: Schema.Literal("internal"),
  recipientEmail: Schema.optionalKey(Schema.String),
  recipientName: Schema.optionalKey(Schema.String),
  counterpartyName: Schema.optionalKey(Schema.String),
  pairId: Schema.String,
  completedAt: Schema.String,
  createdAt: Schema.String
})
export type LeanInternalTransfer = typeof LeanInternalTransfer.Type

/** The lean form of one side: no fee, so `netAmount` is the amount; completed when created. */
export const toLeanInternal = (record: InternalTransferRecord): LeanInternalTransfer => ({
  id: record.id,
  type: record.type,
  status: record.status,
  amount: toReais(record.amountCentavos),
  feeAmount: 0,
  netAmount: toReais(record.amountCentavos),
  currency: "BRL",
  description: record.description,
  ...(record.externalReference === undefined ? {} : { externalReference: record.externalReference }),
  transferKind: "internal",
  ...(record.recipientEmail === undefined ? {} : { recipientEmail: record.recipientEmail }),
  ...(record.recipientName === undefined ? {} : { recipientName: record.recipientName }),
  ...(record.counterpartyName === undefined ? {} : { counterpartyName: record.counterpartyName }),
  pairId: record.pairId,
  completedAt: record.createdAt.toISOString(),
  createdAt: record.createdAt.toISOString()
})

/** The list filters of the spec (`dateFrom`, `dateTo`, `status`, `externalReference`, `search`) on one record. */
export const matchesInternalFilters = (
  record: InternalTransferRecord,
  filters: Omit<ChargeListFilters, "subaccountId">
): boolean =>
  matchesCommonFilters(record, filters, [
    record.id,
    record.description,
    record.externalReference,
    record.pairId,
    record.recipientEmail,
    record.recipientName,
    record.counterpartyName
  ])

/** The list order: newest first, ties by id descending. */
export const newestInternalFirst: (a: InternalTransferRecord, b: InternalTransferRecord) => number = newestFirst
