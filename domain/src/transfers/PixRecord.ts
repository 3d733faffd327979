import { Result, Schema } from "effect"
import { type ChargeListFilters, matchesCommonFilters, newestFirst } from "../charges/Record.ts"
import { AccountId } from "../ledger/Model.ts"
import type { LimitDebit } from "../limits/Model.ts"
import { Centavos, toReais } from "../money/Money.ts"
import { PixKeyType } from "../pix/Keys.ts"
import { Recipient } from "../pix/Notices.ts"
import { PixTransferStatus } from "../transactions/Status.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { pixTransfer } from "../transactions/Machines.ts"

/**
 * The id prefix of PIX transfers: `pxo_<26 characters>`. The journal entries of a transfer carry its id body under
 * other prefixes (`pxe_` the debit, `pxr_` its reversal), so the statement names its lines after the transfer.
 */
export const pixTransferIdPrefix = "pxo"
export const pixOutEntryIdPrefix = "pxe"
export const pixOutReversalIdPrefix = "pxr"

/** The body of a transfer id (what follows the first `_`). */
export const idBodyOf = (id: string): string => id.slice(id.indexOf("_") + 1)

/** Characters of a transfer description, at most. */
export const pixTransferDescriptionLengthMax = 140
/** Characters of an `externalReference`, at most. */
export const pixTransferExternalReferenceLengthMax = 64
/** Characters of a failure reason kept, at most. */
export const pixTransferReasonLengthMax = 140

/**
 * Where a security review stands (docs/decisions.md, "PIX out: security review"): `NONE` (not held), `PENDING`
 * (held, money reserved), `APPROVED` (released to the network), `REFUSED` (the transfer failed, money returned).
 */
export const SecurityReview = Schema.Literals(["NONE", "PENDING", "APPROVED", "REFUSED"])
export type SecurityReview = typeof SecurityReview.Type

/** How the destination was given: a key, a static BR Code, another PSP's dynamic code, or a charge of ours. */
export const PixDestinationKind = Schema.Literals(["KEY", "STATIC_BR_CODE", "DYNAMIC_BR_CODE", "ON_US_CHARGE"])
export type PixDestinationKind = typeof PixDestinationKind.Type

/**
 * A sent PIX (`PIX_OUT`), owned by `accountId`. Amounts are fixed at creation: `amountCentavos` (the debit) =
 * `feeCentavos` + `netCentavos` (what the recipient receives). The end-to-end id is chosen at creation, so a resend
 * after a crash names the same PIX (the network is idempotent by it); it is shown once the transfer completed.
 */
export const PixTransferRecord = Schema.Struct({
  id: Schema.String,
  accountId: AccountId,
  apiKeyId: Schema.optional(Schema.String),
  type: Schema.Literal("PIX_OUT"),
  status: PixTransferStatus,
  amountCentavos: Centavos,
  feeCentavos: Centavos,
  netCentavos: Centavos,
  coverFee: Schema.Boolean,
  description: Schema.String,
  externalReference: Schema.optional(Schema.String),
  destinationKind: PixDestinationKind,
  /** The normalized key: given, or the key of a static BR Code. */
  pixKey: Schema.optional(Schema.String),
  pixKeyType: Schema.optional(PixKeyType),
  /** The BR Code as sent (static or dynamic). */
  brCode: Schema.optional(Schema.String),
  /** The charge a dynamic code of this platform names, and its account (on-us payment). */
  chargeId: Schema.optional(Schema.String),
  chargeAccountId: Schema.optional(AccountId),
  endToEndId: Schema.String,
  /** The PIX network's id of the transfer, once sent. */
  referenceId: Schema.optional(Schema.String),
  recipient: Schema.optional(Recipient),
  review: SecurityReview,
  failureReason: Schema.optional(Schema.String),
  completedAt: Schema.optional(Schema.Date),
  requestFingerprint: Schema.String,
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
  /** The paying subaccount; absent when the main account pays. */
  subaccountId: Schema.optional(Schema.String),
  /** The subaccount's surcharge part of `feeCentavos`, credited to the main account (`SUBACCOUNT_PROFIT`). */
  profitCentavos: Schema.optional(Centavos)
})
export type PixTransferRecord = typeof PixTransferRecord.Type

/**
 * The lean transaction record of a sent PIX (spec, "Transaction record (lean form)"), amounts in reais: `amount` is
 * the debit, `netAmount` what the recipient receives. `endToEndId` and `recipient` appear once COMPLETED;
 * `securityReview` while or after the transfer was held.
 */
export const LeanPixTransfer = Schema.Struct({
  id: Schema.String,
  type: Schema.Literal("PIX_OUT"),
  status: PixTransferStatus,
  amount: Schema.Finite,
  feeAmount: Schema.Finite,
  netAmount: Schema.Finite,
  currency: Schema.Literal("BRL"),
  description: Schema.String,
  externalReference: Schema.optionalKey(Schema.String),
  referenceId: Schema.optionalKey(Schema.String),
  endToEndId: Schema.optionalKey(Schema.String),
  recipient: Schema.optionalKey(Recipient),
  pixKey: Schema.optionalKey(Schema.String),
  pixKeyType: Schema.optionalKey(PixKeyType),
  securityReview: Schema.optionalKey(Schema.Struct({ pending: Schema.Boolean })),
  failureReason: Schema.optionalKey(Schema.String),
  completedAt: Schema.optionalKey(Schema.String),
  subaccountId: Schema.optionalKey(Schema.String),
  createdAt: Schema.String
})
export type LeanPixTransfer = typeof LeanPixTransfer.Type

/** The lean form of a transfer (reads, lists and event payloads alike). */
export const toLeanPix = (record: PixTransferRecord): LeanPixTransfer => {
  const completed = record.status === "COMPLETED"
  return {
    id: record.id,
    type: record.type,
    status: record.status,
    amount: toReais(record.amountCentavos),
    feeAmount: toReais(record.feeCentavos),
    netAmount: toReais(record.netCentavos),
    currency: "BRL",
    description: record.description,
    ...(record.externalReference === undefined ? {} : { externalReference: record.externalReference }),
    ...(record.referenceId === undefined ? {} : { referenceId: record.referenceId }),
    ...(completed ? { endToEndId: record.endToEndId } : {}),
    ...(completed && record.recipient !== undefined ? { recipient: record.recipient } : {}),
    ...(record.pixKey === undefined ? {} : { pixKey: record.pixKey }),
    ...(record.pixKeyType === undefined ? {} : { pixKeyType: record.pixKeyType }),
    ...(record.review === "NONE" ? {} : { securityReview: { pending: record.review === "PENDING" } }),
    ...(record.failureReason === undefined ? {} : { failureReason: record.failureReason }),
    ...(record.completedAt === undefined ? {} : { completedAt: record.completedAt.toISOString() }),
    ...(record.subaccountId === undefined ? {} : { subaccountId: record.subaccountId }),
    createdAt: record.createdAt.toISOString()
  }
}

/** The payload of `GET /transfer-pix/status/{id}`: what a client polling for the outcome needs. */
export const PixTransferStatusView = Schema.Struct({
  id: Schema.String,
  status: PixTransferStatus,
  amount: Schema.Finite,
  completedAt: Schema.NullOr(Schema.String),
  endToEndId: Schema.optionalKey(Schema.String),
  securityReview: Schema.optionalKey(Schema.Struct({ pending: Schema.Boolean }))
})
export type PixTransferStatusView = typeof PixTransferStatusView.Type

/** The polling payload of a transfer. */
export const toPixStatusView = (record: PixTransferRecord): PixTransferStatusView => ({
  id: record.id,
  status: record.status,
  amount: toReais(record.amountCentavos),
  completedAt: record.completedAt === undefined ? null : record.completedAt.toISOString(),
  ...(record.status === "COMPLETED" ? { endToEndId: record.endToEndId } : {}),
  ...(record.review === "NONE" ? {} : { securityReview: { pending: record.review === "PENDING" } })
})

/**
 * The list filters (the PIX charge list's) on one transfer: dates bound `createdAt`, `status` and
 * `externalReference` exact, `search` a case-insensitive substring of the id, description, reference, network
 * reference, end-to-end id or PIX key; `subaccountId` the paying subaccount.
 */
export const matchesPixFilters = (record: PixTransferRecord, filters: ChargeListFilters): boolean =>
  (filters.subaccountId === undefined || record.subaccountId === filters.subaccountId) &&
  matchesCommonFilters(record, filters, [
    record.id,
    record.description,
    record.externalReference,
    record.referenceId,
    record.endToEndId,
    record.pixKey
  ])

/** The list order: newest first, ties by id descending. */
export const newestPixFirst: (a: PixTransferRecord, b: PixTransferRecord) => number = newestFirst

/**
 * A transfer the PIX network still has to settle or fail: PROCESSING, and sent through the network (the payment of
 * one of our own charges settles on-us, with no network outcome). Otherwise the network's outcome is a move the
 * transfer machine does not make: `InvalidTransition`.
 */
export const awaitingNetwork = (
  record: PixTransferRecord
): Result.Result<PixTransferRecord, StateMachine.InvalidTransition> =>
  record.status === "PROCESSING" && record.chargeId === undefined
    ? Result.succeed(record)
    : Result.fail(
        new StateMachine.InvalidTransition({
          machine: pixTransfer.name,
          from: record.status,
          trigger: "network outcome"
        })
      )

/**
 * Whether a crash may have left `record` unsent to the network, as the resend scan sees it: PENDING, cleared by its
 * security review (`NONE` or `APPROVED`), and created at or before `createdBefore` (older than the grace period).
 */
export const isResendable = (record: PixTransferRecord, createdBefore: Date): boolean =>
  record.status === "PENDING" &&
  (record.review === "NONE" || record.review === "APPROVED") &&
  record.createdAt.getTime() <= createdBefore.getTime()

/** A transfer as the subaccount limits see it (`Limits.usageWithin`): PENDING and PROCESSING ones are in flight. */
export const limitDebitOf = (record: PixTransferRecord): LimitDebit => ({
  amountCentavos: record.amountCentavos,
  createdAt: record.createdAt,
  status: record.status === "COMPLETED" || record.status === "FAILED" ? record.status : "IN_FLIGHT"
})
