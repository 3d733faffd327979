import type { Target } from "../api/load.ts"
import { merchantEmail, merchantSecret } from "./seed.ts"
import type { Workload } from "./sql.ts"

const randomInt = (below: number) => Math.floor(Math.random() * below)

/**
 * `POST /v1/transfer-internal/create` of 1.00 to 10.00 with a unique `externalReference`, sent with the sender's key:
 * random pairs among the merchants (spread) or every merchant but 0 into merchant 0 (hot). Only a transfer completed
 * counts (a 2xx with `"internal transfer completed"`); refusals are counted apart by status and code.
 */
export const transfer = (workload: Workload, prefix: string): Target => {
  let sequence = 0
  const n = workload.merchants
  return {
    method: "POST",
    next: () => {
      const sender = workload.kind === "spread" ? randomInt(n) : 1 + randomInt(n - 1)
      const receiver = workload.kind === "spread" ? (sender + 1 + randomInt(n - 1)) % n : 0
      return {
        path: "/v1/transfer-internal/create",
        headers: { "x-api-key": merchantSecret(sender), "content-type": "application/json" },
        body: JSON.stringify({
          amount: (100 + randomInt(901)) / 100,
          recipientEmail: merchantEmail(receiver),
          externalReference: `${prefix}-${sequence++}`
        }),
        expect: (body) => body.startsWith('{"success":true,"message":"internal transfer completed"')
      }
    }
  }
}
