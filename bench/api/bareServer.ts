/**
 * Child process of the API bench: the baselines on bare `node:http`, no framework.
 * - `GET /v1/payment-pix/get/{id}` runs the SQL the API runs for that request, in the same order, on a `pg` pool of
 *   the same size: the key by the SHA-256 of `X-API-Key` (kept for up to a second, as the API keeps it), the
 *   rate-limit counter of the key's window (a block of counts at a time, as the API reserves them), the charge of the
 *   key's account. It checks nothing else (no permission, allowlist or limit decision, no body schema) and
 *   answers the row in the success envelope.
 * - `GET /v1/constant` answers a constant body in the success envelope, with a request id, like the HttpApi app of
 *   `constServer.ts`.
 */
import { createHash, randomUUID } from "node:crypto"
import { createServer, type ServerResponse } from "node:http"
import pg from "pg"
import { Auth } from "@trilho/domain"
import { listenForProfiling } from "./child.ts"
import { apiKeyColumns, chargeColumns, rateLimitHitSql, windowMs } from "./sql.ts"

const databaseUrl = process.env["BENCH_CHILD_DATABASE_URL"]
const poolSize = Number(process.env["BENCH_POOL_SIZE"])
if (databaseUrl === undefined || !Number.isInteger(poolSize) || poolSize < 1) {
  throw new Error("BENCH_CHILD_DATABASE_URL and BENCH_POOL_SIZE are required")
}
const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, application_name: "trilho-bench-bare" })

const send = (response: ServerResponse, status: number, data: unknown) => {
  const requestId = randomUUID()
  const text = JSON.stringify(
    status === 200 ? { success: true, message: "ok", data, requestId } : { success: false, message: data, requestId }
  )
  response.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
    "x-request-id": requestId
  })
  response.end(text)
}

const getPrefix = "/v1/payment-pix/get/"

interface KeyRow {
  readonly id: string
  readonly account_id: string
  readonly requests_per_minute: number
}

const reservations = new Auth.RateLimit.Reservations()

/** The request's count in its window, reserved a block at a time as the API does. */
const countOf = async (key: KeyRow, windowStartMs: number): Promise<number> => {
  const subject = `key:${key.id}`
  const reserved = reservations.take(subject, windowStartMs)
  if (reserved !== undefined) return reserved
  const size = Auth.RateLimit.reservationSize(Number(key.requests_per_minute))
  const rows = await pool.query(rateLimitHitSql, [subject, new Date(windowStartMs), size])
  return reservations.add(subject, windowStartMs, Number(rows.rows[0].count), size)
}

/** Keys looked up in the last second, by hash: the API reads a key at most once a second per process. */
const keys = new Map<string, { readonly key: KeyRow | undefined; readonly atMs: number }>()

const keyOf = async (hashHex: string): Promise<KeyRow | undefined> => {
  const known = keys.get(hashHex)
  if (known !== undefined && Date.now() - known.atMs < 1_000) return known.key
  const rows = await pool.query(`SELECT ${apiKeyColumns} FROM api_keys WHERE hash_hex = $1`, [hashHex])
  const key = rows.rows[0] as KeyRow | undefined
  keys.set(hashHex, { key, atMs: Date.now() })
  return key
}

const getCharge = async (id: string, secret: string, response: ServerResponse) => {
  const key = await keyOf(createHash("sha256").update(secret).digest("hex"))
  if (key === undefined) return send(response, 401, "unknown key")
  const nowMs = Date.now()
  await countOf(key, nowMs - (nowMs % windowMs))
  const charges = await pool.query(`SELECT ${chargeColumns} FROM pix_charges WHERE account_id = $1 AND id = $2`, [
    key.account_id,
    id
  ])
  if (charges.rows[0] === undefined) return send(response, 404, "not found")
  send(response, 200, charges.rows[0])
}

const server = createServer((request, response) => {
  const url = request.url ?? ""
  if (url === "/v1/constant") return send(response, 200, { status: "ok" })
  if (request.method === "GET" && url.startsWith(getPrefix)) {
    const secret = request.headers["x-api-key"]
    if (typeof secret !== "string") return send(response, 401, "no key")
    getCharge(decodeURIComponent(url.slice(getPrefix.length)), secret.trim(), response).catch((error: unknown) =>
      send(response, 503, String(error))
    )
    return
  }
  send(response, 404, "no such route")
})

server.keepAliveTimeout = 60_000
server.listen(0, "127.0.0.1", () => {
  const address = server.address()
  if (address !== null && typeof address === "object" && process.connected) {
    process.send?.({ listening: address.port })
  }
})
const stop = () => {
  server.close()
  server.closeAllConnections()
  void pool.end().then(() => process.exit(0))
}
process.once("SIGTERM", stop)
process.once("SIGINT", stop)
// Gone with the bench: when the parent goes away, the IPC channel closes.
process.once("disconnect", () => process.exit(0))
listenForProfiling()
