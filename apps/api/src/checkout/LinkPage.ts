import { Accounts, Checkout, type Coupons, Money, SandboxClock } from "@trilho/domain"
import { Effect, Result } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { randomBytes } from "node:crypto"
import { type Language, pickLanguage } from "../charges/payPage/Messages.ts"
import type { LinkTextKey } from "./linkPage/Messages.ts"
import {
  type FormField,
  type LinkFeedback,
  type LinkForm,
  renderLink,
  renderLinkNotFound,
  renderReceipt,
  renderSessionState
} from "./linkPage/Markup.ts"

/** Characters of a form body read, at most: the page's fields are short. */
export const formBodyLengthMax = 8_192

/** The page runs no script, loads images only from its own origin and posts its form only to itself. */
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

/** Where a problem of the domain's request checks shows on the form, and in which words. */
const problemFields: ReadonlyArray<readonly [string, FormField, LinkTextKey]> = [
  ["method", "method", "invalidMethod"],
  ["currency", "asset", "invalidAsset"],
  ["network", "asset", "invalidAsset"],
  ["amount", "amount", "invalidAmount"],
  ["couponCode", "couponCode", "invalidCoupon"],
  ["code", "couponCode", "invalidCoupon"],
  ["payer.name", "name", "invalidName"],
  ["payer.document", "document", "invalidDocument"],
  ["payer.email", "email", "invalidEmail"]
]

const couponReasons: Readonly<Record<string, LinkTextKey>> = {
  inactive: "couponInactive",
  expired: "couponExpired",
  exhausted: "couponExhausted",
  product_not_eligible: "couponNotEligible",
  payment_link_not_eligible: "couponNotEligible"
}

/** A refusal of the checkout or the coupon as the form shows it; `undefined` for a failure of the platform. */
export const feedbackOf = (error: { readonly _tag: string } & Record<string, unknown>): LinkFeedback | undefined => {
  switch (error._tag) {
    case "InvalidCheckout":
    case "InvalidCoupon": {
      const fieldErrors: Partial<Record<FormField, LinkTextKey>> = {}
      let formError: LinkTextKey | undefined
      for (const p of error.problems as ReadonlyArray<{ readonly field: string }>) {
        const mapped = problemFields.find(([domain]) => p.field === domain || p.field.startsWith(`${domain}.`))
        if (mapped === undefined) formError = p.field === "payer.phone" ? "invalidPhone" : "unavailable"
        else fieldErrors[mapped[1]] ??= mapped[2]
      }
      return { fieldErrors, formError }
    }
    case "CouponNotFound":
      return { fieldErrors: { couponCode: "couponNotFound" } }
    case "CouponNotApplicable":
      return { fieldErrors: { couponCode: couponReasons[error.reason as string] ?? "couponNotEligible" } }
    case "PaymentMethodUnavailable":
    case "CardProcessingUnavailable":
      return { fieldErrors: { method: "methodUnavailable" } }
    case "CardAmountBelowMinimum":
      return { fieldErrors: { method: "cardBelowMinimum" } }
    case "BelowCryptoMinimum":
    case "CryptoQuoteOutOfRange":
    case "FeeExceedsAmount":
    case "UnsupportedAsset":
      return { fieldErrors: { asset: "cryptoAmountRefused" } }
    case "ProductSoldOut":
      return { fieldErrors: {}, formError: "soldOut" }
    case "ProductUnavailable":
    case "PaymentLinkInactive":
      return { fieldErrors: {}, formError: "unavailable" }
    default:
      return undefined
  }
}

const formOf = (params: URLSearchParams): LinkForm & { readonly intent: string } => ({
  intent: params.get("intent") ?? "pay",
  method: params.get("method") ?? undefined,
  asset: params.get("asset") ?? undefined,
  amount: params.get("amount") ?? undefined,
  couponCode: params.get("couponCode") ?? undefined,
  name: params.get("name") ?? undefined,
  document: params.get("document") ?? undefined,
  email: params.get("email") ?? undefined
})

/** The amount typed on the form (`12,50` or `12.50`) in centavos; blank is none; anything else is refused (NaN). */
const amountOf = (text: string | undefined): number | undefined => {
  const trimmed = text?.trim() ?? ""
  if (trimmed === "") return undefined
  const parsed = Money.parseReais(trimmed.replace(",", "."))
  return Result.isSuccess(parsed) ? parsed.success : Number.NaN
}

const blank = (text: string | undefined) => (text === undefined || text.trim() === "" ? undefined : text)

/** The crypto asset of the form (`<currency>:<network>`) as the checkout reads it, when the method is `CRYPTO`. */
const cryptoOf = (form: LinkForm, method: string | undefined) => {
  if (method !== "CRYPTO") return {}
  const [currency, network] = (form.asset ?? "").split(":")
  return { currency: currency ?? "", network: network ?? "" }
}

/** A coupon's quote as the page shows it. */
const quoteOf = (quote: Coupons.Quote): NonNullable<LinkFeedback["quote"]> => ({
  code: quote.coupon.code,
  discountCentavos: quote.discountCentavos,
  totalCentavos: quote.totalCentavos
})

type CheckoutService = Checkout.Checkout["Service"]

/** The form's answer to a refusal of the domain; a failure of the platform stays a failure. */
const refusal = (error: { readonly _tag: string }) => {
  const feedback = feedbackOf(error as never)
  return feedback === undefined ? Effect.fail(error) : Effect.succeed(feedback)
}

/**
 * A refused payment also says what the coupon typed does: the discounted total while it applies, else its problem
 * (the checkout checks the coupon only once the buyer's details pass, and the page names every problem at once).
 */
const withCoupon =
  (checkout: CheckoutService, id: string, code: string | undefined, amountCentavos: number | undefined) =>
  (feedback: LinkFeedback) =>
    code === undefined || feedback.fieldErrors.couponCode !== undefined
      ? Effect.succeed(feedback)
      : checkout.quote(id, code, amountCentavos).pipe(
          Effect.map((quote): LinkFeedback => ({ ...feedback, quote: quoteOf(quote) })),
          Effect.catch((error) =>
            Effect.map(refusal(error), (coupon): LinkFeedback => ({
              fieldErrors: { ...coupon.fieldErrors, ...feedback.fieldErrors },
              formError: feedback.formError ?? coupon.formError
            }))
          )
        )

const show = (checkout: CheckoutService, id: string, lang: Language) =>
  Effect.gen(function* () {
    const preview = yield* checkout.preview(id)
    return page((nonce) => renderLink(preview, {}, undefined, lang, nonce))
  })

const submit = (checkout: CheckoutService, id: string, lang: Language) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const text = yield* request.text
    if (text.length > formBodyLengthMax) return HttpServerResponse.text("form too large", { status: 413 })
    const form = formOf(new URLSearchParams(text))
    const preview = yield* checkout.preview(id)
    const again = (feedback: LinkFeedback, status: number) =>
      page((nonce) => renderLink(preview, form, feedback, lang, nonce), status)
    const amountCentavos = amountOf(form.amount)
    if (form.intent === "apply") {
      const code = blank(form.couponCode)
      if (code === undefined) return again({ fieldErrors: { couponCode: "invalidCoupon" } }, 422)
      return yield* checkout.quote(id, code, amountCentavos).pipe(
        Effect.map((quote) => again({ fieldErrors: {}, quote: quoteOf(quote) }, 200)),
        Effect.catch((error) => Effect.map(refusal(error), (feedback) => again(feedback, 422)))
      )
    }
    const method = form.method ?? preview.link.allowedMethods[0]
    return yield* checkout
      .start(
        {
          linkId: id,
          method,
          ...cryptoOf(form, method),
          ...(amountCentavos === undefined ? {} : { amountCentavos }),
          ...(blank(form.couponCode) === undefined ? {} : { couponCode: form.couponCode }),
          payer: {
            name: form.name ?? "",
            document: form.document ?? "",
            ...(blank(form.email) === undefined ? {} : { email: form.email })
          }
        },
        {}
      )
      .pipe(
        Effect.map(({ record }) =>
          record.payUrl === undefined
            ? page((nonce) => renderReceipt(preview.merchantName, record, lang, nonce))
            : HttpServerResponse.empty({
                status: 303,
                headers: { location: record.payUrl, "cache-control": "no-store" }
              })
        ),
        Effect.catch((error) =>
          refusal(error).pipe(
            Effect.flatMap(withCoupon(checkout, id, blank(form.couponCode), amountCentavos)),
            Effect.map((feedback) => again(feedback, 422))
          )
        )
      )
  })

/**
 * The page of one session of the link (`<link>/sessions/<session id>`), where the card processor's page sends the
 * buyer back: the receipt with the deliveries once paid, else the session's state. The session id is the capability
 * (drawn at random); a session of another link is not found.
 */
const session = (accounts: Accounts.Accounts["Service"]) => (checkout: CheckoutService, id: string, lang: Language) =>
  Effect.gen(function* () {
    const params = yield* HttpRouter.params
    const found = yield* checkout.findPublic(params.sessionId ?? "")
    if (found.linkId !== id) return yield* new Checkout.CheckoutSessionNotFound({ id: found.id })
    const merchant = yield* Accounts.requireById(accounts, found.accountId)
    const { status } = found
    return status === "PAID"
      ? page((nonce) => renderReceipt(merchant.name, found, lang, nonce))
      : page((nonce) => renderSessionState(merchant.name, { ...found, status }, lang, nonce))
  })

/**
 * The hosted page of a payment link under `PAY_URL` (`payPageUrl`, `<PAY_URL>/l/<id>`): `GET` shows the link, its
 * products and price and the checkout form; `POST` (the form) applies a coupon (`intent=apply`) or starts a checkout
 * (`intent=pay`) and redirects (303) to the payment's page: the PIX pay page with the QR code, the crypto deposit's
 * page (the asset chosen on the form: address, amount to send, quote), or the card processor's hosted card page; the
 * last two lead the buyer on to `GET /l/<id>/sessions/<session id>` (the receipt). No
 * API key: the link id is the capability, as a charge's id is the pay page's. An unknown or deleted link (or session)
 * is a 404 page; a refusal is the form again with every problem named (422); a failure of the platform is a 503 page.
 */
export const layer = HttpRouter.use((router) =>
  Effect.gen(function* () {
    const checkout = yield* Checkout.Checkout
    const sandbox = yield* SandboxClock.SandboxClock
    const accounts = yield* Accounts.Accounts
    const route = (
      run: (
        checkout: CheckoutService,
        id: string,
        lang: Language
      ) => Effect.Effect<
        HttpServerResponse.HttpServerResponse,
        unknown,
        HttpServerRequest.HttpServerRequest | HttpRouter.RouteContext
      >
    ) =>
      Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        const params = yield* HttpRouter.params
        const lang = languageOf(request)
        return yield* run(checkout, params.id ?? "", lang).pipe(
          SandboxClock.withSandboxTime,
          Effect.provideService(SandboxClock.SandboxClock, sandbox),
          Effect.catch((error) =>
            ["PaymentLinkNotFound", "CheckoutSessionNotFound"].includes(
              (error as { readonly _tag?: string })._tag ?? ""
            )
              ? Effect.succeed(page((nonce) => renderLinkNotFound(lang, nonce), 404))
              : Effect.as(
                  Effect.logWarning("link page failed", error),
                  HttpServerResponse.text("service unavailable, try again shortly", { status: 503 })
                )
          )
        )
      })
    yield* router.add("GET", "/l/:id", route(show))
    yield* router.add("POST", "/l/:id", route(submit))
    yield* router.add("GET", "/l/:id/sessions/:sessionId", route(session(accounts)))
  })
)
