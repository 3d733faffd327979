import { Charges, type Ledger } from "@trilho/domain"
import { Effect } from "effect"

let sequence = 0

/** A charge of `accountId` created and paid now, with a fresh description and end-to-end id each time. */
export const paidCharge = (accountId: Ledger.AccountId, amountCentavos: number) =>
  Effect.gen(function* () {
    const charges = yield* Charges.Charges
    const created = yield* charges.create({ accountId, amountCentavos, description: `Pedido ${++sequence}` })
    const outcome = yield* charges.confirmPaid({
      _tag: "ChargePaid",
      referenceId: created.record.referenceId,
      txid: created.record.txid,
      endToEndId: `E99999999202601011200${String(sequence).padStart(11, "0")}`,
      amountCentavos: created.record.amountCentavos,
      payer: { name: "Maria", document: "12345678909" },
      paidAt: new Date(0)
    })
    return outcome.record
  })
