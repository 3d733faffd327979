import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"
import { type AccountId, mainLedgerAccount } from "../../src/ledger/Model.ts"
import { Accounts, layerMemory, type Merchant } from "../../src/accounts/Accounts.ts"
import * as LedgerStore from "../../src/ledger/LedgerStore.ts"

const layer = layerMemory.pipe(Layer.provideMerge(LedgerStore.layerMemory))
const merchant: Merchant = {
  id: "acc_1" as AccountId,
  name: "Loja",
  email: "Loja@Example.com",
  flags: {},
  createdAt: new Date(0)
}

describe("Accounts (memory)", () => {
  it.effect("creating a merchant creates its MAIN ledger account; ids and emails (any case) are unique", () =>
    Effect.gen(function* () {
      const accounts = yield* Accounts
      const ledger = yield* LedgerStore.LedgerStore
      yield* accounts.insert(merchant)
      expect(yield* ledger.findBalance(mainLedgerAccount(merchant.id), new Date(0))).toMatchObject({
        availableCentavos: 0
      })
      expect(yield* accounts.findByEmail("loja@example.COM")).toEqual(Option.some(merchant))
      expect((yield* Effect.flip(accounts.insert(merchant)))._tag).toBe("MerchantAlreadyExists")
      expect(
        (yield* Effect.flip(accounts.insert({ ...merchant, id: "acc_2" as AccountId, email: "LOJA@example.com" })))._tag
      ).toBe("MerchantEmailTaken")
      expect((yield* accounts.updateFlags(merchant.id, { subaccounts: true })).flags).toEqual({ subaccounts: true })
      expect((yield* Effect.flip(accounts.updateFlags("nope" as AccountId, {})))._tag).toBe("MerchantNotFound")
    }).pipe(Effect.provide(layer))
  )
})
