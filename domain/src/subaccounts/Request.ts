import { Option, Result } from "effect"
import type { FeeSchedule } from "../fees/Model.ts"
import { bpsPerWhole } from "../fees/Model.ts"
import type { Limits } from "../limits/Model.ts"
import { parseReais } from "../money/Money.ts"
import { normalizeCnpj, normalizeCpf } from "../pix/Documents.ts"
import { InvalidSubaccountInput } from "./Errors.ts"
import type { LockMode } from "./Machine.ts"
import {
  type PersonType,
  subaccountDocumentBytesMax,
  subaccountDocumentContentTypes,
  subaccountExternalReferenceLengthMax,
  subaccountMoveDescriptionLengthMax,
  subaccountNameLengthMax,
  subaccountSiteLengthMax
} from "./Record.ts"

/** How a request names one subaccount: by `id` or by `externalReference` (both: they must name the same one). */
export interface SubaccountRef {
  readonly id?: string | undefined
  readonly externalReference?: string | undefined
}

/** A PJ's proof document as received (multipart): its name, declared type and bytes. */
export interface DocumentUpload {
  readonly fileName: string
  readonly contentType: string
  readonly bytes: Uint8Array
}

/** A create request as the API hands it over (JSON or multipart fields, as text). */
export interface CreateSubaccountInput {
  readonly personType?: string | undefined
  readonly fullName?: string | undefined
  readonly cpf?: string | undefined
  readonly birthDate?: string | undefined
  readonly postalCode?: string | undefined
  readonly externalReference?: string | undefined
  readonly cnpj?: string | undefined
  readonly companyName?: string | undefined
  readonly site?: string | undefined
  readonly document?: DocumentUpload | undefined
  readonly portalEmail?: string | undefined
  readonly portalPassword?: string | undefined
}

/** A create request checked and normalized. */
export interface ValidCreate {
  readonly personType: PersonType
  readonly fullName: string
  readonly cpf: string
  readonly birthDate: string
  readonly postalCode: string
  readonly externalReference: string
  readonly cnpj?: string | undefined
  readonly companyName?: string | undefined
  readonly site?: string | undefined
  readonly document?: DocumentUpload | undefined
  readonly portal?: { readonly email: string; readonly password: string } | undefined
}

const controlCharacters = /[\u0000-\u001f\u007f]/
const emailLengthMax = 320

const refuse = (field: string, message: string) => Result.fail(new InvalidSubaccountInput({ field, message }))

/** A trimmed text field: required or optional, bounded, without control characters; empty is absent. */
export const textField = (
  field: string,
  value: string | undefined,
  max: number,
  required: boolean
): Result.Result<string | undefined, InvalidSubaccountInput> => {
  const trimmed = value?.trim() ?? ""
  if (trimmed === "") return required ? refuse(field, `${field} is required`) : Result.succeed(undefined)
  if (trimmed.length > max) return refuse(field, `${field} has at most ${max} characters`)
  if (controlCharacters.test(trimmed)) return refuse(field, `${field} has a control character`)
  return Result.succeed(trimmed)
}

const required = (field: string, value: string | undefined, max: number) =>
  Result.map(textField(field, value, max, true), (v) => v!)

/** A calendar date `YYYY-MM-DD` that exists, from 1900 on, not after `today` (same form). */
const birthDateOf = (value: string | undefined, today: string) =>
  Result.flatMap(required("birthDate", value, 10), (text) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
    const date = match === null ? undefined : new Date(`${text}T00:00:00Z`)
    if (
      match === null ||
      date === undefined ||
      Number.isNaN(date.getTime()) ||
      date.toISOString().slice(0, 10) !== text
    ) {
      return refuse("birthDate", "birthDate must be a date YYYY-MM-DD")
    }
    if (text < "1900-01-01" || text > today) return refuse("birthDate", "birthDate must be a past date")
    return Result.succeed(text)
  })

/**
 * Checks a create request (`today` is the São Paulo or UTC date `YYYY-MM-DD` of the request): `personType` PF or PJ;
 * names; a CPF with valid check digits; a past birth date; an 8-digit CEP; `externalReference` 1 to 64 characters;
 * for PJ a CNPJ with valid check digits, `companyName`, an http(s) `site` and a proof document (PDF, JPEG, PNG or
 * WEBP, up to 5 MB); `portalEmail` only together with `portalPassword` (and the other way round).
 */
export const validateCreate = (input: CreateSubaccountInput, today: string) =>
  Result.gen(function* () {
    const personType = input.personType?.trim().toUpperCase()
    if (personType !== "PF" && personType !== "PJ") return yield* refuse("personType", "personType must be PF or PJ")
    const fullName = yield* required("fullName", input.fullName, subaccountNameLengthMax)
    const cpf = yield* Option.match(normalizeCpf(input.cpf ?? ""), {
      onNone: () => refuse("cpf", "cpf must be a valid CPF (11 digits with valid check digits)"),
      onSome: (value) => Result.succeed(value)
    })
    const birthDate = yield* birthDateOf(input.birthDate, today)
    const postalCode = (yield* required("postalCode", input.postalCode, 9)).replace("-", "")
    if (!/^\d{8}$/.test(postalCode)) return yield* refuse("postalCode", "postalCode must be a CEP of 8 digits")
    const externalReference = yield* required(
      "externalReference",
      input.externalReference,
      subaccountExternalReferenceLengthMax
    )
    const portalEmail = yield* textField("portalEmail", input.portalEmail, emailLengthMax, false)
    const portalPassword =
      input.portalPassword === undefined || input.portalPassword === "" ? undefined : input.portalPassword
    if (portalEmail !== undefined && portalPassword === undefined) {
      return yield* refuse("portalPassword", "portalPassword is required when portalEmail is given")
    }
    if (portalPassword !== undefined && portalEmail === undefined) {
      return yield* refuse("portalEmail", "portalEmail is required when portalPassword is given")
    }
    if (portalEmail !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(portalEmail)) {
      return yield* refuse("portalEmail", "portalEmail must be an e-mail address")
    }
    const portal =
      portalEmail === undefined ? undefined : { email: portalEmail.toLowerCase(), password: portalPassword! }
    if (personType === "PF") {
      for (const field of ["cnpj", "companyName", "site"] as const) {
        if (input[field] !== undefined && input[field]!.trim() !== "") {
          return yield* refuse(field, `${field} is only for personType PJ`)
        }
      }
      if (input.document !== undefined) return yield* refuse("document", "document is only for personType PJ")
      return { personType, fullName, cpf, birthDate, postalCode, externalReference, portal } satisfies ValidCreate
    }
    const cnpj = yield* Option.match(normalizeCnpj(input.cnpj ?? ""), {
      onNone: () => refuse("cnpj", "cnpj must be a valid CNPJ (14 digits with valid check digits)"),
      onSome: (value) => Result.succeed(value)
    })
    const companyName = yield* required("companyName", input.companyName, subaccountNameLengthMax)
    const site = yield* required("site", input.site, subaccountSiteLengthMax)
    if (!/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(site)) return yield* refuse("site", "site must be an http(s) address")
    const document = input.document
    if (document === undefined) {
      return yield* refuse("document", "a PJ needs a proof document (multipart/form-data field document)")
    }
    if (document.bytes.length === 0) return yield* refuse("document", "document is empty")
    if (document.bytes.length > subaccountDocumentBytesMax) {
      return yield* refuse("document", `document has at most ${subaccountDocumentBytesMax} bytes`)
    }
    const contentType = document.contentType.split(";")[0]!.trim().toLowerCase()
    if (!(subaccountDocumentContentTypes as ReadonlyArray<string>).includes(contentType)) {
      return yield* refuse("document", `document must be one of ${subaccountDocumentContentTypes.join(", ")}`)
    }
    const fileName = (yield* textField("document", document.fileName, 200, false)) ?? "document"
    return {
      personType,
      fullName,
      cpf,
      birthDate,
      postalCode,
      externalReference,
      cnpj,
      companyName,
      site,
      document: { fileName, contentType, bytes: document.bytes },
      portal
    } satisfies ValidCreate
  })

/** A subaccount reference checked: at least one of `id` and `externalReference`, each bounded. */
export const validateRef = (ref: SubaccountRef) =>
  Result.gen(function* () {
    const id = yield* textField("id", ref.id, 64, false)
    const externalReference = yield* textField(
      "externalReference",
      ref.externalReference,
      subaccountExternalReferenceLengthMax,
      false
    )
    if (id === undefined && externalReference === undefined) {
      return yield* refuse("id", "id or externalReference is required")
    }
    return { id, externalReference }
  })

/** An amount of reais as a positive number of centavos (`Money.parseReais`). */
export const amountField = (field: string, value: unknown) =>
  Result.mapError(parseReais(value), (e) => new InvalidSubaccountInput({ field, message: `${field}: ${e.message}` }))

/** The limits after a set-limits request: an absent field keeps its limit, `null` removes it, an amount sets it. */
export const applyLimits = (
  current: Limits,
  input: {
    readonly daily?: unknown
    readonly monthly?: unknown
    readonly perTransaction?: unknown
  }
) =>
  Result.gen(function* () {
    if (input.daily === undefined && input.monthly === undefined && input.perTransaction === undefined) {
      return yield* refuse("daily", "give at least one of daily, monthly and perTransaction")
    }
    const next = (field: string, value: unknown, kept: number | undefined) =>
      value === undefined
        ? Result.succeed(kept)
        : value === null
          ? Result.succeed(undefined)
          : amountField(field, value)
    const daily = yield* next("daily", input.daily, current.limitDailyCentavos)
    const monthly = yield* next("monthly", input.monthly, current.limitMonthlyCentavos)
    const each = yield* next("perTransaction", input.perTransaction, current.limitPerTransactionCentavos)
    return {
      ...(each === undefined ? {} : { limitPerTransactionCentavos: each }),
      ...(daily === undefined ? {} : { limitDailyCentavos: daily }),
      ...(monthly === undefined ? {} : { limitMonthlyCentavos: monthly })
    } satisfies Limits
  })

/** A surcharge as the API gives it: `percent` (0 to 100, two decimals) and `fixed` (reais, zero allowed). */
export interface SurchargeInput {
  readonly percent?: unknown
  readonly fixed?: unknown
}

/**
 * A fee schedule from its API form: `percent` in percent with at most two decimals (1.25 is 125 basis points, read
 * with the amount parser, whose two decimals are exactly basis points), `fixed` in reais; an absent part is kept.
 */
export const scheduleOf = (field: string, input: SurchargeInput, current: FeeSchedule) =>
  Result.gen(function* () {
    const percentBps =
      input.percent === undefined
        ? current.percentBps
        : yield* Result.mapError(
            parseReais(input.percent, { allowZero: true }),
            () =>
              new InvalidSubaccountInput({
                field: `${field}.percent`,
                message: "percent must be 0 to 100 with at most 2 decimals"
              })
          )
    if (percentBps > bpsPerWhole) return yield* refuse(`${field}.percent`, "percent must be 0 to 100")
    const fixedCentavos =
      input.fixed === undefined
        ? current.fixedCentavos
        : yield* Result.mapError(
            parseReais(input.fixed, { allowZero: true }),
            (e) => new InvalidSubaccountInput({ field: `${field}.fixed`, message: `fixed: ${e.message}` })
          )
    return { percentBps, fixedCentavos } satisfies FeeSchedule
  })

/** A lock mode as given. */
export const parseLockMode = (value: string | undefined): Result.Result<LockMode, InvalidSubaccountInput> =>
  value === "full" || value === "withdraw_only" || value === "deposit_only"
    ? Result.succeed(value)
    : refuse("lockMode", "lockMode must be full, withdraw_only or deposit_only")

/** A move's optional description and `externalReference`. */
export const moveTexts = (input: {
  readonly description?: string | undefined
  readonly externalReference?: string | undefined
}) =>
  Result.all({
    description: textField("description", input.description, subaccountMoveDescriptionLengthMax, false),
    externalReference: textField(
      "externalReference",
      input.externalReference,
      subaccountExternalReferenceLengthMax,
      false
    )
  })
