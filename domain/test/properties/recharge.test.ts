import { describe, expect } from "@effect/vitest"
import { Effect } from "effect"
import { TestClock } from "effect/testing"
import fc from "fast-check"
import { effectProp } from "../../../vitest.prop.ts"
import * as Accounts from "../../src/accounts/Accounts.ts"
import { Ledger } from "../../src/ledger/Ledger.ts"
import { LedgerStore } from "../../src/ledger/LedgerStore.ts"
import { AccountId, EntryId, mainLedgerAccount, SystemAccount } from "../../src/ledger/Model.ts"
import { pixDepositLockMs } from "../../src/ledger/Rules.ts"
import { Recharges } from "../../src/recharge/Recharges.ts"
import { sandboxPackagesCentavos } from "../../src/recharge/RechargeNetwork.ts"
import { feeFreeDeposit } from "../fixtures/deposits.ts"

const alice = AccountId.make("acc_alice")

// One number per sandbox operator (second subscriber digit), and one the sandbox operator refuses (…0000).
const phones = [
  { phone: "11912345678", packages: sandboxPackagesCentavos.Vivo },
  { phone: "11932345678", packages: sandboxPackagesCentavos.Claro },
  { phone: "11962345678", packages: sandboxPackagesCentavos.TIM },
  { phone: "11982340000", packages: sandboxPackagesCentavos.Oi }
]

const opArb = fc.oneof(
  fc.record({
    op: fc.constant("create" as const),
    phone: fc.nat({ max: phones.length - 1 }),
    pkg: fc.nat({ max: 5 })
  }),
  fc.record({ op: fc.constant("tick" as const), seconds: fc.integer({ min: 1, max: 90 }) }),
  fc.record({
    op: fc.constantFrom("cancel" as const, "send" as const, "complete" as const, "fail" as const),
    target: fc.nat({ max: 30 })
  })
)

describe("mobile recharge money", () => {
  effectProp(
    "under any sequence of create, cancel, send, complete, fail and worker passes as time goes by, the balance is the initial one minus the completed and the pending recharges, never negative, and no money is created",
    [fc.integer({ min: 0, max: 30_000 }), fc.array(opArb, { maxLength: 40 })],
    ([initial, ops]) =>
      Effect.gen(function* () {
        yield* (yield* Accounts.Accounts).insert({
          id: alice,
          name: "Alice",
          email: "alice@loja.test",
          flags: {},
          createdAt: new Date(0)
        })
        if (initial > 0) {
          yield* (yield* Ledger).post(
            feeFreeDeposit(
              { id: EntryId.make("ent_dep"), accountId: alice, createdAt: new Date(0) },
              mainLedgerAccount(alice),
              initial,
              new Date(-pixDepositLockMs)
            )
          )
        }
        const recharges = yield* Recharges
        const ids: Array<string> = []
        for (const o of ops) {
          if (o.op === "create") {
            const { phone, packages } = phones[o.phone]!
            const created = yield* Effect.result(
              recharges.create({ accountId: alice, phone, amountCentavos: packages[o.pkg]! })
            )
            if (created._tag === "Success") ids.push(created.success.id)
            else expect(created.failure._tag).toBe("InsufficientFunds")
            continue
          }
          if (o.op === "tick") {
            // Time passes and the worker's pass runs: hand-overs after the cancel window, completions a minute later.
            yield* TestClock.adjust(`${o.seconds} seconds`)
            yield* recharges.advance()
            continue
          }
          const id = ids[o.target % Math.max(1, ids.length)]
          if (id === undefined) continue
          // Refusals (a move the machine does not allow, a cancel too late) are part of the sequence: they change nothing.
          yield* Effect.ignore(
            o.op === "cancel"
              ? recharges.cancel(alice, id)
              : o.op === "send"
                ? recharges.send(alice, id)
                : o.op === "complete"
                  ? recharges.complete(alice, id)
                  : recharges.fail(alice, id, "x")
          )
        }
        const all = (yield* recharges.list(alice, { pageSize: 100 })).items
        const sum = (statuses: ReadonlyArray<string>) =>
          all.filter((r) => statuses.includes(r.status)).reduce((total, r) => total + r.amountCentavos, 0)
        const balance = yield* (yield* Ledger).balance(mainLedgerAccount(alice))
        expect(balance.availableCentavos).toBe(initial - sum(["COMPLETED", "PENDING", "PROCESSING"]))
        expect(balance.availableCentavos).toBeGreaterThanOrEqual(0)
        const clearing = yield* (yield* LedgerStore).sumPostings(SystemAccount.rechargeClearing)
        expect(clearing.availableCentavos).toBe(sum(["COMPLETED", "PENDING", "PROCESSING"]))
        expect(yield* (yield* LedgerStore).verify()).toMatchObject({
          unbalancedEntries: 0,
          negativeBalances: 0,
          totalCentavos: 0
        })
      }).pipe(Effect.provide(Recharges.Test)),
    { timeout: 600_000 }
  )
})
