import { Effect, Layer } from "effect"
import { Charges } from "../../src/charges/Charges.ts"
import * as Config from "../../src/charges/Config.ts"
import * as Subaccounts from "../../src/charges/Subaccounts.ts"
import { Ledger } from "../../src/ledger/Ledger.ts"
import { type AccountId, EntryId, mainLedgerAccount } from "../../src/ledger/Model.ts"
import { pixDepositLockMs } from "../../src/ledger/Rules.ts"
import type { RefundCompleted, RefundFailed } from "../../src/pix/Notices.ts"
import { Refunds } from "../../src/refunds/Refunds.ts"
import * as Accounts from "../../src/accounts/Accounts.ts"
import * as ChargeStore from "../../src/charges/ChargeStore.ts"
import * as Ids from "../../src/shared/Ids.ts"
import * as LedgerStore from "../../src/ledger/LedgerStore.ts"
import * as Outbox from "../../src/events/Outbox.ts"
import * as PixNetwork from "../../src/pix/PixNetwork.ts"
import * as RefundStore from "../../src/refunds/RefundStore.ts"
import * as Transactor from "../../src/shared/Transactor.ts"
import { m1, paidNotice, request } from "../charges/world.ts"
import { feeFreeDeposit } from "../fixtures/deposits.ts"

/**
 * Charges and refunds over one set of memory ports: the refund store wraps the memory ledger store (it reads deposits'
 * locks from the entries), and the ledger is built over the wrapper. Counter ids, memory transactor.
 */
export const world = () => {
  const transactor = Transactor.layerMemory
  const charges = Layer.provideMerge(ChargeStore.layerMemory, transactor)
  const refundStore = RefundStore.layerMemory.pipe(Layer.provide(LedgerStore.layerMemory), Layer.provideMerge(charges))
  const ledger = Layer.provideMerge(Ledger.Default, refundStore)
  const ports = Layer.mergeAll(
    Accounts.layerMemory,
    Outbox.layerMemory,
    PixNetwork.layerMemory,
    Subaccounts.layerMemory,
    Config.layer({ ...Config.settingsDefault, payUrl: "https://pay.trilho.test" }),
    Ids.layerCounter
  ).pipe(Layer.provideMerge(ledger))
  return Layer.provideMerge(Layer.merge(Charges.Default, Refunds.Default), ports)
}

/** The merchant's refund price in the tests: 1 % + R$ 0.50. */
export const refundFlags = { refundPercentBps: 100, refundFixedCentavos: 50 } as const

let fundN = 0
/** Credits `amount` to `to`'s main account by a deposit confirmed 25 h ago: withdrawable now. */
export const fund = (to: AccountId, amount: number, confirmedAt: Date = new Date(-pixDepositLockMs - 3_600_000)) =>
  Effect.flatMap(Ledger, (ledger) =>
    ledger.post(
      feeFreeDeposit(
        { id: EntryId.make(`ent_fund${++fundN}`), accountId: to, createdAt: confirmedAt },
        mainLedgerAccount(to),
        amount,
        confirmedAt
      )
    )
  )

/** A charge of `m1` for `amountCentavos`, paid now (its deposit locked for 24 h from the clock's time). */
export const paidCharge = (amountCentavos = 10_000, sequence = "AbCdEfGhIjK") =>
  Effect.gen(function* () {
    const charges = yield* Charges
    const created = yield* charges.create(request({ amountCentavos }))
    const paid = yield* charges.confirmPaid(
      paidNotice(created.record, { endToEndId: `E99999999202601011200${sequence}` })
    )
    return paid.record
  })

/** The network's reference of the last refund it was asked for. */
export const lastRefundReference = Effect.flatMap(PixNetwork.PixNetworkMemory, (network) =>
  Effect.map(network.calls, (calls) => {
    const last = calls.filter((c) => c._tag === "requestRefund").at(-1)
    if (last === undefined) throw new Error("no refund was requested")
    return last
  })
)

/** The completion notice of a refund the network holds by `referenceId`. */
export const completedNotice = (
  call: { readonly referenceId: string; readonly input: PixNetwork.RefundOrder },
  completedAt = new Date(5_000)
): RefundCompleted => ({
  _tag: "RefundCompleted",
  referenceId: call.referenceId,
  refundId: call.input.refundId,
  originalEndToEndId: call.input.originalEndToEndId,
  returnId: "D9999999820260101120000000001",
  amountCentavos: call.input.amountCentavos,
  completedAt
})

/** The failure notice of a refund the network holds by `referenceId`. */
export const failedNotice = (
  call: { readonly referenceId: string; readonly input: PixNetwork.RefundOrder },
  failedAt = new Date(5_000)
): RefundFailed => ({
  _tag: "RefundFailed",
  referenceId: call.referenceId,
  refundId: call.input.refundId,
  originalEndToEndId: call.input.originalEndToEndId,
  reason: "AC03",
  failedAt
})

export { m1 }
