import { expect, layer } from "@effect/vitest"
import { Notifier, Realtime } from "@trilho/domain"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { Effect, Layer, Result } from "effect"
import { connectAs, insertKey, insertMerchant, layerApi, post, startGateway } from "./support.ts"

/** MED dispute events on the realtime gateway: `med.*` names the three, and they reach the disputed charge's key. */

const layerAll = layerApi.pipe(Layer.provideMerge(Notifier.layerMemory), Layer.provideMerge(layerTestDatabase()))

const ok = (r: { readonly status: number; readonly body: any }) => {
  expect(r.status, JSON.stringify(r.body)).toBe(200)
  return r.body.data
}

layer(layerAll, { timeout: 60_000, excludeTestServices: true })("MED events on the realtime gateway", (it) => {
  it("med.* resolves to the three MED events, and nothing else does", () => {
    const med = Result.getOrThrow(Realtime.Subscriptions.resolvePattern("med.*"))
    expect([...med].sort()).toStrictEqual(["med.created", "med.evidence_sent", "med.updated"])
    expect([...Result.getOrThrow(Realtime.Subscriptions.resolvePattern("*"))]).toEqual(
      expect.arrayContaining(["med.created", "med.evidence_sent", "med.updated"])
    )
    expect(Result.isFailure(Realtime.Subscriptions.resolvePattern("med.resolved"))).toBe(true)
  })

  it.effect("a dispute's created, evidence_sent and updated reach med.* of the charge's key, in order", () =>
    Effect.gen(function* () {
      yield* insertMerchant("acc_gw_med")
      const owner = yield* insertKey("acc_gw_med")
      const sibling = yield* insertKey("acc_gw_med")
      const { url } = yield* startGateway()
      const subscribe = (secret: string, pattern: string) =>
        Effect.gen(function* () {
          const client = yield* connectAs(url, secret)
          client.send({ action: "subscribe", pattern })
          yield* client.next((m) => m.event === "subscribed")
          return client
        })
      const mine = yield* subscribe(owner.secret, "med.*")
      const payments = yield* subscribe(owner.secret, "payment.*")
      const siblings = yield* subscribe(sibling.secret, "med.*")
      const charge = ok(yield* post("/v1/payment-pix/create", owner.secret, { amount: 60, description: "Pedido" }))
      ok(yield* post(`/v1/sandbox/payment-pix/${charge.id}/pay`, owner.secret, {}))
      // Above 50 BRL with the automatic contest on (the default): opened and defended at once.
      const dispute = ok(
        yield* post("/v1/sandbox/meds/open", owner.secret, { transactionId: charge.id, type: "fraud" })
      )
      ok(yield* post(`/v1/sandbox/meds/${dispute.id}/decide`, owner.secret, { outcome: "accept" }))
      const isMed = (m: { readonly event?: unknown }) => String(m.event).startsWith("med.")
      const created = yield* mine.next(isMed)
      expect(created).toMatchObject({
        event: "med.created",
        data: { id: dispute.id, transactionId: charge.id, status: "OPEN", amount: 60 }
      })
      expect(created.data).not.toHaveProperty("accountId")
      expect(yield* mine.next(isMed)).toMatchObject({
        event: "med.evidence_sent",
        data: { id: dispute.id, status: "UNDER_REVIEW", automaticContest: true, evidence: { automatic: true } }
      })
      expect(yield* mine.next(isMed)).toMatchObject({
        event: "med.updated",
        data: { id: dispute.id, status: "ACCEPTED", returnedAmount: 60, blockedAmount: 0 }
      })
      const paymentEvents = yield* payments.drain(300)
      expect(paymentEvents.map((m) => m.event).filter((e) => String(e).startsWith("med."))).toEqual([])
      expect(yield* siblings.drain(0)).toEqual([])
    })
  )
})
