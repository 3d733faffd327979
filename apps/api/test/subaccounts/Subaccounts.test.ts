import { expect, layer } from "@effect/vitest"
import { LedgerStore } from "@trilho/domain"
import { describePostgres } from "@trilho/postgres/testing"
import { Effect } from "effect"
import { call, createSub, get, layerServer, merchant, pfBody, post, postMultipart, subBalance } from "./support.ts"

/** Every subaccount route with a body or query that would pass validation, for the permission and flag sweeps. */
const routes = (id: string): ReadonlyArray<readonly ["GET" | "POST", string, string, unknown?]> => [
  ["POST", "create", "subaccount/create", pfBody("sweep")],
  ["GET", `get/${id}`, "subaccount/get"],
  ["GET", "get-by-ref/sweep", "subaccount/get"],
  ["GET", "list", "subaccount/list"],
  ["GET", `balance?id=${id}`, "subaccount/balance"],
  ["POST", "add-balance", "subaccount/add-balance", { id, amount: 1 }],
  ["POST", "remove-balance", "subaccount/remove-balance", { id, amount: 1 }],
  ["POST", "transfer", "subaccount/transfer", { fromSubaccountId: id, toSubaccountId: "sub_x", amount: 1 }],
  ["POST", "update", "subaccount/update", { id, name: "x" }],
  ["POST", "lock", "subaccount/lock", { id, lockMode: "full" }],
  ["POST", "unlock", "subaccount/unlock", { id }],
  ["POST", "set-limits", "subaccount/set-limits", { id, daily: 10 }],
  ["POST", "set-pricing", "subaccount/set-pricing", { id, pixIn: { percent: 1 } }],
  ["GET", `pricing?id=${id}`, "subaccount/get"],
  ["POST", "delete", "subaccount/delete", { id }]
]

const verifyLedger = Effect.gen(function* () {
  const verification = yield* (yield* LedgerStore.LedgerStore).verify()
  expect(verification).toMatchObject({
    unbalancedEntries: 0,
    balanceMismatches: 0,
    negativeBalances: 0,
    totalCentavos: 0
  })
})

/** Twenty concurrent add-balance calls with one `externalReference`: all 200 with one move, the money moved once. */
const concurrentAddBalance = (accountId: string) =>
  Effect.gen(function* () {
    const key = yield* merchant(accountId, { withdrawableCentavos: 10_000 })
    const id = yield* createSub(key, "conc-1")
    const answers = yield* Effect.forEach(
      Array.from({ length: 20 }, (_, i) => i),
      () => post(key, "add-balance", { id, amount: 7, externalReference: "once" }),
      { concurrency: 20 }
    )
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200))
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1)
    expect(yield* subBalance(key, id)).toMatchObject({ availablePadrao: 7 })
    expect((yield* call("GET", "/v1/account/balance", { key })).body.data.padrao.withdrawable).toBe(93)
    yield* verifyLedger
  })

layer(layerServer(), { timeout: 180_000, excludeTestServices: true })("subaccounts over HTTP", (it) => {
  it.effect("each route needs its own permission (403 FORBIDDEN without it) and the subaccounts flag (403)", () =>
    Effect.gen(function* () {
      const full = yield* merchant("acc_sa_perm")
      const id = yield* createSub(full, "perm-1")
      for (const [method, path, permission, body] of routes(id)) {
        const others = routes(id)
          .map((r) => r[2])
          .filter((p) => p !== permission)
        const key = yield* merchant(`acc_sa_p_${path.replace(/[^a-z]/g, "").slice(0, 20)}`, { permissions: others })
        const refused = yield* call(method, `/v1/subaccount/${path}`, { key, ...(body === undefined ? {} : { body }) })
        expect(refused.status, path).toBe(403)
        expect(refused.body.error.code, path).toBe("FORBIDDEN")
      }
      const off = yield* merchant("acc_sa_off", { flags: {} })
      for (const [method, path, , body] of routes(id)) {
        const refused = yield* call(method, `/v1/subaccount/${path}`, {
          key: off,
          ...(body === undefined ? {} : { body })
        })
        expect(refused.status, path).toBe(403)
        expect(refused.body).toMatchObject({
          success: false,
          error: { code: "FEATURE_NOT_ENABLED", statusCode: 403 }
        })
      }
    })
  )

  it.effect("create: PF by JSON, repeat returns the first, another body 409, bad fields 400 and nothing stored", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_sa_create")
      const created = yield* post(key, "create", pfBody("loja-1"))
      expect(created.status).toBe(200)
      expect(created.body.data).toMatchObject({
        externalReference: "loja-1",
        name: "Maria Souza",
        personType: "PF",
        cpf: "52998224725",
        postalCode: "01310100",
        status: "ACTIVE",
        lockMode: null,
        limits: { daily: null, monthly: null, perTransaction: null },
        pricing: { pixIn: { percent: 0, fixed: 0 }, pixOut: { percent: 0, fixed: 0 } },
        spendablePadrao: 0,
        availablePadrao: 0,
        lockedPadrao: 0,
        pendingPadrao: 0,
        portal: { state: "none", email: null, emailVerified: false, twoFactorEnabled: false, lastLoginAt: null }
      })
      const again = yield* post(key, "create", pfBody("loja-1"))
      expect(again.status).toBe(200)
      expect(again.body.data.id).toBe(created.body.data.id)
      const other = yield* post(key, "create", pfBody("loja-1", { fullName: "Outra Pessoa" }))
      expect(other.status).toBe(409)
      expect(other.body.error.code).toBe("EXTERNAL_REFERENCE_CONFLICT")
      const bad: ReadonlyArray<Record<string, unknown>> = [
        pfBody("b1", { cpf: "529.982.247-24" }),
        pfBody("b2", { personType: "XX" }),
        pfBody("b3", { birthDate: "1990-02-30" }),
        pfBody("b4", { postalCode: "123" }),
        pfBody("x".repeat(65)),
        pfBody(""),
        pfBody("b5", { portalEmail: "op@loja.test" }),
        pfBody("b6", { cnpj: "11222333000181" }),
        pfBody("b7", { companyName: "Loja" }),
        {
          ...pfBody("b8"),
          personType: "PJ",
          cnpj: "11222333000181",
          companyName: "Loja Ltda",
          site: "https://loja.test"
        },
        { ...pfBody("b9"), unknownField: 1 },
        { ...pfBody("b10"), fullName: 12 }
      ]
      for (const body of bad) {
        const refused = yield* post(key, "create", body)
        expect(refused.status, JSON.stringify(body)).toBe(400)
        expect(refused.body.success).toBe(false)
      }
      const portal = yield* post(key, "create", pfBody("b11", { portalEmail: "op@loja.test" }))
      expect(portal.body.error).toEqual({ code: "VALIDATION_ERROR", statusCode: 400 })
      expect(portal.body.message).toContain("portalPassword")
      const list = yield* get(key, "list")
      expect(list.body.data).toMatchObject({ total: 1, page: 1, pageSize: 50, pages: 1 })
    })
  )

  it.effect("create: a PJ sends its proof document by multipart; the record keeps its name, type, size and hash", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_sa_pj")
      const fields = {
        personType: "PJ",
        fullName: "Maria Souza",
        cpf: "52998224725",
        birthDate: "1990-04-01",
        postalCode: "01310100",
        externalReference: "pj-1",
        cnpj: "11.222.333/0001-81",
        companyName: "Loja Um Ltda",
        site: "https://loja.test"
      }
      const bytes = new TextEncoder().encode("%PDF-1.4 contrato social")
      const created = yield* postMultipart(key, fields, { name: "contrato.pdf", type: "application/pdf", bytes })
      expect(created.status).toBe(200)
      expect(created.body.data).toMatchObject({
        personType: "PJ",
        name: "Loja Um Ltda",
        cnpj: "11222333000181",
        companyName: "Loja Um Ltda",
        site: "https://loja.test",
        document: { fileName: "contrato.pdf", contentType: "application/pdf", sizeBytes: bytes.length }
      })
      expect(created.body.data.document.sha256).toMatch(/^[0-9a-f]{64}$/)
      const noFile = yield* postMultipart(key, { ...fields, externalReference: "pj-2" })
      expect(noFile.status).toBe(400)
      const badType = yield* postMultipart(
        key,
        { ...fields, externalReference: "pj-3" },
        { name: "a.txt", type: "text/plain", bytes }
      )
      expect(badType.status).toBe(400)
      const pfForm = yield* postMultipart(key, { ...pfBody("pf-form") } as Record<string, string>)
      expect(pfForm.status).toBe(200)
    })
  )

  it.effect(
    "reads: get, get-by-ref, list with status, balance, pricing; another account's and unknown ids are 404",
    () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_sa_read")
        const stranger = yield* merchant("acc_sa_stranger")
        const a = yield* createSub(key, "r-a")
        const b = yield* createSub(key, "r-b")
        expect((yield* get(key, `get/${a}`)).body.data.externalReference).toBe("r-a")
        expect((yield* get(key, "get-by-ref/r-b")).body.data.id).toBe(b)
        expect((yield* post(key, "update", { id: b, status: "DISABLED" })).status).toBe(200)
        const active = (yield* get(key, "list?status=ACTIVE")).body.data
        expect(active.items.map((s: any) => s.id)).toEqual([a])
        const all = (yield* get(key, "list?page=1&pageSize=1")).body.data
        expect(all).toMatchObject({ total: 2, pages: 2, pageSize: 1 })
        expect(all.items.map((s: any) => s.id)).toEqual([b])
        expect((yield* get(key, "list?status=DELETED")).status).toBe(400)
        expect((yield* get(key, "list?pageSize=101")).status).toBe(400)
        expect((yield* get(key, `balance?externalReference=r-a`)).body.data).toEqual({
          id: a,
          externalReference: "r-a",
          currency: "BRL",
          availablePadrao: 0,
          spendablePadrao: 0,
          lockedPadrao: 0,
          pendingPadrao: 0
        })
        expect((yield* get(key, "balance")).status).toBe(400)
        for (const path of [`get/${a}`, "get-by-ref/r-a", `balance?id=${a}`, `pricing?id=${a}`]) {
          const other = yield* get(stranger, path)
          expect(other.status, path).toBe(404)
          expect(other.body.error.code).toBe("NOT_FOUND")
        }
        expect((yield* get(key, "get/sub_nope")).status).toBe(404)
        expect((yield* get(key, `balance?id=${a}&externalReference=r-b`)).status).toBe(404)
      })
  )

  it.effect("update, lock, unlock, set-limits, set-pricing and the pricing preview", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_sa_state", {
        flags: { subaccounts: true, subaccountPix: true, pixInPercentBps: 150, pixInFixedCentavos: 20 }
      })
      const id = yield* createSub(key, "st-1")
      const renamed = yield* post(key, "update", { externalReference: "st-1", name: "Filial Centro" })
      expect(renamed.body.data).toMatchObject({ name: "Filial Centro", status: "ACTIVE" })
      expect((yield* post(key, "update", { id, status: "DISABLED" })).body.data.status).toBe("DISABLED")
      expect((yield* post(key, "update", { id, status: "ACTIVE" })).body.data.status).toBe("ACTIVE")
      expect((yield* post(key, "update", { id, status: "DELETED" })).status).toBe(400)
      expect((yield* post(key, "update", { id })).status).toBe(400)
      expect((yield* post(key, "unlock", { id })).body.error).toEqual({
        code: "INVALID_STATE_TRANSITION",
        statusCode: 409
      })
      expect((yield* post(key, "lock", { id, lockMode: "sideways" })).status).toBe(400)
      expect((yield* post(key, "lock", { id, lockMode: "withdraw_only" })).body.data.lockMode).toBe("withdraw_only")
      expect((yield* post(key, "lock", { id, lockMode: "full" })).body.data.lockMode).toBe("full")
      expect((yield* post(key, "unlock", { id })).body.data.lockMode).toBe(null)
      const limited = yield* post(key, "set-limits", { id, daily: 100, monthly: 1000.5, perTransaction: 50 })
      expect(limited.body.data.limits).toEqual({ daily: 100, monthly: 1000.5, perTransaction: 50 })
      const partly = yield* post(key, "set-limits", { id, daily: null })
      expect(partly.body.data.limits).toEqual({ daily: null, monthly: 1000.5, perTransaction: 50 })
      for (const body of [{ id }, { id, daily: -1 }, { id, daily: 0 }, { id, monthly: 1.001 }, { id, daily: "x" }]) {
        expect((yield* post(key, "set-limits", body)).status, JSON.stringify(body)).toBe(400)
      }
      const priced = yield* post(key, "set-pricing", {
        id,
        pixIn: { percent: 0.5, fixed: 0.1 },
        pixOut: { percent: 1, fixed: 0 }
      })
      expect(priced.body.data.pricing).toEqual({
        pixIn: { percent: 0.5, fixed: 0.1 },
        pixOut: { percent: 1, fixed: 0 }
      })
      for (const body of [
        { id },
        { id, pixIn: { percent: 101 } },
        { id, pixIn: { fixed: -1 } },
        { id, pixIn: { percent: 0.001 } }
      ]) {
        expect((yield* post(key, "set-pricing", body)).status, JSON.stringify(body)).toBe(400)
      }
      const preview = (yield* get(key, `pricing?externalReference=st-1`)).body.data
      expect(preview.pixIn).toEqual({
        lines: [
          { label: "Main account fee", percentFee: 1.5, fixedFee: 0.2 },
          { label: "Subaccount surcharge", percentFee: 0.5, fixedFee: 0.1 }
        ],
        totalPercentFee: 2,
        totalFixedFee: 0.3
      })
      expect(preview.pixOut).toMatchObject({ totalPercentFee: 1, totalFixedFee: 0 })
      expect(preview.refund.lines[1]).toEqual({ label: "Subaccount surcharge", percentFee: 1, fixedFee: 0 })
      // The preview is the fee charged: a PIX of 100.00 into the subaccount pays 2 % + 0.30.
      const charge = yield* call("POST", "/v1/payment-pix/create", {
        key,
        body: { amount: 100, description: "Filial", subaccountId: id }
      })
      expect(charge.body.data).toMatchObject({ feeAmount: 2.3, netAmount: 97.7 })
    })
  )

  it.effect("balance moves: add, remove, transfer; idempotent by externalReference; locks and DISABLED refuse", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_sa_move", { withdrawableCentavos: 10_000 })
      const a = yield* createSub(key, "mv-a")
      const b = yield* createSub(key, "mv-b")
      const added = yield* post(key, "add-balance", { id: a, amount: 30, externalReference: "add-1" })
      expect(added.status).toBe(200)
      expect(added.body.data).toMatchObject({
        type: "ADD_BALANCE",
        amount: 30,
        toSubaccountId: a,
        fromSubaccountId: null
      })
      const replay = yield* post(key, "add-balance", { id: a, amount: 30, externalReference: "add-1" })
      expect(replay.status).toBe(200)
      expect(replay.body.data.id).toBe(added.body.data.id)
      const conflict = yield* post(key, "add-balance", { id: a, amount: 31, externalReference: "add-1" })
      expect(conflict.status).toBe(409)
      expect(conflict.body.error.code).toBe("EXTERNAL_REFERENCE_CONFLICT")
      expect(yield* subBalance(key, a)).toMatchObject({ availablePadrao: 30, spendablePadrao: 30 })
      const removed = yield* post(key, "remove-balance", { subaccountExternalReference: "mv-a", amount: 10 })
      expect(removed.body.data).toMatchObject({ type: "REMOVE_BALANCE", fromSubaccountId: a, toSubaccountId: null })
      const moved = yield* post(key, "transfer", { fromSubaccountId: a, toSubaccountId: b, amount: 5.5 })
      expect(moved.body.data).toMatchObject({ type: "TRANSFER", amount: 5.5 })
      expect(yield* subBalance(key, a)).toMatchObject({ spendablePadrao: 14.5 })
      expect(yield* subBalance(key, b)).toMatchObject({ spendablePadrao: 5.5 })
      const main = (yield* call("GET", "/v1/account/balance", { key })).body.data.padrao
      expect(main.withdrawable).toBe(100 - 30 + 10)
      // Refusals change nothing.
      const refusals: ReadonlyArray<readonly [string, Record<string, unknown>, string]> = [
        ["remove-balance", { id: a, amount: 14.51 }, "INSUFFICIENT_FUNDS"],
        ["add-balance", { id: a, amount: 1000 }, "INSUFFICIENT_FUNDS"],
        ["add-balance", { id: a, amount: 0 }, "VALIDATION_ERROR"],
        ["add-balance", { id: a, amount: 1.005 }, "VALIDATION_ERROR"],
        ["add-balance", { amount: 1 }, "VALIDATION_ERROR"],
        ["transfer", { fromSubaccountId: a, toSubaccountId: a, amount: 1 }, "VALIDATION_ERROR"],
        ["transfer", { fromSubaccountId: a, amount: 1 }, "VALIDATION_ERROR"],
        ["transfer", { fromSubaccountId: a, toSubaccountId: "sub_nope", amount: 1 }, "NOT_FOUND"]
      ]
      for (const [path, body, code] of refusals) {
        const refused = yield* post(key, path, body)
        expect(refused.body.error?.code, `${path} ${JSON.stringify(body)}`).toBe(code)
      }
      yield* post(key, "lock", { id: a, lockMode: "deposit_only" })
      const intoLocked = yield* post(key, "add-balance", { id: a, amount: 1 })
      expect(intoLocked.body.error).toEqual({ code: "SUBACCOUNT_LOCKED", statusCode: 400 })
      expect((yield* post(key, "transfer", { fromSubaccountId: b, toSubaccountId: a, amount: 1 })).status).toBe(400)
      expect((yield* post(key, "remove-balance", { id: a, amount: 1 })).status).toBe(200)
      yield* post(key, "lock", { id: a, lockMode: "withdraw_only" })
      expect((yield* post(key, "remove-balance", { id: a, amount: 1 })).body.error.code).toBe("SUBACCOUNT_LOCKED")
      expect((yield* post(key, "transfer", { fromSubaccountId: a, toSubaccountId: b, amount: 1 })).status).toBe(400)
      expect((yield* post(key, "add-balance", { id: a, amount: 1 })).status).toBe(200)
      yield* post(key, "lock", { id: a, lockMode: "full" })
      expect((yield* post(key, "add-balance", { id: a, amount: 1 })).status).toBe(400)
      expect((yield* post(key, "remove-balance", { id: a, amount: 1 })).status).toBe(400)
      yield* post(key, "unlock", { id: a })
      yield* post(key, "update", { id: a, status: "DISABLED" })
      expect((yield* post(key, "add-balance", { id: a, amount: 1 })).body.error.code).toBe("SUBACCOUNT_LOCKED")
      expect((yield* post(key, "remove-balance", { id: a, amount: 1 })).body.error.code).toBe("SUBACCOUNT_LOCKED")
      expect(yield* subBalance(key, a)).toMatchObject({ spendablePadrao: 14.5 })
      yield* verifyLedger
    })
  )

  it.effect("delete: 400 while a Padrao balance remains; then {id}, and the subaccount reads as 404", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_sa_del", { withdrawableCentavos: 1_000 })
      const id = yield* createSub(key, "del-1")
      yield* post(key, "add-balance", { id, amount: 2 })
      const refused = yield* post(key, "delete", { id })
      expect(refused.status).toBe(400)
      expect(refused.body.error.code).toBe("SUBACCOUNT_HAS_BALANCE")
      expect((yield* get(key, `get/${id}`)).status).toBe(200)
      yield* post(key, "remove-balance", { id, amount: 2 })
      const deleted = yield* post(key, "delete", { externalReference: "del-1" })
      expect(deleted.status).toBe(200)
      expect(deleted.body.data).toEqual({ id })
      for (const path of [`get/${id}`, "get-by-ref/del-1", `balance?id=${id}`, `pricing?id=${id}`]) {
        expect((yield* get(key, path)).status, path).toBe(404)
      }
      expect((yield* post(key, "delete", { id })).status).toBe(404)
      expect((yield* post(key, "add-balance", { id, amount: 1 })).status).toBe(404)
      expect((yield* get(key, "list")).body.data.total).toBe(0)
      // The reference is free again.
      expect((yield* post(key, "create", pfBody("del-1"))).status).toBe(200)
    })
  )

  it.effect("PIX into a subaccount: needs both flags, ACTIVE and no deposit lock; the sandbox pays it in", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_sa_pix")
      const id = yield* createSub(key, "pix-1")
      const charge = (body: Record<string, unknown>) =>
        call("POST", "/v1/payment-pix/create", { key, body: { amount: 10, description: "Filial", ...body } })
      yield* post(key, "lock", { id, lockMode: "deposit_only" })
      const locked = yield* charge({ subaccountId: id })
      expect(locked.status).toBe(400)
      expect(locked.body.error.code).toBe("SUBACCOUNT_LOCKED")
      yield* post(key, "lock", { id, lockMode: "withdraw_only" })
      expect((yield* charge({ subaccountId: id })).status).toBe(200)
      yield* post(key, "unlock", { id })
      yield* post(key, "update", { id, status: "DISABLED" })
      expect((yield* charge({ subaccountId: id })).body.error.code).toBe("SUBACCOUNT_LOCKED")
      yield* post(key, "update", { id, status: "ACTIVE" })
      expect((yield* charge({ subaccountId: "sub_nope" })).status).toBe(404)
      const paid = yield* charge({ subaccountId: id })
      expect(paid.status).toBe(200)
      const pay = yield* call("POST", `/v1/sandbox/payment-pix/${paid.body.data.id}/pay`, { key, body: {} })
      expect(pay.status).toBe(200)
      expect(yield* subBalance(key, id)).toMatchObject({ availablePadrao: 10, spendablePadrao: 0 })
      const noPix = yield* merchant("acc_sa_nopix", { flags: { subaccounts: true } })
      const other = yield* createSub(noPix, "np-1")
      const refused = yield* call("POST", "/v1/payment-pix/create", {
        key: noPix,
        body: { amount: 10, description: "x", subaccountId: other }
      })
      expect(refused.status).toBe(403)
      yield* verifyLedger
    })
  )

  it.effect("20 concurrent add-balance with one externalReference move the money once", () =>
    concurrentAddBalance("acc_sa_conc")
  )
})

describePostgres("subaccount moves under concurrency (PostgreSQL, pool of 10)", () => {
  layer(layerServer({ backend: "postgres", poolSize: 10 }), { timeout: 180_000, excludeTestServices: true })(
    "20 concurrent add-balance",
    (it) => {
      it.effect("20 concurrent add-balance with one externalReference move the money once (PostgreSQL)", () =>
        concurrentAddBalance("acc_sa_conc_pg")
      )
    }
  )
})
