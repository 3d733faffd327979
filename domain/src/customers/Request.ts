import { Option, Result } from "effect"
import { normalizeCnpj, normalizeCpf } from "../pix/Documents.ts"
import { normalizeKey } from "../pix/Keys.ts"
import { describeProblem, problemOf } from "../shared/Text.ts"
import { InvalidCustomer } from "./Errors.ts"
import { type CustomerFields, type CustomerRecord, type CustomerType, parseStatus, statusAliases } from "./Record.ts"

/** Characters of a name, at most. */
export const nameLengthMax = 200

/** Characters of an e-mail address, at most (RFC 5321's path limit). */
export const emailLengthMax = 254

/** Characters of a city, at most. */
export const cityLengthMax = 100

/** The 27 federative units (UF) of Brazil: the values of `state`. */
export const stateCodes: ReadonlySet<string> = new Set([
  "AC", "AL", "AP", "AM", "BA", "CE", "DF", "ES", "GO", "MA", "MT", "MS", "MG", "PA",
  "PB", "PR", "PE", "PI", "RJ", "RN", "RS", "RO", "RR", "SC", "SP", "SE", "TO"
]) // prettier-ignore

/** A problem of a request: the field's path and what is wrong with it. */
export interface Problem {
  readonly field: string
  readonly message: string
}

/**
 * The fields of a create, update or upsert request as the API hands them over, before checks. On an update, `null`
 * clears an optional field (`phone`, `whatsapp`, `city`, `state`); absent leaves it as it is.
 */
export interface CustomerInput {
  readonly name?: unknown
  readonly email?: unknown
  readonly document?: unknown
  readonly type?: unknown
  readonly status?: unknown
  readonly phone?: unknown
  readonly whatsapp?: unknown
  readonly city?: unknown
  readonly state?: unknown
}

const emailShape =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/
const controlCharacters = /[\u0000-\u001f\u007f]/

const statusWords = Object.keys(statusAliases).join(", ")

/** Bounded one-line text, trimmed; undefined (and a problem when `required`) when absent or blank. */
const text = (problems: Array<Problem>, field: string, value: unknown, max: number, required: boolean) => {
  if (value === undefined || value === null) {
    if (required) problems.push({ field, message: `${field} is required` })
    return undefined
  }
  if (typeof value !== "string") {
    problems.push({ field, message: `${field} must be text` })
    return undefined
  }
  const trimmed = value.trim()
  const problem = problemOf(trimmed)
  if (trimmed === "") {
    if (required) problems.push({ field, message: `${field} is required` })
  } else if (trimmed.length > max) problems.push({ field, message: `${field} has at most ${max} characters` })
  else if (problem !== undefined) problems.push({ field, message: `${field} ${describeProblem(problem)}` })
  else if (controlCharacters.test(trimmed)) problems.push({ field, message: `${field} has a control character` })
  else return trimmed
  return undefined
}

/**
 * The document in `text` normalized, and the type it implies: a valid CPF (plain or masked) is `PF`, a valid CNPJ
 * (numeric or alphanumeric, plain or masked) is `PJ`; none otherwise.
 */
export const documentOf = (text: string): Option.Option<{ readonly document: string; readonly type: CustomerType }> =>
  Option.orElse(
    Option.map(normalizeCpf(text), (document) => ({ document, type: "PF" as const })),
    () => Option.map(normalizeCnpj(text), (document) => ({ document, type: "PJ" as const }))
  )

/** The type a document's length implies: 11 characters are a CPF (`PF`), 14 a CNPJ (`PJ`). */
export const typeOfDocument = (document: string): CustomerType => (document.length === 11 ? "PF" : "PJ")

const checkDocument = (problems: Array<Problem>, value: unknown) => {
  const raw = text(problems, "document", value, 32, true)
  if (raw === undefined) return undefined
  const found = documentOf(raw)
  if (Option.isNone(found)) {
    problems.push({
      field: "document",
      message:
        "document must be a CPF (11 digits) or a CNPJ (14 characters, numeric or alphanumeric) with valid check digits"
    })
    return undefined
  }
  return found.value
}

const checkEmail = (problems: Array<Problem>, value: unknown) => {
  const raw = text(problems, "email", value, emailLengthMax, true)
  if (raw === undefined) return undefined
  const email = raw.toLowerCase()
  if (!emailShape.test(email) || email.indexOf("@") > 64) {
    problems.push({ field: "email", message: "email must be an e-mail address (name@domain.tld)" })
    return undefined
  }
  return email
}

const checkType = (problems: Array<Problem>, value: unknown): CustomerType | undefined => {
  if (value === undefined) return undefined
  if (value === "PF" || value === "PJ") return value
  problems.push({ field: "type", message: "type must be PF or PJ" })
  return undefined
}

const checkStatus = (problems: Array<Problem>, value: unknown) => {
  if (value === undefined) return undefined
  const status = parseStatus(value)
  if (status === undefined) problems.push({ field: "status", message: `status must be one of ${statusWords}` })
  return status
}

const checkPhone = (problems: Array<Problem>, field: "phone" | "whatsapp", value: unknown) => {
  const raw = text(problems, field, value, 32, false)
  if (raw === undefined) return undefined
  const phone = normalizeKey("TELEFONE", raw)
  if (Result.isFailure(phone)) {
    problems.push({
      field,
      message: `${field} must be a Brazilian number: optional +55, a 2-digit area code and 8 or 9 digits (a 9-digit number starts with 9)`
    })
    return undefined
  }
  return phone.success
}

const checkState = (problems: Array<Problem>, value: unknown) => {
  if (value === undefined || value === null) return undefined
  const code = typeof value === "string" ? value.trim().toUpperCase() : undefined
  if (code === "") return undefined
  if (code === undefined || !stateCodes.has(code)) {
    problems.push({ field: "state", message: "state must be a UF code (SP, RJ, MG, …)" })
    return undefined
  }
  return code
}

/** The type a request asks for, checked against its document's: a CPF is `PF`, a CNPJ `PJ`. */
const agreeingType = (problems: Array<Problem>, asked: CustomerType | undefined, implied: CustomerType) => {
  if (asked !== undefined && asked !== implied) {
    problems.push({
      field: "type",
      message: `type must be ${implied} for a ${implied === "PF" ? "CPF" : "CNPJ"} document`
    })
  }
  return implied
}

/** The optional fields, as a partial record (absent when not given or blank). */
const optionalFields = (problems: Array<Problem>, input: CustomerInput) => {
  const phone = checkPhone(problems, "phone", input.phone)
  const whatsapp = checkPhone(problems, "whatsapp", input.whatsapp)
  const city = text(problems, "city", input.city, cityLengthMax, false)
  const state = checkState(problems, input.state)
  return {
    ...(phone === undefined ? {} : { phone }),
    ...(whatsapp === undefined ? {} : { whatsapp }),
    ...(city === undefined ? {} : { city }),
    ...(state === undefined ? {} : { state })
  }
}

/**
 * Checks a create request and names every problem: `name`, `email` and `document` required (`email` an address,
 * stored lower-case; `document` a CPF or CNPJ with valid check digits, stored normalized); `type` `PF`/`PJ` agreeing
 * with the document, else taken from it; `status` one of `statusAliases` (default `active`); `phone` and `whatsapp`
 * Brazilian numbers (stored `+55…`); `city` bounded text; `state` a UF code.
 */
export const validateCreate = (input: CustomerInput): Result.Result<CustomerFields, InvalidCustomer> => {
  const problems: Array<Problem> = []
  const name = text(problems, "name", input.name, nameLengthMax, true)
  const email = checkEmail(problems, input.email)
  const document = checkDocument(problems, input.document)
  const asked = checkType(problems, input.type)
  const type = document === undefined ? undefined : agreeingType(problems, asked, document.type)
  const status = checkStatus(problems, input.status)
  const optional = optionalFields(problems, input)
  if (problems.length > 0) return Result.fail(new InvalidCustomer({ problems }))
  return Result.succeed({
    name: name!,
    email: email!,
    document: document!.document,
    type: type!,
    status: status ?? "active",
    ...optional
  })
}

type MutableFields = { -readonly [K in keyof CustomerFields]: CustomerFields[K] }

const fieldNames = ["name", "email", "document", "type", "status", "phone", "whatsapp", "city", "state"] as const

/** Whether an update request names any field. */
export const hasChanges = (input: CustomerInput): boolean => fieldNames.some((f) => input[f] !== undefined)

/**
 * The fields of `record` with an update's changes, or every problem with them. Each given field is checked as on
 * create; `null` clears `phone`, `whatsapp`, `city` or `state` (and is refused for the required fields). A new
 * `document` takes its own type; `type` must agree with the document the customer ends with.
 */
export const applyChanges = (
  record: CustomerRecord,
  input: CustomerInput
): Result.Result<CustomerFields, InvalidCustomer> => {
  const problems: Array<Problem> = []
  if (!hasChanges(input)) problems.push({ field: "body", message: "body must name at least one field to change" })
  for (const field of ["name", "email", "document", "type", "status"] as const) {
    if (input[field] === null) problems.push({ field, message: `${field} cannot be cleared` })
  }
  const next: MutableFields = {
    name: record.name,
    email: record.email,
    document: record.document,
    type: record.type,
    status: record.status,
    ...(record.phone === undefined ? {} : { phone: record.phone }),
    ...(record.whatsapp === undefined ? {} : { whatsapp: record.whatsapp }),
    ...(record.city === undefined ? {} : { city: record.city }),
    ...(record.state === undefined ? {} : { state: record.state })
  }
  if (input.name !== undefined && input.name !== null) {
    const name = text(problems, "name", input.name, nameLengthMax, true)
    if (name !== undefined) next.name = name
  }
  if (input.email !== undefined && input.email !== null) {
    const email = checkEmail(problems, input.email)
    if (email !== undefined) next.email = email
  }
  let implied = typeOfDocument(record.document)
  if (input.document !== undefined && input.document !== null) {
    const document = checkDocument(problems, input.document)
    if (document !== undefined) {
      next.document = document.document
      implied = document.type
    }
  }
  const asked = input.type === null ? undefined : checkType(problems, input.type)
  next.type = agreeingType(problems, asked, implied)
  const status = input.status === null ? undefined : checkStatus(problems, input.status)
  if (status !== undefined) next.status = status
  const optional = optionalFields(problems, input)
  for (const field of ["phone", "whatsapp", "city", "state"] as const) {
    if (input[field] === null) delete next[field]
    else if (optional[field] !== undefined) next[field] = optional[field]
  }
  return problems.length > 0 ? Result.fail(new InvalidCustomer({ problems })) : Result.succeed(next)
}
