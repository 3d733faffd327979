import { Effect } from "effect"
import { HttpClient, HttpClientRequest } from "effect/http"
import { expect } from "@effect/vitest"
import { call } from "../webhooks/server.ts"

/** A buyer with a valid CPF. */
export const buyer = { name: "Maria Souza", document: "529.982.247-25", email: "maria@compra.test" }

/** An answer's status, headers and JSON body. */
export interface Answer {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly body: any
}

/** `POST /v1/payment-links/checkout`, with an `Idempotency-Key` when given. */
export const checkout = (key: string, body: unknown, idempotencyKey?: string) =>
  Effect.gen(function* () {
    const http = yield* HttpClient.HttpClient
    let request = HttpClientRequest.post("/v1/payment-links/checkout").pipe(
      HttpClientRequest.setHeader("x-api-key", key)
    )
    if (idempotencyKey !== undefined) request = HttpClientRequest.setHeader(request, "idempotency-key", idempotencyKey)
    const response = yield* http.execute(yield* HttpClientRequest.bodyJson(request, body))
    return { status: response.status, headers: response.headers, body: (yield* response.json) as any } satisfies Answer
  })

/** The answer's `data`, after checking it is a 200. */
export const dataOf = (answer: { readonly status: number; readonly body: any }) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body.data
}

/** A product of the merchant, through the API. */
export const product = (key: string, body: Record<string, unknown>) =>
  Effect.map(call("POST", "/v1/products/create", { key, body: { name: "Gift card", ...body } }), dataOf)

/** A payment link of the merchant, through the API. */
export const paymentLink = (key: string, body: Record<string, unknown>) =>
  Effect.map(
    call("POST", "/v1/payment-links/create", { key, body: { name: "Gift card", allowedMethods: ["PIX"], ...body } }),
    dataOf
  )

/** A coupon of the merchant, through the API. */
export const coupon = (key: string, body: Record<string, unknown>) =>
  Effect.map(call("POST", "/v1/coupons/create", { key, body }), dataOf)

/** Pays a charge through the sandbox network. */
export const payCharge = (key: string, chargeId: string) =>
  Effect.map(call("POST", `/v1/sandbox/payment-pix/${chargeId}/pay`, { key, body: {} }), dataOf)

/** The merchant's session, through the API. */
export const session = (key: string, id: string) =>
  Effect.map(call("GET", `/v1/payment-links/sessions/get/${id}`, { key }), dataOf)

/** A product's stock counts. */
export const stockOf = (key: string, productId: string) =>
  Effect.map(call("GET", `/v1/products/get/${productId}`, { key }), (answer) => {
    const lines = dataOf(answer).deliveries.find((d: any) => d.type === "TEXT_LINES")
    return { available: lines.linesAvailable as number, sold: lines.linesSold as number }
  })

/** A coupon's `uses`. */
export const usesOf = (key: string, couponId: string) =>
  Effect.map(call("GET", `/v1/coupons/get/${couponId}`, { key }), (answer) => dataOf(answer).uses as number)
