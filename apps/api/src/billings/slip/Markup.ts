import { Billing } from "@trilho/domain"
import { money } from "../../charges/payPage/Markup.ts"
import { type Language, languages } from "../../charges/payPage/Messages.ts"
import { escapeHtml } from "../../charges/payPage/View.ts"
import { barcodeSvg } from "./Barcode.ts"
import { type SlipTextKey, slipMessages } from "./Messages.ts"
import { slipStyles } from "./Styles.ts"
import { formatDate, formatTaxId, type SlipParty, slipState, type SlipView, statusNotice } from "./SlipView.ts"

type Words = (key: SlipTextKey) => string

/** One box of the slip: its small label above its value (markup, already escaped). */
const box = (label: string, value: string, id: string, cls = "") =>
  `<div class="f ${cls}"><span class="l">${label}</span><span class="v" id="${id}">${value}</span></div>`

const party = (p: SlipParty) =>
  escapeHtml(p.taxId === "" ? p.name : `${p.name} · ${formatTaxId(p.taxId)}`) +
  (p.address === undefined || p.address === "" ? "" : `<br>${escapeHtml(p.address)}`)

const languageLinks = (lang: Language) =>
  languages
    .map((l) => {
      const name = l === "en" ? "English" : "Português"
      return `<a href="?lang=${l}" lang="${l}" hreflang="${l}"${l === lang ? ' aria-current="true"' : ""}>${name}</a>`
    })
    .join("")

const head = (title: string, nonce: string, lang: Language) => `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style nonce="${nonce}">${slipStyles}</style>
</head>
<body>
<header class="top">
  <p class="brand">Trilho</p>
  <nav class="lang" aria-label="${escapeHtml(slipMessages[lang].language)}">${languageLinks(lang)}</nav>
</header>`

/**
 * The bank's box ("341-7") and beside it the formatted digitable line while payable, else the status (on paper
 * too: a printed paid slip says so where the line would be).
 */
const bankBar = (view: SlipView, t: Words, payable: boolean, id: string) => `<div class="bankbar">
  <span class="bankname">${t("bank")} ${escapeHtml(view.bankCode)}</span>
  <span class="bankcode" id="${id}-bank">${escapeHtml(view.bankCode)}-${escapeHtml(view.bankCheckDigit)}</span>
  <span class="line" id="${id}-line">${
    payable ? escapeHtml(Billing.formatDigitableLine(view.digitableLine)) : t(statusNotice(view.status) ?? "status")
  }</span>
</div>`

/** The document's amount; the late charges and the amount charged only when something is due on top of it. */
const amounts = (view: SlipView) => {
  const due = view.amountDueCentavos ?? view.amountCentavos
  return {
    document: escapeHtml(money(view.locale, view.amountCentavos)),
    late: due > view.amountCentavos ? escapeHtml(money(view.locale, due - view.amountCentavos)) : "",
    charged: due !== view.amountCentavos ? escapeHtml(money(view.locale, due)) : ""
  }
}

/** The payer's receipt stub, kept by the payer above the cut line. */
const receipt = (view: SlipView, t: Words, payable: boolean) => {
  const amount = amounts(view)
  return `<section class="part" aria-labelledby="receipt-title">
  <h2 id="receipt-title">${t("receiptTitle")}</h2>
  ${bankBar(view, t, payable, "receipt")}
  <div class="boxes">
    ${box(t("beneficiary"), party(view.beneficiary), "receipt-beneficiary", "s5")}
    ${box(t("dueDate"), escapeHtml(formatDate(view.locale, view.dueDate)), "receipt-due-date", "right")}
    ${box(t("payer"), escapeHtml(view.payer.name), "receipt-payer", "s2")}
    ${box(t("documentNumber"), escapeHtml(view.billingId), "receipt-document-number", "s3")}
    ${box(t("nossoNumero"), escapeHtml(view.nossoNumero), "receipt-nosso-numero", "right")}
    ${box(t("mechanicalAuth"), "", "receipt-auth", "s5")}
    ${box(amount.charged === "" ? t("documentAmount") : t("amountCharged"), amount.charged || amount.document, "receipt-amount", "money")}
  </div>
  <p class="cut">${t("cutHere")}</p>
</section>`
}

/** The ficha de compensação: the part the bank reads, its boxes in FEBRABAN's order, the barcode under them. */
const ficha = (view: SlipView, t: Words, payable: boolean) => {
  const amount = amounts(view)
  const instructions = [view.description, ...view.instructions].filter((line) => line !== "")
  return `<section class="part" aria-labelledby="slip-title">
  <h2 id="slip-title">${t("slipTitle")}</h2>
  ${bankBar(view, t, payable, "slip")}
  <div class="boxes">
    ${box(t("paymentPlace"), t("paymentPlaceText"), "payment-place", "s5")}
    ${box(t("dueDate"), escapeHtml(formatDate(view.locale, view.dueDate)), "due-date", "right")}
    ${box(t("beneficiary"), party(view.beneficiary), "beneficiary", "s5")}
    ${box(t("nossoNumero"), escapeHtml(view.nossoNumero), "nosso-numero", "right")}
    ${box(t("documentDate"), escapeHtml(formatDate(view.locale, view.documentDate)), "document-date")}
    ${box(t("documentNumber"), escapeHtml(view.billingId), "document-number", "s3")}
    ${box(t("currency"), "R$", "currency")}
    ${box(t("documentAmount"), amount.document, "amount", "money")}
    ${box(t("instructions"), `<ul>${instructions.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`, "instructions", "s5 r2")}
    ${box(t("lateCharges"), amount.late, "late-charges", "money")}
    ${box(t("amountCharged"), amount.charged, "amount-charged", "money")}
    ${box(t("payer"), party(view.payer), "payer", "s6")}
  </div>
  ${payable ? `<div class="barcode-box">${barcodeSvg(view.barcode, t("barcodeAlt"))}</div>` : ""}
  <p class="auth">${t("mechanicalAuth")} · ${t("slipTitle")}</p>
</section>`
}

/**
 * The printable boleto of a billing, whole: a screen-only introduction (status, print hint, the PDF's link, language
 * links), the payer's receipt stub and the ficha de compensação with its Interleaved 2 of 5 barcode as inline SVG.
 * A paid or closed billing keeps its boxes but shows its status instead of the digitable line and no barcode. Every
 * merchant's and payer's text is escaped; no script; the styles carry the request's nonce.
 */
export const renderSlip = (view: SlipView, nonce: string): string => {
  const lang = view.locale
  const t: Words = (key) => escapeHtml(slipMessages[lang][key])
  const state = slipState(view.status)
  const payable = state === "payable"
  const notice = statusNotice(view.status)
  return `${head(`${t("title")} · ${escapeHtml(view.beneficiary.name)}`, nonce, lang)}
<main id="slip" data-state="${state}" data-status="${view.status}" data-id="${escapeHtml(view.billingId)}">
  <div class="intro">
    <h1 id="title">${t("title")} · ${escapeHtml(view.beneficiary.name)}</h1>
    ${notice === undefined ? "" : `<p id="status" class="status${state === "paid" ? " paid" : ""}" role="status">${t(notice)}</p>`}
    ${payable ? `<p>${t("printHint")}</p>` : ""}
    <p><a class="button" id="pdf" href="${escapeHtml(view.billingId)}.pdf?lang=${lang}">${t("pdf")}</a></p>
  </div>
  ${receipt(view, t, payable)}
  ${ficha(view, t, payable)}
</main>
<footer class="foot"><p>${t("poweredBy")}</p></footer>
</body>
</html>
`
}

/** The page of an address that names no boleto (an unknown id, or a billing paid another way). */
export const renderSlipNotFound = (lang: Language, nonce: string): string => {
  const t: Words = (key) => escapeHtml(slipMessages[lang][key])
  return `${head(t("notFoundTitle"), nonce, lang)}
<main id="slip" data-state="not-found">
  <h1 id="title">${t("notFoundTitle")}</h1>
  <p>${t("notFoundLead")}</p>
</main>
</body>
</html>
`
}
