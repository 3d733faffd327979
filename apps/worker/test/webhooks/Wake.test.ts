import { expect, layer } from "@effect/vitest"
import { NotifierPg } from "@trilho/postgres"
import { describePostgres } from "@trilho/postgres/testing"
import { ConfigProvider, Deferred, Effect, Fiber, Layer } from "effect"
import { SqlClient } from "effect/sql"
import * as Webhooks from "../../src/webhooks/Webhooks.ts"
import { createAndPay, layerWorld, makeEndpoint, makeMerchant, startReceiver } from "./harness.ts"

/** The webhook worker with safety polls of a minute: only notices and its own signals make it deliver sooner. */
const worker = Webhooks.layer("w-wake").pipe(
  Layer.provide(Webhooks.WebhookSignals.layer),
  Layer.provide(
    ConfigProvider.layer(
      ConfigProvider.fromEnvRecord({
        TRILHO_MODE: "sandbox",
        WEBHOOK_DISPATCH_INTERVAL_MS: "60000",
        WEBHOOK_SEND_INTERVAL_MS: "60000"
      })
    )
  )
)

layer(NotifierPg.layerFromConfig.pipe(Layer.provideMerge(layerWorld())), {
  excludeTestServices: true,
  timeout: 120_000
})("webhooks woken by notices", (it) => {
  it.effect("events committed while the worker sleeps are delivered at once, in order, without its safety polls", () =>
    Effect.gen(function* () {
      const receiver = yield* startReceiver()
      const account = yield* makeMerchant
      yield* makeEndpoint(account, receiver.url)
      const received = yield* Effect.gen(function* () {
        // The first passes find nothing; the dispatcher and the sender then sleep, for up to a minute.
        yield* Effect.sleep("300 millis")
        const chargeId = yield* createAndPay(account, undefined, 1)
        // Far below the safety polls.
        for (let tries = 0; tries < 200 && receiver.received.length < 2; tries++) yield* Effect.sleep("50 millis")
        return receiver.received.map((r) => [JSON.parse(r.body).event, JSON.parse(r.body).data.id === chargeId])
      }).pipe(Effect.provide(worker))
      expect(received).toEqual([
        ["payment.created", true],
        ["payment.paid", true]
      ])
    })
  )
})

describePostgres("webhooks behind a transaction in flight", () =>
  layer(NotifierPg.layerFromConfig.pipe(Layer.provideMerge(layerWorld({ backend: "postgres" }))), {
    excludeTestServices: true,
    timeout: 120_000
  })((it) => {
    it.effect("events held back by an older transaction are delivered soon after it ends, which tells nothing", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const receiver = yield* startReceiver()
        const account = yield* makeMerchant
        yield* makeEndpoint(account, receiver.url)
        const received = yield* Effect.gen(function* () {
          yield* Effect.sleep("300 millis")
          // An older transaction with a transaction id, writing no event, in flight while the events commit.
          const holding = yield* Deferred.make<void>()
          const release = yield* Deferred.make<void>()
          const older = yield* Effect.forkChild(
            sql.withTransaction(
              Effect.gen(function* () {
                yield* sql`SELECT pg_current_xact_id()::text`
                yield* Deferred.succeed(holding, undefined)
                yield* Deferred.await(release)
              })
            )
          )
          yield* Deferred.await(holding)
          yield* createAndPay(account, undefined, 1)
          yield* Effect.sleep("500 millis")
          const whileHeld = receiver.received.length
          yield* Deferred.succeed(release, undefined)
          yield* Fiber.join(older)
          for (let tries = 0; tries < 200 && receiver.received.length < 2; tries++) yield* Effect.sleep("50 millis")
          return { whileHeld, after: receiver.received.map((r) => JSON.parse(r.body).event) }
        }).pipe(Effect.provide(worker))
        expect(received).toEqual({ whileHeld: 0, after: ["payment.created", "payment.paid"] })
      })
    )
  })
)
