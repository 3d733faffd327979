import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import { catalogEntry, webhookEventTypes } from "../../src/events/Catalog.ts"
import { billing } from "../../src/billing/Machine.ts"
import { cardTransaction } from "../../src/card/Machine.ts"
import { subscription } from "../../src/billing/Subscription.ts"
import { cryptoDeposit, cryptoWithdrawal } from "../../src/crypto/Machines.ts"
import { med } from "../../src/med/Machine.ts"
import { portal } from "../../src/portal/Machine.ts"
import { scheduledTransfer } from "../../src/scheduling/Machine.ts"
import * as StateMachine from "../../src/shared/StateMachine.ts"
import {
  canDeposit,
  canWithdraw,
  subaccount,
  subaccountLock,
  type SubaccountGate
} from "../../src/subaccounts/Machine.ts"
import { internalTransfer, pixCharge, pixTransfer } from "../../src/transactions/Machines.ts"
import { webhookEndpoint } from "../../src/webhooks/EndpointMachine.ts"
import { cardTransactionFixture } from "../fixtures/card.ts"
import { billingFixture, subscriptionFixture } from "../fixtures/billing.ts"
import type { MachineFixture } from "../fixtures/Machine.ts"
import { cryptoDepositFixture, cryptoWithdrawalFixture } from "../fixtures/crypto.ts"
import { medFixture } from "../fixtures/med.ts"
import { portalFixture } from "../fixtures/portal.ts"
import { scheduledTransferFixture } from "../fixtures/scheduling.ts"
import { subaccountFixture, subaccountGateTable, subaccountLockFixture } from "../fixtures/subaccounts.ts"
import { internalTransferFixture, pixChargeFixture, pixTransferFixture } from "../fixtures/transactions.ts"
import { webhookEndpointFixture } from "../fixtures/webhooks.ts"

const pairs: ReadonlyArray<readonly [string, StateMachine.AnyMachine, MachineFixture]> = [
  ["PIX charge (PIX_IN)", pixCharge, pixChargeFixture],
  ["sent PIX (PIX_OUT)", pixTransfer, pixTransferFixture],
  ["internal transfer", internalTransfer, internalTransferFixture],
  ["MED", med, medFixture],
  ["billing", billing, billingFixture],
  ["subscription", subscription, subscriptionFixture],
  ["scheduled transfer", scheduledTransfer, scheduledTransferFixture],
  ["webhook endpoint", webhookEndpoint, webhookEndpointFixture],
  ["subaccount", subaccount, subaccountFixture],
  ["subaccount lock", subaccountLock, subaccountLockFixture],
  ["operator portal", portal, portalFixture],
  ["card transaction (CARD_CREDIT_IN)", cardTransaction, cardTransactionFixture],
  ["crypto deposit (CRYPTO_IN)", cryptoDeposit, cryptoDepositFixture],
  ["crypto withdrawal (CRYPTO_OUT)", cryptoWithdrawal, cryptoWithdrawalFixture]
]

const none = StateMachine.noState

/** What the fixture says of (from, trigger): the target and events, or undefined when the move is refused. */
const expected = (fixture: MachineFixture, from: string, trigger: string) => {
  if (from === none) {
    const row = fixture.starts.find(([t]) => t === trigger)
    return row === undefined ? undefined : { to: row[1], events: row[2] }
  }
  const row = fixture.moves.find(([f, t]) => f === from && t === trigger)
  return row === undefined ? undefined : { to: row[2], events: row[3] }
}

const fire = (machine: StateMachine.AnyMachine, from: string, trigger: string) =>
  from === none ? StateMachine.start(machine, trigger) : StateMachine.transition(machine, from, trigger)

describe("state machines", () => {
  for (const [label, machine, fixture] of pairs) {
    describe(label, () => {
      it(`the ${label} machine has the spec's states, triggers and terminal states`, () => {
        expect([...machine.states].sort()).toStrictEqual([...fixture.states].sort())
        expect([...machine.triggers].sort()).toStrictEqual([...fixture.triggers].sort())
        expect([...machine.terminal].sort()).toStrictEqual([...fixture.terminal].sort())
      })

      prop(
        `the ${label} machine accepts exactly the moves of the spec's table`,
        [fc.constantFrom(none, ...fixture.states), fc.constantFrom(...fixture.triggers)],
        ([from, trigger]) => {
          const want = expected(fixture, from, trigger)
          const got = fire(machine, from, trigger)
          if (want === undefined) {
            expect(Result.isFailure(got)).toBe(true)
            if (Result.isFailure(got)) {
              expect(got.failure).toMatchObject({ _tag: "InvalidTransition", machine: machine.name, from, trigger })
            }
          } else {
            expect(got).toStrictEqual(Result.succeed({ from, trigger, to: want.to, events: want.events }))
          }
        }
      )

      prop(
        `random trigger sequences on the ${label} machine only visit its states, and its terminal states have no way out`,
        [
          fc.constantFrom(...fixture.starts.map(([t]) => t), ...(fixture.starts.length === 0 ? fixture.states : [])),
          fc.array(fc.constantFrom(...fixture.triggers), { maxLength: 40 })
        ],
        ([first, triggers]) => {
          // A machine without creation rows (the lock) starts from any of its states.
          let state = fixture.starts.length === 0 ? first : Result.getOrThrow(StateMachine.start(machine, first)).to
          for (const trigger of triggers) {
            expect(fixture.states).toContain(state)
            if (fixture.terminal.includes(state)) {
              for (const t of fixture.triggers)
                expect(Result.isFailure(StateMachine.transition(machine, state, t))).toBe(true)
            }
            const next = StateMachine.transition(machine, state, trigger)
            if (Result.isSuccess(next)) state = next.success.to
          }
          expect(fixture.states).toContain(state)
        }
      )

      it(`every event the ${label} machine emits is an active catalog event that webhooks may subscribe to`, () => {
        const rows = [...machine.starts, ...machine.moves]
        for (const row of rows) {
          for (const event of row.events) {
            expect(catalogEntry(event)?.active).toBe(true)
            expect(webhookEventTypes).toContain(event)
          }
        }
      })
    })
  }

  prop(
    "a subaccount accepts deposits and withdrawals exactly as the spec's status and lock rules say",
    [fc.constantFrom(...subaccountGateTable)],
    ([[status, lockMode, deposit, withdraw]]) => {
      const sub = { status, lockMode } as SubaccountGate
      expect(canDeposit(sub)).toBe(deposit)
      expect(canWithdraw(sub)).toBe(withdraw)
    }
  )
})
