import { describe, expect, it } from "@effect/vitest"
import { Effect, Redacted } from "effect"
import { layerPostgres } from "../../src/Client.ts"
import { isCi } from "../../src/testing.ts"
import { findPgBinDir, makeCluster } from "./cluster.ts"
import { inspectAfterCrash, startLoad } from "./harness.ts"

const binDir = findPgBinDir()

describe("crash of PostgreSQL", () => {
  if (binDir === undefined) {
    if (isCi()) it("has the PostgreSQL server binaries (initdb, pg_ctl)", () => expect(binDir).toBeDefined())
    else it.skip("needs the PostgreSQL server binaries (initdb, pg_ctl)", () => undefined)
    return
  }

  it("after an immediate stop of the server under load, restart finds a clean ledger with every acknowledged entry", async () => {
    const cluster = await makeCluster(binDir)
    try {
      cluster.start()
      const load = startLoad(["pg", cluster.url])
      await load.ready
      await load.acked(400)
      cluster.stop("immediate")
      const acks = new Set(load.acks)
      const exit = await Promise.race([load.exited, new Promise((resolve) => setTimeout(resolve, 5000, "running"))])
      if (exit === "running") load.child.kill("SIGKILL")
      await load.exited
      cluster.start()
      expect(cluster.log()).toMatch(/database system was interrupted|redo starts|not properly shut down/)
      const result = await Effect.runPromise(
        inspectAfterCrash(layerPostgres({ url: Redacted.make(cluster.url), poolSize: 2 }), acks)
      )
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
      cluster.remove()
    }
  }, 180_000)
})
