import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import { awaitingNetworkRefund, type RefundRecord, RefundStatus } from "../../src/refunds/Record.ts"
import { RefundStatusChanged } from "../../src/refunds/Errors.ts"
import * as StateMachine from "../../src/shared/StateMachine.ts"
import { PixTransferStatus } from "../../src/transactions/Status.ts"
import { awaitingNetwork, type PixTransferRecord } from "../../src/transfers/PixRecord.ts"

// Only the fields the rules read matter here; the rest of a record is beside the point.
const transfer = (fields: Partial<PixTransferRecord>) => ({ id: "pix_1", ...fields }) as PixTransferRecord
const refund = (fields: Partial<RefundRecord>) => ({ refundId: "rfd_1", ...fields }) as RefundRecord

describe("a network outcome", () => {
  it("settles or fails only a PROCESSING transfer sent through the network", () => {
    for (const status of PixTransferStatus.literals) {
      const sent = awaitingNetwork(transfer({ status }))
      if (status === "PROCESSING") expect(Result.isSuccess(sent)).toBe(true)
      else {
        expect(sent).toEqual(
          Result.fail(
            new StateMachine.InvalidTransition({ machine: "PixTransfer", from: status, trigger: "network outcome" })
          )
        )
      }
    }
    // A payment of one of our own charges settled on-us: the network has no outcome to give.
    expect(
      Result.isFailure(
        awaitingNetwork(transfer({ status: "PROCESSING", chargeId: "pix_charge" } as Partial<PixTransferRecord>))
      )
    ).toBe(true)
  })

  it("completes or fails only a REQUESTED refund already handed to the network", () => {
    for (const status of RefundStatus.literals) {
      const waiting = awaitingNetworkRefund(refund({ status, referenceId: "ref-1" }))
      expect(waiting).toEqual(
        status === "REQUESTED" ? Result.succeed("ref-1") : Result.fail(new RefundStatusChanged({ id: "rfd_1", status }))
      )
    }
    expect(awaitingNetworkRefund(refund({ status: "REQUESTED" }))).toEqual(
      Result.fail(new RefundStatusChanged({ id: "rfd_1", status: "REQUESTED" }))
    )
  })
})
