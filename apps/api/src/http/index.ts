/**
 * The API's request edge, for servers that put their own routes behind the same rules (the benchmarks' constant
 * route): the input boundary, the envelope, the envelope middleware, the request line and the rate limit.
 */
export * as Boundary from "./Boundary.ts"
export * as Envelope from "./Envelope.ts"
export * as Middleware from "./Middleware.ts"
export * as RequestLog from "./RequestLog.ts"
export { RateLimit } from "../auth/RateLimit.ts"
