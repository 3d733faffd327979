import { expect, it } from "@effect/vitest"
import { Transactions } from "@trilho/domain"
import { Effect } from "effect"
import { make, payerBankIspb } from "../src/PixAutomaticBankSandbox.ts"

const request = (amountCentavos: number) => ({
  instructionId: "pxi_01M8ERAEC00000000000000002",
  idRec: "RR9999999820261127ABCDEFGHIJK",
  payerDocument: "52998224725",
  amountCentavos,
  dueDate: "2026-12-03"
})

it.effect("the sandbox payer's bank refuses .51 and .52 instalments and debits the others, the same answer twice", () =>
  Effect.gen(function* () {
    expect(yield* make.debit(request(10_051))).toEqual({ _tag: "Refused", reason: "INSUFFICIENT_FUNDS" })
    expect(yield* make.debit(request(52))).toEqual({ _tag: "Refused", reason: "PAYER_BANK_REFUSED" })
    const accepted = yield* make.debit(request(10_000))
    expect(accepted._tag).toBe("Accepted")
    if (accepted._tag === "Accepted") {
      expect(Transactions.isValidEndToEndId(accepted.endToEndId)).toBe(true)
      expect(accepted.endToEndId.slice(1, 9)).toBe(payerBankIspb)
    }
    expect(yield* make.debit(request(10_000))).toEqual(accepted)
  })
)
