import { Context, Effect } from "effect"

/**
 * Whether each request writes its log line (`HTTP_REQUEST_LOG`, on by default). The line is written by the envelope
 * middleware, which knows the request id, the route and the answer's status.
 */
export const RequestLogEnabled = Context.Reference<boolean>("@trilho/api/RequestLogEnabled", {
  defaultValue: () => true
})

/** The fields of a request's log line. */
export interface RequestLine {
  readonly requestId: string
  readonly method: string
  /** The path without its query string (a query may carry what does not belong in a log). */
  readonly route: string
  readonly status: number
  readonly durationMs: number
}

/** Writes one structured `request` line at INFO with the request's fields as annotations. */
export const logRequest = (line: RequestLine) =>
  Effect.annotateLogs(Effect.logInfo("request"), {
    requestId: line.requestId,
    method: line.method,
    route: line.route,
    status: line.status,
    durationMs: line.durationMs
  })
