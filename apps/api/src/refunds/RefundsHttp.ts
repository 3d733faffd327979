import { Refunds, SandboxClock } from "@trilho/domain"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { CurrentApiKey, currentAccountId } from "../auth/Authentication.ts"
import { boundOf } from "../charges/ChargesHttp.ts"
import { envelopeErrors } from "../charges/Failures.ts"
import { ok, pageData } from "../http/Envelope.ts"
import { fromLayer } from "../http/Handlers.ts"
import type { AppServices } from "../Layers.ts"
import * as Idempotency from "../http/Idempotency.ts"
import type { RefundListQuery } from "./RefundsApi.ts"

const lean = (view: { readonly charge: Refunds.RefundView["charge"]; readonly refund: Refunds.RefundRecord }) =>
  Refunds.toLeanRefund(view.charge, view.refund)

/** The domain's list input from the query. */
export const refundListInputOf = (query: RefundListQuery): Refunds.ListRefundsInput => ({
  page: query.page,
  pageSize: query.pageSize,
  dateFrom: boundOf(query.dateFrom, "from"),
  dateTo: boundOf(query.dateTo, "to"),
  status: query.status,
  nature: query.nature,
  search: query.search,
  subaccountId: query.subaccountId ?? query.merchantSubaccountId
})

/** Handlers of `/v1/refunds/*`. */
export const RefundsLive = HttpApiBuilder.group(TrilhoApi, "refunds", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "create",
        provide(({ payload, request }) =>
          Effect.gen(function* () {
            const refunds = yield* Refunds.Refunds
            const key = yield* CurrentApiKey
            const outcome = yield* envelopeErrors(
              refunds.create({
                accountId: key.accountId,
                apiKeyId: key.keyId,
                transactionId: payload.transactionId,
                e2eId: payload.e2eId,
                refundId: payload.refundId,
                nature: payload.nature,
                description: payload.description,
                subaccountId: payload.subaccountId
              })
            )
            const message = outcome.replayed
              ? "refund already requested"
              : outcome.refund.status === "FAILED"
                ? "refund failed at the PIX network; the debit was returned"
                : "refund requested"
            return yield* ok(lean(outcome), message)
          }).pipe(
            SandboxClock.withSandboxTime,
            Idempotency.idempotent({
              data: Refunds.LeanRefund,
              route: "POST /v1/refunds/create",
              payload,
              key: request.headers["idempotency-key"]
            })
          )
        )
      )
      .handle(
        "get",
        provide(({ params }) =>
          Effect.gen(function* () {
            const refunds = yield* Refunds.Refunds
            return yield* ok(lean(yield* envelopeErrors(refunds.findById(yield* currentAccountId, params.id))))
          })
        )
      )
      .handle(
        "list",
        provide(({ query }) =>
          Effect.gen(function* () {
            const refunds = yield* Refunds.Refunds
            const page = yield* envelopeErrors(refunds.list(yield* currentAccountId, refundListInputOf(query)))
            return yield* ok(pageData(page, page.items.map(lean)))
          })
        )
      )
  )
)
