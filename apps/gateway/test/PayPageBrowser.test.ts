import { HttpServer } from "effect/http"
import type { NetAddress } from "effect/net"
import { expect, layer } from "@effect/vitest"
import { PayRealtime } from "@trilho/api"
import { Notifier } from "@trilho/domain"
import { Effect, Layer } from "effect"
import * as net from "node:net"
import type { Browser } from "playwright-core"
import { messages } from "../../api/src/charges/payPage/Messages.ts"
import { haveChromium, launchBrowser, screenshot, viewports } from "../../api/test/browser.ts"
import { layerPageServer } from "../../api/test/pageServer.ts"
import { merchant } from "../../api/test/portal/support.ts"
import { startGateway, useTransport } from "./support.ts"

const pt = messages["pt-BR"]
const run = <A>(f: () => Promise<A>) => Effect.promise(f)

/** A port of 127.0.0.1 free a moment ago: the gateway's, known before the API that names it starts. */
const freePort = await new Promise<number>((resolve, reject) => {
  const server = net.createServer()
  server.once("error", reject)
  server.listen(0, "127.0.0.1", () => {
    const { port } = server.address() as net.AddressInfo
    server.close(() => resolve(port))
  })
})

const watchSecret = "pay-page-browser-watch-secret-0123456789"
const wsUrl = `ws://127.0.0.1:${freePort}/v1`

/** The API's pages told to follow charges on a gateway at `wsUrl`, which each test starts (or leaves down). */
const layerServer = layerPageServer.pipe(
  Layer.provideMerge(PayRealtime.layer({ wsUrl, watchSecret: new TextEncoder().encode(watchSecret) })),
  Layer.provideMerge(Notifier.layerMemory)
)

/** The merchant's API on the test server. */
const api = (base: string, key: string) => (method: string, path: string, body?: unknown) =>
  run(async () => {
    const response = await fetch(base + path, {
      method,
      headers: { "x-api-key": key, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) })
    })
    return { status: response.status, body: (await response.json()) as any }
  })

/** A payer's page on a charge, counting its `/status` polls and the frames its sockets receive. */
const openCharge = (browser: Browser, url: string) =>
  Effect.gen(function* () {
    const context = yield* run(() => browser.newContext({ viewport: viewports.phone, locale: "pt-BR" }))
    const page = yield* run(() => context.newPage())
    const watched = { polls: 0, frames: [] as Array<any>, sockets: 0, refused: [] as Array<string> }
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith("/status")) watched.polls++
    })
    page.on("websocket", (socket) => {
      watched.sockets++
      socket.on("framereceived", (frame) => watched.frames.push(JSON.parse(String(frame.payload))))
    })
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) watched.refused.push(message.text())
    })
    yield* run(() => page.goto(url))
    return { page, watched }
  })

layer(layerServer, { timeout: 120_000, excludeTestServices: true })("the pay page live through the gateway", (it) => {
  it.effect.skipIf(!haveChromium)(
    "the receipt arrives through the gateway, with no /status poll while the socket follows the charge",
    () =>
      Effect.gen(function* () {
        useTransport("ws")
        const gateway = yield* startGateway({ GATEWAY_PORT: String(freePort), REALTIME_WATCH_SECRET: watchSecret })
        expect(gateway.url).toBe(wsUrl)
        const address = (yield* HttpServer.HttpServer).address as NetAddress.InetAddress
        const base = `http://127.0.0.1:${address.port}`
        const call = api(base, yield* merchant("acc_paysocket"))
        const charge = (yield* call("POST", "/v1/payment-pix/create", { amount: 33.5, description: "Ao vivo" })).body
          .data
        const browser = yield* launchBrowser
        const { page, watched } = yield* openCharge(browser, `${base}/pix/${charge.id}`)
        yield* run(() => page.waitForSelector("#code"))
        // Followed: the gateway took the page's token and subscribed it to its charge.
        const deadline = Date.now() + 10_000
        while (!watched.frames.some((f) => f.event === "subscribed") && Date.now() < deadline) {
          yield* Effect.sleep("20 millis")
        }
        expect(watched.frames.slice(0, 2)).toEqual([
          { event: "authenticated", version: 1, watch: charge.id },
          { event: "subscribed", paymentId: charge.id }
        ])
        const paid = yield* call("POST", `/v1/sandbox/payment-pix/${charge.id}/pay`, {
          payer: { name: "Bia Pagadora", document: "529.982.247-25" }
        })
        expect(paid.status, JSON.stringify(paid.body)).toBe(200)
        yield* run(() => page.waitForSelector("#outcome", { timeout: 15_000 }))
        expect(yield* run(() => page.textContent("#outcome"))).toBe(pt.paidTitle)
        expect(watched.frames.find((f) => f.event === "payment.paid")).toMatchObject({
          data: { id: charge.id, status: "COMPLETED" }
        })
        // The receipt came through the socket: the page never needed its safety-net poll, and never reloaded.
        expect(watched.polls).toBe(0)
        expect(yield* run(() => page.evaluate("performance.getEntriesByType('navigation').length"))).toBe(1)
        expect(watched.refused).toEqual([])
        yield* run(() => screenshot(page, "paypage-receipt-live"))
      }).pipe(Effect.scoped)
  )

  it.effect.skipIf(!haveChromium)("with the gateway unreachable, the page polls and still turns into the receipt", () =>
    Effect.gen(function* () {
      const address = (yield* HttpServer.HttpServer).address as NetAddress.InetAddress
      const base = `http://127.0.0.1:${address.port}`
      const call = api(base, yield* merchant("acc_paypolls"))
      const charge = (yield* call("POST", "/v1/payment-pix/create", { amount: 8, description: "Sem gateway" })).body
        .data
      const browser = yield* launchBrowser
      const { page, watched } = yield* openCharge(browser, `${base}/pix/${charge.id}`)
      yield* run(() => page.waitForSelector("#code"))
      expect(yield* run(() => page.getAttribute("#pay", "data-ws-url"))).toBe(wsUrl)
      const paid = yield* call("POST", `/v1/sandbox/payment-pix/${charge.id}/pay`, {})
      expect(paid.status, JSON.stringify(paid.body)).toBe(200)
      yield* run(() => page.waitForSelector("#outcome", { timeout: 15_000 }))
      expect(yield* run(() => page.textContent("#outcome"))).toBe(pt.paidTitle)
      expect(watched.sockets).toBeGreaterThan(0)
      expect(watched.frames).toEqual([])
      expect(watched.polls).toBeGreaterThan(0)
      expect(yield* run(() => page.evaluate("performance.getEntriesByType('navigation').length"))).toBe(1)
      expect(watched.refused).toEqual([])
    }).pipe(Effect.scoped)
  )
})
