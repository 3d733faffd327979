import { Charges, Ledger, Money } from "@trilho/domain"
import { Effect, Option } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { SqlClient } from "effect/sql"
import { png } from "../pix/QrImage.ts"

/** The charge an id names, whatever its account: the pay page is reached by the unguessable id alone. */
const findCharge = (sql: SqlClient.SqlClient, charges: Charges.Charges["Service"], id: string) =>
  Effect.gen(function* () {
    if (!/^pix_[0-9A-Za-z]{26}$/.test(id)) return Option.none<Charges.ChargeRecord>()
    const rows = yield* sql<{
      readonly accountId: string
    }>`SELECT account_id AS "accountId" FROM pix_charges WHERE id = ${id}`
    if (rows[0] === undefined) return Option.none<Charges.ChargeRecord>()
    return Option.some(yield* charges.findById(Ledger.AccountId.make(rows[0].accountId), id))
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
  { status: 404 }
)

const unavailable = HttpServerResponse.jsonUnsafe(
  { success: false, message: "storage unavailable", error: { code: "STORAGE_UNAVAILABLE", statusCode: 503 } },
  { status: 503 }
)

const serve = (sql: SqlClient.SqlClient, charges: Charges.Charges["Service"], format: "negotiate" | "png") =>
  Effect.gen(function* () {
    const params = yield* HttpRouter.params
    const request = yield* HttpServerRequest.HttpServerRequest
    const found = yield* findCharge(sql, charges, params.id ?? "")
    if (Option.isNone(found)) return notFound
    const record = found.value
    const wantsPng = format === "png" || (request.headers.accept ?? "").includes("image/png")
    if (!wantsPng) return HttpServerResponse.jsonUnsafe(payloadOf(record))
    if (record.status !== "PENDING") return notFound
    return HttpServerResponse.uint8Array(yield* png(record.copyPaste), {
      contentType: "image/png",
      headers: { "cache-control": "no-store" }
    })
  }).pipe(Effect.catch((error) => Effect.as(Effect.logWarning("pay page failed", error), unavailable)))

/**
 * The hosted pages of a charge under `PAY_URL` (by default the API itself): `GET /pix/{id}` is the charge's location
 * (the payload JSON; with `Accept: image/png`, its QR image) and `qrcodeUrl`; `GET /pix/{id}/qrcode.png` is the QR
 * image. No API key: a QR code is shown to payers, and the charge id (26 random characters) is the capability. Only
 * a PENDING charge has an image; the payload shows the code only while PENDING.
 */
export const layer = HttpRouter.use((router) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const charges = yield* Charges.Charges
    yield* router.add("GET", "/pix/:id", serve(sql, charges, "negotiate"))
    yield* router.add("GET", "/pix/:id/qrcode.png", serve(sql, charges, "png"))
  })
)
