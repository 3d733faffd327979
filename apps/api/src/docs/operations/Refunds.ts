import { chargeRefunded, chargeRefunding, page } from "../Examples.ts"
import type { OperationDocs } from "../OperationDoc.ts"

/** Refunds of received PIX deposits (`refunds/*`). */
export const refundsDocs: OperationDocs = {
  "refunds.create": {
    tag: "Refunds",
    summary: "Refund a received PIX deposit",
    description: [
      "Asks the PIX network to return a deposit to its payer, in full (partial refunds do not exist). Name the " +
        "deposit by `transactionId` or by `e2eId` (one of them). The answer is the deposit with its `refund` block " +
        "`REQUESTED`; `refund.completed` (deposit `REVERSED`) or `refund.failed` follow.",
      "- The deposit must be `COMPLETED`, have an `endToEndId` and belong to the named `subaccountId` when one is " +
        "given (400 `DEPOSIT_NOT_REFUNDABLE`); one refund per deposit (400 `ALREADY_REFUNDED`).",
      "- The refund debits the deposit's net plus the exit fee, locked money included (400 `INSUFFICIENT_FUNDS`).",
      "- `refundId` is your id of the refund: repeated with the same body it returns the same refund, with another " +
        "body a 409 `REFUND_ID_CONFLICT`.",
      "- Idempotent with an `Idempotency-Key` header."
    ].join("\n"),
    access: "apiKey",
    errors: [
      "DEPOSIT_NOT_REFUNDABLE",
      "ALREADY_REFUNDED",
      "INSUFFICIENT_FUNDS",
      "FEATURE_NOT_ENABLED",
      "NOT_FOUND",
      "REFUND_ID_CONFLICT",
      "PIX_NETWORK_UNAVAILABLE"
    ],
    request: { transactionId: chargeRefunding.id, refundId: "devolucao-1001", description: "Produto devolvido" },
    response: chargeRefunding
  },
  "refunds.get": {
    tag: "Refunds",
    summary: "Read a refund",
    description:
      "The refunded deposit with its `refund` block, found by the deposit's id, the `refundId` or the deposit's " +
      "`e2eId`. 404 when none of this account matches.",
    access: "apiKey",
    errors: ["NOT_FOUND"],
    response: chargeRefunded
  },
  "refunds.list": {
    tag: "Refunds",
    summary: "List refunds",
    description:
      "Deposits of the account that have a refund, newest refund first, paged (`pageSize` at most 100). Filters: " +
      "`dateFrom`, `dateTo`, `status` (of the refund: `REQUESTED`, `COMPLETED`, `FAILED`), `nature`, `search`, " +
      "`subaccountId`.",
    access: "apiKey",
    errors: ["FEATURE_NOT_ENABLED"],
    response: page([chargeRefunded])
  }
}
