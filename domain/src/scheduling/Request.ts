import { Result } from "effect"
import type { AddressValidator } from "../crypto/AddressValidator.ts"
import { CryptoCurrency, CryptoNetworkName, networksOf } from "../crypto/Assets.ts"
import type { AccountId } from "../ledger/Model.ts"
import { amountMaxCentavos, type Centavos } from "../money/Money.ts"
import { normalizeKey, PixKeyType } from "../pix/Keys.ts"
import { internalTransferMinCentavos } from "../transfers/InternalRecord.ts"
import { pixTransferDescriptionLengthMax } from "../transfers/PixRecord.ts"
import { InvalidSchedule } from "./Errors.ts"
import type { ScheduleTriggerType } from "./Machine.ts"
import { type Problem, type RecurrenceRule, type RecurrenceRuleInput, validateRecurrenceRule } from "./Recurrence.ts"
import type { SchedulePayload } from "./Record.ts"

/** Characters of a schedule's label, at most. */
export const labelLengthMax = 100

/** Runs a schedule may be capped at, at most. */
export const maxRunsMax = 10_000

/** How far ahead a `once` schedule may be set: five years. */
export const scheduledAheadMaxMs = 5 * 366 * 86_400_000

const emailLengthMax = 320
const controlCharacters = /[\u0000-\u001f\u007f]/

/** A payload as a request carries it, before checks (amount already in centavos). */
export interface SchedulePayloadInput {
  readonly method?: unknown
  readonly amountCentavos?: unknown
  readonly description?: unknown
  readonly coverFee?: unknown
  readonly pixKey?: unknown
  readonly pixKeyType?: unknown
  readonly subaccountId?: unknown
  readonly recipientEmail?: unknown
  readonly address?: unknown
  readonly payCurrency?: unknown
  readonly network?: unknown
  readonly extraId?: unknown
}

/** A create request as the API hands it over (trigger type in lower case, amounts in centavos). */
export interface CreateScheduleInput {
  readonly accountId: AccountId
  readonly apiKeyId?: string | undefined
  readonly label?: string | undefined
  readonly triggerType: ScheduleTriggerType
  readonly scheduledAt?: Date | undefined
  readonly recurrenceRule?: RecurrenceRuleInput | undefined
  readonly balanceThresholdCentavos?: number | undefined
  readonly payload: SchedulePayloadInput
  readonly maxRuns?: number | undefined
}

/** The trigger's own fields of a schedule, checked. */
export interface TriggerFields {
  readonly scheduledAt?: Date | undefined
  readonly recurrenceRule?: RecurrenceRule | undefined
  readonly balanceThresholdCentavos?: Centavos | undefined
}

/** The trigger's own fields as a request carries them. */
export interface TriggerInput {
  readonly scheduledAt?: Date | undefined
  readonly recurrenceRule?: RecurrenceRuleInput | undefined
  readonly balanceThresholdCentavos?: number | undefined
}

const text = (problems: Array<Problem>, field: string, value: unknown, max: number, required: boolean) => {
  if (value === undefined || value === null) {
    if (required) problems.push({ field, message: `${field.split(".").pop()} is required` })
    return undefined
  }
  if (typeof value !== "string") {
    problems.push({ field, message: "must be text" })
    return undefined
  }
  const trimmed = value.trim()
  if (trimmed === "" && required) problems.push({ field, message: `${field.split(".").pop()} is required` })
  else if (trimmed.length > max) problems.push({ field, message: `at most ${max} characters` })
  else if (controlCharacters.test(trimmed)) problems.push({ field, message: "has a control character" })
  return trimmed === "" ? undefined : trimmed
}

const isAmount = (value: unknown, min: number): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= min && value <= amountMaxCentavos

/** The method's own fields of a PIX payload, checked and the key normalized. */
const pixFields = (problems: Array<Problem>, input: SchedulePayloadInput) => {
  const keyTypes: ReadonlyArray<unknown> = PixKeyType.literals
  const keyType = keyTypes.includes(input.pixKeyType) ? (input.pixKeyType as PixKeyType) : undefined
  if (keyType === undefined) {
    problems.push({
      field: "payload.pixKeyType",
      message: "pixKeyType must be CPF, CNPJ, EMAIL, TELEFONE or CHAVE_ALEATORIA"
    })
  }
  const raw = text(problems, "payload.pixKey", input.pixKey, 200, true)
  const subaccountId = text(problems, "payload.subaccountId", input.subaccountId, 64, false)
  if (keyType === undefined || raw === undefined) return undefined
  const key = normalizeKey(keyType, raw)
  if (Result.isFailure(key)) {
    problems.push({ field: "payload.pixKey", message: key.failure.message })
    return undefined
  }
  return { pixKey: key.success, pixKeyType: keyType, ...(subaccountId === undefined ? {} : { subaccountId }) }
}

/**
 * The method's own fields of a crypto payload: `payCurrency` an offered currency, `network` one it is offered on (by
 * default its first in the asset table: BTC bitcoin, ETH ethereum, USDT ethereum, USDC ethereum, XRP xrpl), and
 * `address` (with `extraId`) valid on that network down to its checksum (`addresses`), kept in its normal form.
 * `coverFee` does not apply: the amount is the debit, fees included, as `transfer-crypto-auto` spends it.
 */
const cryptoFields = (
  problems: Array<Problem>,
  input: SchedulePayloadInput,
  addresses: AddressValidator["Service"]
) => {
  const currencies: ReadonlyArray<unknown> = CryptoCurrency.literals
  const currency = currencies.includes(input.payCurrency) ? (input.payCurrency as CryptoCurrency) : undefined
  if (currency === undefined) {
    problems.push({ field: "payload.payCurrency", message: `payCurrency must be one of ${currencies.join(", ")}` })
  }
  const offered = currency === undefined ? [] : networksOf(currency)
  const networks: ReadonlyArray<unknown> = CryptoNetworkName.literals
  const network =
    input.network === undefined
      ? offered[0]
      : networks.includes(input.network) && offered.includes(input.network as CryptoNetworkName)
        ? (input.network as CryptoNetworkName)
        : undefined
  if (currency !== undefined && network === undefined) {
    problems.push({ field: "payload.network", message: `${currency} is offered on ${offered.join(", ")}` })
  }
  if (input.coverFee === true) {
    problems.push({ field: "payload.coverFee", message: "coverFee does not apply to cripto: the amount is the debit" })
  }
  const address = text(problems, "payload.address", input.address, 128, true)
  const extraId = text(problems, "payload.extraId", input.extraId, 32, false)
  if (network === undefined || address === undefined) return undefined
  const valid = addresses.validate(network, address, extraId)
  if (Result.isFailure(valid)) {
    problems.push({ field: `payload.${valid.failure.field}`, message: valid.failure.message })
    return undefined
  }
  return {
    payCurrency: currency!,
    network,
    address: valid.success.address,
    ...(valid.success.extraId === undefined ? {} : { extraId: valid.success.extraId })
  }
}

/**
 * Checks a payload and names every problem: `amount` a positive amount (at least the internal minimum for `interna`),
 * `description` bounded text, `coverFee` a boolean, and the method's fields (`pixKey` valid for its `pixKeyType`;
 * `recipientEmail` an e-mail; `cripto`'s asset and address, checked by `addresses`).
 */
export const validatePayload = (
  input: SchedulePayloadInput,
  addresses: AddressValidator["Service"]
): Result.Result<SchedulePayload, InvalidSchedule> => {
  const problems: Array<Problem> = []
  const method = input.method
  if (method !== "pix_padrao" && method !== "pix_livre" && method !== "interna" && method !== "cripto") {
    problems.push({ field: "payload.method", message: "method must be pix_padrao, pix_livre, interna or cripto" })
  }
  const min = method === "interna" ? internalTransferMinCentavos : 1
  if (!isAmount(input.amountCentavos, min)) {
    problems.push({ field: "payload.amount", message: `amount must be at least ${min / 100} with 2 decimals` })
  }
  const description = text(problems, "payload.description", input.description, pixTransferDescriptionLengthMax, false)
  if (input.coverFee !== undefined && typeof input.coverFee !== "boolean") {
    problems.push({ field: "payload.coverFee", message: "coverFee must be true or false" })
  }
  const pix = method === "pix_padrao" || method === "pix_livre" ? pixFields(problems, input) : undefined
  const crypto = method === "cripto" ? cryptoFields(problems, input, addresses) : undefined
  const email =
    method === "interna"
      ? text(problems, "payload.recipientEmail", input.recipientEmail, emailLengthMax, true)
      : undefined
  if (email !== undefined && !/^[^@\s]+@[^@\s]+$/.test(email)) {
    problems.push({ field: "payload.recipientEmail", message: "recipientEmail must be an e-mail address" })
  }
  if (problems.length > 0) return Result.fail(new InvalidSchedule({ problems }))
  const common = {
    amountCentavos: input.amountCentavos as Centavos,
    ...(description === undefined ? {} : { description }),
    coverFee: input.coverFee === true
  }
  return Result.succeed(
    method === "interna"
      ? ({ method, ...common, recipientEmail: email!.toLowerCase() } as SchedulePayload)
      : method === "cripto"
        ? ({ method, ...common, ...crypto! } as SchedulePayload)
        : ({ method, ...common, ...pix! } as SchedulePayload)
  )
}

/**
 * Checks the fields of `triggerType` and refuses the others': `once` needs `scheduledAt` after `now` (within five
 * years), `recurring` a valid `recurrenceRule`, `balance_threshold` a positive `balanceThresholdCentavos`.
 */
export const validateTrigger = (
  problems: Array<Problem>,
  triggerType: ScheduleTriggerType,
  input: TriggerInput,
  now: Date
): TriggerFields => {
  const refuseOther = (field: keyof TriggerInput, owner: ScheduleTriggerType) => {
    if (triggerType !== owner && input[field] !== undefined)
      problems.push({ field, message: `${field} applies to ${owner.toUpperCase()} schedules only` })
  }
  refuseOther("scheduledAt", "once")
  refuseOther("recurrenceRule", "recurring")
  refuseOther("balanceThresholdCentavos", "balance_threshold")
  switch (triggerType) {
    case "once": {
      const at = input.scheduledAt
      if (at === undefined || Number.isNaN(at.getTime()))
        problems.push({ field: "scheduledAt", message: "scheduledAt is required for ONCE schedules" })
      else if (at.getTime() <= now.getTime())
        problems.push({ field: "scheduledAt", message: "scheduledAt must be in the future" })
      else if (at.getTime() - now.getTime() > scheduledAheadMaxMs)
        problems.push({ field: "scheduledAt", message: "scheduledAt is at most five years ahead" })
      else return { scheduledAt: at }
      return {}
    }
    case "recurring": {
      if (input.recurrenceRule === undefined) {
        problems.push({ field: "recurrenceRule", message: "recurrenceRule is required for RECURRING schedules" })
        return {}
      }
      const checked = validateRecurrenceRule(input.recurrenceRule)
      if ("problems" in checked) problems.push(...checked.problems)
      return "rule" in checked ? { recurrenceRule: checked.rule } : {}
    }
    case "balance_threshold": {
      const threshold = input.balanceThresholdCentavos
      if (isAmount(threshold, 1)) return { balanceThresholdCentavos: threshold as Centavos }
      problems.push({ field: "balanceThreshold", message: "balanceThreshold must be a positive amount of reais" })
      return {}
    }
  }
}

/** Checks `maxRuns`: a whole number from 1 to `maxRunsMax`, not for `once` schedules. */
export const validateMaxRuns = (problems: Array<Problem>, triggerType: ScheduleTriggerType, maxRuns: unknown) => {
  if (maxRuns === undefined) return undefined
  if (triggerType === "once")
    problems.push({ field: "maxRuns", message: "maxRuns applies to recurring and threshold schedules" })
  else if (typeof maxRuns !== "number" || !Number.isInteger(maxRuns) || maxRuns < 1 || maxRuns > maxRunsMax) {
    problems.push({ field: "maxRuns", message: `maxRuns must be a whole number from 1 to ${maxRunsMax}` })
  } else return maxRuns
  return undefined
}

/** Checks a label: optional bounded text. */
export const validateLabel = (problems: Array<Problem>, label: unknown) =>
  text(problems, "label", label, labelLengthMax, false)
