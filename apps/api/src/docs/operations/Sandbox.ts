import {
  chargePaid,
  chargePending,
  chargeRefunded,
  chargeRefunding,
  pixTransferCompleted,
  pixTransferPending
} from "../Examples.ts"
import type { OperationDoc, OperationDocs } from "../OperationDoc.ts"

const sandboxOnly = "Sandbox mode only (elsewhere the route is a 404)."

const control = (
  summary: string,
  description: string,
  errors: ReadonlyArray<string>,
  response: unknown,
  request?: unknown
): OperationDoc => ({
  tag: "Sandbox",
  summary,
  description: `${description} ${sandboxOnly}`,
  access: "apiKey",
  errors: ["NOT_FOUND", ...errors],
  ...(request === undefined ? {} : { request }),
  response
})

const refused = { ...pixTransferPending, status: "FAILED", failureReason: "recipient account closed" } as const

/** The sandbox's controls of the simulated PIX network (`sandbox/*`). */
export const sandboxDocs: OperationDocs = {
  "sandbox.pay": control(
    "Pay a charge as the payer would",
    "Pays a `PENDING` charge of this account through the simulated network: it becomes `COMPLETED` with the " +
      "`payer` given (or a default one) and an `endToEndId`, and `payment.paid` is written. An expired charge is a " +
      "409 `CHARGE_EXPIRED`, one already paid or failed a 409 `INVALID_STATE_TRANSITION`.",
    ["SANDBOX_INVALID_INPUT", "CHARGE_EXPIRED", "INVALID_STATE_TRANSITION", "PAID_AMOUNT_MISMATCH"],
    chargePaid,
    { payer: chargePaid.payer }
  ),
  "sandbox.fail": control(
    "Fail a charge",
    "Makes a `PENDING` charge `FAILED` (`payment.failed`), with an optional `reason`.",
    ["SANDBOX_INVALID_INPUT", "INVALID_STATE_TRANSITION"],
    { ...chargePending, status: "FAILED" },
    { reason: "payer bank unavailable" }
  ),
  "sandbox.advance": control(
    "Advance the sandbox clock",
    "Moves the platform's clock forward by `seconds` (positive, bounded: 400 `INVALID_CLOCK_ADVANCE`), so that " +
      "expiry, the 24 h lock, schedules and webhook retries happen now. The clock never goes back.",
    ["INVALID_CLOCK_ADVANCE"],
    { offsetSeconds: 86400, now: "2026-11-21T13:04:05.000Z" },
    { seconds: 86400 }
  ),
  "sandbox.clock": control("Read the sandbox clock", "The sandbox's current time and how far it was advanced.", [], {
    offsetSeconds: 86400,
    now: "2026-11-21T13:04:05.000Z"
  }),
  "sandboxTransfers.approve": control(
    "Approve a PIX transfer under security review",
    "Releases a `PENDING` transfer held for anti-fraud review (`securityReview.pending`) to the network.",
    ["INVALID_STATE_TRANSITION"],
    pixTransferPending,
    {}
  ),
  "sandboxTransfers.refuse": control(
    "Refuse a PIX transfer under security review",
    "Refuses a transfer held for review: it becomes `FAILED` and the money returns (`transfer.failed`).",
    ["INVALID_STATE_TRANSITION"],
    refused,
    { reason: "recipient account closed" }
  ),
  "sandboxTransfers.settle": control(
    "Settle a PIX transfer",
    "Completes a `PENDING` transfer as the network would: `COMPLETED` with its `recipient` (`transfer.completed`).",
    ["SANDBOX_INVALID_INPUT", "INVALID_STATE_TRANSITION"],
    pixTransferCompleted,
    { recipient: pixTransferCompleted.recipient }
  ),
  "sandboxTransfers.fail": control(
    "Fail a PIX transfer",
    "Fails a `PENDING` transfer: `FAILED`, the amount and fee back in the balance (`transfer.failed`).",
    ["INVALID_STATE_TRANSITION"],
    refused,
    { reason: "recipient account closed" }
  ),
  "sandboxRefunds.complete": control(
    "Complete a refund",
    "Completes a `REQUESTED` refund: the deposit is `REVERSED` (`refund.completed`, `payment.refunded`).",
    ["INVALID_STATE_TRANSITION"],
    chargeRefunded,
    {}
  ),
  "sandboxRefunds.fail": control(
    "Fail a refund",
    "Fails a `REQUESTED` refund: the money returns to the balance (`refund.failed`).",
    ["INVALID_STATE_TRANSITION"],
    {
      ...chargeRefunding,
      refund: {
        ...chargeRefunding.refund,
        status: "FAILED",
        failedAt: "2026-11-22T10:00:03.000Z",
        failureReason: "payer account closed"
      }
    },
    { reason: "payer account closed" }
  ),
  "sandboxMails.list": control(
    "Read the mails the sandbox sent",
    "The mails the platform would have sent (portal password resets, notices), newest first; `to` filters by " +
      "recipient, `limit` caps the count.",
    [],
    {
      items: [
        {
          id: "mail_000001",
          to: "operador@example.com",
          subject: "Redefinir senha",
          text: "Use o link para redefinir sua senha.",
          createdAt: "2026-11-22T11:00:00.000Z"
        }
      ]
    }
  )
}
