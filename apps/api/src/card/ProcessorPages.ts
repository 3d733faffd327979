import { Card, SandboxClock } from "@trilho/domain"
import { Effect, Option } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { randomBytes } from "node:crypto"
import { type Language, pickLanguage } from "../charges/payPage/Messages.ts"
import { formBodyLengthMax } from "../checkout/LinkPage.ts"
import {
  type FieldErrors,
  renderCardForm,
  renderChallenge,
  renderMessage,
  renderOnboarding
} from "./processorPage/Markup.ts"
import type { CardTextKey } from "./processorPage/Messages.ts"

/** The pages run no script, load nothing but their own styles (by nonce) and post their forms only to themselves. */
const pageHeaders = (nonce: string) => ({
  "cache-control": "no-store",
  vary: "Accept-Language",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "content-security-policy":
    `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self'; base-uri 'none'; ` +
    "form-action 'self'; frame-ancestors 'none'"
})

const page = (html: (nonce: string) => string, status = 200) => {
  const nonce = randomBytes(16).toString("base64")
  return HttpServerResponse.html(html(nonce)).pipe(
    HttpServerResponse.setStatus(status),
    HttpServerResponse.setHeaders(pageHeaders(nonce))
  )
}

const languageOf = (request: HttpServerRequest.HttpServerRequest): Language =>
  pickLanguage(
    new URL(request.url, "http://page").searchParams.get("lang") ?? undefined,
    request.headers["accept-language"]
  )

/** The form's fields, or undefined when the body is too large to be a form of these pages. */
const formOf = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const text = yield* request.text
  if (text.length > formBodyLengthMax) return undefined
  return Object.fromEntries(new URLSearchParams(text)) as Readonly<Record<string, string>>
})

const tooLarge = HttpServerResponse.text("form too large", { status: 413 })

/** Where each problem of `validateCard` shows on the card form, and in which words. */
const cardProblemKeys: Readonly<Record<string, CardTextKey>> = {
  number: "invalidNumber",
  expMonth: "invalidExpMonth",
  expYear: "invalidExpYear",
  cvv: "invalidCvv",
  holderName: "invalidHolderName"
}

/** Where each problem of the onboarding form shows, and in which words. */
const onboardingProblemKeys: Readonly<Record<string, readonly [string, CardTextKey]>> = {
  "company.cnpj": ["cnpj", "invalidCnpj"],
  "company.legalName": ["legalName", "invalidLegalName"],
  "bankAccount.bankCode": ["bankCode", "invalidBankCode"],
  "bankAccount.branch": ["branch", "invalidBranch"],
  "bankAccount.accountNumber": ["accountNumber", "invalidAccountNumber"],
  form: ["cnpj", "invalidForm"]
}

type Charges = Card.CardCharges["Service"]

/** The page of a card checkout in its current state: the form, the challenge, or its outcome. */
const checkoutPage = (record: Card.CardTransactionRecord, lang: Language, nowMs: number) => {
  const open = record.status === "PENDING" || record.status === "AWAITING_CHALLENGE"
  if (open && nowMs >= record.expiresAt.getTime()) {
    return page((n) => renderMessage(lang, n, "closedTitle", "closedLead", "closed", record.cancelUrl))
  }
  switch (record.status) {
    case "PENDING":
      return page((n) => renderCardForm(record, {}, {}, lang, n))
    case "AWAITING_CHALLENGE":
      return page((n) => renderChallenge(record.sessionId, lang, n))
    case "FAILED":
      return page((n) => renderMessage(lang, n, "declinedTitle", "declinedLead", "declined", record.cancelUrl))
    case "CANCELED":
      return page((n) => renderMessage(lang, n, "closedTitle", "closedLead", "closed", record.cancelUrl))
    default:
      return page((n) => renderMessage(lang, n, "paidTitle", "paidLead", "paid", record.successUrl))
  }
}

const showCheckout = (charges: Charges, sessionId: string, lang: Language) =>
  Effect.gen(function* () {
    const record = yield* charges.findBySession(sessionId)
    return checkoutPage(record, lang, (yield* SandboxClock.nowDate).getTime())
  })

/**
 * The card form posted: tokenized at once by `payWithCard` (the number and CVV go no further than the processor's
 * `tokenize`, and are never written back into a page); a refusal shows the form again, every problem named, with only
 * the expiry and holder's name kept.
 */
const submitCard = (charges: Charges, sessionId: string, lang: Language) =>
  Effect.gen(function* () {
    const form = yield* formOf
    if (form === undefined) return tooLarge
    const card = {
      number: form.number ?? "",
      expMonth: form.expMonth ?? "",
      expYear: form.expYear ?? "",
      cvv: form.cvv ?? "",
      holderName: form.holderName ?? ""
    }
    return yield* charges.payWithCard(sessionId, card).pipe(
      Effect.flatMap((record) => Effect.map(SandboxClock.nowDate, (now) => checkoutPage(record, lang, now.getTime()))),
      Effect.catchTag("InvalidCard", (invalid) =>
        Effect.map(charges.findBySession(sessionId), (record) => {
          const errors: FieldErrors = {}
          for (const problem of invalid.problems)
            errors[problem.field] = cardProblemKeys[problem.field] ?? "invalidNumber"
          const kept = { expMonth: card.expMonth, expYear: card.expYear, holderName: card.holderName }
          return page((n) => renderCardForm(record, kept, errors, lang, n), 422)
        })
      ),
      Effect.catchTag("CardCheckoutClosed", () => showCheckout(charges, sessionId, lang))
    )
  })

const submitChallenge = (charges: Charges, sessionId: string, lang: Language) =>
  Effect.gen(function* () {
    const form = yield* formOf
    if (form === undefined) return tooLarge
    return yield* charges.answerChallenge(sessionId, form.passed === "yes").pipe(
      Effect.flatMap((record) => Effect.map(SandboxClock.nowDate, (now) => checkoutPage(record, lang, now.getTime()))),
      Effect.catchTag("CardCheckoutClosed", () => showCheckout(charges, sessionId, lang))
    )
  })

const findAccount = (accountId: string) =>
  Effect.flatMap(Card.CardProcessor, (processor) =>
    Effect.flatMap(processor.findAccountById(accountId), (found) =>
      Option.isSome(found)
        ? Effect.succeed(found.value)
        : Effect.fail(new Card.CardTransactionNotFound({ by: "id", value: accountId }))
    )
  )

const showOnboarding = (accountId: string, lang: Language) =>
  Effect.map(findAccount(accountId), (account) => page((n) => renderOnboarding(account, {}, {}, lang, n)))

const blankOr = (value: string | undefined) => (value === undefined || value.trim() === "" ? undefined : value)

/**
 * The onboarding form posted: `intent=break` leaves the bank account requirement past due (the sandbox's control);
 * otherwise the parts filled in are submitted (`submitOnboarding`), every problem named on the form again. Only the
 * bank account's last 4 digits are kept by the processor.
 */
const submitOnboarding = (accountId: string, lang: Language) =>
  Effect.gen(function* () {
    const form = yield* formOf
    if (form === undefined) return tooLarge
    const controls = yield* Card.CardProcessorMemory
    const account = yield* findAccount(accountId)
    if (form.intent === "break") {
      const broken = yield* controls.markPastDue(account.id, "bank_account")
      return page((n) => renderOnboarding(broken, {}, {}, lang, n))
    }
    const company =
      blankOr(form.cnpj) === undefined && blankOr(form.legalName) === undefined
        ? undefined
        : { cnpj: form.cnpj ?? "", legalName: form.legalName ?? "" }
    const bank = [form.bankCode, form.branch, form.accountNumber].every((v) => blankOr(v) === undefined)
      ? undefined
      : { bankCode: form.bankCode ?? "", branch: form.branch ?? "", accountNumber: form.accountNumber ?? "" }
    return yield* controls.submitOnboarding(account.id, { company, bankAccount: bank }).pipe(
      Effect.map((updated) => page((n) => renderOnboarding(updated, {}, {}, lang, n))),
      Effect.catchTag("InvalidOnboarding", (invalid) => {
        const errors: FieldErrors = {}
        for (const problem of invalid.problems) {
          const [field, key] = onboardingProblemKeys[problem.field] ?? ["cnpj", "invalidForm"]
          errors[field] = key
        }
        const kept = { cnpj: form.cnpj ?? "", legalName: form.legalName ?? "", bankCode: form.bankCode ?? "" }
        return Effect.succeed(
          page((n) => renderOnboarding(account, { ...kept, branch: form.branch ?? "" }, errors, lang, n), 422)
        )
      })
    )
  })

type Run = (
  id: string,
  lang: Language
) => Effect.Effect<
  HttpServerResponse.HttpServerResponse,
  unknown,
  HttpServerRequest.HttpServerRequest | Card.CardProcessor | Card.CardProcessorMemory
>

/**
 * The sandbox card processor's hosted pages under `PAY_URL` (`<PAY_URL>/processor/...`), server-rendered in Brazilian
 * Portuguese (default) or English (`?lang=en`, `Accept-Language`), running no script:
 * - `GET|POST /processor/checkout/{sessionId}`: the card page of a checkout session (`checkoutUrl`); the form posts the
 *   card to the platform, which tokenizes it at once; `POST …/challenge` answers a challenge card's second step;
 * - `GET|POST /processor/onboarding/{accountId}`: the onboarding form of a processor account (company data, bank
 *   account) with the sandbox's control leaving a requirement past due.
 * The session or account id is the capability, as a charge's id is the pay page's. An unknown one is a 404 page; a
 * failure of the platform a 503 page, logged by its tag only (never a form's content).
 */
export const layer = HttpRouter.use((router) =>
  Effect.gen(function* () {
    const charges = yield* Card.CardCharges
    const processor = yield* Card.CardProcessor
    const controls = yield* Card.CardProcessorMemory
    const sandbox = yield* SandboxClock.SandboxClock
    const route = (run: Run) =>
      Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        const params = yield* HttpRouter.params
        const lang = languageOf(request)
        return yield* run(params.id ?? "", lang).pipe(
          SandboxClock.withSandboxTime,
          Effect.provideService(SandboxClock.SandboxClock, sandbox),
          Effect.provideService(Card.CardProcessor, processor),
          Effect.provideService(Card.CardProcessorMemory, controls),
          Effect.catch((error) => {
            const tag = (error as { readonly _tag?: string })._tag
            return tag === "CardTransactionNotFound"
              ? Effect.succeed(page((n) => renderMessage(lang, n, "notFoundTitle", "notFoundLead", "not-found"), 404))
              : Effect.as(
                  Effect.logWarning("processor page failed", tag ?? "unknown"),
                  page((n) => renderMessage(lang, n, "notFoundTitle", "unavailable", "unavailable"), 503)
                )
          })
        )
      })
    yield* router.add(
      "GET",
      "/processor/checkout/:id",
      route((id, lang) => showCheckout(charges, id, lang))
    )
    yield* router.add(
      "POST",
      "/processor/checkout/:id",
      route((id, lang) => submitCard(charges, id, lang))
    )
    yield* router.add(
      "POST",
      "/processor/checkout/:id/challenge",
      route((id, lang) => submitChallenge(charges, id, lang))
    )
    yield* router.add("GET", "/processor/onboarding/:id", route(showOnboarding))
    yield* router.add("POST", "/processor/onboarding/:id", route(submitOnboarding))
  })
)
