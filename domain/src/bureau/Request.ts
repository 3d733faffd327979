import { Option } from "effect"
import { detectFileType } from "../med/Evidence.ts"
import { documentOf, stateCodes } from "../customers/Request.ts"
import * as Text from "../shared/Text.ts"
import type { DebtorAddress } from "./Record.ts"

/** Field limits of a dunning request (characters unless named). */
export const billingIdLengthMax = 64
export const debtorNameLengthMax = 200
export const debtorEmailLengthMax = 254
export const descriptionLengthMax = 500
export const streetLengthMax = 200
export const addressNumberLengthMax = 20
export const complementLengthMax = 100
export const districtLengthMax = 100
export const cityLengthMax = 100
/** Proof documents of a dunning: 1 to 5 files of at most 5 MB, PDF, JPEG, PNG or WEBP by their content. */
export const documentsMin = 1
export const documentsMax = 5
export const documentBytesMax = 5 * 1024 * 1024
export const documentNameLengthMax = 255

/** A problem of a request: the field's path and what is wrong with it. */
export interface Problem {
  readonly field: string
  readonly message: string
}

/** One proof document as received (multipart): its name, declared type (optional) and bytes. */
export interface DocumentUpload {
  readonly name: string
  readonly contentType?: string | undefined
  readonly bytes: Uint8Array
}

/** A dunning create request as the API hands it over: every field as sent (text), absent when not sent. */
export interface DunningInput {
  readonly payment?: string | undefined
  readonly type?: string | undefined
  readonly description?: string | undefined
  readonly debtorName?: string | undefined
  readonly debtorCpfCnpj?: string | undefined
  readonly debtorEmail?: string | undefined
  readonly debtorPhone?: string | undefined
  readonly postalCode?: string | undefined
  readonly street?: string | undefined
  readonly number?: string | undefined
  readonly complement?: string | undefined
  readonly district?: string | undefined
  readonly city?: string | undefined
  readonly state?: string | undefined
  readonly documents?: ReadonlyArray<DocumentUpload> | undefined
}

/** The fields of a request that passed the field rules; the billing's rules come after. */
export interface ValidDunningFields {
  readonly billingId: string
  readonly description?: string | undefined
  readonly debtorName?: string | undefined
  readonly debtorTaxId?: string | undefined
  readonly debtorEmail?: string | undefined
  readonly debtorPhone?: string | undefined
  readonly address: DebtorAddress
  readonly documents: ReadonlyArray<DocumentUpload & { readonly contentType: string }>
}

/** Declared types a file part carries when the client did not know its type: the content decides alone. */
const untypedContent = new Set(["", "application/octet-stream"])

/** Collects problems while reading the request's fields. */
const reader = (problems: Array<Problem>) => {
  const text = (field: string, value: string | undefined, max: number, required: boolean): string | undefined => {
    if (value === undefined || value.trim() === "") {
      if (required) problems.push({ field, message: `${field} is required` })
      return undefined
    }
    const trimmed = value.trim()
    const problem = Text.problemOf(trimmed)
    if (problem !== undefined) {
      problems.push({ field, message: `${field} ${Text.describeProblem(problem)}` })
      return undefined
    }
    if ([...trimmed].length > max) {
      problems.push({ field, message: `${field} has at most ${max} characters` })
      return undefined
    }
    return trimmed
  }
  return { text }
}

/** The normalized CPF or CNPJ in `text`, or a problem named after `field`. */
export const taxIdOf = (problems: Array<Problem>, field: string, text: string): string | undefined => {
  const found = documentOf(text)
  if (Option.isSome(found)) return found.value.document
  problems.push({ field, message: `${field} must be a valid CPF or CNPJ` })
  return undefined
}

const checkDocuments = (problems: Array<Problem>, documents: ReadonlyArray<DocumentUpload>) => {
  if (documents.length < documentsMin) {
    problems.push({
      field: "documents",
      message: "documents: send at least one proof of the debt (the file field documents)"
    })
  }
  if (documents.length > documentsMax) {
    problems.push({ field: "documents", message: `documents: at most ${documentsMax} files` })
  }
  const valid: Array<DocumentUpload & { readonly contentType: string }> = []
  for (const [i, file] of documents.slice(0, documentsMax).entries()) {
    const field = `documents[${i}]`
    if (file.name.length < 1 || file.name.length > documentNameLengthMax || /[/\\\u0000]/.test(file.name)) {
      problems.push({
        field,
        message: `${field}: a file name has 1 to ${documentNameLengthMax} characters and no path`
      })
      continue
    }
    if (file.bytes.length === 0 || file.bytes.length > documentBytesMax) {
      problems.push({ field, message: `${field}: a file has 1 byte to ${documentBytesMax / 1024 / 1024} MB` })
      continue
    }
    const type = detectFileType(file.bytes)
    if (type === undefined) {
      problems.push({ field, message: `${field}: a file must be a PDF, JPG, PNG or WEBP` })
      continue
    }
    const declared = file.contentType?.toLowerCase()
    if (declared !== undefined && !untypedContent.has(declared) && declared !== type) {
      problems.push({ field, message: `${field}: the file is ${type}, not ${file.contentType}` })
      continue
    }
    valid.push({ name: file.name, bytes: file.bytes, contentType: type })
  }
  return valid
}

const readAddress = (problems: Array<Problem>, input: DunningInput): DebtorAddress | undefined => {
  const { text } = reader(problems)
  const postal = text("postalCode", input.postalCode, 9, true)
  const digits = postal?.replace(/^(\d{5})-(\d{3})$/, "$1$2")
  if (digits !== undefined && !/^\d{8}$/.test(digits)) {
    problems.push({ field: "postalCode", message: "postalCode must be a CEP: 8 digits (00000-000)" })
  }
  const street = text("street", input.street, streetLengthMax, true)
  const number = text("number", input.number, addressNumberLengthMax, true)
  const complement = text("complement", input.complement, complementLengthMax, false)
  const district = text("district", input.district, districtLengthMax, true)
  const city = text("city", input.city, cityLengthMax, true)
  const state = text("state", input.state, 2, true)?.toUpperCase()
  if (state !== undefined && !stateCodes.has(state)) {
    problems.push({ field: "state", message: "state must be a UF code (SP, RJ, …)" })
  }
  if (street === undefined || number === undefined || district === undefined || city === undefined) return undefined
  if (digits === undefined || !/^\d{8}$/.test(digits) || state === undefined || !stateCodes.has(state)) return undefined
  return {
    postalCode: digits,
    street,
    number,
    ...(complement === undefined ? {} : { complement }),
    district,
    city,
    state
  }
}

/**
 * Checks a dunning request's own fields (not its billing): `payment` and `type` (`CREDIT_BUREAU`) required, the
 * optional debtor fields, the address (CEP, street, number, district, city, UF) and 1 to 5 proof documents. Every
 * problem is collected; the valid fields come back only when there is none.
 */
export const validateDunningFields = (
  input: DunningInput
): { readonly problems: ReadonlyArray<Problem>; readonly valid?: ValidDunningFields } => {
  const problems: Array<Problem> = []
  const { text } = reader(problems)
  const billingId = text("payment", input.payment, billingIdLengthMax, true)
  if (input.type === undefined || input.type.trim() === "") {
    problems.push({ field: "type", message: "type is required (CREDIT_BUREAU)" })
  } else if (input.type !== "CREDIT_BUREAU") {
    problems.push({ field: "type", message: "type must be CREDIT_BUREAU" })
  }
  const description = text("description", input.description, descriptionLengthMax, false)
  const debtorName = text("debtorName", input.debtorName, debtorNameLengthMax, false)
  const taxIdText = text("debtorCpfCnpj", input.debtorCpfCnpj, 18, false)
  const debtorTaxId = taxIdText === undefined ? undefined : taxIdOf(problems, "debtorCpfCnpj", taxIdText)
  const debtorEmail = text("debtorEmail", input.debtorEmail, debtorEmailLengthMax, false)?.toLowerCase()
  if (debtorEmail !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(debtorEmail)) {
    problems.push({ field: "debtorEmail", message: "debtorEmail must be an e-mail address" })
  }
  const phoneText = text("debtorPhone", input.debtorPhone, 20, false)
  const debtorPhone = phoneText?.replace(/[\s()+-]/g, "").replace(/^55(?=\d{10,11}$)/, "")
  if (debtorPhone !== undefined && !/^[1-9]{2}\d{8,9}$/.test(debtorPhone)) {
    problems.push({ field: "debtorPhone", message: "debtorPhone must be a Brazilian number: DDD and 8 or 9 digits" })
  }
  const address = readAddress(problems, input)
  const documents = checkDocuments(problems, input.documents ?? [])
  if (problems.length > 0 || billingId === undefined || address === undefined) return { problems }
  return {
    problems,
    valid: {
      billingId,
      ...(description === undefined ? {} : { description }),
      ...(debtorName === undefined ? {} : { debtorName }),
      ...(debtorTaxId === undefined ? {} : { debtorTaxId }),
      ...(debtorEmail === undefined ? {} : { debtorEmail }),
      ...(debtorPhone === undefined ? {} : { debtorPhone }),
      address,
      documents
    }
  }
}
