import { Billing, SandboxClock } from "@trilho/domain"
import { Clock, Effect, Option } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { SqlClient } from "effect/sql"
import { randomBytes } from "node:crypto"
import { type Language, pickLanguage } from "../charges/payPage/Messages.ts"
import { slipViewOf } from "./slip/FromBilling.ts"
import { renderSlip, renderSlipNotFound } from "./slip/Markup.ts"
import { renderSlipPdf } from "./slip/Pdf.ts"

/** The path of a billing's slip under `PAY_URL` (`bankSlipUrl`). */
export const slipPagePath = Billing.BillingsConfig.bankSlipPath

/** The PDF's suffix on the slip's address: `<PAY_URL>/b/<id>.pdf`. */
const pdfSuffix = ".pdf"

const pageHeaders = (nonce: string) => ({
  "cache-control": "no-store",
  vary: "Accept-Language",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "content-security-policy":
    `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self'; base-uri 'none'; form-action 'none'; ` +
    "frame-ancestors 'none'"
})

const unavailable = HttpServerResponse.text("storage unavailable", { status: 503 })
const missingPdf = HttpServerResponse.text("no such boleto", { status: 404, headers: { "cache-control": "no-store" } })

const notFound = (lang: Language, pdf: boolean) => {
  if (pdf) return missingPdf
  const nonce = randomBytes(16).toString("base64")
  return HttpServerResponse.html(renderSlipNotFound(lang, nonce)).pipe(
    HttpServerResponse.setStatus(404),
    HttpServerResponse.setHeaders(pageHeaders(nonce))
  )
}

/** The slip of the BOLETO billing an id names, whatever its account, with its merchant's name: the id is the key. */
const findSlip = (sql: SqlClient.SqlClient, store: Billing.BillingStore["Service"], id: string, lang: Language) =>
  Effect.gen(function* () {
    if (!/^bil_[0-9A-Za-z]{26}$/.test(id)) return Option.none()
    const found = yield* store.findByBillingId(id)
    if (Option.isNone(found)) return Option.none()
    const rows = yield* sql<{ readonly name: string }>`SELECT name FROM accounts WHERE id = ${found.value.accountId}`
    const now = new Date(yield* Clock.currentTimeMillis)
    return Option.fromUndefinedOr(slipViewOf(found.value, rows[0]?.name ?? "", lang, now))
  }).pipe(SandboxClock.withSandboxTime)

const serve = (sql: SqlClient.SqlClient, store: Billing.BillingStore["Service"]) =>
  Effect.gen(function* () {
    const params = yield* HttpRouter.params
    const request = yield* HttpServerRequest.HttpServerRequest
    const lang = pickLanguage(
      new URL(request.url, "http://page").searchParams.get("lang") ?? undefined,
      request.headers["accept-language"]
    )
    const raw = params.id ?? ""
    const pdf = raw.endsWith(pdfSuffix)
    const found = yield* findSlip(sql, store, pdf ? raw.slice(0, -pdfSuffix.length) : raw, lang)
    if (Option.isNone(found)) return notFound(lang, pdf)
    if (pdf) {
      return HttpServerResponse.uint8Array(yield* renderSlipPdf(found.value), {
        contentType: "application/pdf",
        headers: {
          "cache-control": "no-store",
          "x-content-type-options": "nosniff",
          "content-disposition": `inline; filename="boleto-${found.value.billingId}.pdf"`
        }
      })
    }
    const nonce = randomBytes(16).toString("base64")
    return HttpServerResponse.html(renderSlip(found.value, nonce)).pipe(
      HttpServerResponse.setHeaders(pageHeaders(nonce))
    )
  }).pipe(Effect.catch((error) => Effect.as(Effect.logWarning("boleto slip page failed", error), unavailable)))

/**
 * A boleto billing's slip under `PAY_URL`: `GET /b/{id}`, the printable page (pt-BR by default, English with
 * `?lang=en` or `Accept-Language`), and `GET /b/{id}.pdf`, the same slip as a PDF. No API key: the billing id (26
 * random characters) is the capability, as the pay pages'. An unknown id, or a billing paid by another method, is a
 * 404 page.
 */
export const layer = HttpRouter.use((router) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const store = yield* Billing.BillingStore
    const context = yield* Effect.context<SandboxClock.SandboxClock>()
    yield* router.add("GET", `/${slipPagePath}/:id`, Effect.provide(serve(sql, store), context))
  })
)
