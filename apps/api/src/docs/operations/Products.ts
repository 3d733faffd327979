import type { OperationDocs } from "../OperationDoc.ts"

const ebook = {
  id: "prd_01jd8x2k4m6n8p0r2t4v6x8z0a",
  name: "Curso de violão",
  sku: "CV-001",
  description: "Acesso ao curso completo",
  price: 97.9,
  status: "ACTIVE",
  deliveries: [
    { type: "LINK", redirectUrl: "https://example.com/curso" },
    { type: "TEXT_INFINITE", richContent: "<p>Bem-vindo! Assista à <b>aula 1</b> primeiro.</p>" },
    { type: "TEXT_LINES", linesAvailable: 2, linesSold: 0 }
  ],
  soldOut: false,
  createdAt: "2026-11-27T14:00:00.000Z",
  updatedAt: "2026-11-27T14:00:00.000Z"
}

const { price: _price, ...withoutPrice } = ebook

const notFound = "404 `NOT_FOUND` for an unknown id or another account's product."

const fields = [
  "`name` is required (at most 200 characters); `sku` (at most 64) is unique among the account's products " +
    "(409 `SKU_TAKEN`); `description` at most 2,000 characters; `price` in reais (omit it to sell at an open " +
    "value); `status` `ACTIVE` (default) or `INACTIVE`.",
  "`deliveries`: at most one of each type. `LINK` needs `redirectUrl`, an https URL. `TEXT_INFINITE` needs " +
    "`richContent`, HTML that is sanitized when written: formatting and http(s)/mailto links stay; scripts, event " +
    "handler attributes (`onerror=` …), styles and `javascript:` URLs are removed. `TEXT_LINES` takes `linesText`, " +
    "one code or key per line (blank lines are skipped, at most 500 characters a line, 10,000 lines a request); each " +
    "sale gets the oldest unused line, and a line is never sold twice. Every problem of the body is named at once " +
    "(400 `VALIDATION_ERROR`)."
].join("\n")

/** The product operations (`products/*`). */
export const productsDocs: OperationDocs = {
  "products.create": {
    tag: "Products",
    summary: "Create a product",
    description: `Adds a product to the account's catalogue.\n${fields}`,
    access: "apiKey",
    errors: ["SKU_TAKEN"],
    request: {
      name: "Curso de violão",
      sku: "CV-001",
      description: "Acesso ao curso completo",
      price: 97.9,
      deliveries: [
        { type: "LINK", redirectUrl: "https://example.com/curso" },
        { type: "TEXT_INFINITE", richContent: "<p>Bem-vindo! Assista à <b>aula 1</b> primeiro.</p>" },
        { type: "TEXT_LINES", linesText: "KEY-AAAA-0001\nKEY-AAAA-0002" }
      ]
    },
    response: ebook
  },
  "products.get": {
    tag: "Products",
    summary: "Read a product",
    description: `One product by id; a TEXT_LINES delivery shows \`linesAvailable\` and \`linesSold\`, never the lines, and \`soldOut\` is true when none is left. ${notFound}`,
    access: "apiKey",
    errors: ["NOT_FOUND"],
    response: ebook
  },
  "products.list": {
    tag: "Products",
    summary: "List products",
    description:
      "The account's products, newest first, a page at a time (`page`, `pageSize` up to 100, default 50), " +
      "filtered by `status` and by `search`, a case-insensitive substring of the name or the sku.",
    access: "apiKey",
    errors: [],
    response: { items: [ebook], page: 1, pageSize: 50, total: 1, pages: 1 }
  },
  "products.update": {
    tag: "Products",
    summary: "Update a product",
    description: [
      "Changes the fields sent and keeps the others; `null` clears `sku`, `description` or `price`. `deliveries` " +
        "replaces the list of rules; the `linesText` of a TEXT_LINES item adds its lines after the stock's (lines " +
        "already in the stock, sold or not, stay; a list without TEXT_LINES stops selling them until it is added " +
        "again).",
      `The same checks as create apply. ${notFound}`
    ].join("\n"),
    access: "apiKey",
    errors: ["NOT_FOUND", "SKU_TAKEN", "CONCURRENT_UPDATE"],
    request: {
      price: null,
      deliveries: [{ type: "TEXT_LINES", linesText: "KEY-AAAA-0003" }]
    },
    response: {
      ...withoutPrice,
      deliveries: [{ type: "TEXT_LINES", linesAvailable: 3, linesSold: 0 }],
      updatedAt: "2026-11-27T15:00:00.000Z"
    }
  },
  "products.delete": {
    tag: "Products",
    summary: "Delete a product",
    description: `Removes the product and its TEXT_LINES stock, and answers with the product as it was; its sku is free again. ${notFound}`,
    access: "apiKey",
    errors: ["NOT_FOUND"],
    response: ebook
  }
}
