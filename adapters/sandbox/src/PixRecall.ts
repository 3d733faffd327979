import { type Charges, ChargeStore, type PixNetwork, Tracing } from "@trilho/domain"
import { Effect, HashMap, Option } from "effect"
import type { ChargeStatus } from "./PixMachines.ts"
import * as Machines from "./PixMachines.ts"
import type { Options, State } from "./PixState.ts"

/**
 * A charge registered with the sandbox network by another process (or by this one before a restart), as the
 * platform stored it: what this process's network needs to take it as registered.
 */
export interface KnownCharge {
  readonly referenceId: string
  readonly registration: PixNetwork.ChargeRegistration
  readonly registeredAt: Date
  /** Where the charge stands at the network (default `REGISTERED`). */
  readonly status?: ChargeStatus | undefined
  /** The payment, for a `PAID` charge. */
  readonly paid?: PixNetwork.ChargePaid | undefined
}

/** Finds a charge this network has not seen; none when it is unknown. */
export type Recall = (referenceId: string) => Effect.Effect<Option.Option<KnownCharge>>

/**
 * Takes `known` as a charge of this network, as its own registration and controls would have left it (the same
 * location; its status and payment); the counter does not move. A charge already held, or a network at `recordsMax`
 * charges, is left as it is.
 */
export const adoptCharge = (state: State, known: KnownCharge, options: Options): State => {
  if (HashMap.has(state.charges, known.referenceId)) return state
  if (HashMap.has(state.chargeByTxid, known.registration.txid)) return state
  if (HashMap.size(state.charges) >= options.recordsMax) return state
  const paid = known.status === "PAID" ? known.paid : undefined
  if (known.status === "PAID" && paid === undefined) return state
  const record = {
    referenceId: known.referenceId,
    status: known.status ?? Machines.charge.starts[0]!.to,
    registration: known.registration,
    locationUrl: `${options.locationHost}/cob/${known.referenceId}`,
    registeredAt: known.registeredAt,
    ...(paid === undefined ? {} : { paid })
  }
  return {
    ...state,
    charges: HashMap.set(state.charges, known.referenceId, record),
    chargeByTxid: HashMap.set(state.chargeByTxid, known.registration.txid, known.referenceId),
    chargeByEndToEndId:
      paid === undefined
        ? state.chargeByEndToEndId
        : HashMap.set(state.chargeByEndToEndId, paid.endToEndId, known.referenceId)
  }
}

/** The network's status of a charge the platform stored with `status`; none for one the network never decided. */
const networkStatus = (status: Charges.ChargeRecord["status"]): ChargeStatus | undefined => {
  switch (status) {
    case "PENDING":
      return "REGISTERED"
    case "COMPLETED":
      return "PAID"
    case "FAILED":
      return "FAILED"
    case "CANCELED":
      return "EXPIRED"
    default:
      return undefined
  }
}

/** A stored charge as the network knew it: registration rebuilt exactly as `Charges.create` made it. */
const knownOf = (record: Charges.ChargeRecord): Option.Option<KnownCharge> => {
  const status = networkStatus(record.status)
  if (status === undefined) return Option.none()
  const registration: PixNetwork.ChargeRegistration = {
    txid: record.txid,
    amountCentavos: record.amountCentavos,
    expiresAt: record.expiresAt,
    description: record.description,
    ...(record.requestedPayer === undefined ? {} : { payer: record.requestedPayer })
  }
  if (status !== "PAID")
    return Option.some({ referenceId: record.referenceId, registration, registeredAt: record.createdAt, status })
  if (record.endToEndId === undefined || record.payer === undefined || record.completedAt === undefined) {
    return Option.none()
  }
  return Option.some({
    referenceId: record.referenceId,
    registration,
    registeredAt: record.createdAt,
    status,
    paid: {
      _tag: "ChargePaid",
      referenceId: record.referenceId,
      txid: record.txid,
      endToEndId: record.endToEndId,
      amountCentavos: record.amountCentavos,
      payer: record.payer,
      paidAt: record.completedAt
    }
  })
}

/**
 * Recalls charges from the platform's `ChargeStore` by network reference: the registration is rebuilt from the
 * stored charge exactly as `Charges.create` made it (txid, gross amount, expiry, description, requested payer), and
 * the platform's status stands for the network's (PENDING → REGISTERED, COMPLETED → PAID with its payment, FAILED,
 * CANCELED → EXPIRED), so a control answers the same on every process. A storage failure recalls nothing (logged):
 * the control then answers that the network has no such charge.
 */
export const recallFromChargeStore: Effect.Effect<Recall, never, ChargeStore.ChargeStore> = Effect.map(
  ChargeStore.ChargeStore,
  (store) => (referenceId) =>
    store.findByReferenceId(referenceId).pipe(
      Effect.map(Option.flatMap(knownOf)),
      Effect.catch((error) =>
        Effect.as(Effect.logWarning(`sandbox PIX network: could not recall ${referenceId}`, error), Option.none())
      ),
      Tracing.span("SandboxPixNetwork.recall")
    )
)
