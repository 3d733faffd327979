import type { OperationDoc, OperationDocs } from "../OperationDoc.ts"

const pending = {
  id: "dun_01jd8x2k4m6n8p0r2t4v6x8z0a",
  payment: "bil_01jd8w9q3r5t7v9x1z3b5d7f9h",
  type: "CREDIT_BUREAU",
  status: "PENDING",
  debtor: { name: "Maria Souza", cpfCnpj: "52998224725", email: "maria@example.com" },
  address: {
    postalCode: "01310100",
    street: "Avenida Paulista",
    number: "1000",
    district: "Bela Vista",
    city: "São Paulo",
    state: "SP"
  },
  documents: [
    {
      name: "contrato.pdf",
      type: "application/pdf",
      size: 48213,
      sha256: "9f2c6d0e1b7a4c3d8e5f60718293a4b5c6d7e8f90123456789abcdef01234567"
    }
  ],
  amount: 150,
  fee: 12.9,
  createdAt: "2026-11-27T14:00:00.000Z",
  updatedAt: "2026-11-27T14:00:00.000Z"
}

const registered = {
  ...pending,
  status: "REGISTERED",
  bureauReference: "SBX-dun_01jd8x2k4m6n8p0r2t4v6x8z0a",
  sentAt: "2026-11-27T14:00:10.000Z",
  registeredAt: "2026-11-27T14:01:10.000Z",
  updatedAt: "2026-11-27T14:01:10.000Z"
}

const report = {
  id: "bcr_01jd8x2k4m6n8p0r2t4v6x8z0b",
  customer: "cus_01jd8w9q3r5t7v9x1z3b5d7f9h",
  cpfCnpj: "52998224725",
  status: "COMPLETED",
  score: 512,
  riskLevel: "MEDIUM",
  restrictions: 0,
  fee: 19.9,
  createdAt: "2026-11-27T14:00:00.000Z"
}

const eligibility =
  "The billing must be the account's, `OVERDUE`, its payer a customer of the account's customer base (by the " +
  "billing's customer id, or by the payer's CPF/CNPJ), and without an active dunning (`PENDING`, `SENT` or `REGISTERED`)."

const sandboxOnly = "Sandbox mode only (elsewhere the route is a 404)."

const control = (summary: string, description: string, response: unknown, request: unknown): OperationDoc => ({
  tag: "Sandbox",
  summary,
  description: `${description} ${sandboxOnly}`,
  access: "apiKey",
  errors: ["NOT_FOUND", "INVALID_STATE_TRANSITION", "BUREAU_UNAVAILABLE"],
  request,
  response
})

/** The credit-bureau operations (`bureau/*`) and their sandbox controls (`sandbox/bureau/*`). */
export const bureauDocs: OperationDocs = {
  "bureauDunnings.create": {
    tag: "Credit bureau",
    summary: "Send an overdue billing's debtor to the credit bureau",
    description: [
      "`multipart/form-data`: `payment` (the billing's id), `type` = `CREDIT_BUREAU`, the debtor (`debtorName`, " +
        "`debtorCpfCnpj`, `debtorEmail`, `debtorPhone`: each defaults to the billing's payer; a `debtorCpfCnpj` must " +
        "be the payer's), the address (`postalCode`, `street`, `number`, `complement`, `district`, `city`, `state`) " +
        "and 1 to 5 proof files in the field `documents` (PDF, JPG, PNG or WEBP by their content, 5 MB each).",
      eligibility,
      "Every problem, of the fields and of the billing, is named at once in a 400 `VALIDATION_ERROR`. The fee, 12.90 " +
        "BRL, is charged from `withdrawable` with the dunning (400 `INSUFFICIENT_FUNDS` when short, and nothing is " +
        "written) and kept whatever follows. The dunning is `PENDING`, then `SENT` to the bureau, `REGISTERED` when " +
        "the debtor is listed, and `PAID_OFF` when the billing is paid (or the bureau reports the debt paid), or " +
        "`CANCELED`. Takes an `Idempotency-Key`."
    ].join("\n"),
    access: "apiKey",
    errors: ["INSUFFICIENT_FUNDS", "DUNNING_ALREADY_EXISTS", "PAYLOAD_TOO_LARGE"],
    request: {
      payment: pending.payment,
      type: "CREDIT_BUREAU",
      postalCode: "01310-100",
      street: "Avenida Paulista",
      number: "1000",
      district: "Bela Vista",
      city: "São Paulo",
      state: "SP"
    },
    response: pending
  },
  "bureauDunnings.list": {
    tag: "Credit bureau",
    summary: "List dunnings",
    description:
      "The account's dunnings, newest first, a page at a time (`page`, `pageSize` up to 100, default 50), filtered " +
      "by `status` and by `payment` (a billing's id).",
    access: "apiKey",
    errors: [],
    response: { items: [registered], page: 1, pageSize: 50, total: 1, pages: 1 }
  },
  "bureauDunnings.get": {
    tag: "Credit bureau",
    summary: "Read a dunning",
    description: "One dunning by id. 404 `NOT_FOUND` for an unknown id or another account's dunning.",
    access: "apiKey",
    errors: ["NOT_FOUND"],
    response: registered
  },
  "bureauDunnings.simulate": {
    tag: "Credit bureau",
    summary: "Check whether a billing can be dunned",
    description: `Reads only, charges nothing. ${eligibility} Answers \`eligible\`, every \`problem\` and the fee.`,
    access: "apiKey",
    errors: [],
    response: { payment: pending.payment, eligible: true, problems: [], fee: 12.9, amount: 150 }
  },
  "bureauReports.create": {
    tag: "Credit bureau",
    summary: "Ask the bureau for a credit report",
    description:
      "`customer`: a customer of the account; `cpfCnpj`: that customer's CPF or CNPJ (plain or masked). The bureau " +
      "answers at once with a score (0 to 1000), its risk band and the listings it holds on the document. The fee, " +
      "19.90 BRL, is charged from `withdrawable` with the report (400 `INSUFFICIENT_FUNDS` when short). Takes an " +
      "`Idempotency-Key`.",
    access: "apiKey",
    errors: ["INSUFFICIENT_FUNDS", "BUREAU_UNAVAILABLE"],
    request: { customer: report.customer, cpfCnpj: "529.982.247-25" },
    response: report
  },
  "bureauReports.list": {
    tag: "Credit bureau",
    summary: "List credit reports",
    description:
      "The account's reports, newest first, a page at a time (`page`, `pageSize` up to 100, default 50), filtered " +
      "by `customer` and `cpfCnpj`.",
    access: "apiKey",
    errors: [],
    response: { items: [report], page: 1, pageSize: 50, total: 1, pages: 1 }
  },
  "bureauReports.get": {
    tag: "Credit bureau",
    summary: "Read a credit report",
    description: "One report by id. 404 `NOT_FOUND` for an unknown id or another account's report.",
    access: "apiKey",
    errors: ["NOT_FOUND"],
    response: report
  },
  "sandboxBureau.register": control(
    "Register a dunning at the bureau",
    "Plays the bureau listing the debtor: a `PENDING` dunning is handed over first (a debtor named `refused` is " +
      "refused there: `CANCELED`), then `REGISTERED`. Again on a registered one answers it as it is.",
    registered,
    {}
  ),
  "sandboxBureau.settle": control(
    "Pay a dunning off",
    "Plays the debtor paying the debt off: a `REGISTERED` dunning is `PAID_OFF` and its listing removed. The " +
      "billing is not touched (the debt was paid outside the platform). Again answers it as it is.",
    { ...registered, status: "PAID_OFF", paidOffAt: "2026-11-27T15:00:00.000Z" },
    {}
  ),
  "sandboxBureau.cancel": control(
    "Cancel a dunning",
    "Withdraws a `PENDING`, `SENT` or `REGISTERED` dunning with `reason`: `CANCELED`; the fee is kept.",
    { ...pending, status: "CANCELED", cancelReason: "withdrawn", canceledAt: "2026-11-27T14:00:30.000Z" },
    { reason: "withdrawn" }
  )
}
