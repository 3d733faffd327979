import { OpenApi } from "effect/http-api"
import { describe, expect, it } from "@effect/vitest"
import * as fs from "node:fs"
import * as path from "node:path"
import { TrilhoApi } from "../src/Api.ts"

const snapshotFile = path.join(import.meta.dirname, "..", "openapi.snapshot.json")

describe("OpenAPI document", () => {
  it("matches the checked-in snapshot (UPDATE_OPENAPI_SNAPSHOT=1 rewrites it), so every API change is a visible diff", () => {
    const document = `${JSON.stringify(OpenApi.fromApi(TrilhoApi), null, 2)}\n`
    if (process.env.UPDATE_OPENAPI_SNAPSHOT === "1") fs.writeFileSync(snapshotFile, document)
    expect(document).toBe(fs.readFileSync(snapshotFile, "utf8"))
  })
})
