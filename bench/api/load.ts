import autocannon from "autocannon"
import { Effect } from "effect"
import * as http from "node:http"

/** One request of a load: what to send, and whether an answer is the business outcome expected of it. */
export interface Target {
  readonly method: "GET" | "POST"
  /** Called for every request of a connection: its path, headers and body, and the check of its answer. */
  readonly next: () => {
    readonly path: string
    readonly headers: Readonly<Record<string, string>>
    readonly body?: string | undefined
    readonly expect: (body: string) => boolean
  }
}

/** What a closed-loop load measured. */
export interface LoadRun {
  /** 2xx answers whose body is the expected one: the business outcomes. */
  readonly ok: number
  /** 2xx answers with another body. */
  readonly mismatched: number
  /** Answers other than 2xx by status and error code (a 429 is never counted as an outcome). */
  readonly refused: Readonly<Record<string, number>>
  /** Connection errors and timeouts. */
  readonly errors: number
  readonly seconds: number
  /** Latency percentiles of the 2xx answers, in ms. */
  readonly p50Ms: number
  readonly p99Ms: number
}

/**
 * A closed loop of `connections` keep-alive connections (autocannon), each sending its next request when the last
 * answer arrives, for `seconds`. Every answer is checked: only a 2xx whose body passes `expect` counts.
 */
export const closedLoop = (options: {
  readonly url: string
  readonly connections: number
  readonly seconds: number
  readonly target: Target
}): Effect.Effect<LoadRun, Error> =>
  Effect.callback<LoadRun, Error>((resume) => {
    let ok = 0
    let mismatched = 0
    const refused: Record<string, number> = {}
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        timeout: 10,
        requests: [
          {
            method: options.target.method,
            setupRequest: (request, context) => {
              const next = options.target.next()
              ;(context as { expect?: (body: string) => boolean }).expect = next.expect
              return {
                ...request,
                method: options.target.method,
                path: next.path,
                headers: { ...next.headers },
                ...(next.body === undefined ? {} : { body: next.body })
              }
            },
            onResponse: (status, body, context) => {
              if (status >= 200 && status < 300) {
                if ((context as { expect?: (body: string) => boolean }).expect?.(body) === true) ok++
                else mismatched++
              } else {
                // By status and error code: a refusal the business expects (INSUFFICIENT_FUNDS) stays apart.
                const code = /"code":"([A-Z_]+)"/.exec(body)?.[1]
                const label = code === undefined ? String(status) : `${status} ${code}`
                refused[label] = (refused[label] ?? 0) + 1
              }
            }
          }
        ]
      },
      (error, result) => {
        if (error !== null && error !== undefined) return resume(Effect.fail(error))
        resume(
          Effect.succeed({
            ok,
            mismatched,
            refused,
            errors: result.errors,
            seconds: result.duration,
            p50Ms: result.latency.p50,
            p99Ms: result.latency.p99
          })
        )
      }
    )
    return Effect.sync(() => instance.stop())
  })

/** What an open-loop load at a fixed rate measured. */
export interface OpenLoopRun {
  readonly sent: number
  readonly ok: number
  readonly failed: number
  /** Latency percentiles of every request from the instant it was due (not sent): queueing counts. */
  readonly p50Ms: number
  readonly p99Ms: number
  /** Requests still unanswered when the window closed (counted as failed). */
  readonly late: number
}

const percentile = (sorted: ReadonlyArray<number>, p: number): number =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

/**
 * An open loop: requests due at a fixed `ratePerSecond` for `seconds`, each sent when due whatever the answers before
 * it (a keep-alive agent with `socketsMax` sockets), latency measured from the instant it was due. A request not
 * answered within `graceMs` after the window counts as failed with that latency.
 */
export const openLoop = (options: {
  readonly url: string
  readonly ratePerSecond: number
  readonly seconds: number
  readonly socketsMax: number
  readonly target: Target
  readonly graceMs?: number
}): Effect.Effect<OpenLoopRun> =>
  Effect.callback<OpenLoopRun>((resume) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: options.socketsMax })
    const base = new URL(options.url)
    const latencies: Array<number> = []
    let sent = 0
    let ok = 0
    let failed = 0
    let answered = 0
    /** Due instants of the requests sent and not answered yet. */
    const pending = new Set<number>()
    const total = Math.round(options.ratePerSecond * options.seconds)
    const intervalMs = 1000 / options.ratePerSecond
    const start = performance.now()
    let finished = false
    const finish = () => {
      if (finished) return
      finished = true
      clearInterval(ticker)
      clearTimeout(grace)
      const late = pending.size
      for (const dueAt of pending) latencies.push(performance.now() - dueAt)
      agent.destroy()
      latencies.sort((a, b) => a - b)
      resume(
        Effect.succeed({
          sent,
          ok,
          failed: failed + late,
          late,
          p50Ms: percentile(latencies, 50),
          p99Ms: percentile(latencies, 99)
        })
      )
    }
    const send = (dueAt: number) => {
      const next = options.target.next()
      sent++
      pending.add(dueAt)
      const request = http.request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          method: options.target.method,
          path: next.path,
          headers: next.headers
        },
        (response) => {
          const chunks: Array<Buffer> = []
          response.on("data", (chunk: Buffer) => chunks.push(chunk))
          response.on("end", () => {
            if (finished) return
            answered++
            pending.delete(dueAt)
            latencies.push(performance.now() - dueAt)
            const status = response.statusCode ?? 0
            if (status >= 200 && status < 300 && next.expect(Buffer.concat(chunks).toString("utf8"))) ok++
            else failed++
            if (answered === total) finish()
          })
        }
      )
      request.on("error", () => {
        if (finished) return
        answered++
        pending.delete(dueAt)
        failed++
        latencies.push(performance.now() - dueAt)
        if (answered === total) finish()
      })
      request.end(next.body)
    }
    // A tick every millisecond sends every request whose instant has come: the schedule, not the answers, sets the pace.
    const ticker = setInterval(() => {
      const now = performance.now()
      while (sent < total && start + sent * intervalMs <= now) send(start + sent * intervalMs)
    }, 1)
    const grace = setTimeout(finish, options.seconds * 1000 + (options.graceMs ?? 5_000))
    return Effect.sync(finish)
  })
