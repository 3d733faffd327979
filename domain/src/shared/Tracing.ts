import { Effect, type Tracer } from "effect"

/**
 * The trace options of the platform's spans: no stack trace. Effect captures one (an `Error`) for every span and
 * every `Effect.fn` call, tracing on or off; on a request's path that is a cost per call, and a span's name already
 * says where it was made.
 */
export const noStackTrace = { captureStackTrace: false } as const satisfies Tracer.TraceOptions

/** `Effect.withSpan(name, options)` without a stack trace: a pipeable, or the last pipeable of `Effect.fnUntraced`. */
export const span = (name: string, options?: Tracer.SpanOptionsNoTrace) => Effect.withSpan(name, options, noStackTrace)
