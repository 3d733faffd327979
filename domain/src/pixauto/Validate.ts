import { Result } from "effect"
import { addDays, daysBetween, isCalendarDate } from "./Calendar.ts"
import { InvalidPixAutomatic, PixAutomaticAmountNotAuthorized, PixAutomaticDueDateNotAllowed } from "./Errors.ts"
import {
  type AuthorizationRecord,
  contractIdLengthMax,
  type Frequency,
  periodOf,
  pixAutomaticDescriptionLengthMax,
  type RetryPolicy
} from "./Record.ts"

/** Days ahead of its due date an instruction is scheduled, at least and at most (BACEN: 2 to 10 days). */
export const instructionNoticeDaysMin = 2
export const instructionNoticeDaysMax = 10

/** How long the payer has to consent after the authorization is created: 7 days. */
export const consentWindowMs = 7 * 86_400_000

/** An authorization request, amounts in centavos (parsed at the edge). */
export interface CreateAuthorizationInput {
  readonly customerId: string
  readonly contractId: string
  readonly description?: string | undefined
  readonly frequency: Frequency
  readonly startDate: string
  readonly endDate?: string | undefined
  readonly fixedAmountCentavos?: number | undefined
  readonly maxAmountCentavos?: number | undefined
  readonly retryPolicy?: RetryPolicy | undefined
  readonly firstPayment: { readonly amountCentavos: number; readonly dueDate?: string | undefined }
}

type Problem = { readonly field: string; readonly message: string }

const controlCharacters = /[\u0000-\u001f\u007f]/

const checkText = (problems: Array<Problem>, field: string, value: string | undefined, min: number, max: number) => {
  if (value === undefined) return undefined
  const trimmed = value.trim()
  if (trimmed.length < min || trimmed.length > max) problems.push({ field, message: `${min} to ${max} characters` })
  else if (controlCharacters.test(trimmed)) problems.push({ field, message: "has a control character" })
  return trimmed === "" ? undefined : trimmed
}

const checkDate = (problems: Array<Problem>, field: string, value: string | undefined, today: string) => {
  if (value === undefined) return
  if (!isCalendarDate(value)) problems.push({ field, message: "a calendar date YYYY-MM-DD" })
  else if (value < today) problems.push({ field, message: `not before today (${today})` })
}

/**
 * Checks an authorization request against today's São Paulo date, naming every problem: `contractId` 1 to 35
 * characters, `description` at most 140, `startDate` and the first payment's `dueDate` calendar dates not before
 * today, `endDate` not before `startDate`, and at most one of `fixedAmount` and `maxAmount`. The trimmed texts.
 */
export const validateAuthorization = (
  input: CreateAuthorizationInput,
  today: string
): Result.Result<{ readonly contractId: string; readonly description: string | undefined }, InvalidPixAutomatic> => {
  const problems: Array<Problem> = []
  const contractId = checkText(problems, "contractId", input.contractId, 1, contractIdLengthMax)
  const description = checkText(problems, "description", input.description, 0, pixAutomaticDescriptionLengthMax)
  checkDate(problems, "startDate", input.startDate, today)
  checkDate(problems, "firstPayment.dueDate", input.firstPayment.dueDate, today)
  if (input.endDate !== undefined) {
    if (!isCalendarDate(input.endDate)) problems.push({ field: "endDate", message: "a calendar date YYYY-MM-DD" })
    else if (input.endDate < input.startDate) problems.push({ field: "endDate", message: "not before startDate" })
  }
  if (input.fixedAmountCentavos !== undefined && input.maxAmountCentavos !== undefined) {
    problems.push({ field: "maxAmount", message: "give fixedAmount or maxAmount, not both" })
  }
  return problems.length > 0 || contractId === undefined
    ? Result.fail(new InvalidPixAutomatic({ problems }))
    : Result.succeed({ contractId, description })
}

/** Checks an instalment's amount against the authorization: equal to its fixed amount, not above its maximum. */
export const checkInstalmentAmount = (
  auth: Pick<AuthorizationRecord, "fixedAmountCentavos" | "maxAmountCentavos">,
  amountCentavos: number
): Result.Result<void, PixAutomaticAmountNotAuthorized> => {
  if (auth.fixedAmountCentavos !== undefined && amountCentavos !== auth.fixedAmountCentavos) {
    return Result.fail(new PixAutomaticAmountNotAuthorized({ message: "amount: must equal the fixedAmount" }))
  }
  if (auth.maxAmountCentavos !== undefined && amountCentavos > auth.maxAmountCentavos) {
    return Result.fail(new PixAutomaticAmountNotAuthorized({ message: "amount: above the maxAmount" }))
  }
  return Result.void
}

/**
 * Checks an instalment's due date: a calendar date (400), inside the authorization's window, and `2` to `10` days
 * after today (BACEN's scheduling notice). Answers its period (`periodOf`).
 */
export const checkDueDate = (
  auth: Pick<AuthorizationRecord, "frequency" | "startDate" | "endDate">,
  dueDate: string,
  today: string
): Result.Result<number, InvalidPixAutomatic | PixAutomaticDueDateNotAllowed> => {
  if (!isCalendarDate(dueDate)) {
    return Result.fail(
      new InvalidPixAutomatic({ problems: [{ field: "dueDate", message: "a calendar date YYYY-MM-DD" }] })
    )
  }
  const refuse = (message: string) => Result.fail(new PixAutomaticDueDateNotAllowed({ message: `dueDate: ${message}` }))
  if (dueDate < auth.startDate) return refuse(`before the authorization's startDate ${auth.startDate}`)
  if (auth.endDate !== undefined && dueDate > auth.endDate) return refuse(`after the authorization's endDate`)
  const notice = daysBetween(today, dueDate)
  if (notice < instructionNoticeDaysMin || notice > instructionNoticeDaysMax) {
    return refuse(
      `schedule ${instructionNoticeDaysMin} to ${instructionNoticeDaysMax} days ahead (from ` +
        `${addDays(today, instructionNoticeDaysMin)} to ${addDays(today, instructionNoticeDaysMax)})`
    )
  }
  return Result.succeed(periodOf(auth.frequency, auth.startDate, dueDate))
}
