import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { insertKey, insertMerchant } from "../auth/server.ts"
import { call, layerServer } from "./server.ts"

const body = { url: "https://hooks.example.com/trilho", description: "orders", events: ["*"] }

layer(layerServer("live"), { timeout: 120_000, excludeTestServices: true })("webhook URLs in live mode", (it) => {
  it.effect("HTTPS only; no loopback allowance; every resolved address is checked, literal IPs directly", () =>
    Effect.gen(function* () {
      yield* insertMerchant("acc_wh_live")
      const key = (yield* insertKey("acc_wh_live", ["webhooks/create", "webhooks/update"])).secret
      const create = (url: string) => call("POST", "/v1/webhooks/create", { key, body: { ...body, url } })
      const accepted = yield* create("https://hooks.example.com/trilho")
      expect(accepted.status).toBe(200)
      expect((yield* create("https://93.184.216.34:8443/x")).status).toBe(200)
      for (const [url, code] of [
        ["http://localhost:3000/webhooks", "INVALID_WEBHOOK_URL"],
        ["http://127.0.0.1/x", "INVALID_WEBHOOK_URL"],
        ["http://hooks.example.com/x", "INVALID_WEBHOOK_URL"],
        ["https://user:secret@hooks.example.com/x", "INVALID_WEBHOOK_URL"],
        ["https://localhost/x", "WEBHOOK_ADDRESS_FORBIDDEN"],
        ["https://127.0.0.1/x", "WEBHOOK_ADDRESS_FORBIDDEN"],
        ["https://2130706433/x", "WEBHOOK_ADDRESS_FORBIDDEN"],
        ["https://[::1]/x", "WEBHOOK_ADDRESS_FORBIDDEN"],
        ["https://[::ffff:10.0.0.1]/x", "WEBHOOK_ADDRESS_FORBIDDEN"],
        ["https://169.254.169.254/latest/meta-data", "WEBHOOK_ADDRESS_FORBIDDEN"],
        ["https://[fd00:ec2::254]/", "WEBHOOK_ADDRESS_FORBIDDEN"],
        ["https://100.64.1.1/", "WEBHOOK_ADDRESS_FORBIDDEN"],
        ["https://split.example.com/x", "WEBHOOK_ADDRESS_FORBIDDEN"],
        ["https://metadata.example.com/x", "WEBHOOK_ADDRESS_FORBIDDEN"],
        ["https://mapped.example.com/x", "WEBHOOK_ADDRESS_FORBIDDEN"],
        ["https://unknown.example.com/x", "WEBHOOK_HOST_UNRESOLVABLE"]
      ] as const) {
        const answer = yield* create(url)
        expect(answer.status, url).toBe(400)
        expect(answer.body, url).toMatchObject({ success: false, error: { code, statusCode: 400 } })
      }
      const id = accepted.body.data.item.id
      const moved = yield* call("PATCH", `/v1/webhooks/update/${id}`, { key, body: { url: "http://localhost:3000/x" } })
      expect(moved.body.error.code).toBe("INVALID_WEBHOOK_URL")
    })
  )
})
