import { expect, it } from "@effect/vitest"
import { Accounts, Charges, Ledger, Notifier, Outbox, SandboxClock } from "@trilho/domain"
import { ConfigProvider, Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { expireChargesKind, layerLoop, makeHandler } from "../../src/jobs/ExpireCharges.ts"

const m1 = Ledger.AccountId.make("acc_m1")

const world = Layer.merge(Charges.Charges.Test, SandboxClock.layerMemory)

const job = {
  id: 1,
  kind: expireChargesKind,
  payload: {},
  attempts: 1
} as any

it.effect("charges.expire: a charge left unpaid past expiresAt after a sandbox clock advance is CANCELED", () =>
  Effect.gen(function* () {
    yield* TestClock.setTime(Date.parse("2026-01-01T12:00:00Z"))
    yield* (yield* Accounts.Accounts).insert({
      id: m1,
      name: "Loja",
      email: "loja@example.com",
      flags: {},
      createdAt: new Date(0)
    })
    const charges = yield* Charges.Charges
    const short = yield* charges.create({
      accountId: m1,
      amountCentavos: 1000,
      description: "A",
      expirationSeconds: 60
    })
    const long = yield* charges.create({
      accountId: m1,
      amountCentavos: 1000,
      description: "B",
      expirationSeconds: 3600
    })
    const handler = yield* makeHandler

    yield* handler(job)
    expect((yield* charges.findById(m1, short.record.id)).status).toBe("PENDING")

    yield* (yield* SandboxClock.SandboxClock).advance(61_000)
    yield* handler(job)
    expect((yield* charges.findById(m1, short.record.id)).status).toBe("CANCELED")
    expect((yield* charges.findById(m1, long.record.id)).status).toBe("PENDING")

    const outbox = yield* Outbox.Outbox
    const page = yield* outbox.readAfter(Outbox.outboxStart, Outbox.outboxPageMax)
    expect(page.events.filter((e) => e.eventType === "payment.pix.expired").map((e) => e.aggregateId)).toEqual([
      short.record.id
    ])
  }).pipe(Effect.provide(world))
)

it.live("the expiry loop, waiting while no charge is PENDING, is woken by an outbox notice and keeps its pace", () =>
  Effect.gen(function* () {
    yield* (yield* Accounts.Accounts).insert({
      id: m1,
      name: "Loja",
      email: "loja@example.com",
      flags: {},
      createdAt: new Date(0)
    })
    const charges = yield* Charges.Charges
    const loop = layerLoop.pipe(
      Layer.provide(
        ConfigProvider.layer(
          ConfigProvider.fromEnvRecord({ CHARGES_EXPIRE_INTERVAL_MS: "50", CHARGES_EXPIRE_IDLE_INTERVAL_MS: "60000" })
        )
      )
    )
    const status = yield* Effect.gen(function* () {
      // The first pass finds nothing PENDING: the loop waits for a notice, or 60 s.
      yield* Effect.sleep("200 millis")
      const created = yield* SandboxClock.withSandboxTime(
        charges.create({ accountId: m1, amountCentavos: 1000, description: "A", expirationSeconds: 60 })
      )
      // What the outbox trigger tells every process when the charge's transaction commits.
      yield* (yield* Notifier.Notifier).publish({ _tag: "OutboxWritten" })
      yield* (yield* SandboxClock.SandboxClock).advance(61_000)
      const read = Effect.map(charges.findById(m1, created.record.id), (record) => record.status)
      // Far below the 60 s the loop would otherwise wait.
      for (let tries = 0; tries < 200; tries++) {
        if ((yield* read) === "CANCELED") break
        yield* Effect.sleep("50 millis")
      }
      return yield* read
    }).pipe(Effect.provide(loop))
    expect(status).toBe("CANCELED")
  }).pipe(Effect.provide(Layer.mergeAll(world, Notifier.layerMemory)))
)
