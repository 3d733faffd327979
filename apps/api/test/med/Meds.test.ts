import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { HttpServer } from "effect/http"
import type { NetAddress } from "effect/net"
import * as Http from "node:http"
import { call } from "../charges/server.ts"
import { layerServer, merchant } from "../subaccounts/support.ts"
import { contestOff, defence, jpg, openDispute, paidCharge, pdf, png, postEvidenceForm, webp } from "./support.ts"

/** A POST declaring `headers` (a length it never sends) to the test server: the status and the body's text. */
const rawRequest = (path: string, headers: Record<string, string>) =>
  Effect.gen(function* () {
    const server = yield* HttpServer.HttpServer
    const address = server.address as NetAddress.InetAddress
    return yield* Effect.callback<{ status: number; body: string }>((resume) => {
      const request = Http.request(
        { host: "127.0.0.1", port: address.port, method: "POST", path, headers },
        (response) => {
          let body = ""
          response.on("data", (chunk) => (body += chunk))
          response.on("end", () => resume(Effect.succeed({ status: response.statusCode ?? 0, body })))
        }
      )
      request.on("error", () => undefined)
      request.write("--zz\r\n")
    })
  })

/** MED disputes through the API: reads, evidence by JSON and multipart, the automatic contest, the sandbox controls. */

const evidence = (key: string, id: string, body: unknown) => call("POST", `/v1/meds/${id}/evidence`, { key, body })

const balanceOf = (key: string) => Effect.map(call("GET", "/v1/account/balance", { key }), (r) => r.body.data)

const refusedWith = (answer: { status: number; body: any }, status: number, code: string, field?: string) => {
  expect([answer.status, answer.body.error?.code], JSON.stringify(answer.body)).toEqual([status, code])
  expect(answer.body.success).toBe(false)
  if (field !== undefined) expect(answer.body.message).toContain(field)
}

layer(layerServer(), { timeout: 300_000, excludeTestServices: true })("MED disputes through the API", (it) => {
  it.effect("a dispute opens on a paid deposit, blocks its amount, and reads by id, by protocol and in the list", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_med_read", { flags: contestOff })
      const other = yield* merchant("acc_med_other", { flags: contestOff })
      const opened = yield* openDispute(key, 30, { amount: 20, description: "não recebi" })
      expect(opened).toMatchObject({
        status: "OPEN",
        type: "fraud",
        amount: 20,
        blockedAmount: 20,
        returnedAmount: 0,
        description: "não recebi",
        automaticContest: false
      })
      expect(opened.id).toMatch(/^med_/)
      expect(opened.protocol).toMatch(/^[0-9a-f-]{36}$/)
      expect(opened).not.toHaveProperty("accountId")
      expect((yield* balanceOf(key)).blockedAmount).toBe(20)

      const byId = yield* call("GET", `/v1/meds/get/${opened.id}`, { key })
      expect(byId.body.data).toStrictEqual(opened)
      const byProtocol = yield* call("GET", `/v1/meds/get/${opened.protocol}`, { key })
      expect(byProtocol.body.data).toStrictEqual(opened)
      refusedWith(yield* call("GET", `/v1/meds/get/${opened.id}`, { key: other }), 404, "NOT_FOUND")
      refusedWith(yield* call("GET", "/v1/meds/get/med_nope", { key }), 404, "NOT_FOUND")

      const second = yield* openDispute(key, 10)
      const list = yield* call("GET", "/v1/meds/list", { key })
      expect(list.body.data).toMatchObject({ page: 1, pageSize: 50, total: 2, pages: 1 })
      expect(list.body.data.items.map((m: any) => m.id)).toStrictEqual([second.id, opened.id])
      const byFilter = yield* call("GET", `/v1/meds/list?protocol=${opened.protocol}&status=OPEN`, { key })
      expect(byFilter.body.data.items.map((m: any) => m.id)).toStrictEqual([opened.id])
      const future = yield* call("GET", "/v1/meds/list?dateFrom=2999-01-01", { key })
      expect(future.body.data.total).toBe(0)
      const today = new Date().toISOString().slice(0, 10)
      const dated = yield* call("GET", `/v1/meds/list?dateFrom=${today}&dateTo=2999-01-01&pageSize=1`, { key })
      expect(dated.body.data).toMatchObject({ total: 2, pages: 2, pageSize: 1 })
      refusedWith(yield* call("GET", "/v1/meds/list?status=DONE", { key }), 400, "VALIDATION_ERROR", "status")
      refusedWith(yield* call("GET", "/v1/meds/list?pageSize=101", { key }), 400, "VALIDATION_ERROR", "pageSize")
      expect((yield* call("GET", "/v1/meds/list", { key: other })).body.data.total).toBe(0)

      const again = yield* call("POST", "/v1/sandbox/meds/open", {
        key,
        body: { transactionId: opened.transactionId, type: "other" }
      })
      refusedWith(again, 409, "MED_ALREADY_OPENED")
      const tooMuch = yield* call("POST", "/v1/sandbox/meds/open", {
        key,
        body: { transactionId: yield* paidCharge(key, 5), type: "fraud", amount: 5.01 }
      })
      refusedWith(tooMuch, 400, "MED_NOT_OPENABLE")
      const foreign = yield* call("POST", "/v1/sandbox/meds/open", {
        key: other,
        body: { transactionId: opened.transactionId, type: "fraud" }
      })
      refusedWith(foreign, 404, "NOT_FOUND")
    })
  )

  it.effect(
    "JSON evidence: every rule refused with its field, then the defence moves the dispute to UNDER_REVIEW",
    () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_med_json", { flags: contestOff })
        const d = yield* openDispute(key, 40)
        const refusals: ReadonlyArray<readonly [unknown, string]> = [
          [{ ...defence, justification: "x".repeat(9) }, "justification"],
          [{ ...defence, justification: "x".repeat(2001) }, "justification"],
          [{ ...defence, proofs: [] }, "proofs"],
          [{ ...defence, proofs: Array.from({ length: 11 }, (_, i) => `https://loja.example.com/p/${i}`) }, "proofs"],
          [{ ...defence, proofs: ["http://loja.example.com/p"] }, "proofs[0]"],
          [{ ...defence, proofs: ["https://192.168.0.10/p"] }, "proofs[0]"],
          [{ ...defence, proofs: ["https://intranet.local/p"] }, "proofs[0]"],
          [{ justification: defence.justification, proofs: defence.proofs }, "analysis"],
          [{ ...defence, analysis: "talvez" }, "analysis"]
        ]
        for (const [body, field] of refusals)
          refusedWith(yield* evidence(key, d.id, body), 400, "VALIDATION_ERROR", field)
        // Files come only by multipart: a JSON body naming them is refused like any unknown field.
        refusedWith(yield* evidence(key, d.id, { ...defence, files: [] }), 400, "VALIDATION_ERROR", "files")
        refusedWith(yield* evidence(key, d.id, { proofs: [] }), 400, "VALIDATION_ERROR", "justification")
        expect((yield* call("GET", `/v1/meds/get/${d.id}`, { key })).body.data.status).toBe("OPEN")

        const sent = yield* evidence(key, d.id, { ...defence, justification: "y".repeat(2000) })
        expect(sent.status, JSON.stringify(sent.body)).toBe(200)
        expect(sent.body.data).toMatchObject({
          status: "UNDER_REVIEW",
          evidence: {
            justification: "y".repeat(2000),
            proofs: defence.proofs,
            analysis: "rejeitado",
            files: [],
            automatic: false
          }
        })
        // Evidence only while OPEN.
        refusedWith(yield* evidence(key, sent.body.data.id, defence), 409, "INVALID_STATE_TRANSITION")

        // 10 characters are enough; a type that ignores `analysis` drops it.
        const takeover = yield* openDispute(key, 15, { type: "account_takeover" })
        const short = yield* evidence(key, takeover.protocol, { justification: "0123456789", analysis: "aceito" })
        expect(short.status, JSON.stringify(short.body)).toBe(200)
        expect(short.body.data.evidence).toStrictEqual({
          justification: "0123456789",
          proofs: [],
          files: [],
          automatic: false,
          submittedAt: expect.any(String)
        })
        const text = yield* call("POST", `/v1/meds/${d.id}/evidence`, {
          key,
          headers: { "content-type": "text/plain" },
          body: undefined
        })
        expect(text.status).toBe(415)
      })
  )

  it.effect("multipart evidence: files checked by content, kept as name, type, size and SHA-256", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_med_files", { flags: contestOff })
      const d = yield* openDispute(key, 25)
      const textAsPdf = yield* postEvidenceForm(key, d.id, defence, [
        { name: "recibo.pdf", type: "application/pdf", bytes: new TextEncoder().encode("just some text") }
      ])
      refusedWith(textAsPdf, 400, "VALIDATION_ERROR", "files[0]")
      const sixFiles = yield* postEvidenceForm(
        key,
        d.id,
        defence,
        Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.pdf`, type: "application/pdf", bytes: pdf() }))
      )
      refusedWith(sixFiles, 400, "VALIDATION_ERROR", "files")
      const wrongType = yield* postEvidenceForm(key, d.id, defence, [
        { name: "foto.png", type: "image/jpeg", bytes: png() }
      ])
      refusedWith(wrongType, 400, "VALIDATION_ERROR", "files[0]")
      const overSize = yield* postEvidenceForm(key, d.id, defence, [
        { name: "grande.pdf", type: "application/pdf", bytes: pdf(5 * 1024 * 1024 + 1) }
      ])
      refusedWith(overSize, 413, "PAYLOAD_TOO_LARGE", "files")
      // Far over: the multipart parser stops reading at its own limit, with the same answer.
      const farOver = yield* postEvidenceForm(key, d.id, defence, [
        { name: "enorme.pdf", type: "application/pdf", bytes: pdf(7 * 1024 * 1024) }
      ])
      refusedWith(farOver, 413, "PAYLOAD_TOO_LARGE", "files")
      refusedWith(yield* postEvidenceForm(key, d.id, { ...defence, justification: "curta" }), 400, "VALIDATION_ERROR")
      expect((yield* call("GET", `/v1/meds/get/${d.id}`, { key })).body.data.status).toBe("OPEN")

      // Five files, one of exactly 5 MB: far over the JSON body limit, within the route's own.
      const files = [
        { name: "contrato.pdf", type: "application/pdf", bytes: pdf(5 * 1024 * 1024) },
        { name: "foto.png", type: "image/png", bytes: png() },
        { name: "foto.jpg", type: "image/jpeg", bytes: jpg() },
        { name: "tela.webp", bytes: webp() },
        { name: "nota.pdf", type: "application/octet-stream", bytes: pdf(100) }
      ]
      const sent = yield* postEvidenceForm(
        key,
        d.id,
        { ...defence, proofs: [...defence.proofs, "https://x.example.com/2"] },
        files
      )
      expect(sent.status, JSON.stringify(sent.body)).toBe(200)
      expect(sent.body.data.status).toBe("UNDER_REVIEW")
      expect(sent.body.data.evidence.proofs).toHaveLength(2)
      expect(sent.body.data.evidence.files.map((f: any) => [f.name, f.type, f.size])).toStrictEqual([
        ["contrato.pdf", "application/pdf", 5 * 1024 * 1024],
        ["foto.png", "image/png", 64],
        ["foto.jpg", "image/jpeg", 64],
        ["tela.webp", "image/webp", 64],
        ["nota.pdf", "application/pdf", 100]
      ])
      for (const f of sent.body.data.evidence.files) expect(f.sha256).toMatch(/^[0-9a-f]{64}$/)
      expect(JSON.stringify(sent.body)).not.toContain("bytes")
      const read = yield* call("GET", `/v1/meds/get/${d.id}`, { key })
      expect(read.body.data.evidence).toStrictEqual(sent.body.data.evidence)
    })
  )

  it.effect("a multipart body over the route's whole limit is a 413 before it is read", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_med_huge", { flags: contestOff })
      const huge = yield* rawRequest("/v1/meds/med_x/evidence", {
        "x-api-key": key,
        "content-type": "multipart/form-data; boundary=zz",
        "content-length": String(40 * 1024 * 1024)
      })
      expect(huge.status).toBe(413)
      expect(huge.body).toContain("PAYLOAD_TOO_LARGE")
      // JSON keeps the API-wide limit on the same route.
      const big = yield* call("POST", "/v1/meds/med_x/evidence", {
        key,
        body: { justification: "x".repeat(300 * 1024) }
      })
      refusedWith(big, 413, "PAYLOAD_TOO_LARGE")
    })
  )

  it.effect("automatic contest (default on): disputes above 50 BRL get the generated defence; evidence is 403", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_med_auto", { flags: {} })
      const small = yield* openDispute(key, 50)
      expect(small).toMatchObject({ status: "OPEN", automaticContest: false })
      refusedWith(yield* evidence(key, small.id, defence), 403, "AUTOMATIC_CONTEST_ACTIVE")
      refusedWith(
        yield* postEvidenceForm(key, small.id, defence, [{ name: "a.pdf", bytes: pdf() }]),
        403,
        "AUTOMATIC_CONTEST_ACTIVE"
      )
      const big = yield* openDispute(key, 50.01)
      expect(big).toMatchObject({
        status: "UNDER_REVIEW",
        automaticContest: true,
        evidence: { automatic: true, proofs: [], files: [] }
      })
      refusedWith(yield* evidence(key, big.id, defence), 403, "AUTOMATIC_CONTEST_ACTIVE")
    })
  )

  it.effect("the sandbox decides each outcome with its money; a finished dispute moves no more", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_med_decide", { flags: contestOff })
      const decide = (id: string, outcome: string) =>
        call("POST", `/v1/sandbox/meds/${id}/decide`, { key, body: { outcome } })
      const accepted = yield* openDispute(key, 10)
      const before = yield* balanceOf(key)
      expect(before.blockedAmount).toBe(10)
      const acc = yield* decide(accepted.id, "accept")
      expect(acc.body.data).toMatchObject({ status: "ACCEPTED", blockedAmount: 0, returnedAmount: 10 })
      expect(acc.body.data.resolvedAt).toEqual(expect.any(String))
      // The accepted amount left the account: out of `available` and out of the block.
      const after = yield* balanceOf(key)
      expect([after.availableAmount, after.blockedAmount]).toStrictEqual([before.availableAmount - 10, 0])

      const rejected = yield* openDispute(key, 11)
      refusedWith(yield* decide(rejected.id, "reject"), 409, "INVALID_STATE_TRANSITION")
      yield* evidence(key, rejected.id, defence)
      expect((yield* decide(rejected.id, "reject")).body.data).toMatchObject({ status: "REJECTED", blockedAmount: 0 })

      const canceled = yield* openDispute(key, 12)
      expect((yield* decide(canceled.protocol, "cancel")).body.data).toMatchObject({ status: "CANCELED" })
      const expired = yield* openDispute(key, 13)
      const exp = yield* call("POST", `/v1/sandbox/meds/${expired.id}/expire`, { key, body: {} })
      expect(exp.body.data).toMatchObject({ status: "EXPIRED", blockedAmount: 0, returnedAmount: 0 })

      refusedWith(yield* decide(expired.id, "accept"), 409, "INVALID_STATE_TRANSITION")
      refusedWith(
        yield* call("POST", `/v1/sandbox/meds/${expired.id}/expire`, { key, body: {} }),
        409,
        "INVALID_STATE_TRANSITION"
      )
      refusedWith(yield* decide(expired.id, "maybe"), 400, "VALIDATION_ERROR", "outcome")
      refusedWith(yield* decide("med_nope", "accept"), 404, "NOT_FOUND")
      expect((yield* balanceOf(key)).blockedAmount).toBe(0)
    })
  )
})
