import { Clock, Context, Effect, Layer, Ref, Result, Schema } from "effect"
import { Crypto } from "../shared/Crypto.ts"
import { toHex } from "../shared/Sha256.ts"
import { assetOf, type BitcoinChain, type CryptoNetworkName } from "./Assets.ts"
import { derivedAddress, digest } from "./MemoryAddresses.ts"
import type {
  ChainTransfer,
  CryptoNotice,
  DepositAddress,
  DepositAddressRequest,
  DepositObserved,
  WithdrawalOrder
} from "./Notices.ts"

/** What the chain is asked and what it reports later: see `crypto/Notices.ts`. */
export * from "./Notices.ts"
/** The in-memory chain's deposit addresses: see `crypto/MemoryAddresses.ts`. */
export { derivedAddress, destinationTagMax, destinationTagOf } from "./MemoryAddresses.ts"

/**
 * The chain did not take a request: `unavailable` (node down, timeout: may be retried with the same ids) or
 * `rejected` (refused: do not retry).
 */
export class CryptoNetworkError extends Schema.TaggedError<CryptoNetworkError>()("CryptoNetworkError", {
  operation: Schema.Literals(["issueDepositAddress", "broadcastWithdrawal"]),
  reason: Schema.Literals(["unavailable", "rejected"]),
  message: Schema.String
}) {}

/**
 * The crypto network port: the platform's custody on each chain. It issues deposit addresses and broadcasts
 * withdrawals; deposits seen, confirmations and withdrawal outcomes come back later as notices.
 */
export class CryptoNetwork extends Context.Service<
  CryptoNetwork,
  {
    /** The deposit address of a charge; the same `depositId` always gets the same address (and tag). */
    readonly issueDepositAddress: (request: DepositAddressRequest) => Effect.Effect<DepositAddress, CryptoNetworkError>
    /** Signs and broadcasts a withdrawal; it is BROADCAST until a notice settles or fails it. */
    readonly broadcastWithdrawal: (
      order: WithdrawalOrder
    ) => Effect.Effect<{ readonly txHash: string }, CryptoNetworkError>
  }
>()("@trilho/domain/CryptoNetwork") {}

/** A control of the in-memory chain refused: unknown transaction, one already final, or a bad argument. */
export class CryptoChainControlError extends Schema.TaggedError<CryptoChainControlError>()("CryptoChainControlError", {
  message: Schema.String
}) {}

/** One call the in-memory chain accepted, in order. */
export type CryptoNetworkCall =
  | { readonly _tag: "issueDepositAddress"; readonly input: DepositAddressRequest; readonly output: DepositAddress }
  | { readonly _tag: "broadcastWithdrawal"; readonly input: WithdrawalOrder; readonly txHash: string }

/** A withdrawal broadcast by another chain instance, as the platform stored it: its order and its hash. */
export interface BroadcastWithdrawal extends WithdrawalOrder {
  readonly txHash: string
}

/** Controls of the in-memory chain, for tests and the sandbox: payers' transfers, blocks, withdrawal outcomes. */
export class CryptoNetworkMemory extends Context.Service<
  CryptoNetworkMemory,
  {
    /** A payer sends a transfer: it enters the mempool and is reported with 0 confirmations. */
    readonly send: (transfer: ChainTransfer) => Effect.Effect<DepositObserved, CryptoChainControlError>
    /**
     * Mines `blocks` blocks (1 to `blocksPerMineMax`) on `network`: the first takes the mempool. Reports each deposit
     * on that network still short of its asset's confirmations before the call, with its confirmations after it.
     */
    readonly mine: (
      network: CryptoNetworkName,
      blocks: number
    ) => Effect.Effect<ReadonlyArray<DepositObserved>, CryptoChainControlError>
    /** Drops a deposit still in the mempool (replaced by the payer). */
    readonly drop: (txHash: string) => Effect.Effect<CryptoNotice, CryptoChainControlError>
    /**
     * Adopts a withdrawal broadcast by another instance of the chain (another process, or this one before a restart),
     * from what the platform stored of it: the chain then holds it pending under its hash, so `settle` and `fail`
     * find it. A hash the chain already holds is left as it is (a final one stays final).
     */
    readonly recall: (withdrawal: BroadcastWithdrawal) => Effect.Effect<void>
    /** Settles a broadcast withdrawal. */
    readonly settle: (txHash: string) => Effect.Effect<CryptoNotice, CryptoChainControlError>
    /** Fails a broadcast withdrawal (reverted, out of gas…) with `reason`. */
    readonly fail: (txHash: string, reason: string) => Effect.Effect<CryptoNotice, CryptoChainControlError>
    /** The height of `network`'s chain (0 before any block). */
    readonly height: (network: CryptoNetworkName) => Effect.Effect<number>
    /** The calls accepted so far, oldest first. */
    readonly calls: Effect.Effect<ReadonlyArray<CryptoNetworkCall>>
    /** Makes the next call of `operation` fail with `reason` (once). */
    readonly failNext: (
      operation: CryptoNetworkError["operation"],
      reason: CryptoNetworkError["reason"]
    ) => Effect.Effect<void>
  }
>()("@trilho/domain/CryptoNetworkMemory") {}

/** Blocks one `mine` call may add, at most. */
export const blocksPerMineMax = 1_000
/** Transactions and calls the in-memory chain keeps, at most (older final ones are dropped first). */
export const memoryTxsMax = 10_000
export const memoryCallsMax = 10_000
/**
 * The highest counter the in-memory chain may start from (2^48): far enough below 2^53 that counters stay exact
 * numbers, and wide enough that random starts of different processes almost never come near each other.
 */
export const counterStartMax = 2 ** 48

/** Settings of the in-memory chain. */
export interface MemoryOptions {
  /** The seed of its addresses and hashes (1 unless told). */
  readonly seed?: number
  /** The chain of its Bitcoin addresses (testnet unless told). */
  readonly bitcoin?: BitcoinChain
  /**
   * The transaction counter's value before the first transaction, 0 (default) to `counterStartMax`: hashes are
   * derived from the seed and the counter, so instances started at different points issue different hashes.
   */
  readonly counterStart?: number
}

interface ChainTx {
  readonly txHash: string
  readonly kind: "deposit" | "withdrawal"
  readonly transfer: ChainTransfer
  readonly withdrawalId?: string
  /** The height of the block that included it; absent while in the mempool. */
  readonly includedAt?: number
  readonly status: "pending" | "dropped" | "settled" | "failed"
}

interface MemoryState {
  readonly heights: Readonly<Record<CryptoNetworkName, number>>
  readonly txs: ReadonlyArray<ChainTx>
  readonly counter: number
  readonly calls: ReadonlyArray<CryptoNetworkCall>
  readonly failures: ReadonlyArray<{
    readonly operation: CryptoNetworkError["operation"]
    readonly reason: CryptoNetworkError["reason"]
  }>
}

const refuse = (message: string) => Effect.fail(new CryptoChainControlError({ message }))

/** Keeps the newest `memoryTxsMax` transactions, dropping final ones first. */
const bounded = (txs: ReadonlyArray<ChainTx>): ReadonlyArray<ChainTx> => {
  let extra = txs.length - memoryTxsMax
  if (extra <= 0) return txs
  const kept = txs.filter((t) => {
    if (extra > 0 && t.status !== "pending") {
      extra--
      return false
    }
    return true
  })
  return kept.slice(-memoryTxsMax)
}

/**
 * A deterministic in-memory chain per network: the same seed, counter start and calls give the same addresses, hashes
 * and notices; a deposit's address depends on the seed and the deposit id only. Bitcoin addresses are on
 * `options.bitcoin`'s chain (testnet unless told). Deposits need blocks to be confirmed; withdrawals wait for `settle`
 * or `fail`. A counter start out of range is a defect.
 */
export const makeMemory = (options: MemoryOptions = {}) =>
  Effect.gen(function* () {
    const seed = options.seed ?? 1
    const bitcoin = options.bitcoin ?? "testnet"
    const counterStart = options.counterStart ?? 0
    if (!Number.isSafeInteger(counterStart) || counterStart < 0 || counterStart > counterStartMax) {
      return yield* Effect.die(
        new Error(`in-memory crypto chain: counterStart is a whole number from 0 to ${counterStartMax}`)
      )
    }
    const state = yield* Ref.make<MemoryState>({
      heights: { bitcoin: 0, ethereum: 0, tron: 0, polygon: 0, xrpl: 0 },
      txs: [],
      counter: counterStart,
      calls: [],
      failures: []
    })
    const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))
    const hashOf = (network: CryptoNetworkName, n: number) => {
      const hex = toHex(digest(seed, "tx", String(n)))
      return network === "ethereum" || network === "polygon" ? `0x${hex}` : hex
    }
    const takeFailure = (operation: CryptoNetworkError["operation"]) =>
      Ref.modify(state, (s) => {
        const failure = s.failures.find((f) => f.operation === operation)
        return failure === undefined
          ? [undefined, s]
          : [failure, { ...s, failures: s.failures.filter((f) => f !== failure) }]
      }).pipe(
        Effect.flatMap((failure) =>
          failure === undefined
            ? Effect.void
            : Effect.fail(new CryptoNetworkError({ ...failure, message: `${operation}: ${failure.reason}` }))
        )
      )
    const record = (call: CryptoNetworkCall) =>
      Ref.update(state, (s) => ({ ...s, calls: [...s.calls, call].slice(-memoryCallsMax) }))

    const network = CryptoNetwork.of({
      issueDepositAddress: (request) =>
        Effect.gen(function* () {
          yield* takeFailure("issueDepositAddress")
          const output = derivedAddress({ seed, bitcoin }, request)
          yield* record({ _tag: "issueDepositAddress", input: request, output })
          return output
        }),
      broadcastWithdrawal: (order) =>
        Effect.gen(function* () {
          yield* takeFailure("broadcastWithdrawal")
          const txHash = yield* Ref.modify(state, (s): readonly [string, MemoryState] => {
            const txHash = hashOf(order.network, s.counter + 1)
            const tx: ChainTx = {
              txHash,
              kind: "withdrawal",
              transfer: order,
              withdrawalId: order.withdrawalId,
              status: "pending"
            }
            return [txHash, { ...s, counter: s.counter + 1, txs: bounded([...s.txs, tx]) }]
          })
          yield* record({ _tag: "broadcastWithdrawal", input: order, txHash })
          return { txHash }
        })
    })

    const observed = (tx: ChainTx, height: number, at: Date): DepositObserved => ({
      _tag: "DepositObserved",
      currency: tx.transfer.currency,
      network: tx.transfer.network,
      address: tx.transfer.address,
      ...(tx.transfer.extraId === undefined ? {} : { extraId: tx.transfer.extraId }),
      txHash: tx.txHash,
      amountUnits: tx.transfer.amountUnits,
      confirmations: tx.includedAt === undefined ? 0 : height - tx.includedAt + 1,
      observedAt: at
    })
    const required = (tx: ChainTx) =>
      Result.match(assetOf(tx.transfer.currency, tx.transfer.network), {
        onFailure: () => 1,
        onSuccess: (a) => a.confirmationsRequired
      })
    const findPending = (s: MemoryState, txHash: string, kind: ChainTx["kind"]) =>
      s.txs.find((t) => t.txHash === txHash && t.kind === kind && t.status === "pending")
    const finish = (txHash: string, kind: ChainTx["kind"], status: ChainTx["status"], inMempoolOnly: boolean) =>
      Ref.modify(state, (s): readonly [ChainTx | undefined, MemoryState] => {
        const tx = findPending(s, txHash, kind)
        if (tx === undefined || (inMempoolOnly && tx.includedAt !== undefined)) return [undefined, s]
        const done: ChainTx = { ...tx, status, includedAt: tx.includedAt ?? s.heights[tx.transfer.network] + 1 }
        return [done, { ...s, txs: s.txs.map((t) => (t === tx ? done : t)) }]
      })

    const controls = CryptoNetworkMemory.of({
      send: (transfer) =>
        Effect.gen(function* () {
          if (Result.isFailure(assetOf(transfer.currency, transfer.network))) {
            return yield* refuse(`${transfer.currency} does not travel on ${transfer.network}`)
          }
          if (transfer.amountUnits <= 0n) return yield* refuse("a transfer carries a positive amount")
          const at = yield* now
          return yield* Ref.modify(state, (s): readonly [DepositObserved, MemoryState] => {
            const tx: ChainTx = {
              txHash: hashOf(transfer.network, s.counter + 1),
              kind: "deposit",
              transfer,
              status: "pending"
            }
            return [
              observed(tx, s.heights[transfer.network], at),
              { ...s, counter: s.counter + 1, txs: bounded([...s.txs, tx]) }
            ]
          })
        }),
      mine: (chain, blocks) =>
        Effect.gen(function* () {
          if (!Number.isSafeInteger(blocks) || blocks < 1 || blocks > blocksPerMineMax) {
            return yield* refuse(`blocks must be 1 to ${blocksPerMineMax}`)
          }
          const at = yield* now
          return yield* Ref.modify(state, (s): readonly [ReadonlyArray<DepositObserved>, MemoryState] => {
            const before = s.heights[chain]
            const height = before + blocks
            const txs = s.txs.map((t) =>
              t.transfer.network === chain && t.status === "pending" && t.includedAt === undefined
                ? { ...t, includedAt: before + 1 }
                : t
            )
            const reported = txs
              .filter((t) => t.kind === "deposit" && t.transfer.network === chain && t.status === "pending")
              .filter((t) => (t.includedAt! <= before ? before - t.includedAt! + 1 : 0) < required(t))
              .map((t) => observed(t, height, at))
            return [reported, { ...s, heights: { ...s.heights, [chain]: height }, txs }]
          })
        }),
      drop: (txHash) =>
        Effect.gen(function* () {
          const at = yield* now
          const tx = yield* finish(txHash, "deposit", "dropped", true)
          if (tx === undefined) return yield* refuse(`no deposit ${txHash} in the mempool`)
          return { _tag: "DepositDropped", network: tx.transfer.network, txHash, droppedAt: at } as const
        }),
      recall: (withdrawal) =>
        Ref.update(state, (s) => {
          if (s.txs.some((t) => t.txHash === withdrawal.txHash)) return s
          const { txHash, ...order } = withdrawal
          const tx: ChainTx = {
            txHash,
            kind: "withdrawal",
            transfer: order,
            withdrawalId: order.withdrawalId,
            status: "pending"
          }
          return { ...s, txs: bounded([...s.txs, tx]) }
        }),
      settle: (txHash) =>
        Effect.gen(function* () {
          const at = yield* now
          const tx = yield* finish(txHash, "withdrawal", "settled", false)
          if (tx === undefined) return yield* refuse(`no broadcast withdrawal ${txHash}`)
          return { _tag: "WithdrawalSettled", withdrawalId: tx.withdrawalId!, txHash, settledAt: at } as const
        }),
      fail: (txHash, reason) =>
        Effect.gen(function* () {
          const at = yield* now
          const tx = yield* finish(txHash, "withdrawal", "failed", false)
          if (tx === undefined) return yield* refuse(`no broadcast withdrawal ${txHash}`)
          return { _tag: "WithdrawalFailed", withdrawalId: tx.withdrawalId!, txHash, reason, failedAt: at } as const
        }),
      height: (chain) => Effect.map(Ref.get(state), (s) => s.heights[chain]),
      calls: Effect.map(Ref.get(state), (s) => s.calls),
      failNext: (operation, reason) =>
        Ref.update(state, (s) => ({ ...s, failures: [...s.failures, { operation, reason }] }))
    })
    return { network, controls }
  })

/** The in-memory chain and its controls (seed 1, Bitcoin testnet, counter from 0 unless told). */
export const layerMemory = (options: MemoryOptions = {}): Layer.Layer<CryptoNetwork | CryptoNetworkMemory> =>
  Layer.effectContext(
    Effect.map(makeMemory(options), ({ controls, network }) =>
      Context.make(CryptoNetwork, network).pipe(Context.add(CryptoNetworkMemory, controls))
    )
  )

/** Six random bytes (from the `Crypto` port) as a number below `counterStartMax`. */
const randomCounterStart = Effect.map(
  Effect.flatMap(Crypto, (crypto) => crypto.randomBytes(6)),
  (bytes) => bytes.reduce((n, byte) => n * 256 + byte, 0)
)

/**
 * The in-memory chain of a process that shares its database with other processes (the API and the worker), or with
 * its own earlier runs: its transaction counter starts at a random point below `counterStartMax`, so the hashes it
 * issues do not repeat ones another process, or this one before a restart, already stored. Two processes collide only
 * if their starts fall within the transactions they issue of each other. Addresses stay derived from the seed and the
 * deposit id, the same in every process; the chain's transactions stay in this process (`recall` adopts a withdrawal
 * another process broadcast).
 */
export const layerRandomStart = (
  options: Omit<MemoryOptions, "counterStart"> = {}
): Layer.Layer<CryptoNetwork | CryptoNetworkMemory, never, Crypto> =>
  Layer.unwrap(Effect.map(randomCounterStart, (counterStart) => layerMemory({ ...options, counterStart })))
