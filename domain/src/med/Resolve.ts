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
import { type EvidenceFile, type MedDispute, owedCentavos } from "./Dispute.ts"
import { MedNotFound } from "./Errors.ts"
import { type EvidenceInput, type ValidEvidence, validateEvidence } from "./Evidence.ts"
import { isOpen, med, submitEvidence as evidenceMove } from "./Machine.ts"
import { MedStore } from "./MedStore.ts"

/** The outcomes of a dispute's analysis that `decide` takes (EXPIRED is `expire`). */
export type MedDecision = "accept" | "reject" | "cancel"

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
      return yield* commit(d.status, { ...withBlock(d, block), updatedAt: at }, [], blockEntryOf(d, block, at))
    })
    return yield* attempt.pipe(Effect.retry({ while: lostRace, times: 3 }))
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
      d.status,
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
    const d =
      decision === "accept" ? yield* blockOwed(accountId, idOrProtocol) : yield* findById(accountId, idOrProtocol)
    return yield* conclude(d, decision)
  }, span("Meds.decide"))

  /** The dispute expired unanalysed (sandbox or network): the block is released, `med.updated`. */
  const expire = Effect.fnUntraced(function* (accountId: AccountId, idOrProtocol: string) {
    return yield* conclude(yield* findById(accountId, idOrProtocol), "expire")
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
      d.status,
      next,
      outcome.events.map((event) => medEventOf(event, next, at)),
      undefined
    )
  }, span("Meds.submitEvidence"))

  return { findById, blockOwed, decide, expire, submitEvidence }
})
