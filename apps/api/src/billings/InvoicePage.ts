import { Billing, BillingCards, Money, SandboxClock } from "@trilho/domain"
import { Effect, Option } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { randomBytes } from "node:crypto"
import { type Language, pickLanguage } from "../charges/payPage/Messages.ts"
import { escapeHtml } from "../charges/payPage/View.ts"
import { clientAddress } from "../auth/ClientAddress.ts"
import { AuthSettings } from "../auth/Settings.ts"
import { formBodyLengthMax } from "../checkout/LinkPage.ts"

/** The path of a CARD_DEBIT billing's invoice page under `PAY_URL` (`invoiceUrl`). */
export const invoicePagePath = Billing.BillingsConfig.invoicePath

const words = {
  "pt-BR": {
    title: "Fatura",
    due: "Vencimento",
    status: { PENDING: "Aguardando pagamento", OVERDUE: "Vencida", CONFIRMED: "Paga", RECEIVED: "Paga" },
    pay: "Pagar com cartão de débito",
    holder: "Nome no cartão",
    number: "Número do cartão",
    month: "Mês de validade",
    year: "Ano de validade",
    cvv: "Código de segurança",
    paid: "Pagamento confirmado.",
    closed: "Esta fatura não está aberta para pagamento.",
    declined: "Cartão recusado. Tente outro cartão.",
    invalid: "Confira os dados do cartão.",
    notFound: "Fatura não encontrada."
  },
  en: {
    title: "Invoice",
    due: "Due",
    status: { PENDING: "Awaiting payment", OVERDUE: "Overdue", CONFIRMED: "Paid", RECEIVED: "Paid" },
    pay: "Pay by debit card",
    holder: "Name on card",
    number: "Card number",
    month: "Expiry month",
    year: "Expiry year",
    cvv: "Security code",
    paid: "Payment confirmed.",
    closed: "This invoice is not open for payment.",
    declined: "Card declined. Try another card.",
    invalid: "Check the card's details.",
    notFound: "Invoice not found."
  }
} as const

type Words = (typeof words)[keyof typeof words]

/** The page runs no script, loads nothing but its own style (by nonce) and posts its form only to itself. */
const pageHeaders = (nonce: string) => ({
  "cache-control": "no-store",
  vary: "Accept-Language",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "content-security-policy":
    `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'self'; ` + "frame-ancestors 'none'"
})

const field = (name: string, label: string, autocomplete: string) =>
  `<label>${escapeHtml(label)} <input name="${name}" autocomplete="${autocomplete}" required></label>`

/** The billing's status in the payer's words (the others, closed ones, by their name). */
const statusWords = (w: Words, status: Billing.BillingRecord["status"]): string =>
  (w.status as Readonly<Record<string, string>>)[status] ?? status

/** The invoice: the amount and due date, and the card form while it is payable; `notice` above the form. */
const render = (record: Billing.BillingRecord | undefined, w: Words, lang: Language, notice?: string) => {
  const nonce = randomBytes(16).toString("base64")
  const head = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${w.title}</title>
<style nonce="${nonce}">body{font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
h1{font-size:1.4rem;overflow-wrap:anywhere}.amount{font-size:1.6rem;font-weight:bold}
.notice{color:#a00000;font-weight:bold}label{display:block;margin:.5rem 0}
input{display:block;box-sizing:border-box;width:100%;font-size:1rem;padding:.4rem}
button{font-size:1rem;padding:.5rem 1rem;margin-top:.5rem}</style>
</head><body>`
  const body =
    record === undefined
      ? `<h1>${w.notFound}</h1>`
      : `<h1>${w.title} ${escapeHtml(record.id)}</h1>
<p class="amount">${Money.formatBrl(record.amountCentavos)}</p>
<p class="due">${w.due}: ${escapeHtml(lang === "pt-BR" ? record.dueDate.split("-").reverse().join("/") : record.dueDate)}</p>
<p class="status" data-status="${record.status}">${statusWords(w, record.status)}</p>
${notice === undefined ? "" : `<p class="notice" role="alert">${escapeHtml(notice)}</p>`}
${
  Billing.isPayable(record)
    ? `<form method="post">${field("holderName", w.holder, "cc-name")}${field("number", w.number, "cc-number")}
${field("expiryMonth", w.month, "cc-exp-month")}${field("expiryYear", w.year, "cc-exp-year")}
${field("ccv", w.cvv, "cc-csc")}
<button type="submit">${w.pay}</button></form>`
    : `<p>${record.status === "CONFIRMED" || record.status === "RECEIVED" ? w.paid : w.closed}</p>`
}`
  return HttpServerResponse.html(`${head}${body}</body></html>`).pipe(
    HttpServerResponse.setStatus(record === undefined ? 404 : 200),
    HttpServerResponse.setHeaders(pageHeaders(nonce))
  )
}

const languageOf = (request: HttpServerRequest.HttpServerRequest): Language =>
  pickLanguage(
    new URL(request.url, "http://page").searchParams.get("lang") ?? undefined,
    request.headers["accept-language"]
  )

/**
 * A CARD_DEBIT billing's invoice page under `PAY_URL`: `GET /i/{id}` shows the amount and the debit card form while
 * payable; `POST /i/{id}` pays it (`CardBillings.payInvoice`: the card is tokenized at once, its number and CVV go no
 * further and are never written back into the page). No API key: the billing id is the capability, as the slip
 * page's. Another method's billing, or an unknown id, is a 404 page; a failure of the platform a 503, logged by its
 * tag only (never the form's content).
 */
export const layer = HttpRouter.use((router) =>
  Effect.gen(function* () {
    const billings = yield* BillingCards.CardBillings
    const store = yield* Billing.BillingStore
    const settings = yield* AuthSettings
    const context = yield* Effect.context<SandboxClock.SandboxClock>()
    const find = (id: string) =>
      /^bil_[0-9A-Za-z]{26}$/.test(id)
        ? Effect.map(store.findByBillingId(id), (o) =>
            Option.filter(o, (r) => r.method === "CARD_DEBIT").pipe(Option.getOrUndefined)
          )
        : Effect.succeed(undefined)
    const route = (post: boolean) =>
      Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        const id = (yield* HttpRouter.params).id ?? ""
        const lang = languageOf(request)
        const w = words[lang]
        const record = yield* find(id)
        if (!post || record === undefined) return render(record, w, lang)
        const text = yield* request.text
        if (text.length > formBodyLengthMax) return HttpServerResponse.text("form too large", { status: 413 })
        const form = Object.fromEntries(new URLSearchParams(text)) as Readonly<Record<string, string>>
        const creditCard = {
          holderName: form.holderName ?? "",
          number: form.number ?? "",
          expiryMonth: form.expiryMonth ?? "",
          expiryYear: form.expiryYear ?? "",
          ccv: form.ccv ?? ""
        }
        // The payer's address as the platform sees it (through `TRUSTED_PROXIES`), as the API's rate limit reads it.
        const remoteIp = clientAddress({
          remoteAddress: Option.getOrUndefined(request.remoteAddress),
          forwardedFor: request.headers["x-forwarded-for"],
          trustedProxies: settings.trustedProxies
        })
        return yield* billings.payInvoice(id, { creditCard, remoteIp }).pipe(
          Effect.map((paid) => render(paid.record, w, lang, paid.declined === undefined ? undefined : w.declined)),
          Effect.catchTags({
            InvalidBilling: () => Effect.succeed(render(record, w, lang, w.invalid)),
            BillingStatusConflict: () => Effect.map(find(id), (now) => render(now, w, lang))
          })
        )
      }).pipe(
        SandboxClock.withSandboxTime,
        Effect.provide(context),
        Effect.catch((error) =>
          Effect.as(
            Effect.logWarning("invoice page failed", (error as { readonly _tag?: string })._tag ?? "unknown"),
            HttpServerResponse.text("unavailable", { status: 503 })
          )
        )
      )
    yield* router.add("GET", `/${invoicePagePath}/:id`, route(false))
    yield* router.add("POST", `/${invoicePagePath}/:id`, route(true))
  })
)
