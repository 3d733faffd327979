import { HttpApi, HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"

/** The success envelope of every `/v1` route: `{success, message, data, requestId}`. */
export const Envelope = <A, I, R>(data: Schema.Schema<A, I, R>) =>
  Schema.Struct({ success: Schema.Literal(true), message: Schema.String, data, requestId: Schema.String })

export const Health = Schema.Struct({
  status: Schema.Literal("ok"),
  database: Schema.Literal("ok"),
  time: Schema.String
})

/** Liveness and readiness of the API process and its database. */
export class SystemGroup extends HttpApiGroup.make("system").add(
  HttpApiEndpoint.get("health", "/health").addSuccess(Envelope(Health))
) {}

/** The merchant API, declared once: routes, OpenAPI document and typed client come from here. */
export class TrilhoApi extends HttpApi.make("trilho").add(SystemGroup).prefix("/v1") {}
