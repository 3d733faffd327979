import { describe, expect, layer } from "@effect/vitest"
import { Ledger, Subaccounts, SubaccountStore } from "@trilho/domain"
import { Effect, Layer, Option, Result } from "effect"
import * as SubaccountStoreSql from "../../src/SubaccountStoreSql.ts"
import { describePostgres, layerTestDatabase } from "../../src/testing.ts"

const shop = Ledger.AccountId.make("acc_shop")
const other = Ledger.AccountId.make("acc_other")

const record = (over: Partial<Subaccounts.SubaccountRecord> = {}): Subaccounts.SubaccountRecord => ({
  id: "sub_1",
  accountId: shop,
  externalReference: "loja-1",
  name: "Loja Um",
  personType: "PF",
  fullName: "Maria Souza",
  cpf: "52998224725",
  birthDate: "1990-04-01",
  postalCode: "01310100",
  status: "ACTIVE",
  lockMode: null,
  limits: {},
  surcharge: Subaccounts.surchargeZero,
  requestFingerprint: "fp",
  createdAt: new Date("2026-01-01T00:00:00Z"),
  updatedAt: new Date("2026-01-01T00:00:00Z"),
  ...over
})

const contract = (name: string, store: Layer.Layer<SubaccountStore.SubaccountStore>) =>
  layer(store)(name, (it) => {
    it.effect("insert, read by id and reference, refuse a live reference twice, free it on delete", () =>
      Effect.gen(function* () {
        const s = yield* SubaccountStore.SubaccountStore
        const bytes = new Uint8Array([37, 80, 68, 70])
        const pj = record({
          personType: "PJ",
          cnpj: "11222333000181",
          companyName: "Loja Um Ltda",
          site: "https://loja.test",
          document: { fileName: "contrato.pdf", contentType: "application/pdf", sizeBytes: 4, sha256: "ab" },
          limits: { limitDailyCentavos: 10_000 },
          surcharge: { pixIn: { percentBps: 100, fixedCentavos: 5 }, pixOut: { percentBps: 0, fixedCentavos: 10 } }
        })
        yield* s.insert(pj, bytes)
        expect(Option.getOrThrow(yield* s.findById(shop, "sub_1"))).toEqual(pj)
        expect(Option.isNone(yield* s.findById(other, "sub_1"))).toBe(true)
        expect(Option.getOrThrow(yield* s.findByExternalReference(shop, "loja-1")).id).toBe("sub_1")
        expect(Array.from(Option.getOrThrow(yield* s.findDocumentBytes(shop, "sub_1")))).toEqual([37, 80, 68, 70])
        const again = yield* Effect.result(s.insert(record({ id: "sub_2" })))
        expect(Result.isFailure(again) && again.failure._tag).toBe("DuplicateSubaccountReference")
        yield* s.update({ ...pj, status: "DELETED", name: "Outro", updatedAt: new Date("2026-01-02T00:00:00Z") })
        expect(Option.isNone(yield* s.findByExternalReference(shop, "loja-1"))).toBe(true)
        expect(Option.getOrThrow(yield* s.findById(shop, "sub_1")).status).toBe("DELETED")
        yield* s.insert(record({ id: "sub_2" }))
        const page = yield* s.findManyByAccount(shop, {}, { page: 1, pageSize: 10 })
        expect(page.items.map((r) => r.id)).toEqual(["sub_2"])
        expect(page.total).toBe(1)
        expect((yield* s.findManyByAccount(shop, { status: "DISABLED" }, { page: 1, pageSize: 10 })).total).toBe(0)
      })
    )

    it.effect("moves: one per externalReference", () =>
      Effect.gen(function* () {
        const s = yield* SubaccountStore.SubaccountStore
        const move: Subaccounts.SubaccountMoveRecord = {
          id: "sbm_1",
          accountId: shop,
          kind: "ADD_BALANCE",
          toSubaccountId: "sub_2",
          amountCentavos: 500 as never,
          externalReference: "m-1",
          requestFingerprint: "fp",
          entryId: "sbm_1",
          createdAt: new Date("2026-01-01T00:00:00Z")
        }
        yield* s.insertMove(move)
        const again = yield* Effect.result(s.insertMove({ ...move, id: "sbm_2" }))
        expect(Result.isFailure(again) && again.failure._tag).toBe("DuplicateMoveReference")
        expect(Option.getOrThrow(yield* s.findMoveByExternalReference(shop, "m-1"))).toEqual(move)
      })
    )
  })

describe("SubaccountStore", () => {
  contract("memory", SubaccountStore.layerMemory)
  contract(
    "pglite",
    SubaccountStoreSql.layer.pipe(Layer.provide(layerTestDatabase({ backend: "pglite" })), Layer.orDie)
  )
})

describePostgres("SubaccountStore on PostgreSQL", () => {
  contract(
    "postgres",
    SubaccountStoreSql.layer.pipe(Layer.provide(layerTestDatabase({ backend: "postgres" })), Layer.orDie)
  )
})
