import { Result } from "effect"
import * as StateMachine from "../shared/StateMachine.ts"
import { pixCharge } from "../transactions/Machines.ts"
import type { ChargeRecord } from "./Record.ts"

/**
 * A charge the PIX network may still pay or fail: `PENDING`. Any other charge already has its outcome, and a
 * network outcome for it is a move the charge machine does not make: `InvalidTransition` in the charge's own words
 * (`PixCharge: 'network outcome' is not allowed from COMPLETED`), never the network's internal states.
 */
export const awaitingPayment = (record: ChargeRecord): Result.Result<ChargeRecord, StateMachine.InvalidTransition> =>
  record.status === "PENDING"
    ? Result.succeed(record)
    : Result.fail(
        new StateMachine.InvalidTransition({ machine: pixCharge.name, from: record.status, trigger: "network outcome" })
      )
