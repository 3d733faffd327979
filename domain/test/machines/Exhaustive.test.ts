import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import { billing } from "../../src/billing/Machine.ts"
import { cardTransaction } from "../../src/card/Machine.ts"
import { subscription } from "../../src/billing/Subscription.ts"
import { cryptoDeposit, cryptoWithdrawal } from "../../src/crypto/Machines.ts"
import { med } from "../../src/med/Machine.ts"
import {
  authorization as pixAutomaticAuthorization,
  instruction as pixAutomaticInstruction
} from "../../src/pixauto/Machine.ts"
import { portal } from "../../src/portal/Machine.ts"
import { invoiceMachine } from "../../src/invoices/Record.ts"
import { rechargeMachine } from "../../src/recharge/Record.ts"
import { dunningMachine } from "../../src/bureau/Record.ts"
import { scheduledTransfer } from "../../src/scheduling/Machine.ts"
import * as StateMachine from "../../src/shared/StateMachine.ts"
import { subaccount, subaccountLock } from "../../src/subaccounts/Machine.ts"
import { internalTransfer, pixCharge, pixTransfer } from "../../src/transactions/Machines.ts"
import { webhookEndpoint } from "../../src/webhooks/EndpointMachine.ts"
import { cardTransactionFixture } from "../fixtures/card.ts"
import { billingFixture, subscriptionFixture } from "../fixtures/billing.ts"
import type { MachineFixture } from "../fixtures/Machine.ts"
import { cryptoDepositFixture, cryptoWithdrawalFixture } from "../fixtures/crypto.ts"
import { medFixture } from "../fixtures/med.ts"
import { pixAutomaticAuthorizationFixture, pixAutomaticInstructionFixture } from "../fixtures/pixAutomatic.ts"
import { portalFixture } from "../fixtures/portal.ts"
import { invoiceFixture } from "../fixtures/invoices.ts"
import { rechargeFixture } from "../fixtures/recharge.ts"
import { dunningFixture } from "../fixtures/bureau.ts"
import { scheduledTransferFixture } from "../fixtures/scheduling.ts"
import { subaccountFixture, subaccountLockFixture } from "../fixtures/subaccounts.ts"
import { internalTransferFixture, pixChargeFixture, pixTransferFixture } from "../fixtures/transactions.ts"
import { webhookEndpointFixture } from "../fixtures/webhooks.ts"

// The properties sample (state, trigger) pairs; this walks every pair once, whatever NUM_RUNS is.
const pairs: ReadonlyArray<readonly [StateMachine.AnyMachine, MachineFixture]> = [
  [pixCharge, pixChargeFixture],
  [pixTransfer, pixTransferFixture],
  [internalTransfer, internalTransferFixture],
  [med, medFixture],
  [billing, billingFixture],
  [subscription, subscriptionFixture],
  [scheduledTransfer, scheduledTransferFixture],
  [webhookEndpoint, webhookEndpointFixture],
  [subaccount, subaccountFixture],
  [subaccountLock, subaccountLockFixture],
  [portal, portalFixture],
  [cardTransaction, cardTransactionFixture],
  [cryptoDeposit, cryptoDepositFixture],
  [cryptoWithdrawal, cryptoWithdrawalFixture],
  [rechargeMachine, rechargeFixture],
  [dunningMachine, dunningFixture],
  [pixAutomaticAuthorization, pixAutomaticAuthorizationFixture],
  [pixAutomaticInstruction, pixAutomaticInstructionFixture],
  [invoiceMachine, invoiceFixture]
]

describe("every (state, trigger) pair", () => {
  for (const [machine, fixture] of pairs) {
    it(`the ${fixture.name} machine answers every pair as its fixture does`, () => {
      for (const trigger of fixture.triggers) {
        const start = fixture.starts.find(([t]) => t === trigger)
        const started = StateMachine.start(machine, trigger)
        expect(Result.map(started, (o) => [o.to, o.events])).toStrictEqual(
          start === undefined ? Result.fail(expect.anything()) : Result.succeed([start[1], start[2]])
        )
        for (const from of fixture.states) {
          const row = fixture.moves.find(([f, t]) => f === from && t === trigger)
          const got = StateMachine.transition(machine, from, trigger)
          if (row === undefined) expect(Result.isFailure(got)).toBe(true)
          else expect(got).toStrictEqual(Result.succeed({ from, trigger, to: row[2], events: row[3] }))
        }
      }
      expect(machine.moves).toHaveLength(fixture.moves.length)
    })
  }
})
