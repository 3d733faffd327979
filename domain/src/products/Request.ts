import { amountMaxCentavos, type Centavos } from "../money/Money.ts"
import * as Text from "../shared/Text.ts"
import { InvalidProduct } from "./Errors.ts"
import {
  type Delivery,
  descriptionLengthMax,
  lineLengthMax,
  linesPerWriteMax,
  nameLengthMax,
  type ProductStatus,
  redirectUrlLengthMax,
  richContentLengthMax,
  skuLengthMax
} from "./Record.ts"

/** One problem of a request: the field's path (`deliveries.0.redirectUrl`) and what is wrong with it. */
export interface Problem {
  readonly field: string
  readonly message: string
}

/** A delivery as a request carries it, before checks. */
export interface DeliveryInput {
  readonly type?: unknown
  readonly redirectUrl?: unknown
  readonly richContent?: unknown
  readonly linesText?: unknown
}

/** The product fields of a create request as the API hands them over (the price already in centavos). */
export interface ProductFieldsInput {
  readonly name?: unknown
  readonly sku?: unknown
  readonly description?: unknown
  readonly priceCentavos?: unknown
  readonly status?: unknown
  readonly deliveries?: unknown
}

/** An update: any field to change; `null` clears an optional one (`sku`, `description`, `price`). */
export type ProductChangesInput = ProductFieldsInput

/** Deliveries and the lines they add, checked. */
export interface CheckedDeliveries {
  readonly deliveries: ReadonlyArray<Delivery>
  readonly lines: ReadonlyArray<string>
}

const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const lineControlCharacters = /[\u0000-\u0008\u000a-\u001f\u007f]/

const last = (field: string) => field.split(".").pop() ?? field

/** Optional bounded text (`required` makes it required), trimmed; `undefined` when absent or blank. */
export const checkText = (
  problems: Array<Problem>,
  field: string,
  value: unknown,
  max: number,
  options: { readonly required?: boolean; readonly multiline?: boolean } = {}
): string | undefined => {
  if (value === undefined || value === null) {
    if (options.required === true) problems.push({ field, message: `${last(field)} is required` })
    return undefined
  }
  if (typeof value !== "string") {
    problems.push({ field, message: "must be text" })
    return undefined
  }
  const trimmed = value.trim()
  const textProblem = Text.problemOf(trimmed)
  if (trimmed === "" && options.required === true) problems.push({ field, message: `${last(field)} is required` })
  else if (trimmed.length > max) problems.push({ field, message: `at most ${max} characters` })
  else if (textProblem !== undefined) problems.push({ field, message: Text.describeProblem(textProblem) })
  else if ((options.multiline === true ? controlCharacters : /[\u0000-\u001f\u007f]/).test(trimmed))
    problems.push({ field, message: "has a control character" })
  return trimmed === "" ? undefined : trimmed
}

/** `price` in centavos: a positive amount. */
export const checkPrice = (problems: Array<Problem>, value: unknown): Centavos | undefined => {
  if (value === undefined || value === null) return undefined
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 1 && value <= amountMaxCentavos) {
    return value as Centavos
  }
  problems.push({ field: "price", message: "price must be a positive amount of reais with at most 2 decimals" })
  return undefined
}

/** `status`: ACTIVE or INACTIVE. */
export const checkStatus = (problems: Array<Problem>, value: unknown): ProductStatus | undefined => {
  if (value === undefined) return undefined
  if (value === "ACTIVE" || value === "INACTIVE") return value
  problems.push({ field: "status", message: "status must be ACTIVE or INACTIVE" })
  return undefined
}

/** Whether `text` is an absolute https URL with a host and no credentials. */
export const isHttpsUrl = (text: string): boolean => {
  if (!/^https:\/\//i.test(text)) return false
  try {
    const url = new URL(text)
    return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === ""
  } catch {
    return false
  }
}

/**
 * The lines of a `linesText`: one per line (LF or CRLF), each trimmed, blank ones skipped. Every line too long or
 * with a control character is a problem naming its line number; more than `linesPerWriteMax` lines is one problem.
 */
export const parseLines = (problems: Array<Problem>, field: string, value: unknown): ReadonlyArray<string> => {
  if (value === undefined || value === null) return []
  if (typeof value !== "string") {
    problems.push({ field, message: "must be text, one line per sale" })
    return []
  }
  const textProblem = Text.problemOf(value)
  if (textProblem !== undefined) {
    problems.push({ field, message: Text.describeProblem(textProblem) })
    return []
  }
  const lines: Array<string> = []
  const raw = value.split(/\r?\n/)
  for (let i = 0; i < raw.length; i++) {
    const line = raw[i]!.trim()
    if (line === "") continue
    if (line.length > lineLengthMax)
      problems.push({ field, message: `line ${i + 1} has more than ${lineLengthMax} characters` })
    else if (lineControlCharacters.test(line.replace(/\t/g, " ")))
      problems.push({ field, message: `line ${i + 1} has a control character` })
    else lines.push(line)
  }
  if (lines.length > linesPerWriteMax) {
    problems.push({ field, message: `at most ${linesPerWriteMax} lines at a time` })
    return []
  }
  return lines
}

const ownFields = { LINK: "redirectUrl", TEXT_INFINITE: "richContent", TEXT_LINES: "linesText" } as const
const deliveriesMax = 3

/** One delivery, checked: its type's field required (except `linesText`), the other types' fields refused. */
const checkDelivery = (
  problems: Array<Problem>,
  index: number,
  input: unknown,
  sanitize: (html: string) => string
): { readonly delivery: Delivery; readonly lines: ReadonlyArray<string> } | undefined => {
  const at = `deliveries.${index}`
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    problems.push({ field: at, message: "must be an object with a type" })
    return undefined
  }
  const d = input as DeliveryInput
  const type = d.type
  if (type !== "LINK" && type !== "TEXT_INFINITE" && type !== "TEXT_LINES") {
    problems.push({ field: `${at}.type`, message: "type must be LINK, TEXT_INFINITE or TEXT_LINES" })
    return undefined
  }
  for (const [owner, field] of Object.entries(ownFields)) {
    if (owner !== type && d[field] !== undefined)
      problems.push({ field: `${at}.${field}`, message: `${field} applies to ${owner} deliveries only` })
  }
  switch (type) {
    case "LINK": {
      const url = checkText(problems, `${at}.redirectUrl`, d.redirectUrl, redirectUrlLengthMax, { required: true })
      if (url === undefined) return undefined
      if (!isHttpsUrl(url)) {
        problems.push({ field: `${at}.redirectUrl`, message: "redirectUrl must be an https URL" })
        return undefined
      }
      return { delivery: { type, redirectUrl: url }, lines: [] }
    }
    case "TEXT_INFINITE": {
      const html = checkText(problems, `${at}.richContent`, d.richContent, richContentLengthMax, {
        required: true,
        multiline: true
      })
      if (html === undefined) return undefined
      const safe = sanitize(html).trim()
      if (safe === "") {
        problems.push({ field: `${at}.richContent`, message: "richContent has no content left once sanitized" })
        return undefined
      }
      if (safe.length > richContentLengthMax) {
        problems.push({ field: `${at}.richContent`, message: `at most ${richContentLengthMax} characters` })
        return undefined
      }
      return { delivery: { type, richContent: safe }, lines: [] }
    }
    case "TEXT_LINES":
      return { delivery: { type }, lines: parseLines(problems, `${at}.linesText`, d.linesText) }
  }
}

/**
 * Checks `deliveries` and names every problem: a list of at most three, at most one of each type, each with its own
 * field (`redirectUrl` an https URL; `richContent` HTML, kept as `sanitize` leaves it; `linesText` one line per sale).
 */
export const checkDeliveries = (
  problems: Array<Problem>,
  value: unknown,
  sanitize: (html: string) => string
): CheckedDeliveries | undefined => {
  if (value === undefined || value === null) return undefined
  if (!Array.isArray(value)) {
    problems.push({ field: "deliveries", message: "deliveries must be a list" })
    return undefined
  }
  if (value.length > deliveriesMax) {
    problems.push({ field: "deliveries", message: `at most ${deliveriesMax} deliveries, one of each type` })
    return undefined
  }
  const deliveries: Array<Delivery> = []
  const lines: Array<string> = []
  const before = problems.length
  value.forEach((item, index) => {
    const checked = checkDelivery(problems, index, item, sanitize)
    if (checked === undefined) return
    if (deliveries.some((d) => d.type === checked.delivery.type)) {
      problems.push({
        field: `deliveries.${index}.type`,
        message: `a product has one ${checked.delivery.type} delivery`
      })
      return
    }
    deliveries.push(checked.delivery)
    lines.push(...checked.lines)
  })
  return problems.length > before ? undefined : { deliveries, lines }
}

/** The checked fields of a create request. */
export interface CheckedCreate {
  readonly name: string
  readonly sku?: string | undefined
  readonly description?: string | undefined
  readonly priceCentavos?: Centavos | undefined
  readonly status: ProductStatus
  readonly deliveries: ReadonlyArray<Delivery>
  readonly lines: ReadonlyArray<string>
}

/**
 * Checks a create request and names every problem: `name` required, `sku` and `description` bounded text, `price`
 * positive, `status` ACTIVE (default) or INACTIVE, `deliveries` as `checkDeliveries` says.
 */
export const checkCreate = (
  input: ProductFieldsInput,
  sanitize: (html: string) => string
): CheckedCreate | InvalidProduct => {
  const problems: Array<Problem> = []
  const name = checkText(problems, "name", input.name, nameLengthMax, { required: true })
  const sku = checkText(problems, "sku", input.sku, skuLengthMax)
  const description = checkText(problems, "description", input.description, descriptionLengthMax, {
    multiline: true
  })
  const priceCentavos = checkPrice(problems, input.priceCentavos)
  const status = checkStatus(problems, input.status)
  const deliveries = checkDeliveries(problems, input.deliveries, sanitize)
  if (problems.length > 0 || name === undefined) return new InvalidProduct({ problems })
  return {
    name,
    sku,
    description,
    priceCentavos,
    status: status ?? "ACTIVE",
    deliveries: deliveries?.deliveries ?? [],
    lines: deliveries?.lines ?? []
  }
}
