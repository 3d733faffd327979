import { page, subaccount, subaccountId, subaccountMove } from "../Examples.ts"
import type { OperationDoc, OperationDocs } from "../OperationDoc.ts"

const gate =
  "Needs subaccounts enabled on the account (403 `FEATURE_NOT_ENABLED`). Name the subaccount by `id` or by " +
  "`externalReference`; an unknown one, or another account's, is a 404."

const target = { externalReference: subaccount.externalReference }

/** A subaccount operation that answers the subaccount's record. */
const change = (
  summary: string,
  description: string,
  request: unknown,
  response: unknown,
  errors: ReadonlyArray<string> = []
): OperationDoc => ({
  tag: "Subaccounts",
  summary,
  description: `${description}\n\n${gate}`,
  access: "apiKey",
  errors: ["FEATURE_NOT_ENABLED", "NOT_FOUND", ...errors],
  request,
  response
})

const move = (summary: string, description: string, request: unknown, response: unknown): OperationDoc =>
  change(
    summary,
    `${description} Idempotent: the same \`externalReference\` with the same body returns the first move, with ` +
      "another body a 409 `EXTERNAL_REFERENCE_CONFLICT`; an `Idempotency-Key` header works too. A locked or " +
      "disabled subaccount refuses the direction it is locked for (400 `SUBACCOUNT_LOCKED`).",
    request,
    response,
    ["INSUFFICIENT_FUNDS", "SUBACCOUNT_LOCKED", "EXTERNAL_REFERENCE_CONFLICT"]
  )

/** Subaccounts (`subaccount/*`). */
export const subaccountsDocs: OperationDocs = {
  "subaccounts.create": change(
    "Create a subaccount",
    "Creates a subaccount (a wallet under the main account) for a person (`personType: PF`: `fullName`, `cpf`, " +
      "`birthDate`, `postalCode`) or a company (`PJ`: also `cnpj`, `companyName`, `site` and, in multipart, the " +
      "proof document). `externalReference` (your id, at most 64 characters) is required and unique: the same body " +
      "again returns the subaccount, another body is a 409. `portalEmail` with `portalPassword` (8+ characters with " +
      "upper and lower case, a digit and a symbol) opens its operator portal login at once.",
    {
      personType: "PF",
      fullName: "Joao Pereira",
      cpf: "12345678909",
      birthDate: "1990-04-12",
      postalCode: "01310100",
      externalReference: "filial-centro"
    },
    subaccount,
    ["EXTERNAL_REFERENCE_CONFLICT", "WEAK_PASSWORD", "PORTAL_EMAIL_TAKEN"]
  ),
  "subaccounts.get": change("Read a subaccount", "The subaccount's record by its `id`.", undefined, subaccount),
  "subaccounts.getByRef": change(
    "Read a subaccount by your reference",
    "The subaccount's record by the `externalReference` given at creation.",
    undefined,
    subaccount
  ),
  "subaccounts.list": change(
    "List subaccounts",
    "The account's subaccounts (deleted ones left out), paged (`pageSize` at most 100), filtered by `status` " +
      "(`ACTIVE` or `DISABLED`).",
    undefined,
    page([subaccount])
  ),
  "subaccounts.balance": change(
    "Read a subaccount's balance",
    "`availablePadrao` (settled), `spendablePadrao` (usable for PIX out and remove-balance), `lockedPadrao` " +
      "(blocked by MED) and `pendingPadrao`. Query `id` or `externalReference`.",
    undefined,
    {
      id: subaccountId,
      externalReference: "filial-centro",
      currency: "BRL",
      availablePadrao: 100,
      spendablePadrao: 100,
      lockedPadrao: 0,
      pendingPadrao: 0
    }
  ),
  "subaccounts.addBalance": move(
    "Move money from the main account into a subaccount",
    "Debits the main account's withdrawable balance and credits the subaccount (`id` or " +
      "`subaccountExternalReference`).",
    { subaccountExternalReference: "filial-centro", amount: 100, externalReference: "fundo-troco-1" },
    subaccountMove
  ),
  "subaccounts.removeBalance": move(
    "Move money from a subaccount back to the main account",
    "Debits the subaccount's spendable balance and credits the main account.",
    { subaccountExternalReference: "filial-centro", amount: 40, externalReference: "retirada-3" },
    { ...subaccountMove, type: "REMOVE_BALANCE", amount: 40, fromSubaccountId: subaccountId, toSubaccountId: null }
  ),
  "subaccounts.transfer": move(
    "Move money between two subaccounts",
    "Debits `fromSubaccountId` and credits `toSubaccountId`, both of this account.",
    { fromSubaccountId: subaccountId, toSubaccountId: "sub_01JD9G7H8J9K0M1N2P3Q4R5S6T", amount: 25 },
    {
      ...subaccountMove,
      type: "TRANSFER",
      amount: 25,
      fromSubaccountId: subaccountId,
      toSubaccountId: "sub_01JD9G7H8J9K0M1N2P3Q4R5S6T"
    }
  ),
  "subaccounts.update": change(
    "Rename, disable or enable a subaccount",
    "Changes `name`, or `status` to `DISABLED` (no PIX in or out) or back to `ACTIVE`.",
    { ...target, status: "DISABLED" },
    { ...subaccount, status: "DISABLED" }
  ),
  "subaccounts.lock": change(
    "Lock a subaccount",
    "Sets `lockMode`: `full` blocks deposits and withdrawals, `withdraw_only` blocks money out, `deposit_only` " +
      "blocks money in.",
    { ...target, lockMode: "withdraw_only" },
    { ...subaccount, lockMode: "withdraw_only" }
  ),
  "subaccounts.unlock": change("Unlock a subaccount", "Clears `lockMode`.", target, subaccount),
  "subaccounts.setLimits": change(
    "Set a subaccount's limits",
    "Daily, monthly and per-transaction limits in reais on money out; `null` removes one. They are checked " +
      "against the `COMPLETED` debits of the period, in `America/Sao_Paulo` time.",
    { ...target, daily: 1000, monthly: 20000, perTransaction: null },
    { ...subaccount, limits: { daily: 1000, monthly: 20000, perTransaction: null } },
    []
  ),
  "subaccounts.setPricing": change(
    "Set a subaccount's fee surcharge",
    "A surcharge on PIX in and out (`percent` and `fixed` reais) added on top of the main account's fee; the " +
      "difference is credited to the main account as `SUBACCOUNT_PROFIT`.",
    { ...target, pixIn: { percent: 0.5, fixed: 0.1 } },
    { ...subaccount, pricing: { pixIn: { percent: 0.5, fixed: 0.1 }, pixOut: { percent: 0, fixed: 0 } } },
    []
  ),
  "subaccounts.pricing": change(
    "Preview a subaccount's fees",
    "Line by line, the fees a PIX in, a PIX out and a refund of this subaccount pay (permission `subaccount/get`).",
    undefined,
    {
      id: subaccountId,
      externalReference: "filial-centro",
      pixIn: {
        lines: [
          { label: "platform", percentFee: 0.99, fixedFee: 0 },
          { label: "subaccount surcharge", percentFee: 0.5, fixedFee: 0.1 }
        ],
        totalPercentFee: 1.49,
        totalFixedFee: 0.1
      },
      pixOut: { lines: [{ label: "platform", percentFee: 0, fixedFee: 0.5 }], totalPercentFee: 0, totalFixedFee: 0.5 },
      refund: { lines: [{ label: "platform", percentFee: 0, fixedFee: 0 }], totalPercentFee: 0, totalFixedFee: 0 }
    }
  ),
  "subaccounts.delete": change(
    "Delete a subaccount",
    "Soft-deletes the subaccount; its Padrao balance (available, pending and blocked) must be zero (400 " +
      "`SUBACCOUNT_HAS_BALANCE`): move the money out first.",
    target,
    { id: subaccountId },
    ["SUBACCOUNT_HAS_BALANCE"]
  )
}
