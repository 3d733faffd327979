import type { OperationDoc, OperationDocs } from "../OperationDoc.ts"

const open = {
  id: "med_01jd8x2k4m6n8p0r2t4v6x8z0a",
  protocol: "5f0c2a9e-7d1b-4c3a-9e8f-1a2b3c4d5e6f",
  transactionId: "pix_01jd8w9q3r5t7v9x1z3b5d7f9h",
  type: "fraud",
  status: "OPEN",
  amount: 120,
  blockedAmount: 120,
  returnedAmount: 0,
  description: "Produto não entregue",
  deadlineAt: "2026-12-04T14:00:00.000Z",
  automaticContest: false,
  createdAt: "2026-11-27T14:00:00.000Z",
  updatedAt: "2026-11-27T14:00:00.000Z"
}

const defended = {
  ...open,
  status: "UNDER_REVIEW",
  evidence: {
    justification: "Pedido 1234 entregue em 20/11 com assinatura do recebedor.",
    proofs: ["https://loja.example.com/rastreio/1234"],
    analysis: "rejeitado",
    files: [
      {
        name: "comprovante.pdf",
        type: "application/pdf",
        size: 48213,
        sha256: "9f2c6d0e1b7a4c3d8e5f60718293a4b5c6d7e8f90123456789abcdef01234567"
      }
    ],
    automatic: false,
    submittedAt: "2026-11-28T10:00:00.000Z"
  },
  updatedAt: "2026-11-28T10:00:00.000Z"
}

const notFound = "404 `NOT_FOUND` for an unknown id or protocol, or another account's dispute."

const sandbox = (
  summary: string,
  description: string,
  errors: ReadonlyArray<string>,
  response: unknown,
  request: unknown
): OperationDoc => ({
  tag: "Sandbox",
  summary,
  description: `${description} Sandbox mode only (elsewhere the route is a 404).`,
  access: "apiKey",
  errors: ["NOT_FOUND", ...errors],
  request,
  response
})

/** The MED dispute operations (`meds/*`) and their sandbox controls (`sandbox/meds/*`). */
export const medsDocs: OperationDocs = {
  "meds.list": {
    tag: "MED",
    summary: "List MED disputes",
    description:
      "The account's disputes, newest first, paged (`page`, `pageSize` up to 100, default 50), filtered by `status`, " +
      "the creation dates (`dateFrom`, `dateTo`: ISO 8601; a date alone is its whole UTC day) and the exact `protocol`.",
    access: "apiKey",
    errors: ["VALIDATION_ERROR"],
    response: { items: [open], page: 1, pageSize: 50, total: 1, pages: 1 }
  },
  "meds.get": {
    tag: "MED",
    summary: "Read a MED dispute",
    description:
      "One dispute by its `id` or its `protocol`: what the payer claims (`amount`), what the account holds for it " +
      "(`blockedAmount`, less than `amount` while the account lacks the money: the rest is blocked as money arrives), " +
      "what went back to the payer (`returnedAmount`), the deadline for evidence and the evidence sent (files by " +
      `name, type, size and SHA-256, never their bytes). ${notFound}`,
    access: "apiKey",
    errors: ["NOT_FOUND"],
    response: defended
  },
  "meds.evidence": {
    tag: "MED",
    summary: "Send evidence for a MED dispute",
    description: [
      "The merchant's defence of an `OPEN` dispute, which moves it to `UNDER_REVIEW` (`med.evidence_sent`). As JSON " +
        "(`justification`, `proofs`, `analysis`) or as `multipart/form-data` with the same fields (`proofs` once per " +
        "URL) and up to 5 files in the field `files`.",
      "- `justification`: 10 to 2000 characters;",
      "- `proofs`: up to 10 public `https` URLs (no credentials, no private or local host); a `fraud` dispute needs one;",
      "- `analysis`: `aceito` or `rejeitado`, required for `fraud`, `coercion` and `other`, ignored for " +
        "`account_takeover` and `fraudulent_access`;",
      "- `files`: PDF, JPG, PNG or WEBP as their content shows (a declared type must agree), 5 MB each; a larger " +
        "file is a 413 `PAYLOAD_TOO_LARGE` naming `files`.",
      "A broken rule is a 400 `VALIDATION_ERROR` naming the field. While the account's automatic contest is on (the " +
        "default: disputes above 50 BRL get a generated defence as they open) the route answers 403 " +
        "`AUTOMATIC_CONTEST_ACTIVE`; evidence on a dispute that is not `OPEN` is a 409 `INVALID_STATE_TRANSITION`. " +
        notFound
    ].join("\n"),
    access: "apiKey",
    errors: [
      "NOT_FOUND",
      "AUTOMATIC_CONTEST_ACTIVE",
      "INVALID_STATE_TRANSITION",
      "CONCURRENT_UPDATE",
      "PAYLOAD_TOO_LARGE"
    ],
    request: {
      justification: defended.evidence.justification,
      proofs: defended.evidence.proofs,
      analysis: "rejeitado"
    },
    response: { ...defended, evidence: { ...defended.evidence, files: [] } }
  },
  "sandboxMeds.open": sandbox(
    "Open a MED dispute",
    "The payer's PSP reports a paid PIX deposit of this account (`transactionId`): a dispute of `type` opens for " +
      "`amount` (reais, up to the deposit's; all of it by default), blocks that much of the receiving account's " +
      "money (what it lacks is owed) and writes `med.created`. With the automatic contest on and an amount above 50 " +
      "BRL the generated defence is sent at once (`UNDER_REVIEW`, `med.evidence_sent`). A deposit that is not a paid " +
      "PIX of the account is a 400 `MED_NOT_OPENABLE`; a second dispute on it a 409 `MED_ALREADY_OPENED`.",
    ["MED_NOT_OPENABLE", "MED_ALREADY_OPENED"],
    open,
    { transactionId: open.transactionId, type: "fraud", amount: 120, description: "Produto não entregue" }
  ),
  "sandboxMeds.decide": sandbox(
    "Decide a MED dispute",
    "Ends the analysis of a running dispute: `accept` (`ACCEPTED`: the blocked money returns to the payer), " +
      "`reject` (`REJECTED`, only from `UNDER_REVIEW`) or `cancel` (`CANCELED`); the last two release the block. " +
      "Writes `med.updated`; a finished dispute is a 409 `INVALID_STATE_TRANSITION`.",
    ["INVALID_STATE_TRANSITION", "CONCURRENT_UPDATE"],
    { ...defended, status: "REJECTED", blockedAmount: 0, resolvedAt: "2026-11-30T10:00:00.000Z" },
    { outcome: "reject" }
  ),
  "sandboxMeds.expire": sandbox(
    "Expire a MED dispute",
    "The deadline of a running dispute passes without a decision: `EXPIRED`, the block released, `med.updated`.",
    ["INVALID_STATE_TRANSITION", "CONCURRENT_UPDATE"],
    { ...open, status: "EXPIRED", blockedAmount: 0, resolvedAt: "2026-12-04T14:00:00.000Z" },
    {}
  )
}
