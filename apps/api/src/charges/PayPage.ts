import { Charges, Checkout, Crypto, Ledger, Money, Realtime, SandboxClock, SessionStore } from "@trilho/domain"
import { Clock, Effect, Option } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { SqlClient } from "effect/sql"
import { randomBytes } from "node:crypto"
import { png } from "../pix/QrImage.ts"
import { type PayLive, render, renderNotFound } from "./payPage/Markup.ts"
import { pickLanguage } from "./payPage/Messages.ts"
import { negotiate } from "./payPage/Negotiate.ts"
import { stateOf, statusOf, viewOf } from "./payPage/View.ts"
import { connectSourceOf, fromContextOrConfig, type PayRealtimeShape } from "./PayRealtime.ts"

/** The charge an id names, whatever its account, with its merchant's name: the pay page is reached by the id alone. */
const findCharge = (sql: SqlClient.SqlClient, charges: Charges.Charges["Service"], id: string) =>
  Effect.gen(function* () {
    if (!/^pix_[0-9A-Za-z]{26}$/.test(id)) return Option.none()
    const rows = yield* sql<{ readonly accountId: string; readonly merchantName: string | null }>`
      SELECT c.account_id AS "accountId", a.name AS "merchantName"
      FROM pix_charges c LEFT JOIN accounts a ON a.id = c.account_id WHERE c.id = ${id}`
    if (rows[0] === undefined) return Option.none()
    const record = yield* charges.findById(Ledger.AccountId.make(rows[0].accountId), id)
    return Option.some({ record, merchantName: rows[0].merchantName ?? "" })
  })

/** What a payer's app reads at the charge's location: the amount, what it is for, and the code while payable. */
export const payloadOf = (record: Charges.ChargeRecord) => ({
  id: record.id,
  txid: record.txid,
  status: record.status,
  amount: Money.toReais(record.amountCentavos),
  currency: record.currency,
  description: record.description,
  ...(record.status === "PENDING" ? { copyPaste: record.copyPaste } : {}),
  expiresAt: record.expiresAt.toISOString()
})

const notFound = HttpServerResponse.jsonUnsafe(
  { success: false, message: "no such charge", error: { code: "NOT_FOUND", statusCode: 404 } },
  { status: 404, headers: { "cache-control": "no-store", vary: "Accept" } }
)

const unavailable = HttpServerResponse.jsonUnsafe(
  { success: false, message: "storage unavailable", error: { code: "STORAGE_UNAVAILABLE", statusCode: 503 } },
  { status: 503 }
)

/**
 * The page runs only its own script and styles (by nonce), loads images and polls only from its own origin, and opens
 * a socket only to the gateway's (`connectSource`, when pages follow their charge live).
 */
const pageHeaders = (nonce: string, connectSource?: string) => ({
  "cache-control": "no-store",
  vary: "Accept, Accept-Language",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "content-security-policy":
    `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; img-src 'self'; ` +
    `connect-src 'self'${connectSource === undefined ? "" : ` ${connectSource}`}; base-uri 'none'; form-action 'none'; ` +
    "frame-ancestors 'none'"
})

type Format = "negotiate" | "png" | "status"

/** What a paid charge of a payment-link checkout delivers: its session's deliveries, once the session is paid. */
const deliveriesOf = (sessions: SessionStore.SessionStore["Service"], record: Charges.ChargeRecord) =>
  record.status !== "COMPLETED" || !Checkout.isSessionCharge(record)
    ? Effect.succeed([])
    : Effect.map(sessions.findById(record.accountId, record.externalReference!), (found) =>
        Option.isSome(found) ? Checkout.visibleDeliveries(found.value) : []
      )

/**
 * Where a pending charge's page follows it live: the gateway's URL and a watch token for the charge, valid until its
 * expiry plus a margin (capped at a day), by the real clock the gateways check it with. None without a gateway URL, or
 * once the token could not outlive its minting.
 */
const liveOf = (realtime: PayRealtimeShape, crypto: Crypto.Crypto["Service"], record: Charges.ChargeRecord) =>
  Effect.gen(function* () {
    if (realtime.wsUrl === undefined || realtime.watchSecret === undefined) return undefined
    const nowMs = yield* Clock.currentTimeMillis
    const expiresAtMs = Realtime.WatchTokens.expiryFor(record.expiresAt.getTime(), nowMs)
    if (expiresAtMs <= nowMs) return undefined
    const claims = { paymentId: record.id, accountId: record.accountId, expiresAtMs }
    if (!Realtime.WatchTokens.isValidClaims(claims)) return undefined
    const watchToken = yield* Realtime.WatchTokens.mint(realtime.watchSecret, claims).pipe(
      Effect.provideService(Crypto.Crypto, crypto)
    )
    return { wsUrl: realtime.wsUrl, watchToken } satisfies PayLive
  })

const serve = (
  sql: SqlClient.SqlClient,
  charges: Charges.Charges["Service"],
  sessions: SessionStore.SessionStore["Service"],
  sandbox: SandboxClock.SandboxClock["Service"],
  live: { readonly realtime: PayRealtimeShape; readonly crypto: Crypto.Crypto["Service"] },
  format: Format
) =>
  Effect.gen(function* () {
    const params = yield* HttpRouter.params
    const request = yield* HttpServerRequest.HttpServerRequest
    const found = yield* findCharge(sql, charges, params.id ?? "")
    const wanted = format === "negotiate" ? negotiate(request.headers.accept) : format
    const lang = () =>
      pickLanguage(
        new URL(request.url, "http://page").searchParams.get("lang") ?? undefined,
        request.headers["accept-language"]
      )
    if (Option.isNone(found)) {
      if (wanted !== "html") return notFound
      const nonce = randomBytes(16).toString("base64")
      return HttpServerResponse.html(renderNotFound(lang(), nonce)).pipe(
        HttpServerResponse.setStatus(404),
        HttpServerResponse.setHeaders(pageHeaders(nonce))
      )
    }
    const { merchantName, record } = found.value
    if (wanted === "status") {
      return HttpServerResponse.jsonUnsafe(statusOf(record), { headers: { "cache-control": "no-store" } })
    }
    if (wanted === "json") return HttpServerResponse.jsonUnsafe(payloadOf(record), { headers: { vary: "Accept" } })
    if (wanted === "png") {
      if (record.status !== "PENDING") return notFound
      return HttpServerResponse.uint8Array(yield* png(record.copyPaste), {
        contentType: "image/png",
        headers: { "cache-control": "no-store", vary: "Accept" }
      })
    }
    const nowMs = yield* SandboxClock.withSandboxTime(Clock.currentTimeMillis).pipe(
      Effect.provideService(SandboxClock.SandboxClock, sandbox)
    )
    const view = viewOf(record, merchantName, yield* deliveriesOf(sessions, record))
    const state = stateOf(view, nowMs)
    const following = state === "pending" ? yield* liveOf(live.realtime, live.crypto, record) : undefined
    const nonce = randomBytes(16).toString("base64")
    return HttpServerResponse.html(render(view, state, lang(), nonce, nowMs, following)).pipe(
      HttpServerResponse.setHeaders(
        pageHeaders(nonce, following === undefined ? undefined : connectSourceOf(following.wsUrl))
      )
    )
  }).pipe(Effect.catch((error) => Effect.as(Effect.logWarning("pay page failed", error), unavailable)))

/**
 * The hosted pages of a charge under `PAY_URL` (by default the API itself). `GET /pix/{id}` is the charge's location
 * and `qrcodeUrl`, negotiated on `Accept` (docs/decisions.md, "Pay page content negotiation"): a browser gets the
 * pay page, an `<img>` the QR image, anything else the payload JSON. `GET /pix/{id}/qrcode.png` is the QR image;
 * `GET /pix/{id}/status` the lean status the page polls. No API key: a QR code is shown to payers, and the charge id
 * (26 random characters) is the capability. Only a PENDING charge has an image; the payload shows the code only while
 * PENDING. With a gateway URL (`PayRealtime`), a pending charge's page carries a payment watch token and follows the
 * charge on the gateway, polling as the fallback.
 */
export const layer = HttpRouter.use((router) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const charges = yield* Charges.Charges
    const sessions = yield* SessionStore.SessionStore
    const sandbox = yield* SandboxClock.SandboxClock
    const live = { realtime: yield* fromContextOrConfig, crypto: yield* Crypto.Crypto }
    yield* router.add("GET", "/pix/:id", serve(sql, charges, sessions, sandbox, live, "negotiate"))
    yield* router.add("GET", "/pix/:id/qrcode.png", serve(sql, charges, sessions, sandbox, live, "png"))
    yield* router.add("GET", "/pix/:id/status", serve(sql, charges, sessions, sandbox, live, "status"))
  })
)
