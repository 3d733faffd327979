import { Context, Effect, Layer, Option } from "effect"
import type { ChargeStoreError } from "./Errors.ts"
import { chargePageSizeMax, type ChargeRecord } from "./Record.ts"
import type { AccountId } from "../ledger/Model.ts"
import { Accounts, type AccountStoreError, merchantsPageMax } from "../accounts/Accounts.ts"
import { ChargeStore } from "./ChargeStore.ts"

/**
 * Finds a charge of any merchant by the location its dynamic BR Code carries: how a PIX transfer paying a QR code of
 * this platform recognizes it (an on-us payment, settled internally).
 */
export class ChargeLocator extends Context.Service<
  ChargeLocator,
  {
    /** The charge whose BR Code location (without scheme) is `locationUrl`, whichever merchant owns it. */
    readonly findByLocationUrl: (
      locationUrl: string
    ) => Effect.Effect<Option.Option<ChargeRecord>, ChargeStoreError | AccountStoreError>
  }
>()("@trilho/domain/ChargeLocator") {}

/**
 * The locator over the memory ports: walks every merchant's charges (the memory stores have no global index). For
 * tests and embedding only; the SQL locator reads an index.
 */
export const makeMemory = Effect.gen(function* () {
  const accounts = yield* Accounts
  const charges = yield* ChargeStore
  const findByLocationUrl = (locationUrl: string) =>
    Effect.gen(function* () {
      let afterId: AccountId | undefined = undefined
      for (;;) {
        const merchants: ReadonlyArray<{ readonly id: AccountId }> = yield* accounts.findMany({
          afterId,
          limit: merchantsPageMax
        })
        for (const merchant of merchants) {
          for (let page = 1; ; page++) {
            const found = yield* charges.findManyByAccount(merchant.id, {}, { page, pageSize: chargePageSizeMax })
            const hit = found.items.find((c) => c.locationUrl === locationUrl)
            if (hit !== undefined) return Option.some(hit)
            if (page * chargePageSizeMax >= found.total) break
          }
        }
        if (merchants.length < merchantsPageMax) return Option.none<ChargeRecord>()
        afterId = merchants[merchants.length - 1]!.id
      }
    })
  return ChargeLocator.of({ findByLocationUrl })
})

/** The memory locator over the `Accounts` and `ChargeStore` it is given. */
export const layerMemory: Layer.Layer<ChargeLocator, never, Accounts | ChargeStore> = Layer.effect(
  ChargeLocator,
  makeMemory
)
