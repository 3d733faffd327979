import { afterAll, expect, it } from "@effect/vitest"
import { Http } from "@trilho/api"
import { OperatorKeys } from "@trilho/api/operator"
import { Accounts, Ledger, LedgerStore } from "@trilho/domain"
import { AccountsSql, ApiKeysSql, LedgerStoreSql } from "@trilho/postgres"
import { databaseUrl, describePostgres, layerTestDatabase } from "@trilho/postgres/testing"
import { Effect, Layer, ManagedRuntime } from "effect"
import { SqlClient } from "effect/sql"
import { makeApiProcess } from "./apiProcess.ts"
import { type BalanceRead, findAcknowledged, findHalfApplied, readBalances } from "./checks.ts"
import { makeTally, runClient } from "./clients.ts"

const merchantCount = 20
const startCentavos = 100_000
const totalCentavos = merchantCount * startCentavos
const clientCount = 16
const runMs = 60_000
/** The API is SIGKILLed this long after the run starts, then again this long after it answered again. */
const firstCrashAfterMs = 15_000
const secondCrashAfterMs = 15_000
/** Transfers go on at least this long after the second restart, even past `runMs` when the restarts were slow. */
const afterLastRestartMs = 10_000
/** Transfers of 1.00 to 300.00: a merchant that sends several in a row runs short, so refusals happen too. */
const amountCentavosMax = 30_000
const prefix = "acc_bank_"

const idOf = (i: number) => `${prefix}${String(i).padStart(2, "0")}`

/** The test's own connections: seeding, the checker and the final queries (the API child has 4 more). */
const layerBank = Layer.mergeAll(
  AccountsSql.layer,
  ApiKeysSql.layer,
  Ledger.Ledger.Default.pipe(Layer.provideMerge(LedgerStoreSql.layer)),
  Http.layerServices
).pipe(Layer.provideMerge(layerTestDatabase({ backend: "postgres", poolSize: 3 })))

/** Each merchant with `startCentavos` credited by a PIX deposit confirmed 25 h ago (all withdrawable), and a key. */
const seed = Effect.gen(function* () {
  const accounts = yield* Accounts.Accounts
  const ledger = yield* Ledger.Ledger
  const nowMs = Date.now()
  const confirmedAt = new Date(nowMs - 25 * 3_600_000)
  return yield* Effect.forEach(
    Array.from({ length: merchantCount }, (_, i) => idOf(i)),
    (id) =>
      Effect.gen(function* () {
        yield* accounts.insert({
          id: Ledger.AccountId.make(id),
          name: `Loja ${id}`,
          email: `${id}@example.com`,
          flags: {},
          createdAt: new Date(nowMs)
        })
        yield* ledger.post(
          Ledger.pixDepositEntry(
            { id: Ledger.EntryId.make(`ent_seed_${id}`), accountId: Ledger.AccountId.make(id), createdAt: confirmedAt },
            {
              receiver: Ledger.mainLedgerAccount(id),
              confirmedAt,
              amounts: {
                grossCentavos: startCentavos,
                feeCentavos: 0,
                netCentavos: startCentavos,
                platformFeeCentavos: 0,
                profitCentavos: 0,
                partnerCentavos: 0,
                merchantCentavos: startCentavos
              } as never
            }
          )
        )
        const { secret } = yield* OperatorKeys.issueKey({
          accountId: Ledger.AccountId.make(id),
          name: "bank",
          permissions: ["transfer-internal/create"],
          requestsPerMinute: 1_000_000
        })
        return { secret, email: `${id}@example.com` }
      })
  )
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describePostgres("bank: internal transfers while the API is killed", () => {
  const runtime = ManagedRuntime.make(layerBank)
  afterAll(() => runtime.dispose())

  it("every read sums to the total, no balance goes negative, every acknowledged transfer exists once and whole", async () => {
    const merchants = await runtime.runPromise(seed)
    const database = await runtime.runPromise(
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ readonly name: string }>`SELECT current_database() AS name`)
    )
    const url = new URL(databaseUrl()!)
    url.pathname = `/${database[0]!.name}`
    const api = await makeApiProcess({ DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: "4" })
    await api.start()

    const tally = makeTally()
    const reads: Array<BalanceRead> = []
    const startedAtMs = Date.now()
    const deadline = { endAtMs: startedAtMs + runMs }
    const clients = Promise.all(
      Array.from({ length: clientCount }, (_, i) =>
        runClient(i, {
          url: api.url,
          keys: merchants.map((m) => m.secret),
          emails: merchants.map((m) => m.email),
          deadline,
          amountCentavosMax,
          tally
        })
      )
    )
    let checking = true
    const checker = (async () => {
      while (checking) {
        reads.push(await runtime.runPromise(readBalances(prefix)))
        await sleep(1_000)
      }
    })()

    try {
      await sleep(firstCrashAfterMs)
      const first = await api.crashAndRestart()
      await sleep(Math.max(0, first.readyAtMs + secondCrashAfterMs - Date.now()))
      const second = await api.crashAndRestart()
      deadline.endAtMs = Math.max(deadline.endAtMs, second.readyAtMs + afterLastRestartMs)
      await clients
    } finally {
      checking = false
      await checker
      await api.stop()
    }

    const [window1, window2] = api.windows
    const acknowledged = [...tally.acknowledged.values()]
    const fresh = acknowledged.filter((a) => !a.replayed)
    const between = (fromMs: number, toMs: number) => fresh.filter((a) => a.atMs > fromMs && a.atMs < toMs).length
    const inWindow = (atMs: number) => api.windows.some((w) => atMs >= w.killedAtMs && atMs <= w.readyAtMs + 2_000)
    const summary = {
      acknowledged: acknowledged.length,
      replayed: acknowledged.length - fresh.length,
      insufficientFunds: tally.insufficientFunds,
      unanswered: tally.unanswered,
      keysInUse: tally.keysInUse,
      reads: reads.length,
      down: api.windows.map((w) => w.readyAtMs - w.killedAtMs)
    }
    console.log(`bank test: ${JSON.stringify(summary)}`)

    // Business outcomes: transfers made before the first crash, between the two, and after the second.
    expect(api.windows).toHaveLength(2)
    expect(between(startedAtMs, window1!.killedAtMs)).toBeGreaterThan(0)
    expect(between(window1!.readyAtMs, window2!.killedAtMs)).toBeGreaterThan(0)
    expect(between(window2!.readyAtMs, Number.MAX_SAFE_INTEGER)).toBeGreaterThan(0)
    expect(tally.rateLimited).toBe(0)
    expect(tally.abandoned).toBe(0)
    expect(tally.unexpected.filter((u) => u.status < 500 || !inWindow(u.atMs))).toEqual([])

    // The checker: every read, one REPEATABLE READ snapshot, holds the whole total and no negative balance.
    expect(reads.length).toBeGreaterThanOrEqual(30)
    const wrongReads = reads.filter(
      (r) =>
        r.isolation !== "repeatable read" ||
        r.accounts !== merchantCount ||
        r.totalCentavos !== totalCentavos ||
        r.pendingCentavos !== 0 ||
        r.lowestCentavos < 0
    )
    expect(wrongReads).toEqual([])
    const last = await runtime.runPromise(readBalances(prefix))
    expect(last).toMatchObject({ accounts: merchantCount, totalCentavos, pendingCentavos: 0 })
    expect(last.lowestCentavos).toBeGreaterThanOrEqual(0)

    // Every acknowledged transfer exists exactly once, as answered, with both records and its one balanced entry.
    const stored = await runtime.runPromise(findAcknowledged(acknowledged))
    expect(stored).toHaveLength(acknowledged.length)
    const byReference = new Map(stored.map((row) => [row.externalReference, row]))
    const mismatches = acknowledged.filter((a) => {
      const row = byReference.get(a.reference)
      return (
        row === undefined ||
        row.id !== a.id ||
        row.pairId !== a.pairId ||
        row.accountId !== idOf(a.fromIndex) ||
        row.counterpartyAccountId !== idOf(a.toIndex) ||
        Number(row.amountCentavos) !== a.amountCentavos ||
        Number(row.incoming) !== 1 ||
        Number(row.entries) !== 1 ||
        Number(row.postings) !== 2
      )
    })
    expect(mismatches).toEqual([])

    // Nothing half-applied, acknowledged or not; the auditor's query is clean.
    const half = await runtime.runPromise(findHalfApplied)
    expect(half.transfers).toBeGreaterThanOrEqual(acknowledged.length)
    expect({ ...half, transfers: 0 }).toEqual({
      transfers: 0,
      outWithoutIn: 0,
      inWithoutOut: 0,
      outWithoutEntry: 0,
      entryWithoutRecords: 0,
      wrongPostings: 0,
      recordsWithoutEvent: 0,
      pairsNotTwo: 0,
      referencesTwice: 0
    })
    const verification = await runtime.runPromise(Effect.flatMap(LedgerStore.LedgerStore, (store) => store.verify()))
    expect(verification).toMatchObject({
      entries: merchantCount + half.transfers!,
      unbalancedEntries: 0,
      balanceMismatches: 0,
      negativeBalances: 0,
      totalCentavos: 0
    })
  }, 150_000)
})
