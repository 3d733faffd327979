import { beforeAll, describe, expect, layer } from "@effect/vitest"
import { ApiKeys, Notifier } from "@trilho/domain"
import { NotifierPg } from "@trilho/postgres"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import {
  connectAs,
  insertKey,
  insertMerchant,
  layerApi,
  libraries,
  post,
  startGateway,
  suiteName,
  useTransport
} from "./support.ts"

/**
 * A gateway with its own notifier: on PostgreSQL its own LISTEN connection, as a separate process would have; on
 * PGlite its own hub fed by the embedded database's notifications. It reads the outbox only when a notice wakes it
 * (its poll interval is a minute), so the tests see the notices at work.
 */
const startInstance = Effect.flatMap(Layer.build(NotifierPg.layerFromConfig), (notifier) =>
  startGateway({ GATEWAY_POLL_INTERVAL_MS: "60000" }).pipe(Effect.provide(notifier))
)

describe("several gateway instances over one database", () => {
  for (const library of libraries) {
    describe.skipIf(library.skipped !== undefined)(suiteName(library, "instances"), () => {
      beforeAll(() => useTransport(library.name))
      layer(layerApi.pipe(Layer.provideMerge(layerTestDatabase({ poolSize: 4 }))), {
        timeout: 60_000,
        excludeTestServices: true
      })((it) => {
        it.effect("a socket on each instance receives its key's events; a revoked key's sockets close on both", () =>
          Effect.gen(function* () {
            yield* insertMerchant("acc_gw_multi")
            const first = yield* insertKey("acc_gw_multi")
            const second = yield* insertKey("acc_gw_multi")
            const a = yield* startInstance
            const b = yield* startInstance
            const subscribe = (url: string, secret: string) =>
              Effect.gen(function* () {
                const client = yield* connectAs(url, secret)
                client.send({ action: "subscribe", pattern: "payment.*" })
                yield* client.next((m) => m.event === "subscribed")
                return client
              })
            const onA = yield* subscribe(a.url, first.secret)
            const onB = yield* subscribe(b.url, first.secret)
            const otherOnB = yield* subscribe(b.url, second.secret)
            const created = yield* post("/v1/payment-pix/create", first.secret, { amount: 5, description: "Pedido" })
            const id = created.body.data.id as string
            const frames: Array<any> = []
            for (const client of [onA, onB]) {
              frames.push(yield* client.next())
              expect(frames.at(-1)).toMatchObject({ event: "payment.created", data: { id } })
            }
            // Each instance delivers under its own tag: two delivery ids for the one event id.
            expect(frames[0].eventId).toBe(frames[1].eventId)
            expect(frames[0].id).not.toBe(frames[1].id)
            const other = yield* post("/v1/payment-pix/create", second.secret, { amount: 6, description: "Pedido" })
            expect(yield* otherOnB.next()).toMatchObject({ event: "payment.created", data: { id: other.body.data.id } })
            expect(onA.received).toEqual([])
            expect(onB.received).toEqual([])

            // Another process revokes the key: its notice reaches both instances through the database.
            yield* Effect.flatMap(ApiKeys.ApiKeys, (keys) => keys.updateRevoked(first.key.accountId, first.key.id))
            const sql = yield* SqlClient.SqlClient
            yield* sql`SELECT pg_notify(${NotifierPg.channel}, ${Notifier.encodeNotice({ _tag: "ApiKeyRevoked", apiKeyId: first.key.id })})`
            expect(yield* onA.closed.pipe(Effect.timeout("5 seconds"))).toEqual({ code: 1008, reason: "KEY_REVOKED" })
            expect(yield* onB.closed.pipe(Effect.timeout("5 seconds"))).toEqual({ code: 1008, reason: "KEY_REVOKED" })
            otherOnB.send({ action: "ping" })
            expect(yield* otherOnB.next()).toEqual({ event: "pong" })
          })
        )
      })
    })
  }
})
