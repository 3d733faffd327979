import { Effect, Option } from "effect"
import type { AccountId } from "../ledger/Model.ts"
import { type PortalSubaccount, PortalSubaccounts } from "./PortalSubaccounts.ts"
import { type PortalLogin, PortalStore } from "./PortalStore.ts"
import { loginOf, resolveSubaccount, type SubaccountRef, toView } from "./Common.ts"

/** One item of the portal status: the subaccount and its login. */
export const statusItem = (subaccount: PortalSubaccount, login: Option.Option<PortalLogin>) => ({
  subaccountId: subaccount.id,
  subaccountName: subaccount.name,
  portal: toView(login)
})

/** The portal status of one subaccount (`ref` given) or of every subaccount of the account. */
export const status = (accountId: AccountId, ref: SubaccountRef | undefined) =>
  Effect.gen(function* () {
    const store = yield* PortalStore
    if (ref !== undefined && (ref.id !== undefined || ref.externalReference !== undefined)) {
      const subaccount = yield* resolveSubaccount(accountId, ref)
      return [statusItem(subaccount, yield* loginOf(subaccount))]
    }
    const subaccounts = yield* (yield* PortalSubaccounts).findManyByAccount(accountId)
    const logins = new Map((yield* store.findManyByAccount(accountId)).map((l) => [l.subaccountId, l]))
    return subaccounts.map((s) => statusItem(s, Option.fromNullishOr(logins.get(s.id))))
  })
