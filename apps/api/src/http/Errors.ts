import { type HttpApiEndpoint, HttpApiSchema } from "@effect/platform"
import type { HttpMethod } from "@effect/platform/HttpMethod"
import { Schema } from "effect"

const errorFields = {
  success: Schema.Literal(false),
  message: Schema.String,
  error: Schema.Struct({ code: Schema.String, statusCode: Schema.Int }),
  requestId: Schema.String
}

/** The error envelope `{success:false, message, error:{code, statusCode}, requestId}`, one class per status. */
export class BadRequest extends Schema.Class<BadRequest>("BadRequest")(
  errorFields,
  HttpApiSchema.annotations({ status: 400 })
) {}
export class Unauthorized extends Schema.Class<Unauthorized>("Unauthorized")(
  errorFields,
  HttpApiSchema.annotations({ status: 401 })
) {}
export class Forbidden extends Schema.Class<Forbidden>("Forbidden")(
  errorFields,
  HttpApiSchema.annotations({ status: 403 })
) {}
export class NotFound extends Schema.Class<NotFound>("NotFound")(
  errorFields,
  HttpApiSchema.annotations({ status: 404 })
) {}
export class Conflict extends Schema.Class<Conflict>("Conflict")(
  errorFields,
  HttpApiSchema.annotations({ status: 409 })
) {}
export class Gone extends Schema.Class<Gone>("Gone")(errorFields, HttpApiSchema.annotations({ status: 410 })) {}
export class PayloadTooLarge extends Schema.Class<PayloadTooLarge>("PayloadTooLarge")(
  errorFields,
  HttpApiSchema.annotations({ status: 413 })
) {}
export class Unprocessable extends Schema.Class<Unprocessable>("Unprocessable")(
  errorFields,
  HttpApiSchema.annotations({ status: 422 })
) {}
export class TooManyRequests extends Schema.Class<TooManyRequests>("TooManyRequests")(
  errorFields,
  HttpApiSchema.annotations({ status: 429 })
) {}
export class ServiceUnavailable extends Schema.Class<ServiceUnavailable>("ServiceUnavailable")(
  errorFields,
  HttpApiSchema.annotations({ status: 503 })
) {}

/** A failure the API answers with: its stable code, HTTP status and readable message. */
export interface ApiFailure {
  readonly code: string
  readonly statusCode: number
  readonly message: string
}

/** Builds the error envelope body for a failure. */
export const errorBody = (failure: ApiFailure, requestId: string) => ({
  success: false as const,
  message: failure.message,
  error: { code: failure.code, statusCode: failure.statusCode },
  requestId
})

/**
 * The error answers a money route may give (bad input, permission or feature refused, not found, state conflict,
 * storage unavailable), declared once for the OpenAPI document and the typed client.
 */
export const withMoneyRouteErrors = <
  Name extends string,
  Method extends HttpMethod,
  Path,
  UrlParams,
  Payload,
  Headers,
  Success,
  Error,
  R,
  RE
>(
  endpoint: HttpApiEndpoint.HttpApiEndpoint<Name, Method, Path, UrlParams, Payload, Headers, Success, Error, R, RE>
) =>
  endpoint.addError(BadRequest).addError(Forbidden).addError(NotFound).addError(Conflict).addError(ServiceUnavailable)
