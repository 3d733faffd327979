import { CryptoAssets, CryptoDeposits } from "@trilho/domain"
import { head, money } from "../../charges/payPage/Markup.ts"
import { type Language, languages, locales } from "../../charges/payPage/Messages.ts"
import { escapeHtml } from "../../charges/payPage/View.ts"

const ptBR = {
  title: "Pagamento em cripto",
  payTo: "Pagar para",
  amount: "Valor",
  description: "Descrição",
  send: "Envie exatamente",
  network: "Rede",
  address: "Endereço",
  extraId: "Destination tag (obrigatória)",
  qrAlt: "QR code do pagamento em cripto",
  scanHint: "Aponte a carteira para o código, ou copie o endereço e o valor. Envie só nesta rede.",
  expiresAt: "Cotação válida até",
  confirmations: "Confirmações",
  received: "Recebido",
  status: "Situação",
  refresh: "Atualizar",
  purchase: "Ver sua compra",
  AWAITING: "Aguardando o pagamento",
  CONFIRMING: "Pagamento visto na rede; aguardando confirmações",
  UNDERPAID: "Valor recebido abaixo do cotado: envie o restante antes do fim da cotação",
  COMPLETED: "Pagamento recebido. Obrigado!",
  EXPIRED: "A cotação expirou sem pagamento. Peça uma nova cobrança a quem cobrou.",
  notFoundTitle: "Cobrança não encontrada",
  notFoundLead: "Confira o endereço recebido de quem cobrou: esta cobrança não existe.",
  poweredBy: "Pagamento processado por Trilho"
}

type TextKey = keyof typeof ptBR

const en: Readonly<Record<TextKey, string>> = {
  title: "Crypto payment",
  payTo: "Pay to",
  amount: "Amount",
  description: "Description",
  send: "Send exactly",
  network: "Network",
  address: "Address",
  extraId: "Destination tag (required)",
  qrAlt: "QR code of the crypto payment",
  scanHint: "Point your wallet at the code, or copy the address and the amount. Send on this network only.",
  expiresAt: "Quote valid until",
  confirmations: "Confirmations",
  received: "Received",
  status: "Status",
  refresh: "Refresh",
  purchase: "See your purchase",
  AWAITING: "Waiting for the payment",
  CONFIRMING: "Payment seen on the network; waiting for confirmations",
  UNDERPAID: "Less than quoted arrived: send the rest before the quote ends",
  COMPLETED: "Payment received. Thank you!",
  EXPIRED: "The quote expired with no payment. Ask whoever charged you for a new charge.",
  notFoundTitle: "Charge not found",
  notFoundLead: "Check the address you were given: this charge does not exist.",
  poweredBy: "Payment processed by Trilho"
}

/** Every text of the crypto pay page, per language (the PIX pay page's languages). */
export const cryptoMessages: Readonly<Record<Language, Readonly<Record<TextKey, string>>>> = { "pt-BR": ptBR, en }

/** The network names as a payer's wallet shows them. */
export const networkNames: Readonly<Record<CryptoAssets.CryptoNetworkName, string>> = {
  bitcoin: "Bitcoin",
  ethereum: "Ethereum (ERC-20)",
  tron: "TRON (TRC-20)",
  polygon: "Polygon",
  xrpl: "XRP Ledger"
}

const dateTime = Object.fromEntries(
  languages.map((lang) => [
    lang,
    new Intl.DateTimeFormat(locales[lang], { dateStyle: "short", timeStyle: "short", timeZone: "America/Sao_Paulo" })
  ])
) as Record<Language, Intl.DateTimeFormat>

const row = (label: string, value: string, id: string) =>
  `<div class="row"><dt>${escapeHtml(label)}</dt><dd id="${id}">${value}</dd></div>`

/** Whether the deposit may still move (the page offers its refresh link): AWAITING, CONFIRMING or UNDERPAID. */
export const isOpen = (status: CryptoAssets.CryptoDepositStatus) => status !== "COMPLETED" && status !== "EXPIRED"

/**
 * The hosted page of a crypto deposit, whole: the merchant, the amount in reais, and while it is open the QR code of
 * its payment URI, the amount to send, the network, the address (and tag), the quote's expiry and the confirmations;
 * its status always. Every value is escaped; no script, and no timed refresh (WCAG 2.2.1 refuses a page that reloads
 * under its reader): a refresh link while the deposit is open. The deposit of a payment link's checkout session
 * (`purchaseUrl`: the session's page) links on to it once it ended: the receipt with the deliveries once paid.
 */
export const renderCryptoPage = (
  record: CryptoDeposits.CryptoDepositRecord,
  merchantName: string,
  lang: Language,
  nonce: string,
  purchaseUrl?: string
): string => {
  const t = (key: TextKey) => escapeHtml(cryptoMessages[lang][key])
  const lean = CryptoDeposits.toLeanCryptoDeposit(record)
  const c = lean.crypto
  const open = isOpen(record.status)
  const payment = open
    ? `<div class="qr-box"><img id="qr" src="${escapeHtml(record.id)}/qrcode.png" width="300" height="300" alt="${t("qrAlt")}"></div>
<p class="hint">${t("scanHint")}</p>
<dl class="summary">
  ${row(cryptoMessages[lang].send, `<code>${escapeHtml(c.cryptoAmount)} ${escapeHtml(c.currency)}</code>`, "crypto-amount")}
  ${row(cryptoMessages[lang].network, escapeHtml(networkNames[c.network]), "network")}
  ${row(cryptoMessages[lang].address, `<code>${escapeHtml(c.address)}</code>`, "address")}
  ${c.extraId === undefined ? "" : row(cryptoMessages[lang].extraId, `<code>${escapeHtml(c.extraId)}</code>`, "extra-id")}
  ${row(cryptoMessages[lang].expiresAt, `<time datetime="${c.quoteExpiresAt}">${escapeHtml(dateTime[lang].format(new Date(c.quoteExpiresAt)))}</time>`, "expires-at")}
  ${row(cryptoMessages[lang].confirmations, `${c.confirmations} / ${c.confirmationsRequired}`, "confirmations")}
  ${row(cryptoMessages[lang].received, `${escapeHtml(c.receivedAmount)} ${escapeHtml(c.currency)}`, "received")}
</dl>`
    : ""
  return `${head(`${t("title")} · ${escapeHtml(merchantName)}`, nonce, lang)}
<main id="pay" class="card" data-state="${record.status}" data-id="${escapeHtml(record.id)}">
  <p class="eyebrow">${t("payTo")}</p>
  <h1 id="merchant">${escapeHtml(merchantName)}</h1>
  <dl class="summary">
    ${row(cryptoMessages[lang].amount, escapeHtml(money(lang, Math.round(lean.amount * 100))), "amount")}
    ${record.description === undefined ? "" : row(cryptoMessages[lang].description, escapeHtml(record.description), "description")}
  </dl>
  ${payment}
  <p id="status" class="status" role="status">${t(record.status)}</p>
  ${open ? `<p><a class="button" id="refresh" href="?lang=${lang}">${t("refresh")}</a></p>` : ""}
  ${
    open || purchaseUrl === undefined
      ? ""
      : `<p><a class="button" id="purchase" href="${escapeHtml(purchaseUrl)}?lang=${lang}">${t("purchase")}</a></p>`
  }
</main>
<footer class="foot"><p>${t("poweredBy")}</p></footer>
</body>
</html>
`
}

/** The page of an address that names no deposit. */
export const renderCryptoNotFound = (lang: Language, nonce: string): string => {
  const t = (key: TextKey) => escapeHtml(cryptoMessages[lang][key])
  return `${head(t("notFoundTitle"), nonce, lang)}
<main id="pay" class="card" data-state="not-found">
  <h1 id="outcome">${t("notFoundTitle")}</h1>
  <p>${t("notFoundLead")}</p>
</main>
</body>
</html>
`
}
