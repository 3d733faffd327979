import { Effect, Option } from "effect"
import * as Accounts from "../accounts/Accounts.ts"
import { CardProcessor } from "../card/CardProcessor.ts"
import type { AccountId } from "../ledger/Model.ts"
import type { MerchantCapabilities } from "./Methods.ts"
import type { CheckoutMethod } from "./Record.ts"

/**
 * Reads what the capability rule (`methodUnavailable`) needs of a merchant for `methods`: its account, and its
 * account at the card processor only when `CARD` is among them (a PIX link never asks the processor). The rule
 * itself stays one pure function over what this reads.
 */
export const makeReadCapabilities = Effect.gen(function* () {
  const accounts = yield* Accounts.Accounts
  const processor = yield* CardProcessor
  return Effect.fnUntraced(function* (accountId: AccountId, methods: ReadonlyArray<CheckoutMethod>) {
    const merchant = yield* Accounts.requireById(accounts, accountId)
    const cardAccount = methods.includes("CARD")
      ? Option.getOrUndefined(yield* processor.findAccountByMerchant(accountId))
      : undefined
    const capabilities: MerchantCapabilities = { merchant, cardAccount }
    return capabilities
  })
})
