import type { CardBrand } from "./CardNumber.ts"

/**
 * Why the sandbox processor declines a card. Beside the test cards' own reasons, a charge on a stored token may be
 * declined `authentication_required` (the card needs the buyer's second step, and no buyer is present),
 * `product_not_supported` (a voucher card charged as credit, or a credit card as voucher) or `expired_card` (the
 * card's expiry month has passed since it was tokenized).
 */
export type DeclineReason =
  | "insufficient_funds"
  | "stolen_card"
  | "generic_decline"
  | "not_a_test_card"
  | "authentication_required"
  | "product_not_supported"
  | "expired_card"

/**
 * What the sandbox processor does with a card at authorization:
 * - `approved`: authorized and captured at once;
 * - `declined`: refused with its reason;
 * - `challenge`: a second step (3-D Secure-like) the buyer passes or fails on the processor's page; passed, the
 *   payment is approved, failed, it is declined (`generic_decline`).
 */
export type TestCardOutcome =
  | { readonly _tag: "approved" }
  | { readonly _tag: "declined"; readonly reason: DeclineReason }
  | { readonly _tag: "challenge" }

/** One documented sandbox card: its number (Luhn-valid), brand and outcome. */
export interface TestCard {
  readonly number: string
  readonly brand: CardBrand
  readonly outcome: TestCardOutcome
  readonly description: string
}

const approved: TestCardOutcome = { _tag: "approved" }
const challenge: TestCardOutcome = { _tag: "challenge" }
const declined = (reason: DeclineReason): TestCardOutcome => ({ _tag: "declined", reason })

/**
 * The sandbox's test cards (docs/decisions.md, "Card processor"). Any expiry not in the past, any CVV of the brand's
 * length and any holder name go with them. The Visa, Mastercard and Amex numbers are the ones card sandboxes
 * commonly publish; the Elo and Hipercard ones are their BINs with zeros and a Luhn check digit.
 */
export const testCards: ReadonlyArray<TestCard> = [
  { number: "4242424242424242", brand: "VISA", outcome: approved, description: "Visa, approved" },
  { number: "5555555555554444", brand: "MASTERCARD", outcome: approved, description: "Mastercard, approved" },
  {
    number: "2223000000000007",
    brand: "MASTERCARD",
    outcome: approved,
    description: "Mastercard (2-series), approved"
  },
  { number: "378282246310005", brand: "AMEX", outcome: approved, description: "Amex, approved" },
  { number: "6363680000000007", brand: "ELO", outcome: approved, description: "Elo, approved" },
  { number: "6062820000000003", brand: "HIPERCARD", outcome: approved, description: "Hipercard, approved" },
  {
    number: "4000000000009995",
    brand: "VISA",
    outcome: declined("insufficient_funds"),
    description: "Visa, declined: insufficient funds"
  },
  {
    number: "4000000000009979",
    brand: "VISA",
    outcome: declined("stolen_card"),
    description: "Visa, declined: stolen card"
  },
  {
    number: "4000000000000002",
    brand: "VISA",
    outcome: declined("generic_decline"),
    description: "Visa, declined"
  },
  {
    number: "6363680000000015",
    brand: "ELO",
    outcome: declined("insufficient_funds"),
    description: "Elo, declined: insufficient funds"
  },
  {
    number: "4000000000003220",
    brand: "VISA",
    outcome: challenge,
    description: "Visa, second step (3-D Secure-like challenge) required"
  },
  {
    number: "6062820000000011",
    brand: "HIPERCARD",
    outcome: challenge,
    description: "Hipercard, second step required"
  },
  {
    number: "5067500000000008",
    brand: "ELO",
    outcome: approved,
    description: "Elo voucher (vale-refeição), approved as VOUCHER"
  },
  {
    number: "5067510000000007",
    brand: "ELO",
    outcome: declined("insufficient_funds"),
    description: "Elo voucher (vale-refeição), declined: insufficient funds"
  }
]

/**
 * The BINs the sandbox reads as voucher cards ("vale-refeição", "vale-alimentação"): 506750 to 506759, inside Elo's
 * range 506699–506778, as Brazilian voucher issuers issue on Elo, Visa and Mastercard BINs of their own. Real voucher
 * BINs differ per issuer; the sandbox keeps one range of its own so a test card's product is read from its number.
 */
export const voucherTestBinRange: readonly [number, number] = [506750, 506759]

/** The product of a card's digits in the sandbox: `VOUCHER` for a BIN in `voucherTestBinRange`, else `CREDIT`. */
export const cardProductOf = (digits: string): "CREDIT" | "VOUCHER" => {
  const bin = Number(digits.slice(0, 6))
  return /^\d{6}/.test(digits) && bin >= voucherTestBinRange[0] && bin <= voucherTestBinRange[1] ? "VOUCHER" : "CREDIT"
}

const byNumber: ReadonlyMap<string, TestCard> = new Map(testCards.map((card) => [card.number, card]))

/**
 * The sandbox outcome of a card's digits: its test card's outcome, or `declined` with `not_a_test_card` for any other
 * number, so the sandbox never approves a real card someone typed into it.
 */
export const testCardOutcome = (digits: string): TestCardOutcome =>
  byNumber.get(digits)?.outcome ?? declined("not_a_test_card")
