import { Schema } from "effect"
import type { HttpRouter } from "effect/http"
import { HttpApiEndpoint } from "effect/http-api"
import { permission } from "../auth/Authentication.ts"
import { Envelope } from "./Envelope.ts"
import { withMoneyRouteErrors } from "./Errors.ts"

/** The path of a route on one record: its `id`. */
export const IdPath = Schema.Struct({ id: Schema.String })

/** `GET <path>/:id`: one record of the key's account in its view, behind `permissionName` (another account's: 404). */
export const getRecord = <const Name extends string, S extends Schema.Top>(
  name: Name,
  path: HttpRouter.PathInput,
  success: S,
  permissionName: string
) =>
  HttpApiEndpoint.get(name, path, { params: IdPath, success: Envelope(success), error: withMoneyRouteErrors }).pipe(
    permission(permissionName)
  )

/**
 * A sandbox control: a POST on the record the path's `id` names, with a strict `payload` (no unknown field), answering
 * the record as it is after the control, behind `permissionName`.
 */
export const sandboxControl = <const Name extends string, P extends Schema.Top, S extends Schema.Top>(
  name: Name,
  path: HttpRouter.PathInput,
  payload: P,
  success: S,
  permissionName: string
) =>
  HttpApiEndpoint.post(name, path, {
    params: IdPath,
    payload,
    success: Envelope(success),
    error: withMoneyRouteErrors
  }).pipe(permission(permissionName))
