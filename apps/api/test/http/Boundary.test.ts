import { describe, expect, layer } from "@effect/vitest"
import { Text } from "@trilho/domain"
import { Effect } from "effect"
import fc from "fast-check"
import { prop } from "../../../../vitest.prop.ts"
import { insertKey, insertMerchant } from "../auth/server.ts"
import { call, layerServer } from "../charges/server.ts"
import { inputLimits, inspectJson } from "../../src/http/Inspect.ts"
import { requestHeadBytesMax } from "../../src/http/NodeServer.ts"
import { raw, rawBytes, serverPort, type RawAnswer } from "./raw.ts"

/** Any UTF-16 code unit, with NUL, the control characters and the surrogates drawn often. */
const unit = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 0xffff }) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 0x1f }) },
  { weight: 2, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }) }
)
const hostileString = fc.oneof(
  fc.array(unit, { maxLength: 24 }).map((units) => String.fromCharCode(...units)),
  fc.string({ unit: "binary", maxLength: 24 })
)

/** A JSON value whose keys and strings may hold anything, NUL and lone surrogates included. */
const hostileJson = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(hostileString, tie("value"), { maxKeys: 4 })
  )
})).value

/** Every key and string of a JSON value, by plain recursion (the reference for the walk). */
const stringsOf = (value: unknown): Array<string> =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(stringsOf)
      : typeof value === "object" && value !== null
        ? Object.entries(value).flatMap(([key, item]) => [key, ...stringsOf(item)])
        : []

describe("the input boundary's look over a JSON body (inspectJson)", () => {
  prop(
    "a body is refused for its text exactly when one of its keys or strings cannot be stored, and every one is named",
    [hostileJson],
    ([body]) => {
      const bad = stringsOf(body).filter((s) => !Text.isStorable(s))
      const found = inspectJson(body)
      expect(found.textProblems.length).toBe(bad.length)
    }
  )

  prop(
    "a body of storable text is never refused for its text, whatever its shape",
    [hostileJson.filter((body) => stringsOf(body).every(Text.isStorable))],
    ([body]) => {
      expect(inspectJson(body).textProblems).toEqual([])
    }
  )

  prop(
    "the walk stops at the field limit and the depth limit, however large or deep the body",
    [fc.integer({ min: 0, max: 3 * inputLimits.bodyFieldsMax }), fc.integer({ min: 0, max: 200 })],
    ([width, depth]) => {
      const wide = Array.from({ length: width }, (_, i) => i)
      expect(inspectJson(wide).tooManyFields).toBe(width + 1 > inputLimits.bodyFieldsMax)
      let deep: unknown = "leaf"
      for (let i = 0; i < depth; i++) deep = [deep]
      expect(inspectJson(deep).tooDeepAt !== undefined).toBe(depth > inputLimits.bodyDepthMax)
    },
    { fastCheck: { numRuns: 50 } }
  )
})

const isEnvelope = (answer: RawAnswer, status: number, code: string) => {
  expect([answer.status, answer.body?.error?.code]).toEqual([status, code])
  expect(answer.body).toMatchObject({ success: false, error: { statusCode: status } })
  expect(typeof answer.body.message).toBe("string")
  expect(answer.body.requestId).toBe(answer.headers["x-request-id"])
}

layer(layerServer(), { timeout: 120_000, excludeTestServices: true })("the input boundary, over HTTP", (it) => {
  const setup = Effect.gen(function* () {
    yield* Effect.ignore(insertMerchant("acc_boundary"))
    yield* Effect.ignore(insertMerchant("acc_boundary_to", "to@boundary.test"))
    const key = (yield* insertKey("acc_boundary", ["*"], { requestsPerMinute: 1_000_000 })).secret
    const port = yield* serverPort
    return { key, port }
  })

  it.effect("a body in a media type the route does not declare is a 415, and moves no money", () =>
    Effect.gen(function* () {
      const { key, port } = yield* setup
      const before = yield* call("GET", "/v1/account/balance", { key })
      const json = JSON.stringify({ amount: 1, recipientEmail: "to@boundary.test" })
      const cases: Array<[string | undefined, string]> = [
        ["multipart/form-data; boundary=zz", '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--zz'],
        ["multipart/form-data", "amount=1"],
        ["application/x-www-form-urlencoded", "amount=1&recipientEmail=to%40boundary.test"],
        ["text/plain", json],
        [undefined, json],
        ["application/json; charset=latin1", json]
      ]
      for (const [contentType, body] of cases) {
        const headers: Record<string, string> = { "x-api-key": key }
        if (contentType !== undefined) headers["content-type"] = contentType
        const answer = yield* raw(port, "POST", "/v1/transfer-internal/create", { headers, body })
        isEnvelope(answer, 415, "UNSUPPORTED_MEDIA_TYPE")
        expect(answer.body.message).toContain("application/json")
      }
      expect((yield* call("GET", "/v1/account/balance", { key })).body.data).toEqual(before.body.data)
      expect((yield* call("GET", "/v1/transfer-internal/list", { key })).body.data.items).toEqual([])
    })
  )

  it.effect("a body that is not UTF-8 or not JSON is a 400 INVALID_BODY, on routes with a body and without", () =>
    Effect.gen(function* () {
      const { key, port } = yield* setup
      const headers = { "x-api-key": key, "content-type": "application/json" }
      for (const [path, body] of [
        ["/v1/payment-pix/create", "{bad"],
        ["/v1/payment-pix/create", new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d])],
        ["/v1/webhooks/test/whe_none", "{bad"],
        ["/v1/payment-pix/create", '{"amount": 1'],
        ["/v1/payment-pix/create", "[".repeat(10_000)]
      ] as const) {
        isEnvelope(yield* raw(port, "POST", path, { headers, body }), 400, "INVALID_BODY")
      }
      // A route without a body ignores a JSON one: the id is what is wrong here.
      const ignored = yield* raw(port, "POST", "/v1/webhooks/test/whe_none", { headers, body: "{}" })
      isEnvelope(ignored, 404, "NOT_FOUND")
    })
  )

  it.effect("NUL and lone surrogates are refused wherever they are, each place named, and nothing is stored", () =>
    Effect.gen(function* () {
      const { key, port } = yield* setup
      const headers = { "x-api-key": key, "content-type": "application/json" }
      const body = '{"amount":10,"description":"\\ud800","payer":{"name":"a\\u0000b"},"externalReference":"\\udfff x"}'
      const answer = yield* raw(port, "POST", "/v1/payment-pix/create", { headers, body })
      isEnvelope(answer, 400, "VALIDATION_ERROR")
      for (const field of ["description", "payer.name", "externalReference"])
        expect(answer.body.message).toContain(field)
      const query = yield* raw(port, "GET", "/v1/payment-pix/list?search=%00&externalReference=a%00b&status=PENDING", {
        headers
      })
      isEnvelope(query, 400, "VALIDATION_ERROR")
      expect(query.body.message).toContain("query parameter search")
      expect(query.body.message).toContain("query parameter externalReference")
      const path = yield* raw(port, "POST", "/v1/sandbox/refunds/%00/fail", { headers, body: "{}" })
      isEnvelope(path, 400, "VALIDATION_ERROR")
      expect(path.body.message).toContain("path parameter id")
      const rpc = yield* raw(port, "POST", "/operator/rpc", {
        headers: { "content-type": "application/json" },
        body: '{"_tag":"Request","id":"1","tag":"merchants.create","payload":{"name":"a\\u0000"},"headers":[]}'
      })
      isEnvelope(rpc, 400, "VALIDATION_ERROR")
      expect(rpc.body.message).toContain("payload.name")
      const header = yield* rawBytes(port, `GET /v1/health HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n\r\n`)
      isEnvelope(header, 400, "MALFORMED_REQUEST")
      expect((yield* call("GET", "/v1/payment-pix/list", { key })).body.data.items).toEqual([])
    })
  )

  it.effect("every limit answers its own 4xx in the envelope: fields, depth, query, URL, headers, Node's own", () =>
    Effect.gen(function* () {
      const { key, port } = yield* setup
      const headers = { "x-api-key": key, "content-type": "application/json" }
      const post = (body: string) => raw(port, "POST", "/v1/payment-pix/create", { headers, body })
      isEnvelope(
        yield* post(JSON.stringify({ list: Array(inputLimits.bodyFieldsMax).fill(0) })),
        413,
        "TOO_MANY_FIELDS"
      )
      isEnvelope(yield* post("[".repeat(40) + "]".repeat(40)), 400, "VALIDATION_ERROR")
      isEnvelope(yield* post(JSON.stringify({ d: "x".repeat(inputLimits.bodyBytesMax) })), 413, "PAYLOAD_TOO_LARGE")
      const params = Array.from({ length: inputLimits.queryParametersMax + 1 }, (_, i) => `p${i}=1`).join("&")
      isEnvelope(
        yield* raw(port, "GET", `/v1/payment-pix/list?${params}`, { headers }),
        414,
        "TOO_MANY_QUERY_PARAMETERS"
      )
      const long = `/v1/payment-pix/list?search=${"a".repeat(20_000)}`
      isEnvelope(yield* raw(port, "GET", long, { headers }), 414, "URI_TOO_LONG")
      const many: Record<string, string> = { ...headers }
      for (let i = 0; i < inputLimits.headersMax; i++) many[`x-h${i}`] = "1"
      isEnvelope(yield* raw(port, "GET", "/v1/payment-pix/list", { headers: many }), 431, "TOO_MANY_HEADERS")
      const big = { ...headers, "x-big": "b".repeat(20_000) }
      isEnvelope(yield* raw(port, "GET", "/v1/payment-pix/list", { headers: big }), 431, "HEADERS_TOO_LARGE")
      const huge = { ...headers, "x-huge": "h".repeat(requestHeadBytesMax + 1) }
      isEnvelope(yield* raw(port, "GET", "/v1/payment-pix/list", { headers: huge }), 431, "HEADERS_TOO_LARGE")
      // The limits are not refusals of what is within them.
      const within = Array.from({ length: 10 }, (_, i) => `p${i}=1`).join("&")
      expect((yield* raw(port, "GET", `/v1/payment-pix/list?${within}`, { headers })).status).toBe(200)
    })
  )

  it.effect(
    "a description is refused by the boundary exactly when it cannot be stored; any other is stored and read back as sent (trimmed)",
    () =>
      Effect.gen(function* () {
        const { key, port } = yield* setup
        const headers = { "x-api-key": key, "content-type": "application/json" }
        const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)
        for (const description of [...fc.sample(hostileString, { numRuns: 60, seed }), "\u0001\u001f\u007f\u0085"]) {
          const body = JSON.stringify({ amount: 10, description })
          const answer = yield* raw(port, "POST", "/v1/payment-pix/create", { headers, body })
          const shown = `${JSON.stringify(description)} (seed ${seed})`
          const refusedByBoundary =
            answer.status === 400 && String(answer.body?.message).includes("description: must not contain")
          expect(refusedByBoundary, shown).toBe(!Text.isStorable(description))
          if (answer.status === 200) {
            const read = yield* call("GET", `/v1/payment-pix/get/${answer.body.data.id}`, { key })
            // A charge keeps its text trimmed of blanks at either end (`Charges.validateCreate`).
            expect(read.body.data.description, shown).toBe(description.trim())
          } else {
            expect(answer.status, shown).toBe(400)
          }
        }
      })
  )
})
