import { describe, expect, it } from "@effect/vitest"
import { Billing } from "@trilho/domain"
import { Effect } from "effect"
import { barcodeBars, barcodeSvg } from "../../src/billings/slip/Barcode.ts"
import { renderSlip, renderSlipNotFound } from "../../src/billings/slip/Markup.ts"
import { slipMessages } from "../../src/billings/slip/Messages.ts"
import { renderSlipPdf } from "../../src/billings/slip/Pdf.ts"
import { bankCheckDigit, formatTaxId } from "../../src/billings/slip/SlipView.ts"
import { pdfText } from "./pdfText.ts"
import { boleto, slipView } from "./slipFixture.ts"

const pt = slipMessages["pt-BR"]
const en = slipMessages.en
const formatted = Billing.formatDigitableLine(boleto.digitableLine)

describe("the boleto slip's codes", () => {
  it("prints the bank's check digit of the codes banks publish (001-9, 033-7, 104-0, 237-2, 341-7)", () => {
    expect(["001", "033", "104", "237", "341"].map((code) => `${code}-${bankCheckDigit(code)}`)).toEqual([
      "001-9",
      "033-7",
      "104-0",
      "237-2",
      "341-7"
    ])
  })

  it("punctuates a CPF and a CNPJ and leaves anything else as given", () => {
    expect(formatTaxId("12345678909")).toBe("123.456.789-09")
    expect(formatTaxId("12345678000195")).toBe("12.345.678/0001-95")
    expect(formatTaxId("123")).toBe("123")
  })

  it("draws Interleaved 2 of 5 with bars 1 and 3 units wide, start and stop included: 405 units for 44 digits", () => {
    const drawn = barcodeBars(boleto.barcode)
    expect(new Set(drawn.bars.map((bar) => bar.width))).toEqual(new Set([1, 3]))
    // Start: two narrow bars; 22 digit pairs of 2 wide + 3 narrow bars each; stop: a wide bar and a narrow one.
    expect(drawn.bars.length).toBe(2 + 22 * 5 + 2)
    expect(drawn.bars.slice(0, 2).map((bar) => [bar.x, bar.width])).toEqual([
      [0, 1],
      [2, 1]
    ])
    const last = drawn.bars.at(-1)!
    expect(last.x + last.width).toBe(405)
    expect(drawn.bars.slice(-2).map((bar) => bar.width)).toEqual([3, 1])
  })

  it("answers another drawing for another barcode", () => {
    expect(barcodeSvg(boleto.barcode, "a")).not.toBe(barcodeSvg(`${boleto.barcode.slice(0, 43)}0`, "a"))
  })
})

describe("the boleto slip page", () => {
  it("lays out the ficha: bank box 341-7, the formatted line, due date, amounts, nosso número, the barcode", () => {
    const html = renderSlip(slipView(), "n0nce")
    expect(html).toContain(`<span class="bankcode" id="slip-bank">341-7</span>`)
    expect(html).toContain(`<span class="line" id="slip-line">${formatted}</span>`)
    expect(html).toContain(`<span class="line" id="receipt-line">${formatted}</span>`)
    expect(html).toContain(`id="due-date">15/12/2026<`)
    expect(html).toContain(`id="document-date">27/11/2026<`)
    expect(html).toContain(`id="amount">R$\u00a01.234,56<`)
    expect(html).toContain(`id="nosso-numero">109/00000000-1<`)
    expect(html).toContain(`12.345.678/0001-95`)
    expect(html).toContain(`<svg id="barcode" role="img" aria-label="${pt.barcodeAlt}"`)
    expect(html).toContain(`<style nonce="n0nce">`)
    expect(html).toContain("@page{size:A4")
    expect(html).not.toContain("<script")
    expect(html).toContain(`href="bil_01JZ8Y6Q3R5T7V9X1Z3B5D7F9H.pdf?lang=pt-BR"`)
  })

  it("escapes every merchant's and payer's text", () => {
    const html = renderSlip(slipView(), "n")
    expect(html).toContain("Loja &lt;b&gt;Azul&lt;/b&gt; &amp; Cia")
    expect(html).toContain("Ana &quot;Souza&quot; &lt;script&gt;")
    expect(html).toContain("Pedido &lt;img src=x onerror=alert(1)&gt;")
    expect(html).not.toMatch(/<b>Azul|<img src=x|<script>/)
  })

  it("speaks English when asked: its words, dates month first and amounts in en-US", () => {
    const html = renderSlip(slipView({ locale: "en" }), "n")
    expect(html).toContain(`<html lang="en">`)
    expect(html).toContain(en.paymentPlaceText)
    expect(html).toContain(`id="due-date">12/15/2026<`)
    expect(html).toContain(`id="amount">R$1,234.56<`)
    expect(html).not.toContain(pt.paymentPlaceText)
  })

  it("shows an overdue boleto's late charges and the amount charged", () => {
    const html = renderSlip(slipView({ status: "OVERDUE", amountDueCentavos: 126_000 }), "n")
    expect(html).toContain(pt.overdue)
    expect(html).toContain(`id="late-charges">R$\u00a025,44<`)
    expect(html).toContain(`id="amount-charged">R$\u00a01.260,00<`)
    expect(html).toContain(`id="barcode"`)
  })

  it("shows a paid or canceled boleto's status, and neither its barcode nor its line", () => {
    for (const [status, notice] of [
      ["RECEIVED", pt.paid],
      ["CANCELED", pt.canceled]
    ] as const) {
      const html = renderSlip(slipView({ status }), "n")
      expect(html).toContain(notice)
      expect(html).not.toContain(`id="barcode"`)
      expect(html).not.toContain(formatted)
      expect(html).toContain(`data-status="${status}"`)
    }
  })

  it("names an unknown boleto in words, in the asked language", () => {
    expect(renderSlipNotFound("en", "n")).toContain(en.notFoundTitle)
    expect(renderSlipNotFound("pt-BR", "n")).toContain(pt.notFoundTitle)
  })
})

describe("the boleto slip's PDF", () => {
  it.effect("is one A4 page whose text holds the formatted line, the amount, the due date and the payer", () =>
    Effect.gen(function* () {
      const bytes = yield* renderSlipPdf(slipView())
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-")
      const { pages, text } = yield* pdfText(bytes)
      expect(pages).toBe(1)
      expect(text).toContain(formatted)
      expect(text).toContain("R$ 1.234,56")
      expect(text).toContain("15/12/2026")
      expect(text).toContain("341-7")
      expect(text).toContain('Ana "Souza" <script>')
      expect(text).toContain(pt.slipTitle.toUpperCase())
    })
  )

  it.effect("speaks English, and a paid one shows its status instead of the line", () =>
    Effect.gen(function* () {
      const english = yield* pdfText(yield* renderSlipPdf(slipView({ locale: "en" })))
      expect(english.text).toContain(en.paymentPlaceText)
      expect(english.text).toContain("R$1,234.56")
      const paid = yield* pdfText(yield* renderSlipPdf(slipView({ status: "RECEIVED" })))
      expect(paid.text).toContain(pt.paid)
      expect(paid.text).not.toContain(formatted)
    })
  )

  it.effect("gives the same bytes for the same slip", () =>
    Effect.gen(function* () {
      const a = yield* renderSlipPdf(slipView())
      const b = yield* renderSlipPdf(slipView())
      expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true)
    })
  )
})
