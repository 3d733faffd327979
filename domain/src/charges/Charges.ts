import { Context, Effect, Layer, Option } from "effect"
import { Ledger } from "../ledger/Ledger.ts"
import type { AccountId } from "../ledger/Model.ts"
import * as Accounts from "../accounts/Accounts.ts"
import * as ChargeStore from "./ChargeStore.ts"
import * as IdsPort from "../shared/Ids.ts"
import * as Outbox from "../events/Outbox.ts"
import * as PixNetwork from "../pix/PixNetwork.ts"
import * as Transactor from "../shared/Transactor.ts"
import { fromEither } from "./Common.ts"
import * as Config from "./Config.ts"
import { makeCreate } from "./Create.ts"
import { ChargeNotFound } from "./Errors.ts"
import { type ChargePage, type ChargeStatusView, toStatusView } from "./Record.ts"
import { type ListChargesInput, validateList } from "./Request.ts"
import { makeSettle } from "./Settle.ts"
import * as Subaccounts from "./Subaccounts.ts"
import { span } from "../shared/Tracing.ts"

export type { ChargeOutcome } from "./Common.ts"
export { type CreateChargeError } from "./Create.ts"
export { type ConfirmPaidError, expireDueBatchDefault, type ExpiryPass, type SettleError } from "./Settle.ts"

/** One page of a charge list, with the paging fields of the spec's list envelope. */
export interface ChargeListPage extends ChargePage {
  readonly page: number
  readonly pageSize: number
  readonly pages: number
}

/**
 * The receive-PIX use cases (`payment-pix/*`): create a dynamic QR charge, act on the network's notices (paid,
 * failed, expired), expire charges left unpaid, read and list. Every state change writes its status, its ledger entry
 * (a payment) and its events (lean payloads, no QR field) in one `Transactor.transactionally`; the status moves by
 * compare-and-set through the `pixCharge` machine, so a concurrent change is refused cleanly, never applied twice.
 *
 * The `Ledger` given must post in the caller's transaction: the unbatched ledger does; a batched one posts from its
 * own fiber, outside it.
 */
export class Charges extends Context.Service<Charges>()("@trilho/domain/Charges", {
  make: Effect.gen(function* () {
    const store = yield* ChargeStore.ChargeStore
    const create = yield* makeCreate
    const { confirmPaid, expire, expireDue, fail } = yield* makeSettle

    /** The account's charge with this id; another account's is `ChargeNotFound`. */
    const findById = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
      const found = yield* store.findById(accountId, id)
      return Option.isSome(found) ? found.value : yield* new ChargeNotFound({ by: "id", value: id })
    }, span("Charges.findById"))

    /** The account's charge with this `externalReference`. */
    const findByExternalReference = Effect.fnUntraced(function* (accountId: AccountId, externalReference: string) {
      const found = yield* store.findByExternalReference(accountId, externalReference)
      return Option.isSome(found)
        ? found.value
        : yield* new ChargeNotFound({ by: "externalReference", value: externalReference })
    }, span("Charges.findByExternalReference"))

    /** The polling payload of the account's charge (`GET /payment-pix/status/{id}`). */
    const status = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
      return toStatusView(yield* findById(accountId, id)) satisfies ChargeStatusView
    }, span("Charges.status"))

    /** A page of the account's charges, newest first, with the spec's filters. */
    const list = Effect.fnUntraced(function* (accountId: AccountId, query: ListChargesInput) {
      const { filters, page } = yield* fromEither(validateList(query))
      const found = yield* store.findManyByAccount(accountId, filters, page)
      return {
        ...found,
        page: page.page,
        pageSize: page.pageSize,
        pages: Math.ceil(found.total / page.pageSize)
      } satisfies ChargeListPage
    }, span("Charges.list"))

    return {
      create,
      confirmPaid,
      fail,
      expire,
      expireDue,
      findById,
      findByExternalReference,
      status,
      list
    } as const
  })
}) {
  /** The service over the ports it is given. */
  static readonly Default = Layer.effect(this, this.make)

  /**
   * The service over memory ports (charges, outbox, merchants, ledger, PIX network, subaccounts, memory transactor),
   * counter ids and `PAY_URL` `https://pay.trilho.test`. Provides the ports too, for tests to inspect them.
   */
  static readonly Test = Layer.suspend(() => {
    const transactor = Transactor.layerMemory
    const ledger = Layer.provideMerge(Accounts.layerMemory, Ledger.Test)
    const ports = Layer.mergeAll(
      Layer.provideMerge(ChargeStore.layerMemory, transactor),
      Outbox.layerMemory,
      PixNetwork.layerMemory,
      Subaccounts.layerMemory,
      Config.layer({ ...Config.settingsDefault, payUrl: "https://pay.trilho.test" }),
      ledger
    )
    return Layer.provideMerge(Charges.Default, Layer.merge(ports, IdsPort.layerCounter))
  })
}
