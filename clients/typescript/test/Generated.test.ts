import { describe, expect, it } from "vitest"
import * as fs from "node:fs"
import { generatedPath, render } from "../scripts/render.ts"

describe("the generated client", () => {
  it("is up to date with the API's OpenAPI snapshot", async () => {
    expect(fs.readFileSync(generatedPath, "utf8"), "run `npm run generate -w @trilho/client`").toBe(await render())
  })
})
