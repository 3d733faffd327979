import { Option, Result } from "effect"
import { amountMaxCentavos } from "../money/Money.ts"
import type { AccountId } from "../ledger/Model.ts"
import { normalizeCnpj, normalizeCpf } from "../pix/Documents.ts"
import type { Payer } from "../pix/Notices.ts"
import { splitBpsMax, splitBpsMin } from "../fees/Split.ts"
import type { TransactionStatus } from "../transactions/Status.ts"
import { InvalidChargeInput } from "./Errors.ts"
import {
  chargePageSizeDefault,
  chargePageSizeMax,
  descriptionLengthMax,
  expirationSecondsDefault,
  expirationSecondsMax,
  expirationSecondsMin,
  externalReferenceLengthMax,
  searchLengthMax,
  subaccountIdLengthMax,
  type ChargeListFilters,
  type PageRequest
} from "./Record.ts"

/** Characters of a payer's name, at most. */
export const payerNameLengthMax = 200
/** Characters of an e-mail address, at most (RFC 5321 path limit rounded up, as the `Merchant` schema). */
export const emailLengthMax = 320

/**
 * A request to create a PIX charge, as the API hands it over: amounts already in centavos (`Money.parseReais`),
 * `splitTax` already in basis points (`Fees.parseSplitTax`).
 */
export interface CreateChargeInput {
  readonly accountId: AccountId
  /** The API key making the request; the charge's events go to it. */
  readonly apiKeyId?: string | undefined
  /** `coverFee` false: the gross QR value; true: the net the merchant wants to receive. */
  readonly amountCentavos: number
  readonly description: string
  readonly coverFee?: boolean | undefined
  readonly emitFiscalInvoice?: boolean | undefined
  readonly expirationSeconds?: number | undefined
  readonly externalReference?: string | undefined
  readonly subaccountId?: string | undefined
  /** The split partner's e-mail; with `splitBps`. */
  readonly splitUser?: string | undefined
  /** The partner's share of the net, 1 (0.01 %) to 10,000 (100 %); with `splitUser`. */
  readonly splitBps?: number | undefined
  /** The expected payer: a name and a CPF or CNPJ (masked or not). */
  readonly payer?: { readonly name: string; readonly document: string } | undefined
}

/** A create request after validation: defaults applied, texts trimmed, the payer's document normalized. */
export interface ValidCreateCharge {
  readonly accountId: AccountId
  readonly apiKeyId: string | undefined
  readonly amountCentavos: number
  readonly description: string
  readonly coverFee: boolean
  readonly emitFiscalInvoice: boolean
  readonly expirationSeconds: number
  readonly externalReference: string | undefined
  readonly subaccountId: string | undefined
  readonly split: { readonly email: string; readonly bps: number } | undefined
  readonly payer: Payer | undefined
}

const refuse = (field: string, message: string) => Result.fail(new InvalidChargeInput({ field, message }))

const controlCharacters = /[\u0000-\u001f\u007f]/

/** A text field: trimmed, 1 to `max` characters, no control character. */
const text = (field: string, value: string, max: number): Result.Result<string, InvalidChargeInput> => {
  const trimmed = value.trim()
  if (trimmed === "") return refuse(field, `${field} is required`)
  if (trimmed.length > max) return refuse(field, `${field} has at most ${max} characters`)
  if (controlCharacters.test(trimmed)) return refuse(field, `${field} has a control character`)
  return Result.succeed(trimmed)
}

const optionalText = (field: string, value: string | undefined, max: number) =>
  value === undefined ? Result.succeed(undefined) : text(field, value, max)

/** Checks a create request and applies its defaults. */
export const validateCreate = (input: CreateChargeInput): Result.Result<ValidCreateCharge, InvalidChargeInput> =>
  Result.gen(function* () {
    const amount = input.amountCentavos
    if (!Number.isSafeInteger(amount) || amount < 1 || amount > amountMaxCentavos) {
      return yield* refuse("amount", "amount must be a positive amount of reais with at most 2 decimals")
    }
    const description = yield* text("description", input.description, descriptionLengthMax)
    const expirationSeconds = input.expirationSeconds ?? expirationSecondsDefault
    if (
      !Number.isSafeInteger(expirationSeconds) ||
      expirationSeconds < expirationSecondsMin ||
      expirationSeconds > expirationSecondsMax
    ) {
      return yield* refuse(
        "expirationSeconds",
        `expirationSeconds must be an integer from ${expirationSecondsMin} to ${expirationSecondsMax}`
      )
    }
    const externalReference = yield* optionalText(
      "externalReference",
      input.externalReference,
      externalReferenceLengthMax
    )
    const subaccountId = yield* optionalText("subaccountId", input.subaccountId, subaccountIdLengthMax)
    let split: ValidCreateCharge["split"] = undefined
    if (input.splitUser !== undefined || input.splitBps !== undefined) {
      if (input.splitUser === undefined) return yield* refuse("splitUser", "splitTax needs splitUser")
      if (input.splitBps === undefined) return yield* refuse("splitTax", "splitUser needs splitTax")
      const email = yield* text("splitUser", input.splitUser, emailLengthMax)
      if (!/^[^@\s]+@[^@\s]+$/.test(email)) return yield* refuse("splitUser", "splitUser must be an e-mail address")
      const bps = input.splitBps
      if (!Number.isSafeInteger(bps) || bps < splitBpsMin || bps > splitBpsMax) {
        return yield* refuse("splitTax", "splitTax must be between 0.01 and 100")
      }
      split = { email: email.toLowerCase(), bps }
    }
    let payer: Payer | undefined = undefined
    if (input.payer !== undefined) {
      const name = yield* text("payer.name", input.payer.name, payerNameLengthMax)
      const document = Option.orElse(normalizeCpf(input.payer.document), () => normalizeCnpj(input.payer!.document))
      if (Option.isNone(document)) return yield* refuse("payer.document", "payer.document must be a valid CPF or CNPJ")
      payer = { name, document: document.value }
    }
    return {
      accountId: input.accountId,
      apiKeyId: input.apiKeyId,
      amountCentavos: amount,
      description,
      coverFee: input.coverFee ?? false,
      emitFiscalInvoice: input.emitFiscalInvoice ?? false,
      expirationSeconds,
      externalReference,
      subaccountId,
      split,
      payer
    }
  })

/**
 * The canonical text of a request's body: the fields that define the charge, defaults applied, in a fixed order.
 * Two requests with the same `externalReference` are the same request when their fingerprints are equal. The API key
 * is not part of it: another key of the account repeating the request gets the same charge.
 */
export const fingerprintOf = (valid: ValidCreateCharge): string =>
  JSON.stringify([
    valid.amountCentavos,
    valid.description,
    valid.coverFee,
    valid.emitFiscalInvoice,
    valid.expirationSeconds,
    valid.externalReference ?? null,
    valid.subaccountId ?? null,
    valid.split === undefined ? null : [valid.split.email, valid.split.bps],
    valid.payer === undefined ? null : [valid.payer.name, valid.payer.document]
  ])

/** A charge list query as the API hands it over; everything optional. */
export interface ListChargesInput {
  readonly page?: number | undefined
  readonly pageSize?: number | undefined
  readonly dateFrom?: Date | undefined
  readonly dateTo?: Date | undefined
  readonly status?: TransactionStatus | undefined
  readonly externalReference?: string | undefined
  readonly search?: string | undefined
  readonly subaccountId?: string | undefined
}

/**
 * The checks every list shares: `page` from 1, `pageSize` 1 to `chargePageSizeMax` (default `chargePageSizeDefault`),
 * dates that are dates, `dateFrom` not after `dateTo`. `refuse` makes the list's own input error.
 */
export const validatePageAndDates = <E>(
  input: {
    readonly page?: number | undefined
    readonly pageSize?: number | undefined
    readonly dateFrom?: Date | undefined
    readonly dateTo?: Date | undefined
  },
  refuse: (field: string, message: string) => Result.Result<never, E>
): Result.Result<PageRequest, E> =>
  Result.gen(function* () {
    const page = input.page ?? 1
    if (!Number.isSafeInteger(page) || page < 1) return yield* refuse("page", "page must be a positive integer")
    const pageSize = input.pageSize ?? chargePageSizeDefault
    if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > chargePageSizeMax) {
      return yield* refuse("pageSize", `pageSize must be an integer from 1 to ${chargePageSizeMax}`)
    }
    for (const [field, date] of [
      ["dateFrom", input.dateFrom],
      ["dateTo", input.dateTo]
    ] as const) {
      if (date !== undefined && Number.isNaN(date.getTime())) return yield* refuse(field, `${field} is not a date`)
    }
    if (input.dateFrom !== undefined && input.dateTo !== undefined && input.dateFrom > input.dateTo) {
      return yield* refuse("dateFrom", "dateFrom is after dateTo")
    }
    return { page, pageSize }
  })

/** Checks a list query: page from 1, page size 1 to 100 (default 50), `dateFrom` not after `dateTo`. */
export const validateList = (
  input: ListChargesInput
): Result.Result<{ readonly filters: ChargeListFilters; readonly page: PageRequest }, InvalidChargeInput> =>
  Result.gen(function* () {
    const { page, pageSize } = yield* validatePageAndDates(input, refuse)
    const search = input.search?.trim()
    if (search !== undefined && search.length > searchLengthMax) {
      return yield* refuse("search", `search has at most ${searchLengthMax} characters`)
    }
    return {
      filters: {
        dateFrom: input.dateFrom,
        dateTo: input.dateTo,
        status: input.status,
        externalReference: input.externalReference,
        search: search === "" ? undefined : search,
        subaccountId: input.subaccountId
      },
      page: { page, pageSize }
    }
  })
