import { HttpApi, HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Envelope } from "./http/Envelope.ts"
import { ServiceUnavailable } from "./http/Errors.ts"

export const Health = Schema.Struct({
  status: Schema.Literal("ok"),
  database: Schema.Literal("ok"),
  time: Schema.String
})

/** Liveness and readiness of the API process and its database. */
export class SystemGroup extends HttpApiGroup.make("system").add(
  HttpApiEndpoint.get("health", "/health").addSuccess(Envelope(Health)).addError(ServiceUnavailable)
) {}

/** The merchant API, declared once: routes, OpenAPI document and typed client come from here. */
export class TrilhoApi extends HttpApi.make("trilho")
  .add(SystemGroup)
  .prefix("/v1")
  .annotate(OpenApi.Title, "Trilho merchant payments API")
  .annotate(OpenApi.Version, "1.0.0") {}
