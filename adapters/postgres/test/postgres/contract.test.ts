import { layer } from "@effect/vitest"
import { describePostgres } from "../../src/testing.ts"
import { storageTests } from "../contracts/index.ts"
import { sqlTests } from "../contracts/sql.ts"
import { sqlChargeTests } from "../contracts/sqlCharges.ts"
import { textTests } from "../contracts/text.ts"
import { sqlStorage } from "../layers.ts"

describePostgres("storage on PostgreSQL", () => {
  layer(sqlStorage({ backend: "postgres" }), { excludeTestServices: true })((it) => {
    storageTests(it)
    sqlTests(it)
    sqlChargeTests(it)
    textTests(it)
  })
})
