import { Effect, Option } from "effect"
import { fromEither, nowDate } from "../charges/Common.ts"
import { ChargeFlag, flagOn } from "../charges/Flags.ts"
import { Ledger } from "../ledger/Ledger.ts"
import { type AccountId, subLedgerAccount } from "../ledger/Model.ts"
import * as Accounts from "../accounts/Accounts.ts"
import { portalNone, SubaccountPortal } from "./SubaccountPortal.ts"
import { SubaccountStore } from "./SubaccountStore.ts"
import { Transactor } from "../shared/Transactor.ts"
import { InvalidSubaccountInput, SubaccountMissing, SubaccountsNotEnabled } from "./Errors.ts"
import type { SubaccountRecord } from "./Record.ts"
import { type SubaccountRef, validateRef } from "./Request.ts"
import { toSubaccountView } from "./View.ts"

/** A refusal of one request field. */
export const refuse = (field: string, message: string) => new InvalidSubaccountInput({ field, message })

/** The live subaccount a reference names (locked for the transaction when `forUpdate`), or `SubaccountMissing`. */
const resolveIn = (store: SubaccountStore["Service"], accountId: AccountId, ref: SubaccountRef, forUpdate: boolean) =>
  Effect.gen(function* () {
    const valid = yield* fromEither(validateRef(ref))
    const byRef =
      valid.id === undefined ? yield* store.findByExternalReference(accountId, valid.externalReference!) : undefined
    const id = valid.id ?? (byRef !== undefined && Option.isSome(byRef) ? byRef.value.id : undefined)
    const missing = new SubaccountMissing({ reference: valid.id ?? valid.externalReference! })
    if (id === undefined) return yield* missing
    const found = yield* forUpdate ? store.findByIdForUpdate(accountId, id) : store.findById(accountId, id)
    if (Option.isNone(found) || found.value.status === "DELETED") return yield* missing
    if (valid.externalReference !== undefined && found.value.externalReference !== valid.externalReference) {
      return yield* missing
    }
    return found.value
  })

/**
 * What every use case of `Subaccounts` shares, over its ports: the feature gate, reference resolution, the API view
 * of a record and a change of one record under its row lock.
 */
export const makeCommon = Effect.gen(function* () {
  const store = yield* SubaccountStore
  const accounts = yield* Accounts.Accounts
  const ledger = yield* Ledger
  const transactor = yield* Transactor
  const portal = yield* Effect.serviceOption(SubaccountPortal)

  /** The merchant, when it has subaccounts enabled. */
  const enabledMerchant = (accountId: AccountId) =>
    Effect.flatMap(Accounts.requireById(accounts, accountId), (merchant) =>
      flagOn(merchant.flags, ChargeFlag.subaccounts)
        ? Effect.succeed(merchant)
        : Effect.fail(new SubaccountsNotEnabled({ message: "subaccounts are not enabled on this account" }))
    )

  const resolve = (accountId: AccountId, ref: SubaccountRef, forUpdate = false) =>
    resolveIn(store, accountId, ref, forUpdate)

  const balanceOf = (record: SubaccountRecord) => ledger.balance(subLedgerAccount(record.id))

  /** API views of live subaccounts, with their balances and portal blocks. */
  const viewsOf = (accountId: AccountId, records: ReadonlyArray<SubaccountRecord>) =>
    Effect.gen(function* () {
      const portals = Option.isSome(portal)
        ? yield* portal.value.findViews(
            accountId,
            records.map((r) => r.id)
          )
        : new Map()
      return yield* Effect.forEach(records, (record) =>
        Effect.map(balanceOf(record), (balance) =>
          toSubaccountView(record, balance, portals.get(record.id) ?? portalNone)
        )
      )
    })
  const viewOf = (accountId: AccountId, record: SubaccountRecord) =>
    Effect.map(viewsOf(accountId, [record]), (views) => views[0]!)

  /** Changes one subaccount under its row lock: `change` gets the current record and returns the new one. */
  const change = <E, R>(
    accountId: AccountId,
    ref: SubaccountRef,
    changeRecord: (record: SubaccountRecord, now: Date) => Effect.Effect<SubaccountRecord, E, R>
  ) =>
    Effect.gen(function* () {
      yield* enabledMerchant(accountId)
      yield* fromEither(validateRef(ref))
      const now = yield* nowDate
      const updated = yield* transactor.transactionally(
        Effect.gen(function* () {
          const current = yield* resolve(accountId, ref, true)
          const next = yield* changeRecord(current, now)
          yield* store.update(next)
          return next
        })
      )
      return updated
    })

  return { portal, enabledMerchant, resolve, balanceOf, viewsOf, viewOf, change } as const
})

/** The shared helpers of the `Subaccounts` use cases. */
export type SubaccountsCommon = Effect.Success<typeof makeCommon>
