import { HttpClient, HttpClientRequest } from "effect/http"
import { expect, layer } from "@effect/vitest"
import { LedgerStore } from "@trilho/domain"
import { Effect } from "effect"
import fc from "fast-check"
import { createSub, get, layerServer, merchant, post, subBalance } from "./support.ts"

/** Cases per route; NUM_RUNS raises it like every property. */
const fuzzRuns = Math.max(40, Math.floor(Number(process.env.NUM_RUNS ?? 1000) / 25))

const postRoutes = [
  "create",
  "add-balance",
  "remove-balance",
  "transfer",
  "update",
  "lock",
  "unlock",
  "set-limits",
  "set-pricing",
  "delete"
]

const fieldNames = fc.constantFrom(
  "id",
  "externalReference",
  "subaccountExternalReference",
  "fromSubaccountId",
  "toSubaccountId",
  "amount",
  "name",
  "status",
  "lockMode",
  "daily",
  "monthly",
  "perTransaction",
  "pixIn",
  "pixOut",
  "personType",
  "cpf",
  "portalEmail",
  "portalPassword",
  "unknownField"
)

const value = (id: string) =>
  fc.oneof(
    fc.jsonValue(),
    fc.constantFrom(id, "sub_nope", "ACTIVE", "DISABLED", "full", "deposit_only", null, -1, 0, 1.005, 1e300, "1")
  )

const bodies = (id: string) =>
  fc.oneof(
    fc.json(),
    fc.dictionary(fieldNames, value(id)).map((o) => JSON.stringify(o)),
    fc.string()
  )

const envelopeShape = (status: number, body: any) => {
  expect(status).toBeLessThan(500)
  if (status >= 400) {
    expect(body).toMatchObject({ success: false, error: { statusCode: status } })
    expect(typeof body.error.code).toBe("string")
  } else {
    expect(body).toMatchObject({ success: true })
  }
}

layer(layerServer(), { timeout: 600_000, excludeTestServices: true })("fuzzing the subaccount routes", (it) => {
  it.effect(
    "no body sent to a subaccount POST route gets a 5xx, every answer is in the envelope, and the ledger stays balanced",
    () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_sa_fuzz", { withdrawableCentavos: 1_000_000 })
        const id = yield* createSub(key, "fz-1")
        yield* post(key, "add-balance", { id, amount: 100 })
        const http = yield* HttpClient.HttpClient
        for (const route of postRoutes) {
          for (const body of fc.sample(bodies(id), fuzzRuns)) {
            const response = yield* http.execute(
              HttpClientRequest.post(`/v1/subaccount/${route}`).pipe(
                HttpClientRequest.setHeader("x-api-key", key),
                HttpClientRequest.bodyText(body, "application/json")
              )
            )
            envelopeShape(response.status, yield* response.json)
          }
        }
        for (const query of fc.sample(
          fc.dictionary(fc.constantFrom("id", "externalReference", "status", "page", "pageSize"), fc.string()),
          fuzzRuns
        )) {
          const q = new URLSearchParams(query).toString()
          for (const path of ["list", "balance", "pricing"]) {
            const response = yield* get(key, `${path}?${q}`)
            envelopeShape(response.status, response.body)
          }
        }
        yield* subBalance(key, id)
        const verification = yield* (yield* LedgerStore.LedgerStore).verify()
        expect(verification).toMatchObject({ unbalancedEntries: 0, negativeBalances: 0, totalCentavos: 0 })
      }),
    600_000
  )
})
