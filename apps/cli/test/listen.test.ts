import { verify } from "@octokit/webhooks-methods"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { spawn } from "node:child_process"
import * as fs from "node:fs"
import * as http from "node:http"
import type { AddressInfo } from "node:net"
import * as os from "node:os"
import * as path from "node:path"
import { Webhook } from "standardwebhooks"
import { bin, startDev, waitUntil } from "./support.ts"

const key = `trl_live_${"ListenCli42".repeat(4)}`

interface Seen {
  readonly path: string
  readonly body: string
  readonly headers: http.IncomingHttpHeaders
}

/** A local receiver recording what reaches `/listen` (from `trilho listen`) and `/endpoint` (from the worker). */
const startReceiver = () =>
  new Promise<{ url: string; seen: Array<Seen>; close: () => void }>((resolve) => {
    const seen: Array<Seen> = []
    const server = http.createServer((req, res) => {
      const chunks: Array<Buffer> = []
      req.on("data", (c: Buffer) => chunks.push(c))
      req.on("end", () => {
        seen.push({ path: req.url ?? "", body: Buffer.concat(chunks).toString("utf8"), headers: req.headers })
        res.writeHead(req.url === "/listen" ? 202 : 200).end()
      })
    })
    server.listen(0, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        seen,
        close: () => {
          server.closeAllConnections()
          server.close()
        }
      })
    )
  })

const api = async (apiUrl: string, method: string, route: string, body?: unknown) => {
  const response = await fetch(`${apiUrl}${route}`, {
    method,
    headers: { "x-api-key": key, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
  const envelope = (await response.json()) as any
  expect(response.status, JSON.stringify(envelope)).toBe(200)
  return envelope.data
}

describe("trilho listen, and webhooks from trilho dev", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "trilho-listen-"))
  let dev: Awaited<ReturnType<typeof startDev>>
  let receiver: Awaited<ReturnType<typeof startReceiver>>

  beforeAll(async () => {
    receiver = await startReceiver()
    dev = await startDev(dataDir, { TRILHO_SANDBOX_API_KEY: key })
    await dev.started()
  }, 90_000)

  afterAll(async () => {
    receiver?.close()
    await dev?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it("forwards each new event signed with the secret it prints; dev's worker delivers to a real endpoint", async () => {
    const endpoint = await api(dev.apiUrl, "POST", "/v1/webhooks/create", {
      url: `${receiver.url}/endpoint`,
      description: "dev worker",
      events: ["payment.created", "payment.paid"]
    })
    const listen = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        bin,
        "listen",
        "--forward-to",
        `${receiver.url}/listen`,
        "--events",
        "payment.created,payment.paid",
        "--ws-url",
        `ws://127.0.0.1:${dev.gatewayPort}/v1`,
        "--api-url",
        dev.apiUrl,
        "--api-key",
        key
      ],
      { stdio: ["ignore", "pipe", "pipe"] }
    )
    let output = ""
    listen.stdout.on("data", (d) => (output += d))
    listen.stderr.on("data", (d) => (output += d))
    try {
      await waitUntil(() => output.includes("Ready!"), Date.now() + 60_000, `listen start: ${output}`)
      const secret = /whsec_[A-Za-z0-9+/=]+/.exec(output)![0]

      const charge = await api(dev.apiUrl, "POST", "/v1/payment-pix/create", { amount: 10, description: "listen" })
      await api(dev.apiUrl, "POST", `/v1/sandbox/payment-pix/${charge.id}/pay`, {})

      const forwarded = () => receiver.seen.filter((s) => s.path === "/listen")
      const delivered = () => receiver.seen.filter((s) => s.path === "/endpoint")
      // `listen` prints a line once the receiver has answered, so its output may trail the receiver's log.
      const printed = () => /--> payment\.paid evt_\d+ \[dlv_\w+\]\s+<-- 202/.test(output)
      await waitUntil(
        () => forwarded().length >= 2 && delivered().length >= 2 && printed(),
        Date.now() + 60_000,
        "forwarding"
      )

      expect(forwarded().map((s) => JSON.parse(s.body).event)).toEqual(["payment.created", "payment.paid"])
      for (const s of forwarded()) {
        const body = JSON.parse(s.body)
        expect(body.data.id).toBe(charge.id)
        expect(s.headers["x-service-delivery"]).toBe(body.id)
        expect(s.headers["x-service-event"]).toBe(body.event)
        expect(await verify(secret, s.body, s.headers["x-service-signature"] as string)).toBe(true)
        expect(new Webhook(secret).verify(s.body, s.headers as Record<string, string>)).toEqual(body)
      }
      // Each line names the delivery id of the body it forwarded, and the event id.
      for (const s of forwarded()) {
        const body = JSON.parse(s.body)
        expect(body.id).toMatch(/^dlv_\w+$/)
        const line = new RegExp(`--> ${body.event.replace(".", "\\.")} (evt_\\d+) \\[${body.id}\\]\\s+<-- 202`).exec(
          output
        )
        expect(line, output).not.toBeNull()
      }

      // The worker of `trilho dev` delivered the same events to the endpoint, in order, signed with its secret.
      expect(delivered().map((s) => JSON.parse(s.body).event)).toEqual(["payment.created", "payment.paid"])
      for (const s of delivered()) {
        expect(await verify(endpoint.secret, s.body, s.headers["x-service-signature"] as string)).toBe(true)
      }
    } finally {
      listen.kill("SIGTERM")
    }
  }, 180_000)
})
