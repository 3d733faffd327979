import { describe, expect } from "@effect/vitest"
import { Clock, Effect, Layer, Result } from "effect"
import { TestClock } from "effect/testing"
import fc from "fast-check"
import { effectProp, prop } from "../../../vitest.prop.ts"
import { assets, type AssetSpec } from "../../src/crypto/Assets.ts"
import { CryptoNetworkMemory } from "../../src/crypto/CryptoNetwork.ts"
import { CryptoDeposits } from "../../src/crypto/deposits/Deposits.ts"
import { planObserved } from "../../src/crypto/deposits/Progress.ts"
import type { CryptoDepositRecord } from "../../src/crypto/deposits/Record.ts"
import { acceptQuote, cryptoPricingDefault, depositCredit, quoteDeposit } from "../../src/crypto/Quotes.ts"
import { Ledger } from "../../src/ledger/Ledger.ts"
import { AccountId, mainLedgerAccount } from "../../src/ledger/Model.ts"

const asset: fc.Arbitrary<AssetSpec> = fc.constantFrom(...assets)
const rate = fc.record({
  centavos: fc.bigInt({ min: 1n, max: 10n ** 12n }),
  units: fc.bigInt({ min: 1n, max: 10n ** 20n })
})
const amount = fc.integer({ min: 1, max: 100_000_000 })
const now = new Date(1_800_000_000_000)
const alice = AccountId.make("acc_alice")

const record = (quote: CryptoDepositRecord["quote"]): CryptoDepositRecord => ({
  id: "cdp_1",
  accountId: alice,
  type: "CRYPTO_IN",
  status: "AWAITING",
  quote,
  address: "addr",
  transfers: [],
  version: 1,
  requestFingerprint: "[]",
  createdAt: now,
  updatedAt: now
})

describe("crypto deposits", () => {
  prop(
    "the units paid at the quote, confirmed, credit exactly the quoted gross, fee and net",
    [asset, rate, amount],
    ([a, r, cents]) => {
      const quoted = quoteDeposit({ asset: a, rate: r, pricing: cryptoPricingDefault, amountCentavos: cents, now })
      if (Result.isFailure(quoted)) return
      const q = quoted.success
      const notice = {
        _tag: "DepositObserved",
        currency: a.currency,
        network: a.network,
        address: "addr",
        txHash: "tx",
        amountUnits: q.payUnits,
        confirmations: a.confirmationsRequired,
        observedAt: now
      } as const
      const plan = Result.getOrThrow(planObserved(record(q), notice, now))
      expect(plan.next.status).toBe("COMPLETED")
      expect(plan.events).toEqual(["payment.paid"])
      expect(plan.next.credit).toMatchObject({
        outcome: "exact",
        grossCentavos: q.amountCentavos,
        feeCentavos: q.feeCentavos,
        netCentavos: q.netCentavos
      })
    }
  )

  prop(
    "whatever arrives, the credit's fee and net add up to its gross, neither negative",
    [asset, rate, amount, fc.bigInt({ min: 0n, max: 10n ** 22n })],
    ([a, r, cents, units]) => {
      const quoted = quoteDeposit({ asset: a, rate: r, pricing: cryptoPricingDefault, amountCentavos: cents, now })
      if (Result.isFailure(quoted)) return
      const credit = depositCredit(quoted.success, units)
      if (Result.isFailure(credit)) return
      const c = credit.success
      expect(c.feeCentavos + c.netCentavos).toBe(c.grossCentavos)
      expect(c.feeCentavos).toBeGreaterThanOrEqual(0)
      expect(c.netCentavos).toBeGreaterThanOrEqual(0)
    }
  )

  prop(
    "a deposit quote is honoured unchanged while it holds, refused from its expiry on",
    [asset, rate, amount, fc.integer({ min: 0, max: 60 * 60_000 })],
    ([a, r, cents, later]) => {
      const quoted = quoteDeposit({ asset: a, rate: r, pricing: cryptoPricingDefault, amountCentavos: cents, now })
      if (Result.isFailure(quoted)) return
      const q = quoted.success
      const accepted = acceptQuote(q, new Date(now.getTime() + later))
      if (now.getTime() + later < q.expiresAt.getTime()) expect(Result.getOrThrow(accepted)).toBe(q)
      else expect(Result.isFailure(accepted)).toBe(true)
    }
  )

  /** One step of a payer, the chain or the clock. */
  const step = fc.oneof(
    fc.record({ _tag: fc.constant("send" as const), permille: fc.integer({ min: 1, max: 2_000 }) }),
    fc.record({ _tag: fc.constant("mine" as const), blocks: fc.integer({ min: 1, max: 3 }) }),
    fc.record({ _tag: fc.constant("drop" as const) }),
    fc.record({ _tag: fc.constant("wait" as const), minutes: fc.integer({ min: 1, max: 20 }) })
  )

  effectProp(
    "any sequence of transfers, blocks, drops and expiry passes credits the ledger the deposit's recorded net, once",
    [fc.array(step, { maxLength: 12 })],
    ([steps]) =>
      Effect.gen(function* () {
        const ledger = yield* Ledger
        yield* ledger.openAccount({ id: mainLedgerAccount(alice), accountId: alice, kind: "MAIN" })
        const deposits = yield* CryptoDeposits
        const chain = yield* CryptoNetworkMemory
        const { record: created } = yield* deposits.create({
          accountId: alice,
          currency: "BTC",
          network: "bitcoin",
          amountCentavos: 10_000
        })
        let lastTx: string | undefined
        for (const s of steps) {
          if (s._tag === "send") {
            const notice = yield* chain.send({
              currency: "BTC",
              network: "bitcoin",
              address: created.address,
              amountUnits: (created.quote.payUnits * BigInt(s.permille)) / 1000n + 1n
            })
            lastTx = notice.txHash
            yield* deposits.observe(notice)
          } else if (s._tag === "mine") {
            for (const notice of yield* chain.mine("bitcoin", s.blocks)) yield* deposits.observe(notice)
          } else if (s._tag === "drop" && lastTx !== undefined) {
            const dropped = yield* Effect.result(chain.drop(lastTx))
            if (Result.isSuccess(dropped)) yield* deposits.drop("bitcoin", lastTx)
          } else if (s._tag === "wait") {
            yield* TestClock.adjust(`${s.minutes} minutes`)
            yield* deposits.expireDue(new Date(yield* Clock.currentTimeMillis))
          }
        }
        const final = yield* deposits.findById(alice, created.id)
        const balance = yield* ledger.balance(mainLedgerAccount(alice))
        expect(balance.availableCentavos).toBe(final.status === "COMPLETED" ? (final.credit?.netCentavos ?? 0) : 0)
        expect(final.credit === undefined).toBe(final.status !== "COMPLETED")
      }).pipe(Effect.provide(Layer.fresh(CryptoDeposits.Test))),
    { fastCheck: { numRuns: 60 } }
  )
})
