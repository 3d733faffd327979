import { Jobs } from "@trilho/domain"
import { Clock, Config, Context, Effect, Layer, Schema } from "effect"
import { onNotices } from "./Wake.ts"

/** A handler's refusal of a job: retried later unless `retry` is false or the job is out of attempts. */
export class JobFailed extends Schema.TaggedError<JobFailed>()("JobFailed", {
  message: Schema.String,
  retry: Schema.Boolean.pipe(Schema.withConstructorDefault(Effect.succeed(true))),
  /** Overrides the runner's backoff with a handler's own schedule. */
  retryAfterMs: Schema.optional(Schema.Number)
}) {}

/** Runs one job; must be idempotent (delivery is at least once). */
export type JobHandler = (job: Jobs.Job) => Effect.Effect<void, JobFailed>

/** The job kinds this worker runs and their handlers. Later capabilities register theirs here. */
export class JobHandlers extends Context.Service<JobHandlers, ReadonlyMap<string, JobHandler>>()(
  "@trilho/worker/JobHandlers"
) {}

/** Worker settings, from the environment. */
export const WorkerConfig = Config.all({
  concurrency: Config.Int("WORKER_CONCURRENCY").pipe(Config.withDefault(8)),
  /**
   * The safety poll: the longest the runner sleeps when nothing is due. A `JobsEnqueued` notice wakes it at once, and
   * it sleeps only until the next job falls due.
   */
  pollIntervalMs: Config.Int("WORKER_POLL_INTERVAL_MS").pipe(Config.withDefault(5_000)),
  leaseMs: Config.Int("WORKER_LEASE_MS").pipe(Config.withDefault(60_000)),
  backoffMaxMs: Config.Int("WORKER_BACKOFF_MAX_MS").pipe(Config.withDefault(3_600_000))
})
export type WorkerConfig = Config.Success<typeof WorkerConfig>

/** Retry delay after a job's n-th failed attempt: 1 s doubling, capped. */
export const backoffMs = (attempts: number, capMs: number): number =>
  Math.min(capMs, 1000 * 2 ** Math.max(0, Math.min(attempts - 1, 30)))

/**
 * Claims due jobs with `FOR UPDATE SKIP LOCKED` (through the `Jobs` port) and runs them, `concurrency` at a time.
 * A job that is running when the worker shuts down finishes first (its handler and its acknowledgement run
 * uninterruptibly); one lost to a crash is claimed again once its lease ends.
 */
export const runOnce = (workerId: string, config: WorkerConfig) =>
  Effect.gen(function* () {
    const jobs = yield* Jobs.Jobs
    const handlers = yield* JobHandlers
    const now = new Date(yield* Clock.currentTimeMillis)
    const claimed = yield* jobs.claim(workerId, [...handlers.keys()], now, config.concurrency, config.leaseMs)
    yield* Effect.forEach(
      claimed,
      (job) => {
        const handler = handlers.get(job.kind)
        const run: Effect.Effect<void, JobFailed> =
          handler === undefined ? new JobFailed({ message: `no handler for ${job.kind}`, retry: false }) : handler(job)
        return run.pipe(
          Effect.matchEffect({
            onSuccess: () => jobs.complete(job.id),
            onFailure: (failure) =>
              Effect.gen(function* () {
                const failedAt = yield* Clock.currentTimeMillis
                const delay = failure.retryAfterMs ?? backoffMs(job.attempts, config.backoffMaxMs)
                const retryAt = failure.retry ? new Date(failedAt + delay) : undefined
                yield* Effect.logWarning(`job ${job.id} (${job.kind}) failed: ${failure.message}`)
                yield* jobs.fail(job.id, failure.message, Jobs.retryAtAfterFailure(job, retryAt))
              })
          }),
          Effect.uninterruptible
        )
      },
      { concurrency: config.concurrency, discard: true }
    )
    return claimed.length
  }).pipe(Effect.withSpan("Worker.runOnce"))

/** The shortest sleep between claims: a job due but not claimed is held by another claimer's statement. */
export const sleepMinMs = 10

/**
 * How long the runner may sleep once nothing could be claimed: until the next job of its kinds falls due, at most
 * `pollIntervalMs` (also when the queue cannot be read).
 */
export const idleMs = (config: WorkerConfig) =>
  Effect.gen(function* () {
    const jobs = yield* Jobs.Jobs
    const handlers = yield* JobHandlers
    const next = yield* jobs.nextRunAt([...handlers.keys()])
    if (next === undefined) return config.pollIntervalMs
    const untilDue = next.getTime() - (yield* Clock.currentTimeMillis)
    return Math.max(sleepMinMs, Math.min(config.pollIntervalMs, untilDue))
  }).pipe(Effect.catch(() => Effect.succeed(config.pollIntervalMs)))

/**
 * Claims and runs jobs until interrupted. When nothing is due it sleeps until the next job falls due, at most
 * `pollIntervalMs`, and wakes at once on a `JobsEnqueued` notice (jobs committed by any process).
 */
export const runForever = (workerId: string) =>
  Effect.gen(function* () {
    const config = yield* WorkerConfig
    const wake = yield* onNotices((notice) => notice._tag === "JobsEnqueued")
    yield* Effect.logInfo(`worker ${workerId} running (concurrency ${config.concurrency})`)
    while (true) {
      const ran = yield* runOnce(workerId, config).pipe(
        Effect.catch((error) => Effect.as(Effect.logError("worker claim failed", error), 0))
      )
      if (ran === 0) yield* wake.sleep(yield* idleMs(config))
    }
  }).pipe(Effect.scoped)

/** The worker as a layer: runs while the layer is alive, finishing in-flight jobs on shutdown. */
export const layer = (workerId: string) => Layer.effectDiscard(Effect.forkScoped(runForever(workerId)))
