import { expect, it } from "@effect/vitest"
import { Accounts, Charges, Outbox, SandboxClock } from "@trilho/domain"
import { AccountId } from "@trilho/domain/ledger/Model"
import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { expireChargesKind, makeHandler } from "../../src/jobs/ExpireCharges.ts"

const m1 = AccountId.make("acc_m1")

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
