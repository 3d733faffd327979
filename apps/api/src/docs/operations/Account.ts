import {
  chargeId,
  chargePaid,
  chargeRefunded,
  endToEndId,
  internalOut,
  page,
  pixTransferCompleted
} from "../Examples.ts"
import type { OperationDocs } from "../OperationDoc.ts"

/** System, `/me` and the account's balance, transaction records and statement. */
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
    summary: "List the transaction records of the account",
    description:
      "Every transaction of the account, one record each in its type's lean form, with its own status (`PENDING`, " +
      "`PROCESSING`, `COMPLETED`, `FAILED`, `CANCELED`, `REVERSED`): PIX received (`PIX_IN`, with its latest " +
      "refund's block), PIX sent (`PIX_OUT`; a failed one is one `FAILED` record), refunds (`REFUND`: `amount` the " +
      "debit, `feeAmount` the exit fee, `netAmount` what the payer gets back, `transactionId` the refunded deposit; " +
      "a requested refund is `PENDING`), both sides of internal transfers (`INTERNAL_TRANSFER_OUT` on the sender, " +
      "`INTERNAL_TRANSFER_IN` with the same `pairId` on the receiver) and the credits other transactions make " +
      "(`SPLIT_IN`, a split partner's share; `SUBACCOUNT_PROFIT`, a subaccount charge's profit), card checkouts " +
      "(`CARD_CREDIT_IN`, with `GET /card/get`'s fields and the machine's status as `cardStatus`), crypto " +
      "deposits (`CRYPTO_IN`, as `GET /payment-crypto/get`), crypto withdrawals (`CRYPTO_OUT`, as " +
      "`GET /transfer-crypto/get`), mobile recharges (`MOBILE_RECHARGE`, with " +
      "`GET /mobile-recharge/get`'s fields) and billings (`BILLING_IN`, as `GET /billings/get` with the billing's own " +
      "status as `billingStatus`: unpaid and overdue `PENDING`, received `COMPLETED`, refunded `REVERSED`) and " +
      "PIX Automático instalments (`PIX_IN` with a `pixAutomatic` block, as " +
      "`GET /pix-automatic/payment-instructions/get`: scheduled `PENDING`, paid `COMPLETED`). Newest " +
      "first, paged " +
      "(`page` from 1, `pageSize` default 50, at most 100). Filters: `dateFrom` and `dateTo` on `createdAt` (ISO " +
      "8601), `status`, `externalReference` (exact), `search` (part of the id, description, reference, " +
      "`endToEndId`, `referenceId`, PIX key, `refundId`, `pairId`, a card's last 4, a crypto address or hash, a " +
      "recharge's phone or operator, a boleto's barcode, a PIX billing's txid, an instalment's `idRec` or " +
      "authorization) and `subaccountId` (or `merchantSubaccountId`: " +
      "the subaccount's charges, PIX sent and refunds). `GET /account/statement` lists the ledger movements instead. " +
      "A malformed filter is a 400 `VALIDATION_ERROR` naming it.",
    access: "apiKey",
    errors: ["NOT_FOUND", "FEATURE_NOT_ENABLED"],
    response: page([
      internalOut,
      pixTransferCompleted,
      {
        id: "rfd_01JD9A0B1C2D3E4F5G6H7J8K9M",
        type: "REFUND",
        status: "COMPLETED",
        amount: 25.25,
        feeAmount: 0,
        netAmount: 25.25,
        currency: "BRL",
        description: "Produto devolvido",
        transactionId: chargeId,
        endToEndId,
        refundId: "devolucao-1001",
        referenceId: "sbx_rfd_000001",
        nature: "ORIGINAL",
        completedAt: "2026-11-22T10:00:03.000Z",
        createdAt: "2026-11-22T10:00:00.000Z"
      },
      chargeRefunded,
      {
        id: "spl_01JD8Z4K6Q3V0M2N5P7R9S1T3W",
        type: "SPLIT_IN",
        status: "COMPLETED",
        amount: 6.25,
        feeAmount: 0,
        netAmount: 6.25,
        currency: "BRL",
        description: "Split share of a PIX charge",
        referenceId: "pix_01JD8Z0A1B2C3D4E5F6G7H8J9K",
        createdAt: "2026-11-20T13:06:41.000Z",
        completedAt: "2026-11-20T13:06:41.000Z"
      }
    ])
  },
  "account.statement": {
    tag: "Account",
    summary: "Read the statement of the account",
    description:
      "The account's statement: its received PIX charges and every ledger movement of its other transactions (PIX " +
      "out and the return of a failed one, refunds and the return of a failed one, internal transfers, splits, " +
      "subaccount profit), each as the ledger moved money, newest first, paged (`page` from 1, `pageSize` default " +
      "50, at most 100); `GET /account/transactions` lists the transaction records instead. Filters: `dateFrom` and " +
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
