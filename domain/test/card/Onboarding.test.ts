import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import {
  cardCheckoutBlocker,
  markPastDue,
  newProcessorAccount,
  type OnboardingForm,
  type ProcessorAccount,
  requireCardCheckout,
  submitOnboarding
} from "../../src/card/Onboarding.ts"

const company = { cnpj: "11.222.333/0001-81", legalName: "Loja Exemplo Ltda" }
const bankAccount = { bankCode: "001", branch: "1234", accountNumber: "123456-7" }
const complete: OnboardingForm = { company, bankAccount }

const submitted = (account: ProcessorAccount, form: OnboardingForm) =>
  Result.getOrThrow(submitOnboarding(account, form))

describe("card checkout gate", () => {
  it("names the first missing capability, in order, until the account can take cards", () => {
    const fresh = newProcessorAccount("acct_1", "m_1")
    const capability = (account: ProcessorAccount | undefined) => cardCheckoutBlocker(account)?.capability
    expect(capability(undefined)).toBe("processor_account")
    expect(capability(fresh)).toBe("pj_account")
    expect(capability({ ...fresh, personType: "PF" })).toBe("pj_account")
    expect(capability({ ...fresh, personType: "PJ" })).toBe("account_verified")
    const verified: ProcessorAccount = { ...fresh, personType: "PJ", verified: true }
    expect(capability({ ...verified, requirementsPastDue: ["bank_account"] })).toBe("requirements_past_due")
    expect(capability(verified)).toBe("charges_enabled")
    expect(capability({ ...verified, chargesEnabled: true })).toBe("payouts_enabled")
    const ready = { ...verified, chargesEnabled: true, payoutsEnabled: true }
    expect(capability(ready)).toBeUndefined()
    expect(requireCardCheckout(ready)).toStrictEqual(Result.succeed(ready))
    expect(Result.getOrThrow(Result.flip(requireCardCheckout(undefined))).capability).toBe("processor_account")
  })
})

describe("onboarding form", () => {
  it("company data verifies the account and enables charges; the bank account then enables payouts", () => {
    const withCompany = submitted(newProcessorAccount("acct_1", "m_1"), { company })
    expect(withCompany).toMatchObject({
      personType: "PJ",
      verified: true,
      chargesEnabled: true,
      payoutsEnabled: false,
      requirementsDue: ["bank_account"],
      company: { cnpj: "11222333000181", legalName: "Loja Exemplo Ltda" }
    })
    expect(cardCheckoutBlocker(withCompany)?.capability).toBe("payouts_enabled")
    const done = submitted(withCompany, { bankAccount })
    expect(done).toMatchObject({ payoutsEnabled: true, requirementsDue: [], bankAccount: { accountLast4: "4567" } })
    expect(cardCheckoutBlocker(done)).toBeUndefined()
    expect(JSON.stringify(done)).not.toContain("123456")
  })

  it("a requirement past due turns charges and payouts off until the form gives it again", () => {
    const broken = markPastDue(submitted(newProcessorAccount("acct_1", "m_1"), complete), "bank_account")
    expect(broken).toMatchObject({
      verified: true,
      chargesEnabled: false,
      payoutsEnabled: false,
      requirementsDue: ["bank_account"],
      requirementsPastDue: ["bank_account"]
    })
    expect(cardCheckoutBlocker(broken)?.capability).toBe("requirements_past_due")
    const fixed = submitted(broken, { bankAccount })
    expect(fixed).toMatchObject({ chargesEnabled: true, payoutsEnabled: true, requirementsPastDue: [] })
  })

  it("names every problem of the form at once", () => {
    const result = submitOnboarding(newProcessorAccount("acct_1", "m_1"), {
      company: { cnpj: "11.222.333/0001-80", legalName: " " },
      bankAccount: { bankCode: "1", branch: "12345", accountNumber: "abc" }
    })
    expect(Result.getOrThrow(Result.flip(result)).problems.map((p) => p.field)).toStrictEqual([
      "company.cnpj",
      "company.legalName",
      "bankAccount.bankCode",
      "bankAccount.branch",
      "bankAccount.accountNumber"
    ])
    const empty = Result.getOrThrow(Result.flip(submitOnboarding(newProcessorAccount("acct_1", "m_1"), {})))
    expect(empty.problems.map((p) => p.field)).toStrictEqual(["form"])
  })
})
