import { Result } from "effect"
import type { BalanceSnapshot, BalanceView, JournalEntry, LedgerAccountId, Posting } from "./Model.ts"
import { isSystemAccount, postingsPerEntryMax } from "./Model.ts"
import { InsufficientFunds, UnbalancedEntry } from "./Errors.ts"

/**
 * Checks an entry's shape: 2..16 postings, each a nonzero safe integer, summing to exactly zero, no lock instant on a
 * system account or on a pending or blocked bucket, no blocked bucket on a system account, and no spend rule on a
 * credit.
 */
export const validateEntry = (entry: JournalEntry): Result.Result<JournalEntry, UnbalancedEntry> => {
  const fail = (message: string) => Result.fail(new UnbalancedEntry({ entryId: entry.id, message }))
  if (entry.postings.length < 2 || entry.postings.length > postingsPerEntryMax) {
    return fail(`an entry has 2 to ${postingsPerEntryMax} postings`)
  }
  let sum = 0
  for (const posting of entry.postings) {
    if (!Number.isSafeInteger(posting.amountCentavos) || posting.amountCentavos === 0) {
      return fail("every posting moves a nonzero integer amount of centavos")
    }
    if (
      posting.unlockAt !== undefined &&
      (isSystemAccount(posting.ledgerAccountId) || posting.bucket !== "available")
    ) {
      return fail("only merchant available buckets carry a 24 h lock")
    }
    if (posting.bucket === "blocked" && isSystemAccount(posting.ledgerAccountId)) {
      return fail("only merchant accounts hold blocked money")
    }
    if (posting.spend !== undefined && posting.amountCentavos > 0) return fail("a credit has no spend rule")
    sum += posting.amountCentavos
    if (!Number.isSafeInteger(sum)) return fail("the postings' running sum leaves the safe integer range")
  }
  if (sum !== 0) return fail(`postings sum to ${sum}, not zero`)
  return Result.succeed(entry)
}

/**
 * Derives the balance words from a snapshot:
 * - `locked24h` = the lock sum clamped to [0, available];
 * - `withdrawable` = max(0, available − locked24h − medBlocked).
 */
export const balanceView = (snapshot: BalanceSnapshot): BalanceView => {
  const available = snapshot.availableCentavos
  const locked24h = Math.min(Math.max(snapshot.lockedSumCentavos, 0), Math.max(available, 0))
  const withdrawable = Math.max(0, available - locked24h - snapshot.medBlockedCentavos)
  return {
    availableCentavos: available,
    pendingCentavos: snapshot.pendingCentavos,
    locked24hCentavos: locked24h,
    nextUnlockAt: locked24h > 0 ? snapshot.nextUnlockAt : null,
    medBlockedCentavos: snapshot.medBlockedCentavos,
    withdrawableCentavos: withdrawable
  }
}

/**
 * How much a debit posting may take from the account, under its bucket and spend rule: `pending` and `blocked` debits
 * their own bucket; an `available` debit under the `available` rule the money not blocked, under `withdrawable` the
 * withdrawable money.
 */
export const spendableFor = (posting: Posting, snapshot: BalanceSnapshot): number => {
  if (posting.bucket === "pending") return snapshot.pendingCentavos
  if (posting.bucket === "blocked") return snapshot.medBlockedCentavos
  const view = balanceView(snapshot)
  return (posting.spend ?? "withdrawable") === "available"
    ? view.availableCentavos - view.medBlockedCentavos
    : view.withdrawableCentavos
}

/**
 * Applies one posting to a merchant snapshot, refusing a debit beyond what its rule lets it spend.
 * `now` decides which lock-carrying postings still count.
 */
export const applyPosting = (
  snapshot: BalanceSnapshot,
  posting: Posting,
  now: Date
): Result.Result<BalanceSnapshot, InsufficientFunds> => {
  if (posting.amountCentavos < 0) {
    const spendable = spendableFor(posting, snapshot)
    if (-posting.amountCentavos > spendable) {
      return Result.fail(
        new InsufficientFunds({
          ledgerAccountId: posting.ledgerAccountId,
          requestedCentavos: -posting.amountCentavos,
          spendableCentavos: spendable
        })
      )
    }
  }
  const counts = posting.unlockAt !== undefined && posting.unlockAt.getTime() > now.getTime()
  // A blocked posting moves `available` too: blocked money is a part of it.
  return Result.succeed({
    ...snapshot,
    availableCentavos: snapshot.availableCentavos + (posting.bucket === "pending" ? 0 : posting.amountCentavos),
    pendingCentavos: snapshot.pendingCentavos + (posting.bucket === "pending" ? posting.amountCentavos : 0),
    medBlockedCentavos: snapshot.medBlockedCentavos + (posting.bucket === "blocked" ? posting.amountCentavos : 0),
    lockedSumCentavos: snapshot.lockedSumCentavos + (counts ? posting.amountCentavos : 0),
    nextUnlockAt:
      counts &&
      posting.amountCentavos > 0 &&
      (snapshot.nextUnlockAt === null || posting.unlockAt! < snapshot.nextUnlockAt)
        ? posting.unlockAt!
        : snapshot.nextUnlockAt
  })
}

/** The merchant ledger accounts an entry touches, sorted: the fixed order in which they are locked. */
export const lockOrder = (entries: ReadonlyArray<JournalEntry>): ReadonlyArray<LedgerAccountId> => {
  const ids = new Set<LedgerAccountId>()
  for (const entry of entries) {
    for (const posting of entry.postings)
      if (!isSystemAccount(posting.ledgerAccountId)) ids.add(posting.ledgerAccountId)
  }
  return [...ids].sort()
}

/** The duration of the lock on PIX deposits. */
export const pixDepositLockMs = 24 * 60 * 60 * 1000

/** When a PIX deposit credited at `creditedAt` becomes withdrawable. */
export const unlockAtFor = (creditedAt: Date): Date => new Date(creditedAt.getTime() + pixDepositLockMs)

/**
 * The 24 h lock of `ledgerAccountId` at `now`, from the postings of its entries: the sum of the lock-carrying postings
 * whose `unlockAt` is after `now` (deposits, less the refunds that carry their deposit's instant), and the earliest
 * instant whose postings still add up to a positive lock. The SQL stores read the same sum from `postings` by
 * `unlock_at > now` (`LedgerStoreSql`); the ledger contract checks they agree.
 */
export const lockAt = (
  entries: ReadonlyArray<Pick<JournalEntry, "postings">>,
  ledgerAccountId: LedgerAccountId,
  now: Date
): { readonly lockedSumCentavos: number; readonly nextUnlockAt: Date | null } => {
  const byInstant = new Map<number, number>()
  for (const entry of entries) {
    for (const p of entry.postings) {
      if (p.ledgerAccountId === ledgerAccountId && p.unlockAt !== undefined && p.unlockAt.getTime() > now.getTime()) {
        byInstant.set(p.unlockAt.getTime(), (byInstant.get(p.unlockAt.getTime()) ?? 0) + p.amountCentavos)
      }
    }
  }
  let lockedSumCentavos = 0
  let next: number | null = null
  for (const [at, sum] of byInstant) {
    lockedSumCentavos += sum
    if (sum > 0 && (next === null || at < next)) next = at
  }
  return { lockedSumCentavos, nextUnlockAt: next === null ? null : new Date(next) }
}
