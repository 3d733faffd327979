// A backend service embedding @trilho/domain: prices a PIX charge with a merchant's fee schedule, then posts the
// deposit to the double-entry ledger over the in-memory store and reads the merchant's balance back.
// Prints one JSON line; the install test checks it.
import { Fees, Ledger, Money } from "@trilho/domain"
import { Effect, Result } from "effect"

const [amountReais, percentBps, fixedCentavos] = process.argv.slice(2)
const schedule = { percentBps: Number(percentBps), fixedCentavos: Number(fixedCentavos) }
const amountCentavos = Result.getOrThrow(Money.parseReais(amountReais))
const amounts = Result.getOrThrow(Fees.pixInAmounts({ schedule, amountCentavos, coverFee: false }))

const accountId = Ledger.AccountId.make("acc_install")
const merchant = Ledger.mainLedgerAccount(accountId)
const program = Effect.gen(function* () {
  const ledger = yield* Ledger.Ledger
  yield* ledger.openAccount({ id: merchant, accountId, kind: "MAIN" })
  const now = new Date()
  const entry = Ledger.pixDepositEntry(
    { id: Ledger.EntryId.make("ent_install_1"), accountId, createdAt: now },
    { receiver: merchant, amounts, confirmedAt: now }
  )
  const posted = yield* ledger.post(entry)
  const balance = yield* ledger.balance(merchant)
  const stored = yield* ledger.findEntryById(entry.id)
  return { posted, balance, postings: stored.postings }
})

const { balance, postings } = await Effect.runPromise(program.pipe(Effect.provide(Ledger.Ledger.Test)))
console.log(
  JSON.stringify({
    resolved: import.meta.resolve("@trilho/domain"),
    grossCentavos: amounts.grossCentavos,
    feeCentavos: amounts.feeCentavos,
    netCentavos: amounts.netCentavos,
    availableCentavos: balance.availableCentavos,
    locked24hCentavos: balance.locked24hCentavos,
    postings: postings.map((p) => ({ ledgerAccountId: p.ledgerAccountId, amountCentavos: p.amountCentavos }))
  })
)
