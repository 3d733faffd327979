import { Effect, Option } from "effect"
import * as Accounts from "../accounts/Accounts.ts"
import { Ledger } from "../ledger/Ledger.ts"
import type { AccountId } from "../ledger/Model.ts"
import { centavos } from "../money/Money.ts"
import { Crypto } from "../shared/Crypto.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { span } from "../shared/Tracing.ts"
import {
  blockEntryOf,
  blockNow,
  freeMoneyOf,
  holderOf,
  lostRace,
  releaseEntryOf,
  returnEntryOf,
  withBlock
} from "./Blocks.ts"
import { makeCommit, medEventOf, nowDate } from "./Commit.ts"
import { type EvidenceFile, type MedCursor, type MedDispute, owedCentavos } from "./Dispute.ts"
import { MedNotFound } from "./Errors.ts"
import { type EvidenceInput, type ValidEvidence, validateEvidence } from "./Evidence.ts"
import { isOpen, med, submitEvidence as evidenceMove } from "./Machine.ts"
import { MedStore, owingPageMax } from "./MedStore.ts"

/** The outcomes of a dispute's analysis that `decide` takes (EXPIRED is `expire`). */
export type MedDecision = "accept" | "reject" | "cancel"

/** Owing disputes a catch-up pass reads per page, by default. */
export const owedBatchDefault = 100

/** What one catch-up pass did: the owing disputes it read, and the money it blocked for them. */
export interface OwedPass {
  readonly examined: number
  readonly blockedCentavos: number
}

/** Times a move is read and tried again after its compare-and-set met a concurrent change. */
const changeRetriesMax = 3

/**
 * Tries a move again from a fresh read when a concurrent change (most often a catch-up block) moved the dispute between
 * the read and the write: the move then acts on the dispute as it is, or the machine refuses it.
 */
const retryOnChange = <A, E extends { readonly _tag: string }, R>(self: Effect.Effect<A, E, R>) =>
  Effect.retry(self, { while: movedMeanwhile, times: changeRetriesMax })

/** Whether a move met a concurrent change of its dispute between its read and its write. */
export const movedMeanwhile = (error: { readonly _tag: string }): boolean => error._tag === "MedStatusChanged"

/**
 * Whether a catch-up pass skips a dispute rather than fail: it lost its races (`lostRace`) more often than a catch-up
 * reads again, or it is gone. The next pass sees it as it is.
 */
export const skippedByPass = (error: { readonly _tag: string }): boolean =>
  lostRace(error) || error._tag === "MedNotFound"

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

  /** One catch-up of a dispute: the dispute after it, and what it blocked now (0 when it owes nothing or none is free). */
  const catchUp = (accountId: AccountId, idOrProtocol: string) =>
    Effect.gen(function* () {
      const d = yield* findById(accountId, idOrProtocol)
      if (!isOpen(d.status)) return { dispute: d, blockCentavos: 0 }
      const block = blockNow(owedCentavos(d), yield* freeMoneyOf(ledger, holderOf(d)))
      if (block === 0) return { dispute: d, blockCentavos: 0 }
      const at = yield* nowDate
      const next = yield* commit(d, { ...withBlock(d, block), updatedAt: at }, [], blockEntryOf(d, block, at))
      return { dispute: next, blockCentavos: block }
    }).pipe(
      // A debit or another move between the reads and the write: read again.
      Effect.retry({ while: lostRace, times: 3 })
    )

  /**
   * Blocks what a running dispute still lacks, as far as the holder's money not yet blocked allows now (the owed
   * block of docs/decisions.md). Returns the dispute as it is after; unchanged when it owes nothing or no money is free.
   */
  const blockOwed = Effect.fnUntraced(function* (accountId: AccountId, idOrProtocol: string) {
    return (yield* catchUp(accountId, idOrProtocol)).dispute
  }, span("Meds.blockOwed"))

  /**
   * The worker's catch-up pass: `blockOwed` for every running dispute of any account that owes (`findOwing`, pages
   * of `batch`, at most `owingPageMax`), oldest first, so the earliest dispute of an account takes arriving money
   * first. The whole list is walked, so disputes that wait on accounts without money never hide the others. A
   * dispute that moved meanwhile (concluded, blocked by another worker, or its money withdrawn since the read) is
   * skipped: the next pass sees it as it is.
   */
  const blockAllOwed = Effect.fnUntraced(function* (batch: number = owedBatchDefault) {
    const limit = Math.max(1, Math.min(Math.floor(batch), owingPageMax))
    let examined = 0
    let blockedCentavos = 0
    let after: MedCursor | undefined
    while (true) {
      const page = yield* store.findOwing(limit, after)
      for (const d of page) {
        const outcome = yield* catchUp(d.accountId, d.id).pipe(
          Effect.catchIf(skippedByPass, () => Effect.succeed({ blockCentavos: 0 }))
        )
        examined++
        blockedCentavos += outcome.blockCentavos
      }
      if (page.length < limit) return { examined, blockedCentavos } satisfies OwedPass
      after = page.at(-1)
    }
  }, span("Meds.blockAllOwed"))

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
      entry
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
      undefined
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

  return { findById, blockOwed, blockAllOwed, decide, expire, submitEvidence }
})
