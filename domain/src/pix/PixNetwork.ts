import { Context, Effect, Layer, Ref, Schema } from "effect"
import type { PixKeyType } from "./Keys.ts"

/** Kinds of PIX key the API accepts as a destination (validated and normalized by `Pix.Keys.normalizeKey`). */
export type { PixKeyType }

/** What the network reports later (payments, settlements, refund outcomes): see `pix/Notices.ts`. */
export * from "./Notices.ts"

/** A charge (dynamic QR) to register with the PIX network. */
export interface ChargeRegistration {
  /** The charge's txid at the network: 26 to 35 letters or digits (see `isValidTxid`). */
  readonly txid: string
  readonly amountCentavos: number
  readonly expiresAt: Date
  readonly description?: string
  readonly payer?: { readonly name: string; readonly document: string }
}

/** A PIX to send, addressed by key or by a BR Code (copy-and-paste QR). */
export interface TransferOrder {
  readonly transactionId: string
  readonly endToEndId: string
  readonly amountCentavos: number
  readonly destination:
    | { readonly _tag: "PixKey"; readonly pixKey: string; readonly pixKeyType: PixKeyType }
    | { readonly _tag: "BrCode"; readonly brCode: string }
  readonly description?: string
}

/** A full refund (devolução) of a received PIX, identified by the deposit's end-to-end id. */
export interface RefundOrder {
  readonly originalEndToEndId: string
  readonly refundId: string
  readonly amountCentavos: number
  /** `ORIGINAL` is the only nature the spec shows. */
  readonly nature: string
  readonly description?: string
}

/**
 * The PIX network did not take the request: `unavailable` (timeout, outage: may be retried with the same ids) or
 * `rejected` (the network refused it: do not retry).
 */
export class PixNetworkError extends Schema.TaggedError<PixNetworkError>()("PixNetworkError", {
  operation: Schema.Literals(["registerCharge", "sendTransfer", "requestRefund"]),
  reason: Schema.Literals(["unavailable", "rejected"]),
  message: Schema.String
}) {}

/**
 * The external PIX network (the platform's PSP). Each call only hands a request over: payments, settlements and
 * refund outcomes come back later as callbacks (in the sandbox, as controls), which fire the transaction machines.
 */
export class PixNetwork extends Context.Service<
  PixNetwork,
  {
    /** Registers a dynamic QR charge; returns the network's reference and, when it hosts the payload, its URL. */
    readonly registerCharge: (
      charge: ChargeRegistration
    ) => Effect.Effect<{ readonly referenceId: string; readonly locationUrl?: string }, PixNetworkError>
    /** Hands a PIX out to the network; it is then PROCESSING until settled or failed. */
    readonly sendTransfer: (order: TransferOrder) => Effect.Effect<{ readonly referenceId: string }, PixNetworkError>
    /** Asks the network to return a received PIX to its payer. */
    readonly requestRefund: (order: RefundOrder) => Effect.Effect<{ readonly referenceId: string }, PixNetworkError>
  }
>()("@trilho/domain/PixNetwork") {}

const txidShape = /^[A-Za-z0-9]{26,35}$/

/** Whether `txid` is a valid charge txid: 26 to 35 letters or digits. */
export const isValidTxid = (txid: string): boolean => txidShape.test(txid)

/** One call the in-memory network received, in order. */
export type PixNetworkCall =
  | { readonly _tag: "registerCharge"; readonly input: ChargeRegistration; readonly referenceId: string }
  | { readonly _tag: "sendTransfer"; readonly input: TransferOrder; readonly referenceId: string }
  | { readonly _tag: "requestRefund"; readonly input: RefundOrder; readonly referenceId: string }

/** Controls of the in-memory network, for tests: what it received, and a failure to return on a later call. */
export class PixNetworkMemory extends Context.Service<
  PixNetworkMemory,
  {
    /** The calls accepted so far, oldest first. */
    readonly calls: Effect.Effect<ReadonlyArray<PixNetworkCall>>
    /** Makes the next call of `operation` fail with `reason` (once). */
    readonly failNext: (
      operation: PixNetworkError["operation"],
      reason: PixNetworkError["reason"]
    ) => Effect.Effect<void>
  }
>()("@trilho/domain/PixNetworkMemory") {}

/** Calls kept by the in-memory network, at most (older ones are dropped). */
export const memoryCallsMax = 10_000

interface Failure {
  readonly operation: PixNetworkError["operation"]
  readonly reason: PixNetworkError["reason"]
}

interface MemoryState {
  readonly calls: ReadonlyArray<PixNetworkCall>
  readonly counter: number
  readonly failures: ReadonlyArray<Failure>
}

/**
 * An in-memory PIX network that accepts every request (unless told to fail the next one), gives references
 * `pixnet_1`, `pixnet_2` … and records the calls.
 */
export const makeMemory = Effect.gen(function* () {
  const state = yield* Ref.make<MemoryState>({ calls: [], counter: 0, failures: [] })
  const accept = <Op extends PixNetworkCall["_tag"]>(
    operation: Op,
    input: Extract<PixNetworkCall, { _tag: Op }>["input"]
  ): Effect.Effect<{ readonly referenceId: string }, PixNetworkError> =>
    Effect.flatMap(
      Ref.modify(state, (s): readonly [Failure | string, MemoryState] => {
        const failure = s.failures.find((f) => f.operation === operation)
        if (failure !== undefined) return [failure, { ...s, failures: s.failures.filter((f) => f !== failure) }]
        const referenceId = `pixnet_${s.counter + 1}`
        const call = { _tag: operation, input, referenceId } as PixNetworkCall
        return [referenceId, { ...s, counter: s.counter + 1, calls: [...s.calls, call].slice(-memoryCallsMax) }]
      }),
      (result) =>
        typeof result === "string"
          ? Effect.succeed({ referenceId: result })
          : Effect.fail(
              new PixNetworkError({ operation, reason: result.reason, message: `${operation}: ${result.reason}` })
            )
    )
  const network = PixNetwork.of({
    registerCharge: (charge) => accept("registerCharge", charge),
    sendTransfer: (order) => accept("sendTransfer", order),
    requestRefund: (order) => accept("requestRefund", order)
  })
  const controls = PixNetworkMemory.of({
    calls: Effect.map(Ref.get(state), (s) => s.calls),
    failNext: (operation, reason) =>
      Ref.update(state, (s) => ({ ...s, failures: [...s.failures, { operation, reason }] }))
  })
  return { network, controls }
})

/** The in-memory PIX network and its controls. */
export const layerMemory: Layer.Layer<PixNetwork | PixNetworkMemory> = Layer.effectContext(
  Effect.map(makeMemory, ({ controls, network }) =>
    Context.make(PixNetwork, network).pipe(Context.add(PixNetworkMemory, controls))
  )
)
