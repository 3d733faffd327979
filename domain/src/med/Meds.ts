import { Context, Effect, Layer } from "effect"
import * as Accounts from "../accounts/Accounts.ts"
import * as ChargeStore from "../charges/ChargeStore.ts"
import * as Outbox from "../events/Outbox.ts"
import { Ledger } from "../ledger/Ledger.ts"
import type { AccountId } from "../ledger/Model.ts"
import * as Crypto from "../shared/Crypto.ts"
import * as IdsPort from "../shared/Ids.ts"
import * as Transactor from "../shared/Transactor.ts"
import { span } from "../shared/Tracing.ts"
import type { MedListFilters } from "./Dispute.ts"
import { InvalidMedInput } from "./Errors.ts"
import * as MedStore from "./MedStore.ts"
import { makeOpen } from "./Open.ts"
import { makeResolve } from "./Resolve.ts"

export type { OpenMedInput } from "./Open.ts"
export type { MedDecision, OwedPass } from "./Resolve.ts"
export { owedBatchDefault } from "./Resolve.ts"

/** Page size of the dispute list: default and maximum (spec, Limits). */
export const medPageSizeDefault = 50
export const medPageSizeMax = 100

/** A list request: the filters and the page (from 1). */
export interface ListMedsInput extends MedListFilters {
  readonly page?: number | undefined
  readonly pageSize?: number | undefined
}

const checkList = (input: ListMedsInput) => {
  const page = input.page ?? 1
  const pageSize = input.pageSize ?? medPageSizeDefault
  if (!Number.isSafeInteger(page) || page < 1) {
    return Effect.fail(new InvalidMedInput({ field: "page", reason: "a page number from 1" }))
  }
  if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > medPageSizeMax) {
    return Effect.fail(new InvalidMedInput({ field: "pageSize", reason: `1 to ${medPageSizeMax}` }))
  }
  if (input.createdFrom !== undefined && input.createdTo !== undefined && input.createdFrom > input.createdTo) {
    return Effect.fail(new InvalidMedInput({ field: "createdFrom", reason: "must not be after createdTo" }))
  }
  return Effect.succeed({ page, pageSize })
}

/**
 * The MED use cases: open a dispute on a received PIX (blocking its money), read and list, take the merchant's
 * evidence, decide or expire it (returning or releasing the money), and block what a dispute (or, in the worker's
 * catch-up pass, every dispute) still owes. Every change writes the dispute, its events and its ledger entries in one
 * `Transactor.transactionally`; the status and blocked amount move by compare-and-set through the MED machine.
 *
 * The `Ledger` given must post in the caller's transaction: the unbatched ledger does.
 */
export class Meds extends Context.Service<Meds>()("@trilho/domain/Meds", {
  make: Effect.gen(function* () {
    const store = yield* MedStore.MedStore
    const { open } = yield* makeOpen
    const { blockAllOwed, blockOwed, decide, expire, findById, submitEvidence } = yield* makeResolve

    /** A page of the account's disputes, newest first, with the list's filters. */
    const findManyByAccount = Effect.fnUntraced(function* (accountId: AccountId, input: ListMedsInput) {
      const page = yield* checkList(input)
      const found = yield* store.findManyByAccount(accountId, input, page)
      return { ...found, ...page, pages: Math.ceil(found.total / page.pageSize) }
    }, span("Meds.findManyByAccount"))

    return { open, findById, findManyByAccount, submitEvidence, decide, expire, blockOwed, blockAllOwed } as const
  })
}) {
  /** The service over the ports it is given. */
  static readonly Default = Layer.effect(this, this.make)

  /**
   * The service over memory ports (disputes, charges, outbox, merchants, ledger, memory transactor), counter ids and
   * deterministic crypto. Provides the ports too, for tests to inspect them.
   */
  static readonly Test = Layer.suspend(() => {
    const transactor = Transactor.layerMemory
    const ledger = Layer.provideMerge(Accounts.layerMemory, Ledger.Test)
    const enlisted = Layer.mergeAll(MedStore.layerMemory, ChargeStore.layerMemory, Outbox.layerMemory)
    const ports = Layer.mergeAll(Layer.provideMerge(enlisted, transactor), ledger, Crypto.layerDeterministic())
    return Layer.provideMerge(Meds.Default, Layer.provideMerge(IdsPort.layerCounter, ports))
  })
}
