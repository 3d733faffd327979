import { expect, layer, type Vitest } from "@effect/vitest"
import { type Ledger, PixAutomatic } from "@trilho/domain"
import { Effect, type Layer, Option, Result } from "effect"
import { T0, at, uid } from "./fixtures.ts"

type Store = PixAutomatic.PixAutomaticStore["Service"]

const acc = () => uid("acc") as Ledger.AccountId
const idRec = () =>
  PixAutomatic.makeIdRec({
    ispb: "99999998",
    date: "2026-11-27",
    random: Uint8Array.from({ length: 11 }, () => Math.floor(Math.random() * 256))
  })

/** An ACTIVE monthly authorization of `owner`. */
export const authorization = (
  owner: Ledger.AccountId,
  over: Partial<PixAutomatic.AuthorizationRecord> = {}
): PixAutomatic.AuthorizationRecord => ({
  id: uid("pxa"),
  accountId: owner,
  apiKeyId: "key_1",
  idRec: idRec(),
  payer: { customerId: "cus_1", name: "Ana Souza", document: "52998224725" },
  contractId: "CONTRATO-1",
  description: "Academia",
  frequency: "MONTHLY",
  startDate: "2026-11-27",
  maxAmountCentavos: 20_000,
  retryPolicy: "NONE",
  status: "ACTIVE",
  firstInstructionId: uid("pxi"),
  copyPaste: "000201",
  consentExpiresAt: at(T0, 7 * 24 * 3_600_000),
  version: 1,
  createdAt: T0,
  updatedAt: T0,
  ...over
})

/** A SCHEDULED instruction of `auth` in `period`, due on `dueDate`. */
export const instruction = (
  auth: PixAutomatic.AuthorizationRecord,
  over: Partial<PixAutomatic.InstructionRecord> = {}
): PixAutomatic.InstructionRecord => ({
  id: uid("pxi"),
  accountId: auth.accountId,
  authorizationId: auth.id,
  idRec: auth.idRec,
  first: false,
  amountCentavos: 10_000,
  feeCentavos: 109,
  netCentavos: 9_891,
  dueDate: "2026-12-03",
  period: 1,
  holdsPeriod: true,
  status: "SCHEDULED",
  requestFingerprint: "[]",
  version: 1,
  createdAt: T0,
  updatedAt: T0,
  ...over
})

const page = { page: 1, pageSize: 50 }

/** The contract every PIX Automático store meets. */
export const pixAutomaticStoreTests = (it: Vitest.MethodsNonLive<PixAutomatic.PixAutomaticStore>) => {
  it.effect("an authorization and its instruction read back as stored; another account's are not found", () =>
    Effect.gen(function* () {
      const store = yield* PixAutomatic.PixAutomaticStore
      const owner = acc()
      const auth = authorization(owner, {
        endDate: "2027-11-27",
        fixedAmountCentavos: 10_000,
        maxAmountCentavos: undefined
      })
      const { maxAmountCentavos: _, ...expected } = auth
      yield* store.insertAuthorization(auth)
      const inst = instruction(auth, { description: "Dezembro" })
      yield* store.insertInstruction(inst)
      expect(Option.getOrThrow(yield* store.findAuthorization(owner, auth.id))).toEqual(expected)
      expect(Option.getOrThrow(yield* store.findAuthorization(owner, auth.idRec)).id).toBe(auth.id)
      expect(Option.getOrThrow(yield* store.findInstruction(owner, inst.id))).toEqual(inst)
      expect(yield* store.findAuthorization(acc(), auth.id)).toEqual(Option.none())
      expect(yield* store.findInstruction(acc(), inst.id)).toEqual(Option.none())
      const listed = yield* store.findInstructionsByAccount(owner, { authorizationId: auth.id }, page)
      expect(listed.items.map((r) => r.id)).toEqual([inst.id])
      expect((yield* store.findAuthorizationsByAccount(owner, { status: "ACTIVE" }, page)).total).toBe(1)
      expect((yield* store.findAuthorizationsByAccount(owner, { status: "REVOKED" }, page)).total).toBe(0)
    })
  )

  it.effect("one holder per period: a second is refused; once the first stops holding, a new one goes in", () =>
    Effect.gen(function* () {
      const store = yield* PixAutomatic.PixAutomaticStore
      const auth = authorization(acc())
      yield* store.insertAuthorization(auth)
      const one = instruction(auth)
      yield* store.insertInstruction(one)
      const two = yield* Effect.flip(store.insertInstruction(instruction(auth, { dueDate: "2026-12-05" })))
      expect(two._tag).toBe("PixAutomaticDueDateNotAllowed")
      yield* store.updateInstruction({ ...one, status: "CANCELED", holdsPeriod: false, version: 2 }, 1)
      yield* store.insertInstruction(instruction(auth, { dueDate: "2026-12-05" }))
    })
  )

  it.effect("writes are compare-and-set on version; due and expiry scans find what is due, earliest first", () =>
    Effect.gen(function* () {
      const store = yield* PixAutomatic.PixAutomaticStore
      const owner = acc()
      const auth = authorization(owner, { status: "PENDING_CONSENT", consentExpiresAt: at(T0, -1) })
      yield* store.insertAuthorization(auth)
      const moved = { ...auth, status: "EXPIRED" as const, endReason: "CONSENT_EXPIRED" as const, version: 2 }
      expect((yield* store.findConsentExpired(T0, 500)).map((r) => r.id)).toContain(auth.id)
      yield* store.updateAuthorization(moved, 1)
      expect((yield* Effect.flip(store.updateAuthorization(moved, 1)))._tag).toBe("PixAutomaticChanged")
      expect((yield* store.findConsentExpired(T0, 500)).map((r) => r.id)).not.toContain(auth.id)
      const active = authorization(owner)
      yield* store.insertAuthorization(active)
      const later = instruction(active, { dueDate: "2027-01-03", period: 2 })
      const sooner = instruction(active)
      yield* store.insertInstruction(later)
      yield* store.insertInstruction(sooner)
      yield* store.insertInstruction(instruction(active, { first: true, period: 0, dueDate: "2026-11-27" }))
      const due = (yield* store.findDueInstructions("2027-01-03", 500)).filter((r) => r.authorizationId === active.id)
      expect(due.map((r) => r.id)).toEqual([sooner.id, later.id])
      const scheduled = yield* store.findScheduledByAuthorization(owner, active.id)
      expect(scheduled).toHaveLength(3)
      yield* store.updateInstruction({ ...sooner, status: "PAID", endToEndId: "E1", paidAt: T0, version: 2 }, 1)
      expect((yield* Effect.flip(store.updateInstruction({ ...sooner, version: 2 }, 1)))._tag).toBe(
        "PixAutomaticChanged"
      )
      const after = (yield* store.findDueInstructions("2027-01-03", 500)).filter((r) => r.authorizationId === active.id)
      expect(after.map((r) => r.id)).toEqual([later.id])
    })
  )

  it.effect("12 instructions racing for one period: exactly one is stored", () =>
    Effect.gen(function* () {
      const store = yield* PixAutomatic.PixAutomaticStore
      const auth = authorization(acc())
      yield* store.insertAuthorization(auth)
      const results = yield* Effect.all(
        Array.from({ length: 12 }, () => Effect.result(store.insertInstruction(instruction(auth)))),
        { concurrency: "unbounded" }
      )
      expect(results.filter(Result.isSuccess)).toHaveLength(1)
      const failures = results.filter(Result.isFailure).map((r) => r.failure._tag)
      expect(new Set(failures)).toEqual(new Set(["PixAutomaticDueDateNotAllowed"]))
      expect((yield* store.findScheduledByAuthorization(auth.accountId, auth.id)).length).toBe(1)
    })
  )

  it.effect("two writers racing on one instruction: exactly one compare-and-set wins", () =>
    Effect.flatMap(PixAutomatic.PixAutomaticStore, (store) => settleRace(store, store))
  )
}

/** Two stores (two processes, or the same twice) move the same 10 instructions at once; each moves exactly once. */
export const settleRace = (store: Store, second: Store) =>
  Effect.gen(function* () {
    const auth = authorization(acc(), { frequency: "WEEKLY" })
    yield* store.insertAuthorization(auth)
    const made = Array.from({ length: 10 }, (_, i) => instruction(auth, { period: i + 1 }))
    for (const r of made) yield* store.insertInstruction(r)
    const worker = (s: Store) =>
      Effect.forEach(made, (r) => Effect.result(s.updateInstruction({ ...r, status: "PAID", version: 2 }, 1)))
    const [a, b] = yield* Effect.all([worker(store), worker(second)], { concurrency: 2 })
    const won = [...a, ...b].filter(Result.isSuccess)
    expect(won).toHaveLength(10)
  })

/** The contract suite against one store, built once for the suite. */
export const pixAutomaticStoreContract = <E>(name: string, store: Layer.Layer<PixAutomatic.PixAutomaticStore, E>) =>
  layer(store, { excludeTestServices: true })(name, (it) => pixAutomaticStoreTests(it))
