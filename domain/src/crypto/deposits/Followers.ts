import { Context, Effect } from "effect"
import type { CryptoDepositFollowerError } from "./Errors.ts"
import type { CryptoDepositRecord } from "./Record.ts"

/**
 * What else moves when a crypto deposit reaches COMPLETED (credited) or EXPIRED: called inside the change's
 * transaction, after the deposit is written (and credited) and before its events, so the follower's writes commit or
 * vanish with it, as `ChargeFollowers` for PIX charges. A checkout session paid in crypto would follow its deposit
 * this way. Without a follower provided, nothing else moves.
 */
export const CryptoDepositFollowers = Context.Reference<{
  readonly onSettled: (deposit: CryptoDepositRecord, now: Date) => Effect.Effect<void, CryptoDepositFollowerError>
}>("@trilho/domain/CryptoDepositFollowers", { defaultValue: () => ({ onSettled: () => Effect.void }) })
