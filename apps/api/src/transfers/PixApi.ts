import { Pix, Transfers } from "@trilho/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Authentication, permission } from "../auth/Authentication.ts"
import { StrictBody } from "../auth/BodyRules.ts"
import { ListQuery } from "../charges/ChargesApi.ts"
import { Envelope, Page } from "../http/Envelope.ts"
import { withMoneyRouteErrors } from "../http/Errors.ts"
import { idempotentMoneyRouteErrors, withIdempotencyKey } from "../http/Idempotency.ts"
import { Amount } from "../http/Amounts.ts"

/**
 * `POST /transfer-pix/create` body (spec, Send PIX). The destination is `pixKey` with `pixKeyType`, or
 * `pixCopyPaste` (a BR Code). `amount` is a JSON number checked while the body is decoded (`Amounts.ts`); it may be
 * left out when the BR Code fixes it. `pixKeyOwnerDocument` is the legacy field the spec keeps: accepted and ignored.
 */
export const CreatePixTransferBody = StrictBody({
  amount: Schema.optionalKey(Amount),
  description: Schema.String,
  pixKey: Schema.optionalKey(Schema.String),
  pixKeyType: Schema.optionalKey(Pix.PixKeyType),
  pixCopyPaste: Schema.optionalKey(Schema.String),
  coverFee: Schema.optionalKey(Schema.Boolean),
  externalReference: Schema.optionalKey(Schema.String),
  subaccountId: Schema.optionalKey(Schema.String),
  pixKeyOwnerDocument: Schema.optionalKey(Schema.String)
})

const IdPath = Schema.Struct({ id: Schema.String })

/** The four routes of sending PIX under `base` (`transfer-pix` or its alias `payouts`), each behind `<base>/<name>`. */
const pixTransferGroup = <const Name extends string>(name: Name, base: "transfer-pix" | "payouts") =>
  HttpApiGroup.make(name)
    .add(
      HttpApiEndpoint.post("create", `/${base}/create`, {
        payload: CreatePixTransferBody,
        success: Envelope(Transfers.LeanPixTransfer),
        error: idempotentMoneyRouteErrors
      }).pipe(withIdempotencyKey, permission(`${base}/create`))
    )
    .add(
      HttpApiEndpoint.get("get", `/${base}/get/:id`, {
        params: IdPath,
        success: Envelope(Transfers.LeanPixTransfer),
        error: withMoneyRouteErrors
      }).pipe(permission(`${base}/get`))
    )
    .add(
      HttpApiEndpoint.get("status", `/${base}/status/:id`, {
        params: IdPath,
        success: Envelope(Transfers.PixTransferStatusView),
        error: withMoneyRouteErrors
      }).pipe(permission(`${base}/status`))
    )
    .add(
      HttpApiEndpoint.get("list", `/${base}/list`, {
        query: ListQuery,
        success: Envelope(Page(Transfers.LeanPixTransfer)),
        error: withMoneyRouteErrors
      }).pipe(permission(`${base}/list`))
    )
    .middleware(Authentication)

/**
 * Send PIX (`/transfer-pix/*`), each route behind the permission of its name. `get` and `status` read the caller's
 * transfer by id, or by `externalReference`; another account's is a 404.
 */
export class TransferPixGroup extends pixTransferGroup("transferPix", "transfer-pix") {}

/** The legacy alias of `/transfer-pix/*` (spec, Versioning): the same routes under `/payouts/*`, permissions `payouts/*`. */
export class PayoutsGroup extends pixTransferGroup("payouts", "payouts") {}
