import { chargePaid, internalOut, page } from "../Examples.ts"
import type { OperationDocs } from "../OperationDoc.ts"

/** System, `/me` and the account's balance and statement. */
export const accountDocs: OperationDocs = {
  "system.health": {
    tag: "System",
    summary: "Check the API and its database",
    description:
      "Answers 200 when the process is up and its database answers a query; 503 `STORAGE_UNAVAILABLE` otherwise. " +
      "Meant for load balancers and uptime checks; it is not rate limited per key.",
    access: "public",
    errors: [],
    response: { status: "ok", database: "ok", time: "2026-11-20T13:04:05.000Z" }
  },
  "me.me": {
    tag: "Account",
    summary: "Read the account of the API key",
    description:
      "The merchant account the key belongs to (not the person who made the key): its id, name and e-mail. A quick " +
      "way to check that a key works and which account it reaches.",
    access: "apiKey",
    errors: ["NOT_FOUND"],
    response: { id: "acc_01JD8Y0A1B2C3D4E5F6G7H8J9K", name: "Loja Exemplo", email: "financeiro@loja.example.com" }
  },
  "account.balance": {
    tag: "Account",
    summary: "Read the balance",
    description:
      "The balance of the account in reais. `padrao.available` is the settled money, PIX deposits of the last 24 h " +
      "included; `padrao.locked24h` is the part of it still inside the 24 h lock (`nextUnlockAt` says when the " +
      "oldest unlocks) and `padrao.withdrawable` what PIX out and internal transfers may spend now. `pending` is " +
      "money not settled yet; `blockedAmount` the part of `availableAmount` held by MED disputes, never withdrawable. A " +
      "refund may spend locked money (it returns it to its payer).",
    access: "apiKey",
    errors: ["NOT_FOUND"],
    response: {
      currency: "BRL",
      availableAmount: 25.25,
      pendingAmount: 0,
      blockedAmount: 0,
      padrao: {
        available: 25.25,
        pending: 0,
        withdrawable: 0,
        locked24h: 25.25,
        nextUnlockAt: "2026-11-21T13:06:41.000Z"
      }
    }
  },
  "account.transactions": {
    tag: "Account",
    summary: "List every movement of the account",
    description:
      "One statement of every kind of movement (PIX in and out, refunds, internal transfers, splits, subaccount " +
      "profit), newest first, paged (`page` from 1, `pageSize` default 50, at most 100). Filters: `dateFrom` and " +
      "`dateTo` on `createdAt` (ISO 8601), `status`, `externalReference` (exact), `search` (part of the id, " +
      "description, reference, `endToEndId`, `referenceId` or PIX key) and `subaccountId` (or " +
      "`merchantSubaccountId`). A malformed filter is a 400 `VALIDATION_ERROR` naming it.",
    access: "apiKey",
    errors: ["NOT_FOUND", "FEATURE_NOT_ENABLED"],
    response: page([
      chargePaid,
      {
        id: internalOut.id,
        type: "INTERNAL_TRANSFER_OUT",
        status: "COMPLETED",
        amount: 50,
        feeAmount: 0,
        netAmount: 50,
        currency: "BRL",
        description: "Repasse parceiro",
        referenceId: internalOut.pairId,
        createdAt: internalOut.createdAt,
        completedAt: internalOut.completedAt
      }
    ])
  }
}
