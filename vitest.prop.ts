/**
 * fast-check properties inside vitest. `prop` runs a synchronous property, `effectProp` one whose body is an Effect,
 * each case with a fresh TestClock and TestConsole (as `it.effect` gives a test). The property's name is the invariant
 * in words; a failure prints fast-check's counterexample and seed, so a run can be replayed.
 */
import { it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { TestClock, TestConsole } from "effect/testing"
import type * as Scope from "effect/Scope"
import fc from "fast-check"

type Values<A extends ReadonlyArray<fc.Arbitrary<unknown>>> = {
  -readonly [K in keyof A]: A[K] extends fc.Arbitrary<infer T> ? T : never
}

type Options = { readonly timeout?: number; readonly fastCheck?: fc.Parameters<unknown> }

const testEnv = () => Layer.mergeAll(TestConsole.layer, TestClock.layer())

/** A synchronous property: the body throws (an `expect`) or returns false to falsify it. */
export const prop = <const A extends ReadonlyArray<fc.Arbitrary<any>>>(
  name: string,
  arbitraries: A,
  body: (values: Values<A>) => boolean | void,
  options?: Options
): void => {
  it(
    name,
    () => {
      fc.assert(
        fc.property(...(arbitraries as unknown as [fc.Arbitrary<unknown>]), (...values: Array<unknown>) =>
          body(values as Values<A>)
        ),
        (options?.fastCheck ?? {}) as fc.Parameters<[unknown, ...Array<unknown>]>
      )
    },
    options?.timeout
  )
}

/** A property whose body is an Effect, run per case with its own scope, TestClock and TestConsole. */
export const effectProp = <const A extends ReadonlyArray<fc.Arbitrary<any>>, E>(
  name: string,
  arbitraries: A,
  body: (values: Values<A>) => Effect.Effect<boolean | void, E, Scope.Scope>,
  options?: Options
): void => {
  it(
    name,
    async () => {
      await fc.assert(
        fc.asyncProperty(...(arbitraries as unknown as [fc.Arbitrary<unknown>]), (...values: Array<unknown>) =>
          Effect.runPromise(Effect.scoped(body(values as Values<A>)).pipe(Effect.provide(testEnv())))
        ),
        (options?.fastCheck ?? {}) as fc.Parameters<[unknown, ...Array<unknown>]>
      )
    },
    options?.timeout
  )
}
