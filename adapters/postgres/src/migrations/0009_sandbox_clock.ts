import { Effect } from "effect"

/** Reserved: written by the change that introduces this table. */
export default Effect.void
