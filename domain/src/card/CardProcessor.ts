import { Context, type Effect, type Option, Schema } from "effect"
import type { ChargeAmounts } from "../fees/Fees.ts"
import type { CardToken, ValidCard } from "./Card.ts"
import type { ProcessorAccount } from "./Onboarding.ts"
import type { DeclineReason } from "./TestCards.ts"

/** Asks for a link to the processor's onboarding form for a merchant (its account is made on the first ask). */
export interface OnboardingLinkRequest {
  readonly merchantId: string
  /** Where the form sends the merchant when done. */
  readonly returnUrl: string
  /** Where the form sends the merchant when the link expired, to ask for a new one. */
  readonly refreshUrl: string
}

/** A single-use link to the onboarding form of `processorAccountId`, valid until `expiresAt`. */
export interface OnboardingLink {
  readonly processorAccountId: string
  readonly url: string
  readonly expiresAt: Date
}

/**
 * A hosted card checkout for one card transaction. The processor charges `amounts.grossCentavos` to the buyer and
 * keeps `amounts.feeCentavos` as the platform's fee (Stripe's destination charge with an application fee).
 */
export interface CheckoutSessionRequest {
  readonly processorAccountId: string
  /** The platform's card transaction id, echoed back on the session. */
  readonly transactionId: string
  readonly amounts: ChargeAmounts
  readonly description: string
  readonly successUrl?: string | undefined
  readonly cancelUrl?: string | undefined
  readonly expiresAt: Date
}

/** An open checkout session: the page the buyer pays on. */
export interface CheckoutSession {
  readonly sessionId: string
  readonly url: string
  readonly expiresAt: Date
}

/**
 * What an authorization (or a challenge's answer) ends in: `approved` (authorized and captured: `paymentId` is the
 * processor's payment, refunded by id), `declined` with its reason, or `challenge` (the buyer's second step).
 */
export type AuthorizationResult =
  | { readonly _tag: "approved"; readonly paymentId: string }
  | { readonly _tag: "declined"; readonly reason: DeclineReason }
  | { readonly _tag: "challenge"; readonly challengeId: string }

/** What a card is charged as: `CREDIT` (a credit card) or `VOUCHER` (a meal or food voucher card, "vale-refeição"). */
export type CardProduct = "CREDIT" | "VOUCHER"

/**
 * A merchant-initiated charge on a stored token, without a hosted session (the buyer is not on the page): the
 * processor charges `amounts.grossCentavos` and keeps `amounts.feeCentavos`. `reference` is the platform's id of the
 * charge: the same reference again answers the first result and charges nothing more. `remoteIp` is the buyer's.
 */
export interface ChargeTokenRequest {
  readonly processorAccountId: string
  readonly token: string
  readonly amounts: ChargeAmounts
  readonly reference: string
  readonly remoteIp: string
  readonly description: string
  readonly product: CardProduct
}

/**
 * What a charge on a token ends in: `approved` (authorized and captured: `paymentId` is refunded by id) or `declined`
 * with its reason. No buyer is present to answer a challenge, so a card that needs one is declined
 * `authentication_required`.
 */
export type ChargeTokenResult =
  | { readonly _tag: "approved"; readonly paymentId: string }
  | { readonly _tag: "declined"; readonly reason: DeclineReason }

/** A refund of part or all of a captured payment; `refundId` is the platform's, so a repeat refunds once. */
export interface ProcessorRefundRequest {
  readonly paymentId: string
  readonly refundId: string
  readonly amountCentavos: number
}

/**
 * The processor did not take the request: `unavailable` (timeout, outage: may be retried with the same ids),
 * `not_found` (no such account, session, token or payment) or `rejected` (refused: a closed or expired session, a
 * refund above what was captured).
 */
export class CardProcessorError extends Schema.TaggedError<CardProcessorError>()("CardProcessorError", {
  operation: Schema.Literals([
    "createOnboardingLink",
    "findAccountById",
    "submitOnboarding",
    "createCheckoutSession",
    "tokenize",
    "authorize",
    "completeChallenge",
    "chargeToken",
    "refund"
  ]),
  reason: Schema.Literals(["unavailable", "not_found", "rejected"]),
  message: Schema.String
}) {}

/**
 * The card processor (designed after Stripe Connect): each merchant has a connected account that the processor
 * onboards on its own form; the platform opens checkout sessions for it, the processor's page tokenizes the card and
 * authorizes it (capturing at once), and the platform refunds captured payments. Card numbers and CVVs reach only
 * `tokenize`; everything after it carries the token.
 */
export class CardProcessor extends Context.Service<
  CardProcessor,
  {
    /** A link to the onboarding form for the merchant's account, creating that account on the first call. */
    readonly createOnboardingLink: (request: OnboardingLinkRequest) => Effect.Effect<OnboardingLink, CardProcessorError>
    /** The account's state as the processor has it: requirements, verification, charges and payouts switches. */
    readonly findAccountById: (id: string) => Effect.Effect<Option.Option<ProcessorAccount>, CardProcessorError>
    /** The account the processor made for a merchant, if any. */
    readonly findAccountByMerchant: (
      merchantId: string
    ) => Effect.Effect<Option.Option<ProcessorAccount>, CardProcessorError>
    /** Opens a hosted checkout session for a card transaction. */
    readonly createCheckoutSession: (
      request: CheckoutSessionRequest
    ) => Effect.Effect<CheckoutSession, CardProcessorError>
    /** Exchanges a validated card for a token: the number and CVV go no further. */
    readonly tokenize: (card: ValidCard) => Effect.Effect<CardToken, CardProcessorError>
    /** Authorizes and captures the session's amount on a tokenized card. */
    readonly authorize: (request: {
      readonly sessionId: string
      readonly token: string
    }) => Effect.Effect<AuthorizationResult, CardProcessorError>
    /** The buyer's answer to a challenge: passed, the payment is approved; failed, declined. */
    readonly completeChallenge: (request: {
      readonly sessionId: string
      readonly challengeId: string
      readonly passed: boolean
    }) => Effect.Effect<AuthorizationResult, CardProcessorError>
    /**
     * Charges a token on the merchant's account without a hosted session (a later charge of a stored card). The same
     * `reference` again answers the first result. `not_found`: no such account or token; `rejected`: the account
     * cannot take charges, or the amounts are not a positive gross.
     */
    readonly chargeToken: (request: ChargeTokenRequest) => Effect.Effect<ChargeTokenResult, CardProcessorError>
    /** Refunds part or all of a captured payment; the same `refundId` again answers the first refund's reference. */
    readonly refund: (
      request: ProcessorRefundRequest
    ) => Effect.Effect<{ readonly refundReference: string }, CardProcessorError>
  }
>()("@trilho/domain/CardProcessor") {}
