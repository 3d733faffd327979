import { Jobs } from "@trilho/domain"
import { describe, expect, it, layer } from "@effect/vitest"
import { JobsSql, NotifierPg } from "@trilho/postgres"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { Clock, ConfigProvider, Duration, Effect, Layer, Option, Queue, Ref } from "effect"
import { TestClock } from "effect/testing"
import { JobFailed, JobHandlers, backoffMs, layer as runnerLayer, runOnce } from "../src/Runner.ts"

const config = { concurrency: 4, pollIntervalMs: 10, leaseMs: 60_000, backoffMaxMs: 3_600_000 }

const handlersCounting = (ran: Ref.Ref<Array<number>>, failFirst = false) =>
  Layer.succeed(
    JobHandlers,
    new Map([
      [
        "test.count",
        (job: { readonly id: number; readonly attempts: number }) =>
          failFirst && job.attempts === 1
            ? Effect.fail(new JobFailed({ message: "first attempt refused" }))
            : Ref.update(ran, (ids) => [...ids, job.id])
      ]
    ])
  )

describe("worker runner (in-memory jobs)", () => {
  it.effect("a job whose handler fails is retried after the backoff, not before", () =>
    Effect.gen(function* () {
      const ran = yield* Ref.make<Array<number>>([])
      yield* Effect.gen(function* () {
        const jobs = yield* Jobs.Jobs
        const { id } = yield* jobs.enqueue("test.count", { n: 1 }, new Date(0))
        expect(yield* runOnce("w1", config)).toBe(1)
        expect(yield* Ref.get(ran)).toEqual([])
        expect((yield* jobs.findById(id))?.status).toBe("pending")
        yield* TestClock.adjust(backoffMs(1, config.backoffMaxMs) - 1)
        expect(yield* runOnce("w1", config)).toBe(0)
        yield* TestClock.adjust(1)
        expect(yield* runOnce("w1", config)).toBe(1)
        expect(yield* Ref.get(ran)).toEqual([id])
        expect((yield* jobs.findById(id))?.status).toBe("done")
      }).pipe(Effect.provide(Layer.merge(Jobs.layerMemory, handlersCounting(ran, true))))
    })
  )

  it.effect("a job of a kind without a handler is not claimed", () =>
    Effect.gen(function* () {
      const ran = yield* Ref.make<Array<number>>([])
      yield* Effect.gen(function* () {
        const jobs = yield* Jobs.Jobs
        yield* jobs.enqueue("other.kind", {}, new Date(0))
        expect(yield* runOnce("w1", config)).toBe(0)
      }).pipe(Effect.provide(Layer.merge(Jobs.layerMemory, handlersCounting(ran))))
    })
  )

  it("backoff doubles from one second and stops at its cap", () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, 5_000))).toEqual([1000, 2000, 4000, 5000])
  })
})

layer(JobsSql.layer.pipe(Layer.provideMerge(layerTestDatabase({ poolSize: 6 }))), { timeout: 120_000 })(
  "worker runner (SQL jobs table)",
  (it) => {
    it.effect("three workers draining 300 jobs run each exactly once", () =>
      Effect.gen(function* () {
        const ran = yield* Ref.make<Array<number>>([])
        const jobs = yield* Jobs.Jobs
        const ids = yield* Effect.forEach(
          Array.from({ length: 300 }, (_, i) => i),
          (i) => Effect.map(jobs.enqueue("test.count", { i }, new Date(0)), (r) => r.id)
        )
        const drain = (worker: string) =>
          Effect.gen(function* () {
            while ((yield* runOnce(worker, config)) > 0) {
              /* keep claiming until nothing is due */
            }
          })
        yield* Effect.all([drain("w1"), drain("w2"), drain("w3")], { concurrency: 3 }).pipe(
          Effect.provide(handlersCounting(ran))
        )
        const done = yield* Ref.get(ran)
        expect(done.length).toBe(300)
        expect(new Set(done)).toEqual(new Set(ids))
      })
    )
  }
)

layer(
  Layer.mergeAll(JobsSql.layer, NotifierPg.layerFromConfig).pipe(
    Layer.provideMerge(layerTestDatabase({ poolSize: 3 }))
  ),
  { timeout: 120_000, excludeTestServices: true }
)("worker runner woken by notices (safety poll of 60 s)", (it) => {
  it.effect("a job queued while the runner sleeps runs at once; one due later runs when it falls due", () =>
    Effect.gen(function* () {
      const jobs = yield* Jobs.Jobs
      const ran = yield* Queue.unbounded<{ readonly id: number; readonly atMs: number }>()
      const handlers = Layer.succeed(
        JobHandlers,
        new Map([
          [
            "test.prompt",
            (job: { readonly id: number }) =>
              Effect.flatMap(Clock.currentTimeMillis, (atMs) => Queue.offer(ran, { id: job.id, atMs }))
          ]
        ])
      )
      const runner = runnerLayer("w-prompt").pipe(
        Layer.provide(handlers),
        Layer.provide(ConfigProvider.layer(ConfigProvider.fromEnvRecord({ WORKER_POLL_INTERVAL_MS: "60000" })))
      )
      // Far below the safety poll, far above what a wake-up takes.
      const nextRun = Queue.take(ran).pipe(Effect.timeoutOption(Duration.seconds(10)))
      yield* Effect.gen(function* () {
        // The first pass runs the first job; the runner then sleeps, for up to 60 s.
        const first = yield* jobs.enqueue("test.prompt", {}, new Date(0))
        expect(Option.map(yield* nextRun, (r) => r.id)).toEqual(Option.some(first.id))
        yield* Effect.sleep("300 millis")
        const second = yield* jobs.enqueue("test.prompt", {}, new Date(0))
        expect(Option.map(yield* nextRun, (r) => r.id)).toEqual(Option.some(second.id))
        // Queued for later: the notice wakes the runner, which sleeps until the job falls due (never claimed before).
        const dueAtMs = (yield* Clock.currentTimeMillis) + 1500
        const later = yield* jobs.enqueue("test.prompt", {}, new Date(dueAtMs))
        const third = yield* nextRun
        expect(Option.map(third, (r) => r.id)).toEqual(Option.some(later.id))
        expect(Option.getOrThrow(third).atMs).toBeGreaterThanOrEqual(dueAtMs)
      }).pipe(Effect.provide(runner))
    })
  )
})
