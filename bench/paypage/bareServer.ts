/**
 * Child process of the pay page bench: the baseline on bare `node:http`. It answers every request with the bytes and
 * headers of one pay page the API served (read from the file `BENCH_PAGE_FILE`, JSON `{ headers, body }`): no
 * routing, no database, no rendering, no framework: what this machine's node does at best for the same answer.
 */
import * as fs from "node:fs"
import { createServer } from "node:http"
import { listenForProfiling } from "../api/child.ts"

const file = process.env["BENCH_PAGE_FILE"]
if (file === undefined) throw new Error("BENCH_PAGE_FILE is required")
const page = JSON.parse(fs.readFileSync(file, "utf8")) as {
  readonly headers: Record<string, string>
  readonly body: string
}
const body = Buffer.from(page.body, "utf8")
const headers = { ...page.headers, "content-length": String(body.length) }

const server = createServer((request, response) => {
  request.resume()
  response.writeHead(200, headers)
  response.end(body)
})
server.keepAliveTimeout = 60_000
server.listen(0, "127.0.0.1", () => {
  const address = server.address()
  if (address !== null && typeof address === "object") process.send?.({ listening: address.port })
})
process.once("disconnect", () => process.exit(0))
listenForProfiling()
