import { Context, Effect, Layer } from "effect"
import { makeCreate } from "./Create.ts"
import { makeHandOver, makeHandOverDue } from "./HandOver.ts"
import { makeNotices } from "./Notices.ts"
import { makeRead } from "./Read.ts"

export {
  handOverBatchDefault,
  handOverGraceMs,
  refundEntryDescription,
  refundEntryKey,
  type RefundOutcome,
  refundReversalDescription,
  refundReversalKey,
  type RefundView
} from "./Common.ts"

/**
 * Full refunds (devoluções) of received PIX deposits (docs/decisions.md, "Refunds"). A request reserves the money
 * and hands the refund to the PIX network; the network's notice completes it (the deposit becomes REVERSED) or fails
 * it (the debit is returned exactly and the deposit may be refunded again).
 */
export class Refunds extends Context.Service<Refunds>()("@trilho/domain/Refunds", {
  make: Effect.gen(function* () {
    const handOver = yield* makeHandOver
    const create = yield* makeCreate(handOver)
    const { complete, fail } = yield* makeNotices(handOver)
    const handOverDue = yield* makeHandOverDue(handOver)
    const { findById, latestOf, list } = yield* makeRead

    return { create, complete, fail, handOverDue, findById, list, latestOf } as const
  })
}) {
  /** The service over the ports it reads (what `Effect.Service` made as `Default`). */
  static readonly Default = Layer.effect(Refunds, Refunds.make)
}
