import { Effect, Schema } from "effect"
import { currentRequestId } from "./RequestId.ts"

/** The success envelope of every `/v1` route: `{success, message, data, requestId}`. */
export const Envelope = <S extends Schema.Top>(data: S) =>
  Schema.Struct({ success: Schema.Literal(true), message: Schema.String, data, requestId: Schema.String })

/** A paged list: `{items, page, pageSize, total, pages}`. */
export const Page = <S extends Schema.Top>(item: S) =>
  Schema.Struct({
    items: Schema.Array(item),
    page: Schema.Int,
    pageSize: Schema.Int,
    total: Schema.Int,
    pages: Schema.Int
  })

/** The paging fields of a domain list's page. */
export interface PageOf {
  readonly page: number
  readonly pageSize: number
  readonly total: number
  readonly pages: number
}

/** A `Page`'s data: `items` (the page's items in their view) with the paging fields of the domain's `page`. */
export const pageData = <B>(page: PageOf, items: ReadonlyArray<B>) => ({
  items,
  page: page.page,
  pageSize: page.pageSize,
  total: page.total,
  pages: page.pages
})

/** Wraps a handler's payload in the success envelope of the current request. */
export const ok = <A>(data: A, message = "ok") =>
  Effect.map(currentRequestId, (requestId) => ({
    success: true as const,
    message,
    data,
    requestId
  }))
