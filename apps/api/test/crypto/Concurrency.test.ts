import { expect, layer } from "@effect/vitest"
import { LedgerStore } from "@trilho/domain"
import { describePostgres } from "@trilho/postgres/testing"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import * as IdempotencyHttp from "../../src/http/Idempotency.ts"
import { balanceOf, call, merchant } from "../transfers/support.ts"
import { layerServer, testnetAddress } from "./support.ts"

/** Crypto withdrawals of the account and the ledger entries that move its money, counted in the database. */
const moves = (accountId: string) =>
  SqlClient.SqlClient.use((sql) =>
    Effect.map(
      sql<{ readonly withdrawals: number; readonly entries: number }>`
        SELECT (SELECT count(*)::int FROM crypto_withdrawals WHERE account_id = ${accountId}) AS withdrawals,
               (SELECT count(*)::int FROM journal_entries WHERE account_id = ${accountId} AND kind = 'CRYPTO_OUT')
                 AS entries`,
      (rows) => rows[0]!
    )
  ).pipe(Effect.orDie)

describePostgres("crypto withdrawals under concurrency (PostgreSQL)", () => {
  layer(layerServer(8), { timeout: 180_000, excludeTestServices: true })("one Idempotency-Key, one quote", (it) => {
    it.effect("50 concurrent same-key withdrawals execute once; each answer is the first result or a 409", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_cw_hot", 100_000, { requestsPerMinute: 100_000 })
        const headers = { "idempotency-key": "crypto-once-1" }
        const body = { currency: "BTC", network: "bitcoin", cryptoAmount: "0.001", address: testnetAddress }
        const answers = yield* Effect.forEach(
          Array.from({ length: 50 }),
          () => call("POST", "/v1/transfer-crypto-auto/create", { key, body, headers }),
          { concurrency: "unbounded" }
        )
        const ok = answers.filter((a) => a.status === 200)
        const busy = answers.filter((a) => a.status === 409)
        expect(ok.length + busy.length, JSON.stringify(answers.map((a) => a.status))).toBe(50)
        const firsts = ok.filter((a) => a.headers[IdempotencyHttp.replayedHeader] === undefined)
        expect(firsts).toHaveLength(1)
        for (const a of ok) expect(a.body.data).toEqual(firsts[0]!.body.data)
        for (const a of busy) expect(a.body.error).toEqual({ code: "IDEMPOTENCY_KEY_IN_USE", statusCode: 409 })
        expect(yield* moves("acc_cw_hot")).toEqual({ withdrawals: 1, entries: 1 })
        expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 630.66 })

        // 20 concurrent creates at one quote without a key: the quote pays one withdrawal.
        const quote = (yield* call("POST", "/v1/transfer-crypto/quote", { key, body: { ...body, address: undefined } }))
          .body.data
        const racing = yield* Effect.forEach(
          Array.from({ length: 20 }),
          () =>
            call("POST", "/v1/transfer-crypto/create", {
              key,
              body: { quoteId: quote.quoteId, address: testnetAddress }
            }),
          { concurrency: "unbounded" }
        )
        expect(racing.filter((a) => a.status === 200)).toHaveLength(1)
        expect(racing.filter((a) => a.status === 409 && a.body.error.code === "QUOTE_ALREADY_USED")).toHaveLength(19)
        expect(yield* moves("acc_cw_hot")).toEqual({ withdrawals: 2, entries: 2 })
        expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 261.32 })
        const verification = yield* (yield* LedgerStore.LedgerStore).verify()
        expect(verification).toMatchObject({ unbalancedEntries: 0, balanceMismatches: 0, negativeBalances: 0 })
      })
    )
  })
})
