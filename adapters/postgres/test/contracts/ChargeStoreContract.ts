import { expect, type Vitest } from "@effect/vitest"
import { Charges, ChargeStore, Ids, type Ledger, type Money, Transactor } from "@trilho/domain"
import { Deferred, Effect, Fiber, Option, Result } from "effect"
import { T0, at, hourMs, uid } from "./fixtures.ts"

type ChargeRecord = Charges.ChargeRecord

const dayMs = 24 * hourMs
let sequence = 0
const runRandom = BigInt(Math.floor(Math.random() * 2 ** 40)) << 32n

/** A fresh charge id made at `timeMs`, in the shape of the `Ids` port. */
export const chargeIdAt = (timeMs: number) =>
  Charges.ChargeId.make(`pix_${Ids.encodeUlid(timeMs, runRandom + BigInt(++sequence))}`)

const c = (n: number) => n as Money.Centavos

/**
 * A PENDING charge of R$ 100.00 (R$ 1.70 fee), created at `createdAt` (default T0) and expiring a day later, with
 * fresh ids and network reference.
 */
export const chargeRecord = (accountId: string, overrides: Partial<ChargeRecord> = {}): ChargeRecord => {
  const createdAt = overrides.createdAt ?? T0
  const id = overrides.id ?? chargeIdAt(createdAt.getTime())
  return {
    id,
    accountId: accountId as Ledger.AccountId,
    type: "PIX_IN",
    status: "PENDING",
    amountCentavos: c(10_000),
    feeCentavos: c(170),
    netCentavos: c(9_830),
    platformFeeCentavos: c(170),
    profitCentavos: c(0),
    currency: "BRL",
    description: `Pedido ${id.slice(-6)}`,
    txid: id.slice(4),
    referenceId: uid("pixnet"),
    copyPaste: "00020101021226...6304ABCD",
    locationUrl: `pay.trilho.test/pix/${id}`,
    qrcodeUrl: `https://pay.trilho.test/pix/${id}`,
    expirationSeconds: 86_400,
    expiresAt: new Date(createdAt.getTime() + dayMs),
    coverFee: false,
    emitFiscalInvoice: false,
    requestFingerprint: `[${id}]`,
    createdAt,
    updatedAt: createdAt,
    ...overrides
  }
}

/** A charge with every optional field set. */
const fullRecord = (accountId: string): ChargeRecord =>
  chargeRecord(accountId, {
    apiKeyId: "key_abcdefgh12",
    status: "COMPLETED",
    amountCentavos: c(20_000),
    feeCentavos: c(400),
    netCentavos: c(19_600),
    platformFeeCentavos: c(300),
    profitCentavos: c(100),
    description: "Açaí grande — Ação de Graças",
    externalReference: uid("ord"),
    endToEndId: "E12345678202603101200abcdefghijk",
    payer: { name: "Maria José", document: "12345678909" },
    requestedPayer: { name: "Maria", document: "12345678909" },
    completedAt: at(T0, 5_000),
    failureReason: "none",
    subaccountId: uid("sub"),
    split: { accountId: uid("partner") as Ledger.AccountId, bps: 1_250, amountCentavos: c(2_450) },
    coverFee: true,
    emitFiscalInvoice: true,
    updatedAt: at(T0, 6_000)
  })

const insertAll = (records: ReadonlyArray<ChargeRecord>) =>
  Effect.flatMap(ChargeStore.ChargeStore, (store) => Effect.forEach(records, store.insert, { discard: true }))

/** The behaviour every `ChargeStore` shares. */
export const chargeStoreTests = (it: Vitest.MethodsNonLive<ChargeStore.ChargeStore>) => {
  it.effect("a charge reads back as stored by id, external reference and network reference, only in its account", () =>
    Effect.gen(function* () {
      const store = yield* ChargeStore.ChargeStore
      const acc = uid("acc") as Ledger.AccountId
      const other = uid("acc") as Ledger.AccountId
      const full = fullRecord(acc)
      const bare = chargeRecord(acc)
      yield* insertAll([full, bare])
      expect(yield* store.findById(acc, full.id)).toEqual(Option.some(full))
      expect(yield* store.findById(acc, bare.id)).toEqual(Option.some(bare))
      expect(yield* store.findByExternalReference(acc, full.externalReference!)).toEqual(Option.some(full))
      expect(yield* store.findByReferenceId(full.referenceId)).toEqual(Option.some(full))
      expect(yield* store.findByReferenceId(bare.referenceId)).toEqual(Option.some(bare))
      expect(yield* store.findById(other, full.id)).toEqual(Option.none())
      expect(yield* store.findByExternalReference(other, full.externalReference!)).toEqual(Option.none())
      expect(yield* store.findByExternalReference(acc, full.externalReference!.toUpperCase())).toEqual(Option.none())
      expect(yield* store.findById(acc, chargeIdAt(0))).toEqual(Option.none())
      expect(yield* store.findByReferenceId(uid("pixnet"))).toEqual(Option.none())
    })
  )

  it.effect(
    "a second charge with an account's external reference is refused; other accounts and no reference are free",
    () =>
      Effect.gen(function* () {
        const store = yield* ChargeStore.ChargeStore
        const acc = uid("acc") as Ledger.AccountId
        const other = uid("acc") as Ledger.AccountId
        const ref = uid("ord")
        const first = chargeRecord(acc, { externalReference: ref })
        yield* store.insert(first)
        const second = chargeRecord(acc, { externalReference: ref, description: "another body" })
        expect(yield* Effect.flip(store.insert(second))).toMatchObject({
          _tag: "DuplicateExternalReference",
          accountId: acc,
          externalReference: ref
        })
        expect(yield* store.findByReferenceId(second.referenceId)).toEqual(Option.none())
        expect(yield* store.findByExternalReference(acc, ref)).toEqual(Option.some(first))
        yield* insertAll([
          chargeRecord(other, { externalReference: ref }),
          chargeRecord(acc, { externalReference: ref.toUpperCase() }),
          chargeRecord(acc),
          chargeRecord(acc)
        ])
        expect((yield* store.findManyByAccount(acc, {}, { page: 1, pageSize: 10 })).total).toBe(4)
      })
  )

  it.effect("of concurrent inserts with one external reference, exactly one is stored", () =>
    Effect.gen(function* () {
      const store = yield* ChargeStore.ChargeStore
      const acc = uid("acc") as Ledger.AccountId
      const ref = uid("ord")
      const results = yield* Effect.all(
        Array.from({ length: 8 }, () => Effect.result(store.insert(chargeRecord(acc, { externalReference: ref })))),
        { concurrency: "unbounded" }
      )
      expect(results.filter(Result.isSuccess)).toHaveLength(1)
      expect(
        results.filter((r) => Result.isFailure(r) && r.failure._tag === "DuplicateExternalReference")
      ).toHaveLength(7)
      expect((yield* store.findManyByAccount(acc, {}, { page: 1, pageSize: 10 })).total).toBe(1)
    })
  )

  it.effect("updateStatus moves only from the expected status, writes the given fields and keeps the others", () =>
    Effect.gen(function* () {
      const store = yield* ChargeStore.ChargeStore
      const acc = uid("acc") as Ledger.AccountId
      const record = chargeRecord(acc)
      yield* store.insert(record)
      const payer = { name: "João", document: "12345678909" }
      const paid = yield* store.updateStatus(acc, record.id, "PENDING", "COMPLETED", {
        updatedAt: at(T0, 5),
        endToEndId: "E1",
        payer,
        completedAt: at(T0, 4)
      })
      const expected = {
        ...record,
        status: "COMPLETED",
        updatedAt: at(T0, 5),
        endToEndId: "E1",
        payer,
        completedAt: at(T0, 4)
      }
      expect(paid).toEqual(expected)
      expect(yield* store.findById(acc, record.id)).toEqual(Option.some(expected))
      const stale = yield* Effect.flip(
        store.updateStatus(acc, record.id, "PENDING", "CANCELED", { updatedAt: at(T0, 6) })
      )
      expect(stale).toMatchObject({
        _tag: "ChargeStatusChanged",
        chargeId: record.id,
        expected: "PENDING",
        actual: "COMPLETED"
      })
      const elsewhere = yield* Effect.flip(
        store.updateStatus(uid("acc") as Ledger.AccountId, record.id, "COMPLETED", "REVERSED", {
          updatedAt: at(T0, 6)
        })
      )
      expect(elsewhere).toMatchObject({ _tag: "ChargeNotFound", by: "id", value: record.id })
      const unknown = chargeIdAt(0)
      expect(
        yield* Effect.flip(store.updateStatus(acc, unknown, "PENDING", "FAILED", { updatedAt: at(T0, 6) }))
      ).toMatchObject({ _tag: "ChargeNotFound", value: unknown })
      const reversed = yield* store.updateStatus(acc, record.id, "COMPLETED", "REVERSED", { updatedAt: at(T0, 7) })
      expect(reversed).toEqual({ ...expected, status: "REVERSED", updatedAt: at(T0, 7) })
      const failed = chargeRecord(acc)
      yield* store.insert(failed)
      expect(
        yield* store.updateStatus(acc, failed.id, "PENDING", "FAILED", { updatedAt: at(T0, 8), failureReason: "x" })
      ).toEqual({ ...failed, status: "FAILED", updatedAt: at(T0, 8), failureReason: "x" })
    })
  )

  it.effect("of concurrent compare-and-sets from the same status, exactly one wins", () =>
    Effect.gen(function* () {
      const store = yield* ChargeStore.ChargeStore
      const acc = uid("acc") as Ledger.AccountId
      const record = chargeRecord(acc)
      yield* store.insert(record)
      const targets = ["COMPLETED", "CANCELED", "FAILED", "COMPLETED", "CANCELED", "FAILED"] as const
      const results = yield* Effect.all(
        targets.map((to) => Effect.result(store.updateStatus(acc, record.id, "PENDING", to, { updatedAt: at(T0, 1) }))),
        { concurrency: "unbounded" }
      )
      const won = results.filter(Result.isSuccess)
      expect(won).toHaveLength(1)
      const lost = results.filter((r) => Result.isFailure(r) && r.failure._tag === "ChargeStatusChanged")
      expect(lost).toHaveLength(targets.length - 1)
      expect(Option.map(yield* store.findById(acc, record.id), (r) => r.status)).toEqual(
        Option.some(won[0]!.success.status)
      )
    })
  )

  it.effect("a list is newest first, ties by id descending, in pages, with the total of all matches", () =>
    Effect.gen(function* () {
      const store = yield* ChargeStore.ChargeStore
      const acc = uid("acc") as Ledger.AccountId
      const a = chargeRecord(acc, { createdAt: at(T0, 1_000) })
      const b = chargeRecord(acc, { createdAt: at(T0, 2_000) })
      const b2 = chargeRecord(acc, { createdAt: at(T0, 2_000) })
      const d = chargeRecord(uid("acc"), { createdAt: at(T0, 3_000) })
      yield* insertAll([b2, a, d, b])
      const [tieHigh, tieLow] = b.id > b2.id ? [b, b2] : [b2, b]
      const page = (n: number, size: number) =>
        Effect.map(store.findManyByAccount(acc, {}, { page: n, pageSize: size }), (p) => ({
          ids: p.items.map((r) => r.id),
          total: p.total
        }))
      expect(yield* page(1, 10)).toEqual({ ids: [tieHigh.id, tieLow.id, a.id], total: 3 })
      expect(yield* page(1, 2)).toEqual({ ids: [tieHigh.id, tieLow.id], total: 3 })
      expect(yield* page(2, 2)).toEqual({ ids: [a.id], total: 3 })
      expect(yield* page(3, 2)).toEqual({ ids: [], total: 3 })
      expect(yield* page(1, 1)).toEqual({ ids: [tieHigh.id], total: 3 })
      const all = yield* store.findManyByAccount(acc, {}, { page: 1, pageSize: 10 })
      expect(all.items).toEqual([tieHigh, tieLow, a])
      expect(yield* store.findManyByAccount(uid("acc") as Ledger.AccountId, {}, { page: 1, pageSize: 10 })).toEqual({
        items: [],
        total: 0
      })
    })
  )

  it.effect("list filters: dates inclusive, exact status, exact reference, subaccount, search in any case", () =>
    Effect.gen(function* () {
      const store = yield* ChargeStore.ChargeStore
      const acc = uid("acc") as Ledger.AccountId
      const a = chargeRecord(acc, {
        createdAt: at(T0, 1_000),
        description: "Camiseta Azul",
        externalReference: `${uid("ord")}-x`
      })
      const b = chargeRecord(acc, {
        createdAt: at(T0, 2_000),
        description: "Caneca AÇÃO",
        status: "COMPLETED",
        endToEndId: "E99999999202601011200QQQQQQQQQQQ",
        subaccountId: "sub_1"
      })
      const cc = chargeRecord(acc, { createdAt: at(T0, 3_000), description: "camiseta verde 100%", status: "CANCELED" })
      // Another account's charge matches every filter below and never appears.
      const foreign = chargeRecord(uid("acc"), {
        createdAt: at(T0, 2_000),
        description: "Camiseta Caneca ação 100%",
        status: "CANCELED",
        subaccountId: "sub_1",
        externalReference: a.externalReference!
      })
      yield* insertAll([a, b, cc, foreign])
      const ids = (filters: Charges.ChargeListFilters) =>
        Effect.map(store.findManyByAccount(acc, filters, { page: 1, pageSize: 100 }), (p) => {
          expect(p.total).toBe(p.items.length)
          return p.items.map((r) => r.id)
        })
      expect(yield* ids({})).toEqual([cc.id, b.id, a.id])
      expect(yield* ids({ dateFrom: at(T0, 2_000) })).toEqual([cc.id, b.id])
      expect(yield* ids({ dateTo: at(T0, 2_000) })).toEqual([b.id, a.id])
      expect(yield* ids({ dateFrom: at(T0, 2_000), dateTo: at(T0, 2_000) })).toEqual([b.id])
      expect(yield* ids({ dateFrom: at(T0, 2_001), dateTo: at(T0, 2_999) })).toEqual([])
      expect(yield* ids({ status: "CANCELED" })).toEqual([cc.id])
      expect(yield* ids({ status: "PROCESSING" })).toEqual([])
      expect(yield* ids({ externalReference: a.externalReference! })).toEqual([a.id])
      expect(yield* ids({ externalReference: a.externalReference!.slice(0, -1) })).toEqual([])
      expect(yield* ids({ subaccountId: "sub_1" })).toEqual([b.id])
      expect(yield* ids({ search: "CAMISETA" })).toEqual([cc.id, a.id])
      expect(yield* ids({ search: "ação" })).toEqual([b.id])
      expect(yield* ids({ search: "qqqq" })).toEqual([b.id])
      expect(yield* ids({ search: cc.referenceId.toUpperCase() })).toEqual([cc.id])
      expect(yield* ids({ search: a.id.toLowerCase() })).toEqual([a.id])
      expect(yield* ids({ search: "-X" })).toEqual([a.id])
      expect(yield* ids({ search: "" })).toEqual([cc.id, b.id, a.id])
      // LIKE wildcards in a search are plain characters.
      expect(yield* ids({ search: "%" })).toEqual([cc.id])
      expect(yield* ids({ search: "c_neca" })).toEqual([])
      expect(yield* ids({ status: "CANCELED", search: "azul" })).toEqual([])
      expect(
        yield* ids({ status: "COMPLETED", subaccountId: "sub_1", search: "caneca", dateTo: at(T0, 2_000) })
      ).toEqual([b.id])
      const paged = yield* store.findManyByAccount(acc, { search: "camiseta" }, { page: 2, pageSize: 1 })
      expect({ ids: paged.items.map((r) => r.id), total: paged.total }).toEqual({ ids: [a.id], total: 2 })
      const past = yield* store.findManyByAccount(acc, { search: "camiseta" }, { page: 5, pageSize: 1 })
      expect(past).toEqual({ items: [], total: 2 })
    })
  )

  // The charges of this test expire before any other test's, so `findExpiring` sees only its own rows.
  it.effect("findExpiring: PENDING charges of any account due at now, earliest first then by id, up to the limit", () =>
    Effect.gen(function* () {
      const store = yield* ChargeStore.ChargeStore
      const base = new Date("2001-01-01T00:00:00.000Z")
      const acc = uid("acc")
      const other = uid("acc")
      const opts = (expiresInMs: number, extra: Partial<ChargeRecord> = {}) => ({
        createdAt: base,
        expiresAt: at(base, expiresInMs),
        ...extra
      })
      const late = chargeRecord(acc, opts(3_000))
      const early = chargeRecord(other, opts(1_000))
      const due = chargeRecord(acc, opts(2_000))
      const dueToo = chargeRecord(other, opts(2_000))
      const paid = chargeRecord(acc, opts(500, { status: "COMPLETED" }))
      const expired = chargeRecord(acc, opts(500, { status: "CANCELED" }))
      const future = chargeRecord(acc, opts(3_001))
      yield* insertAll([late, early, due, dueToo, paid, expired, future])
      const [tieLow, tieHigh] = due.id < dueToo.id ? [due, dueToo] : [dueToo, due]
      const ids = (nowMs: number, limit: number) =>
        Effect.map(store.findExpiring(at(base, nowMs), limit), (rs) => rs.map((r) => r.id))
      expect(yield* ids(3_000, 10)).toEqual([early.id, tieLow.id, tieHigh.id, late.id])
      expect(yield* ids(3_000, 2)).toEqual([early.id, tieLow.id])
      expect(yield* ids(999, 10)).toEqual([])
      expect(yield* ids(3_000, 0)).toEqual([])
      expect(yield* store.findExpiring(at(base, 1_000), 10)).toEqual([early])
      // The scan is the domain's predicate over the stored rows, at any time.
      const rows = [late, early, due, dueToo, paid, expired, future]
      const byExpiry = (a: ChargeRecord, b: ChargeRecord) =>
        a.expiresAt.getTime() - b.expiresAt.getTime() || (a.id < b.id ? -1 : 1)
      for (const nowMs of [0, 500, 1_000, 2_000, 3_000, 3_001]) {
        const expected = rows.filter((r) => Charges.isExpiring(r, at(base, nowMs))).sort(byExpiry)
        expect(yield* ids(nowMs, 10)).toEqual(expected.map((r) => r.id))
      }
      expect(yield* store.nextExpiresAt).toEqual(rows.filter(Charges.canExpire).sort(byExpiry)[0]?.expiresAt)
      // The earliest PENDING expiry (the COMPLETED and CANCELED ones at 500 do not count).
      expect(yield* store.nextExpiresAt).toEqual(at(base, 1_000))
      yield* store.updateStatus(early.accountId, early.id, "PENDING", "CANCELED", { updatedAt: at(base, 1_000) })
      expect(yield* ids(3_000, 10)).toEqual([tieLow.id, tieHigh.id, late.id])
      expect(yield* store.nextExpiresAt).toEqual(at(base, 2_000))
    })
  )
}

/** The behaviour every `Transactor` shares, seen through the `ChargeStore` (which takes part in memory transactions). */
export const transactorTests = (it: Vitest.MethodsNonLive<Transactor.Transactor | ChargeStore.ChargeStore>) => {
  it.effect("a transaction that succeeds keeps every write and returns its value", () =>
    Effect.gen(function* () {
      const store = yield* ChargeStore.ChargeStore
      const { transactionally } = yield* Transactor.Transactor
      const acc = uid("acc") as Ledger.AccountId
      const record = chargeRecord(acc)
      const result = yield* transactionally(
        Effect.gen(function* () {
          yield* store.insert(record)
          yield* store.updateStatus(acc, record.id, "PENDING", "COMPLETED", { updatedAt: at(T0, 1) })
          return "done" as const
        })
      )
      expect(result).toBe("done")
      expect(Option.map(yield* store.findById(acc, record.id), (r) => r.status)).toEqual(Option.some("COMPLETED"))
    })
  )

  it.effect("a failure or a defect rolls back every write of the transaction", () =>
    Effect.gen(function* () {
      const store = yield* ChargeStore.ChargeStore
      const { transactionally } = yield* Transactor.Transactor
      const acc = uid("acc") as Ledger.AccountId
      const kept = chargeRecord(acc)
      yield* store.insert(kept)
      const inserted = chargeRecord(acc)
      const failure = yield* Effect.flip(
        transactionally(
          Effect.gen(function* () {
            yield* store.insert(inserted)
            yield* store.updateStatus(acc, kept.id, "PENDING", "COMPLETED", { updatedAt: at(T0, 1) })
            return yield* Effect.fail("refused" as const)
          })
        )
      )
      expect(failure).toBe("refused")
      expect(yield* store.findById(acc, inserted.id)).toEqual(Option.none())
      expect(yield* store.findById(acc, kept.id)).toEqual(Option.some(kept))
      const defect = yield* Effect.exit(
        transactionally(Effect.andThen(store.insert(inserted), Effect.die(new Error("boom"))))
      )
      expect(defect._tag).toBe("Failure")
      expect(yield* store.findById(acc, inserted.id)).toEqual(Option.none())
      // A refused duplicate inside a transaction fails it like any failure.
      const ref = uid("ord")
      yield* store.insert(chargeRecord(acc, { externalReference: ref }))
      const duplicate = yield* Effect.flip(
        transactionally(
          Effect.andThen(store.insert(inserted), store.insert(chargeRecord(acc, { externalReference: ref })))
        )
      )
      expect(duplicate._tag).toBe("DuplicateExternalReference")
      expect(yield* store.findById(acc, inserted.id)).toEqual(Option.none())
    })
  )

  it.effect("an interrupted transaction rolls back", () =>
    Effect.gen(function* () {
      const store = yield* ChargeStore.ChargeStore
      const { transactionally } = yield* Transactor.Transactor
      const acc = uid("acc") as Ledger.AccountId
      const record = chargeRecord(acc)
      const inserted = yield* Deferred.make<void>()
      const fiber = yield* Effect.forkChild(
        transactionally(
          Effect.andThen(Effect.andThen(store.insert(record), Deferred.succeed(inserted, undefined)), Effect.never)
        )
      )
      yield* Deferred.await(inserted)
      yield* Fiber.interrupt(fiber)
      expect(yield* store.findById(acc, record.id)).toEqual(Option.none())
    })
  )

  it.effect("a nested transaction joins the outer one: the outer failure undoes the inner writes", () =>
    Effect.gen(function* () {
      const store = yield* ChargeStore.ChargeStore
      const { transactionally } = yield* Transactor.Transactor
      const acc = uid("acc") as Ledger.AccountId
      const inner = chargeRecord(acc)
      const outer = chargeRecord(acc)
      const committed = chargeRecord(acc)
      yield* transactionally(Effect.andThen(store.insert(outer), transactionally(store.insert(committed))))
      expect(yield* store.findById(acc, committed.id)).toEqual(Option.some(committed))
      const failed = yield* Effect.flip(
        transactionally(
          Effect.gen(function* () {
            yield* transactionally(store.insert(inner))
            expect(yield* store.findById(acc, inner.id)).toEqual(Option.some(inner))
            return yield* Effect.fail("later" as const)
          })
        )
      )
      expect(failed).toBe("later")
      expect(yield* store.findById(acc, inner.id)).toEqual(Option.none())
      expect(yield* store.findById(acc, outer.id)).toEqual(Option.some(outer))
    })
  )
}
