import { Checkout, type PaymentLinks, type Products } from "@trilho/domain"
import { delivered, head, money } from "../../charges/payPage/Markup.ts"
import { type Language, messages, type TextKey } from "../../charges/payPage/Messages.ts"
import { escapeHtml } from "../../charges/payPage/View.ts"
import { type LinkTextKey, linkMessages } from "./Messages.ts"

type LinkPreview = Checkout.LinkPreview

/** The form's fields as the buyer last sent them. */
export interface LinkForm {
  readonly method?: string | undefined
  readonly amount?: string | undefined
  readonly couponCode?: string | undefined
  readonly name?: string | undefined
  readonly document?: string | undefined
  readonly email?: string | undefined
}

/** The fields of the form, in the order they are shown (and errors are listed). */
export const formFields = ["method", "amount", "couponCode", "name", "document", "email"] as const
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
  const problems = formFields.flatMap((f) => {
    const message = errorOf(f)
    return message === undefined ? [] : [`<li><a href="#${f}">${message}</a></li>`]
  })
  const summary =
    problems.length === 0 && feedback.formError === undefined
      ? ""
      : `<div id="errors" class="errors" role="alert" tabindex="-1" autofocus>
  <h2>${t("errorsTitle")}</h2>
  <ul>${feedback.formError === undefined ? "" : `<li>${t(feedback.formError)}</li>`}${problems.join("")}</ul>
</div>`
  // An open value has no price to show until a coupon is applied to the amount typed: the quote's total plus discount.
  const price =
    preview.priceCentavos ??
    (feedback.quote === undefined ? undefined : feedback.quote.totalCentavos + feedback.quote.discountCentavos)
  const totals =
    price === undefined
      ? ""
      : `<dl class="summary">
  <div class="row"><dt>${t("price")}</dt><dd id="price">${escapeHtml(money(lang, price))}</dd></div>
  ${
    feedback.quote === undefined
      ? ""
      : `<div class="row"><dt>${t("discount")} (${escapeHtml(feedback.quote.code)})</dt><dd id="discount">− ${escapeHtml(
          money(lang, feedback.quote.discountCentavos)
        )}</dd></div>
  <div class="row"><dt>${t("total")}</dt><dd id="total">${escapeHtml(money(lang, feedback.quote.totalCentavos))}</dd></div>`
  }
</dl>`
  const methods = link.allowedMethods
    .map((m) => {
      const checked = (form.method ?? link.allowedMethods[0]) === m
      return `<label class="choice"><input type="radio" name="method" value="${m}"${checked ? " checked" : ""}${
        m === "PIX" ? "" : " disabled"
      }> ${t(methodLabel(m))}</label>`
    })
    .join("")
  const emailRequired = link.customerMode !== "NONE"
  // The focus lands where the buyer has to look: the problems if any, else the coupon just applied (no script needed).
  const couponNote =
    feedback.quote === undefined
      ? ""
      : `<p id="coupon-status" class="notice" role="status" tabindex="-1"${summary === "" ? " autofocus" : ""}>${t(
          "couponApplied"
        )}</p>`
  const formBody = !preview.available
    ? `<p id="unavailable" class="status">${t("unavailable")}</p>`
    : `<form id="checkout" method="post" novalidate>
  <fieldset>
    <legend>${t("methodLegend")}</legend>
    ${methods}
    ${errorOf("method") === undefined ? "" : `<p id="method-error" class="error">${errorOf("method")}</p>`}
  </fieldset>
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
    ${couponNote}
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
  ${totals}
  ${summary}
  ${formBody}
</main>
<footer class="foot"><p>${t("poweredBy")}</p></footer>
</body>
</html>
`
}

/** The receipt of a session paid at once (a coupon took the whole price): what the buyer got. */
export const renderReceipt = (
  preview: LinkPreview,
  session: Checkout.CheckoutSession,
  lang: Language,
  nonce: string
): string => {
  const t = (key: TextKey) => escapeHtml(messages[lang][key])
  return `${head(`${t("paidTitle")} · ${escapeHtml(preview.merchantName)}`, nonce, lang)}
<main id="pay" class="card" data-state="paid">
  <p class="eyebrow">${t("payTo")}</p>
  <h1 id="merchant">${escapeHtml(preview.merchantName)}</h1>
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
