import { Schema } from "effect"

/** The currency is not offered on that network; `networks` are the ones it is offered on. */
export class UnsupportedAsset extends Schema.TaggedError<UnsupportedAsset>()("UnsupportedAsset", {
  currency: Schema.String,
  network: Schema.String,
  networks: Schema.Array(Schema.String)
}) {
  override get message(): string {
    const offered = this.networks.length === 0 ? "no network" : this.networks.join(", ")
    return `${this.currency} is not offered on ${this.network}; networks for ${this.currency}: ${offered}`
  }
}

const amountMessages = {
  not_a_number: 'must be a decimal number written as text, such as "0.015"',
  too_many_decimals: "has more decimals than the currency",
  negative: "must not be negative",
  zero: "must be greater than zero",
  out_of_range: "is out of range"
} as const

/** A crypto amount's text was refused; `decimals` is how many the currency allows. */
export class InvalidCryptoAmount extends Schema.TaggedError<InvalidCryptoAmount>()("InvalidCryptoAmount", {
  reason: Schema.Literals(["not_a_number", "too_many_decimals", "negative", "zero", "out_of_range"]),
  decimals: Schema.Number
}) {
  override get message(): string {
    const detail = this.reason === "too_many_decimals" ? ` (at most ${this.decimals})` : ""
    return `amount ${amountMessages[this.reason]}${detail}`
  }
}

/** An amount below the asset's minimum for the operation; `minimum` is in whole coins, as decimal text. */
export class BelowCryptoMinimum extends Schema.TaggedError<BelowCryptoMinimum>()("BelowCryptoMinimum", {
  operation: Schema.Literals(["deposit", "withdrawal"]),
  currency: Schema.String,
  network: Schema.String,
  minimum: Schema.String
}) {
  override get message(): string {
    return `the minimum ${this.operation} of ${this.currency} on ${this.network} is ${this.minimum} ${this.currency}`
  }
}

/** A quote's amounts fall outside what the platform moves (in reais or in units), or its fee takes it all. */
export class CryptoQuoteOutOfRange extends Schema.TaggedError<CryptoQuoteOutOfRange>()("CryptoQuoteOutOfRange", {
  message: Schema.String
}) {}

/** A quote used at or after its expiry: the caller asks for a new one. */
export class CryptoQuoteExpired extends Schema.TaggedError<CryptoQuoteExpired>()("CryptoQuoteExpired", {
  expiresAt: Schema.Date
}) {
  override get message(): string {
    return `the quote expired at ${this.expiresAt.toISOString()}; ask for a new quote`
  }
}

/** Crypto withdrawals are refused while the account has a MED dispute OPEN or UNDER_REVIEW. */
export class CryptoWithdrawalsBlocked extends Schema.TaggedError<CryptoWithdrawalsBlocked>()(
  "CryptoWithdrawalsBlocked",
  { openDisputes: Schema.Number }
) {
  override get message(): string {
    const disputes = this.openDisputes === 1 ? "1 MED dispute is" : `${this.openDisputes} MED disputes are`
    return `crypto withdrawals are blocked while ${disputes} OPEN or UNDER_REVIEW`
  }
}

/**
 * Why an address (or its `extraId`) was refused: `malformed` (characters or shape of no known format),
 * `bad_checksum` (the format's checksum does not match: a typo), `wrong_network` (a valid address of another network
 * or chain, named in the message), `wrong_length` (a known format with a payload of the wrong size),
 * `extra_id_missing` / `extra_id_invalid` (the network's memo or tag), `extra_id_not_supported` (the network has none).
 */
export const AddressProblem = Schema.Literals([
  "malformed",
  "bad_checksum",
  "wrong_network",
  "wrong_length",
  "extra_id_missing",
  "extra_id_invalid",
  "extra_id_not_supported"
])
export type AddressProblem = typeof AddressProblem.Type

/** An address refused for `network`: `field` is `address` or `extraId`, the message says what is wrong. */
export class InvalidCryptoAddress extends Schema.TaggedError<InvalidCryptoAddress>()("InvalidCryptoAddress", {
  network: Schema.String,
  field: Schema.Literals(["address", "extraId"]),
  reason: AddressProblem,
  message: Schema.String
}) {}
