import { describe, expect, layer } from "@effect/vitest"
import { Accounts, Card, Ids, Ledger } from "@trilho/domain"
import { Effect, Layer, Result } from "effect"
import * as CardTransactionStoreSql from "../../src/CardTransactionStoreSql.ts"
import { AccountsSql, LedgerStoreSql, OutboxSql, TransactorSql } from "../../src/index.ts"
import { describePostgres, layerTestDatabase } from "../../src/testing.ts"
import { cardTransactionStoreContract } from "../contracts/CardTransactionStoreContract.ts"
import { uid } from "../contracts/fixtures.ts"

cardTransactionStoreContract("card transaction store: in-memory reference", Card.layerTransactionStoreMemory)
cardTransactionStoreContract(
  "card transaction store on PGlite",
  CardTransactionStoreSql.layer.pipe(Layer.provideMerge(layerTestDatabase({ backend: "pglite" })))
)
describePostgres("card transaction store on PostgreSQL", () => {
  cardTransactionStoreContract(
    "card transaction store on PostgreSQL",
    CardTransactionStoreSql.layer.pipe(Layer.provideMerge(layerTestDatabase({ backend: "postgres", poolSize: 10 })))
  )
})

const payUrl = "https://pay.trilho.test"

/** `CardCharges` over SQL storage (transactions, outbox, merchants, ledger) and the memory processor. */
const world = (backend: "pglite" | "postgres") =>
  Card.CardCharges.Default.pipe(
    Layer.provideMerge(
      Layer.mergeAll(
        CardTransactionStoreSql.layer,
        OutboxSql.layer,
        AccountsSql.layer,
        TransactorSql.layer,
        Ledger.Ledger.Default.pipe(Layer.provideMerge(LedgerStoreSql.layer)),
        Card.layerMemory({ baseUrl: Card.processorBaseUrl(payUrl) }),
        Card.layer({ ...Card.settingsDefault, payUrl }),
        Ids.layerCounter
      )
    ),
    Layer.provideMerge(layerTestDatabase({ backend, poolSize: backend === "postgres" ? 10 : 1 }))
  )

/** An onboarded merchant with a captured 100.00 card payment (net 94.01). */
const capturedPayment = Effect.gen(function* () {
  const accountId = uid("acc") as Ledger.AccountId
  yield* (yield* Accounts.Accounts).insert({
    id: accountId,
    name: "Loja",
    email: `${accountId}@shop.test`,
    flags: {},
    createdAt: new Date(0)
  })
  const charges = yield* Card.CardCharges
  const link = yield* charges.onboardingLink(accountId)
  yield* (yield* Card.CardProcessorMemory).submitOnboarding(link.processorAccountId, {
    company: { cnpj: "11.222.333/0001-81", legalName: "Loja Ltda" },
    bankAccount: { bankCode: "001", branch: "1234", accountNumber: "12345-6" }
  })
  const open = yield* charges.checkout({ accountId, apiKeyId: "key_1", amountCentavos: 10_000, description: "Pedido" })
  const card = { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2040, cvv: "123", holderName: "Ana Souza" }
  const paid = yield* charges.payWithCard(open.sessionId, card)
  return { accountId, paid }
})

/** 20 partial refunds of 10.00 at once of a 94.01 net: 9 pass, the total and the pending balance agree. */
const concurrentRefunds = Effect.gen(function* () {
  const { accountId, paid } = yield* capturedPayment
  const charges = yield* Card.CardCharges
  const results = yield* Effect.all(
    Array.from({ length: 20 }, () => Effect.result(charges.refund(accountId, paid.id, 1_000))),
    { concurrency: "unbounded" }
  )
  const won = results.filter(Result.isSuccess)
  expect(won).toHaveLength(9)
  for (const r of results) if (Result.isFailure(r)) expect(r.failure).toMatchObject({ reason: "exceeds_remaining" })
  expect((yield* charges.findById(accountId, paid.id)).refundedCentavos).toBe(9_000)
  const balance = yield* (yield* Ledger.Ledger).balance(Ledger.mainLedgerAccount(accountId))
  expect(balance.pendingCentavos).toBe(401)
})

describe("card charges over SQL", () => {
  layer(world("pglite"), { excludeTestServices: true })("on PGlite", (it) => {
    it.effect("a captured card payment is stored with its token only and credits the pending net", () =>
      Effect.gen(function* () {
        const { accountId, paid } = yield* capturedPayment
        expect(paid).toMatchObject({ status: "COMPLETED", card: { last4: "4242" }, version: 1 })
        const balance = yield* (yield* Ledger.Ledger).balance(Ledger.mainLedgerAccount(accountId))
        expect(balance).toMatchObject({ pendingCentavos: 9_401, availableCentavos: 0 })
      })
    )
    it.effect("20 concurrent partial refunds never sum past the net", () => concurrentRefunds)
  })
})

describePostgres("card charges over PostgreSQL", () => {
  layer(world("postgres"), { excludeTestServices: true })((it) => {
    it.effect("20 concurrent partial refunds over a pool of 10 never sum past the net", () => concurrentRefunds)
  })
})
