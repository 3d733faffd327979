import { describe, expect, it } from "@effect/vitest"
import { Effect, Tracer } from "effect"
import { TestClock } from "effect/testing"
import { Outbox, outboxStart } from "../../src/events/Outbox.ts"
import { Ledger } from "../../src/ledger/Ledger.ts"
import { EntryId, type LedgerAccountId, mainLedgerAccount, subLedgerAccount } from "../../src/ledger/Model.ts"
import { blockEntryOf, isOwing, lostRace, releaseEntryOf, returnEntryOf } from "../../src/med/Blocks.ts"
import { movedMeanwhile, skippedByPass } from "../../src/med/Resolve.ts"
import {
  descriptionLengthMax,
  evidenceWindowMs,
  type MedDispute,
  MedId,
  matchesMedFilters,
  newestMedFirst,
  oldestMedFirst,
  protocolLengthMax,
  toMedView
} from "../../src/med/Dispute.ts"
import { MedStore } from "../../src/med/MedStore.ts"
import { Meds } from "../../src/med/Meds.ts"
import { automaticJustification, uuidOf } from "../../src/med/Open.ts"
import { centavos } from "../../src/money/Money.ts"
import { encodeUlid } from "../../src/shared/Ids.ts"
import { AccountId } from "../../src/ledger/Model.ts"
import { fund, mainOf, openSubaccount, paidCharge, seedShop, shop, world } from "./world.ts"

const test = <A, E>(name: string, body: () => Effect.Effect<A, E, any>) =>
  it.effect(name, () => Effect.provide(body(), world()) as Effect.Effect<A, E>)

const at = new Date("2026-03-01T12:00:00.000Z")
/** A dispute id; ids sort as `n` does. */
const medId = (n: number) => MedId.make(`med_${encodeUlid(1_000 + n, BigInt(n))}`)
const med1 = medId(1)

const dispute = (over: Partial<MedDispute> = {}): MedDispute => ({
  id: med1,
  protocol: "0b8e2c3a-1f4e-4b7a-9c1d-2e3f4a5b6c7d",
  accountId: AccountId.make("acc_shop"),
  transactionId: "pix_1",
  type: "fraud",
  status: "OPEN",
  amountCentavos: centavos(10_000),
  deadlineAt: new Date(at.getTime() + evidenceWindowMs),
  automaticContest: false,
  blockedCentavos: centavos(4_000),
  returnedCentavos: centavos(0),
  createdAt: at,
  updatedAt: at,
  ...over
})

const outboxSize = Effect.flatMap(Outbox, (o) => Effect.map(o.readAfter(outboxStart, 1_000), (p) => p.events.length))

/** Spends `amount` of the holder's available money (the merchant paid something out). */
const spend = (holder: LedgerAccountId, amount: number, id: string) =>
  Effect.flatMap(Ledger, (ledger) =>
    ledger.post({
      id: EntryId.make(id),
      accountId: shop,
      kind: "ADJUSTMENT",
      postings: [
        { ledgerAccountId: holder, amountCentavos: -amount as never, bucket: "available", spend: "available" },
        { ledgerAccountId: "sys:pix_clearing" as never, amountCentavos: amount as never, bucket: "available" }
      ],
      createdAt: new Date(0)
    })
  )

/**
 * The MED service over a ledger whose next balance read runs `race` right after it answers: another request that
 * moves money (or the dispute) between the service's read and its write.
 */
const racingMeds = Effect.gen(function* () {
  const inner = yield* Ledger
  const hook: {
    race?: Effect.Effect<unknown, unknown, Ledger> | undefined
    always?: (() => Effect.Effect<unknown, unknown, Ledger>) | undefined
  } = {}
  const racing: typeof inner = {
    ...inner,
    balance: (id) =>
      Effect.tap(inner.balance(id), () => {
        const race = hook.race ?? hook.always?.()
        hook.race = undefined
        return race === undefined ? Effect.void : Effect.orDie(Effect.provideService(race, Ledger, inner))
      })
  }
  const meds = yield* Meds.make.pipe(Effect.provideService(Ledger, racing))
  return { meds, hook }
})

describe("MED blocks as ledger entries", () => {
  it("a block is keyed by what was blocked before; release and return take everything blocked", () => {
    const d = dispute()
    expect(blockEntryOf(d, 2_500, at)).toMatchObject({
      id: `medblk_${med1}_4000`,
      accountId: "acc_shop",
      transactionId: "pix_1",
      idempotencyKey: `medblk:${med1}:4000`,
      description: `MED ${d.protocol}`,
      kind: "MED_BLOCK",
      createdAt: at
    })
    const release = releaseEntryOf(d, at)
    expect(release).toMatchObject({
      id: `medrel_${med1}_all`,
      idempotencyKey: `medrel:${med1}:all`,
      kind: "MED_RELEASE"
    })
    const returned = returnEntryOf(d, at)
    expect(returned).toMatchObject({
      id: `medret_${med1}_all`,
      idempotencyKey: `medret:${med1}:all`,
      kind: "MED_RETURN"
    })
    expect(returned?.postings.find((p) => p.ledgerAccountId === mainOf)).toMatchObject({
      amountCentavos: -4_000,
      bucket: "blocked"
    })
    expect(release?.postings.map((p) => p.amountCentavos).sort()).toEqual([-4_000, 4_000].sort())
  })

  it("nothing blocked: no release and no return entry", () => {
    const d = dispute({ blockedCentavos: centavos(0) })
    expect(releaseEntryOf(d, at)).toBeUndefined()
    expect(returnEntryOf(d, at)).toBeUndefined()
  })

  it("a subaccount's dispute blocks the subaccount's ledger account", () => {
    const d = dispute({ subaccountId: "sub_9" })
    expect(blockEntryOf(d, 1, at).postings.map((p) => p.ledgerAccountId)).toContain(subLedgerAccount("sub_9"))
    expect(blockEntryOf(d, 1, at).postings.map((p) => p.ledgerAccountId)).not.toContain(mainLedgerAccount(shop))
  })

  it("a dispute owes exactly while less than its amount is blocked", () => {
    expect(isOwing(dispute({ blockedCentavos: centavos(9_999) }))).toBe(true)
    expect(isOwing(dispute({ blockedCentavos: centavos(10_000) }))).toBe(false)
    expect(isOwing(dispute({ blockedCentavos: centavos(0), amountCentavos: centavos(1) }))).toBe(true)
  })
})

describe("the MED read", () => {
  it("carries every optional field that is set, and no key for one that is not", () => {
    const bare = toMedView(dispute())
    expect(Object.keys(bare).sort()).toEqual(
      [
        "amount",
        "automaticContest",
        "blockedAmount",
        "createdAt",
        "deadlineAt",
        "id",
        "protocol",
        "returnedAmount",
        "status",
        "transactionId",
        "type",
        "updatedAt"
      ].sort()
    )
    expect(bare).toMatchObject({ amount: 100, blockedAmount: 40, returnedAmount: 0, createdAt: at.toISOString() })
    const full = toMedView(
      dispute({
        subaccountId: "sub_1",
        description: "golpe",
        resolvedAt: new Date(at.getTime() + 1_000),
        evidence: {
          justification: "entregue ao cliente",
          proofs: ["https://shop.test/delivery"],
          analysis: "rejeitado",
          files: [{ name: "nota.pdf", type: "application/pdf", sizeBytes: 17, sha256: "ab".repeat(32) }],
          automatic: false,
          submittedAt: at
        }
      })
    )
    expect(full).toStrictEqual({
      ...bare,
      subaccountId: "sub_1",
      description: "golpe",
      resolvedAt: new Date(at.getTime() + 1_000).toISOString(),
      evidence: {
        justification: "entregue ao cliente",
        proofs: ["https://shop.test/delivery"],
        analysis: "rejeitado",
        files: [{ name: "nota.pdf", type: "application/pdf", size: 17, sha256: "ab".repeat(32) }],
        automatic: false,
        submittedAt: at.toISOString()
      }
    })
    const noAnalysis = toMedView(
      dispute({ evidence: { justification: "j".repeat(10), proofs: [], files: [], automatic: true, submittedAt: at } })
    )
    expect(Object.keys(noAnalysis.evidence ?? {})).not.toContain("analysis")
  })

  it("filters by protocol and by creation instant, both ends included", () => {
    const d = dispute()
    const ms = at.getTime()
    expect(matchesMedFilters(d, { protocol: d.protocol })).toBe(true)
    expect(matchesMedFilters(d, { protocol: "other" })).toBe(false)
    expect(matchesMedFilters(d, { createdFrom: at, createdTo: at })).toBe(true)
    expect(matchesMedFilters(d, { createdFrom: new Date(ms + 1) })).toBe(false)
    expect(matchesMedFilters(d, { createdTo: new Date(ms - 1) })).toBe(false)
    expect(matchesMedFilters(d, { createdFrom: new Date(ms - 1), createdTo: new Date(ms + 1) })).toBe(true)
    expect(matchesMedFilters(d, { status: "OPEN" })).toBe(true)
    expect(matchesMedFilters(d, { status: "EXPIRED" })).toBe(false)
  })

  it("orders newest first, then by id descending", () => {
    const older = dispute({ id: medId(9), createdAt: new Date(at.getTime() - 1) })
    const a = dispute({ id: medId(1) })
    const b = dispute({ id: medId(2) })
    expect([older, a, b].sort(newestMedFirst).map((d) => d.id)).toEqual([b.id, a.id, older.id])
    expect([b, older, a].sort(newestMedFirst).map((d) => d.id)).toEqual([b.id, a.id, older.id])
    expect(newestMedFirst(a, a)).toBe(0)
    expect(newestMedFirst(a, b)).toBe(1)
    expect(newestMedFirst(b, a)).toBe(-1)
    expect(oldestMedFirst(a, b)).toBe(-1)
    expect(oldestMedFirst(b, a)).toBe(1)
    expect(oldestMedFirst(a, a)).toBe(0)
    expect(oldestMedFirst(older, a)).toBeLessThan(0)
  })
})

describe("opening a dispute", { timeout: 30_000 }, () => {
  it("a protocol is a version 4 UUID of the random bytes", () => {
    expect(uuidOf(new Uint8Array(16))).toBe("00000000-0000-4000-8000-000000000000")
    expect(uuidOf(new Uint8Array(16).fill(0xff))).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff")
    expect(uuidOf(Uint8Array.from({ length: 16 }, (_, i) => i))).toBe("00010203-0405-4607-8809-0a0b0c0d0e0f")
  })

  test("the description and protocol lengths are checked, their ends included", () =>
    Effect.gen(function* () {
      yield* seedShop({ medAutomaticContest: false })
      const meds = yield* Meds
      const open = (over: { description?: string; protocol?: string }) =>
        Effect.gen(function* () {
          const charge = yield* paidCharge(1_000)
          return yield* meds.open({ accountId: shop, transactionId: charge.id, type: "other", ...over })
        })
      const long = yield* Effect.flip(open({ description: "d".repeat(descriptionLengthMax + 1) }))
      expect(long).toMatchObject({ _tag: "InvalidMedInput", field: "description" })
      expect(long.message).toBe(`description: at most ${descriptionLengthMax} characters`)
      expect((yield* open({ description: "d".repeat(descriptionLengthMax) })).description).toHaveLength(
        descriptionLengthMax
      )
      const empty = yield* Effect.flip(open({ protocol: "" }))
      expect(empty.message).toBe(`protocol: 1 to ${protocolLengthMax} characters`)
      const tooLong = yield* Effect.flip(open({ protocol: "p".repeat(protocolLengthMax + 1) }))
      expect(tooLong).toMatchObject({ _tag: "InvalidMedInput", field: "protocol" })
      expect((yield* open({ protocol: "p" })).protocol).toBe("p")
      expect((yield* open({ protocol: "q".repeat(protocolLengthMax) })).protocol).toHaveLength(protocolLengthMax)
    }))

  test("the disputed amount is 1 centavo to the deposit's amount, whole centavos", () =>
    Effect.gen(function* () {
      yield* seedShop({ medAutomaticContest: false })
      const meds = yield* Meds
      const open = (amountCentavos: number) =>
        Effect.gen(function* () {
          const charge = yield* paidCharge(5_000)
          return yield* meds.open({ accountId: shop, transactionId: charge.id, type: "other", amountCentavos })
        })
      for (const bad of [0, -1, 5_001, 1.5, Number.MAX_SAFE_INTEGER + 2]) {
        const refused = yield* Effect.flip(open(bad))
        expect(refused).toMatchObject({
          _tag: "MedNotOpenable",
          message: "the disputed amount is 1 centavo to the deposit's amount"
        })
      }
      expect((yield* open(1)).amountCentavos).toBe(1)
      expect((yield* open(5_000)).amountCentavos).toBe(5_000)
    }))

  test("only a paid deposit of the account is disputed", () =>
    Effect.gen(function* () {
      yield* seedShop({ medAutomaticContest: false })
      const meds = yield* Meds
      const missing = yield* Effect.flip(meds.open({ accountId: shop, transactionId: "pix_missing", type: "other" }))
      expect(missing).toMatchObject({ _tag: "ChargeNotFound", value: "pix_missing" })
      const charge = yield* paidCharge(1_000)
      const store = yield* MedStore
      expect(yield* store.findManyByAccount(shop, {}, { page: 1, pageSize: 10 })).toMatchObject({ total: 0 })
      const other = yield* Effect.flip(
        meds.open({ accountId: AccountId.make("acc_other"), transactionId: charge.id, type: "other" })
      )
      expect(other._tag).toBe("ChargeNotFound")
      const pending = yield* paidCharge(1_000, { status: "PENDING" })
      const unpaid = yield* Effect.flip(meds.open({ accountId: shop, transactionId: pending.id, type: "other" }))
      expect(unpaid).toMatchObject({
        _tag: "MedNotOpenable",
        message: "only a paid (COMPLETED) deposit is disputed"
      })
    }))

  test("a dispute keeps the deposit's subaccount, key and the description; the deadline is 7 days on", () =>
    Effect.gen(function* () {
      yield* seedShop({ medAutomaticContest: false })
      yield* openSubaccount("sub_k")
      yield* TestClock.adjust(at.getTime())
      const meds = yield* Meds
      const charge = yield* paidCharge(1_000, { subaccountId: "sub_k", apiKeyId: "key_1" })
      const d = yield* meds.open({ accountId: shop, transactionId: charge.id, type: "fraud", description: "golpe" })
      expect(d).toMatchObject({ subaccountId: "sub_k", apiKeyId: "key_1", description: "golpe", createdAt: at })
      expect(d.deadlineAt).toStrictEqual(new Date(at.getTime() + evidenceWindowMs))
      const bare = yield* meds.open({ accountId: shop, transactionId: (yield* paidCharge(1_000)).id, type: "other" })
      expect(Object.keys(bare)).not.toContain("subaccountId")
      expect(Object.keys(bare)).not.toContain("apiKeyId")
      expect(Object.keys(bare)).not.toContain("description")
    }))

  test("the automatic defence is the generated text, with no proofs and no files", () =>
    Effect.gen(function* () {
      yield* seedShop()
      yield* TestClock.adjust(at.getTime())
      const meds = yield* Meds
      const d = yield* meds.open({ accountId: shop, transactionId: (yield* paidCharge(6_000)).id, type: "other" })
      expect(d.evidence).toStrictEqual({
        justification: automaticJustification,
        proofs: [],
        files: [],
        automatic: true,
        submittedAt: at
      })
    }))

  test("an account with no free money opens the dispute with nothing blocked and no block entry", () =>
    Effect.gen(function* () {
      yield* seedShop({ medAutomaticContest: false })
      const meds = yield* Meds
      const charge = yield* paidCharge(2_000)
      yield* spend(mainOf, 2_000, "ent_all_spent")
      const d = yield* meds.open({ accountId: shop, transactionId: charge.id, type: "other" })
      expect(d).toMatchObject({ status: "OPEN", blockedCentavos: 0 })
      expect(yield* (yield* Ledger).findEntryById(EntryId.make(`medblk_${d.id}_0`))).toBeUndefined()
      expect((yield* (yield* Ledger).balance(mainOf)).medBlockedCentavos).toBe(0)
    }))

  test("money spent between the balance read and the block: the dispute reads again and blocks what is left", () =>
    Effect.gen(function* () {
      yield* seedShop({ medAutomaticContest: false })
      const { meds, hook } = yield* racingMeds
      const charge = yield* paidCharge(10_000)
      hook.race = spend(mainOf, 4_000, "ent_raced")
      const d = yield* meds.open({ accountId: shop, transactionId: charge.id, type: "other" })
      expect(d.blockedCentavos).toBe(6_000)
      expect((yield* (yield* Ledger).balance(mainOf)).medBlockedCentavos).toBe(6_000)
    }))
})

describe("resolving a dispute", { timeout: 30_000 }, () => {
  test("the owed catch-up reads again when money is spent between its read and its block", () =>
    Effect.gen(function* () {
      yield* seedShop({ medAutomaticContest: false })
      const { meds, hook } = yield* racingMeds
      const charge = yield* paidCharge(10_000)
      yield* spend(mainOf, 10_000, "ent_spent")
      const d = yield* meds.open({ accountId: shop, transactionId: charge.id, type: "other" })
      yield* fund(mainOf, 7_000, new Date(0))
      hook.race = spend(mainOf, 5_000, "ent_raced")
      const before = yield* outboxSize
      expect((yield* meds.blockOwed(shop, d.id)).blockedCentavos).toBe(2_000)
      expect((yield* (yield* Ledger).balance(mainOf)).medBlockedCentavos).toBe(2_000)
      // A catch-up moves money but not the dispute: no event.
      expect(yield* outboxSize).toBe(before)
    }))

  test("the owed catch-up of a dispute decided meanwhile changes nothing", () =>
    Effect.gen(function* () {
      yield* seedShop({ medAutomaticContest: false })
      const { meds, hook } = yield* racingMeds
      const charge = yield* paidCharge(10_000)
      yield* spend(mainOf, 10_000, "ent_spent")
      const d = yield* meds.open({ accountId: shop, transactionId: charge.id, type: "other" })
      yield* fund(mainOf, 7_000, new Date(0))
      const store = yield* MedStore
      hook.race = store.update(d, { ...d, status: "CANCELED", resolvedAt: new Date(0) })
      expect(yield* meds.blockOwed(shop, d.id)).toMatchObject({ status: "CANCELED", blockedCentavos: 0 })
      expect((yield* (yield* Ledger).balance(mainOf)).medBlockedCentavos).toBe(0)
    }))

  it("a move is read again only after a concurrent change; a pass skips a lost race or a dispute gone", () => {
    expect(movedMeanwhile({ _tag: "MedStatusChanged" })).toBe(true)
    for (const _tag of ["InsufficientFunds", "MedNotFound", "InvalidTransition"]) {
      expect(movedMeanwhile({ _tag })).toBe(false)
    }
    for (const _tag of ["InsufficientFunds", "MedStatusChanged", "MedNotFound"])
      expect(skippedByPass({ _tag })).toBe(true)
    for (const _tag of ["InvalidTransition", "MedStoreError", "LedgerStoreError"]) {
      expect(skippedByPass({ _tag })).toBe(false)
    }
  })

  test("a pass skips a dispute whose money is spent at every try, and goes on", () =>
    Effect.gen(function* () {
      yield* seedShop({ medAutomaticContest: false })
      const { meds, hook } = yield* racingMeds
      const charge = yield* paidCharge(10_000)
      yield* spend(mainOf, 10_000, "ent_spent_all")
      yield* meds.open({ accountId: shop, transactionId: charge.id, type: "other" })
      yield* fund(mainOf, 4_000, new Date(0))
      let n = 0
      hook.always = () => spend(mainOf, 1, `ent_nibble_${++n}`)
      expect(yield* meds.blockAllOwed(10)).toEqual({ examined: 1, blockedCentavos: 0 })
      expect(n).toBeGreaterThan(1)
    }))

  it("only a lost race is read again", () => {
    expect(lostRace({ _tag: "InsufficientFunds" })).toBe(true)
    expect(lostRace({ _tag: "MedStatusChanged" })).toBe(true)
    for (const _tag of ["MedNotFound", "InvalidTransition", "MedStoreError", "LedgerStoreError"]) {
      expect(lostRace({ _tag })).toBe(false)
    }
  })

  test("the owed catch-up of a missing dispute fails at once", () =>
    Effect.gen(function* () {
      yield* seedShop({ medAutomaticContest: false })
      const meds = yield* Meds
      expect((yield* Effect.flip(meds.blockOwed(shop, "med_missing")))._tag).toBe("MedNotFound")
    }))

  test("a rejection releases what is blocked without first blocking what is owed", () =>
    Effect.gen(function* () {
      yield* seedShop({ medAutomaticContest: false })
      const meds = yield* Meds
      const ledger = yield* Ledger
      const charge = yield* paidCharge(10_000)
      yield* spend(mainOf, 7_000, "ent_spent")
      const d = yield* meds.open({ accountId: shop, transactionId: charge.id, type: "other" })
      yield* meds.submitEvidence(shop, d.id, { justification: "entregue ao cliente", analysis: "rejeitado" })
      yield* fund(mainOf, 5_000, new Date(0))
      const rejected = yield* meds.decide(shop, d.id, "reject")
      expect(rejected).toMatchObject({ status: "REJECTED", blockedCentavos: 0, returnedCentavos: 0 })
      expect(yield* ledger.findEntryById(EntryId.make(`medblk_${d.id}_3000`))).toBeUndefined()
      expect(yield* ledger.balance(mainOf)).toMatchObject({ availableCentavos: 8_000, medBlockedCentavos: 0 })
    }))

  test("evidence keeps the analysis where the type asks for it, and is the merchant's own", () =>
    Effect.gen(function* () {
      yield* seedShop({ medAutomaticContest: false })
      const meds = yield* Meds
      const asked = yield* meds.open({ accountId: shop, transactionId: (yield* paidCharge(1_000)).id, type: "other" })
      const withAnalysis = yield* meds.submitEvidence(shop, asked.id, {
        justification: "entregue ao cliente",
        analysis: "aceito"
      })
      expect(withAnalysis.evidence).toMatchObject({ analysis: "aceito", automatic: false, proofs: [], files: [] })
      const ignored = yield* meds.open({
        accountId: shop,
        transactionId: (yield* paidCharge(1_000)).id,
        type: "account_takeover"
      })
      const without = yield* meds.submitEvidence(shop, ignored.id, {
        justification: "conta do pagador invadida",
        analysis: "aceito"
      })
      expect(Object.keys(without.evidence ?? {})).not.toContain("analysis")
      expect(without.evidence?.automatic).toBe(false)
    }))

  it.effect("each use case opens its own span", () => {
    const spans: Array<string> = []
    const tracer = Tracer.make({
      span(options) {
        spans.push(options.name)
        return new Tracer.NativeSpan(options)
      }
    })
    return Effect.gen(function* () {
      yield* seedShop({ medAutomaticContest: false })
      const meds = yield* Meds
      const d = yield* meds.open({ accountId: shop, transactionId: (yield* paidCharge(1_000)).id, type: "other" })
      yield* meds.blockOwed(shop, d.id)
      yield* meds.submitEvidence(shop, d.id, { justification: "entregue ao cliente", analysis: "rejeitado" })
      yield* meds.decide(shop, d.id, "reject")
      const e = yield* meds.open({ accountId: shop, transactionId: (yield* paidCharge(1_000)).id, type: "other" })
      yield* meds.expire(shop, e.id)
      yield* meds.blockAllOwed(10)
      const names = new Set(spans.filter((name) => name.startsWith("Meds.")))
      expect([...names].sort()).toEqual(
        [
          "Meds.open",
          "Meds.findById",
          "Meds.blockOwed",
          "Meds.blockAllOwed",
          "Meds.submitEvidence",
          "Meds.decide",
          "Meds.expire"
        ].sort()
      )
    }).pipe(Effect.provide(world()), Effect.provideService(Tracer.Tracer, tracer)) as Effect.Effect<void>
  })
})
