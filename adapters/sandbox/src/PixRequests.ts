import { Pix, PixNetwork, Transactions } from "@trilho/domain"
import { HashMap, Option, Result } from "effect"
import * as Machines from "./PixMachines.ts"
import { isAmount, type Options, recipientOf, rejected, type State, type Step } from "./PixState.ts"
import type { SandboxTransfer } from "./SandboxPix.ts"

/**
 * The requests the platform makes of the network (the `PixNetwork` port), as pure steps. Each is idempotent: the same
 * request again (same txid, end-to-end id or refund id, same content) gets the first answer; the same id with other
 * content is rejected.
 */

type Reference = { readonly referenceId: string }

const sameDestination = (a: PixNetwork.TransferOrder["destination"], b: PixNetwork.TransferOrder["destination"]) =>
  a._tag === "PixKey" && b._tag === "PixKey"
    ? a.pixKey === b.pixKey && a.pixKeyType === b.pixKeyType
    : a._tag === "BrCode" && b._tag === "BrCode" && a.brCode === b.brCode

/** Registers a dynamic charge; its location is `<locationHost>/cob/<referenceId>`. */
export const registerCharge = (
  state: State,
  charge: PixNetwork.ChargeRegistration,
  nowMs: number,
  options: Options
): Step<{ readonly referenceId: string; readonly locationUrl: string }, PixNetwork.PixNetworkError> => {
  const refuse = (message: string) => [Result.fail(rejected("registerCharge", message)), state] as const
  const existing = Option.flatMap(HashMap.get(state.chargeByTxid, charge.txid), (ref) =>
    HashMap.get(state.charges, ref)
  )
  if (Option.isSome(existing)) {
    const first = existing.value.registration
    const same =
      first.amountCentavos === charge.amountCentavos &&
      first.expiresAt.getTime() === charge.expiresAt.getTime() &&
      first.description === charge.description
    if (!same) return refuse(`txid ${charge.txid} is already registered with other data`)
    return [Result.succeed({ referenceId: existing.value.referenceId, locationUrl: existing.value.locationUrl }), state]
  }
  if (!PixNetwork.isValidTxid(charge.txid)) return refuse("a txid has 26 to 35 letters or digits")
  if (!isAmount(charge.amountCentavos)) return refuse("the amount is not a valid number of centavos")
  if (Number.isNaN(charge.expiresAt.getTime()) || charge.expiresAt.getTime() <= nowMs) {
    return refuse("the charge expires before it is registered")
  }
  if (HashMap.size(state.charges) >= options.recordsMax) return refuse("the sandbox holds too many charges")
  const counter = state.counter + 1
  const referenceId = `sandbox-charge-${counter}`
  const locationUrl = `${options.locationHost}/cob/${referenceId}`
  const record = {
    referenceId,
    status: Machines.charge.starts[0]!.to,
    registration: charge,
    locationUrl,
    registeredAt: new Date(nowMs)
  }
  return [
    Result.succeed({ referenceId, locationUrl }),
    {
      ...state,
      counter,
      charges: HashMap.set(state.charges, referenceId, record),
      chargeByTxid: HashMap.set(state.chargeByTxid, charge.txid, referenceId)
    }
  ]
}

/** Why the network would not send to this destination, if it would not. */
const destinationProblem = (order: PixNetwork.TransferOrder): string | undefined => {
  const destination = order.destination
  if (destination._tag === "PixKey") {
    const key = Pix.Keys.normalizeKey(destination.pixKeyType, destination.pixKey)
    if (Result.isFailure(key)) return key.failure.message
    return key.success === destination.pixKey ? undefined : "the key is not in normalized form"
  }
  return Result.match(Pix.BrCode.parse(destination.brCode), {
    onFailure: (error) => `invalid BR Code: ${error.message}`,
    onSuccess: (code) =>
      code._tag === "Static" && code.amountCentavos !== undefined && code.amountCentavos !== order.amountCentavos
        ? "the amount differs from the BR Code's"
        : undefined
  })
}

/** Takes a PIX to send: valid end-to-end id, amount and destination (a normalized key, or a BR Code). */
export const sendTransfer = (
  state: State,
  order: PixNetwork.TransferOrder,
  nowMs: number,
  options: Options
): Step<Reference, PixNetwork.PixNetworkError> => {
  const refuse = (message: string) => [Result.fail(rejected("sendTransfer", message)), state] as const
  const existing = Option.flatMap(HashMap.get(state.transferByEndToEndId, order.endToEndId), (ref) =>
    HashMap.get(state.transfers, ref)
  )
  if (Option.isSome(existing)) {
    const first = existing.value.order
    const same =
      first.transactionId === order.transactionId &&
      first.amountCentavos === order.amountCentavos &&
      sameDestination(first.destination, order.destination)
    if (!same) return refuse(`end-to-end id ${order.endToEndId} was already used`)
    return [Result.succeed({ referenceId: existing.value.referenceId }), state]
  }
  if (!Transactions.isValidEndToEndId(order.endToEndId)) return refuse("not a valid end-to-end id")
  if (!isAmount(order.amountCentavos)) return refuse("the amount is not a valid number of centavos")
  const problem = destinationProblem(order)
  if (problem !== undefined) return refuse(problem)
  if (HashMap.size(state.transfers) >= options.recordsMax) return refuse("the sandbox holds too many transfers")
  const counter = state.counter + 1
  const referenceId = `sandbox-transfer-${counter}`
  const record: SandboxTransfer = {
    referenceId,
    status: Machines.transfer.starts[0]!.to,
    order,
    recipient: recipientOf(order.destination),
    sentAt: new Date(nowMs)
  }
  return [
    Result.succeed({ referenceId }),
    {
      ...state,
      counter,
      transfers: HashMap.set(state.transfers, referenceId, record),
      transferByEndToEndId: HashMap.set(state.transferByEndToEndId, order.endToEndId, referenceId)
    }
  ]
}

/** Centavos of a paid charge already returned or being returned. */
const refundedCentavos = (state: State, chargeReferenceId: string): number => {
  let total = 0
  for (const refund of HashMap.values(state.refunds)) {
    if (refund.chargeReferenceId === chargeReferenceId && refund.status !== "FAILED")
      total += refund.order.amountCentavos
  }
  return total
}

/** Takes a refund of a charge this network saw paid; refunds in flight or done never exceed what was paid. */
export const requestRefund = (
  state: State,
  order: PixNetwork.RefundOrder,
  nowMs: number,
  options: Options
): Step<Reference, PixNetwork.PixNetworkError> => {
  const refuse = (message: string) => [Result.fail(rejected("requestRefund", message)), state] as const
  const existing = Option.flatMap(HashMap.get(state.refundById, order.refundId), (ref) =>
    HashMap.get(state.refunds, ref)
  )
  if (Option.isSome(existing)) {
    const first = existing.value.order
    const same = first.originalEndToEndId === order.originalEndToEndId && first.amountCentavos === order.amountCentavos
    if (!same) return refuse(`refund ${order.refundId} was already requested with other data`)
    return [Result.succeed({ referenceId: existing.value.referenceId }), state]
  }
  const charge = Option.flatMap(HashMap.get(state.chargeByEndToEndId, order.originalEndToEndId), (ref) =>
    HashMap.get(state.charges, ref)
  )
  if (Option.isNone(charge) || charge.value.paid === undefined) {
    return refuse(`no payment with end-to-end id ${order.originalEndToEndId}`)
  }
  if (!isAmount(order.amountCentavos)) return refuse("the amount is not a valid number of centavos")
  const paidCentavos = charge.value.paid.amountCentavos
  if (refundedCentavos(state, charge.value.referenceId) + order.amountCentavos > paidCentavos) {
    return refuse("the refunds would exceed the amount paid")
  }
  if (HashMap.size(state.refunds) >= options.recordsMax) return refuse("the sandbox holds too many refunds")
  const counter = state.counter + 1
  const referenceId = `sandbox-refund-${counter}`
  const record = {
    referenceId,
    status: Machines.refund.starts[0]!.to,
    order,
    chargeReferenceId: charge.value.referenceId,
    requestedAt: new Date(nowMs)
  }
  return [
    Result.succeed({ referenceId }),
    {
      ...state,
      counter,
      refunds: HashMap.set(state.refunds, referenceId, record),
      refundById: HashMap.set(state.refundById, order.refundId, referenceId)
    }
  ]
}
