import type { OperationDoc, OperationDocs } from "../OperationDoc.ts"

const created = {
  id: "nfs_01jd8x2k4m6n8p0r2t4v6x8z0a",
  status: "CREATED",
  source: { type: "PIX_CHARGE", id: "pix_01jd8x2k4m6n8p0r2t4v6x8z0b" },
  amount: 100.01,
  issRate: 2.5,
  issAmount: 2.5,
  municipalServiceCode: "01.07",
  cityCode: "3550308",
  description: "Consultoria",
  taker: { name: "Maria da Silva", taxId: "12345678909" },
  createdAt: "2026-11-27T14:00:00.000Z",
  updatedAt: "2026-11-27T14:00:00.000Z"
}

const issued = {
  ...created,
  status: "ISSUED",
  number: "202612345678",
  verificationCode: "K7Q2M9XA",
  pdfUrl: "https://nfse.sandbox.invalid/3550308/202612345678.pdf",
  xmlUrl: "https://nfse.sandbox.invalid/3550308/202612345678.xml",
  issuedAt: "2026-11-27T14:01:10.000Z",
  submittedAt: "2026-11-27T14:00:10.000Z",
  updatedAt: "2026-11-27T14:01:10.000Z"
}

const config = { enabled: true, municipalServiceCode: "01.07", issRate: 2.5, cityCode: "3550308" }

const notFound = "404 `NOT_FOUND` for an unknown id or another account's invoice."

const control = (summary: string, description: string, response: unknown): OperationDoc => ({
  tag: "Sandbox",
  summary,
  description: `${description} An invoice already \`ISSUED\`, \`FAILED\` or \`CANCELLED\` is a 409 \`INVALID_STATE_TRANSITION\`. ${notFound} Sandbox mode only (elsewhere the route is a 404).`,
  access: "apiKey",
  errors: ["NOT_FOUND", "INVALID_STATE_TRANSITION", "FISCAL_ISSUER_UNAVAILABLE"],
  request: {},
  response
})

/** The fiscal invoice operations (`invoices/*`, `account/fiscal-config`) and the sandbox city's controls. */
export const invoicesDocs: OperationDocs = {
  "invoices.list": {
    tag: "Fiscal invoices",
    summary: "List fiscal invoices",
    description:
      "The account's invoices, newest first, a page at a time (`page`, `pageSize` up to 100, default 50), filtered " +
      "by `status` (`CREATED`, `PROCESSING`, `ISSUED`, `FAILED`, `CANCELLED`), `sourceType` (`PIX_CHARGE`, " +
      "`BILLING`) and `sourceId` (the charge's id: its invoice).",
    access: "apiKey",
    errors: [],
    response: { items: [issued], page: 1, pageSize: 50, total: 1, pages: 1 }
  },
  "invoices.get": {
    tag: "Fiscal invoices",
    summary: "Read a fiscal invoice",
    description:
      "One invoice by id: the service value (`amount`, the gross paid), the ISS (`issAmount` = `amount` × `issRate`, " +
      "rounded half up to the centavo), the taker (the payer, when known), and once `ISSUED` the city's `number`, " +
      `\`verificationCode\`, \`pdfUrl\` and \`xmlUrl\`; \`failureReason\` when \`FAILED\`. ${notFound}`,
    access: "apiKey",
    errors: ["NOT_FOUND"],
    response: issued
  },
  "invoices.fiscalConfig": {
    tag: "Fiscal invoices",
    summary: "Read the fiscal configuration",
    description:
      "Whether automatic issuing is on, with the municipal service code (LC 116 list), the ISS rate (percent) and the " +
      "city's IBGE code that new invoices take.",
    access: "apiKey",
    errors: [],
    response: config
  },
  "invoices.updateFiscalConfig": {
    tag: "Fiscal invoices",
    summary: "Configure automatic fiscal issuing",
    description:
      "Changes the parts given; the others keep their values. `municipalServiceCode` is `NN.NN`, `issRate` a " +
      "percentage from 2 to 5 (at most 2 decimals), `cityCode` 7 digits. `enabled: true` needs the three parts " +
      "(sent now or set before); while it is off, a charge asking for an invoice (`emitFiscalInvoice`) is refused. " +
      "A 400 `VALIDATION_ERROR` names every problem, and then nothing changes. An invoice keeps the configuration " +
      "it was opened with.",
    access: "apiKey",
    errors: [],
    request: config,
    response: config
  },
  "sandboxInvoices.issue": control(
    "Issue a fiscal invoice now",
    "Plays the city: a `CREATED` invoice is submitted first (`invoice.processing`), then issued at once " +
      "(`invoice.issued`), unless the sandbox taker rule refuses it (a taker named with `refused`, or a tax id of " +
      "one repeated digit): then `FAILED`.",
    issued
  ),
  "sandboxInvoices.fail": control(
    "Fail a fiscal invoice",
    "Plays the city refusing the invoice: a `CREATED` one is refused at submission, a `PROCESSING` one when " +
      "polled; `FAILED` with `invoice.failed`.",
    { ...created, status: "FAILED", failureReason: "failed by a sandbox control", failedAt: created.updatedAt }
  )
}
