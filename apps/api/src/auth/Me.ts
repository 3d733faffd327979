import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Envelope } from "../http/Envelope.ts"
import { NotFound } from "../http/Errors.ts"
import { Authentication, permission } from "./Authentication.ts"

/** The merchant account an API key acts for (spec: `GET /me`; fields chosen in docs/decisions.md). */
export const Me = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  email: Schema.String
})

/** `GET /me`: the authorized merchant account. */
export class MeGroup extends HttpApiGroup.make("me")
  .add(HttpApiEndpoint.get("me", "/me", { success: Envelope(Me), error: NotFound }).pipe(permission("account/me")))
  .middleware(Authentication) {}
