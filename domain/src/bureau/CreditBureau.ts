import { Context, Effect, Layer } from "effect"
import type { CreditBureauError } from "./Errors.ts"

/** A dunning handed to the bureau. `dunningId` names it: handing the same one over again is the same order. */
export interface DunningOrder {
  readonly dunningId: string
  readonly debtorName: string
  readonly debtorTaxId: string
  readonly amountCentavos: number
}

/** The bureau's answer to an order: taken (with its reference) or refused (with its reason). */
export type SubmitOutcome =
  | { readonly _tag: "Accepted"; readonly bureauReference: string }
  | { readonly _tag: "Rejected"; readonly reason: string }

/** An order the bureau took: its reference and when it was handed over. */
export interface SentDunning {
  readonly dunningId: string
  readonly bureauReference: string
  readonly sentAt: Date
}

/** What the bureau says of a sent order: the debtor is still being notified, or is now listed. */
export type ListingState = { readonly _tag: "Notifying" } | { readonly _tag: "Registered" }

/** Why a listing leaves the bureau: the debt was paid off, or the dunning was withdrawn. */
export type WithdrawReason = "paid_off" | "canceled"

/** The bureau's answer on a document: its score (0 to 1000) and the listings it holds on it. */
export interface CreditAnswer {
  readonly score: number
  readonly restrictions: number
}

/**
 * The credit bureau port: takes dunnings, lists their debtors after the notice period, drops listings, and answers
 * credit reports. A real bureau's client replaces the sandbox layer; the domain keeps the money and the states.
 */
export class CreditBureau extends Context.Service<
  CreditBureau,
  {
    /** Hands a paid-for dunning to the bureau; idempotent by `dunningId`. */
    readonly submit: (order: DunningOrder) => Effect.Effect<SubmitOutcome, CreditBureauError>
    /** The state at `now` of a dunning the bureau took. */
    readonly poll: (sent: SentDunning, now: Date) => Effect.Effect<ListingState, CreditBureauError>
    /** Tells the bureau to drop a dunning it took (paid off or withdrawn); idempotent. */
    readonly withdraw: (bureauReference: string, reason: WithdrawReason) => Effect.Effect<void, CreditBureauError>
    /** The bureau's credit answer on a normalized CPF or CNPJ. */
    readonly report: (cpfCnpj: string) => Effect.Effect<CreditAnswer, CreditBureauError>
  }
>()("@trilho/domain/CreditBureau") {}

/** How long after taking a dunning the sandbox bureau lists the debtor (the notice period, sandbox clock). */
export const sandboxRegisterDelayMs = 60_000

/** The word that makes the sandbox bureau refuse a debtor by name (any case: "Refused Debtor"). */
export const sandboxRefusedWord = "refused"

/** FNV-1a (32 bits): the sandbox's numbers are derived from the document, the same in every process. */
const fnv1a = (text: string): number => {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

/**
 * The sandbox's answer to an order: a debtor whose name contains `refused` is refused ("debtor data rejected by the
 * bureau"); every other is taken with the reference `SBX-<dunningId>`.
 */
export const sandboxSubmitOutcome = (order: DunningOrder): SubmitOutcome =>
  order.debtorName.toLowerCase().includes(sandboxRefusedWord)
    ? { _tag: "Rejected", reason: "debtor data rejected by the bureau" }
    : { _tag: "Accepted", bureauReference: `SBX-${order.dunningId}` }

/** The sandbox's state of a taken order: listed `sandboxRegisterDelayMs` after it was handed over. */
export const sandboxListingState = (sent: SentDunning, now: Date): ListingState =>
  now.getTime() - sent.sentAt.getTime() >= sandboxRegisterDelayMs ? { _tag: "Registered" } : { _tag: "Notifying" }

/**
 * The sandbox's credit answer: the score is the document's FNV-1a hash modulo 1001; a score under 300 carries 1 to 3
 * listings, any other none. The same document always gets the same answer.
 */
export const sandboxCreditAnswer = (cpfCnpj: string): CreditAnswer => {
  const hash = fnv1a(cpfCnpj)
  const score = hash % 1001
  return { score, restrictions: score < 300 ? 1 + (hash % 3) : 0 }
}

/** The sandbox bureau: the rules above, no state, so every process of the platform answers alike. */
export const sandbox: CreditBureau["Service"] = {
  submit: (order) => Effect.succeed(sandboxSubmitOutcome(order)),
  poll: (sent, now) => Effect.succeed(sandboxListingState(sent, now)),
  withdraw: () => Effect.void,
  report: (cpfCnpj) => Effect.succeed(sandboxCreditAnswer(cpfCnpj))
}

/** The sandbox bureau as a layer (the default of the platform in sandbox mode and of the tests). */
export const layerSandbox: Layer.Layer<CreditBureau> = Layer.succeed(CreditBureau, CreditBureau.of(sandbox))
