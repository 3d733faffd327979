import { Webhooks as Worker } from "@trilho/worker"
import { dispatchUntilCaughtUp } from "@trilho/postgres/testing"
import { Effect } from "effect"
import * as http from "node:http"
import type { AddressInfo } from "node:net"

/** The webhook worker's settings in the API's delivery tests: sandbox mode, short rounds. */
export const config: Worker.WebhooksConfig = {
  mode: "sandbox",
  timeoutMs: 2000,
  concurrency: 8,
  dispatchIntervalMs: 20,
  sendIntervalMs: 20,
  leaseMs: 30_000
}

/** Dispatcher rounds until the cursor reaches the newest outbox row. */
export const dispatchCaughtUp = dispatchUntilCaughtUp(Worker.dispatchAll)

/** Dispatches and sends until nothing is due. */
export const deliverAll = Effect.gen(function* () {
  yield* dispatchCaughtUp
  while ((yield* Worker.sendDueOnce("api-test", config)) > 0) {
    // next round: later events of a payment wait for the earlier ones
  }
})

/** A local receiver answering 200 and recording the bodies it got. */
export const receiver = Effect.acquireRelease(
  Effect.callback<{ url: string; bodies: Array<string>; server: http.Server }>((resume) => {
    const bodies: Array<string> = []
    const server = http.createServer((req, res) => {
      const chunks: Array<Buffer> = []
      req.on("data", (c: Buffer) => chunks.push(c))
      req.on("end", () => {
        bodies.push(Buffer.concat(chunks).toString("utf8"))
        res.writeHead(200).end()
      })
    })
    server.listen(0, "127.0.0.1", () =>
      resume(
        Effect.succeed({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, bodies, server })
      )
    )
  }),
  (r) =>
    Effect.callback<void>((resume) => {
      r.server.closeAllConnections()
      r.server.close(() => resume(Effect.void))
    })
)
