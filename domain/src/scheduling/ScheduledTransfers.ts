import { Context, Effect, Layer } from "effect"
import * as AddressValidator from "../crypto/AddressValidator.ts"
import * as CryptoNetwork from "../crypto/CryptoNetwork.ts"
import * as Prices from "../crypto/Prices.ts"
import * as CryptoWithdrawalStore from "../crypto/withdrawals/Store.ts"
import { CryptoWithdrawals } from "../crypto/withdrawals/Withdrawals.ts"
import * as MedStore from "../med/MedStore.ts"
import { InternalTransfers } from "../transfers/InternalTransfers.ts"
import * as InternalTransferStore from "../transfers/InternalTransferStore.ts"
import { PixTransfers } from "../transfers/PixTransfers.ts"
import type { AccountId } from "../ledger/Model.ts"
import { span } from "../shared/Tracing.ts"
import { requireSchedule } from "./Common.ts"
import { makeCreate } from "./Create.ts"
import { makeRun } from "./Run.ts"
import * as ScheduleStore from "./ScheduleStore.ts"
import { makeThresholds } from "./Thresholds.ts"
import { makeUpdate } from "./Update.ts"

export type { RunDuePass } from "./Run.ts"
export type { ThresholdPass } from "./Thresholds.ts"
export type { UpdateScheduleInput } from "./Update.ts"

/**
 * Scheduled transfers (`transfer-scheduled/*`): create, read, list, update (pause, resume, change), cancel and run
 * now for the merchant; `runDue` and the threshold passes for the worker. Every run pays through `PixTransfers`,
 * `InternalTransfers` or `CryptoWithdrawals` exactly as the API's own transfers do, under a reference derived from the schedule and its due
 * time, so no run pays twice (docs/decisions.md, "Scheduled transfers").
 */
export class ScheduledTransfers extends Context.Service<ScheduledTransfers>()("@trilho/domain/ScheduledTransfers", {
  make: Effect.gen(function* () {
    const store = yield* ScheduleStore.ScheduleStore
    const create = yield* makeCreate
    const { update, cancel } = yield* makeUpdate
    const run = yield* makeRun
    const { onBalanceChanged, evaluateThresholds } = yield* makeThresholds(run)

    /** The account's schedule with this id; another account's is `ScheduleNotFound`. */
    const findById = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
      return yield* requireSchedule(store, accountId, id)
    }, span("ScheduledTransfers.findById"))

    /** The account's schedules, newest first (at most `accountListMax`: 20 active and the latest others). */
    const findManyByAccount = Effect.fnUntraced(function* (accountId: AccountId) {
      return yield* store.findManyByAccount(accountId, ScheduleStore.accountListMax)
    }, span("ScheduledTransfers.findManyByAccount"))

    return {
      create,
      findById,
      findManyByAccount,
      update,
      cancel,
      runNow: run.runNow,
      runDue: run.runDue,
      onBalanceChanged,
      evaluateThresholds
    } as const
  })
}) {
  /** The service over the ports it reads. */
  static readonly Default = Layer.effect(this, this.make)

  /**
   * The service over memory ports: the `PixTransfers.Test` world (merchants, ledger, outbox, PIX network, memory
   * transactor, counter ids), a memory internal transfer store and a memory schedule store, and crypto withdrawals
   * over memory stores (withdrawals, MED disputes), the sandbox prices, the in-memory chain (Bitcoin testnet) and
   * `addresses` as the address validator. Provides the ports too.
   */
  static readonly TestWith = (addresses: Layer.Layer<AddressValidator.AddressValidator>) =>
    Layer.suspend(() => {
      const stores = Layer.provideMerge(
        Layer.merge(InternalTransferStore.layerMemory, ScheduleStore.layerMemory),
        PixTransfers.Test
      )
      const crypto = Layer.provideMerge(
        CryptoWithdrawals.Default,
        Layer.mergeAll(
          CryptoWithdrawalStore.layerMemory,
          MedStore.layerMemory,
          Prices.layerStatic(),
          CryptoNetwork.layerMemory({ bitcoin: "testnet" }),
          addresses
        )
      )
      return Layer.provideMerge(
        ScheduledTransfers.Default,
        Layer.provideMerge(Layer.merge(InternalTransfers.Default, crypto), stores)
      )
    })

  /** `TestWith` an address validator that accepts no address (for tests without crypto payloads). */
  static readonly Test = ScheduledTransfers.TestWith(AddressValidator.layerStatic([]))
}
