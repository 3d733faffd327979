import type { Target } from "./load.ts"

const pick = <A>(items: ReadonlyArray<A>): A => items[Math.floor(Math.random() * items.length)]!

/** `GET /v1/payment-pix/get/{id}` on a charge drawn from `ids`, with a key drawn from `secrets`: 2xx with that charge. */
export const getCharge = (ids: ReadonlyArray<string>, secrets: ReadonlyArray<string>): Target => ({
  method: "GET",
  next: () => {
    const id = pick(ids)
    return {
      path: `/v1/payment-pix/get/${id}`,
      headers: { "x-api-key": pick(secrets) },
      expect: (body) => body.startsWith('{"success":true') && body.includes(`"id":"${id}"`)
    }
  }
})

/** The body of every create: no `externalReference`, so every request is a new charge. */
export const createBody = JSON.stringify({ amount: 12.34, description: "Pedido bench" })

/** `POST /v1/payment-pix/create` with a key drawn from `secrets`: 2xx with a charge created (not replayed). */
export const createCharge = (secrets: ReadonlyArray<string>): Target => ({
  method: "POST",
  next: () => ({
    path: "/v1/payment-pix/create",
    headers: { "x-api-key": pick(secrets), "content-type": "application/json" },
    body: createBody,
    expect: (body) =>
      body.startsWith('{"success":true,"message":"charge created"') && body.includes('"status":"PENDING"')
  })
})

/** `GET /v1/constant` of the bench's constant servers: 2xx with the constant. */
export const constant: Target = {
  method: "GET",
  next: () => ({
    path: "/v1/constant",
    headers: {},
    expect: (body) => body.startsWith('{"success":true') && body.includes('"data":{"status":"ok"}')
  })
}
