import { PixAutomatic, Transactions } from "@trilho/domain"
import { Effect, Layer } from "effect"

/** The ISPB of the sandbox payer's bank, printed in the end-to-end ids of the debits it accepts. */
export const payerBankIspb = "99999997"

/**
 * The centavos part of an instalment the sandbox payer's bank refuses: `.51` (insufficient funds) and `.52` (refused by
 * the bank for another reason). Every other instalment is debited.
 */
export const refusedCentavos = { insufficientFunds: 51, bankRefused: 52 } as const

const bodyOf = (id: string) => id.slice(id.indexOf("_") + 1)

/**
 * The sandbox payer's bank: a deterministic rule on the amount (`refusedCentavos`), so a merchant can play a refused
 * debit by scheduling such an instalment (the control `payment-instructions/{id}/fail` refuses any other). An accepted
 * debit's end-to-end id is derived from the instruction id and its due date: asking twice gives the same answer.
 */
export const make = PixAutomatic.PixAutomaticBank.of({
  debit: (request) =>
    Effect.sync(() => {
      const cents = request.amountCentavos % 100
      if (cents === refusedCentavos.insufficientFunds) return { _tag: "Refused", reason: "INSUFFICIENT_FUNDS" } as const
      if (cents === refusedCentavos.bankRefused) return { _tag: "Refused", reason: "PAYER_BANK_REFUSED" } as const
      const endToEndId = Transactions.makeEndToEndId({
        ispb: payerBankIspb,
        atMs: Date.parse(`${request.dueDate}T12:00:00Z`),
        random: Transactions.sequenceOfUlid(bodyOf(request.instructionId))
      })
      return { _tag: "Accepted", endToEndId } as const
    })
})

/** The sandbox payer's bank as a layer. */
export const layer: Layer.Layer<PixAutomatic.PixAutomaticBank> = Layer.succeed(PixAutomatic.PixAutomaticBank, make)
