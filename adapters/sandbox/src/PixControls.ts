import { Pix, type PixNetwork, Transactions } from "@trilho/domain"
import { HashMap, Option, Result } from "effect"
import * as Machines from "./PixMachines.ts"
import { checkMove, type Options, referenceOrder, sequenceBytes, type State, type Step } from "./PixState.ts"
import {
  pendingListMax,
  reasonLengthMax,
  type SandboxCharge,
  SandboxChargeExpired,
  SandboxInvalidInput,
  type SandboxPending,
  type SandboxPixError,
  SandboxRecordNotFound,
  type SandboxRefund,
  type SandboxTransfer
} from "./SandboxPix.ts"

/**
 * The controls of the sandbox network (the outside world answering the platform's requests), as pure steps. Each
 * checks its record's machine, moves it, and returns the notice for the platform.
 */

type Kind = SandboxRecordNotFound["kind"]

const find = <A>(map: HashMap.HashMap<string, A>, kind: Kind, referenceId: string) =>
  Result.fromOption(HashMap.get(map, referenceId), () => new SandboxRecordNotFound({ kind, referenceId }))

const checkReason = (reason: string) => {
  const trimmed = reason.trim()
  return trimmed === "" || trimmed.length > reasonLengthMax
    ? Result.fail(
        new SandboxInvalidInput({ field: "reason", message: `a reason has 1 to ${reasonLengthMax} characters` })
      )
    : Result.succeed(trimmed)
}

/** An instant an end-to-end id can carry: a valid date in the years 2000 to 9999. */
const checkAt = (at: Date) => {
  const year = at.getUTCFullYear()
  return Number.isNaN(at.getTime()) || year < 2000 || year > 9999
    ? Result.fail(new SandboxInvalidInput({ field: "at", message: "the instant is not a date between 2000 and 9999" }))
    : Result.succeed(at)
}

const checkPayer = (payer: PixNetwork.Payer) => {
  const name = payer.name.trim()
  if (name === "" || name.length > reasonLengthMax) {
    return Result.fail(new SandboxInvalidInput({ field: "payer.name", message: "the payer has a name" }))
  }
  const document = Option.orElse(Pix.Documents.normalizeCpf(payer.document), () =>
    Pix.Documents.normalizeCnpj(payer.document)
  )
  return Option.match(document, {
    onNone: () =>
      Result.fail(
        new SandboxInvalidInput({ field: "payer.document", message: "the payer's document is a valid CPF or CNPJ" })
      ),
    onSome: (valid) => Result.succeed({ name, document: valid })
  })
}

/** Runs a step that either fails (state unchanged) or yields a result and a new state. */
const attempt = <A, E>(state: State, body: () => Result.Result<readonly [A, State], E>): Step<A, E> =>
  Result.match(body(), {
    onFailure: (error) => [Result.fail(error), state] as const,
    onSuccess: ([result, next]) => [Result.succeed(result), next] as const
  })

const withCharge = (state: State, charge: SandboxCharge): State => ({
  ...state,
  charges: HashMap.set(state.charges, charge.referenceId, charge)
})

/** Pays a registered charge, or expires it when `at` is at or after its expiry. */
export const payCharge = (
  state: State,
  referenceId: string,
  payer: PixNetwork.Payer,
  at: Date,
  options: Options
): Step<PixNetwork.ChargePaid, SandboxPixError> => {
  const found = HashMap.get(state.charges, referenceId)
  if (Option.isSome(found) && found.value.status === "REGISTERED") {
    const expiresAt = found.value.registration.expiresAt
    if (at.getTime() >= expiresAt.getTime()) {
      const error = new SandboxChargeExpired({ referenceId, expiresAt })
      return [Result.fail(error), withCharge(state, { ...found.value, status: "EXPIRED" })]
    }
  }
  return attempt(state, () =>
    Result.gen(function* () {
      const charge = yield* find(state.charges, "charge", referenceId)
      const status = yield* checkMove(Machines.charge, charge.status, "pay")
      const valid = yield* checkPayer(payer)
      yield* checkAt(at)
      const counter = state.counter + 1
      const endToEndId = Transactions.makeEndToEndId({
        ispb: options.payerIspb,
        atMs: at.getTime(),
        random: sequenceBytes(counter)
      })
      const paid: PixNetwork.ChargePaid = {
        _tag: "ChargePaid",
        referenceId,
        txid: charge.registration.txid,
        endToEndId,
        amountCentavos: charge.registration.amountCentavos,
        payer: valid,
        paidAt: at
      }
      const next = withCharge({ ...state, counter }, { ...charge, status, paid })
      const chargeByEndToEndId = HashMap.set(next.chargeByEndToEndId, endToEndId, referenceId)
      return [paid, { ...next, chargeByEndToEndId }] as const
    })
  )
}

/** Fails a registered charge. */
export const failCharge = (
  state: State,
  referenceId: string,
  reason: string,
  at: Date
): Step<PixNetwork.ChargeFailed, SandboxPixError> =>
  attempt(state, () =>
    Result.gen(function* () {
      const charge = yield* find(state.charges, "charge", referenceId)
      const status = yield* checkMove(Machines.charge, charge.status, "fail")
      const text = yield* checkReason(reason)
      const notice = {
        _tag: "ChargeFailed",
        referenceId,
        txid: charge.registration.txid,
        reason: text,
        failedAt: at
      } as const
      return [notice, withCharge(state, { ...charge, status })] as const
    })
  )

/** Expires every registered charge whose expiry is at or before `at`, oldest first. */
export const expireCharges = (state: State, at: Date): readonly [ReadonlyArray<PixNetwork.ChargeExpired>, State] => {
  const due = [...HashMap.values(state.charges)]
    .filter((c) => c.status === "REGISTERED" && c.registration.expiresAt.getTime() <= at.getTime())
    .sort((a, b) => referenceOrder(a.referenceId) - referenceOrder(b.referenceId))
  let next = state
  for (const charge of due) next = withCharge(next, { ...charge, status: "EXPIRED" })
  const notices = due.map((c): PixNetwork.ChargeExpired => ({
    _tag: "ChargeExpired",
    referenceId: c.referenceId,
    txid: c.registration.txid,
    expiresAt: c.registration.expiresAt
  }))
  return [notices, next]
}

const moveTransfer = <A>(
  state: State,
  referenceId: string,
  trigger: "settle" | "fail",
  notice: (transfer: SandboxTransfer) => Result.Result<A, SandboxPixError>
): Step<A, SandboxPixError> =>
  attempt(state, () =>
    Result.gen(function* () {
      const transfer = yield* find(state.transfers, "transfer", referenceId)
      const status = yield* checkMove(Machines.transfer, transfer.status, trigger)
      const result = yield* notice(transfer)
      return [
        result,
        { ...state, transfers: HashMap.set(state.transfers, referenceId, { ...transfer, status }) }
      ] as const
    })
  )

/** Settles a sent PIX. */
export const settleTransfer = (
  state: State,
  referenceId: string,
  at: Date,
  recipient: PixNetwork.Recipient | undefined
): Step<PixNetwork.TransferSettled, SandboxPixError> =>
  moveTransfer(state, referenceId, "settle", (transfer) =>
    Result.succeed({
      _tag: "TransferSettled",
      referenceId,
      transactionId: transfer.order.transactionId,
      endToEndId: transfer.order.endToEndId,
      amountCentavos: transfer.order.amountCentavos,
      recipient: recipient ?? transfer.recipient,
      settledAt: at
    } as const)
  )

/** Fails a sent PIX. */
export const failTransfer = (
  state: State,
  referenceId: string,
  reason: string,
  at: Date
): Step<PixNetwork.TransferFailed, SandboxPixError> =>
  moveTransfer(state, referenceId, "fail", (transfer) =>
    Result.map(
      checkReason(reason),
      (text) =>
        ({
          _tag: "TransferFailed",
          referenceId,
          transactionId: transfer.order.transactionId,
          endToEndId: transfer.order.endToEndId,
          reason: text,
          failedAt: at
        }) as const
    )
  )

const moveRefund = <A>(
  state: State,
  referenceId: string,
  trigger: "complete" | "fail",
  notice: (refund: SandboxRefund, counter: number) => Result.Result<A, SandboxPixError>
): Step<A, SandboxPixError> =>
  attempt(state, () =>
    Result.gen(function* () {
      const refund = yield* find(state.refunds, "refund", referenceId)
      const status = yield* checkMove(Machines.refund, refund.status, trigger)
      const counter = state.counter + 1
      const result = yield* notice(refund, counter)
      const refunds = HashMap.set(state.refunds, referenceId, { ...refund, status })
      return [result, { ...state, counter, refunds }] as const
    })
  )

/** Completes a refund; its return id is `D` + the PSP's ISPB + the minute of `at` + a sequence. */
export const completeRefund = (
  state: State,
  referenceId: string,
  at: Date,
  options: Options
): Step<PixNetwork.RefundCompleted, SandboxPixError> =>
  moveRefund(state, referenceId, "complete", (refund, counter) =>
    Result.map(
      checkAt(at),
      () =>
        ({
          _tag: "RefundCompleted",
          referenceId,
          refundId: refund.order.refundId,
          originalEndToEndId: refund.order.originalEndToEndId,
          returnId: `D${Transactions.makeEndToEndId({ ispb: options.pspIspb, atMs: at.getTime(), random: sequenceBytes(counter) }).slice(1)}`,
          amountCentavos: refund.order.amountCentavos,
          completedAt: at
        }) as const
    )
  )

/** Fails a refund; the charge may be refunded again. */
export const failRefund = (
  state: State,
  referenceId: string,
  reason: string,
  at: Date
): Step<PixNetwork.RefundFailed, SandboxPixError> =>
  moveRefund(state, referenceId, "fail", (refund) =>
    Result.map(
      checkReason(reason),
      (text) =>
        ({
          _tag: "RefundFailed",
          referenceId,
          refundId: refund.order.refundId,
          originalEndToEndId: refund.order.originalEndToEndId,
          reason: text,
          failedAt: at
        }) as const
    )
  )

const oldestFirst = <A extends { readonly referenceId: string }>(records: Iterable<A>, keep: (a: A) => boolean) =>
  [...records]
    .filter(keep)
    .sort((a, b) => referenceOrder(a.referenceId) - referenceOrder(b.referenceId))
    .slice(0, pendingListMax)

/** What waits for a control. */
export const pending = (state: State): SandboxPending => ({
  charges: oldestFirst(HashMap.values(state.charges), (c) => c.status === "REGISTERED"),
  transfers: oldestFirst(HashMap.values(state.transfers), (t) => t.status === "SENT"),
  refunds: oldestFirst(HashMap.values(state.refunds), (r) => r.status === "REQUESTED")
})
