import type { OperationDocs } from "../OperationDoc.ts"

const address = "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx"

const withdrawal = {
  id: "cwo_01JQ8Y7Z5K3M2N4P6R8T0V2X4Z",
  type: "CRYPTO_OUT",
  status: "PROCESSING",
  amount: 369.34,
  feeAmount: 17.59,
  netAmount: 351.75,
  currency: "BRL",
  description: "Cold wallet",
  externalReference: "saque-7",
  createdAt: "2026-03-02T12:00:00.000Z",
  crypto: {
    status: "BROADCAST",
    currency: "BTC",
    network: "bitcoin",
    address,
    cryptoAmount: "0.001",
    networkFee: "0.00005",
    rate: "350000",
    quoteId: "cwq_01JQ8Y7Z5K3M2N4P6R8T0V2X4Y",
    txHash: "9b0fc92260312ce44e74ef369f5c66bbb85848f2eddd5a7a1cde251e54ccfdd5"
  }
}

const createErrors = [
  "QUOTE_NOT_FOUND",
  "QUOTE_EXPIRED",
  "QUOTE_ALREADY_USED",
  "INVALID_CRYPTO_ADDRESS",
  "CRYPTO_WITHDRAWALS_BLOCKED",
  "INSUFFICIENT_FUNDS",
  "EXTERNAL_REFERENCE_CONFLICT"
]

const sandboxOnly =
  "Sandbox mode only (otherwise 404 `ROUTE_NOT_FOUND`); permission `sandbox/crypto`. `{id}` is the withdrawal's id or " +
  "`externalReference`; another account's is a 404; a withdrawal not BROADCAST is 409 `INVALID_STATE_TRANSITION`."

/** Crypto withdrawals: `transfer-crypto/*`, `transfer-crypto-auto/create` and their sandbox chain controls. */
export const cryptoDocs: OperationDocs = {
  "sandboxCrypto.settleWithdrawal": {
    tag: "Sandbox",
    summary: "Settle a crypto withdrawal",
    description: `The sandbox chain confirms a BROADCAST withdrawal: it is COMPLETED. ${sandboxOnly}`,
    access: "apiKey",
    errors: ["NOT_FOUND", "INVALID_STATE_TRANSITION"],
    request: {},
    response: { ...withdrawal, status: "COMPLETED", crypto: { ...withdrawal.crypto, status: "COMPLETED" } }
  },
  "sandboxCrypto.failWithdrawal": {
    tag: "Sandbox",
    summary: "Fail a crypto withdrawal",
    description:
      "The sandbox chain fails a BROADCAST withdrawal (`reason`, optional): it is FAILED and its whole debit, fee " +
      `included, returns to the balance. ${sandboxOnly}`,
    access: "apiKey",
    errors: ["NOT_FOUND", "INVALID_STATE_TRANSITION"],
    request: { reason: "reverted" },
    response: { ...withdrawal, status: "FAILED", crypto: { ...withdrawal.crypto, status: "FAILED" } }
  },
  "transferCrypto.quote": {
    tag: "Crypto withdrawals",
    summary: "Quote a crypto withdrawal",
    description: [
      "Prices a withdrawal of `currency` on `network`: `cryptoAmount` (decimal text, what reaches the address) or " +
        "`amount` (reais to spend, fees included), exactly one. `amount` in the answer is what will be debited: the " +
        "cost of `cryptoAmount` plus the network fee's cost plus the fee. The quote holds until `expiresAt` (60 s).",
      "- 400 `UNSUPPORTED_ASSET` for a currency not offered on the network, `INVALID_CRYPTO_AMOUNT`, `BELOW_MINIMUM`."
    ].join("\n"),
    access: "apiKey",
    errors: ["UNSUPPORTED_ASSET", "INVALID_CRYPTO_AMOUNT", "BELOW_MINIMUM", "AMOUNT_OUT_OF_RANGE", "PRICE_UNAVAILABLE"],
    request: { currency: "BTC", network: "bitcoin", cryptoAmount: "0.001" },
    response: {
      quoteId: "cwq_01JQ8Y7Z5K3M2N4P6R8T0V2X4Y",
      currency: "BTC",
      network: "bitcoin",
      cryptoAmount: "0.001",
      networkFee: "0.00005",
      rate: "350000",
      amount: 369.34,
      sendAmount: 351.75,
      feeAmount: 0,
      networkFeeAmount: 17.59,
      spreadAmount: 1.84,
      expiresAt: "2026-03-02T12:01:00.000Z"
    }
  },
  "transferCrypto.create": {
    tag: "Crypto withdrawals",
    summary: "Withdraw crypto at a quote",
    description: [
      "Withdraws at a quote of `transfer-crypto/quote` while it holds, debiting exactly its `amount` from the " +
        "`withdrawable` balance; a stale quote is 400 `QUOTE_EXPIRED`, never re-priced. A quote pays one withdrawal.",
      "- `address` is checked for the quote's network to its checksum (400 `INVALID_CRYPTO_ADDRESS` naming the " +
        "field); XRP needs `extraId` (the destination tag).",
      "- Refused with 403 `CRYPTO_WITHDRAWALS_BLOCKED` while a MED dispute is OPEN or UNDER_REVIEW.",
      "- A failure on chain returns the whole debit. No event is sent: the catalog has none for crypto. Idempotent " +
        "with an `Idempotency-Key` header."
    ].join("\n"),
    access: "apiKey",
    errors: createErrors,
    request: { quoteId: "cwq_01JQ8Y7Z5K3M2N4P6R8T0V2X4Y", address, description: "Cold wallet" },
    response: withdrawal
  },
  "transferCrypto.get": {
    tag: "Crypto withdrawals",
    summary: "Read a crypto withdrawal",
    description:
      "A withdrawal of this account by id or `externalReference`; 404 for an unknown one or another account's.",
    access: "apiKey",
    errors: ["NOT_FOUND"],
    response: withdrawal
  },
  "transferCrypto.list": {
    tag: "Crypto withdrawals",
    summary: "List crypto withdrawals",
    description: "The account's withdrawals, newest first, with the filters of the other lists.",
    access: "apiKey",
    errors: ["VALIDATION_ERROR"],
    response: { items: [withdrawal], page: 1, pageSize: 20, total: 1, pages: 1 }
  },
  "transferCryptoAuto.create": {
    tag: "Crypto withdrawals",
    summary: "Quote and withdraw crypto in one call",
    description:
      "Checks the address, quotes (as `transfer-crypto/quote`) and withdraws at that quote in one call, with the " +
      "rules of `transfer-crypto/create`. Idempotent with an `Idempotency-Key` header.",
    access: "apiKey",
    errors: [...createErrors, "UNSUPPORTED_ASSET", "INVALID_CRYPTO_AMOUNT", "BELOW_MINIMUM"],
    request: { currency: "BTC", network: "bitcoin", cryptoAmount: "0.001", address },
    response: withdrawal
  }
}
