import { Schema } from "effect"
import { SubaccountBalanceFields, toSubaccountBalanceFields } from "../ledger/Projections.ts"
import type { BalanceView } from "../ledger/Model.ts"
import { toReais } from "../money/Money.ts"
import { PortalView } from "./SubaccountPortal.ts"
import type { SubaccountMoveRecord, SubaccountRecord } from "./Record.ts"

const Schedule = Schema.Struct({ percent: Schema.Finite, fixed: Schema.Finite })

/** A subaccount as the API shows it: identity, status, lock, limits and pricing in reais, Padrao balances, portal. */
export const SubaccountView = Schema.Struct({
  id: Schema.String,
  externalReference: Schema.String,
  name: Schema.String,
  personType: Schema.Literals(["PF", "PJ"]),
  fullName: Schema.String,
  cpf: Schema.String,
  birthDate: Schema.String,
  postalCode: Schema.String,
  cnpj: Schema.optionalKey(Schema.String),
  companyName: Schema.optionalKey(Schema.String),
  site: Schema.optionalKey(Schema.String),
  document: Schema.optionalKey(
    Schema.Struct({
      fileName: Schema.String,
      contentType: Schema.String,
      sizeBytes: Schema.Finite,
      sha256: Schema.String
    })
  ),
  status: Schema.Literals(["ACTIVE", "DISABLED"]),
  lockMode: Schema.NullOr(Schema.Literals(["full", "withdraw_only", "deposit_only"])),
  limits: Schema.Struct({
    daily: Schema.NullOr(Schema.Finite),
    monthly: Schema.NullOr(Schema.Finite),
    perTransaction: Schema.NullOr(Schema.Finite)
  }),
  pricing: Schema.Struct({ pixIn: Schedule, pixOut: Schedule }),
  ...SubaccountBalanceFields.fields,
  portal: PortalView,
  createdAt: Schema.String,
  updatedAt: Schema.String
})
export type SubaccountView = typeof SubaccountView.Type

const reaisOrNull = (centavos: number | undefined) => (centavos === undefined ? null : toReais(centavos))

/** The API view of a live (not deleted) subaccount with its balance and portal block. */
export const toSubaccountView = (
  record: SubaccountRecord,
  balance: BalanceView,
  portal: PortalView
): SubaccountView => ({
  id: record.id,
  externalReference: record.externalReference,
  name: record.name,
  personType: record.personType,
  fullName: record.fullName,
  cpf: record.cpf,
  birthDate: record.birthDate,
  postalCode: record.postalCode,
  ...(record.cnpj === undefined ? {} : { cnpj: record.cnpj }),
  ...(record.companyName === undefined ? {} : { companyName: record.companyName }),
  ...(record.site === undefined ? {} : { site: record.site }),
  ...(record.document === undefined ? {} : { document: record.document }),
  status: record.status === "DISABLED" ? "DISABLED" : "ACTIVE",
  lockMode: record.lockMode,
  limits: {
    daily: reaisOrNull(record.limits.limitDailyCentavos),
    monthly: reaisOrNull(record.limits.limitMonthlyCentavos),
    perTransaction: reaisOrNull(record.limits.limitPerTransactionCentavos)
  },
  pricing: {
    pixIn: { percent: record.surcharge.pixIn.percentBps / 100, fixed: toReais(record.surcharge.pixIn.fixedCentavos) },
    pixOut: { percent: record.surcharge.pixOut.percentBps / 100, fixed: toReais(record.surcharge.pixOut.fixedCentavos) }
  },
  ...toSubaccountBalanceFields(balance),
  portal,
  createdAt: record.createdAt.toISOString(),
  updatedAt: record.updatedAt.toISOString()
})

/** `GET /subaccount/balance` data: the subaccount's ids and its `*Padrao` fields. */
export const SubaccountBalanceView = Schema.Struct({
  id: Schema.String,
  externalReference: Schema.String,
  currency: Schema.Literal("BRL"),
  ...SubaccountBalanceFields.fields
})
export type SubaccountBalanceView = typeof SubaccountBalanceView.Type

/** A balance move as the API shows it, amount in reais. */
export const SubaccountMoveView = Schema.Struct({
  id: Schema.String,
  type: Schema.Literals(["ADD_BALANCE", "REMOVE_BALANCE", "TRANSFER"]),
  status: Schema.Literal("COMPLETED"),
  amount: Schema.Finite,
  currency: Schema.Literal("BRL"),
  fromSubaccountId: Schema.NullOr(Schema.String),
  toSubaccountId: Schema.NullOr(Schema.String),
  description: Schema.optionalKey(Schema.String),
  externalReference: Schema.optionalKey(Schema.String),
  createdAt: Schema.String
})
export type SubaccountMoveView = typeof SubaccountMoveView.Type

/** The API view of a move; a null side is the main account. */
export const toMoveView = (move: SubaccountMoveRecord): SubaccountMoveView => ({
  id: move.id,
  type: move.kind,
  status: "COMPLETED",
  amount: toReais(move.amountCentavos),
  currency: "BRL",
  fromSubaccountId: move.fromSubaccountId ?? null,
  toSubaccountId: move.toSubaccountId ?? null,
  ...(move.description === undefined ? {} : { description: move.description }),
  ...(move.externalReference === undefined ? {} : { externalReference: move.externalReference }),
  createdAt: move.createdAt.toISOString()
})
