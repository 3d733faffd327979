import { expect, layer, type Vitest } from "@effect/vitest"
import { CryptoAssets, CryptoDeposits, type Ledger } from "@trilho/domain"
import { Effect, type Layer, Option, Result } from "effect"
import { T0, at, uid } from "./fixtures.ts"

const btc = Result.getOrThrow(CryptoAssets.assetOf("BTC", "bitcoin"))
const rate = { centavos: 35_000_000n, units: 100_000_000n }
const quote = (now: Date) =>
  Result.getOrThrow(
    CryptoAssets.quoteDeposit({
      asset: btc,
      rate,
      pricing: CryptoAssets.cryptoPricingDefault,
      amountCentavos: 10_000,
      now
    })
  )

/** An AWAITING deposit of `accountId` (R$ 100.00 in BTC, quoted at `T0`) unless `overrides` say otherwise. */
export const deposit = (
  accountId: string,
  overrides: Partial<CryptoDeposits.CryptoDepositRecord> = {}
): CryptoDeposits.CryptoDepositRecord => ({
  id: uid("cdp"),
  accountId: accountId as Ledger.AccountId,
  type: "CRYPTO_IN",
  status: "AWAITING",
  quote: quote(T0),
  address: uid("tb1q"),
  transfers: [],
  version: 1,
  requestFingerprint: "[]",
  createdAt: T0,
  updatedAt: T0,
  ...overrides
})

const acc = () => uid("acc") as Ledger.AccountId

/** The contract every crypto deposit store keeps, for `layer` of `@effect/vitest`. */
export const cryptoDepositStoreTests = (it: Vitest.MethodsNonLive<CryptoDeposits.CryptoDepositStore>) => {
  it.effect("a deposit reads back as stored (quote, transfers, credit), by id, reference, address and transfer", () =>
    Effect.gen(function* () {
      const store = yield* CryptoDeposits.CryptoDepositStore
      const owner = acc()
      const bare = deposit(owner)
      const txHash = uid("tx")
      const full = deposit(owner, {
        apiKeyId: "key_1",
        status: "COMPLETED",
        extraId: "42",
        description: "Pedido \"x\" 'y' ☕",
        externalReference: uid("ref"),
        transfers: [
          { txHash, amountUnits: 28_716n, confirmations: 2, seenAt: at(T0, 1), dropped: false },
          { txHash: uid("tx"), amountUnits: 10n ** 25n, confirmations: 0, seenAt: at(T0, 2), dropped: true }
        ],
        credit: {
          outcome: "exact",
          receivedUnits: CryptoAssets.assetUnits(28_716n),
          grossCentavos: 10_000 as never,
          feeCentavos: 100 as never,
          netCentavos: 9_900 as never
        },
        requotedAt: at(T0, 1),
        version: 3,
        updatedAt: at(T0, 5),
        completedAt: at(T0, 5)
      })
      yield* store.insert(bare)
      yield* store.insert(full)
      expect(yield* store.findById(owner, bare.id)).toEqual(Option.some(bare))
      expect(yield* store.findById(owner, full.id)).toEqual(Option.some(full))
      expect(yield* store.findById(acc(), full.id)).toEqual(Option.none())
      expect(yield* store.findByDepositId(full.id)).toEqual(Option.some(full))
      expect(yield* store.findByExternalReference(owner, full.externalReference!)).toEqual(Option.some(full))
      expect(yield* store.findByAddress("bitcoin", full.address, "42")).toEqual(Option.some(full))
      expect(yield* store.findByAddress("bitcoin", full.address, undefined)).toEqual(Option.none())
      expect(yield* store.findByAddress("bitcoin", bare.address, undefined)).toEqual(Option.some(bare))
      expect(yield* store.findByTxHash("bitcoin", txHash)).toEqual(Option.some(full))
      expect(yield* store.findByTxHash("ethereum", txHash)).toEqual(Option.none())
      const taken = yield* Effect.flip(store.insert(deposit(owner, { externalReference: full.externalReference! })))
      expect(taken._tag).toBe("DuplicateCryptoDepositReference")
      const sameAddress = yield* Effect.flip(store.insert(deposit(acc(), { address: bare.address })))
      expect(sameAddress).toMatchObject({ _tag: "CryptoDepositAddressTaken", address: bare.address })
      // The same account and tag is taken too; another tag on the account is free.
      const sameTag = yield* Effect.flip(store.insert(deposit(acc(), { address: full.address, extraId: "42" })))
      expect(sameTag).toMatchObject({ _tag: "CryptoDepositAddressTaken", address: full.address, extraId: "42" })
      yield* store.insert(deposit(acc(), { address: full.address, extraId: "43" }))
      const sameId = yield* Effect.flip(store.insert({ ...bare, address: uid("addr") }))
      expect(sameId._tag).toBe("CryptoDepositStoreError")
    })
  )

  it.effect("a page is newest first, filtered by lean status and search (a transfer's hash too), with the count", () =>
    Effect.gen(function* () {
      const store = yield* CryptoDeposits.CryptoDepositStore
      const owner = acc()
      const txHash = uid("hash")
      const records = [0, 1, 2].map((i) =>
        deposit(owner, {
          createdAt: at(T0, i),
          status: i === 1 ? "UNDERPAID" : "AWAITING",
          transfers: i === 2 ? [{ txHash, amountUnits: 1n, confirmations: 0, seenAt: T0, dropped: false }] : []
        })
      )
      for (const r of records) yield* store.insert(r)
      const page = yield* store.findManyByAccount(owner, {}, { page: 1, pageSize: 2 })
      expect(page.total).toBe(3)
      expect(page.items.map((r) => r.id)).toEqual([records[2]!.id, records[1]!.id])
      const processing = yield* store.findManyByAccount(owner, { status: "PROCESSING" }, { page: 1, pageSize: 10 })
      expect(processing.items.map((r) => r.id)).toEqual([records[1]!.id])
      const found = yield* store.findManyByAccount(owner, { search: txHash.toUpperCase() }, { page: 1, pageSize: 10 })
      expect(found.items.map((r) => r.id)).toEqual([records[2]!.id])
    })
  )

  it.effect("a write is a compare-and-set on the version; the expiry scan takes AWAITING and UNDERPAID past due", () =>
    Effect.gen(function* () {
      const store = yield* CryptoDeposits.CryptoDepositStore
      // Far from the other tests' instants, which share the table: only this test's rows are due here.
      const base = at(T0, 3_600_000 * 24 * 365 * 10)
      const [a, b, c] = [2, 1, 3].map((ms, i) =>
        deposit(acc(), { quote: quote(at(base, ms)), status: i === 2 ? "CONFIRMING" : "AWAITING" })
      ) as [CryptoDeposits.CryptoDepositRecord, CryptoDeposits.CryptoDepositRecord, CryptoDeposits.CryptoDepositRecord]
      for (const r of [a, b, c]) yield* store.insert(r)
      const late = at(base, 20 * 60_000)
      const ids = (rs: ReadonlyArray<CryptoDeposits.CryptoDepositRecord>) =>
        rs.filter((r) => r.quote.quotedAt.getTime() >= base.getTime()).map((r) => r.id)
      expect(ids(yield* store.findExpiring(late, 100))).toEqual([b.id, a.id])
      const moved = yield* store.update({ ...a, status: "UNDERPAID", version: 2, updatedAt: late }, 1)
      expect(moved).toEqual({ ...a, status: "UNDERPAID", version: 2, updatedAt: late })
      const stale = yield* Effect.flip(store.update({ ...a, status: "EXPIRED", version: 2 }, 1))
      expect(stale._tag).toBe("CryptoDepositChanged")
      yield* store.update({ ...b, status: "EXPIRED", version: 2, updatedAt: late }, 1)
      expect(ids(yield* store.findExpiring(late, 100))).toEqual([a.id])
      const results = yield* Effect.all(
        Array.from({ length: 10 }, (_, i) =>
          Effect.result(store.update({ ...moved, status: "COMPLETED", version: 3, updatedAt: at(late, i) }, 2))
        ),
        { concurrency: "unbounded" }
      )
      expect(results.filter(Result.isSuccess)).toHaveLength(1)
    })
  )
}

/** The crypto deposit store contract against `store`, built once for the suite. */
export const cryptoDepositStoreContract = <E>(name: string, store: Layer.Layer<CryptoDeposits.CryptoDepositStore, E>) =>
  layer(store, { excludeTestServices: true })(name, (it) => cryptoDepositStoreTests(it))
