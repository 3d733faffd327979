import { Result } from "effect"
import { assetOf, CryptoCurrency, CryptoNetworkName } from "../crypto/Assets.ts"
import { amountMaxCentavos } from "../money/Money.ts"
import * as CustomerRequest from "../customers/Request.ts"
import * as Text from "../shared/Text.ts"
import { InvalidCheckout } from "./Errors.ts"
import { type CheckoutMethod, checkoutMethods } from "../links/Record.ts"
import { type SessionPayer, sessionReferenceLengthMax } from "./Record.ts"

/** One problem of a request: the field's path and what is wrong with it. */
export interface Problem {
  readonly field: string
  readonly message: string
}

/** Characters of a coupon code as a buyer types it, at most. */
export const couponCodeLengthMax = 40
/** Characters of a link id, at most. */
export const linkIdLengthMax = 64

/** A checkout request as the API or the hosted page hands it over (the amount already in centavos). */
export interface StartCheckoutInput {
  readonly linkId?: unknown
  readonly method?: unknown
  /** An open-value link's amount, chosen by the buyer; a priced link refuses it. */
  readonly amountCentavos?: unknown
  readonly couponCode?: unknown
  readonly externalReference?: unknown
  /** `CRYPTO` only: the currency the buyer pays in, on `network` (an asset of `payment-crypto/currencies`). */
  readonly currency?: unknown
  readonly network?: unknown
  readonly payer?: {
    readonly name?: unknown
    readonly document?: unknown
    readonly email?: unknown
    readonly phone?: unknown
  }
}

/** The crypto asset a `CRYPTO` session is paid in: a currency on a network it is offered on. */
export interface CryptoChoice {
  readonly currency: CryptoCurrency
  readonly network: CryptoNetworkName
}

/** A request after its own checks: texts trimmed, the coupon code upper-cased, the payer's document normalized. */
export interface ValidStart {
  readonly linkId: string
  readonly method: CheckoutMethod
  /** The asset of a `CRYPTO` session; `undefined` for any other method. */
  readonly crypto: CryptoChoice | undefined
  readonly amountCentavos: number | undefined
  readonly couponCode: string | undefined
  readonly externalReference: string | undefined
  readonly payer: SessionPayer
}

const methods: ReadonlyArray<string> = checkoutMethods

/**
 * The problem of a buyer's amount, if any: absent, or a whole number of centavos from 1 to `amountMaxCentavos` (NaN,
 * fractions and the rest are refused here, before any price is computed from it).
 */
export const amountProblemOf = (amount: unknown): Problem | undefined =>
  amount !== undefined &&
  (typeof amount !== "number" || !Number.isSafeInteger(amount) || amount < 1 || amount > amountMaxCentavos)
    ? { field: "amount", message: "amount must be a positive amount of reais with at most 2 decimals" }
    : undefined

const optionalText = (problems: Array<Problem>, field: string, value: unknown, max: number): string | undefined => {
  if (value === undefined || value === null) return undefined
  if (typeof value !== "string") {
    problems.push({ field, message: "must be text" })
    return undefined
  }
  const trimmed = value.trim()
  const problem = Text.problemOf(trimmed)
  if (trimmed.length > max) problems.push({ field, message: `at most ${max} characters` })
  else if (problem !== undefined) problems.push({ field, message: Text.describeProblem(problem) })
  else if (/[\u0000-\u001f\u007f]/.test(trimmed)) problems.push({ field, message: "has a control character" })
  return trimmed === "" ? undefined : trimmed
}

const currencies: ReadonlyArray<string> = CryptoCurrency.literals
const networks: ReadonlyArray<string> = CryptoNetworkName.literals

/**
 * The asset of a `CRYPTO` session: `currency` and `network` both required, each one the platform offers, and the
 * currency offered on that network (`payment-crypto/create`'s checks, `network` named otherwise). Any other method
 * takes neither: each one sent is a problem naming it.
 */
const checkCrypto = (
  problems: Array<Problem>,
  method: CheckoutMethod | undefined,
  input: Pick<StartCheckoutInput, "currency" | "network">
): CryptoChoice | undefined => {
  if (method !== "CRYPTO") {
    for (const field of ["currency", "network"] as const) {
      if (input[field] !== undefined && method !== undefined) {
        problems.push({ field, message: `${field} is only for the CRYPTO method` })
      }
    }
    return undefined
  }
  const currency =
    typeof input.currency === "string" && currencies.includes(input.currency) ? input.currency : undefined
  const network = typeof input.network === "string" && networks.includes(input.network) ? input.network : undefined
  if (currency === undefined) {
    problems.push({ field: "currency", message: `currency is required for CRYPTO: one of ${currencies.join(", ")}` })
  }
  if (network === undefined) {
    problems.push({ field: "network", message: `network is required for CRYPTO: one of ${networks.join(", ")}` })
  }
  if (currency === undefined || network === undefined) return undefined
  const choice = { currency: currency as CryptoCurrency, network: network as CryptoNetworkName }
  const asset = assetOf(choice.currency, choice.network)
  if (Result.isFailure(asset)) {
    problems.push({ field: "network", message: asset.failure.message })
    return undefined
  }
  return choice
}

/**
 * The payer: a name and a CPF or CNPJ always (the PIX charge names its expected payer), an e-mail when the link keeps
 * customers (`needsEmail`), each checked by the customers' rules; problems under `payer.`.
 */
const checkPayer = (problems: Array<Problem>, input: StartCheckoutInput["payer"], needsEmail: boolean) => {
  if (input === undefined || input === null || typeof input !== "object") {
    problems.push({ field: "payer", message: "payer is required: name and document (CPF or CNPJ)" })
    return undefined
  }
  const checked = CustomerRequest.validateCreate({
    name: input.name,
    document: input.document,
    // Without customers kept, an e-mail is optional: a stand-in lets the other checks run.
    email: input.email ?? (needsEmail ? undefined : "buyer@example.com"),
    ...(input.phone === undefined ? {} : { phone: input.phone })
  })
  if (Result.isFailure(checked)) {
    for (const p of checked.failure.problems) problems.push({ field: `payer.${p.field}`, message: p.message })
    return undefined
  }
  const fields = checked.success
  return {
    name: fields.name,
    document: fields.document,
    ...(input.email === undefined ? {} : { email: fields.email }),
    ...(fields.phone === undefined ? {} : { phone: fields.phone })
  } satisfies SessionPayer
}

/**
 * Checks a checkout request on its own, naming every problem; `needsEmail` when the link keeps customers. What needs
 * the link (its price, methods, products) is checked by the checkout.
 */
export const checkStart = (
  input: StartCheckoutInput,
  needsEmail: boolean
): Result.Result<ValidStart, InvalidCheckout> => {
  const problems: Array<Problem> = []
  const linkId = optionalText(problems, "linkId", input.linkId, linkIdLengthMax)
  if (linkId === undefined && !problems.some((p) => p.field === "linkId")) {
    problems.push({ field: "linkId", message: "linkId is required" })
  }
  const method =
    typeof input.method === "string" && methods.includes(input.method) ? (input.method as CheckoutMethod) : undefined
  if (method === undefined) problems.push({ field: "method", message: `method must be one of ${methods.join(", ")}` })
  const crypto = checkCrypto(problems, method, input)
  const amount = input.amountCentavos
  const amountProblem = amountProblemOf(amount)
  if (amountProblem !== undefined) problems.push(amountProblem)
  const couponCode = optionalText(problems, "couponCode", input.couponCode, couponCodeLengthMax)?.toUpperCase()
  const externalReference = optionalText(
    problems,
    "externalReference",
    input.externalReference,
    sessionReferenceLengthMax
  )
  const payer = checkPayer(problems, input.payer, needsEmail)
  if (problems.length > 0 || linkId === undefined || method === undefined || payer === undefined) {
    return Result.fail(new InvalidCheckout({ problems }))
  }
  return Result.succeed({
    linkId,
    method,
    crypto,
    amountCentavos: amount as number | undefined,
    couponCode,
    externalReference,
    payer
  })
}

/** The fingerprint of a request's body: a repeat under its `externalReference` must match it. */
export const fingerprintOf = (valid: ValidStart): string =>
  JSON.stringify([
    valid.linkId,
    valid.method,
    ...(valid.crypto === undefined ? [] : [valid.crypto.currency, valid.crypto.network]),
    valid.amountCentavos ?? null,
    valid.couponCode ?? null,
    valid.payer.name,
    valid.payer.document,
    valid.payer.email ?? null,
    valid.payer.phone ?? null
  ])
