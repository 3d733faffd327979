import { Context, Effect, Layer, Ref, Schema } from "effect"

export type JobStatus = "pending" | "running" | "done" | "failed"

/** A unit of background work (outbox dispatch, webhook delivery, expiry, schedule …). */
export interface Job {
  readonly id: number
  readonly kind: string
  /** Any JSON value; stored as JSON. */
  readonly payload: unknown
  /** When the job may next be claimed: its due time, or the end of the lease of the worker running it. */
  readonly runAt: Date
  readonly status: JobStatus
  /** Claims so far, this one included. */
  readonly attempts: number
  readonly maxAttempts: number
  readonly lockedBy: string | null
  readonly lockedUntil: Date | null
  readonly lastError: string | null
  readonly dedupeKey: string | null
}

/** Attempts of a job before `fail` gives up on it, unless `enqueue` says otherwise. */
export const jobAttemptsMaxDefault = 25
/** Jobs per `claim` call, at most. */
export const jobClaimMax = 1000

/** The storage behind the job queue failed. */
export class JobStoreError extends Schema.TaggedError<JobStoreError>()("JobStoreError", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect())
}) {}

/**
 * A durable job queue. A claimed job is leased to one worker until `now + leaseMs`; a worker that crashes loses its
 * jobs to the next claim after the lease. Delivery is at least once: handlers are idempotent.
 */
export class Jobs extends Context.Service<
  Jobs,
  {
    /**
     * Queues a job due at `runAt`. With a `dedupeKey` already used (by a job in any status), nothing is queued and
     * the existing job's id is returned with `created: false`.
     */
    readonly enqueue: (
      kind: string,
      payload: unknown,
      runAt: Date,
      dedupeKey?: string,
      options?: { readonly maxAttempts?: number }
    ) => Effect.Effect<{ readonly id: number; readonly created: boolean }, JobStoreError>
    /**
     * Claims up to `limit` due jobs of the given kinds (pending with `runAt <= now`, or running with an expired
     * lease), oldest due first, leasing them to `workerId` until `now + leaseMs`. Concurrent claimers never receive
     * the same job under the same lease.
     */
    readonly claim: (
      workerId: string,
      kinds: ReadonlyArray<string>,
      now: Date,
      limit: number,
      leaseMs: number
    ) => Effect.Effect<ReadonlyArray<Job>, JobStoreError>
    /**
     * When the next job of the given kinds may be claimed: the earliest `runAt` of the pending and running ones (a
     * running job's is the end of its lease); undefined when there is none.
     */
    readonly nextRunAt: (kinds: ReadonlyArray<string>) => Effect.Effect<Date | undefined, JobStoreError>
    /** Marks a running job done. */
    readonly complete: (id: number) => Effect.Effect<void, JobStoreError>
    /**
     * Records a running job's failure: due again at `retryAt`, or failed for good when `retryAt` is undefined. The
     * caller decides which (`retryAtAfterFailure`); the store writes it as given.
     */
    readonly fail: (id: number, error: string, retryAt: Date | undefined) => Effect.Effect<void, JobStoreError>
    /** Reads a job back. */
    readonly findById: (id: number) => Effect.Effect<Job | undefined, JobStoreError>
  }
>()("@trilho/domain/Jobs") {}

/** Whether a job still waits to run: pending, or running (claimed again once its lease ends). */
export const isWaiting = (job: Pick<Job, "status">): boolean => job.status === "pending" || job.status === "running"

/**
 * Whether a claim at `now` for `kinds` may take `job`: waiting (`isWaiting`), of one of the kinds, and due (a running
 * job's `runAt` is the end of its lease, so a job whose worker died is due again).
 */
export const isClaimable = (job: Pick<Job, "status" | "kind" | "runAt">, kinds: ReadonlyArray<string>, now: Date) =>
  isWaiting(job) && kinds.includes(job.kind) && job.runAt.getTime() <= now.getTime()

/**
 * When a job that failed is due again: at `retryAt` while it has attempts left; never (failed for good) without a
 * retry time or once its claims reached `maxAttempts`. `job` is the job as its claim returned it.
 */
export const retryAtAfterFailure = (
  job: Pick<Job, "attempts" | "maxAttempts">,
  retryAt: Date | undefined
): Date | undefined => (retryAt === undefined || job.attempts >= job.maxAttempts ? undefined : retryAt)

interface JobsState {
  readonly jobs: ReadonlyMap<number, Job>
  readonly id: number
}

/** In-memory job queue: storage only, the rules are the domain's (`isClaimable`, `isWaiting`). */
export const makeMemoryJobs = Effect.gen(function* () {
  const ref = yield* Ref.make<JobsState>({
    jobs: new Map(),
    id: 0
  })
  const update = (id: number, f: (job: Job) => Job | undefined) =>
    Ref.update(ref, (s) => {
      const job = s.jobs.get(id)
      const next = job === undefined ? undefined : f(job)
      return next === undefined ? s : { ...s, jobs: new Map(s.jobs).set(id, next) }
    })
  return Jobs.of({
    enqueue: (kind, payload, runAt, dedupeKey, options) =>
      Ref.modify(ref, (s): readonly [{ readonly id: number; readonly created: boolean }, JobsState] => {
        if (dedupeKey !== undefined) {
          for (const job of s.jobs.values()) {
            if (job.dedupeKey === dedupeKey) return [{ id: job.id, created: false }, s]
          }
        }
        const id = s.id + 1
        const job: Job = {
          id,
          kind,
          payload: JSON.parse(JSON.stringify(payload ?? null)),
          runAt,
          status: "pending",
          attempts: 0,
          maxAttempts: options?.maxAttempts ?? jobAttemptsMaxDefault,
          lockedBy: null,
          lockedUntil: null,
          lastError: null,
          dedupeKey: dedupeKey ?? null
        }
        return [
          { id, created: true },
          { jobs: new Map(s.jobs).set(id, job), id }
        ]
      }),
    claim: (workerId, kinds, now, limit, leaseMs) =>
      Ref.modify(ref, (s) => {
        const until = new Date(now.getTime() + leaseMs)
        const due = [...s.jobs.values()]
          .filter((job) => isClaimable(job, kinds, now))
          .sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id)
          .slice(0, Math.max(0, Math.min(limit, jobClaimMax)))
          .map((job): Job => ({
            ...job,
            status: "running",
            attempts: job.attempts + 1,
            lockedBy: workerId,
            lockedUntil: until,
            runAt: until
          }))
        const jobs = new Map(s.jobs)
        for (const job of due) jobs.set(job.id, job)
        return [due.sort((a, b) => a.id - b.id), { ...s, jobs }] as const
      }),
    nextRunAt: (kinds) =>
      Effect.map(Ref.get(ref), (s) => {
        let next: Date | undefined
        for (const job of s.jobs.values()) {
          const waiting = isWaiting(job) && kinds.includes(job.kind)
          if (waiting && (next === undefined || job.runAt.getTime() < next.getTime())) next = job.runAt
        }
        return next
      }),
    complete: (id) =>
      update(id, (job) =>
        job.status === "running" ? { ...job, status: "done", lockedBy: null, lockedUntil: null } : undefined
      ),
    fail: (id, error, retryAt) =>
      update(id, (job) =>
        job.status !== "running"
          ? undefined
          : {
              ...job,
              status: retryAt === undefined ? "failed" : "pending",
              runAt: retryAt ?? job.runAt,
              lockedBy: null,
              lockedUntil: null,
              lastError: error
            }
      ),
    findById: (id) => Effect.map(Ref.get(ref), (s) => s.jobs.get(id))
  })
})

export const layerMemory: Layer.Layer<Jobs> = Layer.effect(Jobs, makeMemoryJobs)
