/**
 * The pay page's time to first byte (bench/README.md, "Pay page"): `GET /pix/{id}` with a browser's `Accept`, from
 * the real API (`../api/apiServer.ts`, in its own process, on a database of its own), against a bare `node:http`
 * server answering the same bytes and headers (`bareServer.ts`). The ratio is a ceiling ratio: the bare server does
 * none of the work (no routing, no database read, no rendering), so it is the best node does for that answer here.
 */
import { AccountsSql, ApiKeysSql } from "@trilho/postgres"
import { Http } from "@trilho/api"
import { Config, Effect, Layer, Option } from "effect"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { makeBenchDatabase } from "../ledger/database.ts"
import { seedMerchant } from "../api/seed.ts"
import { startServer } from "../api/servers.ts"
import { BenchSetupError, runBench } from "../runBench.ts"
import { settings } from "./settings.ts"
import { type Batch, measure, navigationAccept, percentile } from "./ttfb.ts"

const requireDatabase = Effect.flatMap(Config.option(Config.String("DATABASE_URL")), (url) =>
  Option.isSome(url) && url.value.trim() !== ""
    ? Effect.void
    : new BenchSetupError({
        message:
          "DATABASE_URL is not set: this bench runs on PostgreSQL, where it creates (and drops) a database of its own, " +
          "e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:paypage"
      })
)

const promise = <A>(f: () => Promise<A>) =>
  Effect.tryPromise({ try: f, catch: (cause) => new BenchSetupError({ message: String(cause) }) })

/** A PENDING charge of the bench merchant, created through the API; its page's path, headers and body. */
const chargePage = (base: string, key: string) =>
  promise(async () => {
    const created = await fetch(`${base}/v1/payment-pix/create`, {
      method: "POST",
      headers: { "x-api-key": key, "content-type": "application/json" },
      body: JSON.stringify({ amount: 149.9, description: "Pedido 1042 — 2 camisetas", expirationSeconds: 604_800 })
    })
    const body = (await created.json()) as { data?: { qrcodeUrl?: string } }
    const qrcodeUrl = body.data?.qrcodeUrl
    if (created.status !== 200 || qrcodeUrl === undefined) throw new Error(`create: ${JSON.stringify(body)}`)
    const pagePath = new URL(qrcodeUrl).pathname
    const page = await fetch(base + pagePath, { headers: { accept: navigationAccept } })
    const headers: Record<string, string> = {}
    for (const name of ["content-type", "cache-control", "vary", "referrer-policy", "content-security-policy"]) {
      const value = page.headers.get(name)
      if (value !== null) headers[name] = value
    }
    if (!(headers["content-type"] ?? "").startsWith("text/html")) throw new Error(`page: ${headers["content-type"]}`)
    return { pagePath, headers, body: await page.text() }
  })

const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1)

const main = Effect.gen(function* () {
  yield* requireDatabase
  const s = yield* settings
  const levels = s.concurrency
    .split(",")
    .map((c) => Number(c.trim()))
    .filter((c) => Number.isInteger(c) && c > 0)
  const db = yield* makeBenchDatabase(s.url)
  const admin = Layer.succeedContext(yield* Layer.build(db.pool(2)))
  const [key] = yield* seedMerchant(1).pipe(
    Effect.provide(
      Layer.mergeAll(AccountsSql.layer, ApiKeysSql.layer, Http.layerServices).pipe(Layer.provideMerge(admin))
    )
  )
  const env = { BENCH_CHILD_DATABASE_URL: db.url, BENCH_POOL_SIZE: String(s.poolSize) }
  const api = yield* startServer({ name: "API", file: "apiServer.ts", env })
  const page = yield* chargePage(api.url, key!.secret)
  const dir = yield* Effect.acquireRelease(
    Effect.sync(() => fs.mkdtempSync(path.join(os.tmpdir(), "trilho-bench-paypage-"))),
    (dir) => Effect.sync(() => fs.rmSync(dir, { recursive: true, force: true }))
  )
  const file = path.join(dir, "page.json")
  fs.writeFileSync(file, JSON.stringify({ headers: page.headers, body: page.body }))
  const bare = yield* startServer({ name: "bare", file: "../paypage/bareServer.ts", env: { BENCH_PAGE_FILE: file } })
  const servers = [
    { name: "pay page (API)", url: api.url + page.pagePath, accept: navigationAccept },
    { name: "bare node:http, same bytes", url: bare.url + page.pagePath, accept: navigationAccept },
    // The same route answering JSON: the same lookup without the page's rendering (comparison only).
    { name: "same route, JSON (API)", url: api.url + page.pagePath, accept: "application/json" }
  ]
  console.log(`pay page: ${Buffer.byteLength(page.body)} bytes of HTML; ${s.rounds} rounds of ${s.requests} requests`)
  for (const server of servers) yield* promise(() => measure(server.url, s.warmup, 1, server.accept))

  const results = new Map<string, Array<Batch>>()
  for (let round = 1; round <= s.rounds; round++) {
    for (const concurrency of levels) {
      // Alternate which server goes first, so that a change of load weighs on both.
      const order = round % 2 === 1 ? servers : [...servers].reverse()
      for (const server of order) {
        const batch = yield* promise(() => measure(server.url, s.requests, concurrency, server.accept))
        const id = `${concurrency} ${server.name}`
        results.set(id, [...(results.get(id) ?? []), batch])
      }
    }
  }

  console.log("\n| concurrency | server | p50 ms | p90 ms | p99 ms | requests/s |")
  console.log("| ---: | --- | ---: | ---: | ---: | ---: |")
  const p50s = new Map<string, number>()
  for (const concurrency of levels) {
    for (const server of servers) {
      const batches = results.get(`${concurrency} ${server.name}`) ?? []
      const all = batches.flatMap((b) => b.ttfbMs)
      const seconds = batches.reduce((sum, b) => sum + b.seconds, 0)
      p50s.set(`${concurrency} ${server.name}`, percentile(all, 50))
      const cells = [50, 90, 99].map((p) => ms(percentile(all, p)))
      console.log(`| ${concurrency} | ${server.name} | ${cells.join(" | ")} | ${Math.round(all.length / seconds)} |`)
    }
  }
  console.log("")
  for (const concurrency of levels) {
    const ours = p50s.get(`${concurrency} ${servers[0]!.name}`)!
    const bareP50 = p50s.get(`${concurrency} ${servers[1]!.name}`)!
    console.log(
      `ceiling ratio at concurrency ${concurrency} (bare p50 / pay page p50): ${(bareP50 / ours).toFixed(2)} ` +
        `(pay page ${ms(ours)} ms, bare ${ms(bareP50)} ms, JSON ${ms(p50s.get(`${concurrency} ${servers[2]!.name}`)!)} ms)`
    )
  }
}).pipe(Effect.scoped)

runBench(main)
