import { Schema } from "effect"
import type { AccountId } from "../ledger/Model.ts"
import { toReais } from "../money/Money.ts"
import { dueDateOfCycle, SubscriptionCycle } from "./Cycles.ts"
import type { BillingCustomer } from "./Record.ts"
import { SubscriptionStatus } from "./Subscription.ts"

/** Id prefix of a subscription: `sub_`. */
export const subscriptionIdPrefix = "sub"

/** The methods a subscription names (spec); `CARD_CREDIT` charges a stored card token each cycle. */
export const SubscriptionMethod = Schema.Literals(["BOLETO", "CARD_CREDIT", "PIX"])
export type SubscriptionMethod = typeof SubscriptionMethod.Type

/** `maxPayments` at most (a weekly subscription's ten years and more). */
export const subscriptionPaymentsMax = 520

/** Subscriptions a list page holds by default and at most. */
export const subscriptionPageSizeDefault = 50
export const subscriptionPageSizeMax = 100

/**
 * A subscription, owned by `accountId`: `amountCentavos` billed by `method` every `cycle`, the first cycle due on
 * `firstDueDate` (cycle 1; later ones by `dueDateOfCycle`). `cyclesBilled` cycles have their billing; `nextDueDate` is
 * the due date of the next one (cycle `cyclesBilled + 1`), undefined when there is none (the last was billed). The
 * subscription ends after `maxPayments` cycles and/or with the last cycle due on or before `endDate`. `version` grows
 * with each write: the store's compare-and-set (advancing a cycle and cancel both take it).
 */
export interface SubscriptionRecord {
  readonly id: string
  readonly accountId: AccountId
  readonly apiKeyId?: string | undefined
  readonly method: SubscriptionMethod
  readonly status: SubscriptionStatus
  readonly amountCentavos: number
  readonly cycle: SubscriptionCycle
  readonly firstDueDate: string
  readonly cyclesBilled: number
  readonly nextDueDate?: string | undefined
  readonly endDate?: string | undefined
  readonly maxPayments?: number | undefined
  readonly description?: string | undefined
  readonly externalReference?: string | undefined
  readonly customer: BillingCustomer
  readonly fineBps: number
  readonly interestMonthlyBps: number
  /** A CARD_CREDIT subscription's card: the stored token charged each cycle (never a number or CVV). */
  readonly card?: SubscriptionCard | undefined
  readonly version: number
  readonly requestFingerprint: string
  readonly createdAt: Date
  readonly updatedAt: Date
  readonly canceledAt?: Date | undefined
  readonly expiredAt?: Date | undefined
}

/** The card a CARD_CREDIT subscription charges: its processor account, the stored token and the buyer's `remoteIp`. */
export interface SubscriptionCard {
  readonly processorAccountId: string
  readonly token: string
  readonly brand: string
  readonly last4: string
  readonly remoteIp: string
}

/** The filters of `GET /subscriptions/list`. */
export interface SubscriptionListFilters {
  readonly status?: SubscriptionStatus | undefined
}

/**
 * The due date of the subscription's cycle `index` (0 is the first), or undefined past its end (`maxPayments`
 * cycles, or a due date after `endDate`).
 */
export const dueDateOfSubscriptionCycle = (
  s: Pick<SubscriptionRecord, "firstDueDate" | "cycle" | "endDate" | "maxPayments">,
  index: number
): string | undefined => {
  if (s.maxPayments !== undefined && index >= s.maxPayments) return undefined
  const dueDate = dueDateOfCycle(s.firstDueDate, s.cycle, index)
  return s.endDate !== undefined && dueDate > s.endDate ? undefined : dueDate
}

/** A subscription as the API shows it: `subscriptionId`, `status` and the record's fields (`billingsCount` made). */
export const LeanSubscription = Schema.Struct({
  subscriptionId: Schema.String,
  status: SubscriptionStatus,
  method: SubscriptionMethod,
  amount: Schema.Finite,
  currency: Schema.Literal("BRL"),
  cycle: SubscriptionCycle,
  firstDueDate: Schema.String,
  nextDueDate: Schema.optionalKey(Schema.String),
  endDate: Schema.optionalKey(Schema.String),
  maxPayments: Schema.optionalKey(Schema.Number),
  billingsCount: Schema.Number,
  description: Schema.optionalKey(Schema.String),
  externalReference: Schema.optionalKey(Schema.String),
  customer: Schema.Struct({
    name: Schema.String,
    taxId: Schema.String,
    email: Schema.String,
    phone: Schema.optionalKey(Schema.String),
    id: Schema.optionalKey(Schema.String),
    customerId: Schema.optionalKey(Schema.String)
  }),
  fine: Schema.Struct({ value: Schema.Finite }),
  interest: Schema.Struct({ value: Schema.Finite }),
  creditCard: Schema.optionalKey(
    Schema.Struct({ creditCardToken: Schema.String, creditCardBrand: Schema.String, creditCardNumber: Schema.String })
  ),
  createdAt: Schema.String,
  canceledAt: Schema.optionalKey(Schema.String),
  expiredAt: Schema.optionalKey(Schema.String)
})
export type LeanSubscription = typeof LeanSubscription.Type

const some = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as { [P in K]?: V }

/** The lean form of a subscription. */
export const toLeanSubscription = (r: SubscriptionRecord): LeanSubscription => ({
  subscriptionId: r.id,
  status: r.status,
  method: r.method,
  amount: toReais(r.amountCentavos),
  currency: "BRL",
  cycle: r.cycle,
  firstDueDate: r.firstDueDate,
  ...some("nextDueDate", r.status === "ACTIVE" ? r.nextDueDate : undefined),
  ...some("endDate", r.endDate),
  ...some("maxPayments", r.maxPayments),
  billingsCount: r.cyclesBilled,
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
  fine: { value: r.fineBps / 100 },
  interest: { value: r.interestMonthlyBps / 100 },
  ...(r.card === undefined
    ? {}
    : { creditCard: { creditCardToken: r.card.token, creditCardBrand: r.card.brand, creditCardNumber: r.card.last4 } }),
  createdAt: r.createdAt.toISOString(),
  ...some("canceledAt", r.canceledAt?.toISOString()),
  ...some("expiredAt", r.expiredAt?.toISOString())
})
