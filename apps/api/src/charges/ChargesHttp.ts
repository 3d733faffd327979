import { Charges, Fees, Money, SandboxClock } from "@trilho/domain"
import { Effect, Result } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { CurrentApiKey, currentAccountId } from "../auth/Authentication.ts"
import { ok, pageData } from "../http/Envelope.ts"
import { fromLayer } from "../http/Handlers.ts"
import type { AppServices } from "../Layers.ts"
import * as Idempotency from "../http/Idempotency.ts"
import { pngBase64 } from "../pix/QrImage.ts"
import type { ListQuery } from "./ChargesApi.ts"
import { envelopeErrors, toEnvelope } from "./Failures.ts"
import type { MappedError } from "../http/Failures.ts"

const parsed = <A, E extends MappedError>(result: Result.Result<A, E>) =>
  Result.isSuccess(result) ? Effect.succeed(result.success) : toEnvelope(result.failure)

const dateOnly = /^\d{4}-\d{2}-\d{2}$/

/** A list bound: a date without time is the first (`from`) or last (`to`) millisecond of that UTC day. */
export const boundOf = (text: string | undefined, side: "from" | "to"): Date | undefined =>
  text === undefined
    ? undefined
    : new Date(dateOnly.test(text) ? `${text}T${side === "from" ? "00:00:00.000" : "23:59:59.999"}Z` : text)

/** The domain's list query from the route's (`merchantSubaccountId` is an alias of `subaccountId`). */
export const listInputOf = (query: ListQuery): Charges.ListChargesInput => ({
  page: query.page,
  pageSize: query.pageSize,
  dateFrom: boundOf(query.dateFrom, "from"),
  dateTo: boundOf(query.dateTo, "to"),
  status: query.status,
  externalReference: query.externalReference,
  search: query.search,
  subaccountId: query.subaccountId ?? query.merchantSubaccountId
})

/** A page of the account's charges as lean list items. */
export const listCharges = (query: ListQuery) =>
  Effect.gen(function* () {
    const charges = yield* Charges.Charges
    const accountId = yield* currentAccountId
    const page = yield* charges.list(accountId, listInputOf(query))
    return pageData(
      page,
      page.items.map((record) => Charges.toLean(record, "get"))
    )
  })

/** Handlers of `/v1/payment-pix/*`. */
export const ChargesLive = HttpApiBuilder.group(TrilhoApi, "charges", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "create",
        provide(({ payload, request }) =>
          Effect.gen(function* () {
            const charges = yield* Charges.Charges
            const key = yield* CurrentApiKey
            const amountCentavos = yield* parsed(Money.parseReais(payload.amount))
            const splitBps =
              payload.splitTax === undefined ? undefined : yield* parsed(Fees.parseSplitTax(payload.splitTax))
            const outcome = yield* envelopeErrors(
              charges.create({
                accountId: key.accountId,
                apiKeyId: key.keyId,
                amountCentavos,
                description: payload.description,
                coverFee: payload.coverFee,
                emitFiscalInvoice: payload.emitFiscalInvoice,
                expirationSeconds: payload.expirationSeconds,
                externalReference: payload.externalReference,
                subaccountId: payload.subaccountId,
                splitUser: payload.splitUser,
                splitBps,
                payer: payload.payer
              })
            )
            const lean = Charges.toLean(outcome.record, "create")
            const qrCodeBase64 = yield* pngBase64(outcome.record.copyPaste)
            return yield* ok({ ...lean, qrCodeBase64 }, outcome.replayed ? "charge already created" : "charge created")
          }).pipe(
            SandboxClock.withSandboxTime,
            Idempotency.idempotent({
              data: Charges.LeanCharge,
              route: "POST /v1/payment-pix/create",
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
            const charges = yield* Charges.Charges
            const record = yield* envelopeErrors(charges.findById(yield* currentAccountId, params.id))
            return yield* ok(Charges.toLean(record, "get"))
          })
        )
      )
      .handle(
        "getByReference",
        provide(({ params }) =>
          Effect.gen(function* () {
            const charges = yield* Charges.Charges
            const record = yield* envelopeErrors(
              charges.findByExternalReference(yield* currentAccountId, params.externalReference)
            )
            return yield* ok(Charges.toLean(record, "get"))
          })
        )
      )
      .handle(
        "status",
        provide(({ params }) =>
          Effect.gen(function* () {
            const charges = yield* Charges.Charges
            return yield* ok(yield* envelopeErrors(charges.status(yield* currentAccountId, params.id)))
          })
        )
      )
      .handle(
        "list",
        provide(({ query }) => Effect.flatMap(envelopeErrors(listCharges(query)), (page) => ok(page)))
      )
  )
)
