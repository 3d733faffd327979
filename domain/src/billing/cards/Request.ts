import { Option, Result } from "effect"
import { type ValidCard, validateCard } from "../../card/Card.ts"
import { documentOf } from "../../customers/Request.ts"
import { normalizeKey } from "../../pix/Keys.ts"
import { isStorable } from "../../shared/Text.ts"
import { forbiddenReason, isIpLiteral } from "../../webhooks/Addresses.ts"
import { customerReferenceLengthMax } from "./CardTokenStore.ts"
import { InvalidCardTokenRequest } from "./Errors.ts"

/** Characters of the holder's name in `creditCardHolderInfo`, of an address number and of a complement, at most. */
export const holderInfoNameLengthMax = 100
export const addressNumberLengthMax = 10
export const addressComplementLengthMax = 100

/** Characters of `remoteIp`, at most (the longest IPv6 text with an embedded IPv4 is 45). */
export const remoteIpLengthMax = 45

/** `creditCard` as Asaas names its fields: the month and year as text ("05", "2030") or numbers. */
export interface CreditCardInput {
  readonly holderName: string
  readonly number: string
  readonly expiryMonth: string | number
  readonly expiryYear: string | number
  readonly ccv: string
}

/** `creditCardHolderInfo`: the card holder's identity and billing address, for the processor's fraud checks. */
export interface HolderInfoInput {
  readonly name: string
  readonly email: string
  readonly cpfCnpj: string
  readonly postalCode: string
  readonly addressNumber: string
  readonly addressComplement?: string | undefined
  readonly phone: string
  readonly mobilePhone?: string | undefined
}

/** The holder's information once checked: the document, postal code and phones normalized. */
export interface HolderInfo {
  readonly name: string
  readonly email: string
  readonly cpfCnpj: string
  readonly postalCode: string
  readonly addressNumber: string
  readonly addressComplement?: string
  readonly phone: string
  readonly mobilePhone?: string
}

type Problem = { readonly field: string; readonly message: string }

const emailShape =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/

/** Where a field of `validateCard` sits in the tokenize body. */
const cardFields: Readonly<Record<string, string>> = {
  number: "creditCard.number",
  expMonth: "creditCard.expiryMonth",
  expYear: "creditCard.expiryYear",
  cvv: "creditCard.ccv",
  holderName: "creditCard.holderName"
}

/** `creditCard` checked at `now` (`validateCard`), its problems under their body paths. */
export const checkCreditCard = (card: CreditCardInput, now: Date, problems: Array<Problem>): ValidCard | undefined => {
  const result = validateCard(
    {
      number: card.number,
      expMonth: card.expiryMonth,
      expYear: card.expiryYear,
      cvv: card.ccv,
      holderName: card.holderName
    },
    now
  )
  if (Result.isSuccess(result)) return result.success
  problems.push(
    ...result.failure.problems.map((p) => ({
      field: cardFields[p.field] ?? `creditCard.${p.field}`,
      message: p.message
    }))
  )
  return undefined
}

const line = (problems: Array<Problem>, field: string, value: string, min: number, max: number) => {
  const trimmed = value.trim().replace(/\s+/g, " ")
  if (trimmed.length < min || trimmed.length > max || !isStorable(trimmed) || /[\u0000-\u001f\u007f]/.test(trimmed)) {
    problems.push({ field, message: `must be ${min} to ${max} printable characters` })
    return undefined
  }
  return trimmed
}

const phoneOf = (problems: Array<Problem>, field: string, value: string) => {
  const phone = value.length > 32 ? undefined : Result.getOrUndefined(normalizeKey("TELEFONE", value))
  if (phone === undefined) {
    problems.push({ field, message: "must be a Brazilian number: optional +55, a 2-digit area code and 8 or 9 digits" })
  }
  return phone
}

const at = "creditCardHolderInfo"

/** `creditCardHolderInfo` checked, every problem named under its path. */
export const checkHolderInfo = (info: HolderInfoInput, problems: Array<Problem>): HolderInfo | undefined => {
  const before = problems.length
  const name = line(problems, `${at}.name`, info.name, 2, holderInfoNameLengthMax)
  const email = info.email.trim().toLowerCase()
  if (email.length > 254 || !emailShape.test(email)) {
    problems.push({ field: `${at}.email`, message: "must be an e-mail address (name@domain.tld)" })
  }
  const document = info.cpfCnpj.length > 32 ? Option.none() : documentOf(info.cpfCnpj.trim())
  if (Option.isNone(document)) {
    problems.push({
      field: `${at}.cpfCnpj`,
      message: "must be a CPF (11 digits) or a CNPJ (14) with valid check digits"
    })
  }
  const postalCode = info.postalCode.trim().replace(/^(\d{5})[-.]?(\d{3})$/, "$1$2")
  if (!/^\d{8}$/.test(postalCode)) problems.push({ field: `${at}.postalCode`, message: "must be a CEP of 8 digits" })
  const addressNumber = line(problems, `${at}.addressNumber`, info.addressNumber, 1, addressNumberLengthMax)
  const complement =
    info.addressComplement === undefined
      ? undefined
      : line(problems, `${at}.addressComplement`, info.addressComplement, 1, addressComplementLengthMax)
  const phone = phoneOf(problems, `${at}.phone`, info.phone)
  const mobilePhone =
    info.mobilePhone === undefined ? undefined : phoneOf(problems, `${at}.mobilePhone`, info.mobilePhone)
  if (problems.length > before || name === undefined || addressNumber === undefined || phone === undefined)
    return undefined
  return {
    name,
    email,
    cpfCnpj: Option.getOrThrow(document).document,
    postalCode,
    addressNumber,
    ...(complement === undefined ? {} : { addressComplement: complement }),
    phone,
    ...(mobilePhone === undefined ? {} : { mobilePhone })
  }
}

/**
 * `remoteIp`, the buyer's address: an IPv4 or IPv6 literal, and a public one. A loopback, private, link-local,
 * unspecified, multicast or reserved address is the merchant's own network, never the buyer's as the internet sees it,
 * so it is refused with the range it is in.
 */
export const checkRemoteIp = (value: string, problems: Array<Problem>): string | undefined => {
  const ip = value.trim()
  if (ip.length > remoteIpLengthMax || !isIpLiteral(ip) || ip.startsWith("[")) {
    problems.push({ field: "remoteIp", message: "must be the buyer's IPv4 or IPv6 address" })
    return undefined
  }
  const reason = forbiddenReason(ip)
  if (reason !== undefined) {
    problems.push({ field: "remoteIp", message: `must be the buyer's public IP address, not a ${reason} one` })
    return undefined
  }
  return ip
}

/** An optional reference (`customer`, `cardToken`): 1 to `max` printable characters without spaces. */
export const checkReference = (field: string, value: string | undefined, max: number, problems: Array<Problem>) => {
  if (value === undefined) return undefined
  if (value.length < 1 || value.length > max || !/^[\x21-\x7e]+$/.test(value)) {
    problems.push({ field, message: `must be 1 to ${max} printable characters without spaces` })
    return undefined
  }
  return value
}

/** `POST /billings/tokenize-card` as the domain takes it. */
export interface TokenizeCardInput {
  readonly creditCard: CreditCardInput
  readonly creditCardHolderInfo: HolderInfoInput
  readonly remoteIp: string
  readonly customer?: string | undefined
}

/** A tokenize request that passed `checkTokenizeRequest`: the card lives only for the call that tokenizes it. */
export interface CheckedTokenizeRequest {
  readonly card: ValidCard
  readonly holderInfo: HolderInfo
  readonly remoteIp: string
  readonly customerReference?: string
}

/** Checks a tokenize request at `now`, naming every problem of every part in one `InvalidCardTokenRequest`. */
export const checkTokenizeRequest = (
  input: TokenizeCardInput,
  now: Date
): Result.Result<CheckedTokenizeRequest, InvalidCardTokenRequest> => {
  const problems: Array<Problem> = []
  const card = checkCreditCard(input.creditCard, now, problems)
  const holderInfo = checkHolderInfo(input.creditCardHolderInfo, problems)
  const remoteIp = checkRemoteIp(input.remoteIp, problems)
  const customerReference = checkReference("customer", input.customer, customerReferenceLengthMax, problems)
  if (problems.length > 0 || card === undefined || holderInfo === undefined || remoteIp === undefined) {
    return Result.fail(new InvalidCardTokenRequest({ problems }))
  }
  return Result.succeed({
    card,
    holderInfo,
    remoteIp,
    ...(customerReference === undefined ? {} : { customerReference })
  })
}
