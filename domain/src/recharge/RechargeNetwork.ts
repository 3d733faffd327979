import { Context, Effect, Layer } from "effect"
import type { RechargeNetworkError } from "./Errors.ts"
import type { MobilePhone } from "./Phone.ts"

/** The operators the sandbox knows, in the order of its rule. */
export const operatorNames = ["Vivo", "Claro", "TIM", "Oi"] as const
export type OperatorName = (typeof operatorNames)[number]

/** What the operator of a number sells it: the operator's name and its package values, ascending. */
export interface OperatorOffer {
  readonly operator: string
  readonly packagesCentavos: ReadonlyArray<number>
}

/** A recharge handed to the operator. `rechargeId` names it: handing the same one over again is the same order. */
export interface RechargeOrder {
  readonly rechargeId: string
  readonly phone: MobilePhone
  readonly operator: string
  readonly amountCentavos: number
}

/** The operator's answer to an order: taken (with its reference) or refused (with its reason). */
export type OrderOutcome =
  | { readonly _tag: "Accepted"; readonly operatorReference: string }
  | { readonly _tag: "Rejected"; readonly reason: string }

/** An order the operator took: the order, its reference and when it was handed over. */
export interface SentOrder extends RechargeOrder {
  readonly operatorReference: string
  readonly sentAt: Date
}

/** What the operator says of an order it took: still running, credited to the phone, or failed with its reason. */
export type OrderState =
  { readonly _tag: "Running" } | { readonly _tag: "Completed" } | { readonly _tag: "Failed"; readonly reason: string }

/**
 * The recharge provider port: who operates a number today (portability makes the prefix alone unreliable, so this
 * is a provider's lookup) and what it sells, and the hand-over of a paid order. A real aggregator replaces the
 * sandbox layer; the domain keeps the money and the states.
 */
export class RechargeNetwork extends Context.Service<
  RechargeNetwork,
  {
    /** The operator serving `phone` and its packages. */
    readonly lookup: (phone: MobilePhone) => Effect.Effect<OperatorOffer, RechargeNetworkError>
    /** Hands a debited recharge to its operator; idempotent by `rechargeId`. */
    readonly submit: (order: RechargeOrder) => Effect.Effect<OrderOutcome, RechargeNetworkError>
    /** The state at `now` of an order the operator took. */
    readonly poll: (order: SentOrder, now: Date) => Effect.Effect<OrderState, RechargeNetworkError>
  }
>()("@trilho/domain/RechargeNetwork") {}

/** The sandbox operators' packages, in centavos (docs/decisions.md, "Mobile recharge"). */
export const sandboxPackagesCentavos: Readonly<Record<OperatorName, ReadonlyArray<number>>> = {
  Vivo: [1_500, 2_000, 3_000, 3_500, 5_000, 10_000],
  Claro: [1_300, 2_000, 3_000, 4_000, 5_000, 10_000],
  TIM: [1_000, 1_500, 2_000, 3_000, 5_000, 10_000],
  Oi: [1_200, 1_500, 2_000, 3_000, 5_000, 10_000]
}

/**
 * The sandbox's operator of a number, a documented deterministic rule standing for the portability lookup: the
 * subscriber's second digit (the one after the leading 9) 0–2 is Vivo, 3–5 Claro, 6–7 TIM, 8–9 Oi.
 */
export const sandboxOperatorOf = (phone: MobilePhone): OperatorName => {
  const digit = Number(phone.subscriber[1] ?? "0")
  return digit <= 2 ? "Vivo" : digit <= 5 ? "Claro" : digit <= 7 ? "TIM" : "Oi"
}

/** Subscriber numbers ending in these digits are refused by the sandbox operator when handed over. */
export const sandboxRefusedSuffix = "0000"

/**
 * The sandbox's answer to an order: a number ending in `0000` is refused ("number not active at the operator"),
 * every other is taken with the reference `SBX-<rechargeId>`.
 */
export const sandboxOutcomeOf = (order: RechargeOrder): OrderOutcome =>
  order.phone.subscriber.endsWith(sandboxRefusedSuffix)
    ? { _tag: "Rejected", reason: "number not active at the operator" }
    : { _tag: "Accepted", operatorReference: `SBX-${order.rechargeId}` }

/** How long after taking an order the sandbox operator credits the phone (sandbox clock). */
export const sandboxCompletionDelayMs = 60_000

/** The sandbox's state of a taken order: completed `sandboxCompletionDelayMs` after it was handed over. */
export const sandboxStateOf = (order: SentOrder, now: Date): OrderState =>
  now.getTime() - order.sentAt.getTime() >= sandboxCompletionDelayMs ? { _tag: "Completed" } : { _tag: "Running" }

/** The sandbox provider: the rules above, no state, so every process of the platform answers alike. */
export const sandbox: RechargeNetwork["Service"] = {
  lookup: (phone) => {
    const operator = sandboxOperatorOf(phone)
    return Effect.succeed({ operator, packagesCentavos: sandboxPackagesCentavos[operator] })
  },
  submit: (order) => Effect.succeed(sandboxOutcomeOf(order)),
  poll: (order, now) => Effect.succeed(sandboxStateOf(order, now))
}

/** The sandbox provider as a layer (the default of the platform in sandbox mode and of the tests). */
export const layerSandbox: Layer.Layer<RechargeNetwork> = Layer.succeed(RechargeNetwork, RechargeNetwork.of(sandbox))
