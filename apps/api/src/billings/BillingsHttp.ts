import { Billing, BillingCards, SandboxClock } from "@trilho/domain"
import { Clock, Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { CurrentApiKey, currentAccountId } from "../auth/Authentication.ts"
import { envelopeErrors } from "../charges/Failures.ts"
import { ok, pageData } from "../http/Envelope.ts"
import { fromLayer } from "../http/Handlers.ts"
import * as Idempotency from "../http/Idempotency.ts"
import type { AppServices } from "../Layers.ts"
import { pngBase64 } from "../pix/QrImage.ts"
import { sandboxControl } from "../sandbox/Mode.ts"
import { withCardReduced } from "./BillingCardsHttp.ts"
import type { BillingListQuery, CreateBillingBody, RefundBillingBody } from "./BillingsApi.ts"

/**
 * A billing as the API answers it at the clock's time: its amount due today (São Paulo), the PIX copy-paste for that
 * amount while payable, its slip page; `pixQrCodeBase64` only on create (as the charges' QR rules).
 */
export const leanOf = (record: Billing.BillingRecord, withQr = false) =>
  Effect.gen(function* () {
    const config = yield* Billing.BillingsConfig.BillingsConfig
    const now = new Date(yield* Clock.currentTimeMillis)
    const due = Billing.amountDueAt(record, now)
    const copyPaste = Billing.isPayable(record) ? Billing.pixCopyPasteOf(record, due) : undefined
    const lean = Billing.toLeanBilling(record, {
      amountDueCentavos: due,
      pixCopyPaste: copyPaste,
      bankSlipUrl: record.method === "BOLETO" ? config.bankSlipUrlFor(record.id) : undefined,
      invoiceUrl: record.method === "CARD_DEBIT" ? config.invoiceUrlFor(record.id) : undefined
    })
    return withQr && copyPaste !== undefined ? { ...lean, pixQrCodeBase64: yield* pngBase64(copyPaste) } : lean
  }).pipe(SandboxClock.withSandboxTime)

const create = (payload: typeof CreateBillingBody.Type, key: string | undefined) =>
  Effect.gen(function* () {
    const billings = yield* BillingCards.CardBillings
    const apiKey = yield* CurrentApiKey
    const outcome = yield* envelopeErrors(
      billings.create({ accountId: apiKey.accountId, apiKeyId: apiKey.keyId, ...payload })
    )
    return yield* ok(yield* leanOf(outcome.record, true), outcome.replayed ? "billing already made" : "billing created")
  }).pipe(
    SandboxClock.withSandboxTime,
    Idempotency.idempotent({
      data: Billing.LeanBilling,
      route: "POST /v1/billings/create",
      payload: withCardReduced(payload),
      key
    })
  )

const refund = (payload: typeof RefundBillingBody.Type, key: string | undefined) =>
  Effect.gen(function* () {
    const billings = yield* BillingCards.CardBillings
    const accountId = yield* currentAccountId
    const refunded = yield* envelopeErrors(billings.refund(accountId, payload.id, payload.description))
    return yield* ok(yield* leanOf(refunded), "billing refunded")
  }).pipe(
    SandboxClock.withSandboxTime,
    Idempotency.idempotent({ data: Billing.LeanBilling, route: "POST /v1/billings/refund", payload, key })
  )

const list = (query: BillingListQuery) =>
  Effect.gen(function* () {
    const billings = yield* Billing.Billings
    const page = yield* envelopeErrors(
      billings.list(yield* currentAccountId, {
        page: query.page,
        pageSize: query.pageSize,
        status: query.status,
        method: query.method,
        customerId: query.customerId,
        externalReference: query.externalReference,
        dueDateFrom: query.dueDateFrom,
        dueDateTo: query.dueDateTo,
        createdFrom: query.createdAtFrom,
        createdTo: query.createdAtTo
      })
    )
    return yield* ok(pageData(page, yield* Effect.forEach(page.items, (r) => leanOf(r))))
  })

/** A sandbox payment, answered only for the caller's own billing (another account's is a 404). */
const paid = (ref: Billing.PaymentReference) =>
  Effect.gen(function* () {
    const billings = yield* Billing.Billings
    const accountId = yield* currentAccountId
    const record = yield* billings.pay(ref, accountId)
    return yield* ok(yield* leanOf(record), "billing paid")
  })

/** Handlers of `/v1/billings/*`. */
export const BillingsLive = HttpApiBuilder.group(TrilhoApi, "billings", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "create",
        provide(({ payload, request }) => create(payload, request.headers["idempotency-key"]))
      )
      .handle(
        "get",
        provide(({ params }) =>
          Effect.gen(function* () {
            const billings = yield* Billing.Billings
            const found = yield* envelopeErrors(billings.findById(yield* currentAccountId, params.id))
            return yield* ok(yield* leanOf(found))
          })
        )
      )
      .handle(
        "list",
        provide(({ query }) => list(query))
      )
      .handle(
        "refund",
        provide(({ payload, request }) => refund(payload, request.headers["idempotency-key"]))
      )
  )
)

/** Handlers of `/v1/sandbox/billings/*`. */
export const SandboxBillingsLive = HttpApiBuilder.group(TrilhoApi, "sandboxBillings", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "payBoleto",
        provide(({ payload }) => sandboxControl(paid({ kind: "boleto", line: payload.line })))
      )
      .handle(
        "payPix",
        provide(({ payload }) => sandboxControl(paid({ kind: "pix", id: payload.id, copyPaste: payload.copyPaste })))
      )
      .handle(
        "overdue",
        provide(({ params }) =>
          sandboxControl(
            Effect.gen(function* () {
              const record = yield* Billing.advanceToOverdue(yield* currentAccountId, params.id)
              return yield* ok(yield* leanOf(record), "billing overdue")
            })
          )
        )
      )
      .handle(
        "failCard",
        provide(({ payload }) =>
          sandboxControl(
            Effect.gen(function* () {
              const reason = payload.failing === false ? undefined : (payload.reason ?? "insufficient_funds")
              const done = yield* BillingCards.setCardFailing(yield* currentAccountId, payload.cardToken, reason)
              return yield* ok(done, done.failing ? "card charges now decline" : "card charges restored")
            })
          )
        )
      )
  )
)
