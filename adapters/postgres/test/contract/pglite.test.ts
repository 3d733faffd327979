import { layer } from "@effect/vitest"
import { storageTests } from "../contracts/index.ts"
import { sqlTests } from "../contracts/sql.ts"
import { sqlChargeTests } from "../contracts/sqlCharges.ts"
import { textTests } from "../contracts/text.ts"
import { sqlStorage } from "../layers.ts"

// One in-memory PGlite for the whole file.
layer(sqlStorage({ backend: "pglite" }), { excludeTestServices: true })("storage on PGlite", (it) => {
  storageTests(it)
  sqlTests(it)
  sqlChargeTests(it)
  textTests(it)
})
