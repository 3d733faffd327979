import { Effect } from "effect"
import { medBlockEntry, medReleaseEntry, medReturnEntry } from "../ledger/Entries.ts"
import type { Ledger } from "../ledger/Ledger.ts"
import {
  EntryId,
  type JournalEntry,
  type LedgerAccountId,
  mainLedgerAccount,
  subLedgerAccount
} from "../ledger/Model.ts"
import { centavos } from "../money/Money.ts"
import { type MedDispute, owedCentavos } from "./Dispute.ts"

/** The ledger account a dispute blocks: the subaccount that received the PIX, else the merchant's main account. */
export const holderOf = (d: Pick<MedDispute, "accountId" | "subaccountId">): LedgerAccountId =>
  d.subaccountId === undefined ? mainLedgerAccount(d.accountId) : subLedgerAccount(d.subaccountId)

/**
 * What a dispute may block now (the short-money rule, docs/decisions.md): what it still lacks, up to the holder's
 * money not yet blocked (`available` less the `blocked` bucket; money inside its 24 h lock counts, the block only holds
 * it). Never negative.
 */
export const blockNow = (owed: number, freeCentavos: number): number => Math.max(0, Math.min(owed, freeCentavos))

/** The holder's money not yet blocked, from the ledger now. */
export const freeMoneyOf = (ledger: Ledger["Service"], holder: LedgerAccountId) =>
  Effect.map(ledger.balance(holder), (view) => view.availableCentavos - view.medBlockedCentavos)

// An entry id is at most 54 characters (kind 6, dispute id 30, a safe integer 16 and two underscores): within 64.
const header = (d: MedDispute, kind: string, key: string, at: Date) => ({
  id: EntryId.make(`${kind}_${d.id}_${key}`),
  accountId: d.accountId,
  transactionId: d.transactionId,
  idempotencyKey: `${kind}:${d.id}:${key}`,
  description: `MED ${d.protocol}`,
  createdAt: at
})

/**
 * The dispute's next block: `blockCentavos` more of the holder's money held, keyed by what was blocked before (a retry
 * of the same step replays, a later catch-up is a new entry). The block releases no 24 h lock (`lockedCentavos` 0):
 * while the disputed deposit's own lock holds, its money counts as locked and as blocked, which only keeps
 * `withdrawable` lower for that day.
 */
export const blockEntryOf = (d: MedDispute, blockCentavos: number, at: Date): JournalEntry =>
  medBlockEntry(header(d, "medblk", String(d.blockedCentavos), at), {
    holder: holderOf(d),
    blockCentavos,
    lockedCentavos: 0,
    depositUnlockAt: at
  })

/** The release of everything the dispute blocked (REJECTED, CANCELED, EXPIRED); none when nothing is blocked. */
export const releaseEntryOf = (d: MedDispute, at: Date): JournalEntry | undefined =>
  d.blockedCentavos === 0
    ? undefined
    : medReleaseEntry(header(d, "medrel", "all", at), {
        holder: holderOf(d),
        releaseCentavos: d.blockedCentavos,
        lockedCentavos: 0,
        depositUnlockAt: at
      })

/** The return to the payer of everything the dispute blocked (ACCEPTED); none when nothing is blocked. */
export const returnEntryOf = (d: MedDispute, at: Date): JournalEntry | undefined =>
  d.blockedCentavos === 0
    ? undefined
    : medReturnEntry(header(d, "medret", "all", at), { holder: holderOf(d), returnCentavos: d.blockedCentavos })

/** The dispute after a block of `blockCentavos`. */
export const withBlock = (d: MedDispute, blockCentavos: number): MedDispute => ({
  ...d,
  blockedCentavos: centavos(d.blockedCentavos + blockCentavos)
})

/** Whether the dispute still lacks blocked money. */
export const isOwing = (d: MedDispute): boolean => owedCentavos(d) > 0

/**
 * Whether a block lost a race and reads again: money spent between its balance read and its block
 * (`InsufficientFunds`), or the dispute moved meanwhile (`MedStatusChanged`). Anything else is the caller's answer.
 */
export const lostRace = (error: { readonly _tag: string }): boolean =>
  error._tag === "InsufficientFunds" || error._tag === "MedStatusChanged"
