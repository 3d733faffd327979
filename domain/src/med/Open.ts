import { Effect, Option, Result } from "effect"
import * as Accounts from "../accounts/Accounts.ts"
import { ChargeStore } from "../charges/ChargeStore.ts"
import { ChargeNotFound } from "../charges/Errors.ts"
import { Ledger } from "../ledger/Ledger.ts"
import type { AccountId } from "../ledger/Model.ts"
import { centavos } from "../money/Money.ts"
import { Crypto } from "../shared/Crypto.ts"
import { Ids } from "../shared/Ids.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { span } from "../shared/Tracing.ts"
import { blockEntryOf, blockNow, freeMoneyOf, holderOf, lostRace, withBlock } from "./Blocks.ts"
import { makeCommit, medEventOf, nowDate } from "./Commit.ts"
import {
  descriptionLengthMax,
  evidenceWindowMs,
  type MedDispute,
  MedId,
  type MedType,
  protocolLengthMax
} from "./Dispute.ts"
import { InvalidMedInput, MedNotOpenable } from "./Errors.ts"
import { automaticDefenseApplies, med } from "./Machine.ts"

/** A dispute opened by the network (or the sandbox) on a received PIX. */
export interface OpenMedInput {
  readonly accountId: AccountId
  /** The disputed deposit: a COMPLETED PIX_IN charge of the account. */
  readonly transactionId: string
  /** What the payer claims, 1 centavo to the deposit's amount; the deposit's amount when left out. */
  readonly amountCentavos?: number | undefined
  readonly type: MedType
  readonly description?: string | undefined
  /** The DICT infraction report id; a new UUID when left out. */
  readonly protocol?: string | undefined
}

/** The text of the defence the automatic contest sends. */
export const automaticJustification =
  "Defesa gerada automaticamente: o recebedor entregou o produto ou serviço pago e contesta a devolução."

/** A random UUID (version 4) from 16 random bytes: the shape of a DICT infraction report id. */
export const uuidOf = (bytes: Uint8Array): string => {
  const b = Uint8Array.from(bytes)
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const hex = [...b].map((x) => x.toString(16).padStart(2, "0")).join("")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}

/** The dispute as it opens, and, when the automatic contest applies, as its generated defence leaves it. */
const openedStates = (opened: MedDispute, automatic: boolean, at: Date) =>
  Result.flatMap(StateMachine.start(med, "open"), () =>
    automatic
      ? Result.map(StateMachine.transition(med, "OPEN", "automatic_defense_sent"), (defended) => {
          const final: MedDispute = {
            ...opened,
            status: defended.to,
            automaticContest: true,
            evidence: { justification: automaticJustification, proofs: [], files: [], automatic: true, submittedAt: at }
          }
          return {
            final,
            events: [medEventOf("med.created", opened, at), medEventOf("med.evidence_sent", final, at)]
          }
        })
      : Result.succeed({ final: opened, events: [medEventOf("med.created", opened, at)] })
  )

const checkInput = (input: OpenMedInput) => {
  const fail = (field: string, message: string) => Effect.fail(new InvalidMedInput({ field, reason: message }))
  if (input.description !== undefined && input.description.length > descriptionLengthMax) {
    return fail("description", `at most ${descriptionLengthMax} characters`)
  }
  if (input.protocol !== undefined && (input.protocol.length < 1 || input.protocol.length > protocolLengthMax)) {
    return fail("protocol", `1 to ${protocolLengthMax} characters`)
  }
  return Effect.void
}

/** The use case `open` of `Meds`, over its ports. */
export const makeOpen = Effect.gen(function* () {
  const charges = yield* ChargeStore
  const accounts = yield* Accounts.Accounts
  const ledger = yield* Ledger
  const ids = yield* Ids
  const crypto = yield* Crypto
  const commit = yield* makeCommit

  const paidCharge = Effect.fnUntraced(function* (input: OpenMedInput) {
    const found = yield* charges.findById(input.accountId, input.transactionId)
    const notOpenable = (message: string) => new MedNotOpenable({ transactionId: input.transactionId, message })
    // Another account's deposit is not found, like a missing one.
    if (Option.isNone(found)) return yield* new ChargeNotFound({ by: "id", value: input.transactionId })
    if (found.value.status !== "COMPLETED") return yield* notOpenable("only a paid (COMPLETED) deposit is disputed")
    const amount = input.amountCentavos ?? found.value.amountCentavos
    if (!Number.isSafeInteger(amount) || amount < 1 || amount > found.value.amountCentavos) {
      return yield* notOpenable("the disputed amount is 1 centavo to the deposit's amount")
    }
    return { charge: found.value, amount }
  })

  /**
   * Opens a dispute (sandbox or network): on a COMPLETED PIX_IN of the account, for at most its amount (another
   * account's or a missing deposit is `ChargeNotFound`). Blocks what the short-money rule allows now in the receiving
   * account (subaccount or main), writes the dispute and `med.created`; when the account's automatic contest is on
   * and the amount is above 50 BRL, the generated defence is sent at once (UNDER_REVIEW, `med.evidence_sent`). All in
   * one transaction.
   */
  const open = Effect.fnUntraced(function* (input: OpenMedInput) {
    yield* checkInput(input)
    const { amount, charge } = yield* paidCharge(input)
    const merchant = yield* Accounts.requireById(accounts, input.accountId)
    const at = yield* nowDate
    const id = MedId.make(yield* ids.next("med"))
    const base: MedDispute = {
      id,
      protocol: input.protocol ?? uuidOf(yield* crypto.randomBytes(16)),
      accountId: input.accountId,
      transactionId: charge.id,
      ...(charge.subaccountId === undefined ? {} : { subaccountId: charge.subaccountId }),
      ...(charge.apiKeyId === undefined ? {} : { apiKeyId: charge.apiKeyId }),
      type: input.type,
      status: "OPEN",
      amountCentavos: centavos(amount),
      ...(input.description === undefined ? {} : { description: input.description }),
      deadlineAt: new Date(at.getTime() + evidenceWindowMs),
      automaticContest: false,
      blockedCentavos: centavos(0),
      returnedCentavos: centavos(0),
      createdAt: at,
      updatedAt: at
    }
    const automatic = automaticDefenseApplies({
      automaticContestEnabled: Accounts.medAutomaticContestOn(merchant.flags),
      amountCentavos: amount
    })
    const attempt = Effect.gen(function* () {
      const block = blockNow(amount, yield* freeMoneyOf(ledger, holderOf(base)))
      const { events, final } = yield* Effect.fromResult(openedStates(withBlock(base, block), automatic, at))
      return yield* commit(undefined, final, events, block > 0 ? blockEntryOf(base, block, at) : undefined)
    })
    // A debit between the balance read and the block refuses it: read again (a few times at most).
    return yield* attempt.pipe(Effect.retry({ while: lostRace, times: 3 }))
  }, span("Meds.open"))

  return { open }
})
