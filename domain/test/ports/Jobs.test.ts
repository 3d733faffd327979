import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { Jobs, layerMemory, retryAtAfterFailure } from "../../src/jobs/Jobs.ts"

const t = (ms: number) => new Date(1_000_000 + ms)

describe("Jobs (memory)", () => {
  it.effect("a claimed job is leased to its worker and claimed again only after the lease ends", () =>
    Effect.gen(function* () {
      const jobs = yield* Jobs
      const { id } = yield* jobs.enqueue("send", { to: "x" }, t(0))
      expect(yield* jobs.claim("w1", ["send"], t(-1), 10, 1000)).toEqual([])
      expect((yield* jobs.claim("w1", ["send"], t(0), 10, 1000)).map((j) => [j.id, j.lockedBy, j.attempts])).toEqual([
        [id, "w1", 1]
      ])
      expect(yield* jobs.claim("w2", ["send"], t(999), 10, 1000)).toEqual([])
      expect((yield* jobs.claim("w2", ["send"], t(1000), 10, 1000)).map((j) => [j.lockedBy, j.attempts])).toEqual([
        ["w2", 2]
      ])
      yield* jobs.complete(id)
      expect(yield* jobs.claim("w3", ["send"], t(10_000), 10, 1000)).toEqual([])
      expect((yield* jobs.findById(id))?.status).toBe("done")
    }).pipe(Effect.provide(layerMemory))
  )

  it.effect("a job fails for good without a retry time or past its attempts; a dedupe key queues once", () =>
    Effect.gen(function* () {
      const jobs = yield* Jobs
      const a = yield* jobs.enqueue("k", null, t(0), "once", { maxAttempts: 1 })
      expect(yield* jobs.enqueue("k", null, t(0), "once")).toEqual({ id: a.id, created: false })
      const [claimed] = yield* jobs.claim("w", ["k"], t(0), 1, 10)
      yield* jobs.fail(a.id, "boom", retryAtAfterFailure(claimed!, t(5)))
      expect(yield* jobs.findById(a.id)).toMatchObject({ status: "failed", lastError: "boom" })
      const b = yield* jobs.enqueue("k", null, t(0))
      yield* jobs.claim("w", ["k"], t(0), 1, 10)
      yield* jobs.fail(b.id, "again", t(5))
      expect(yield* jobs.findById(b.id)).toMatchObject({ status: "pending", runAt: t(5) })
      yield* jobs.claim("w", ["k"], t(5), 1, 10)
      yield* jobs.fail(b.id, "stop", undefined)
      expect((yield* jobs.findById(b.id))?.status).toBe("failed")
    }).pipe(Effect.provide(layerMemory))
  )
})
