import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"
import { TestClock } from "effect/testing"
import { CryptoDeposits, depositAddressAttemptsMax } from "../../src/crypto/deposits/Deposits.ts"
import { CryptoDepositFollowerError } from "../../src/crypto/deposits/Errors.ts"
import { CryptoDepositFollowers } from "../../src/crypto/deposits/Followers.ts"
import type { CryptoDepositRecord } from "../../src/crypto/deposits/Record.ts"
import {
  CryptoNetwork,
  CryptoNetworkMemory,
  type DepositObserved,
  derivedAddress,
  destinationTagOf
} from "../../src/crypto/CryptoNetwork.ts"
import * as Prices from "../../src/crypto/Prices.ts"
import { layerMemory } from "../../src/crypto/deposits/Store.ts"
import * as Ids from "../../src/shared/Ids.ts"
import * as Transactor from "../../src/shared/Transactor.ts"
import { layerMemory as outboxMemory, Outbox, outboxStart } from "../../src/events/Outbox.ts"
import { cryptoInEntry } from "../../src/ledger/Entries.ts"
import { Ledger } from "../../src/ledger/Ledger.ts"
import { pixDepositLockMs } from "../../src/ledger/Rules.ts"
import { AccountId, EntryId, mainLedgerAccount, SystemAccount } from "../../src/ledger/Model.ts"

const alice = AccountId.make("acc_alice")

/** Alice's main ledger account, opened once. */
const open = Effect.flatMap(Ledger, (ledger) =>
  ledger.openAccount({ id: mainLedgerAccount(alice), accountId: alice, kind: "MAIN" }).pipe(Effect.ignore)
)

/** A deposit of R$ 100.00 in BTC on the in-memory chain (Bitcoin testnet, 2 confirmations). */
const createBtc = (amountCentavos = 10_000, externalReference?: string) =>
  Effect.flatMap(Effect.andThen(open, CryptoDeposits), (deposits) =>
    Effect.map(
      deposits.create({ accountId: alice, currency: "BTC", network: "bitcoin", amountCentavos, externalReference }),
      (o) => o.record
    )
  )

/** The payer sends `units` to the deposit's address; the notice is applied. */
const send = (record: CryptoDepositRecord, units: bigint) =>
  Effect.gen(function* () {
    const chain = yield* CryptoNetworkMemory
    const notice = yield* chain.send({
      currency: "BTC",
      network: "bitcoin",
      address: record.address,
      amountUnits: units
    })
    yield* (yield* CryptoDeposits).observe(notice)
    return notice
  })

/** Mines `blocks` on Bitcoin and applies every notice. */
const mine = (blocks: number) =>
  Effect.gen(function* () {
    const notices: ReadonlyArray<DepositObserved> = yield* (yield* CryptoNetworkMemory).mine("bitcoin", blocks)
    for (const notice of notices) yield* (yield* CryptoDeposits).observe(notice)
  })

const reread = (record: CryptoDepositRecord) =>
  Effect.flatMap(CryptoDeposits, (deposits) => deposits.findById(alice, record.id))

const available = Effect.flatMap(Ledger, (ledger) =>
  Effect.map(ledger.balance(mainLedgerAccount(alice)), (b) => b.availableCentavos)
)
const entryOf = (record: CryptoDepositRecord) =>
  Effect.flatMap(Ledger, (ledger) => ledger.findEntryById(EntryId.make(`cde_${record.id.slice(4)}`)))
const events = Effect.flatMap(Outbox, (outbox) =>
  Effect.map(outbox.readAfter(outboxStart, 100), (page) => page.events.map((e) => e.eventType))
)

describe("CryptoDeposits", () => {
  it.effect("the quoted units, confirmed, complete the deposit: the net credited once, the fee to the platform", () =>
    Effect.gen(function* () {
      const created = yield* createBtc()
      expect(created).toMatchObject({ status: "AWAITING", quote: { amountCentavos: 10_000, feeCentavos: 100 } })
      expect(created.address.startsWith("tb1q")).toBe(true)
      yield* send(created, created.quote.payUnits)
      expect((yield* reread(created)).status).toBe("CONFIRMING")
      yield* mine(1)
      expect((yield* reread(created)).status).toBe("CONFIRMING")
      yield* mine(1)
      const done = yield* reread(created)
      expect(done).toMatchObject({ status: "COMPLETED", credit: { outcome: "exact", netCentavos: 9_900 } })
      expect(yield* available).toBe(9_900)
      const entry = yield* entryOf(done)
      expect(entry?.postings.map((p) => [p.ledgerAccountId, p.amountCentavos])).toEqual([
        [SystemAccount.cryptoClearing, -10_000],
        [mainLedgerAccount(alice), 9_900],
        [SystemAccount.feeRevenue, 100]
      ])
      yield* mine(5)
      expect(yield* available).toBe(9_900)
      expect(yield* events).toEqual(["payment.created", "payment.paid"])
    }).pipe(Effect.provide(CryptoDeposits.Test))
  )

  it.effect("an overpayment credits every unit at the quote's bid", () =>
    Effect.gen(function* () {
      const created = yield* createBtc()
      yield* send(created, created.quote.payUnits * 2n)
      yield* mine(2)
      const done = yield* reread(created)
      expect(done.credit?.outcome).toBe("overpaid")
      expect(done.credit!.grossCentavos).toBeGreaterThanOrEqual(20_000)
      expect(yield* available).toBe(done.credit!.netCentavos)
    }).pipe(Effect.provide(CryptoDeposits.Test))
  )

  it.effect("underpaid, a top-up while the quote holds completes it at the quoted amounts", () =>
    Effect.gen(function* () {
      const created = yield* createBtc()
      const half = created.quote.payUnits / 2n
      yield* send(created, half)
      yield* mine(2)
      expect((yield* reread(created)).status).toBe("UNDERPAID")
      expect(yield* available).toBe(0)
      yield* send(created, created.quote.payUnits - half)
      expect((yield* reread(created)).status).toBe("CONFIRMING")
      yield* mine(2)
      expect(yield* reread(created)).toMatchObject({ status: "COMPLETED", credit: { outcome: "exact" } })
      expect(yield* available).toBe(9_900)
    }).pipe(Effect.provide(CryptoDeposits.Test))
  )

  it.effect("underpaid when the quote runs out: the expiry pass credits what arrived, once", () =>
    Effect.gen(function* () {
      const created = yield* createBtc()
      yield* send(created, created.quote.payUnits / 2n)
      yield* mine(2)
      yield* TestClock.adjust("15 minutes")
      const pass = yield* (yield* CryptoDeposits).expireDue(new Date(15 * 60_000))
      expect(pass.closed.map((r) => r.id)).toEqual([created.id])
      const done = yield* reread(created)
      expect(done).toMatchObject({ status: "COMPLETED", credit: { outcome: "underpaid" } })
      expect(yield* available).toBe(done.credit!.netCentavos)
      const again = yield* (yield* CryptoDeposits).expireDue(new Date(16 * 60_000))
      expect(again.closed).toEqual([])
      expect(yield* events).toEqual(["payment.created", "payment.paid"])
    }).pipe(Effect.provide(CryptoDeposits.Test))
  )

  it.effect("expired with nothing seen, no event; a late payment is credited at a fresh quote", () =>
    Effect.gen(function* () {
      const created = yield* createBtc()
      yield* TestClock.adjust("15 minutes")
      const pass = yield* (yield* CryptoDeposits).expireDue(new Date(15 * 60_000))
      expect(pass.expired.map((r) => r.status)).toEqual(["EXPIRED"])
      expect(yield* events).toEqual(["payment.created"])
      yield* TestClock.adjust("1 hour")
      yield* send(created, created.quote.payUnits)
      const late = yield* reread(created)
      expect(late.status).toBe("CONFIRMING")
      expect(late.requotedAt?.getTime()).toBe(75 * 60_000)
      expect(late.quote.expiresAt.getTime()).toBe(90 * 60_000)
      yield* mine(2)
      expect((yield* reread(created)).status).toBe("COMPLETED")
      expect(yield* available).toBe(9_900)
    }).pipe(Effect.provide(CryptoDeposits.Test))
  )

  it.effect("a dropped transfer sends the deposit back to AWAITING; an unknown address is not found", () =>
    Effect.gen(function* () {
      const created = yield* createBtc()
      const notice = yield* send(created, created.quote.payUnits)
      const dropped = yield* (yield* CryptoNetworkMemory).drop(notice.txHash)
      expect(dropped._tag).toBe("DepositDropped")
      const moved = yield* (yield* CryptoDeposits).drop("bitcoin", notice.txHash)
      expect(Option.map(moved, (r) => r.status)).toEqual(Option.some("AWAITING"))
      const stray = yield* Effect.flip((yield* CryptoDeposits).observe({ ...notice, address: "tb1qnobody" }))
      expect(stray._tag).toBe("CryptoDepositNotFound")
    }).pipe(Effect.provide(CryptoDeposits.Test))
  )

  it.effect("an externalReference replays the same body and refuses another; refusals name the field", () =>
    Effect.gen(function* () {
      const first = yield* createBtc(10_000, "order-1")
      const again = yield* createBtc(10_000, "order-1")
      expect(again.id).toBe(first.id)
      const conflict = yield* Effect.flip(createBtc(20_000, "order-1"))
      expect(conflict._tag).toBe("CryptoDepositReferenceConflict")
      const below = yield* Effect.flip(createBtc(100))
      expect(below._tag).toBe("BelowCryptoMinimum")
      const deposits = yield* CryptoDeposits
      const unsupported = yield* Effect.flip(
        deposits.create({ accountId: alice, currency: "BTC", network: "tron", amountCentavos: 10_000 })
      )
      expect(unsupported._tag).toBe("UnsupportedAsset")
    }).pipe(Effect.provide(CryptoDeposits.Test))
  )

  it("a CRYPTO_IN entry refuses a fee and net that do not add up to the gross, and a gross of nothing", () => {
    const header = { id: EntryId.make("cde_1"), accountId: alice, createdAt: new Date(0) }
    const input = { receiver: mainLedgerAccount(alice), confirmedAt: new Date(0) }
    expect(() => cryptoInEntry(header, { ...input, grossCentavos: 100, feeCentavos: 1, netCentavos: 98 })).toThrow(
      RangeError
    )
    expect(() => cryptoInEntry(header, { ...input, grossCentavos: 0, feeCentavos: 0, netCentavos: 0 })).toThrow(
      RangeError
    )
    const locked = cryptoInEntry(header, { ...input, grossCentavos: 100, feeCentavos: 1, netCentavos: 99 })
    expect(locked.postings.find((p) => p.ledgerAccountId === mainLedgerAccount(alice))?.unlockAt).toEqual(
      new Date(pixDepositLockMs)
    )
  })

  it.effect(
    "the followers hear of COMPLETED and EXPIRED in the move's transaction; a refusal rolls the move back",
    () =>
      Effect.gen(function* () {
        const heard: Array<string> = []
        let refuse = true
        const followers = Layer.succeed(CryptoDepositFollowers, {
          onSettled: (deposit) =>
            refuse
              ? Effect.fail(new CryptoDepositFollowerError({ message: "session busy" }))
              : Effect.sync(() => void heard.push(`${deposit.id}:${deposit.status}`))
        })
        yield* Effect.gen(function* () {
          const created = yield* createBtc()
          yield* send(created, created.quote.payUnits)
          const notices = yield* (yield* CryptoNetworkMemory).mine("bitcoin", 2)
          const apply = Effect.forEach(notices, (notice) => Effect.flatMap(CryptoDeposits, (d) => d.observe(notice)))
          const refused = yield* Effect.flip(apply)
          expect(refused._tag).toBe("CryptoDepositFollowerError")
          expect((yield* reread(created)).status).toBe("CONFIRMING")
          // The memory ledger joins no transaction (the SQL one does): the record and its events are rolled back here.
          expect(yield* events).toEqual(["payment.created"])
          refuse = false
          // The chain reports the confirmed transfer again (a provider retries a callback it saw fail).
          yield* apply
          const idle = yield* createBtc()
          yield* TestClock.adjust("15 minutes")
          yield* (yield* CryptoDeposits).expireDue(new Date(15 * 60_000))
          expect(heard).toEqual([`${created.id}:COMPLETED`, `${idle.id}:EXPIRED`])
          expect(yield* events).toEqual(["payment.created", "payment.paid", "payment.created"])
          expect(yield* available).toBe(9_900)
        }).pipe(Effect.provide(CryptoDeposits.Test.pipe(Layer.provide(followers))))
      })
  )
})

describe("deposit addresses taken by another deposit", () => {
  /**
   * A chain whose first address for any deposit is the platform's XRP account with tag `firstTag` (two deposits then
   * draw the same tag); a later `attempt` draws tag 7000 + attempt, unless `stuck` keeps giving the first one.
   */
  const collidingChain = (firstTag: string, stuck = false) =>
    Layer.succeed(
      CryptoNetwork,
      CryptoNetwork.of({
        issueDepositAddress: (request) =>
          Effect.succeed({
            network: "xrpl" as const,
            address: "rPLATFORMxxxxxxxxxxxxxxxxxxxxxxxxx",
            extraId: stuck || !request.attempt ? firstTag : String(7000 + request.attempt)
          }),
        broadcastWithdrawal: () => Effect.die(new Error("no withdrawals here"))
      })
    )
  const layerWith = (chain: Layer.Layer<CryptoNetwork>) =>
    CryptoDeposits.Default.pipe(
      Layer.provideMerge(
        Layer.mergeAll(layerMemory, outboxMemory, Prices.layerStatic(), chain).pipe(
          Layer.provideMerge(Layer.mergeAll(Ledger.Test, Transactor.layerMemory, Ids.layerCounter))
        )
      )
    )
  const createXrp = Effect.flatMap(Effect.andThen(open, CryptoDeposits), (deposits) =>
    deposits.create({ accountId: alice, currency: "XRP", network: "xrpl", amountCentavos: 10_000 })
  )
  const created = Effect.flatMap(Outbox, (outbox) =>
    Effect.map(outbox.readAfter(outboxStart, 100), (page) =>
      page.events.filter((e) => e.eventType === "payment.created")
    )
  )

  it.effect("a tag another deposit holds is drawn again: each deposit gets its own, one event each", () =>
    Effect.gen(function* () {
      const first = (yield* createXrp).record
      const second = (yield* createXrp).record
      const third = (yield* createXrp).record
      expect([first.extraId, second.extraId, third.extraId]).toEqual(["42", "7001", "7002"])
      expect(yield* created).toHaveLength(3)
    }).pipe(Effect.provide(layerWith(collidingChain("42"))))
  )

  it.effect("a chain that keeps answering a taken tag: the create gives up after a few draws and writes nothing", () =>
    Effect.gen(function* () {
      yield* createXrp
      const failure = yield* Effect.flip(createXrp)
      expect(failure).toMatchObject({ _tag: "CryptoDepositStoreError" })
      expect(failure.message).toContain("no free deposit address")
      expect(yield* created).toHaveLength(1)
      expect(depositAddressAttemptsMax).toBeGreaterThan(1)
    }).pipe(Effect.provide(layerWith(collidingChain("42", true))))
  )

  it("the in-memory chain's first address never changes; a later attempt draws another tag", () => {
    const request = { depositId: "cdp_fixed", currency: "XRP" as const, network: "xrpl" as const }
    const first = derivedAddress({ seed: 3, bitcoin: "testnet" }, request)
    expect(derivedAddress({ seed: 3, bitcoin: "testnet" }, { ...request, attempt: 0 })).toEqual(first)
    expect(first.extraId).toBe(String(destinationTagOf(3, "cdp_fixed")))
    const again = derivedAddress({ seed: 3, bitcoin: "testnet" }, { ...request, attempt: 1 })
    expect(again.address).toBe(first.address)
    expect(again.extraId).not.toBe(first.extraId)
  })
})
