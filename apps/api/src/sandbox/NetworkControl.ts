import { SandboxClock } from "@trilho/domain"
import { SandboxPix } from "@trilho/sandbox"
import { Effect } from "effect"
import { ok } from "../http/Envelope.ts"
import { sandboxControl } from "./Mode.ts"

/** What `sandboxControl` takes as a failure. */
type Tagged = Parameters<typeof sandboxControl>[0] extends Effect.Effect<any, infer E, any> ? E : never

/**
 * A sandbox control that gives one of the account's records its outcome at the sandbox network: `referenceOf` finds
 * the record's network reference (refusing one that does not wait there), `atNetwork` has the sandbox network decide
 * at the sandbox clock's now, `apply` hands the network's notice to the domain and gives the record's view, answered
 * with `message`.
 */
export const networkControl = <N, V, E1 extends Tagged, E2 extends Tagged, E3 extends Tagged, R1, R2, R3>(
  message: string,
  referenceOf: Effect.Effect<string, E1, R1>,
  atNetwork: (sandbox: SandboxPix["Service"], referenceId: string, now: Date) => Effect.Effect<N, E2, R2>,
  apply: (notice: N) => Effect.Effect<V, E3, R3>
) =>
  sandboxControl(
    Effect.gen(function* () {
      const referenceId = yield* referenceOf
      const notice = yield* atNetwork(yield* SandboxPix, referenceId, yield* SandboxClock.nowDate)
      return yield* ok(yield* apply(notice), message)
    })
  )
