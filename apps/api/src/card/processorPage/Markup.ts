import type { Card } from "@trilho/domain"
import { head, money } from "../../charges/payPage/Markup.ts"
import type { Language } from "../../charges/payPage/Messages.ts"
import { escapeHtml } from "../../charges/payPage/View.ts"
import { type CardTextKey, cardMessages } from "./Messages.ts"

/** A form field of a processor page: its name, label and input attributes. */
interface FieldSpec {
  readonly name: string
  readonly label: CardTextKey
  readonly attrs: string
}

/** Problems per field name, in the page's words. */
export type FieldErrors = Partial<Record<string, CardTextKey>>

const words = (lang: Language) => (key: CardTextKey) => escapeHtml(cardMessages[lang][key])

/** An input with its label and error, tied together for assistive technology. */
const input = (spec: FieldSpec, value: string, error: CardTextKey | undefined, lang: Language, hint?: CardTextKey) => {
  const t = words(lang)
  const described = [hint === undefined ? "" : `${spec.name}-hint`, error === undefined ? "" : `${spec.name}-error`]
    .filter((s) => s !== "")
    .join(" ")
  return `<div class="field">
  <label for="${spec.name}">${t(spec.label)}</label>
  ${hint === undefined ? "" : `<p id="${spec.name}-hint" class="hint">${t(hint)}</p>`}
  <input id="${spec.name}" name="${spec.name}" value="${escapeHtml(value)}" ${spec.attrs}${
    described === "" ? "" : ` aria-describedby="${described}"`
  }${error === undefined ? "" : ' aria-invalid="true"'}>
  ${error === undefined ? "" : `<p id="${spec.name}-error" class="error">${t(error)}</p>`}
</div>`
}

/** The summary of a form's problems, each linking to its field, announced when the page loads. */
const errorSummary = (errors: FieldErrors, lang: Language) => {
  const t = words(lang)
  const entries = Object.entries(errors).filter((e): e is [string, CardTextKey] => e[1] !== undefined)
  if (entries.length === 0) return ""
  return `<div class="errors" role="alert" tabindex="-1" id="errors">
  <h2>${t("errorsTitle")}</h2>
  <ul>${entries.map(([name, key]) => `<li><a href="#${name}">${t(key)}</a></li>`).join("")}</ul>
</div>`
}

const page = (title: string, body: string, nonce: string, lang: Language) =>
  `${head(title, nonce, lang)}
<main id="processor" class="card">
${body}
</main>
</body>
</html>
`

/** A page that only says something: not found, closed, unavailable. */
export const renderMessage = (
  lang: Language,
  nonce: string,
  title: CardTextKey,
  lead: CardTextKey,
  state: string,
  back?: string
) => {
  const t = words(lang)
  return page(
    t(title),
    `<h1 id="outcome" data-state="${state}">${t(title)}</h1>
<p>${t(lead)}</p>
${back === undefined ? "" : `<p><a class="button" href="${escapeHtml(back)}">${t("backToStore")}</a></p>`}`,
    nonce,
    lang
  )
}

const cardFields: ReadonlyArray<FieldSpec & { readonly hint?: CardTextKey }> = [
  {
    name: "number",
    label: "number",
    attrs: 'inputmode="numeric" autocomplete="cc-number" required maxlength="23"',
    hint: "numberHint"
  },
  {
    name: "expMonth",
    label: "expMonth",
    attrs: 'inputmode="numeric" autocomplete="cc-exp-month" required maxlength="2"'
  },
  { name: "expYear", label: "expYear", attrs: 'inputmode="numeric" autocomplete="cc-exp-year" required maxlength="4"' },
  { name: "cvv", label: "cvv", attrs: 'inputmode="numeric" autocomplete="cc-csc" required maxlength="4"' },
  { name: "holderName", label: "holderName", attrs: 'autocomplete="cc-name" required maxlength="64"' }
]

/**
 * The hosted card page of an open checkout: what is paid and the card form. The number and CVV are never written
 * back into the page (`kept` holds only the expiry and the holder's name the buyer typed).
 */
export const renderCardForm = (
  record: Card.CardTransactionRecord,
  kept: Readonly<Record<string, string>>,
  errors: FieldErrors,
  lang: Language,
  nonce: string
) => {
  const t = words(lang)
  return page(
    t("checkoutTitle"),
    `<h1 id="outcome" data-state="open">${t("checkoutTitle")}</h1>
<dl class="summary">
  <div class="row"><dt>${t("payTo")}</dt><dd id="description">${escapeHtml(record.description)}</dd></div>
  <div class="row"><dt>${t("amount")}</dt><dd id="amount">${escapeHtml(money(lang, record.grossCentavos))}</dd></div>
</dl>
${errorSummary(errors, lang)}
<form method="post" action="?lang=${lang}" novalidate>
${cardFields.map((f) => input(f, kept[f.name] ?? "", errors[f.name], lang, f.hint)).join("\n")}
<button type="submit" id="pay-button">${t("pay")}</button>
</form>`,
    nonce,
    lang
  )
}

/** The second step of a challenge card: the buyer confirms or declines (the sandbox's 3-D Secure-like page). */
export const renderChallenge = (sessionId: string, lang: Language, nonce: string) => {
  const t = words(lang)
  return page(
    t("challengeTitle"),
    `<h1 id="outcome" data-state="challenge">${t("challengeTitle")}</h1>
<p>${t("challengeLead")}</p>
<form method="post" action="${escapeHtml(sessionId)}/challenge?lang=${lang}">
  <button type="submit" name="passed" value="yes" id="challenge-pass">${t("challengePass")}</button>
  <button type="submit" name="passed" value="no" id="challenge-fail">${t("challengeFail")}</button>
</form>`,
    nonce,
    lang
  )
}

const onboardingFields: ReadonlyArray<readonly [CardTextKey, ReadonlyArray<FieldSpec>]> = [
  [
    "companyLegend",
    [
      { name: "cnpj", label: "cnpj", attrs: 'inputmode="numeric" autocomplete="off" maxlength="18"' },
      { name: "legalName", label: "legalName", attrs: 'autocomplete="organization" maxlength="200"' }
    ]
  ],
  [
    "bankLegend",
    [
      { name: "bankCode", label: "bankCode", attrs: 'inputmode="numeric" autocomplete="off" maxlength="3"' },
      { name: "branch", label: "branch", attrs: 'inputmode="numeric" autocomplete="off" maxlength="4"' },
      { name: "accountNumber", label: "accountNumber", attrs: 'autocomplete="off" maxlength="14"' }
    ]
  ]
]

/** The account's switches as the processor reports them. */
const accountStatus = (account: Card.ProcessorAccount, lang: Language) => {
  const t = words(lang)
  const on = (value: boolean) => (value ? t("enabled") : t("disabled"))
  const pastDue = account.requirementsPastDue.length === 0 ? t("none") : account.requirementsPastDue.join(", ")
  return `<h2>${t("statusTitle")}</h2>
<dl class="summary" id="account-status">
  <div class="row"><dt>${t("chargesEnabled")}</dt><dd id="charges-enabled">${on(account.chargesEnabled)}</dd></div>
  <div class="row"><dt>${t("payoutsEnabled")}</dt><dd id="payouts-enabled">${on(account.payoutsEnabled)}</dd></div>
  <div class="row"><dt>${t("pastDue")}</dt><dd id="past-due">${escapeHtml(pastDue)}</dd></div>
</dl>`
}

/** The processor's onboarding form of an account, with its status and the sandbox's "break" control. */
export const renderOnboarding = (
  account: Card.ProcessorAccount,
  kept: Readonly<Record<string, string>>,
  errors: FieldErrors,
  lang: Language,
  nonce: string
) => {
  const t = words(lang)
  return page(
    t("onboardingTitle"),
    `<h1 id="outcome" data-state="onboarding">${t("onboardingTitle")}</h1>
<p>${t("onboardingLead")}</p>
${accountStatus(account, lang)}
${errorSummary(errors, lang)}
<form method="post" action="?lang=${lang}" novalidate>
${onboardingFields
  .map(
    ([legend, fields]) => `<fieldset><legend>${t(legend)}</legend>
${fields.map((f) => input(f, kept[f.name] ?? "", errors[f.name], lang)).join("\n")}
</fieldset>`
  )
  .join("\n")}
<input type="hidden" name="intent" value="submit">
<button type="submit" id="onboarding-submit">${t("submit")}</button>
</form>
<form method="post" action="?lang=${lang}">
<fieldset><legend>${t("breakLegend")}</legend>
<input type="hidden" name="intent" value="break">
<button type="submit" id="onboarding-break">${t("breakAction")}</button>
</fieldset>
</form>`,
    nonce,
    lang
  )
}
