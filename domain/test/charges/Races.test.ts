import { describe, expect, it } from "@effect/vitest"
import { Context, Effect, Layer, Option, Ref } from "effect"
import { Charges } from "../../src/charges/Charges.ts"
import * as Config from "../../src/charges/Config.ts"
import type { ChargeRecord } from "../../src/charges/Record.ts"
import * as Subaccounts from "../../src/charges/Subaccounts.ts"
import { Ledger } from "../../src/ledger/Ledger.ts"
import * as Accounts from "../../src/accounts/Accounts.ts"
import * as ChargeStorePort from "../../src/charges/ChargeStore.ts"
import * as Ids from "../../src/shared/Ids.ts"
import { LedgerStore } from "../../src/ledger/LedgerStore.ts"
import * as Outbox from "../../src/events/Outbox.ts"
import * as PixNetwork from "../../src/pix/PixNetwork.ts"
import * as Transactor from "../../src/shared/Transactor.ts"
import { allEvents, endToEndId, m1, paidNotice, request, seed } from "./world.ts"

type Store = ChargeStorePort.ChargeStore["Service"]

/** Lets a test answer some store reads with what a concurrent request would have seen a moment earlier. */
class StaleReads extends Context.Service<
  StaleReads,
  Ref.Ref<{
    readonly hideReferences: number
    readonly expiring?: ReadonlyArray<ChargeRecord> | undefined
    readonly byReferenceId?: ChargeRecord | undefined
  }>
>()("test/StaleReads") {}

const staleStore = Layer.effect(
  ChargeStorePort.ChargeStore,
  Effect.gen(function* () {
    const base = yield* ChargeStorePort.makeMemory
    const stale = yield* StaleReads
    const store: Store = {
      ...base,
      findByExternalReference: (accountId, ref) =>
        Effect.flatMap(
          Ref.modify(stale, (s) =>
            s.hideReferences > 0
              ? ([true, { ...s, hideReferences: s.hideReferences - 1 }] as const)
              : ([false, s] as const)
          ),
          (hide) => (hide ? Effect.succeed(Option.none()) : base.findByExternalReference(accountId, ref))
        ),
      findExpiring: (now, limit) =>
        Effect.flatMap(
          Ref.getAndUpdate(stale, (s) => ({ ...s, expiring: undefined })),
          (s) => (s.expiring !== undefined ? Effect.succeed(s.expiring) : base.findExpiring(now, limit))
        ),
      findByReferenceId: (referenceId) =>
        Effect.flatMap(
          Ref.getAndUpdate(stale, (s) => ({ ...s, byReferenceId: undefined })),
          (s) =>
            s.byReferenceId !== undefined
              ? Effect.succeed(Option.some(s.byReferenceId))
              : base.findByReferenceId(referenceId)
        )
    }
    return store
  })
)

const layer = Layer.suspend(() => {
  const stale = Layer.effect(StaleReads, Ref.make({ hideReferences: 0 }))
  const ports = Layer.mergeAll(
    staleStore.pipe(Layer.provideMerge(Transactor.layerMemory), Layer.provideMerge(stale)),
    Outbox.layerMemory,
    PixNetwork.layerMemory,
    Subaccounts.layerMemory,
    Config.layer({ ...Config.settingsDefault, payUrl: "https://pay.trilho.test" }),
    Layer.provideMerge(Accounts.layerMemory, Ledger.Test),
    Ids.layerCounter
  )
  return Layer.provideMerge(Charges.Default, ports)
})

const setStale = (s: {
  hideReferences?: number
  expiring?: ReadonlyArray<ChargeRecord>
  byReferenceId?: ChargeRecord
}) => Effect.flatMap(StaleReads, (ref) => Ref.update(ref, (old) => ({ ...old, ...s })))

describe("Charges under concurrent requests", () => {
  it.effect("a create that loses the external reference's unique constraint answers as a replay or a conflict", () =>
    Effect.gen(function* () {
      yield* seed()
      const charges = yield* Charges
      const first = yield* charges.create(request({ externalReference: "ord-1" }))
      // The second request read before the first committed: it registers its own charge, then loses the insert.
      yield* setStale({ hideReferences: 1 })
      const second = yield* charges.create(request({ externalReference: "ord-1" }))
      expect(second).toEqual({ record: first.record, replayed: true })
      yield* setStale({ hideReferences: 1 })
      const third = yield* Effect.flip(charges.create(request({ externalReference: "ord-1", description: "Outro" })))
      expect(third).toMatchObject({ _tag: "ExternalReferenceConflict", chargeId: first.record.id })
      expect((yield* charges.list(m1, {})).total).toBe(1)
      expect((yield* allEvents).map((e) => e.eventType)).toEqual(["payment.created"])
      // The losers' registrations stay with the network and expire there unpaid.
      expect(yield* (yield* PixNetwork.PixNetworkMemory).calls).toHaveLength(3)
    }).pipe(Effect.provide(layer))
  )

  it.effect("an expiry pass that read a charge just before it was paid skips it: the payment wins", () =>
    Effect.gen(function* () {
      yield* seed()
      const charges = yield* Charges
      const { record } = yield* charges.create(request({ expirationSeconds: 60 }))
      const due = yield* (yield* ChargeStorePort.ChargeStore).findExpiring(new Date(60_000), 10)
      expect(due.map((r) => r.id)).toEqual([record.id])
      yield* charges.confirmPaid(paidNotice(record))
      yield* setStale({ expiring: due })
      expect(yield* charges.expireDue(new Date(60_000))).toEqual({ expired: [], skipped: 1 })
      expect((yield* charges.findById(m1, record.id)).status).toBe("COMPLETED")
      expect((yield* allEvents).map((e) => e.eventType)).toEqual(["payment.created", "payment.paid"])
    }).pipe(Effect.provide(layer))
  )

  it.effect("a payment that read its charge just before it expired is refused by the machine and credits nothing", () =>
    Effect.gen(function* () {
      yield* seed()
      const charges = yield* Charges
      const { record } = yield* charges.create(request({ expirationSeconds: 60 }))
      yield* charges.expireDue(new Date(60_000))
      yield* setStale({ byReferenceId: record })
      const refused = yield* Effect.flip(charges.confirmPaid(paidNotice(record)))
      expect(refused).toMatchObject({ _tag: "InvalidTransition", from: "CANCELED", trigger: "deposit_confirmed" })
      expect((yield* (yield* LedgerStore).verify()).entries).toBe(0)
      expect((yield* allEvents).map((e) => e.eventType)).toEqual(["payment.created", "payment.pix.expired"])
    }).pipe(Effect.provide(layer))
  )

  it.effect("the same payment notice delivered twice at once is applied once and the other sees a replay", () =>
    Effect.gen(function* () {
      yield* seed()
      const charges = yield* Charges
      const { record } = yield* charges.create(request())
      yield* charges.confirmPaid(paidNotice(record))
      yield* setStale({ byReferenceId: record })
      const second = yield* charges.confirmPaid(paidNotice(record))
      expect(second.replayed).toBe(true)
      expect(second.record.endToEndId).toBe(endToEndId())
      expect((yield* (yield* LedgerStore).verify()).entries).toBe(1)
      expect((yield* allEvents).map((e) => e.eventType)).toEqual(["payment.created", "payment.paid"])
    }).pipe(Effect.provide(layer))
  )
})
