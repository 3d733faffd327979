import { type ChargeStore, Crypto, PixNetwork, Tracing } from "@trilho/domain"
import { Clock, Context, Effect, HashMap, Layer, Option, Ref, Result } from "effect"
import * as Controls from "./PixControls.ts"
import { adoptCharge, type Recall, recallFromChargeStore } from "./PixRecall.ts"
import * as Requests from "./PixRequests.ts"
import * as PixState from "./PixState.ts"
import { SandboxPix } from "./SandboxPix.ts"

/** Records kept per kind by default. */
export const recordsMaxDefault = 100_000

/** Characters of the location host, at most, so that every location URL fits a BR Code (77 characters). */
export const locationHostLengthMax = 40

/** Failures queued by `failNext` and not yet used, at most (the oldest are dropped beyond). */
export const queuedFailuresMax = 100

/**
 * The highest counter a network may start from (2^48): far enough below 2^53 that ids stay exact numbers, and wide
 * enough that random starts of different processes almost never come near each other.
 */
export const counterStartMax = 2 ** 48

/** Settings of a network: its options, and where its counter starts (default 0). */
export interface Settings extends Partial<PixState.Options> {
  /**
   * The counter's value before the first record, 0 to `counterStartMax`: references (`sandbox-charge-N`) and the
   * sequences of end-to-end and return ids are numbered after it.
   */
  readonly counterStart?: number
  /**
   * Finds a charge this network has not registered (another process did, or this one before a restart), so that
   * `payCharge` and `failCharge` act on it as on their own; without it such a charge is `SandboxRecordNotFound`.
   */
  readonly recall?: Recall | undefined
}

/** Default settings: fictional institutions and a location host that never resolves (`.invalid`, RFC 2606). */
export const defaults: PixState.Options = {
  payerIspb: "99999999",
  pspIspb: "99999998",
  locationHost: "pix.sandbox.trilho.invalid",
  recordsMax: recordsMaxDefault
}

const checkOptions = (options: PixState.Options) => {
  const host = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d{1,5})?(?:\/[a-z0-9-]+)*$/i
  if (!/^\d{8}$/.test(options.payerIspb) || !/^\d{8}$/.test(options.pspIspb)) return "an ISPB has 8 digits"
  if (!host.test(options.locationHost) || options.locationHost.length > locationHostLengthMax) {
    return `the location host is a host name (and path) of at most ${locationHostLengthMax} characters, without scheme`
  }
  return Number.isSafeInteger(options.recordsMax) && options.recordsMax > 0 ? undefined : "recordsMax is positive"
}

/**
 * The simulated PIX network: the `PixNetwork` port the platform calls, and the `SandboxPix` controls that play the
 * outside world. State lives in this process (a `Ref`), apart from charges `recall` finds; time of registration comes
 * from `Clock`, time of each control from its caller. Deterministic: the same calls give the same ids.
 */
export const make = (settings: Settings = {}) =>
  Effect.gen(function* () {
    const { counterStart = 0, recall, ...rest } = settings
    const options = { ...defaults, ...rest }
    const problem =
      Number.isSafeInteger(counterStart) && counterStart >= 0 && counterStart <= counterStartMax
        ? checkOptions(options)
        : `counterStart is a whole number from 0 to ${counterStartMax}`
    if (problem !== undefined) return yield* Effect.die(new Error(`sandbox PIX network: ${problem}`))
    const state = yield* Ref.make<PixState.State>({ ...PixState.empty, counter: counterStart })

    /** Applies a step atomically and turns its result into an effect. */
    const apply = <A, E>(step: (s: PixState.State) => PixState.Step<A, E>): Effect.Effect<A, E> =>
      Effect.flatMap(Ref.modify(state, step), Effect.fromResult)

    /** A request of the port: a queued failure first, otherwise the step at the current time. */
    const request =
      <I, A>(
        operation: PixNetwork.PixNetworkError["operation"],
        step: (
          s: PixState.State,
          input: I,
          nowMs: number,
          o: PixState.Options
        ) => PixState.Step<A, PixNetwork.PixNetworkError>
      ) =>
      (input: I): Effect.Effect<A, PixNetwork.PixNetworkError> =>
        Effect.flatMap(Clock.currentTimeMillis, (nowMs) =>
          apply((s) =>
            Option.match(PixState.takeFailure(s, operation), {
              onNone: () => step(s, input, nowMs, options),
              onSome: ([failure, next]) =>
                [
                  Result.fail(
                    new PixNetwork.PixNetworkError({
                      operation,
                      reason: failure.reason,
                      message: `${operation}: ${failure.reason} (sandbox)`
                    })
                  ),
                  next
                ] as const
            })
          )
        )

    const network = PixNetwork.PixNetwork.of({
      registerCharge: (charge) =>
        Effect.withSpan(request("registerCharge", Requests.registerCharge)(charge), "SandboxPixNetwork.registerCharge"),
      sendTransfer: (order) =>
        Effect.withSpan(request("sendTransfer", Requests.sendTransfer)(order), "SandboxPixNetwork.sendTransfer"),
      requestRefund: (order) =>
        Effect.withSpan(request("requestRefund", Requests.requestRefund)(order), "SandboxPixNetwork.requestRefund")
    })

    /** Takes a charge registered elsewhere as this network's own before a control acts on it. */
    const recalled = (referenceId: string): Effect.Effect<void> =>
      recall === undefined
        ? Effect.void
        : Effect.flatMap(Ref.get(state), (s) =>
            HashMap.has(s.charges, referenceId)
              ? Effect.void
              : Effect.flatMap(recall(referenceId), (known) =>
                  Option.isSome(known) ? Ref.update(state, (s) => adoptCharge(s, known.value, options)) : Effect.void
                )
          )

    const controlSpan = (name: string) => Tracing.span(`SandboxPix.${name}`)
    const controls = SandboxPix.of({
      payCharge: (referenceId, payer, at) =>
        controlSpan("payCharge")(
          Effect.andThen(
            recalled(referenceId),
            apply((s) => Controls.payCharge(s, referenceId, payer, at, options))
          )
        ),
      failCharge: (referenceId, reason, at) =>
        controlSpan("failCharge")(
          Effect.andThen(
            recalled(referenceId),
            apply((s) => Controls.failCharge(s, referenceId, reason, at))
          )
        ),
      expireCharges: (at) => controlSpan("expireCharges")(Ref.modify(state, (s) => Controls.expireCharges(s, at))),
      settleTransfer: (referenceId, at, recipient) =>
        controlSpan("settleTransfer")(apply((s) => Controls.settleTransfer(s, referenceId, at, recipient))),
      failTransfer: (referenceId, reason, at) =>
        controlSpan("failTransfer")(apply((s) => Controls.failTransfer(s, referenceId, reason, at))),
      completeRefund: (referenceId, at) =>
        controlSpan("completeRefund")(apply((s) => Controls.completeRefund(s, referenceId, at, options))),
      failRefund: (referenceId, reason, at) =>
        controlSpan("failRefund")(apply((s) => Controls.failRefund(s, referenceId, reason, at))),
      pending: controlSpan("pending")(Effect.map(Ref.get(state), Controls.pending)),
      failNext: (operation, reason) =>
        Ref.update(state, (s) => ({
          ...s,
          failures: [...s.failures, { operation, reason }].slice(-queuedFailuresMax)
        }))
    })
    return { network, controls }
  })

/** The sandbox PIX network as the `PixNetwork` port, with its `SandboxPix` controls over the same state. */
export const layer = (settings: Settings = {}): Layer.Layer<PixNetwork.PixNetwork | SandboxPix> =>
  Layer.effectContext(
    Effect.map(make(settings), ({ controls, network }) =>
      Context.make(PixNetwork.PixNetwork, network).pipe(Context.add(SandboxPix, controls))
    )
  )

/** Six random bytes as a number below `counterStartMax`. */
const randomCounterStart = Effect.map(
  Effect.flatMap(Crypto.Crypto, (crypto) => crypto.randomBytes(6)),
  (bytes) => bytes.reduce((n, byte) => n * 256 + byte, 0)
)

/**
 * The sandbox network of a process that shares its database with other processes, or with its own earlier runs: the
 * counter starts at a random point below `counterStartMax` (from the `Crypto` port), so that the references and
 * end-to-end ids it issues do not repeat ones another API process, or this one before a restart, already stored
 * (the charge store keeps each reference once). Two processes collide only if their starts fall within the records
 * they issue of each other: a few chances in a billion for two processes numbering 500,000 records each. The records
 * themselves stay in this process (`layerShared` also recalls charges registered elsewhere).
 */
export const layerRandomStart = (
  settings: Omit<Settings, "counterStart"> = {}
): Layer.Layer<PixNetwork.PixNetwork | SandboxPix, never, Crypto.Crypto> =>
  Layer.unwrap(Effect.map(randomCounterStart, (counterStart) => layer({ ...settings, counterStart })))

/**
 * The sandbox network of the platform's apps, one per API process over a shared database: numbered from a random
 * start (`layerRandomStart`), and recalling from the `ChargeStore` the charges another process (or this one
 * before a restart) registered, so the sandbox controls pay or fail any charge whichever process receives them. A
 * charge already settled is recalled as settled, so a control answers the same on every process.
 */
export const layerShared = (
  settings: Omit<Settings, "counterStart" | "recall"> = {}
): Layer.Layer<PixNetwork.PixNetwork | SandboxPix, never, Crypto.Crypto | ChargeStore.ChargeStore> =>
  Layer.unwrap(
    Effect.map(Effect.all([randomCounterStart, recallFromChargeStore]), ([counterStart, recall]) =>
      layer({ ...settings, counterStart, recall })
    )
  )

/**
 * The sandbox network of this process: one value, so that apps composed into one process (`trilho dev`) share one
 * network however many of their layers name it.
 */
export const layerProcess: Layer.Layer<
  PixNetwork.PixNetwork | SandboxPix,
  never,
  Crypto.Crypto | ChargeStore.ChargeStore
> = layerShared()
