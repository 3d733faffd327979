import { describe, expect } from "@effect/vitest"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import { decide, reservationSize, Reservations } from "../../src/auth/RateLimit.ts"

/**
 * A model of API processes sharing one window's counter. A request takes a count its process reserved; when none is
 * left, it reserves a block: the counter grows at once (the statement), and the block reaches the process later
 * (other requests may run in between, in this process or another).
 */
type Step = { readonly op: "request"; readonly process: number } | { readonly op: "deliver"; readonly pick: number }

const window = 0
const subject = "key:k1"

const run = (processes: number, limit: number, steps: ReadonlyArray<Step>) => {
  const size = reservationSize(limit)
  const held = Array.from({ length: processes }, () => new Reservations())
  const inFlight: Array<{ readonly process: number; readonly counter: number }> = []
  const counts: Array<number> = []
  let counter = 0
  let requests = 0
  const settle = (process: number, reserved: number) => counts.push(held[process]!.add(subject, window, reserved, size))
  for (const step of steps) {
    if (step.op === "deliver") {
      if (inFlight.length === 0) continue
      const [flight] = inFlight.splice(step.pick % inFlight.length, 1)
      settle(flight!.process, flight!.counter)
      continue
    }
    requests += 1
    const process = step.process % processes
    const count = held[process]!.take(subject, window)
    if (count !== undefined) counts.push(count)
    else {
      counter += size
      inFlight.push({ process, counter })
    }
  }
  for (const flight of inFlight.splice(0)) settle(flight.process, flight.counter)
  const unused: Array<number> = []
  for (const reservations of held) {
    for (
      let count = reservations.take(subject, window);
      count !== undefined;
      count = reservations.take(subject, window)
    )
      unused.push(count)
  }
  return { counts, counter, requests, unused }
}

const steps = fc.array(
  fc.oneof(
    { arbitrary: fc.record({ op: fc.constant("request" as const), process: fc.nat() }), weight: 4 },
    { arbitrary: fc.record({ op: fc.constant("deliver" as const), pick: fc.nat() }), weight: 1 }
  ),
  { maxLength: 400 }
)

describe("Rate limit across processes", () => {
  prop(
    "every count the shared counter gave out goes to exactly one request or is still held by the process that reserved it: a window never admits more requests than its limit, and loses no count while it lasts",
    [fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 500 }), steps],
    ([processes, limit, script]) => {
      const { counts, counter, requests, unused } = run(processes, limit, script)
      expect(counts).toHaveLength(requests)
      expect([...counts, ...unused].sort((a, b) => a - b)).toEqual(Array.from({ length: counter }, (_, i) => i + 1))
      const admitted = counts.filter((count) => decide(count, limit) === "allowed").length
      expect(admitted).toBeLessThanOrEqual(limit)
      expect(admitted).toBe(Math.min(limit, counts.length + unused.length) - unused.filter((c) => c <= limit).length)
    }
  )

  prop(
    "one process counts its requests 1, 2, 3, … in order, whatever the limit: the limit-th request is the last admitted",
    [fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 300 })],
    ([limit, requests]) => {
      // One request at a time: each reservation arrives before the next request.
      const script = Array.from({ length: requests }, () => [
        { op: "request" as const, process: 0 },
        { op: "deliver" as const, pick: 0 }
      ]).flat()
      const { counts } = run(1, limit, script)
      expect(counts).toEqual(Array.from({ length: requests }, (_, i) => i + 1))
    }
  )

  prop(
    "a new window starts from the counter, not from what was left of the last one",
    [fc.integer({ min: 50, max: 10_000 }), fc.integer({ min: 1, max: 20 })],
    ([limit, used]) => {
      const reservations = new Reservations()
      const size = reservationSize(limit)
      reservations.add(subject, 0, size, size)
      for (let i = 1; i < Math.min(used, size); i++) reservations.take(subject, 0)
      expect(reservations.take(subject, 60_000)).toBeUndefined()
      expect(reservations.add(subject, 60_000, size, size)).toBe(1)
      expect(reservations.take(subject, 0)).toBeUndefined()
    }
  )
})
