import type { PgClient } from "@effect/sql-pg"
import { describe, expect, it, layer } from "@effect/vitest"
import { Jobs, Notifier, Outbox } from "@trilho/domain"
import { Duration, Effect, Layer, Option, PubSub } from "effect"
import { SqlClient } from "effect/sql"
import * as JobsSql from "../src/JobsSql.ts"
import * as NotifierPg from "../src/NotifierPg.ts"
import * as OutboxSql from "../src/OutboxSql.ts"
import { notificationReader } from "../src/PgliteNotices.ts"
import { databaseUrl, describePostgres, layerFreshPglite, layerFreshPostgres } from "../src/testing.ts"

/** The next notice, if one comes within a few seconds (notices are delivered at once; the bound is for slow runs). */
const nextNotice = (notices: PubSub.Subscription<Notifier.Notice>) =>
  PubSub.take(notices).pipe(Effect.timeoutOption(Duration.seconds(5)))

const event = (aggregateId: string): Outbox.OutboxEventInput => ({
  accountId: "acc_notices" as Outbox.OutboxEventInput["accountId"],
  eventType: "payment.created",
  aggregateId,
  payload: {},
  createdAt: new Date(0)
})

/** What every notifier over the database does, whichever way its notices come back (LISTEN, or PGlite's output). */
const noticesThroughTheDatabase = (database: Layer.Layer<PgClient.PgClient | SqlClient.SqlClient>) =>
  layer(Layer.mergeAll(NotifierPg.layerFromConfig, OutboxSql.layer, JobsSql.layer).pipe(Layer.provideMerge(database)), {
    excludeTestServices: true,
    timeout: 60_000
  })((it) => {
    it.effect("an outbox write is told when its transaction commits, never when it rolls back", () =>
      Effect.scoped(
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          const outbox = yield* Outbox.Outbox
          const notices = yield* (yield* Notifier.Notifier).subscribe
          yield* sql
            .withTransaction(Effect.andThen(outbox.append([event("rolled-back")]), Effect.fail("roll back")))
            .pipe(Effect.ignore)
          const [id] = yield* sql.withTransaction(outbox.append([event("committed")]))
          expect(yield* nextNotice(notices)).toEqual(Option.some({ _tag: "OutboxWritten", id }))
        })
      )
    )

    it.effect("a queued job and a published notice reach the subscribers", () =>
      Effect.scoped(
        Effect.gen(function* () {
          const notifier = yield* Notifier.Notifier
          const notices = yield* notifier.subscribe
          yield* (yield* Jobs.Jobs).enqueue("notices.test", {}, new Date(0))
          expect(yield* nextNotice(notices)).toEqual(Option.some({ _tag: "JobsEnqueued" }))
          yield* notifier.publish({ _tag: "ApiKeyRevoked", apiKeyId: "key_1" })
          expect(yield* nextNotice(notices)).toEqual(Option.some({ _tag: "ApiKeyRevoked", apiKeyId: "key_1" }))
        })
      )
    )
  })

describe("notices on the embedded database (the session's own notifications, read from its output)", () =>
  noticesThroughTheDatabase(layerFreshPglite()))

describePostgres("notices on PostgreSQL (LISTEN/NOTIFY)", () =>
  noticesThroughTheDatabase(layerFreshPostgres(databaseUrl() ?? "", 3))
)

describe("reading notifications out of the server's messages", () => {
  /** A NotificationResponse of `channel` with `payload`, as the server writes it. */
  const notification = (channel: string, payload: string) => {
    const body = Buffer.concat([Buffer.alloc(4), Buffer.from(`${channel}\0${payload}\0`)])
    const header = Buffer.alloc(5)
    header.write("A", 0)
    header.writeInt32BE(4 + body.length, 1)
    return Buffer.concat([header, body])
  }
  const other = (type: string, bytes: number) => {
    const message = Buffer.alloc(5 + bytes, 7)
    message.write(type, 0)
    message.writeInt32BE(4 + bytes, 1)
    return message
  }
  const stream = Buffer.concat([
    other("C", 13),
    notification("trilho_notices", "outbox:41"),
    other("D", 300),
    notification("elsewhere", "ignored"),
    notification("trilho_notices", "jobs:"),
    other("Z", 1)
  ])

  it("finds the channel's payloads however the messages are cut into chunks", () => {
    for (const size of [1, 2, 3, 5, 7, 64, stream.length]) {
      const payloads: Array<string> = []
      const read = notificationReader("trilho_notices", (payload) => payloads.push(payload))
      for (let at = 0; at < stream.length; at += size) read(stream.subarray(at, at + size))
      expect(payloads, `chunks of ${size}`).toEqual(["outbox:41", "jobs:"])
    }
  })
})
