import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { layerPglite } from "../../src/Client.ts"
import { inspectAfterCrash, startLoad } from "./harness.ts"

describe("crash of the embedded database", () => {
  it("after SIGKILL of a process writing to a PGlite folder, reopening it finds a clean ledger with every acknowledged entry", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "trilho-pglite-crash-"))
    try {
      const load = startLoad(["pglite", path.join(dir, "data")])
      await load.ready
      await load.acked(150)
      load.child.kill("SIGKILL")
      await load.exited
      const acks = new Set(load.acks)
      expect(acks.size).toBeGreaterThanOrEqual(150)
      const result = await Effect.runPromise(inspectAfterCrash(layerPglite({ dataDir: path.join(dir, "data") }), acks))
      expect(result.verification).toMatchObject({
        unbalancedEntries: 0,
        balanceMismatches: 0,
        negativeBalances: 0,
        totalCentavos: 0
      })
      expect(result.verification.entries).toBeGreaterThanOrEqual(acks.size)
      expect(result.acknowledgedPresent).toBe(acks.size)
      expect(result.entriesWithoutEvent).toBe(0)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }, 180_000)
})
