import { describe, expect, it } from "@effect/vitest"
import { Schema } from "effect"
import { ChargeRecord, LeanCharge, toLean, toStatusView } from "../../src/charges/Record.ts"
import { AccountId } from "../../src/ledger/Model.ts"
import { centavos } from "../../src/money/Money.ts"
import { chargeRecord } from "./fixtures.ts"

const pending = chargeRecord(1, {
  externalReference: "pedido-1",
  subaccountId: "sub_1",
  split: { accountId: AccountId.make("acc_p"), bps: 1_000, amountCentavos: centavos(983) },
  requestedPayer: { name: "Ana", document: "12345678909" }
})
const completed = {
  ...pending,
  status: "COMPLETED" as const,
  endToEndId: "E99999999202601011200AbCdEfGhIjK",
  payer: { name: "Maria", document: "12345678909" },
  completedAt: new Date(1_000),
  updatedAt: new Date(1_000)
}
const canceled = { ...pending, status: "CANCELED" as const, updatedAt: new Date(86_400_000) }
const omitted = ["accountId", "provider", "metadata", "direction", "updatedAt"]

describe("charge record", () => {
  it("the fixture is a valid record", () => {
    expect(Schema.is(ChargeRecord)(pending)).toBe(true)
    expect(Schema.is(ChargeRecord)(completed)).toBe(true)
  })

  it("the create view of a pending charge: amounts in reais, QR fields, expiry, no payer, no end-to-end id", () => {
    expect(toLean(pending, "create")).toEqual({
      id: pending.id,
      type: "PIX_IN",
      status: "PENDING",
      amount: 100,
      feeAmount: 1.7,
      netAmount: 98.3,
      currency: "BRL",
      description: "Pedido 1",
      externalReference: "pedido-1",
      referenceId: "pixnet_1",
      copyPaste: pending.copyPaste,
      qrcodeUrl: pending.qrcodeUrl,
      expiresAt: "1970-01-02T00:00:00.000Z",
      createdAt: "1970-01-01T00:00:00.000Z",
      subaccountId: "sub_1"
    })
  })

  it("a read of a pending charge has copyPaste and qrcodeUrl but never qrCodeBase64; events have no QR field", () => {
    const get = toLean(pending, "get")
    expect(get).toHaveProperty("copyPaste")
    expect(get).toHaveProperty("qrcodeUrl")
    expect(get).not.toHaveProperty("qrCodeBase64")
    for (const record of [pending, completed, canceled]) {
      const event = toLean(record, "event")
      for (const field of ["copyPaste", "qrcodeUrl", "qrCodeBase64"]) expect(event).not.toHaveProperty(field)
    }
  })

  it("a read of a charge no longer pending carries no QR field", () => {
    for (const record of [completed, canceled]) {
      expect(toLean(record, "get")).not.toHaveProperty("copyPaste")
      expect(toLean(record, "get")).not.toHaveProperty("qrcodeUrl")
    }
  })

  it("a paid charge shows payer, end-to-end id and completion, and no longer its expiry", () => {
    expect(toLean(completed, "event")).toEqual({
      id: completed.id,
      type: "PIX_IN",
      status: "COMPLETED",
      amount: 100,
      feeAmount: 1.7,
      netAmount: 98.3,
      currency: "BRL",
      description: "Pedido 1",
      externalReference: "pedido-1",
      referenceId: "pixnet_1",
      endToEndId: completed.endToEndId,
      payer: { name: "Maria", document: "12345678909" },
      completedAt: "1970-01-01T00:00:01.000Z",
      createdAt: "1970-01-01T00:00:00.000Z",
      subaccountId: "sub_1"
    })
  })

  it("an expired charge shows its expiry; the requested payer, split, fingerprint and internal fields never show", () => {
    expect(toLean(canceled, "event")).toMatchObject({ status: "CANCELED", expiresAt: "1970-01-02T00:00:00.000Z" })
    for (const record of [pending, completed, canceled]) {
      for (const view of ["create", "get", "event"] as const) {
        const lean = toLean(record, view)
        for (const field of [
          ...omitted,
          "requestedPayer",
          "split",
          "requestFingerprint",
          "txid",
          "locationUrl",
          "platformFeeCentavos"
        ]) {
          expect(lean).not.toHaveProperty(field)
        }
        expect(Schema.is(LeanCharge)(lean)).toBe(true)
        expect(JSON.parse(JSON.stringify(lean))).toEqual(lean)
      }
    }
  })

  it("the status payload", () => {
    expect(toStatusView(pending)).toEqual({
      id: pending.id,
      status: "PENDING",
      amount: 100,
      expiresAt: "1970-01-02T00:00:00.000Z",
      completedAt: null
    })
    expect(toStatusView(completed)).toMatchObject({
      completedAt: "1970-01-01T00:00:01.000Z",
      endToEndId: completed.endToEndId
    })
  })
})
