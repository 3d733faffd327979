import type { OperationDocs } from "../OperationDoc.ts"

const maria = {
  id: "cus_01jd8x2k4m6n8p0r2t4v6x8z0a",
  name: "Maria Souza",
  email: "maria@example.com",
  document: "52998224725",
  type: "PF",
  status: "active",
  phone: "+5511987654321",
  whatsapp: "+5511987654321",
  city: "São Paulo",
  state: "SP",
  transactions: 0,
  volume: 0,
  createdAt: "2026-11-27T14:00:00.000Z",
  updatedAt: "2026-11-27T14:00:00.000Z"
}

const { city: _city, ...withoutCity } = maria

const notFound =
  "404 `NOT_FOUND` (with `success: false`) for an unknown id, another account's customer or a deleted one."

const fieldRules =
  "`document` is a CPF or a CNPJ (numeric or alphanumeric) with valid check digits, plain or masked, stored " +
  "without the mask; `type` (`PF` for a CPF, `PJ` for a CNPJ) must agree with it and is taken from it when omitted; " +
  "`email` is stored in lower case; `phone` and `whatsapp` are Brazilian numbers stored as `+55…`; `state` is a UF " +
  "code. `status` takes `Ativo`/`Inativo`/`Bloqueado` or `active`/`inactive`/`blocked` and is answered in English. " +
  "Every problem of the body is named at once (400 `VALIDATION_ERROR`); unknown fields are refused."

/** The customer operations (`customers/*`). */
export const customersDocs: OperationDocs = {
  "customers.create": {
    tag: "Customers",
    summary: "Create a customer",
    description: [
      `A customer of the store: \`name\`, \`email\` and \`document\` required. ${fieldRules}`,
      "A document is unique among the account's customers: a second customer with it is 409 " +
        "`CUSTOMER_DOCUMENT_TAKEN`, whose message names the existing customer's id. `transactions` and `volume` " +
        "(reais) start at 0 and count the purchases paid by the customer; no request writes them."
    ].join("\n"),
    access: "apiKey",
    errors: ["CUSTOMER_DOCUMENT_TAKEN"],
    request: {
      name: "Maria Souza",
      email: "Maria@Example.com",
      document: "529.982.247-25",
      status: "Ativo",
      phone: "(11) 98765-4321",
      whatsapp: "11 98765-4321",
      city: "São Paulo",
      state: "SP"
    },
    response: maria
  },
  "customers.get": {
    tag: "Customers",
    summary: "Read a customer",
    description: `One customer by id, with its metrics. ${notFound}`,
    access: "apiKey",
    errors: ["NOT_FOUND"],
    response: maria
  },
  "customers.list": {
    tag: "Customers",
    summary: "List customers",
    description:
      "The account's customers, newest first, paged (`page` from 1, `pageSize` 1 to 100, default 50) as " +
      "`{items, page, pageSize, total, pages}`. `search` is a case-insensitive part of the name or e-mail, or a part " +
      "of the document written with or without its mask (`529.982`, `529982`); `status` in either language.",
    access: "apiKey",
    errors: [],
    response: { items: [maria], page: 1, pageSize: 50, total: 1, pages: 1 }
  },
  "customers.update": {
    tag: "Customers",
    summary: "Update a customer",
    description: [
      `Changes the fields the body names, each checked as on create; \`null\` clears \`phone\`, \`whatsapp\`, \`city\` or \`state\`. ${fieldRules}`,
      "A new document takes its own type (a `type` sent with it must agree); a document another customer has is 409 " +
        `\`CUSTOMER_DOCUMENT_TAKEN\`. The metrics are read-only. ${notFound}`
    ].join("\n"),
    access: "apiKey",
    errors: ["NOT_FOUND", "CUSTOMER_DOCUMENT_TAKEN", "CONCURRENT_UPDATE"],
    request: { status: "Bloqueado", city: null },
    response: { ...withoutCity, status: "blocked", updatedAt: "2026-11-28T10:00:00.000Z" }
  },
  "customers.delete": {
    tag: "Customers",
    summary: "Delete a customer",
    description:
      "Deletes the customer and answers it as it was. The customer leaves every read and list and its document is " +
      "free for a new customer; its past purchases keep their record. " +
      notFound,
    access: "apiKey",
    errors: ["NOT_FOUND"],
    response: maria
  }
}
