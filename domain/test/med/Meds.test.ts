import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { TestClock } from "effect/testing"
import { pixDepositLockMs } from "../../src/ledger/Rules.ts"
import { Accounts } from "../../src/accounts/Accounts.ts"
import { Outbox, outboxStart } from "../../src/events/Outbox.ts"
import { Ledger } from "../../src/ledger/Ledger.ts"
import { subLedgerAccount } from "../../src/ledger/Model.ts"
import { Meds } from "../../src/med/Meds.ts"
import { detectFileType, proofUrlProblem } from "../../src/med/Evidence.ts"
import { fund, mainOf, openSubaccount, paidCharge, seedShop, shop, world } from "./world.ts"

const events = Effect.flatMap(Outbox, (o) =>
  Effect.map(o.readAfter(outboxStart, 100), (p) => p.events.map((e) => [e.eventType, (e.payload as any).status]))
)
const test = <A, E>(name: string, body: () => Effect.Effect<A, E, any>) =>
  it.effect(name, () => Effect.provide(body(), world()) as Effect.Effect<A, E>)
const pdf = new TextEncoder().encode("%PDF-1.7 evidence")

describe("Meds", { timeout: 30_000 }, () => {
  test("a dispute on a main-account PIX blocks its amount inside available, out of withdrawable", () =>
    Effect.gen(function* () {
      yield* seedShop({ medAutomaticContest: false })
      const charge = yield* paidCharge(10_000)
      const meds = yield* Meds
      const d = yield* meds.open({ accountId: shop, transactionId: charge.id, amountCentavos: 6_000, type: "fraud" })
      expect(d).toMatchObject({ status: "OPEN", blockedCentavos: 6_000, automaticContest: false })
      // While the deposit's own 24 h lock holds, its money counts as locked and as blocked (docs/decisions.md).
      expect(yield* (yield* Ledger).balance(mainOf)).toMatchObject({
        availableCentavos: 10_000,
        medBlockedCentavos: 6_000,
        withdrawableCentavos: 0
      })
      yield* TestClock.adjust(pixDepositLockMs)
      expect(yield* (yield* Ledger).balance(mainOf)).toMatchObject({
        availableCentavos: 10_000,
        medBlockedCentavos: 6_000,
        withdrawableCentavos: 4_000
      })
      expect((yield* meds.findById(shop, d.protocol)).id).toBe(d.id)
      expect(yield* events).toEqual([["med.created", "OPEN"]])
      const refused = yield* Effect.flip(meds.open({ accountId: shop, transactionId: charge.id, type: "fraud" }))
      expect(refused._tag).toBe("MedAlreadyOpened")
    }))

  test("the automatic contest sends the generated defence above 50 BRL and refuses the merchant's evidence", () =>
    Effect.gen(function* () {
      yield* seedShop()
      const meds = yield* Meds
      const big = yield* meds.open({ accountId: shop, transactionId: (yield* paidCharge(5_001)).id, type: "other" })
      expect(big).toMatchObject({ status: "UNDER_REVIEW", automaticContest: true, evidence: { automatic: true } })
      const small = yield* meds.open({ accountId: shop, transactionId: (yield* paidCharge(5_000)).id, type: "other" })
      expect(small).toMatchObject({ status: "OPEN", automaticContest: false })
      const refused = yield* Effect.flip(
        meds.submitEvidence(shop, small.id, { justification: "entregue ao cliente", analysis: "rejeitado" })
      )
      expect(refused._tag).toBe("AutomaticContestActive")
      expect((yield* events).map((e) => e[0])).toEqual(["med.created", "med.evidence_sent", "med.created"])
    }))

  test("evidence moves an OPEN dispute to UNDER_REVIEW with its files' digests; bad evidence is refused", () =>
    Effect.gen(function* () {
      yield* seedShop({ medAutomaticContest: false })
      const meds = yield* Meds
      const d = yield* meds.open({ accountId: shop, transactionId: (yield* paidCharge(9_000)).id, type: "fraud" })
      const bad = yield* Effect.flip(meds.submitEvidence(shop, d.id, { justification: "curta" }))
      expect(bad).toMatchObject({ _tag: "InvalidMedInput", field: "justification" })
      const noProof = yield* Effect.flip(
        meds.submitEvidence(shop, d.id, { justification: "pedido entregue", analysis: "rejeitado" })
      )
      expect(noProof).toMatchObject({ field: "proofs" })
      const privateProof = yield* Effect.flip(
        meds.submitEvidence(shop, d.id, {
          justification: "pedido entregue",
          analysis: "rejeitado",
          proofs: ["https://10.0.0.1/nota"]
        })
      )
      expect(privateProof).toMatchObject({ field: "proofs[0]" })
      const sent = yield* meds.submitEvidence(shop, d.id, {
        justification: "pedido entregue",
        analysis: "rejeitado",
        proofs: ["https://rastreio.example.com/123"],
        files: [{ name: "nota.pdf", bytes: pdf }]
      })
      expect(sent.status).toBe("UNDER_REVIEW")
      expect(sent.evidence?.files[0]).toMatchObject({
        name: "nota.pdf",
        type: "application/pdf",
        sizeBytes: pdf.length
      })
      expect(sent.evidence?.files[0]?.sha256).toMatch(/^[0-9a-f]{64}$/)
      const again = yield* Effect.flip(
        meds.submitEvidence(shop, d.id, {
          justification: "pedido entregue",
          analysis: "rejeitado",
          proofs: ["https://a.example.com"]
        })
      )
      expect(again._tag).toBe("InvalidTransition")
    }))

  test("a subaccount's dispute blocks the subaccount's money; rejection releases it, acceptance returns it", () =>
    Effect.gen(function* () {
      yield* seedShop({ medAutomaticContest: false })
      yield* openSubaccount("sub_1")
      const sub = subLedgerAccount("sub_1")
      const meds = yield* Meds
      const ledger = yield* Ledger
      const c1 = yield* paidCharge(3_000, { subaccountId: "sub_1" })
      const c2 = yield* paidCharge(2_000, { subaccountId: "sub_1" })
      const d1 = yield* meds.open({ accountId: shop, transactionId: c1.id, type: "account_takeover" })
      const d2 = yield* meds.open({ accountId: shop, transactionId: c2.id, type: "account_takeover" })
      expect(yield* ledger.balance(sub)).toMatchObject({ availableCentavos: 5_000, medBlockedCentavos: 5_000 })
      expect((yield* ledger.balance(mainOf)).medBlockedCentavos).toBe(0)
      yield* meds.submitEvidence(shop, d1.id, { justification: "conta do cliente legítima" })
      const rejected = yield* meds.decide(shop, d1.id, "reject")
      expect(rejected).toMatchObject({ status: "REJECTED", blockedCentavos: 0, returnedCentavos: 0 })
      const accepted = yield* meds.decide(shop, d2.id, "accept")
      expect(accepted).toMatchObject({ status: "ACCEPTED", blockedCentavos: 0, returnedCentavos: 2_000 })
      expect(yield* ledger.balance(sub)).toMatchObject({ availableCentavos: 3_000, medBlockedCentavos: 0 })
      const again = yield* Effect.flip(meds.decide(shop, d2.id, "cancel"))
      expect(again._tag).toBe("InvalidTransition")
    }))

  test("short money: the block takes what is free now, the rest is blocked as money arrives", () =>
    Effect.gen(function* () {
      yield* seedShop({ medAutomaticContest: false })
      const meds = yield* Meds
      const charge = yield* paidCharge(10_000)
      // The merchant spent 7 000 of it before the dispute came.
      yield* (yield* Ledger).post({
        id: "ent_spent" as never,
        accountId: shop,
        kind: "ADJUSTMENT",
        postings: [
          { ledgerAccountId: mainOf, amountCentavos: -7_000 as never, bucket: "available", spend: "available" },
          { ledgerAccountId: "sys:pix_clearing" as never, amountCentavos: 7_000 as never, bucket: "available" }
        ],
        createdAt: new Date(0)
      })
      const d = yield* meds.open({ accountId: shop, transactionId: charge.id, type: "coercion" })
      expect(d.blockedCentavos).toBe(3_000)
      yield* fund(mainOf, 5_000, new Date(0))
      const topped = yield* meds.blockOwed(shop, d.id)
      expect(topped.blockedCentavos).toBe(8_000)
      yield* fund(mainOf, 5_000, new Date(0))
      const accepted = yield* meds.decide(shop, d.id, "accept")
      expect(accepted.returnedCentavos).toBe(10_000)
      expect(yield* (yield* Ledger).balance(mainOf)).toMatchObject({ availableCentavos: 3_000, medBlockedCentavos: 0 })
    }))

  test("lists the account's disputes newest first with filters; another account's dispute is not found", () =>
    Effect.gen(function* () {
      yield* seedShop({ medAutomaticContest: false })
      const meds = yield* Meds
      const a = yield* meds.open({ accountId: shop, transactionId: (yield* paidCharge(1_000)).id, type: "other" })
      yield* meds.expire(shop, a.id)
      const b = yield* meds.open({ accountId: shop, transactionId: (yield* paidCharge(1_000)).id, type: "other" })
      const page = yield* meds.findManyByAccount(shop, {})
      expect(page.items.map((d) => d.id)).toEqual([b.id, a.id])
      expect((yield* meds.findManyByAccount(shop, { status: "EXPIRED" })).items.map((d) => d.id)).toEqual([a.id])
      expect((yield* meds.findManyByAccount(shop, { protocol: b.protocol })).total).toBe(1)
      yield* (yield* Accounts).insert({
        id: "acc_x" as never,
        name: "X",
        email: "x@x.test",
        flags: {},
        createdAt: new Date(0)
      })
      expect((yield* Effect.flip(meds.findById("acc_x" as never, a.id)))._tag).toBe("MedNotFound")
      expect((yield* Effect.flip(meds.findManyByAccount(shop, { pageSize: 101 })))._tag).toBe("InvalidMedInput")
    }))
})

describe("MED evidence checks", () => {
  it("detects the accepted file types by their first bytes only", () => {
    expect(detectFileType(pdf)).toBe("application/pdf")
    expect(detectFileType(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg")
    expect(detectFileType(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe("image/png")
    expect(detectFileType(new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "))).toBe("image/webp")
    expect(detectFileType(new TextEncoder().encode("GIF89a"))).toBeUndefined()
    expect(detectFileType(new Uint8Array())).toBeUndefined()
  })

  it("takes public https proof URLs only", () => {
    expect(proofUrlProblem("https://loja.example.com/pedido/1")).toBeUndefined()
    expect(proofUrlProblem("https://8.8.8.8/x")).toBeUndefined()
    for (const bad of [
      "http://loja.example.com",
      "https://localhost/x",
      "https://127.0.0.1/x",
      "https://[::1]/x",
      "https://192.168.0.10/x",
      "https://intranet/x",
      "https://printer.local/x",
      "https://u:p@loja.example.com",
      "nota"
    ])
      expect(proofUrlProblem(bad)).toBeDefined()
  })
})
