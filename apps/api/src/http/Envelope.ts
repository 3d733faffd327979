import { Effect, FiberRef, Schema } from "effect"
import { currentRequestId } from "./RequestId.ts"

/** The success envelope of every `/v1` route: `{success, message, data, requestId}`. */
export const Envelope = <A, I, R>(data: Schema.Schema<A, I, R>) =>
  Schema.Struct({ success: Schema.Literal(true), message: Schema.String, data, requestId: Schema.String })

/** A paged list: `{items, page, pageSize, total, pages}`. */
export const Page = <A, I, R>(item: Schema.Schema<A, I, R>) =>
  Schema.Struct({
    items: Schema.Array(item),
    page: Schema.Int,
    pageSize: Schema.Int,
    total: Schema.Int,
    pages: Schema.Int
  })

/** Wraps a handler's payload in the success envelope of the current request. */
export const ok = <A>(data: A, message = "ok") =>
  Effect.map(FiberRef.get(currentRequestId), (requestId) => ({
    success: true as const,
    message,
    data,
    requestId
  }))
