import { HttpClient, HttpClientRequest } from "effect/http"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { insertKey, insertMerchant } from "../auth/server.ts"
import { escapeHtml } from "../../src/charges/payPage/View.ts"
import { call, layerServer } from "./server.ts"

const merchant = (id: string) =>
  Effect.gen(function* () {
    yield* insertMerchant(id)
    return (yield* insertKey(id, ["*"])).secret
  })

const create = (key: string, body: Record<string, unknown>) =>
  call("POST", "/v1/payment-pix/create", { key, body: { amount: 10, description: "Pedido 1", ...body } })

/** A raw GET without a key: status, headers and the body as text. */
const get = (path: string, headers: Record<string, string> = {}) =>
  Effect.gen(function* () {
    const http = yield* HttpClient.HttpClient
    const response = yield* http.execute(HttpClientRequest.setHeaders(HttpClientRequest.get(path), headers))
    return { status: response.status, headers: response.headers, text: yield* response.text }
  })

const html = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8" }
const img = { accept: "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8" }

layer(layerServer(), { timeout: 120_000, excludeTestServices: true })("the hosted pay page", (it) => {
  it.effect(
    "qrcodeUrl answers the page to a browser, the PNG to an image request, JSON otherwise, varying on Accept",
    () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_negotiate")
        const charge = (yield* create(key, { amount: 7 })).body.data
        const path = new URL(charge.qrcodeUrl).pathname
        expect(path).toBe(`/pix/${charge.id}`)

        const page = yield* get(path, html)
        expect(page.status).toBe(200)
        expect(page.headers["content-type"]).toMatch(/^text\/html/)
        expect(page.headers.vary).toMatch(/Accept/)
        expect(page.text).toContain('<html lang="pt-BR">')
        expect(page.text).toContain("Loja acc_negotiate")
        expect(page.text).toMatch(/R\$\s7,00/)
        expect(page.text).toContain(`value="${charge.copyPaste}"`)
        expect(page.text).toContain(`src="${charge.id}/qrcode.png"`)
        const nonce = /script-src 'nonce-([^']+)'/.exec(page.headers["content-security-policy"] ?? "")?.[1]
        expect(nonce).toBeDefined()
        expect(page.text).toContain(`<script nonce="${nonce}">`)
        expect(page.headers["content-security-policy"]).not.toContain("unsafe-inline")

        for (const accept of [img.accept, "image/avif,image/webp,*/*", "image/*", "image/png"]) {
          const image = yield* get(path, { accept })
          expect([accept, image.status, image.headers["content-type"]]).toEqual([accept, 200, "image/png"])
          expect(image.headers.vary).toBe("Accept")
        }
        for (const accept of ["application/json", "*/*", ""]) {
          const json = yield* get(path, accept === "" ? {} : { accept })
          expect([accept, json.headers["content-type"]]).toEqual([accept, "application/json"])
          expect(JSON.parse(json.text)).toMatchObject({ id: charge.id, status: "PENDING", amount: 7 })
        }
      })
  )

  it.effect("in English by ?lang=en or Accept-Language, Portuguese otherwise", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_lang")
      const charge = (yield* create(key, { amount: 1234.5 })).body.data
      const en = yield* get(`/pix/${charge.id}?lang=en`, html)
      expect(en.text).toContain('<html lang="en">')
      expect(en.text).toContain("R$1,234.50")
      expect(en.text).toContain("Copy code")
      const header = yield* get(`/pix/${charge.id}`, { ...html, "accept-language": "en-US,en;q=0.9" })
      expect(header.text).toContain('<html lang="en">')
      const pt = yield* get(`/pix/${charge.id}?lang=pt-BR`, { ...html, "accept-language": "en-US" })
      expect(pt.text).toContain('<html lang="pt-BR">')
      expect(pt.text).toMatch(/R\$\s1\.234,50/)
      expect(pt.text).toContain("Copiar código")
    })
  )

  it.effect("escapes a hostile description and merchant name, and shows no other merchant data", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_hostile")
      const sql = yield* SqlClient.SqlClient
      yield* sql`UPDATE accounts SET name = ${'<b onmouseover="x()">Loja</b>'} WHERE id = 'acc_hostile'`
      const hostile = `</script><script>alert("x")</script><img src=x onerror='y()'>&amp;`
      const charge = (yield* create(key, { description: hostile, externalReference: "secret-ref-42" })).body.data
      const page = yield* get(`/pix/${charge.id}`, html)
      expect(page.status).toBe(200)
      expect(page.text).not.toContain("<script>alert")
      expect(page.text).not.toContain("<img src=x")
      expect(page.text).not.toContain('<b onmouseover="x()">')
      expect(page.text).toContain("&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;")
      expect(page.text).toContain("&amp;amp;")
      expect(page.text).toContain("&lt;b onmouseover=&quot;x()&quot;&gt;Loja&lt;/b&gt;")
      expect(page.text.match(/<script/g)?.length).toBe(1)
      // The network's reference is inside the BR Code (its location): nowhere else.
      const outsideCode = page.text.replaceAll(escapeHtml(charge.copyPaste), "")
      for (const secret of ["secret-ref-42", "acc_hostile", "@example.com", charge.referenceId]) {
        expect(outsideCode).not.toContain(secret)
      }
      expect(page.text).not.toMatch(/fee|netAmount/i)
    })
  )

  it.effect("the lean status needs no key, tells status, expiry and payment time only, and follows a payment", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_status")
      const charge = (yield* create(key, { externalReference: "ref-status" })).body.data
      const before = yield* get(`/pix/${charge.id}/status`)
      expect(before.status).toBe(200)
      expect(before.headers["cache-control"]).toBe("no-store")
      expect(JSON.parse(before.text)).toEqual({ status: "PENDING", expiresAt: charge.expiresAt, paidAt: null })
      const paid = yield* call("POST", `/v1/sandbox/payment-pix/${charge.id}/pay`, { key, body: {} })
      expect(paid.status).toBe(200)
      const after = JSON.parse((yield* get(`/pix/${charge.id}/status`)).text)
      expect(Object.keys(after).sort()).toEqual(["expiresAt", "paidAt", "status"])
      expect(after.status).toBe("COMPLETED")
      expect(Date.parse(after.paidAt)).toBeGreaterThan(0)

      const receipt = yield* get(`/pix/${charge.id}`, html)
      expect(receipt.text).toContain('data-state="paid"')
      expect(receipt.text).toContain("Pagamento recebido")
      expect(receipt.text).not.toContain(charge.copyPaste)
      expect((yield* get(`/pix/${charge.id}`, img)).status).toBe(404)
    })
  )

  it.effect("an unknown or malformed id is a 404 in every form, a page for a browser", () =>
    Effect.gen(function* () {
      for (const id of ["pix_00000000000000000000000000", "nope", "pix_%3Cscript%3E"]) {
        for (const suffix of ["", "/status", "/qrcode.png"]) {
          for (const headers of [html, img, {}]) {
            const response = yield* get(`/pix/${id}${suffix}`, headers)
            expect([id, suffix, response.status]).toEqual([id, suffix, 404])
            // A browser opening a wrong link reads why; any other client gets the error envelope.
            const page = suffix === "" && headers === html
            expect(response.headers["content-type"]).toMatch(page ? /^text\/html/ : /^application\/json/)
            expect(response.text).toContain(page ? "Cobrança não encontrada" : "NOT_FOUND")
          }
        }
      }
    })
  )

  it.effect("a charge canceled by expiry shows why it cannot be paid", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_expired")
      const charge = (yield* create(key, { expirationSeconds: 60 })).body.data
      yield* call("POST", "/v1/sandbox/clock/advance", { key, body: { seconds: 120 } })
      const page = yield* get(`/pix/${charge.id}?lang=en`, html)
      expect(page.text).toContain('data-state="expired"')
      expect(page.text).toContain("Charge expired")
      expect(page.text).not.toContain('id="code"')
    })
  )
})
