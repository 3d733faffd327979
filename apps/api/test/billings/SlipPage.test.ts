import { expect, layer } from "@effect/vitest"
import { Billing, SandboxClock } from "@trilho/domain"
import { Effect } from "effect"
import { HttpServer } from "effect/http"
import type { NetAddress } from "effect/net"
import { slipMessages } from "../../src/billings/slip/Messages.ts"
import { api, dataOf, run } from "../browser.ts"
import { layerPageServer } from "../pageServer.ts"
import { merchant } from "../portal/support.ts"
import { pdfText } from "./pdfText.ts"

const pt = slipMessages["pt-BR"]
const en = slipMessages.en
const payer = { name: "Ana <b>Souza</b>", taxId: "529.982.247-25", email: "ana@example.com" }
const today = SandboxClock.withSandboxTime(Effect.map(SandboxClock.nowDate, Billing.saoPauloDate))

/** A GET of a hosted page: its status, headers and body (as text, or bytes for a PDF). */
const get = (url: string, headers: Record<string, string> = {}) =>
  run(async () => {
    const response = await fetch(url, { headers })
    const bytes = new Uint8Array(await response.arrayBuffer())
    return { status: response.status, headers: response.headers, bytes, text: new TextDecoder().decode(bytes) }
  })

layer(layerPageServer, { timeout: 120_000, excludeTestServices: true })("the boleto slip page", (it) => {
  it.effect("a BOLETO billing's bankSlipUrl serves its slip and its PDF; other ids are 404 pages", () =>
    Effect.gen(function* () {
      const address = (yield* HttpServer.HttpServer).address as NetAddress.InetAddress
      const base = `http://127.0.0.1:${address.port}`
      const call = api(base, yield* merchant("acc_slip_http"))
      const dueDate = yield* today
      const body = { amount: 1234.56, dueDate, customer: payer, description: "Pedido <42>", fine: { value: 2 } }
      const b = dataOf(yield* call("POST", "/v1/billings/create", { ...body, method: "BOLETO" }))
      expect(b.bankSlipUrl).toBe(`${base}/b/${b.id}`)
      const line = Billing.formatDigitableLine(b.digitableLine)

      const page = yield* get(b.bankSlipUrl)
      expect(page.status).toBe(200)
      expect(page.headers.get("content-type")).toContain("text/html")
      expect(page.headers.get("content-security-policy")).toContain("default-src 'none'")
      expect(page.text).toContain(`id="slip-line">${line}<`)
      expect(page.text).toContain(`id="slip-bank">999-7<`)
      expect(page.text).toContain(`id="amount">R$\u00a01.234,56<`)
      expect(page.text).toContain(`id="nosso-numero">${b.nossoNumero}<`)
      expect(page.text).toContain("Ana &lt;b&gt;Souza&lt;/b&gt; · 529.982.247-25")
      expect(page.text).toContain("Pedido &lt;42&gt;")
      expect(page.text).toContain("Loja acc_slip_http")
      expect(page.text).toContain("multa de 2,00%")
      expect(page.text).toContain(`<svg id="barcode"`)

      const english = yield* get(b.bankSlipUrl, { "accept-language": "en-US,en;q=0.9" })
      expect(english.text).toContain(en.paymentPlaceText)
      expect(english.text).toContain("a fine of 2.00%")

      // The page's own link to its PDF, resolved as a browser does.
      const href = /<a class="button" id="pdf" href="([^"]+)"/.exec(page.text)?.[1] ?? ""
      expect(new URL(href, b.bankSlipUrl).href).toBe(`${b.bankSlipUrl}.pdf?lang=pt-BR`)
      const pdf = yield* get(new URL(href, b.bankSlipUrl).href)
      expect(pdf.status).toBe(200)
      expect(pdf.headers.get("content-type")).toBe("application/pdf")
      expect(pdf.text.slice(0, 5)).toBe("%PDF-")
      const text = yield* pdfText(pdf.bytes)
      expect(text.text).toContain(line)
      expect(text.text).toContain("R$ 1.234,56")

      const pix = dataOf(yield* call("POST", "/v1/billings/create", { ...body, method: "PIX" }))
      expect(pix.bankSlipUrl).toBeUndefined()
      for (const id of [pix.id, "bil_00000000000000000000000000", "nope", `${b.id}x`]) {
        const missing = yield* get(`${base}/b/${id}?lang=en`)
        expect(missing.status, id).toBe(404)
        expect(missing.text).toContain(en.notFoundTitle)
        expect((yield* get(`${base}/b/${id}.pdf`)).status).toBe(404)
      }

      const paid = yield* call("POST", "/v1/sandbox/billings/pay-boleto", { line: b.digitableLine })
      expect(paid.status, JSON.stringify(paid.body)).toBe(200)
      const after = yield* get(b.bankSlipUrl)
      expect(after.text).toContain(pt.paid)
      expect(after.text).toContain(`data-status="RECEIVED"`)
      expect(after.text).not.toContain(`id="barcode"`)
      expect(after.text).not.toContain(line)
      const paidPdf = yield* pdfText((yield* get(`${b.bankSlipUrl}.pdf`)).bytes)
      expect(paidPdf.text).toContain(pt.paid)
      expect(paidPdf.text).not.toContain(line)
    })
  )

  it.effect("an overdue boleto's slip shows its fine and interest and the amount charged today", () =>
    Effect.gen(function* () {
      const address = (yield* HttpServer.HttpServer).address as NetAddress.InetAddress
      const base = `http://127.0.0.1:${address.port}`
      const call = api(base, yield* merchant("acc_slip_late"))
      const dueDate = yield* today
      const b = dataOf(
        yield* call("POST", "/v1/billings/create", {
          method: "BOLETO",
          amount: 1000,
          dueDate,
          customer: payer,
          fine: { value: 2 },
          interest: { value: 1 }
        })
      )
      dataOf(yield* call("POST", "/v1/sandbox/clock/advance", { seconds: 3 * 86_400 }))
      const billings = yield* Billing.Billings
      yield* SandboxClock.withSandboxTime(Effect.flatMap(SandboxClock.nowDate, (now) => billings.markOverdue(now)))
      const page = yield* get(b.bankSlipUrl)
      expect(page.text).toContain(`data-status="OVERDUE"`)
      expect(page.text).toContain(pt.overdue)
      // 2 % fine (20.00) and 1 % a month for 3 days (1.00).
      expect(page.text).toContain(`id="late-charges">R$\u00a021,00<`)
      expect(page.text).toContain(`id="amount-charged">R$\u00a01.021,00<`)
      expect(page.text).toContain(`<svg id="barcode"`)
    })
  )
})
