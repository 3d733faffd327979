import { internalOut, page, pixTransferCompleted, pixTransferPending } from "../Examples.ts"
import type { OperationDocs } from "../OperationDoc.ts"

/** The create operation of PIX out, under `transfer-pix/create` or its alias `payouts/create`. */
const pixOutCreate = (alias: string, suffix: string): OperationDocs[string] => ({
  tag: "Send PIX",
  summary: `Send a PIX${suffix}`,
  description: [
    `Sends money out of the account by PIX${alias}, to a PIX key (\`pixKey\` with \`pixKeyType\`: \`CPF\`, ` +
      "`CNPJ`, `EMAIL`, `TELEFONE`, `CHAVE_ALEATORIA`) or to a BR Code (`pixCopyPaste`, paying someone's QR). " +
      "The transfer starts `PENDING` (`transfer.created`, maybe with `securityReview.pending`) and ends " +
      "`COMPLETED` with its `recipient` (`transfer.completed`) or `FAILED`, the money back (`transfer.failed`).",
    "- `amount` in reais; with `coverFee: true` (default) it is what the recipient gets and the fee is debited " +
      "on top, with `false` it is the total debited. A BR Code that fixes an amount must match it (400 " +
      "`BR_CODE_AMOUNT_MISMATCH`); a charge of this platform already paid or expired is a 409 `CHARGE_NOT_PAYABLE`.",
    "- Spends only the `withdrawable` balance (400 `INSUFFICIENT_FUNDS`), within the limits (400 `LIMIT_EXCEEDED`).",
    "- `subaccountId` sends from a subaccount (needs the subaccount flags, 403 `FEATURE_NOT_ENABLED`).",
    "- `externalReference` is unique per account (same body: the existing transfer; another: 409). Idempotent " +
      "with an `Idempotency-Key` header."
  ].join("\n"),
  access: "apiKey",
  errors: [
    "INVALID_PIX_KEY",
    "INVALID_BR_CODE",
    "BR_CODE_AMOUNT_MISMATCH",
    "FEE_EXCEEDS_AMOUNT",
    "INSUFFICIENT_FUNDS",
    "LIMIT_EXCEEDED",
    "SUBACCOUNT_LOCKED",
    "FEATURE_NOT_ENABLED",
    "NOT_FOUND",
    "CHARGE_NOT_PAYABLE",
    "EXTERNAL_REFERENCE_CONFLICT",
    "PIX_NETWORK_UNAVAILABLE"
  ],
  request: {
    amount: 10,
    description: "Pagamento fornecedor",
    pixKey: "fornecedor@example.com",
    pixKeyType: "EMAIL",
    externalReference: "pagamento-77"
  },
  response: pixTransferPending
})

/** The four PIX-out operations, under `transfer-pix/*` (group `transferPix`) or its alias `payouts/*`. */
const pixOut = (group: "transferPix" | "payouts"): OperationDocs => {
  const alias = group === "payouts" ? " (legacy alias of `transfer-pix`)" : ""
  const suffix = group === "payouts" ? " (payouts alias)" : ""
  return {
    [`${group}.create`]: pixOutCreate(alias, suffix),
    [`${group}.get`]: {
      tag: "Send PIX",
      summary: `Read a PIX transfer${suffix}`,
      description: `The full record of a PIX transfer of this account${alias}, by id; 404 for an unknown id or another account's.`,
      access: "apiKey",
      errors: ["NOT_FOUND"],
      response: pixTransferCompleted
    },
    [`${group}.status`]: {
      tag: "Send PIX",
      summary: `Poll the status of a PIX transfer${suffix}`,
      description: `A lean answer for polling${alias}: \`status\`, \`amount\`, \`completedAt\`, \`endToEndId\` and \`securityReview\`.`,
      access: "apiKey",
      errors: ["NOT_FOUND"],
      response: {
        id: pixTransferCompleted.id,
        status: "COMPLETED",
        amount: 10,
        completedAt: pixTransferCompleted.completedAt,
        endToEndId: pixTransferCompleted.endToEndId
      }
    },
    [`${group}.list`]: {
      tag: "Send PIX",
      summary: `List PIX transfers${suffix}`,
      description:
        `The account's PIX transfers (\`PIX_OUT\` only)${alias}, newest first, paged (\`pageSize\` at most 100), ` +
        "with the same filters as the charge list.",
      access: "apiKey",
      errors: ["FEATURE_NOT_ENABLED"],
      response: page([pixTransferCompleted])
    }
  }
}

/** PIX out (`transfer-pix/*`, `payouts/*`) and internal transfers (`transfer-internal/*`). */
export const transfersDocs: OperationDocs = {
  ...pixOut("transferPix"),
  ...pixOut("payouts"),
  "transferInternal.create": {
    tag: "Internal transfers",
    summary: "Transfer to another account of the platform",
    description: [
      "Moves money at once to another account of this platform, named by its `recipientEmail`. No fee. The answer " +
        "is the sender's `INTERNAL_TRANSFER_OUT` record, already `COMPLETED`; the recipient gets an " +
        "`INTERNAL_TRANSFER_IN` with the same `pairId` (events `transfer.internal.completed` and " +
        "`transfer.internal.received`).",
      "- Spends only the `withdrawable` balance (400 `INSUFFICIENT_FUNDS`), within the limits (400 `LIMIT_EXCEEDED`).",
      "- Your own account is refused (400 `INVALID_RECIPIENT`), an e-mail with no account too (400 `RECIPIENT_NOT_FOUND`).",
      "- `externalReference` is unique per account (same body: the existing transfer; another: 409). Idempotent " +
        "with an `Idempotency-Key` header."
    ].join("\n"),
    access: "apiKey",
    errors: [
      "INVALID_RECIPIENT",
      "RECIPIENT_NOT_FOUND",
      "INSUFFICIENT_FUNDS",
      "LIMIT_EXCEEDED",
      "NOT_FOUND",
      "EXTERNAL_REFERENCE_CONFLICT"
    ],
    request: {
      amount: 50,
      recipientEmail: "parceiro@example.com",
      description: "Repasse parceiro",
      externalReference: "repasse-12"
    },
    response: internalOut
  },
  "transferInternal.get": {
    tag: "Internal transfers",
    summary: "Read an internal transfer",
    description:
      "One side of an internal transfer, by its id (`ito_…` sent, `iti_…` received); 404 for an unknown id or another account's.",
    access: "apiKey",
    errors: ["NOT_FOUND"],
    response: internalOut
  },
  "transferInternal.list": {
    tag: "Internal transfers",
    summary: "List internal transfers",
    description:
      "The account's internal transfers, sent and received, newest first, paged (`pageSize` at most 100). Filters: " +
      "`dateFrom`, `dateTo`, `status`, `externalReference`, `search`.",
    access: "apiKey",
    errors: [],
    response: page([internalOut])
  }
}
