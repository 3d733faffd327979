import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { FetchHttpClient, HttpClient, HttpClientRequest } from "effect/http"
import { layerServer, merchant } from "../subaccounts/support.ts"
import { call } from "../webhooks/server.ts"
import { buyer, coupon, dataOf, paymentLink, product, stockOf, usesOf } from "./support.ts"

/** The hosted link page (`/l/{id}`) through the real server: its markup, the coupon, the redirect to the pay page. */

const open = (path: string, headers: Record<string, string> = {}) =>
  Effect.gen(function* () {
    const http = yield* HttpClient.HttpClient
    const response = yield* http.execute(HttpClientRequest.get(path).pipe(HttpClientRequest.setHeaders(headers)))
    return { status: response.status, headers: response.headers, html: yield* response.text }
  })

const submit = (path: string, form: Record<string, string>) =>
  Effect.gen(function* () {
    const http = yield* HttpClient.HttpClient
    const request = HttpClientRequest.post(path).pipe(
      HttpClientRequest.bodyText(new URLSearchParams(form).toString(), "application/x-www-form-urlencoded")
    )
    const response = yield* http.execute(request)
    return { status: response.status, headers: response.headers, html: yield* response.text }
    // A redirect is the answer under test: not followed.
  }).pipe(Effect.provideService(FetchHttpClient.RequestInit, { redirect: "manual" }))

const shop = (id: string) =>
  Effect.gen(function* () {
    const key = yield* merchant(id, { flags: {} })
    const card = yield* product(key, {
      name: "Cartão presente <b>",
      price: 50,
      deliveries: [{ type: "TEXT_LINES", linesText: "CODE-1\nCODE-2" }]
    })
    const link = yield* paymentLink(key, { name: "Presente & cia", productIds: [card.id] })
    const dez = yield* coupon(key, { code: "DEZ", discountType: "PERCENT", value: 10 })
    return { key, productId: card.id as string, link, couponId: dez.id as string }
  })

layer(layerServer(), { timeout: 300_000, excludeTestServices: true })("the hosted link page", (it) => {
  it.effect("shows the link, its products and price, escaped, in Portuguese or English, under a strict policy", () =>
    Effect.gen(function* () {
      const { link } = yield* shop("acc_lp_ana")
      expect(link.payPageUrl).toMatch(new RegExp(`/l/${link.id}$`))
      const page = yield* open(`/l/${link.id}`)
      expect(page.status).toBe(200)
      expect(page.headers["content-type"]).toContain("text/html")
      expect(page.html).toContain('<html lang="pt-BR">')
      expect(page.html).toContain("Presente &amp; cia")
      expect(page.html).toContain("Cartão presente &lt;b&gt;")
      expect(page.html).toContain("R$\u00a050,00")
      expect(page.html).toContain('name="intent" value="apply"')
      expect(page.headers["content-security-policy"]).toContain("form-action 'self'")
      expect(page.headers["content-security-policy"]).not.toContain("script-src")
      const english = yield* open(`/l/${link.id}?lang=en`)
      expect(english.html).toContain("Go to payment")
      const missing = yield* open("/l/plk_nope")
      expect(missing.status).toBe(404)
      expect(missing.html).toContain("Link de pagamento não encontrado")
    })
  )

  it.effect(
    "applying a coupon shows the discounted total and reserves nothing; a bad one, or a bad amount, is named",
    () =>
      Effect.gen(function* () {
        const { key, link, couponId, productId } = yield* shop("acc_lp_bia")
        const applied = yield* submit(`/l/${link.id}`, { intent: "apply", couponCode: "dez", method: "PIX" })
        expect(applied.status).toBe(200)
        expect(applied.html).toContain('id="discount"')
        expect(applied.html).toContain("R$\u00a045,00")
        expect(applied.html).toContain('value="dez"')
        expect(applied.html).toMatch(/id="coupon-status"[^>]*autofocus/)
        const unknown = yield* submit(`/l/${link.id}`, { intent: "apply", couponCode: "NOPE" })
        expect(unknown.status).toBe(422)
        expect(unknown.html).toContain("Cupom não encontrado.")
        expect(unknown.html).toContain('aria-invalid="true"')
        const donation = yield* paymentLink(key, { name: "Doação" })
        for (const amount of ["12,345", "abc", "0"]) {
          const badAmount = yield* submit(`/l/${donation.id}`, { intent: "apply", couponCode: "dez", amount })
          expect(badAmount.status, amount).toBe(422)
          expect(badAmount.html).toContain("Informe um valor válido, com até 2 casas decimais.")
        }
        const chosen = yield* submit(`/l/${donation.id}`, { intent: "apply", couponCode: "dez", amount: "12,30" })
        expect(chosen.html).toMatch(/id="price">R\$\u00a012,30</)
        expect(chosen.html).toMatch(/id="total">R\$\u00a011,07</)
        expect(chosen.html).toContain('value="12,30"')
        expect(yield* usesOf(key, couponId)).toBe(0)
        expect(yield* stockOf(key, productId)).toEqual({ available: 2, sold: 0 })
      })
  )

  it.effect("paying redirects to the charge's pay page; bad details are named and change nothing", () =>
    Effect.gen(function* () {
      const { key, link, productId, couponId } = yield* shop("acc_lp_caio")
      const bad = yield* submit(`/l/${link.id}`, {
        intent: "pay",
        method: "PIX",
        name: "",
        document: "123",
        email: "x"
      })
      expect(bad.status).toBe(422)
      for (const words of ["Informe seu nome completo.", "Informe um CPF ou CNPJ válido.", "Informe um e-mail válido."])
        expect(bad.html).toContain(words)
      expect(bad.html).not.toContain('id="total"')
      const badWithCoupon = yield* submit(`/l/${link.id}`, {
        intent: "pay",
        method: "PIX",
        couponCode: "dez",
        name: ""
      })
      expect(badWithCoupon.status).toBe(422)
      expect(badWithCoupon.html).toMatch(/id="total">R\$\u00a045,00</)
      expect(badWithCoupon.html).toMatch(/id="errors"[^>]*autofocus/)
      expect(badWithCoupon.html).not.toMatch(/id="coupon-status"[^>]*autofocus/)
      const badCoupon = yield* submit(`/l/${link.id}`, { intent: "pay", method: "PIX", couponCode: "NOPE", name: "" })
      expect(badCoupon.html).toContain("Cupom não encontrado.")
      expect(badCoupon.html).toContain("Informe seu nome completo.")
      expect(badCoupon.html).not.toContain('id="total"')
      expect(yield* stockOf(key, productId)).toEqual({ available: 2, sold: 0 })
      const paid = yield* submit(`/l/${link.id}`, {
        intent: "pay",
        method: "PIX",
        couponCode: "DEZ",
        name: buyer.name,
        document: buyer.document,
        email: buyer.email
      })
      expect(paid.status).toBe(303)
      const location = paid.headers["location"]!
      expect(location).toMatch(/\/pix\/pix_[0-9A-Za-z]{26}$/)
      const chargeId = location.split("/").pop()!
      const charge = dataOf(yield* call("GET", `/v1/payment-pix/get/${chargeId}`, { key }))
      expect(charge).toMatchObject({ amount: 45, status: "PENDING" })
      expect(yield* usesOf(key, couponId)).toBe(1)
      dataOf(yield* call("POST", `/v1/sandbox/payment-pix/${chargeId}/pay`, { key, body: {} }))
      const receipt = yield* open(`/pix/${chargeId}`, { accept: "text/html" })
      expect(receipt.html).toContain('data-state="paid"')
      expect(receipt.html).toContain("Sua compra")
      expect(receipt.html).toContain("CODE-1")
      dataOf(yield* call("PATCH", `/v1/payment-links/status/${link.id}`, { key, body: { status: "INACTIVE" } }))
      const closed = yield* open(`/l/${link.id}`)
      expect(closed.html).toContain('data-state="unavailable"')
      expect(closed.html).not.toContain("<form")
    })
  )
})
