import { Context, Effect, Layer } from "effect"
import { span } from "../shared/Tracing.ts"
import * as Store from "./CardTransactionStore.ts"
import { makeMove } from "./Move.ts"

/** What an expiry pass did: the card transactions it moved to `CANCELED`. */
export interface CardExpiryPass {
  readonly expired: ReadonlyArray<string>
}

/**
 * The expiry pass of card checkouts: every checkout still waiting for the buyer (`PENDING`, `AWAITING_CHALLENGE`)
 * past its `expiresAt` moves to `CANCELED` (`checkout_expired`, no event), with its followers in the same transaction
 * (a payment link session's coupon use and lines are given back). A checkout the buyer moved in the meantime (the
 * compare-and-set lost) is left as the buyer left it. It needs no card processor: the worker runs it.
 */
export class CardExpiry extends Context.Service<CardExpiry>()("@trilho/domain/CardExpiry", {
  make: Effect.gen(function* () {
    const store = yield* Store.CardTransactionStore
    const move = yield* makeMove

    /** Expires up to `limit` open checkouts due at `now`, earliest first. */
    const expireDue = Effect.fnUntraced(function* (now: Date, limit: number = Store.findExpiredOpenMax) {
      const due = yield* store.findExpiredOpen(now, limit)
      const expired: Array<string> = []
      for (const record of due) {
        const moved = yield* move(record, "checkout_expired", {}).pipe(
          Effect.as(true),
          Effect.catchTag("CardTransactionChanged", () => Effect.succeed(false))
        )
        if (moved) expired.push(record.id)
      }
      const pass: CardExpiryPass = { expired }
      return pass
    }, span("CardExpiry.expireDue"))

    return { expireDue } as const
  })
}) {
  /** The service over the ports it reads (card transactions, outbox, transactor; followers when provided). */
  static readonly Default = Layer.effect(this, this.make)
}
