import { Effect, Option } from "effect"
import * as Accounts from "../accounts/Accounts.ts"
import { Ledger } from "../ledger/Ledger.ts"
import type { AccountId } from "../ledger/Model.ts"
import { centavos } from "../money/Money.ts"
import { Crypto } from "../shared/Crypto.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { span } from "../shared/Tracing.ts"
import { blockEntryOf, blockNow, freeMoneyOf, holderOf, releaseEntryOf, returnEntryOf, withBlock } from "./Blocks.ts"
import { makeCommit, medEventOf, nowDate } from "./Commit.ts"
import { type EvidenceFile, type MedDispute, owedCentavos } from "./Dispute.ts"
import { MedNotFound } from "./Errors.ts"
import { type EvidenceInput, type ValidEvidence, validateEvidence } from "./Evidence.ts"
import { isOpen, med, submitEvidence as evidenceMove } from "./Machine.ts"
import { MedStore } from "./MedStore.ts"

/** The outcomes of a dispute's analysis that `decide` takes (EXPIRED is `expire`). */
export type MedDecision = "accept" | "reject" | "cancel"

/** Times a move is read and tried again after its compare-and-set met a concurrent change. */
const changeRetriesMax = 3

/**
 * Tries a move again from a fresh read when a concurrent change (most often a catch-up block) moved the dispute between
 * the read and the write: the move then acts on the dispute as it is, or the machine refuses it.
 */
const retryOnChange = <A, E extends { readonly _tag: string }, R>(self: Effect.Effect<A, E, R>) =>
  Effect.retry(self, { while: (e) => e._tag === "MedStatusChanged", times: changeRetriesMax })

/** The use cases of `Meds` that move a dispute after it opened, over its ports. */
export const makeResolve = Effect.gen(function* () {
  const store = yield* MedStore
  const accounts = yield* Accounts.Accounts
  const ledger = yield* Ledger
  const crypto = yield* Crypto
  const commit = yield* makeCommit

  /** The account's dispute by id, or by protocol when no id matches; another account's is `MedNotFound`. */
  const findById = Effect.fnUntraced(function* (accountId: AccountId, idOrProtocol: string) {
    const byId = yield* store.findById(accountId, idOrProtocol)
    if (Option.isSome(byId)) return byId.value
    const byProtocol = yield* store.findByProtocol(accountId, idOrProtocol)
    return Option.isSome(byProtocol) ? byProtocol.value : yield* new MedNotFound({ id: idOrProtocol })
  }, span("Meds.findById"))

  /**
   * Blocks what a running dispute still lacks, as far as the holder's money not yet blocked allows now (the owed
   * block of docs/decisions.md). Returns the dispute as it is after; unchanged when it owes nothing or no money is free.
   */
  const blockOwed = Effect.fnUntraced(function* (accountId: AccountId, idOrProtocol: string) {
    const attempt = Effect.gen(function* () {
      const d = yield* findById(accountId, idOrProtocol)
      if (!isOpen(d.status)) return d
      const block = blockNow(owedCentavos(d), yield* freeMoneyOf(ledger, holderOf(d)))
      if (block === 0) return d
      const at = yield* nowDate
      return yield* commit(d, { ...withBlock(d, block), updatedAt: at }, [], [blockEntryOf(d, block, at)])
    })
    return yield* attempt.pipe(
      Effect.retry({ while: (e) => e._tag === "InsufficientFunds" || e._tag === "MedStatusChanged", times: 3 })
    )
  }, span("Meds.blockOwed"))

  /** Moves a running dispute to an outcome with its ledger effect and `med.updated`, in one transaction. */
  const conclude = Effect.fnUntraced(function* (d: MedDispute, trigger: "accept" | "reject" | "cancel" | "expire") {
    const outcome = yield* Effect.fromResult(StateMachine.transition(med, d.status, trigger))
    const at = yield* nowDate
    const accepted = outcome.to === "ACCEPTED"
    const next: MedDispute = {
      ...d,
      status: outcome.to,
      blockedCentavos: centavos(0),
      returnedCentavos: accepted ? d.blockedCentavos : d.returnedCentavos,
      updatedAt: at,
      resolvedAt: at
    }
    const entry = accepted ? returnEntryOf(d, at) : releaseEntryOf(d, at)
    return yield* commit(
      d,
      next,
      outcome.events.map((event) => medEventOf(event, next, at)),
      [entry]
    )
  })

  /**
   * The analysis ends (sandbox or network): `accept` returns to the payer what the dispute blocked (after a last
   * catch-up of what it still owed), `reject` and `cancel` release the block; moves follow the MED machine.
   */
  const decide = Effect.fnUntraced(function* (accountId: AccountId, idOrProtocol: string, decision: MedDecision) {
    const attempt = Effect.gen(function* () {
      const d =
        decision === "accept" ? yield* blockOwed(accountId, idOrProtocol) : yield* findById(accountId, idOrProtocol)
      return yield* conclude(d, decision)
    })
    return yield* retryOnChange(attempt)
  }, span("Meds.decide"))

  /** The dispute expired unanalysed (sandbox or network): the block is released, `med.updated`. */
  const expire = Effect.fnUntraced(function* (accountId: AccountId, idOrProtocol: string) {
    return yield* retryOnChange(Effect.flatMap(findById(accountId, idOrProtocol), (d) => conclude(d, "expire")))
  }, span("Meds.expire"))

  const digestFiles = (files: ValidEvidence["files"]) =>
    Effect.forEach(files, (f) =>
      Effect.map(crypto.sha256Hex(f.bytes), (sha256): EvidenceFile => ({
        name: f.name,
        type: f.type,
        sizeBytes: f.bytes.length,
        sha256
      }))
    )

  /** One attempt of `submitEvidence`, from a fresh read of the dispute. */
  const evidenceOnce = Effect.fnUntraced(function* (accountId: AccountId, idOrProtocol: string, input: EvidenceInput) {
    const d = yield* findById(accountId, idOrProtocol)
    const merchant = yield* Accounts.requireById(accounts, accountId)
    const automaticContestActive = Accounts.medAutomaticContestOn(merchant.flags)
    const outcome = yield* Effect.fromResult(evidenceMove(d.status, { medId: d.id, automaticContestActive }))
    const valid = yield* Effect.fromResult(validateEvidence(d.type, input))
    const files = yield* digestFiles(valid.files)
    const at = yield* nowDate
    const next: MedDispute = {
      ...d,
      status: outcome.to,
      evidence: {
        justification: valid.justification,
        proofs: valid.proofs,
        ...(valid.analysis === undefined ? {} : { analysis: valid.analysis }),
        files,
        automatic: false,
        submittedAt: at
      },
      updatedAt: at
    }
    return yield* commit(
      d,
      next,
      outcome.events.map((event) => medEventOf(event, next, at)),
      []
    )
  })

  /**
   * The merchant's evidence (`POST /meds/{id}/evidence`): refused with `AutomaticContestActive` (403) while the
   * account's automatic contest is on; otherwise only an OPEN dispute takes it, checked by `validateEvidence`, and
   * moves to UNDER_REVIEW with `med.evidence_sent`. Files are kept as metadata and SHA-256.
   */
  const submitEvidence = Effect.fnUntraced(function* (
    accountId: AccountId,
    idOrProtocol: string,
    input: EvidenceInput
  ) {
    return yield* retryOnChange(evidenceOnce(accountId, idOrProtocol, input))
  }, span("Meds.submitEvidence"))

  return { findById, blockOwed, decide, expire, submitEvidence }
})
