// A merchant's service calling the Trilho API through @trilho/client, on plain fetch: creates a PIX charge, then reads
// it back by id. Prints one JSON line; the install test checks it against the amounts it asked for.
import { createTrilhoClient } from "@trilho/client"

const [baseUrl, apiKey, amount] = process.argv.slice(2)
const client = createTrilhoClient({ baseUrl, apiKey })

const created = await client.POST("/v1/payment-pix/create", {
  body: { amount: Number(amount), description: "Install test charge", externalReference: `install-${Date.now()}` }
})
if (created.error !== undefined)
  throw new Error(`create answered ${created.response.status}: ${JSON.stringify(created.error)}`)

const read = await client.GET("/v1/payment-pix/get/{id}", { params: { path: { id: created.data.data.id } } })
if (read.error !== undefined) throw new Error(`get answered ${read.response.status}: ${JSON.stringify(read.error)}`)

const refused = await client.GET("/v1/payment-pix/get/{id}", { params: { path: { id: "pay_does_not_exist" } } })

console.log(
  JSON.stringify({
    resolved: import.meta.resolve("@trilho/client"),
    created: { status: created.response.status, data: created.data.data },
    read: { status: read.response.status, data: read.data.data },
    refused: { status: refused.response.status, error: refused.error }
  })
)
