import { Schema } from "effect"
import type { AccountId } from "../ledger/Model.ts"
import { toReais } from "../money/Money.ts"
import type { BillingMethod, BillingStatus } from "./Machine.ts"
import { BillingMethod as BillingMethodSchema, BillingStatus as BillingStatusSchema } from "./Machine.ts"

/** Id prefixes: `bil_` a billing; its credit entry `bie_`, its refund `bir_`, a card billing's settlement `bis_`. */
export const billingIdPrefix = "bil"
export const billingEntryIdPrefix = "bie"
export const billingRefundEntryIdPrefix = "bir"
export const billingSettlementEntryIdPrefix = "bis"

/** Characters of a billing's description, at most; of an `externalReference`; of a customer's own `id`. */
export const billingDescriptionLengthMax = 500
export const billingExternalReferenceLengthMax = 64
export const billingCustomerRefLengthMax = 64

/** The fine's cap (2 %, Brazilian consumer law, CDC art. 52 §1) and the interest's (1 % a month), in basis points. */
export const fineBpsMax = 200
export const interestMonthlyBpsMax = 100

/** Billings a list page holds by default and at most. */
export const billingPageSizeDefault = 50
export const billingPageSizeMax = 100

/**
 * The payer of a billing, as the merchant named it inline or as the customer base holds it: `taxId` a normalized CPF
 * (11 digits) or CNPJ (14 characters); `id` the merchant's own reference; `customerId` the base's customer.
 */
export interface BillingCustomer {
  readonly name: string
  readonly taxId: string
  readonly email: string
  readonly phone?: string | undefined
  readonly id?: string | undefined
  readonly customerId?: string | undefined
}

/**
 * The boleto of a billing: the issuing bank's code, its "nosso número" (the billing's number at that bank), the
 * 44-digit barcode and the 47-digit digitable line (FEBRABAN), for the billing's amount and due date.
 */
export interface BillingBoleto {
  readonly bankCode: string
  readonly nossoNumero: string
  readonly barcode: string
  readonly digitableLine: string
}

/** The PIX of a billing: a static BR Code on the platform's receiving key, with the billing's own `txid`. */
export interface BillingPix {
  readonly txid: string
  readonly key: string
  readonly merchantName: string
  readonly merchantCity: string
}

/** A payment of a billing: on which São Paulo day, what was paid (with its late parts), the fee and the net. */
export interface BillingPayment {
  readonly paidOn: string
  readonly paidAt: Date
  readonly paidCentavos: number
  readonly fineCentavos: number
  readonly interestCentavos: number
  readonly feeCentavos: number
  readonly netCentavos: number
}

/**
 * The card side of a card billing (`CARD_CREDIT`, `CARD_VOUCHER`, `CARD_DEBIT`): the merchant's processor account,
 * the stored token charged (brand and last 4 only: never the number or CVV) and the buyer's `remoteIp`; once charged,
 * the processor's payment and when its net settles (`settlesAt`, then `settledAt`); a refusal's reason; the charge
 * attempts so far. A CARD_DEBIT billing has no token until its payer pays at its `invoiceUrl`.
 */
export interface BillingCard {
  readonly processorAccountId: string
  readonly token?: string | undefined
  readonly brand?: string | undefined
  readonly last4?: string | undefined
  readonly remoteIp?: string | undefined
  readonly paymentId?: string | undefined
  readonly settlesAt?: Date | undefined
  readonly settledAt?: Date | undefined
  readonly failureReason?: string | undefined
  readonly attempts?: number | undefined
  readonly lastAttemptAt?: Date | undefined
  /**
   * When the worker charges it next (a subscription's card cycle): the start of its due date in São Paulo, then each
   * retry's instant, or a claim's lease while a worker charges it. Undefined: charged at create, or never by a worker.
   */
  readonly nextChargeAt?: Date | undefined
}

/** Whether a method is one of the card methods. */
export const isCardMethod = (method: BillingMethod): boolean => method.startsWith("CARD_")

/**
 * A one-off billing, owned by `accountId`: `amountCentavos` due on `dueDate` (a São Paulo calendar date), paid by
 * `method`; after the due date the amount due grows by the fine (`fineBps`, once) and interest (`interestMonthlyBps`
 * a month, pro rata per day). `sequence` is the billing's number from the database sequence (the boleto's nosso
 * número, the PIX txid). `subscriptionId` names the subscription that issued it. `version` grows with each write: the
 * store's compare-and-set.
 */
export interface BillingRecord {
  readonly id: string
  readonly accountId: AccountId
  readonly apiKeyId?: string | undefined
  readonly method: BillingMethod
  readonly status: BillingStatus
  readonly amountCentavos: number
  readonly dueDate: string
  readonly description?: string | undefined
  readonly externalReference?: string | undefined
  readonly customer: BillingCustomer
  readonly fineBps: number
  readonly interestMonthlyBps: number
  readonly emitFiscalInvoice: boolean
  readonly sequence: number
  readonly boleto?: BillingBoleto | undefined
  readonly pix?: BillingPix | undefined
  readonly card?: BillingCard | undefined
  readonly payment?: BillingPayment | undefined
  readonly subscriptionId?: string | undefined
  /** The subscription's cycle this billing is for, from 1 (with `subscriptionId`). */
  readonly subscriptionCycle?: number | undefined
  readonly refundDescription?: string | undefined
  readonly version: number
  readonly requestFingerprint: string
  readonly createdAt: Date
  readonly updatedAt: Date
  readonly overdueAt?: Date | undefined
  readonly canceledAt?: Date | undefined
  readonly refundedAt?: Date | undefined
}

/** The filters of `GET /billings/list`; dates inclusive (`dueDate` as São Paulo dates, `createdAt` as instants). */
export interface BillingListFilters {
  readonly status?: BillingStatus | undefined
  readonly method?: BillingMethod | undefined
  readonly customerId?: string | undefined
  readonly externalReference?: string | undefined
  readonly dueDateFrom?: string | undefined
  readonly dueDateTo?: string | undefined
  readonly createdFrom?: Date | undefined
  readonly createdTo?: Date | undefined
}

/** Whether a billing passes the list filters (the rule the SQL store's `WHERE` follows). */
export const matchesBillingFilters = (r: BillingRecord, f: BillingListFilters): boolean =>
  (f.status === undefined || r.status === f.status) &&
  (f.method === undefined || r.method === f.method) &&
  (f.customerId === undefined || r.customer.customerId === f.customerId) &&
  (f.externalReference === undefined || r.externalReference === f.externalReference) &&
  (f.dueDateFrom === undefined || r.dueDate >= f.dueDateFrom) &&
  (f.dueDateTo === undefined || r.dueDate <= f.dueDateTo) &&
  (f.createdFrom === undefined || r.createdAt.getTime() >= f.createdFrom.getTime()) &&
  (f.createdTo === undefined || r.createdAt.getTime() <= f.createdTo.getTime())

const LeanCustomer = Schema.Struct({
  name: Schema.String,
  taxId: Schema.String,
  email: Schema.String,
  phone: Schema.optionalKey(Schema.String),
  id: Schema.optionalKey(Schema.String),
  customerId: Schema.optionalKey(Schema.String)
})

/**
 * A billing as the API shows it (create, reads, lists, events). `amountDue` is what a payment on `asOf` (the
 * reading's São Paulo date) must bring; once paid, what was paid. Boleto fields on BOLETO billings, `pixCopyPaste`
 * on PIX ones; `payment` once paid. Card billings: `creditCard` (the stored token, brand and last 4: reusable as
 * `cardToken`), `failureReason` once refused, `chargeAttempts` of a subscription's card cycle, `settlesAt` once
 * confirmed; `invoiceUrl` (the hosted page a CARD_DEBIT payer pays at).
 */
export const LeanBilling = Schema.Struct({
  id: Schema.String,
  method: BillingMethodSchema,
  status: BillingStatusSchema,
  amount: Schema.Finite,
  amountDue: Schema.Finite,
  fine: Schema.Struct({ value: Schema.Finite }),
  interest: Schema.Struct({ value: Schema.Finite }),
  dueDate: Schema.String,
  currency: Schema.Literal("BRL"),
  description: Schema.optionalKey(Schema.String),
  externalReference: Schema.optionalKey(Schema.String),
  customer: LeanCustomer,
  emitFiscalInvoice: Schema.Boolean,
  nossoNumero: Schema.optionalKey(Schema.String),
  barcode: Schema.optionalKey(Schema.String),
  digitableLine: Schema.optionalKey(Schema.String),
  bankSlipUrl: Schema.optionalKey(Schema.String),
  pixCopyPaste: Schema.optionalKey(Schema.String),
  pixQrCodeBase64: Schema.optionalKey(Schema.String),
  invoiceUrl: Schema.optionalKey(Schema.String),
  creditCard: Schema.optionalKey(
    Schema.Struct({ creditCardToken: Schema.String, creditCardBrand: Schema.String, creditCardNumber: Schema.String })
  ),
  failureReason: Schema.optionalKey(Schema.String),
  chargeAttempts: Schema.optionalKey(Schema.Number),
  settlesAt: Schema.optionalKey(Schema.String),
  payment: Schema.optionalKey(
    Schema.Struct({
      paidOn: Schema.String,
      paidAt: Schema.String,
      value: Schema.Finite,
      fine: Schema.Finite,
      interest: Schema.Finite,
      feeAmount: Schema.Finite,
      netAmount: Schema.Finite
    })
  ),
  subscriptionId: Schema.optionalKey(Schema.String),
  subscriptionCycle: Schema.optionalKey(Schema.Number),
  createdAt: Schema.String,
  overdueAt: Schema.optionalKey(Schema.String),
  canceledAt: Schema.optionalKey(Schema.String),
  refundedAt: Schema.optionalKey(Schema.String)
})
export type LeanBilling = typeof LeanBilling.Type

const some = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as { [P in K]?: V }

/**
 * The lean form of a billing, given its amount due now (`amountDueCentavos`), its PIX copy-paste for that amount
 * and its slip page (`bankSlipUrl`) where the caller has them.
 */
export const toLeanBilling = (
  r: BillingRecord,
  extra: {
    readonly amountDueCentavos: number
    readonly pixCopyPaste?: string | undefined
    readonly bankSlipUrl?: string | undefined
    readonly invoiceUrl?: string | undefined
  }
): LeanBilling => ({
  id: r.id,
  method: r.method,
  status: r.status,
  amount: toReais(r.amountCentavos),
  amountDue: toReais(r.payment?.paidCentavos ?? extra.amountDueCentavos),
  fine: { value: r.fineBps / 100 },
  interest: { value: r.interestMonthlyBps / 100 },
  dueDate: r.dueDate,
  currency: "BRL",
  ...some("description", r.description),
  ...some("externalReference", r.externalReference),
  customer: {
    name: r.customer.name,
    taxId: r.customer.taxId,
    email: r.customer.email,
    ...some("phone", r.customer.phone),
    ...some("id", r.customer.id),
    ...some("customerId", r.customer.customerId)
  },
  emitFiscalInvoice: r.emitFiscalInvoice,
  ...(r.boleto === undefined
    ? {}
    : { nossoNumero: r.boleto.nossoNumero, barcode: r.boleto.barcode, digitableLine: r.boleto.digitableLine }),
  ...some("bankSlipUrl", extra.bankSlipUrl),
  ...some("pixCopyPaste", extra.pixCopyPaste),
  ...some("invoiceUrl", extra.invoiceUrl),
  ...(r.card?.token === undefined
    ? {}
    : {
        creditCard: {
          creditCardToken: r.card.token,
          creditCardBrand: r.card.brand ?? "",
          creditCardNumber: r.card.last4 ?? ""
        }
      }),
  ...some("failureReason", r.card?.failureReason),
  ...some("chargeAttempts", r.card?.attempts),
  ...some("settlesAt", r.card?.settlesAt?.toISOString()),
  ...(r.payment === undefined
    ? {}
    : {
        payment: {
          paidOn: r.payment.paidOn,
          paidAt: r.payment.paidAt.toISOString(),
          value: toReais(r.payment.paidCentavos),
          fine: toReais(r.payment.fineCentavos),
          interest: toReais(r.payment.interestCentavos),
          feeAmount: toReais(r.payment.feeCentavos),
          netAmount: toReais(r.payment.netCentavos)
        }
      }),
  ...some("subscriptionId", r.subscriptionId),
  ...some("subscriptionCycle", r.subscriptionCycle),
  createdAt: r.createdAt.toISOString(),
  ...some("overdueAt", r.overdueAt?.toISOString()),
  ...some("canceledAt", r.canceledAt?.toISOString()),
  ...some("refundedAt", r.refundedAt?.toISOString())
})

/** Whether a billing can still be paid: PENDING or OVERDUE. */
export const isPayable = (r: Pick<BillingRecord, "status">): boolean => r.status === "PENDING" || r.status === "OVERDUE"

export type { BillingMethod, BillingStatus }
