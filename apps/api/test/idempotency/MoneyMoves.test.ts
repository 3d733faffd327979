import { SqlClient } from "effect/sql"
import { expect, layer } from "@effect/vitest"
import { LedgerStore } from "@trilho/domain"
import { Effect } from "effect"
import * as IdempotencyHttp from "../../src/http/Idempotency.ts"
import { insertKey } from "../auth/server.ts"
import { balanceOf, layerServer, merchant, send } from "../transfers/support.ts"

/** PIX transfers of the account and the ledger entries that debit it, counted in the database. */
const moves = (accountId: string) =>
  SqlClient.SqlClient.use((sql) =>
    Effect.map(
      sql<{ readonly transfers: number; readonly debits: number }>`
        SELECT (SELECT count(*)::int FROM pix_transfers WHERE account_id = ${accountId}) AS transfers,
               (SELECT count(*)::int FROM journal_entries WHERE account_id = ${accountId} AND kind = 'PIX_OUT') AS debits`,
      (rows) => rows[0]!
    )
  ).pipe(Effect.orDie)

const body = { amount: 10, description: "Fornecedor", pixKey: "fornecedor@example.com", pixKeyType: "EMAIL" }

layer(layerServer(), { timeout: 180_000, excludeTestServices: true })("Idempotency-Key on a money move", (it) => {
  it.effect(
    "50 concurrent transfer-pix/create with one key move money once; each answer is the first result or a 409",
    () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_idem_move", 100_000, { requestsPerMinute: 100_000 })
        const headers = { "idempotency-key": "move-once-1" }
        const answers = yield* Effect.forEach(Array.from({ length: 50 }), () => send(key, body, { headers }), {
          concurrency: "unbounded"
        })
        const ok = answers.filter((a) => a.status === 200)
        const busy = answers.filter((a) => a.status === 409)
        expect(ok.length + busy.length, JSON.stringify(answers.map((a) => a.status))).toBe(50)
        const firsts = ok.filter((a) => a.headers[IdempotencyHttp.replayedHeader] === undefined)
        expect(firsts).toHaveLength(1)
        for (const a of ok) expect(a.body.data).toEqual(firsts[0]!.body.data)
        for (const a of busy) expect(a.body.error).toEqual({ code: "IDEMPOTENCY_KEY_IN_USE", statusCode: 409 })
        expect(yield* moves("acc_idem_move")).toEqual({ transfers: 1, debits: 1 })
        // 1,000.00 less one transfer of 10.00 (no fee by default).
        expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 990 })

        // The same key with another amount: 422, nothing moves.
        const other = yield* send(key, { ...body, amount: 11 }, { headers })
        expect(other.status).toBe(422)
        expect(other.body.error).toEqual({ code: "IDEMPOTENCY_KEY_REUSED", statusCode: 422 })
        expect(yield* moves("acc_idem_move")).toEqual({ transfers: 1, debits: 1 })

        // The same key from another API key of the merchant is a separate operation.
        const second = (yield* insertKey("acc_idem_move", ["*"], { requestsPerMinute: 100_000 })).secret
        const separate = yield* send(second, body, { headers })
        expect(separate.status).toBe(200)
        expect(separate.headers[IdempotencyHttp.replayedHeader]).toBeUndefined()
        expect(separate.body.data.id).not.toBe(firsts[0]!.body.data.id)
        expect(yield* moves("acc_idem_move")).toEqual({ transfers: 2, debits: 2 })
        expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 980 })
        const verification = yield* (yield* LedgerStore.LedgerStore).verify()
        expect(verification).toMatchObject({ unbalancedEntries: 0, balanceMismatches: 0, negativeBalances: 0 })
      })
  )
})
