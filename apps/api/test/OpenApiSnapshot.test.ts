import { describe, expect, it } from "@effect/vitest"
import * as fs from "node:fs"
import * as path from "node:path"
import { baseUrlDefault, makeDocument } from "../src/docs/Document.ts"

const snapshotFile = path.join(import.meta.dirname, "..", "openapi.snapshot.json")

describe("OpenAPI document", () => {
  it("matches the checked-in snapshot (UPDATE_OPENAPI_SNAPSHOT=1 rewrites it), so every API change is a visible diff", () => {
    // The document as `/v1/openapi.json` serves it, with the default `BASE_URL` whatever this machine sets.
    const document = `${JSON.stringify(makeDocument({ baseUrl: baseUrlDefault }), null, 2)}\n`
    if (process.env.UPDATE_OPENAPI_SNAPSHOT === "1") fs.writeFileSync(snapshotFile, document)
    expect(document).toBe(fs.readFileSync(snapshotFile, "utf8"))
  })
})
