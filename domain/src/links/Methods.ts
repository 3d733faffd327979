import { accountVerified, cryptoInEnabled, type Merchant, pixInEnabled } from "../accounts/Accounts.ts"
import type { CardProcessingUnavailable } from "../card/Errors.ts"
import { cardCheckoutBlocker, type ProcessorAccount } from "../card/Onboarding.ts"
import { PaymentMethodUnavailable } from "./Errors.ts"
import type { CheckoutMethod } from "./Record.ts"

/** What a checkout method needs of the merchant, as `PaymentMethodUnavailable.capability` names it. */
export type MethodCapability = PaymentMethodUnavailable["capability"]

/**
 * What the capability rule reads of a merchant, gathered by its caller (`Capabilities.ts`): the account (its
 * verification, PIX and crypto flags) and its account at the card processor (`undefined`: onboarding never started, or not
 * read because no method asked for it).
 */
export interface MerchantCapabilities {
  readonly merchant: Merchant
  readonly cardAccount: ProcessorAccount | undefined
}

/** Why a method is refused: the links' own refusal, or for `CARD` the card checkout's gate (the spec's 403). */
export type MethodRefusal = PaymentMethodUnavailable | CardProcessingUnavailable

const refuse = (method: CheckoutMethod, capability: MethodCapability, why: string) =>
  new PaymentMethodUnavailable({ method, capability, message: `${method} is unavailable: ${why} (${capability})` })

/**
 * Whether the merchant can take payments by `method`, or what is missing: the one capability rule, read when a link
 * is written and again at its checkout (docs/decisions.md, "Payment links"). Every method needs a verified account
 * (`accountVerified`); then
 * - `PIX`: PIX receiving enabled (`pixInEnabled`);
 * - `CRYPTO`: crypto receiving enabled (`cryptoInEnabled`);
 * - `CARD`: the gate of `POST /card/checkout` (`cardCheckoutBlocker`: a PJ account at the card processor, verified,
 *   nothing past due, charges and payouts enabled), refused with the card's own `CardProcessingUnavailable`.
 * A new method is one checkout rail and one case here.
 */
export const methodUnavailable = (
  method: CheckoutMethod,
  capabilities: MerchantCapabilities
): MethodRefusal | undefined => {
  const { merchant } = capabilities
  if (!accountVerified(merchant.flags)) return refuse(method, "account_verified", "the account is not verified")
  switch (method) {
    case "PIX":
      if (!pixInEnabled(merchant.flags)) return refuse(method, "pix_in", "PIX receiving is not enabled on the account")
      return undefined
    case "CRYPTO":
      if (!cryptoInEnabled(merchant.flags)) {
        return refuse(method, "crypto_in", "crypto receiving is not enabled on the account")
      }
      return undefined
    case "CARD":
      return cardCheckoutBlocker(capabilities.cardAccount)
  }
}

/** The first of `methods` the merchant cannot take, in the order given, or `undefined` when it can take them all. */
export const firstUnavailable = (
  methods: ReadonlyArray<CheckoutMethod>,
  capabilities: MerchantCapabilities
): MethodRefusal | undefined => {
  for (const method of methods) {
    const refused = methodUnavailable(method, capabilities)
    if (refused !== undefined) return refused
  }
  return undefined
}
