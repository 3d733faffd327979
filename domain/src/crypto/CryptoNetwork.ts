import { Clock, Context, Effect, Layer, Ref, Result, Schema } from "effect"
import { sha256, toHex } from "../shared/Sha256.ts"
import { assetOf, type BitcoinChain, type CryptoNetworkName } from "./Assets.ts"
import { base58check, hexAddress, rippleAlphabet, segwitAddress } from "./Encoding.ts"
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
/** Destination tags the in-memory XRP Ledger hands out, at most (a tag is a 32-bit integer). */
export const memoryTagsMax = 1_000_000

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
  readonly tags: ReadonlyMap<string, number>
  readonly calls: ReadonlyArray<CryptoNetworkCall>
  readonly failures: ReadonlyArray<{
    readonly operation: CryptoNetworkError["operation"]
    readonly reason: CryptoNetworkError["reason"]
  }>
}

const digest = (seed: number, ...parts: ReadonlyArray<string>) => sha256([String(seed), ...parts].join(":"))

/**
 * The address the in-memory chain derives for a deposit: a segwit v0 key hash on Bitcoin (`bc1q…` or `tb1q…`), a
 * lower-case hex account on Ethereum and Polygon, a base58check `T…` account on TRON, all from SHA-256 of the seed,
 * the network and the deposit id. On the XRP Ledger every deposit shares the platform's `r…` account and gets its
 * own tag (`tag`).
 */
export const derivedAddress = (
  options: { readonly seed: number; readonly bitcoin: BitcoinChain },
  request: DepositAddressRequest,
  tag: number
): DepositAddress => {
  const payload = digest(options.seed, request.network, request.depositId).slice(0, 20)
  switch (request.network) {
    case "bitcoin":
      return { network: "bitcoin", address: segwitAddress(options.bitcoin === "mainnet" ? "bc" : "tb", 0, payload) }
    case "ethereum":
    case "polygon":
      return { network: request.network, address: hexAddress(payload) }
    case "tron":
      return { network: "tron", address: base58check(0x41, payload) }
    case "xrpl":
      return {
        network: "xrpl",
        address: base58check(0x00, digest(options.seed, "xrpl", "platform").slice(0, 20), rippleAlphabet),
        extraId: String(tag)
      }
  }
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
 * A deterministic in-memory chain per network: the same seed and the same calls give the same addresses, hashes
 * and notices. Bitcoin addresses are on `options.bitcoin`'s chain (testnet unless told). Deposits need blocks to be
 * confirmed; withdrawals wait for `settle` or `fail`.
 */
export const makeMemory = (options: { readonly seed?: number; readonly bitcoin?: BitcoinChain } = {}) =>
  Effect.gen(function* () {
    const seed = options.seed ?? 1
    const bitcoin = options.bitcoin ?? "testnet"
    const state = yield* Ref.make<MemoryState>({
      heights: { bitcoin: 0, ethereum: 0, tron: 0, polygon: 0, xrpl: 0 },
      txs: [],
      counter: 0,
      tags: new Map(),
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
          const tag = yield* Ref.modify(state, (s): readonly [number | undefined, MemoryState] => {
            if (request.network !== "xrpl") return [0, s]
            const known = s.tags.get(request.depositId)
            if (known !== undefined) return [known, s]
            if (s.tags.size >= memoryTagsMax) return [undefined, s]
            const next = s.tags.size + 1
            return [next, { ...s, tags: new Map(s.tags).set(request.depositId, next) }]
          })
          if (tag === undefined) {
            return yield* new CryptoNetworkError({
              operation: "issueDepositAddress",
              reason: "rejected",
              message: "no destination tag left"
            })
          }
          const output = derivedAddress({ seed, bitcoin }, request, tag)
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

/** The in-memory chain and its controls (seed 1, Bitcoin testnet unless told). */
export const layerMemory = (
  options: { readonly seed?: number; readonly bitcoin?: BitcoinChain } = {}
): Layer.Layer<CryptoNetwork | CryptoNetworkMemory> =>
  Layer.effectContext(
    Effect.map(makeMemory(options), ({ controls, network }) =>
      Context.make(CryptoNetwork, network).pipe(Context.add(CryptoNetworkMemory, controls))
    )
  )
