import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Pix, Transfers } from "@trilho/domain"
import { Schema } from "effect"
import { Authentication, permission } from "../auth/Authentication.ts"
import { StrictBody } from "../auth/BodyRules.ts"
import { ListQuery } from "../charges/ChargesApi.ts"
import { Envelope, Page } from "../http/Envelope.ts"
import { withMoneyRouteErrors } from "../http/Errors.ts"
import { withIdempotencyKey } from "../http/Idempotency.ts"

/**
 * `POST /transfer-pix/create` body (spec, Send PIX). The destination is `pixKey` with `pixKeyType`, or
 * `pixCopyPaste` (a BR Code). `amount` is read as sent and parsed at the edge (`Money.parseReais`); it may be left out
 * when the BR Code fixes it. `pixKeyOwnerDocument` is the legacy field the spec keeps: accepted and ignored.
 */
export const CreatePixTransferBody = StrictBody({
  amount: Schema.optional(Schema.Unknown),
  description: Schema.String,
  pixKey: Schema.optional(Schema.String),
  pixKeyType: Schema.optional(Pix.PixKeyType),
  pixCopyPaste: Schema.optional(Schema.String),
  coverFee: Schema.optional(Schema.Boolean),
  externalReference: Schema.optional(Schema.String),
  subaccountId: Schema.optional(Schema.String),
  pixKeyOwnerDocument: Schema.optional(Schema.String)
})

const IdPath = Schema.Struct({ id: Schema.String })

/** The four routes of sending PIX under `base` (`transfer-pix` or its alias `payouts`), each behind `<base>/<name>`. */
const pixTransferGroup = <const Name extends string>(name: Name, base: "transfer-pix" | "payouts") =>
  HttpApiGroup.make(name)
    .add(
      HttpApiEndpoint.post("create", `/${base}/create`)
        .setPayload(CreatePixTransferBody)
        .addSuccess(Envelope(Transfers.LeanPixTransfer))
        .pipe(withMoneyRouteErrors)
        .pipe(withIdempotencyKey)
        .pipe(permission(`${base}/create`))
    )
    .add(
      HttpApiEndpoint.get("get", `/${base}/get/:id`)
        .setPath(IdPath)
        .addSuccess(Envelope(Transfers.LeanPixTransfer))
        .pipe(withMoneyRouteErrors)
        .pipe(permission(`${base}/get`))
    )
    .add(
      HttpApiEndpoint.get("status", `/${base}/status/:id`)
        .setPath(IdPath)
        .addSuccess(Envelope(Transfers.PixTransferStatusView))
        .pipe(withMoneyRouteErrors)
        .pipe(permission(`${base}/status`))
    )
    .add(
      HttpApiEndpoint.get("list", `/${base}/list`)
        .setUrlParams(ListQuery)
        .addSuccess(Envelope(Page(Transfers.LeanPixTransfer)))
        .pipe(withMoneyRouteErrors)
        .pipe(permission(`${base}/list`))
    )
    .middleware(Authentication)

/**
 * Send PIX (`/transfer-pix/*`), each route behind the permission of its name. `get` and `status` read the caller's
 * transfer by id, or by `externalReference`; another account's is a 404.
 */
export class TransferPixGroup extends pixTransferGroup("transferPix", "transfer-pix") {}

/** The legacy alias of `/transfer-pix/*` (spec, Versioning): the same routes under `/payouts/*`, permissions `payouts/*`. */
export class PayoutsGroup extends pixTransferGroup("payouts", "payouts") {}
