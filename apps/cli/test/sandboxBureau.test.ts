import { NodeHttpServer } from "@effect/platform-node"
import { expect, layer } from "@effect/vitest"
import { AuthSettings, Http } from "@trilho/api"
import { OperatorAuth } from "@trilho/api/operator"
import { Billing, Ledger } from "@trilho/domain"
import { AccountsSql, ApiKeysSql, BillingStoreSql, RateLimiterSql } from "@trilho/postgres"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { Effect, Layer, Redacted } from "effect"
import { HttpRouter } from "effect/http"
import { createServer } from "node:http"
import { merchantWith, paidDeposit, postAs as post, serverUrl, trilhoAt as trilho } from "./operatorServer.ts"

const token = "operator-token-of-the-bureau-cli-tests-01"

/** The API with its operator RPC, over a test database this file also writes to (the seeded billing). */
const ServerTest = HttpRouter.serve(
  Http.makeApiLive(Layer.merge(AuthSettings.layer(), OperatorAuth.layerToken(Redacted.make(token)))),
  { disableLogger: true, disableListenLog: true }
).pipe(
  Layer.provideMerge(NodeHttpServer.layer(createServer, { port: 0, host: "127.0.0.1" })),
  Layer.provide(Layer.mergeAll(AccountsSql.layer, ApiKeysSql.layer, RateLimiterSql.layer)),
  Layer.provideMerge(BillingStoreSql.layer),
  Layer.provideMerge(layerTestDatabase({ poolSize: 3 }))
)
const merchantKey = merchantWith(token)

/** An OVERDUE boleto billing of the account, paid by the CPF 529.982.247-25, written to the store. */
const overdueBilling = (accountId: string, n: number) =>
  Effect.gen(function* () {
    const store = yield* Billing.BillingStore
    const id = `bil_cli_${n}`
    yield* store.insert({
      id,
      accountId: Ledger.AccountId.make(accountId),
      method: "BOLETO",
      status: "OVERDUE",
      amountCentavos: 15_000,
      dueDate: "2025-12-01",
      customer: { name: "Maria Souza", taxId: "52998224725", email: "maria@example.com" },
      fineBps: 0,
      interestMonthlyBps: 0,
      emitFiscalInvoice: false,
      sequence: yield* store.nextSequence,
      version: 1,
      requestFingerprint: "f",
      createdAt: new Date(0),
      updatedAt: new Date(0)
    })
    return id
  }).pipe(Effect.orDie)

/** A dunning of `billingId`, created through the API as multipart. */
const dunning = (key: string, billingId: string) =>
  Effect.flatMap(serverUrl, (url) =>
    Effect.promise(async () => {
      const form = new FormData()
      const fields = {
        payment: billingId,
        type: "CREDIT_BUREAU",
        postalCode: "01310-100",
        street: "Avenida Paulista",
        number: "1000",
        district: "Bela Vista",
        city: "São Paulo",
        state: "SP"
      }
      for (const [name, value] of Object.entries(fields)) form.append(name, value)
      form.append("documents", new Blob([new TextEncoder().encode("%PDF-1.4 proof")]), "contrato.pdf")
      const response = await fetch(`${url}/v1/bureau/dunnings/create`, {
        method: "POST",
        headers: { "x-api-key": key },
        body: form
      })
      const body = (await response.json()) as any
      if (response.status !== 200) throw new Error(`dunning: ${response.status} ${JSON.stringify(body)}`)
      return body.data.id as string
    })
  )

layer(ServerTest, { timeout: 120_000, excludeTestServices: true })(
  "trilho sandbox bureau register | settle | cancel",
  (it) => {
    it.effect("register then settle prints the dunning; cancel prints it CANCELED; a refusal is one line", () =>
      Effect.gen(function* () {
        const { key, accountId } = yield* merchantKey("bureau-cli@example.com")
        yield* paidDeposit(key, 100)
        expect((yield* post(key, "/v1/sandbox/clock/advance", { seconds: 25 * 3600 })).status).toBe(200)
        const customer = yield* post(key, "/v1/customers/create", {
          name: "Maria Souza",
          email: "maria@example.com",
          document: "529.982.247-25"
        })
        expect(customer.status, JSON.stringify(customer.body)).toBe(200)
        const first = yield* dunning(key, yield* overdueBilling(accountId, 1))
        const registered = yield* trilho("sandbox", "bureau", "register", first, "--api-key", key)
        expect(registered.ok, registered.output).toBe(true)
        expect(JSON.parse(registered.output)).toMatchObject({ id: first, status: "REGISTERED" })
        const settled = yield* trilho("sandbox", "bureau", "settle", first, "--api-key", key)
        expect(settled.ok, settled.output).toBe(true)
        expect(JSON.parse(settled.output)).toMatchObject({ id: first, status: "PAID_OFF" })
        const second = yield* dunning(key, yield* overdueBilling(accountId, 2))
        const canceled = yield* trilho("sandbox", "bureau", "cancel", second, "--reason", "acordo", "--api-key", key)
        expect(canceled.ok, canceled.output).toBe(true)
        expect(JSON.parse(canceled.output)).toMatchObject({ id: second, status: "CANCELED", cancelReason: "acordo" })
        const again = yield* trilho("sandbox", "bureau", "settle", second, "--api-key", key)
        expect(again.ok).toBe(false)
        expect(again.output).toContain("409 INVALID_STATE_TRANSITION")
        const missing = yield* trilho("sandbox", "bureau", "register", "dun_nope", "--api-key", key)
        expect(missing.ok).toBe(false)
        expect(missing.output).toContain("404 NOT_FOUND")
      })
    )
  }
)
