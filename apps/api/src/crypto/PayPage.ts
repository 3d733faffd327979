import { Charges, Checkout, CryptoDeposits, PaymentLinks } from "@trilho/domain"
import { Effect, Option } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { SqlClient } from "effect/sql"
import { randomBytes } from "node:crypto"
import { pickLanguage } from "../charges/payPage/Messages.ts"
import { png } from "../pix/QrImage.ts"
import { isOpen, renderCryptoNotFound, renderCryptoPage } from "./payPage/Markup.ts"

/** The path of a deposit's hosted page under `PAY_URL` (the one the checkout's crypto rail links to). */
export const cryptoPagePath = PaymentLinks.Config.cryptoPagePath

/** The hosted page of a deposit: `<PAY_URL>/crypto/<id>`, from the charges' `PAY_URL`. */
export const cryptoPageUrlOf = (config: Charges.Config.ChargesConfigValue, depositId: string): string =>
  `${config.qrcodeUrlFor("").replace(new RegExp(`/${Charges.Config.payPagePath}/$`), "")}/${cryptoPagePath}/${depositId}`

/** The deposit an id names, whatever its account, with its merchant's name: the page is reached by the id alone. */
const findDeposit = (sql: SqlClient.SqlClient, deposits: CryptoDeposits.CryptoDeposits["Service"], id: string) =>
  Effect.gen(function* () {
    if (!/^cdp_[0-9A-Za-z]{26}$/.test(id)) return Option.none()
    const found = yield* deposits.findForPage(id).pipe(
      Effect.map(Option.some),
      Effect.catchTag("CryptoDepositNotFound", () => Effect.succeedNone)
    )
    if (Option.isNone(found)) return Option.none()
    const rows = yield* sql<{
      readonly name: string | null
    }>`SELECT name FROM accounts WHERE id = ${found.value.accountId}`
    return Option.some({ record: found.value, merchantName: rows[0]?.name ?? "" })
  })

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
const missing = HttpServerResponse.text("no such deposit", { status: 404, headers: { "cache-control": "no-store" } })

/** The page of the checkout session a deposit pays (its `externalReference` a session id), if it pays one. */
const purchaseUrlOf = (record: CryptoDeposits.CryptoDepositRecord) =>
  Effect.gen(function* () {
    const reference = record.externalReference
    if (reference === undefined || !reference.startsWith(`${Checkout.sessionIdPrefix}_`)) return undefined
    const session = yield* (yield* Checkout.Checkout).findPublic(reference).pipe(
      Effect.map(Option.some),
      Effect.catchTag("CheckoutSessionNotFound", () => Effect.succeedNone)
    )
    if (Option.isNone(session) || session.value.accountId !== record.accountId) return undefined
    const config = yield* PaymentLinks.Config.PaymentLinksConfig
    return config.sessionPageUrlFor(session.value.linkId, session.value.id)
  })

const serve = (sql: SqlClient.SqlClient, deposits: CryptoDeposits.CryptoDeposits["Service"], format: "html" | "png") =>
  Effect.gen(function* () {
    const params = yield* HttpRouter.params
    const request = yield* HttpServerRequest.HttpServerRequest
    const found = yield* findDeposit(sql, deposits, params.id ?? "")
    const lang = pickLanguage(
      new URL(request.url, "http://page").searchParams.get("lang") ?? undefined,
      request.headers["accept-language"]
    )
    const nonce = randomBytes(16).toString("base64")
    if (Option.isNone(found)) {
      if (format === "png") return missing
      return HttpServerResponse.html(renderCryptoNotFound(lang, nonce)).pipe(
        HttpServerResponse.setStatus(404),
        HttpServerResponse.setHeaders(pageHeaders(nonce))
      )
    }
    const { merchantName, record } = found.value
    if (format === "png") {
      if (!isOpen(record.status)) return missing
      return HttpServerResponse.uint8Array(yield* png(CryptoDeposits.toLeanCryptoDeposit(record).crypto.paymentUri), {
        contentType: "image/png",
        headers: { "cache-control": "no-store" }
      })
    }
    const purchaseUrl = isOpen(record.status) ? undefined : yield* purchaseUrlOf(record)
    return HttpServerResponse.html(renderCryptoPage(record, merchantName, lang, nonce, purchaseUrl)).pipe(
      HttpServerResponse.setHeaders(pageHeaders(nonce))
    )
  }).pipe(Effect.catch((error) => Effect.as(Effect.logWarning("crypto pay page failed", error), unavailable)))

/**
 * The hosted page of a crypto deposit under `PAY_URL`: `GET /crypto/{id}` (pt-BR by default, English with
 * `?lang=en` or `Accept-Language`) and `GET /crypto/{id}/qrcode.png`, the QR code of its payment URI while the
 * deposit is open. No API key: the deposit id (26 random characters) is the capability, as the PIX pay page's. The
 * deposit of a payment link's session links on to the session's page once it ended (the receipt once paid).
 */
export const layer = HttpRouter.use((router) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const deposits = yield* CryptoDeposits.CryptoDeposits
    const context = yield* Effect.context<Checkout.Checkout | PaymentLinks.Config.PaymentLinksConfig>()
    const served = (format: "html" | "png") => Effect.provide(serve(sql, deposits, format), context)
    yield* router.add("GET", `/${cryptoPagePath}/:id`, served("html"))
    yield* router.add("GET", `/${cryptoPagePath}/:id/qrcode.png`, served("png"))
  })
)
