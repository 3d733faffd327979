import { type Language, languages, locales, messages, type TextKey } from "./Messages.ts"
import { script } from "./Script.ts"
import { styles } from "./Styles.ts"
import { escapeHtml, type PayState, type PayView, scriptJson } from "./View.ts"

/** Dates are São Paulo's, as a payer in Brazil reads them. */
const zone = "America/Sao_Paulo"

/** The formatters of each language, made once: building an `Intl` formatter costs far more than using one. */
const formats = Object.fromEntries(
  languages.map((lang) => [
    lang,
    {
      money: new Intl.NumberFormat(locales[lang], { style: "currency", currency: "BRL" }),
      dateTime: new Intl.DateTimeFormat(locales[lang], { dateStyle: "short", timeStyle: "short", timeZone: zone })
    }
  ])
) as Record<Language, { readonly money: Intl.NumberFormat; readonly dateTime: Intl.DateTimeFormat }>

/** An amount of centavos as the language writes reais. */
export const money = (lang: Language, centavos: number) => formats[lang].money.format(centavos / 100)

const dateTime = (lang: Language, date: Date) => formats[lang].dateTime.format(date)

const time = (lang: Language, date: Date) =>
  `<time datetime="${date.toISOString()}">${escapeHtml(dateTime(lang, date))}</time>`

const row = (label: string, value: string, id: string) =>
  `<div class="row"><dt>${escapeHtml(label)}</dt><dd id="${id}">${value}</dd></div>`

const pending = (view: PayView, t: (key: TextKey) => string, lang: Language) => `
<div class="qr-box"><img id="qr" src="${escapeHtml(view.id)}/qrcode.png" width="300" height="300" alt="${t("qrAlt")}"></div>
<p class="hint">${t("scanHint")}</p>
<label for="code">${t("copyLabel")}</label>
<div class="copy-row">
  <input id="code" type="text" readonly value="${escapeHtml(view.copyPaste ?? "")}" aria-describedby="copy-hint">
  <button id="copy" type="button">${t("copy")}</button>
</div>
<p id="copy-hint" class="hint">${t("copyHint")}</p>
<p id="copy-status" class="notice" role="status" aria-live="polite"></p>
<p class="expiry">${t("expiresIn")} <strong id="countdown" role="timer" aria-live="off">--:--</strong>
  <span class="muted">(${t("expiresAt")} ${time(lang, view.expiresAt)})</span></p>
<p id="status" class="status" role="status" aria-live="polite">${t("waiting")}</p>`

const receipt = (view: PayView, t: (key: TextKey) => string, lang: Language) => `
<h2 id="outcome" class="outcome ok" tabindex="-1">${t("paidTitle")}</h2>
<p>${t("paidLead")}</p>
<dl class="receipt">
  ${row(t("paidAmount"), escapeHtml(money(lang, view.amountCentavos)), "paid-amount")}
  ${view.paidAt === undefined ? "" : row(t("paidAt"), time(lang, view.paidAt), "paid-at")}
  ${view.endToEndId === undefined ? "" : row(t("endToEndId"), `<code>${escapeHtml(view.endToEndId)}</code>`, "e2e")}
  ${view.payerName === undefined ? "" : row(t("payerName"), escapeHtml(view.payerName), "payer")}
</dl>
${delivered(view.deliveries, t)}`

/**
 * The digital delivery of a paid checkout, per product: a link to open, the merchant's rich text (sanitized when the
 * product was written), or the line this buyer got.
 */
export const delivered = (deliveries: PayView["deliveries"], t: (key: TextKey) => string) => {
  if (deliveries.length === 0) return ""
  const items = deliveries.map((d, i) => {
    const name = `<h4>${escapeHtml(d.productName)}</h4>`
    switch (d.type) {
      case "LINK":
        return `<li>${name}<a class="button" id="delivery-${i}" href="${escapeHtml(d.redirectUrl)}" rel="noopener noreferrer">${t("openContent")}</a></li>`
      case "TEXT_INFINITE":
        return `<li>${name}<div class="rich" id="delivery-${i}">${d.richContent}</div></li>`
      case "TEXT_LINES":
        return `<li>${name}<p class="muted">${t("yourCode")}</p><code class="line" id="delivery-${i}">${escapeHtml(d.line)}</code></li>`
    }
  })
  return `<section class="delivery" aria-labelledby="delivery-title">
  <h3 id="delivery-title">${t("purchaseTitle")}</h3>
  <ul>${items.join("")}</ul>
</section>`
}

const final = (title: TextKey, lead: TextKey, t: (key: TextKey) => string) => `
<h2 id="outcome" class="outcome" tabindex="-1">${t(title)}</h2>
<p>${t(lead)}</p>`

const body = (state: PayState, view: PayView, t: (key: TextKey) => string, lang: Language) => {
  switch (state) {
    case "pending":
      return pending(view, t, lang)
    case "paid":
      return receipt(view, t, lang)
    case "expired":
      return final("expiredTitle", "expiredLead", t)
    case "canceled":
      return final("canceledTitle", "canceledLead", t)
    case "failed":
      return final("failedTitle", "failedLead", t)
    case "reversed":
      return final("reversedTitle", "reversedLead", t)
  }
}

const languageLinks = (lang: Language) =>
  languages
    .map((l) => {
      const name = l === "en" ? "English" : "Português"
      return `<a href="?lang=${l}" lang="${l}" hreflang="${l}"${l === lang ? ' aria-current="true"' : ""}>${name}</a>`
    })
    .join("")

/** The document's head and the page's top bar (brand, language links), shared by the hosted pages. */
export const head = (title: string, nonce: string, lang: Language) => `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style nonce="${nonce}">${styles}</style>
</head>
<body>
<header class="top">
  <p class="brand"><span class="logo" aria-hidden="true">T</span> Trilho</p>
  <nav class="lang" aria-label="${escapeHtml(messages[lang].language)}">${languageLinks(lang)}</nav>
</header>`

/** The page of an address that names no charge: a payer who opens a wrong link reads why, in words. */
export const renderNotFound = (lang: Language, nonce: string): string => {
  const t = (key: TextKey) => escapeHtml(messages[lang][key])
  return `${head(t("notFoundTitle"), nonce, lang)}
<main id="pay" class="card" data-state="not-found">
  <h1 id="outcome">${t("notFoundTitle")}</h1>
  <p>${t("notFoundLead")}</p>
</main>
</body>
</html>
`
}

/** Where the page follows its charge live: the gateway's URL and the charge's payment watch token. */
export interface PayLive {
  readonly wsUrl: string
  readonly watchToken: string
}

/** The `data-` attributes that let the script follow the charge on the gateway; none without `live`. */
const liveAttributes = (live: PayLive | undefined) =>
  live === undefined ? "" : ` data-ws-url="${escapeHtml(live.wsUrl)}" data-watch-token="${escapeHtml(live.watchToken)}"`

/**
 * The pay page of a charge, whole. Every value from the charge is escaped; the script and the styles carry the
 * request's nonce, the only ones the page's Content-Security-Policy lets run. The script reads what it needs from
 * `data-` attributes (with `live`, the gateway's URL and the watch token) and the words of `lang`.
 */
export const render = (
  view: PayView,
  state: PayState,
  lang: Language,
  nonce: string,
  nowMs: number,
  live?: PayLive
): string => {
  const words = messages[lang]
  const t = (key: TextKey) => escapeHtml(words[key])
  return `${head(`${t("title")} · ${escapeHtml(view.merchantName)}`, nonce, lang)}
<main id="pay" class="card" data-state="${state}" data-id="${escapeHtml(view.id)}"
  data-expires-at="${view.expiresAt.toISOString()}" data-now="${nowMs}"${liveAttributes(live)}>
  <p class="eyebrow">${t("payTo")}</p>
  <h1 id="merchant">${escapeHtml(view.merchantName)}</h1>
  <dl class="summary">
    ${row(t("amount"), escapeHtml(money(lang, view.amountCentavos)), "amount")}
    ${view.description === "" ? "" : row(t("description"), escapeHtml(view.description), "description")}
  </dl>
  <div id="state">${body(state, view, t, lang)}</div>
</main>
<footer class="foot"><p>${t("poweredBy")}</p></footer>
<script nonce="${nonce}">
const WORDS = ${scriptJson(words)};
${script}
</script>
</body>
</html>
`
}
