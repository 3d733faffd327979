import { accountVerified, type Merchant, pixInEnabled } from "../accounts/Accounts.ts"
import { PaymentMethodUnavailable } from "./Errors.ts"
import type { CheckoutMethod } from "./Record.ts"

/** What a checkout method needs of the merchant, as `PaymentMethodUnavailable.capability` names it. */
export type MethodCapability = PaymentMethodUnavailable["capability"]

const refuse = (method: CheckoutMethod, capability: MethodCapability, why: string) =>
  new PaymentMethodUnavailable({ method, capability, message: `${method} is unavailable: ${why} (${capability})` })

/**
 * Whether the merchant can take payments by `method`, or what is missing: the one capability rule, read when a link
 * is written and again at its checkout (docs/decisions.md, "Payment links").
 * - `PIX`: a verified account (`accountVerified`) with PIX receiving enabled (`pixInEnabled`);
 * - `CRYPTO`: never yet: no crypto checkout exists on the platform;
 * - `CARD`: never yet: it needs a PJ account with card processor onboarding complete, which is not modelled.
 * A new method is one checkout adapter and one case here.
 */
export const methodUnavailable = (method: CheckoutMethod, merchant: Merchant): PaymentMethodUnavailable | undefined => {
  switch (method) {
    case "PIX":
      if (!accountVerified(merchant.flags)) return refuse(method, "account_verified", "the account is not verified")
      if (!pixInEnabled(merchant.flags)) return refuse(method, "pix_in", "PIX receiving is not enabled on the account")
      return undefined
    case "CRYPTO":
      return refuse(method, "crypto", "crypto checkout is not available on this platform yet")
    case "CARD":
      return refuse(
        method,
        "card_processor",
        "card checkout needs a PJ account with card processor onboarding complete"
      )
  }
}

/** The first of `methods` the merchant cannot take, in the order given, or `undefined` when it can take them all. */
export const firstUnavailable = (
  methods: ReadonlyArray<CheckoutMethod>,
  merchant: Merchant
): PaymentMethodUnavailable | undefined => {
  for (const method of methods) {
    const refused = methodUnavailable(method, merchant)
    if (refused !== undefined) return refused
  }
  return undefined
}
