import type { OperationDocs } from "../OperationDoc.ts"

const address = "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx"

const deposit = {
  id: "cdp_01JQ8Y7Z5K3M2N4P6R8T0V2X4Z",
  type: "CRYPTO_IN",
  status: "PENDING",
  amount: 100,
  feeAmount: 1,
  netAmount: 99,
  currency: "BRL",
  description: "Pedido 7",
  externalReference: "pedido-7",
  createdAt: "2026-03-02T12:00:00.000Z",
  crypto: {
    status: "AWAITING",
    currency: "BTC",
    network: "bitcoin",
    address,
    cryptoAmount: "0.00028716",
    rate: "350000",
    quoteExpiresAt: "2026-03-02T12:15:00.000Z",
    confirmations: 0,
    confirmationsRequired: 2,
    receivedAmount: "0",
    txHashes: [],
    paymentUri: `bitcoin:${address}?amount=0.00028716`,
    payUrl: "https://pay.trilho.example/crypto/cdp_01JQ8Y7Z5K3M2N4P6R8T0V2X4Z"
  }
}

const txHash = "9b0fc92260312ce44e74ef369f5c66bbb85848f2eddd5a7a1cde251e54ccfdd5"
const confirming = {
  ...deposit,
  status: "PROCESSING",
  crypto: { ...deposit.crypto, status: "CONFIRMING", receivedAmount: "0.00028716", txHashes: [txHash] }
}
const completed = {
  ...confirming,
  status: "COMPLETED",
  completedAt: "2026-03-02T12:20:00.000Z",
  crypto: { ...confirming.crypto, status: "COMPLETED", confirmations: 2 }
}

const quoteErrors = [
  "VALIDATION_ERROR",
  "UNSUPPORTED_ASSET",
  "BELOW_MINIMUM",
  "AMOUNT_OUT_OF_RANGE",
  "FEE_EXCEEDS_AMOUNT",
  "PRICE_UNAVAILABLE"
]

const sandboxOnly =
  "Sandbox mode only (otherwise 404 `ROUTE_NOT_FOUND`); permission `sandbox/crypto`. `{id}` is the deposit's id or " +
  "`externalReference`; another account's is a 404."

/** Crypto deposits: `payment-crypto/*` and the sandbox chain's controls of deposits and blocks. */
export const cryptoDepositsDocs: OperationDocs = {
  "paymentCrypto.currencies": {
    tag: "Crypto deposits",
    summary: "List the crypto assets offered",
    description:
      "Every currency on every network the platform takes and sends: decimals, minimum deposit and withdrawal and the " +
      "withdrawal network fee (whole coins, as text), confirmations a deposit needs, whether an `extraId` (XRP " +
      "destination tag) is required, and a token's contract.",
    access: "apiKey",
    errors: [],
    response: {
      items: [
        {
          currency: "BTC",
          network: "bitcoin",
          decimals: 8,
          minDeposit: "0.0001",
          minWithdrawal: "0.0002",
          networkFee: "0.00005",
          confirmations: 2,
          extraIdRequired: false
        }
      ]
    }
  },
  "paymentCrypto.quote": {
    tag: "Crypto deposits",
    summary: "Quote a crypto deposit",
    description: [
      "What a payer would send to pay `amount` reais in `currency` on `network`: `cryptoAmount`, at the rate shown, " +
        "with the fee and the net the merchant would receive. An estimate: nothing is stored, and " +
        "`payment-crypto/create` quotes again.",
      "- 400 `UNSUPPORTED_ASSET` for a currency not offered on the network, `BELOW_MINIMUM` under the asset's minimum " +
        "deposit."
    ].join("\n"),
    access: "apiKey",
    errors: quoteErrors,
    request: { amount: 100, currency: "BTC", network: "bitcoin" },
    response: {
      currency: "BTC",
      network: "bitcoin",
      amount: 100,
      cryptoAmount: "0.00028716",
      rate: "350000",
      feeAmount: 1,
      netAmount: 99,
      expiresAt: "2026-03-02T12:15:00.000Z"
    }
  },
  "paymentCrypto.create": {
    tag: "Crypto deposits",
    summary: "Create a crypto deposit",
    description: [
      "Charges `amount` reais in crypto: quotes now (the quote holds 15 minutes), gives the deposit its own address " +
        "(and `extraId` on XRP), a `paymentUri` for a QR code and `payUrl`, its hosted page (`<PAY_URL>/crypto/{id}`). The payer sends `cryptoAmount`; once the asset's " +
        "confirmations are reached the deposit is COMPLETED and the net is credited (under the 24 h lock), with " +
        "`payment.paid`.",
      "- Overpaid: every unit is credited. Underpaid: the payer may top up while the quote holds; then what arrived " +
        "is credited. Nothing seen before the quote runs out: CANCELED (EXPIRED); a later transfer is credited at a " +
        "new quote taken when it is seen.",
      "- Idempotent with an `Idempotency-Key` header; an `externalReference` already used answers the first deposit " +
        "for the same body, 409 `EXTERNAL_REFERENCE_CONFLICT` for another."
    ].join("\n"),
    access: "apiKey",
    errors: [...quoteErrors, "EXTERNAL_REFERENCE_CONFLICT", "CRYPTO_NETWORK_UNAVAILABLE"],
    request: {
      amount: 100,
      currency: "BTC",
      network: "bitcoin",
      description: "Pedido 7",
      externalReference: "pedido-7"
    },
    response: deposit
  },
  "paymentCrypto.get": {
    tag: "Crypto deposits",
    summary: "Read a crypto deposit",
    description: "A deposit of this account by id or `externalReference`; 404 for an unknown one or another account's.",
    access: "apiKey",
    errors: ["NOT_FOUND"],
    response: completed
  },
  "paymentCrypto.list": {
    tag: "Crypto deposits",
    summary: "List crypto deposits",
    description: "The account's deposits, newest first, with the filters of the other lists.",
    access: "apiKey",
    errors: ["VALIDATION_ERROR"],
    response: { items: [completed], page: 1, pageSize: 20, total: 1, pages: 1 }
  },
  "sandboxCrypto.sendDeposit": {
    tag: "Sandbox",
    summary: "Pay a crypto deposit",
    description:
      "A payer sends `cryptoAmount` (whole coins, as text) of the deposit's currency to its address on the sandbox " +
      `chain: the transfer enters the mempool and the deposit is CONFIRMING; mine blocks to confirm it. ${sandboxOnly}`,
    access: "apiKey",
    errors: ["NOT_FOUND", "INVALID_CRYPTO_AMOUNT", "SANDBOX_INVALID_INPUT"],
    request: { cryptoAmount: "0.00028716" },
    response: { txHash, deposit: confirming }
  },
  "sandboxCrypto.dropDeposit": {
    tag: "Sandbox",
    summary: "Drop a crypto deposit's transfer",
    description:
      "The sandbox chain drops a transfer to the deposit still in the mempool (`txHash`): it no longer counts, and a " +
      `deposit with no transfer left is AWAITING again. 400 \`SANDBOX_INVALID_INPUT\` for a transfer already mined. ${sandboxOnly}`,
    access: "apiKey",
    errors: ["NOT_FOUND", "SANDBOX_INVALID_INPUT"],
    request: { txHash },
    response: deposit
  },
  "sandboxCrypto.mine": {
    tag: "Sandbox",
    summary: "Mine blocks on a crypto network",
    description:
      "Mines `blocks` (1 to 1000) on `network` of the sandbox chain: the first takes the mempool. Each deposit's new " +
      "confirmations move it (COMPLETED once its asset's confirmations cover the quote, UNDERPAID short of it). " +
      "Answers the height and this account's deposits that moved. Sandbox mode only (otherwise 404 " +
      "`ROUTE_NOT_FOUND`); permission `sandbox/crypto`.",
    access: "apiKey",
    errors: ["SANDBOX_INVALID_INPUT"],
    request: { network: "bitcoin", blocks: 2 },
    response: { network: "bitcoin", height: 2, deposits: [completed] }
  }
}
