import { Option, Result, Schema } from "effect"
import { normalizeCnpj } from "../pix/Documents.ts"
import { isStorable } from "../shared/Text.ts"
import { CardProcessingUnavailable, InvalidOnboarding } from "./Errors.ts"

/** What the processor needs before it lets an account charge and pay out: the company's data, then a bank account. */
export const OnboardingRequirement = Schema.Literals(["pj_data", "bank_account"])
export type OnboardingRequirement = typeof OnboardingRequirement.Type

/** Characters of a company's legal name, at least and at most, after trimming. */
export const legalNameLengthMin = 2
export const legalNameLengthMax = 200

/**
 * A merchant's account at the card processor, as the processor reports it (Stripe Connect's account object):
 * `personType` is `PJ` once the company's data is in; `verified` once the processor checked it; `chargesEnabled`
 * and `payoutsEnabled` are the processor's own switches; `requirementsDue` lists what is still to be given and
 * `requirementsPastDue` what was due and not given in time. Only the bank account's last 4 digits are kept.
 */
export const ProcessorAccount = Schema.Struct({
  id: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64)),
  merchantId: Schema.String,
  personType: Schema.NullOr(Schema.Literals(["PF", "PJ"])),
  verified: Schema.Boolean,
  chargesEnabled: Schema.Boolean,
  payoutsEnabled: Schema.Boolean,
  requirementsDue: Schema.Array(OnboardingRequirement),
  requirementsPastDue: Schema.Array(OnboardingRequirement),
  company: Schema.NullOr(Schema.Struct({ cnpj: Schema.String, legalName: Schema.String })),
  bankAccount: Schema.NullOr(
    Schema.Struct({ bankCode: Schema.String, branch: Schema.String, accountLast4: Schema.String })
  )
})
export type ProcessorAccount = typeof ProcessorAccount.Type

/** A new account at the processor: nothing given yet, both requirements due, nothing enabled. */
export const newProcessorAccount = (id: string, merchantId: string): ProcessorAccount => ({
  id,
  merchantId,
  personType: null,
  verified: false,
  chargesEnabled: false,
  payoutsEnabled: false,
  requirementsDue: ["pj_data", "bank_account"],
  requirementsPastDue: [],
  company: null,
  bankAccount: null
})

const refusal = (capability: CardProcessingUnavailable["capability"], message: string) =>
  new CardProcessingUnavailable({ capability, message })

/**
 * The first thing that keeps a merchant from card checkout, or `undefined` when nothing does. In order: an account at
 * the processor (`processor_account`: onboarding never started), a PJ account (`pj_account`), verified
 * (`account_verified`), no requirement past due (`requirements_past_due`, named before the switches it turns off),
 * `charges_enabled`, `payouts_enabled`.
 */
export const cardCheckoutBlocker = (account: ProcessorAccount | undefined): CardProcessingUnavailable | undefined => {
  if (account === undefined) {
    return refusal(
      "processor_account",
      "card checkout needs the card processor's onboarding: request an onboarding link"
    )
  }
  if (account.personType !== "PJ") return refusal("pj_account", "card checkout needs a PJ account (company data)")
  if (!account.verified) return refusal("account_verified", "the account is not verified by the card processor")
  if (account.requirementsPastDue.length > 0) {
    return refusal(
      "requirements_past_due",
      `requirements past due at the card processor: ${account.requirementsPastDue.join(", ")}`
    )
  }
  if (!account.chargesEnabled) return refusal("charges_enabled", "the card processor has not enabled charges")
  if (!account.payoutsEnabled) return refusal("payouts_enabled", "the card processor has not enabled payouts")
  return undefined
}

/** `cardCheckoutBlocker` as a result: the account when card checkout is allowed. */
export const requireCardCheckout = (
  account: ProcessorAccount | undefined
): Result.Result<ProcessorAccount, CardProcessingUnavailable> => {
  const blocker = cardCheckoutBlocker(account)
  if (blocker !== undefined) return Result.fail(blocker)
  return account === undefined
    ? Result.fail(refusal("processor_account", "card checkout needs the card processor's onboarding"))
    : Result.succeed(account)
}

/** The onboarding form as the processor's page sends it; each part may come alone. */
export interface OnboardingForm {
  readonly company?: { readonly cnpj: string; readonly legalName: string } | undefined
  readonly bankAccount?:
    { readonly bankCode: string; readonly branch: string; readonly accountNumber: string } | undefined
}

type Problem = { readonly field: string; readonly message: string }

const companyOf = (company: NonNullable<OnboardingForm["company"]>, problems: Array<Problem>) => {
  const cnpj = normalizeCnpj(company.cnpj)
  if (Option.isNone(cnpj)) problems.push({ field: "company.cnpj", message: "is not a valid CNPJ" })
  const legalName = company.legalName.trim().replace(/\s+/g, " ")
  if (legalName.length < legalNameLengthMin || legalName.length > legalNameLengthMax || !isStorable(legalName)) {
    problems.push({
      field: "company.legalName",
      message: `must be ${legalNameLengthMin} to ${legalNameLengthMax} characters`
    })
  }
  return Option.isSome(cnpj) ? { cnpj: cnpj.value, legalName } : undefined
}

const bankAccountOf = (bank: NonNullable<OnboardingForm["bankAccount"]>, problems: Array<Problem>) => {
  const bankCode = bank.bankCode.trim()
  const branch = bank.branch.trim()
  const accountNumber = bank.accountNumber.trim()
  if (!/^\d{3}$/.test(bankCode)) problems.push({ field: "bankAccount.bankCode", message: "must be 3 digits" })
  if (!/^\d{4}$/.test(branch)) problems.push({ field: "bankAccount.branch", message: "must be 4 digits" })
  if (!/^\d{1,12}-?[\dXx]$/.test(accountNumber)) {
    problems.push({ field: "bankAccount.accountNumber", message: "must be 2 to 13 digits, the last a check digit" })
  }
  const digits = accountNumber.replace("-", "")
  return { bankCode, branch, accountLast4: digits.slice(-4).padStart(4, "0") }
}

const without = (list: ReadonlyArray<OnboardingRequirement>, gone: ReadonlyArray<OnboardingRequirement>) =>
  list.filter((r) => !gone.includes(r))

/**
 * Applies the onboarding form to the account, naming every problem at once (`InvalidOnboarding`); an empty form is
 * a problem too. A part given clears its requirement, due and past due. The sandbox processor verifies at once, so
 * the switches follow the data: verified with company data; charges enabled when verified with nothing past due;
 * payouts enabled when, besides, a bank account is on file.
 */
export const submitOnboarding = (
  account: ProcessorAccount,
  form: OnboardingForm
): Result.Result<ProcessorAccount, InvalidOnboarding> => {
  const problems: Array<Problem> = []
  if (form.company === undefined && form.bankAccount === undefined) {
    problems.push({ field: "form", message: "give the company's data, a bank account, or both" })
  }
  const company = form.company === undefined ? undefined : companyOf(form.company, problems)
  const bankAccount = form.bankAccount === undefined ? undefined : bankAccountOf(form.bankAccount, problems)
  if (problems.length > 0) return Result.fail(new InvalidOnboarding({ problems }))
  const given: Array<OnboardingRequirement> = []
  if (company !== undefined) given.push("pj_data")
  if (bankAccount !== undefined) given.push("bank_account")
  return Result.succeed(
    withSwitches({
      ...account,
      personType: company !== undefined ? "PJ" : account.personType,
      company: company ?? account.company,
      bankAccount: bankAccount ?? account.bankAccount,
      requirementsDue: without(account.requirementsDue, given),
      requirementsPastDue: without(account.requirementsPastDue, given)
    })
  )
}

/**
 * The sandbox's "break onboarding": `requirement` becomes due again and past due, as when the processor asks for a
 * document again and its deadline passes; charges and payouts turn off until the form gives it again.
 */
export const markPastDue = (account: ProcessorAccount, requirement: OnboardingRequirement): ProcessorAccount =>
  withSwitches({
    ...account,
    requirementsDue: [...without(account.requirementsDue, [requirement]), requirement],
    requirementsPastDue: [...without(account.requirementsPastDue, [requirement]), requirement]
  })

/** The sandbox processor's switches derived from the data on file (see `submitOnboarding`). */
const withSwitches = (account: ProcessorAccount): ProcessorAccount => {
  // Verified once the company's data was given and checked; a requirement past due later turns the switches off
  // (and is named by the gate) without unverifying the company.
  const verified = account.company !== null
  const chargesEnabled = verified && account.requirementsPastDue.length === 0
  const payoutsEnabled =
    chargesEnabled && account.bankAccount !== null && !account.requirementsDue.includes("bank_account")
  return { ...account, verified, chargesEnabled, payoutsEnabled }
}
