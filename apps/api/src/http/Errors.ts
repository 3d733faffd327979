import { Schema } from "effect"

/**
 * The fields of an envelope of one status. `statusCode` is that status as a literal: the classes differ in their
 * shapes, so the compiler tells a `Gone` from a `BadRequest` (a route whose use case can answer 410 must declare it),
 * and the OpenAPI document states each response's status code.
 */
const errorFields = <const Status extends number>(status: Status) => ({
  success: Schema.Literal(false),
  message: Schema.String,
  error: Schema.Struct({ code: Schema.String, statusCode: Schema.Literal(status) }),
  requestId: Schema.String
})

/**
 * The wire form of one envelope class, named like the class: the OpenAPI document's `components/schemas` keeps the
 * names `BadRequest`, `NotFound`, … (Effect 4 would name a class's encoded side `<Class>Encoded`).
 */
const envelope = <const Id extends string, const Status extends number>(identifier: Id, status: Status) =>
  Schema.Struct(errorFields(status)).annotate({ identifier })

/** The error envelope `{success:false, message, error:{code, statusCode}, requestId}`, one class per status. */
export class BadRequest extends Schema.Class<BadRequest>("BadRequest")(envelope("BadRequest", 400), {
  httpApiStatus: 400
}) {}
export class Unauthorized extends Schema.Class<Unauthorized>("Unauthorized")(envelope("Unauthorized", 401), {
  httpApiStatus: 401
}) {}
export class Forbidden extends Schema.Class<Forbidden>("Forbidden")(envelope("Forbidden", 403), {
  httpApiStatus: 403
}) {}
export class NotFound extends Schema.Class<NotFound>("NotFound")(envelope("NotFound", 404), { httpApiStatus: 404 }) {}
export class Conflict extends Schema.Class<Conflict>("Conflict")(envelope("Conflict", 409), { httpApiStatus: 409 }) {}
export class Gone extends Schema.Class<Gone>("Gone")(envelope("Gone", 410), { httpApiStatus: 410 }) {}
export class PayloadTooLarge extends Schema.Class<PayloadTooLarge>("PayloadTooLarge")(
  envelope("PayloadTooLarge", 413),
  {
    httpApiStatus: 413
  }
) {}
export class UriTooLong extends Schema.Class<UriTooLong>("UriTooLong")(envelope("UriTooLong", 414), {
  httpApiStatus: 414
}) {}
export class UnsupportedMediaType extends Schema.Class<UnsupportedMediaType>("UnsupportedMediaType")(
  envelope("UnsupportedMediaType", 415),
  { httpApiStatus: 415 }
) {}
export class Unprocessable extends Schema.Class<Unprocessable>("Unprocessable")(envelope("Unprocessable", 422), {
  httpApiStatus: 422
}) {}
export class TooManyRequests extends Schema.Class<TooManyRequests>("TooManyRequests")(
  envelope("TooManyRequests", 429),
  {
    httpApiStatus: 429
  }
) {}
export class ServiceUnavailable extends Schema.Class<ServiceUnavailable>("ServiceUnavailable")(
  envelope("ServiceUnavailable", 503),
  {
    httpApiStatus: 503
  }
) {}

/** A failure the API answers with: its stable code, HTTP status and readable message. */
export interface ApiFailure {
  readonly code: string
  readonly statusCode: number
  readonly message: string
}

/** Builds the error envelope body for a failure. */
export const errorBody = <const Status extends number>(
  failure: ApiFailure & { readonly statusCode: Status },
  requestId: string
) => ({
  success: false as const,
  message: failure.message,
  error: { code: failure.code, statusCode: failure.statusCode },
  requestId
})

/**
 * The error answers a money route may give (bad input, permission or feature refused, not found, state conflict,
 * storage unavailable), declared once for the OpenAPI document and the typed client: an endpoint's `error` option
 * (`HttpApiEndpoint.post("…", "/…", { error: withMoneyRouteErrors })`; Effect 4 endpoints take their errors when
 * they are declared, not afterwards).
 */
export const withMoneyRouteErrors = [BadRequest, Forbidden, NotFound, Conflict, ServiceUnavailable] as const
