import { Checkout, CryptoAssets, type PaymentLinks, type Products } from "@trilho/domain"
import { delivered, head, money } from "../../charges/payPage/Markup.ts"
import { type Language, messages, type TextKey } from "../../charges/payPage/Messages.ts"
import { escapeHtml } from "../../charges/payPage/View.ts"
import { networkNames } from "../../crypto/payPage/Markup.ts"
import { type LinkTextKey, linkMessages } from "./Messages.ts"

type LinkPreview = Checkout.LinkPreview

/** The form's fields as the buyer last sent them. */
export interface LinkForm {
  readonly method?: string | undefined
  /** The crypto asset chosen, as `<currency>:<network>` (`assetValueOf`). */
  readonly asset?: string | undefined
  readonly amount?: string | undefined
  readonly couponCode?: string | undefined
  readonly name?: string | undefined
  readonly document?: string | undefined
  readonly email?: string | undefined
}

/** The fields of the form, in the order they are shown (and errors are listed). */
export const formFields = ["method", "asset", "amount", "couponCode", "name", "document", "email"] as const
export type FormField = (typeof formFields)[number]

/** What the page says about the last submission: problems per field, one for the whole form, an applied coupon. */
export interface LinkFeedback {
  readonly fieldErrors: Partial<Record<FormField, LinkTextKey>>
  readonly formError?: LinkTextKey | undefined
  readonly quote?: { readonly code: string; readonly discountCentavos: number; readonly totalCentavos: number }
}

const noFeedback: LinkFeedback = { fieldErrors: {} }

const productItem = (p: Products.StockedProduct) => `<li>${escapeHtml(p.product.name)}</li>`

const methodLabel = (method: PaymentLinks.CheckoutMethod): LinkTextKey =>
  method === "PIX" ? "methodPIX" : method === "CARD" ? "methodCARD" : "methodCRYPTO"

/** An input with its label, hint and error, tied together for assistive technology. */
const field = (
  id: FormField,
  label: string,
  value: string | undefined,
  error: string | undefined,
  attrs: string,
  hint?: string
) => {
  const described = [hint === undefined ? "" : `${id}-hint`, error === undefined ? "" : `${id}-error`]
    .filter((s) => s !== "")
    .join(" ")
  return `<div class="field">
  <label for="${id}">${label}</label>
  ${hint === undefined ? "" : `<p id="${id}-hint" class="hint">${hint}</p>`}
  <input id="${id}" name="${id}" value="${escapeHtml(value ?? "")}" ${attrs}${
    described === "" ? "" : ` aria-describedby="${described}"`
  }${error === undefined ? "" : ' aria-invalid="true"'}>
  ${error === undefined ? "" : `<p id="${id}-error" class="error">${error}</p>`}
</div>`
}

/**
 * The price, and the discount and total of an applied coupon. An open value has no price to show until a coupon is
 * applied to the amount typed: then it is the quote's total plus its discount.
 */
const totalsOf = (
  listedCentavos: number | undefined,
  quote: LinkFeedback["quote"],
  t: (key: LinkTextKey) => string,
  lang: Language
) => {
  const price = listedCentavos ?? (quote === undefined ? undefined : quote.totalCentavos + quote.discountCentavos)
  return price === undefined
    ? ""
    : `<dl class="summary">
  <div class="row"><dt>${t("price")}</dt><dd id="price">${escapeHtml(money(lang, price))}</dd></div>
  ${
    quote === undefined
      ? ""
      : `<div class="row"><dt>${t("discount")} (${escapeHtml(quote.code)})</dt><dd id="discount">− ${escapeHtml(
          money(lang, quote.discountCentavos)
        )}</dd></div>
  <div class="row"><dt>${t("total")}</dt><dd id="total">${escapeHtml(money(lang, quote.totalCentavos))}</dd></div>`
  }
</dl>`
}

/**
 * The note of a coupon just applied. The focus lands where the buyer has to look, with no script: the summary of
 * problems if any, else this note (next Tab: the buyer's name).
 */
const couponNoteOf = (feedback: LinkFeedback, summaryShown: boolean, t: (key: LinkTextKey) => string) =>
  feedback.quote === undefined
    ? ""
    : `<p id="coupon-status" class="notice" role="status" tabindex="-1"${summaryShown ? "" : " autofocus"}>${t(
        "couponApplied"
      )}</p>`

/** The summary of the form's problems, each a link to its field, with the focus on load; none without problems. */
const summaryOf = (
  formError: LinkTextKey | undefined,
  errorOf: (f: FormField) => string | undefined,
  t: (key: LinkTextKey) => string
) => {
  const problems = formFields.flatMap((f) => {
    const message = errorOf(f)
    return message === undefined ? [] : [`<li><a href="#${f}">${message}</a></li>`]
  })
  return problems.length === 0 && formError === undefined
    ? ""
    : `<div id="errors" class="errors" role="alert" tabindex="-1" autofocus>
  <h2>${t("errorsTitle")}</h2>
  <ul>${formError === undefined ? "" : `<li>${t(formError)}</li>`}${problems.join("")}</ul>
</div>`
}

/** A radio per method of the link, the chosen one (else the first) checked. */
const methodChoices = (
  allowed: ReadonlyArray<PaymentLinks.CheckoutMethod>,
  chosen: string | undefined,
  t: (key: LinkTextKey) => string
) =>
  allowed
    .map((m) => {
      const checked = (chosen ?? allowed[0]) === m
      return `<label class="choice"><input type="radio" name="method" value="${m}"${checked ? " checked" : ""}> ${t(
        methodLabel(m)
      )}</label>`
    })
    .join("")

/** The form's value of a crypto asset: `<currency>:<network>`. */
export const assetValueOf = (asset: Pick<CryptoAssets.AssetSpec, "currency" | "network">) =>
  `${asset.currency}:${asset.network}`

/**
 * The crypto asset to pay in, for a link that takes `CRYPTO`: every asset offered (`payment-crypto/currencies`), the
 * chosen one selected (else the first). Read only when the method chosen is `CRYPTO`.
 */
const assetChoice = (chosen: string | undefined, error: string | undefined, t: (key: LinkTextKey) => string) => {
  const options = CryptoAssets.assets
    .map((a) => {
      const value = assetValueOf(a)
      return `<option value="${value}"${value === chosen ? " selected" : ""}>${escapeHtml(
        `${a.currency} · ${networkNames[a.network]}`
      )}</option>`
    })
    .join("")
  const described = `asset-hint${error === undefined ? "" : " asset-error"}`
  return `<div class="field">
  <label for="asset">${t("assetLabel")}</label>
  <p id="asset-hint" class="hint">${t("assetHint")}</p>
  <select id="asset" name="asset" aria-describedby="${described}"${
    error === undefined ? "" : ' aria-invalid="true"'
  }>${options}</select>
  ${error === undefined ? "" : `<p id="asset-error" class="error">${error}</p>`}
</div>`
}

/** The method to pay by, with its problem, and the crypto asset when the link takes `CRYPTO`. */
const methodFieldset = (
  allowed: ReadonlyArray<PaymentLinks.CheckoutMethod>,
  form: LinkForm,
  errorOf: (f: FormField) => string | undefined,
  t: (key: LinkTextKey) => string
) => `<fieldset>
    <legend>${t("methodLegend")}</legend>
    ${methodChoices(allowed, form.method, t)}
    ${errorOf("method") === undefined ? "" : `<p id="method-error" class="error">${errorOf("method")}</p>`}
    ${allowed.includes("CRYPTO") ? assetChoice(form.asset, errorOf("asset"), t) : ""}
  </fieldset>`

/**
 * The hosted page of a payment link: the merchant, the link and its products, the price (or an amount to choose), the
 * method, a coupon to apply (the form posts back with `intent=apply` and the page shows the discounted total) and the
 * buyer's details; paying posts `intent=pay` and is answered by a redirect to the payment's page. Works without
 * script: the summary of problems, else the note of an applied coupon, takes the focus on load (`autofocus`). Every
 * value is escaped.
 */
export const renderLink = (
  preview: LinkPreview,
  form: LinkForm,
  feedback: LinkFeedback = noFeedback,
  lang: Language,
  nonce: string
): string => {
  const words = linkMessages[lang]
  const t = (key: LinkTextKey) => escapeHtml(words[key])
  const { link } = preview
  const errorOf = (f: FormField) => {
    const key = feedback.fieldErrors[f]
    return key === undefined ? undefined : t(key)
  }
  const summary = summaryOf(feedback.formError, errorOf, t)
  const emailRequired = link.customerMode !== "NONE"
  const formBody = !preview.available
    ? `<p id="unavailable" class="status">${t("unavailable")}</p>`
    : `<form id="checkout" method="post" novalidate>
  ${methodFieldset(link.allowedMethods, form, errorOf, t)}
  ${
    preview.priceCentavos === undefined
      ? field(
          "amount",
          t("amountLabel"),
          form.amount,
          errorOf("amount"),
          'inputmode="decimal" required',
          t("amountHint")
        )
      : ""
  }
  <div class="coupon">
    ${field("couponCode", t("couponLabel"), form.couponCode, errorOf("couponCode"), 'autocomplete="off"')}
    <button type="submit" name="intent" value="apply" class="secondary" formnovalidate>${t("apply")}</button>
    ${couponNoteOf(feedback, summary !== "", t)}
  </div>
  <fieldset>
    <legend>${t("payerLegend")}</legend>
    ${field("name", t("name"), form.name, errorOf("name"), 'autocomplete="name" required')}
    ${field("document", t("document"), form.document, errorOf("document"), 'inputmode="numeric" required')}
    ${field(
      "email",
      emailRequired ? t("email") : t("emailOptional"),
      form.email,
      errorOf("email"),
      `type="email" autocomplete="email"${emailRequired ? " required" : ""}`
    )}
  </fieldset>
  <button type="submit" name="intent" value="pay" id="pay-button">${t("pay")}</button>
</form>`
  return `${head(`${t("title")} · ${escapeHtml(preview.merchantName)}`, nonce, lang)}
<main id="link" class="card" data-state="${preview.available ? "open" : "unavailable"}">
  <p class="eyebrow">${t("payTo")} ${escapeHtml(preview.merchantName)}</p>
  <h1 id="link-name">${escapeHtml(link.name)}</h1>
  ${link.description === undefined ? "" : `<p id="link-description">${escapeHtml(link.description)}</p>`}
  ${
    preview.products.length === 0
      ? ""
      : `<h2 class="small">${t("products")}</h2><ul id="products">${preview.products.map(productItem).join("")}</ul>`
  }
  ${totalsOf(preview.priceCentavos, feedback.quote, t, lang)}
  ${summary}
  ${formBody}
</main>
<footer class="foot"><p>${t("poweredBy")}</p></footer>
</body>
</html>
`
}

/**
 * The receipt of a paid session (at once, when a coupon took the whole price; or back from the card processor's
 * page): what the buyer paid and got.
 */
export const renderReceipt = (
  merchantName: string,
  session: Checkout.CheckoutSession,
  lang: Language,
  nonce: string
): string => {
  const t = (key: TextKey) => escapeHtml(messages[lang][key])
  return `${head(`${t("paidTitle")} · ${escapeHtml(merchantName)}`, nonce, lang)}
<main id="pay" class="card" data-state="paid">
  <p class="eyebrow">${t("payTo")}</p>
  <h1 id="merchant">${escapeHtml(merchantName)}</h1>
  <div id="state">
    <h2 id="outcome" class="outcome ok">${t("paidTitle")}</h2>
    <p>${t("paidLead")}</p>
    <dl class="receipt">
      <div class="row"><dt>${t("paidAmount")}</dt><dd id="paid-amount">${escapeHtml(money(lang, session.totalCentavos))}</dd></div>
    </dl>
    ${delivered(Checkout.visibleDeliveries(session), t)}
  </div>
</main>
</body>
</html>
`
}

const sessionStates = {
  OPEN: { state: "open", title: "sessionOpenTitle", lead: "sessionOpenLead" },
  FAILED_CRYPTO: { state: "failed", title: "sessionFailedTitle", lead: "sessionFailedCryptoLead" },
  FAILED: { state: "failed", title: "sessionFailedTitle", lead: "sessionFailedLead" },
  EXPIRED: { state: "expired", title: "sessionExpiredTitle", lead: "sessionExpiredLead" }
} as const satisfies Record<string, { readonly state: string; readonly title: LinkTextKey; readonly lead: LinkTextKey }>

/**
 * The page of a session not paid (yet): still open, a link on to its payment's page; failed or expired, a link back
 * to the payment link to start again (relative: `<link>/sessions/<id>` → `<link>`). A paid one is `renderReceipt`.
 */
export const renderSessionState = (
  merchantName: string,
  session: Checkout.CheckoutSession & { readonly status: "OPEN" | "FAILED" | "EXPIRED" },
  lang: Language,
  nonce: string
): string => {
  const t = (key: LinkTextKey) => escapeHtml(linkMessages[lang][key])
  const shown =
    sessionStates[session.status === "FAILED" && session.method === "CRYPTO" ? "FAILED_CRYPTO" : session.status]
  const onward =
    session.status === "OPEN" && session.payUrl !== undefined
      ? `<a class="button" id="continue" href="${escapeHtml(session.payUrl)}">${t("continuePayment")}</a>`
      : `<a class="button" id="start-again" href="../../${escapeHtml(encodeURIComponent(session.linkId))}">${t(
          "startAgain"
        )}</a>`
  return `${head(`${t(shown.title)} · ${escapeHtml(merchantName)}`, nonce, lang)}
<main id="pay" class="card" data-state="${shown.state}">
  <p class="eyebrow">${t("payTo")}</p>
  <h1 id="merchant">${escapeHtml(merchantName)}</h1>
  <div id="state">
    <h2 id="outcome" class="outcome">${t(shown.title)}</h2>
    <p>${t(shown.lead)}</p>
    <dl class="receipt">
      <div class="row"><dt>${t("total")}</dt><dd id="session-total">${escapeHtml(money(lang, session.totalCentavos))}</dd></div>
    </dl>
    ${onward}
  </div>
</main>
</body>
</html>
`
}

/** The page of an address that names no live link. */
export const renderLinkNotFound = (lang: Language, nonce: string): string => {
  const t = (key: LinkTextKey) => escapeHtml(linkMessages[lang][key])
  return `${head(t("notFoundTitle"), nonce, lang)}
<main id="link" class="card" data-state="not-found">
  <h1 id="outcome">${t("notFoundTitle")}</h1>
  <p>${t("notFoundLead")}</p>
</main>
</body>
</html>
`
}
