import { Context, Effect, Layer, Ref, Result } from "effect"
import type { BalanceSnapshot, JournalEntry, LedgerAccount, LedgerAccountId, EntryId } from "./Model.ts"
import { isSystemAccount } from "./Model.ts"
import { InsufficientFunds, LedgerAccountNotFound, LedgerStoreError, type UnbalancedEntry } from "./Errors.ts"
import { applyPosting, lockAt, lockOrder, validateEntry } from "./Rules.ts"

/** The outcome of one entry of a post call: written now, or a replay of the entry first posted with its key. */
export interface Posted {
  readonly entryId: EntryId
  readonly replayed: boolean
}

export type EntryOutcome = Result.Result<Posted, InsufficientFunds | LedgerAccountNotFound | UnbalancedEntry>

/** The sums of an account's postings per bucket (`sumPostings`). */
export interface PostingSums {
  readonly availableCentavos: number
  readonly pendingCentavos: number
  readonly blockedCentavos: number
}

/** The result of the auditor's verification query (docs/invariants.md). */
export interface LedgerVerification {
  readonly entries: number
  readonly unbalancedEntries: number
  readonly balanceMismatches: number
  readonly negativeBalances: number
  /** Sum of every posting of every account: zero when money is neither created nor destroyed. */
  readonly totalCentavos: number
}

/**
 * Storage port of the double-entry ledger. Implementations apply an entry atomically: lock the merchant accounts it
 * touches in `lockOrder`, check each debit against its spend rule, update the materialized balances and insert the
 * postings; or change nothing.
 */
export class LedgerStore extends Context.Service<
  LedgerStore,
  {
    /** Creates a merchant main account or subaccount ledger account with zero balances; no-op when it exists. */
    readonly insertAccount: (account: LedgerAccount) => Effect.Effect<void, LedgerStoreError>
    /**
     * Applies entries in order, each on its own: one entry's refusal does not undo the others. Returns one outcome
     * per entry, in order. An entry whose `idempotencyKey` was already used for the account returns the first
     * entry's id with `replayed: true`.
     */
    readonly post: (
      entries: ReadonlyArray<JournalEntry>,
      now: Date
    ) => Effect.Effect<ReadonlyArray<EntryOutcome>, LedgerStoreError>
    /** The balance snapshot of a merchant ledger account at `now`. */
    readonly findBalance: (
      ledgerAccountId: LedgerAccountId,
      now: Date
    ) => Effect.Effect<BalanceSnapshot, LedgerAccountNotFound | LedgerStoreError>
    /** Sum of all postings of any ledger account (system accounts included), per bucket. */
    readonly sumPostings: (ledgerAccountId: LedgerAccountId) => Effect.Effect<PostingSums, LedgerStoreError>
    /** Reads an entry back. */
    readonly findEntryById: (entryId: EntryId) => Effect.Effect<JournalEntry | undefined, LedgerStoreError>
    /** Runs the verification query: balanced entries, materialized balances equal to posting sums, none negative. */
    readonly verify: () => Effect.Effect<LedgerVerification, LedgerStoreError>
  }
>()("@trilho/domain/LedgerStore") {}

interface MemoryState {
  readonly accounts: ReadonlyMap<LedgerAccountId, LedgerAccount>
  readonly balances: ReadonlyMap<LedgerAccountId, { available: number; pending: number; medBlocked: number }>
  readonly entries: ReadonlyArray<JournalEntry>
  readonly keys: ReadonlyMap<string, EntryId>
}

const emptySnapshot = (id: LedgerAccountId): BalanceSnapshot => ({
  ledgerAccountId: id,
  availableCentavos: 0,
  pendingCentavos: 0,
  medBlockedCentavos: 0,
  lockedSumCentavos: 0,
  nextUnlockAt: null
})

const snapshotOf = (state: MemoryState, id: LedgerAccountId, now: Date): BalanceSnapshot => {
  const balance = state.balances.get(id)
  const base = emptySnapshot(id)
  if (balance === undefined) return base
  const lock = lockAt(state.entries, id, now)
  return {
    ...base,
    availableCentavos: balance.available + balance.medBlocked,
    pendingCentavos: balance.pending,
    medBlockedCentavos: balance.medBlocked,
    lockedSumCentavos: lock.lockedSumCentavos,
    nextUnlockAt: lock.nextUnlockAt
  }
}

/** Applies one entry to the in-memory state: the reference semantics every store must match. */
export const applyEntryToState = (
  state: MemoryState,
  entry: JournalEntry,
  now: Date
): { readonly state: MemoryState; readonly outcome: EntryOutcome } => {
  const valid = validateEntry(entry)
  if (Result.isFailure(valid)) return { state, outcome: Result.fail(valid.failure) }
  const keyId = entry.idempotencyKey === undefined ? undefined : `${entry.accountId}\u0000${entry.idempotencyKey}`
  const existing = keyId === undefined ? undefined : state.keys.get(keyId)
  if (existing !== undefined) return { state, outcome: Result.succeed({ entryId: existing, replayed: true }) }
  const snapshots = new Map<LedgerAccountId, BalanceSnapshot>()
  for (const id of lockOrder([entry])) {
    if (!state.accounts.has(id))
      return { state, outcome: Result.fail(new LedgerAccountNotFound({ ledgerAccountId: id })) }
    snapshots.set(id, snapshotOf(state, id, now))
  }
  for (const posting of entry.postings) {
    if (isSystemAccount(posting.ledgerAccountId)) continue
    const next = applyPosting(snapshots.get(posting.ledgerAccountId)!, posting, now)
    if (Result.isFailure(next)) return { state, outcome: Result.fail(next.failure) }
    snapshots.set(posting.ledgerAccountId, next.success)
  }
  const balances = new Map(state.balances)
  for (const [id, snap] of snapshots) {
    const prev = balances.get(id)!
    balances.set(id, {
      ...prev,
      available: snap.availableCentavos - snap.medBlockedCentavos,
      pending: snap.pendingCentavos,
      medBlocked: snap.medBlockedCentavos
    })
  }
  const keys = keyId === undefined ? state.keys : new Map(state.keys).set(keyId, entry.id)
  return {
    state: { ...state, balances, keys, entries: [...state.entries, entry] },
    outcome: Result.succeed({ entryId: entry.id, replayed: false })
  }
}

/** In-memory ledger store with the same rules as the SQL one; for domain tests and embedding. */
export const makeMemoryLedgerStore = Effect.gen(function* () {
  const ref = yield* Ref.make<MemoryState>({ accounts: new Map(), balances: new Map(), entries: [], keys: new Map() })
  return LedgerStore.of({
    insertAccount: (account) =>
      Ref.update(ref, (s) =>
        s.accounts.has(account.id) || isSystemAccount(account.id)
          ? s
          : {
              ...s,
              accounts: new Map(s.accounts).set(account.id, account),
              balances: new Map(s.balances).set(account.id, { available: 0, pending: 0, medBlocked: 0 })
            }
      ),
    post: (entries, now) =>
      Ref.modify(ref, (s) => {
        const outcomes: Array<EntryOutcome> = []
        let state = s
        for (const entry of entries) {
          const r = applyEntryToState(state, entry, now)
          state = r.state
          outcomes.push(r.outcome)
        }
        return [outcomes, state] as const
      }),
    findBalance: (id, now) =>
      Effect.flatMap(Ref.get(ref), (s) =>
        s.accounts.has(id)
          ? Effect.succeed(snapshotOf(s, id, now))
          : Effect.fail(new LedgerAccountNotFound({ ledgerAccountId: id }))
      ),
    sumPostings: (id) =>
      Effect.map(Ref.get(ref), (s) => {
        const sums = { available: 0, pending: 0, blocked: 0 }
        for (const e of s.entries)
          for (const p of e.postings) if (p.ledgerAccountId === id) sums[p.bucket] += p.amountCentavos
        return { availableCentavos: sums.available, pendingCentavos: sums.pending, blockedCentavos: sums.blocked }
      }),
    findEntryById: (entryId) => Effect.map(Ref.get(ref), (s) => s.entries.find((e) => e.id === entryId)),
    verify: () =>
      Effect.map(Ref.get(ref), (s) => {
        let unbalanced = 0
        let total = 0
        const sums = new Map<string, number>()
        for (const e of s.entries) {
          let sum = 0
          for (const p of e.postings) {
            sum += p.amountCentavos
            const k = `${p.ledgerAccountId}/${p.bucket}`
            sums.set(k, (sums.get(k) ?? 0) + p.amountCentavos)
          }
          if (sum !== 0) unbalanced++
          total += sum
        }
        let mismatches = 0
        let negatives = 0
        for (const [id, b] of s.balances) {
          const sum = (bucket: string) => sums.get(`${id}/${bucket}`) ?? 0
          if (sum("available") !== b.available || sum("pending") !== b.pending || sum("blocked") !== b.medBlocked)
            mismatches++
          if (b.available < 0 || b.pending < 0 || b.medBlocked < 0) negatives++
        }
        return {
          entries: s.entries.length,
          unbalancedEntries: unbalanced,
          balanceMismatches: mismatches,
          negativeBalances: negatives,
          totalCentavos: total
        }
      })
  })
})

export const layerMemory: Layer.Layer<LedgerStore> = Layer.effect(LedgerStore, makeMemoryLedgerStore)

export { LedgerStoreError }
