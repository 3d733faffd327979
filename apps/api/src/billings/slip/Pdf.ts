import { Billing } from "@trilho/domain"
import { Effect } from "effect"
import PDFDocument from "pdfkit"
import { money } from "../../charges/payPage/Markup.ts"
import { barcodeBars } from "./Barcode.ts"
import { type SlipTextKey, slipMessages } from "./Messages.ts"
import { formatDate, formatTaxId, type SlipParty, slipState, type SlipView, statusNotice } from "./SlipView.ts"

/** PDF points per millimetre. */
const mm = 72 / 25.4
/** A4 in points, with 10 mm margins: the printable width the boxes share. */
const page = { width: 595.28, margin: 10 * mm }
const contentWidth = page.width - 2 * page.margin
/** The boxes' grid: five equal columns and a right column of 28 % (the due date, the amounts). */
const rightWidth = contentWidth * 0.28
const colWidth = (contentWidth - rightWidth) / 5
const rowHeight = 24
/** FEBRABAN's barcode field: 103 mm by 13 mm, after a quiet zone of 5 mm. */
const barcodeBox = { width: 103 * mm, height: 13 * mm, quiet: 5 * mm }

type Doc = InstanceType<typeof PDFDocument>
type Words = (key: SlipTextKey) => string

/** A box of the grid at column `col` (0-5, 5 the right column) spanning `span` columns and `rows` rows. */
const cell = (
  doc: Doc,
  y: number,
  col: number,
  span: number,
  label: string,
  value: string,
  rows = 1,
  right = false
) => {
  const x = page.margin + col * colWidth
  const w = col + span > 5 ? colWidth * (span - 1) + rightWidth : colWidth * span
  const h = rowHeight * rows
  doc.lineWidth(0.6).rect(x, y, w, h).stroke()
  doc
    .font("Helvetica")
    .fontSize(6)
    .text(label, x + 3, y + 2, { width: w - 6, lineBreak: false })
  doc
    .font("Helvetica-Bold")
    .fontSize(8.5)
    .text(value, x + 3, y + 10, { width: w - 6, height: h - 11, align: right ? "right" : "left", ellipsis: true })
}

const partyText = (p: SlipParty) =>
  (p.taxId === "" ? p.name : `${p.name} · ${formatTaxId(p.taxId)}`) +
  (p.address === undefined || p.address === "" ? "" : `\n${p.address}`)

/** The bank's name, its code box and the digitable line (or the status), over a heavy rule. */
const bankBar = (doc: Doc, view: SlipView, t: Words, y: number) => {
  const x = page.margin
  doc
    .font("Helvetica-Bold")
    .fontSize(11)
    .text(`${t("bank")} ${view.bankCode}`, x, y + 6, { lineBreak: false })
  doc
    .lineWidth(1.2)
    .moveTo(x + 110, y)
    .lineTo(x + 110, y + 22)
    .moveTo(x + 160, y)
    .lineTo(x + 160, y + 22)
    .stroke()
  doc.fontSize(14).text(`${view.bankCode}-${view.bankCheckDigit}`, x + 110, y + 4, { width: 50, align: "center" })
  const line =
    slipState(view.status) === "payable"
      ? Billing.formatDigitableLine(view.digitableLine)
      : t(statusNotice(view.status) ?? "status")
  doc
    .font("Courier-Bold")
    .fontSize(10.5)
    .text(line, x + 164, y + 8, { width: contentWidth - 164, align: "right" })
  doc
    .lineWidth(1.2)
    .moveTo(x, y + 22)
    .lineTo(x + contentWidth, y + 22)
    .stroke()
  return y + 22
}

/** The document's amount, the late charges and the amount charged (blank when nothing is due on top). */
const amounts = (view: SlipView) => {
  const due = view.amountDueCentavos ?? view.amountCentavos
  return {
    document: money(view.locale, view.amountCentavos),
    late: due > view.amountCentavos ? money(view.locale, due - view.amountCentavos) : "",
    charged: due !== view.amountCentavos ? money(view.locale, due) : ""
  }
}

const receipt = (doc: Doc, view: SlipView, t: Words, top: number) => {
  const amount = amounts(view)
  doc.font("Helvetica-Bold").fontSize(7).text(t("receiptTitle").toUpperCase(), page.margin, top)
  let y = bankBar(doc, view, t, top + 10)
  cell(doc, y, 0, 5, t("beneficiary"), partyText(view.beneficiary))
  cell(doc, y, 5, 1, t("dueDate"), formatDate(view.locale, view.dueDate), 1, true)
  y += rowHeight
  cell(doc, y, 0, 2, t("payer"), view.payer.name)
  cell(doc, y, 2, 3, t("documentNumber"), view.billingId)
  cell(doc, y, 5, 1, t("nossoNumero"), view.nossoNumero, 1, true)
  y += rowHeight
  cell(doc, y, 0, 5, t("mechanicalAuth"), "")
  cell(
    doc,
    y,
    5,
    1,
    amount.charged === "" ? t("documentAmount") : t("amountCharged"),
    amount.charged || amount.document,
    1,
    true
  )
  y += rowHeight + 10
  doc
    .lineWidth(0.8)
    .dash(4, { space: 3 })
    .moveTo(page.margin, y)
    .lineTo(page.margin + contentWidth, y)
    .stroke()
    .undash()
  doc
    .font("Helvetica")
    .fontSize(6)
    .text(t("cutHere"), page.margin, y + 2, { width: contentWidth, align: "right" })
  return y + 16
}

/** The barcode as filled rectangles, one per bar, scaled to the FEBRABAN field. */
const barcode = (doc: Doc, view: SlipView, y: number) => {
  const drawn = barcodeBars(view.barcode)
  const unit = barcodeBox.width / drawn.width
  const x = page.margin + barcodeBox.quiet
  for (const bar of drawn.bars) doc.rect(x + bar.x * unit, y, bar.width * unit, barcodeBox.height)
  doc.fillColor("black").fill()
}

const ficha = (doc: Doc, view: SlipView, t: Words, top: number) => {
  const amount = amounts(view)
  doc.font("Helvetica-Bold").fontSize(7).text(t("slipTitle").toUpperCase(), page.margin, top)
  let y = bankBar(doc, view, t, top + 10)
  cell(doc, y, 0, 5, t("paymentPlace"), t("paymentPlaceText"))
  cell(doc, y, 5, 1, t("dueDate"), formatDate(view.locale, view.dueDate), 1, true)
  y += rowHeight
  cell(doc, y, 0, 5, t("beneficiary"), partyText(view.beneficiary))
  cell(doc, y, 5, 1, t("nossoNumero"), view.nossoNumero, 1, true)
  y += rowHeight
  cell(doc, y, 0, 1, t("documentDate"), formatDate(view.locale, view.documentDate))
  cell(doc, y, 1, 3, t("documentNumber"), view.billingId)
  cell(doc, y, 4, 1, t("currency"), "R$")
  cell(doc, y, 5, 1, t("documentAmount"), amount.document, 1, true)
  y += rowHeight
  const instructions = [view.description, ...view.instructions].filter((line) => line !== "").join("\n")
  cell(doc, y, 0, 5, t("instructions"), instructions, 3)
  cell(doc, y, 5, 1, t("lateCharges"), amount.late, 1, true)
  cell(doc, y + rowHeight, 5, 1, t("amountCharged"), amount.charged, 1, true)
  cell(doc, y + 2 * rowHeight, 5, 1, "", "")
  y += 3 * rowHeight
  cell(doc, y, 0, 6, t("payer"), partyText(view.payer), 1.5)
  y += 1.5 * rowHeight + 8
  if (slipState(view.status) === "payable") barcode(doc, view, y)
  doc
    .font("Helvetica")
    .fontSize(6)
    .text(`${t("mechanicalAuth")} · ${t("slipTitle")}`, page.margin, y + 2, {
      width: contentWidth,
      align: "right"
    })
}

/**
 * The slip as an A4 PDF (pdfkit, the standard Helvetica and Courier): the same receipt stub and ficha de compensação
 * as the page, the barcode drawn as vector bars from the same encoder. Its metadata dates are the document's, so the
 * same billing gives the same bytes.
 */
export const renderSlipPdf = (view: SlipView): Effect.Effect<Uint8Array> =>
  Effect.promise(
    () =>
      new Promise<Uint8Array>((resolve, reject) => {
        const t: Words = (key) => slipMessages[view.locale][key]
        const date = new Date(`${view.documentDate}T12:00:00Z`)
        const doc = new PDFDocument({
          size: "A4",
          margin: page.margin,
          lang: view.locale,
          info: {
            Title: `${t("title")} ${view.billingId}`,
            Author: view.beneficiary.name,
            CreationDate: date,
            ModDate: date
          }
        })
        const chunks: Array<Buffer> = []
        doc.on("data", (chunk: Buffer) => chunks.push(chunk))
        doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))))
        doc.on("error", reject)
        const next = receipt(doc, view, t, page.margin)
        ficha(doc, view, t, next + 6)
        doc.end()
      })
  )
