import { Money, Recharge, SandboxClock } from "@trilho/domain"
import { Effect, Result } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { currentAccountId, CurrentApiKey } from "../auth/Authentication.ts"
import { ok, pageData } from "../http/Envelope.ts"
import { envelopeErrors } from "../http/Failures.ts"
import { fromLayer } from "../http/Handlers.ts"
import * as Idempotency from "../http/Idempotency.ts"
import type { AppServices } from "../Layers.ts"
import { sandboxControl } from "../sandbox/Mode.ts"
import { MobileRecharge, type RechargeProvider } from "./RechargeApi.ts"

/** Centavos of an amount the body schema already checked (NaN, which the domain refuses, if it were not). */
const cents = (reais: number): number => {
  const parsed = Money.parseReais(reais)
  return Result.isSuccess(parsed) ? parsed.success : Number.NaN
}

const iso = (date: Date | undefined) => (date === undefined ? undefined : date.toISOString())

/** A recharge as the API shows it: reais, `canBeCancelled` from its status, absent fields left out. */
export const toMobileRecharge = (record: Recharge.RechargeRecord): MobileRecharge => {
  const optional = <K extends string>(key: K, value: string | undefined) =>
    (value === undefined ? {} : { [key]: value }) as Partial<Record<K, string>>
  return {
    id: record.id,
    phone: record.phone,
    operator: record.operator,
    amount: Money.toReais(record.amountCentavos),
    fee: 0,
    status: record.status,
    canBeCancelled: Recharge.canBeCancelled(record.status),
    ...optional("operatorReference", record.operatorReference),
    ...optional("failureReason", record.failureReason),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    ...optional("completedAt", iso(record.completedAt)),
    ...optional("canceledAt", iso(record.canceledAt)),
    ...optional("failedAt", iso(record.failedAt))
  }
}

/** Handlers of `/v1/mobile-recharge/*`; time is the sandbox clock's. */
export const MobileRechargeLive = HttpApiBuilder.group(TrilhoApi, "mobileRecharge", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "provider",
        provide(({ params }) =>
          Effect.gen(function* () {
            const recharges = yield* Recharge.Recharges
            const { phone, offer } = yield* envelopeErrors(recharges.provider(params.phoneNumber))
            const view: RechargeProvider = {
              phone: phone.digits,
              ddd: phone.ddd,
              operator: offer.operator,
              packages: offer.packagesCentavos.map((c) => ({ amount: Money.toReais(c) }))
            }
            return yield* ok(view)
          })
        )
      )
      .handle(
        "create",
        provide(({ payload, request }) =>
          Effect.gen(function* () {
            const recharges = yield* Recharge.Recharges
            const key = yield* CurrentApiKey
            const record = yield* envelopeErrors(
              recharges.create({
                accountId: key.accountId,
                apiKeyId: key.keyId,
                phone: payload.phone,
                amountCentavos: cents(payload.amount)
              })
            )
            return yield* ok(toMobileRecharge(record), "mobile recharge created")
          }).pipe(
            SandboxClock.withSandboxTime,
            Idempotency.idempotent({
              data: MobileRecharge,
              route: "POST /v1/mobile-recharge/create",
              payload,
              key: request.headers["idempotency-key"]
            })
          )
        )
      )
      .handle(
        "list",
        provide(({ query }) =>
          Effect.gen(function* () {
            const recharges = yield* Recharge.Recharges
            const page = yield* envelopeErrors(recharges.list(yield* currentAccountId, query))
            return yield* ok(pageData(page, page.items.map(toMobileRecharge)))
          })
        )
      )
      .handle(
        "get",
        provide(({ params }) =>
          Effect.gen(function* () {
            const recharges = yield* Recharge.Recharges
            return yield* ok(
              toMobileRecharge(yield* envelopeErrors(recharges.findById(yield* currentAccountId, params.id)))
            )
          })
        )
      )
      .handle(
        "cancel",
        provide(({ params, request }) =>
          Effect.gen(function* () {
            const recharges = yield* Recharge.Recharges
            const record = yield* envelopeErrors(recharges.cancel(yield* currentAccountId, params.id))
            return yield* ok(toMobileRecharge(record), "mobile recharge cancelled; the debit was returned")
          }).pipe(
            SandboxClock.withSandboxTime,
            Idempotency.idempotent({
              data: MobileRecharge,
              route: "POST /v1/mobile-recharge/cancel",
              payload: { id: params.id },
              key: request.headers["idempotency-key"]
            })
          )
        )
      )
  )
)

/** Handlers of `/v1/sandbox/mobile-recharge/*`: each a sandbox control on the sandbox clock. */
export const SandboxRechargeLive = HttpApiBuilder.group(TrilhoApi, "sandboxMobileRecharge", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "complete",
        provide(({ params }) =>
          Effect.gen(function* () {
            const recharges = yield* Recharge.Recharges
            const record = yield* sandboxControl(recharges.complete(yield* currentAccountId, params.id))
            return yield* ok(
              toMobileRecharge(record),
              record.status === "COMPLETED"
                ? "mobile recharge completed"
                : "mobile recharge refused by the operator; the debit was returned"
            )
          })
        )
      )
      .handle(
        "fail",
        provide(({ params, payload }) =>
          Effect.gen(function* () {
            const recharges = yield* Recharge.Recharges
            const record = yield* sandboxControl(
              recharges.fail(yield* currentAccountId, params.id, payload.reason ?? "failed in the sandbox")
            )
            return yield* ok(toMobileRecharge(record), "mobile recharge failed; the debit was returned")
          })
        )
      )
  )
)
