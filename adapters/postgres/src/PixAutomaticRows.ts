import { Ledger, PixAutomatic } from "@trilho/domain"
import { Effect, Schema } from "effect"
import { Int8 } from "./internal.ts"

/** The rows of `pix_automatic_authorizations` and `pix_automatic_instructions` (migration 0041) and their records. */

export const authorizationColumns = [
  "account_id",
  "id",
  "api_key_id",
  "id_rec",
  "customer_id",
  "payer_name",
  "payer_document",
  "contract_id",
  "description",
  "frequency",
  "start_date",
  "end_date",
  "fixed_amount_centavos",
  "max_amount_centavos",
  "retry_policy",
  "status",
  "first_instruction_id",
  "copy_paste",
  "consent_expires_at",
  "end_reason",
  "version",
  "created_at",
  "updated_at",
  "approved_at",
  "ended_at"
].join(", ")

export const instructionColumns = [
  "account_id",
  "id",
  "api_key_id",
  "authorization_id",
  "id_rec",
  "first",
  "amount_centavos",
  "fee_centavos",
  "net_centavos",
  "due_date",
  "period",
  "holds_period",
  "description",
  "status",
  "reason",
  "end_to_end_id",
  "request_fingerprint",
  "version",
  "created_at",
  "updated_at",
  "paid_at"
].join(", ")

const AuthorizationRow = Schema.Struct({
  accountId: Schema.String,
  id: Schema.String,
  apiKeyId: Schema.NullOr(Schema.String),
  idRec: PixAutomatic.IdRec,
  customerId: Schema.String,
  payerName: Schema.String,
  payerDocument: Schema.String,
  contractId: Schema.String,
  description: Schema.NullOr(Schema.String),
  frequency: PixAutomatic.Frequency,
  startDate: Schema.String,
  endDate: Schema.NullOr(Schema.String),
  fixedAmountCentavos: Schema.NullOr(Int8),
  maxAmountCentavos: Schema.NullOr(Int8),
  retryPolicy: PixAutomatic.RetryPolicy,
  status: PixAutomatic.AuthorizationStatus,
  firstInstructionId: Schema.String,
  copyPaste: Schema.String,
  consentExpiresAt: Schema.Date,
  endReason: Schema.NullOr(PixAutomatic.AuthorizationEndReason),
  version: Schema.Number,
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
  approvedAt: Schema.NullOr(Schema.Date),
  endedAt: Schema.NullOr(Schema.Date)
})

const InstructionRow = Schema.Struct({
  accountId: Schema.String,
  id: Schema.String,
  apiKeyId: Schema.NullOr(Schema.String),
  authorizationId: Schema.String,
  idRec: PixAutomatic.IdRec,
  first: Schema.Boolean,
  amountCentavos: Int8,
  feeCentavos: Int8,
  netCentavos: Int8,
  dueDate: Schema.String,
  period: Schema.Number,
  holdsPeriod: Schema.Boolean,
  description: Schema.NullOr(Schema.String),
  status: PixAutomatic.InstructionStatus,
  reason: Schema.NullOr(PixAutomatic.InstructionReason),
  endToEndId: Schema.NullOr(Schema.String),
  requestFingerprint: Schema.String,
  version: Schema.Number,
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
  paidAt: Schema.NullOr(Schema.Date)
})

const optional = <K extends string, V>(key: K, value: V | null) =>
  (value === null ? {} : { [key]: value }) as { [P in K]?: V }

export const decodeAuthorization = (row: unknown) =>
  Effect.map(Schema.decodeUnknownEffect(AuthorizationRow)(row), (r): PixAutomatic.AuthorizationRecord => ({
    id: r.id,
    accountId: Ledger.AccountId.make(r.accountId),
    ...optional("apiKeyId", r.apiKeyId),
    idRec: r.idRec,
    payer: { customerId: r.customerId, name: r.payerName, document: r.payerDocument },
    contractId: r.contractId,
    ...optional("description", r.description),
    frequency: r.frequency,
    startDate: r.startDate,
    ...optional("endDate", r.endDate),
    ...optional("fixedAmountCentavos", r.fixedAmountCentavos),
    ...optional("maxAmountCentavos", r.maxAmountCentavos),
    retryPolicy: r.retryPolicy,
    status: r.status,
    firstInstructionId: r.firstInstructionId,
    copyPaste: r.copyPaste,
    consentExpiresAt: r.consentExpiresAt,
    ...optional("endReason", r.endReason),
    version: r.version,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    ...optional("approvedAt", r.approvedAt),
    ...optional("endedAt", r.endedAt)
  }))

export const decodeInstruction = (row: unknown) =>
  Effect.map(Schema.decodeUnknownEffect(InstructionRow)(row), (r): PixAutomatic.InstructionRecord => ({
    id: r.id,
    accountId: Ledger.AccountId.make(r.accountId),
    ...optional("apiKeyId", r.apiKeyId),
    authorizationId: r.authorizationId,
    idRec: r.idRec,
    first: r.first,
    amountCentavos: r.amountCentavos,
    feeCentavos: r.feeCentavos,
    netCentavos: r.netCentavos,
    dueDate: r.dueDate,
    period: r.period,
    holdsPeriod: r.holdsPeriod,
    ...optional("description", r.description),
    status: r.status,
    ...optional("reason", r.reason),
    ...optional("endToEndId", r.endToEndId),
    requestFingerprint: r.requestFingerprint,
    version: r.version,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    ...optional("paidAt", r.paidAt)
  }))

export const authorizationWritten = (r: PixAutomatic.AuthorizationRecord) => ({
  status: r.status,
  endReason: r.endReason ?? null,
  version: r.version,
  updatedAt: r.updatedAt,
  approvedAt: r.approvedAt ?? null,
  endedAt: r.endedAt ?? null
})

export const instructionWritten = (r: PixAutomatic.InstructionRecord) => ({
  status: r.status,
  holdsPeriod: r.holdsPeriod,
  reason: r.reason ?? null,
  endToEndId: r.endToEndId ?? null,
  version: r.version,
  updatedAt: r.updatedAt,
  paidAt: r.paidAt ?? null
})
