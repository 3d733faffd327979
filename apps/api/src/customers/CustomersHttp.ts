import { Customers, Money, SandboxClock } from "@trilho/domain"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { currentAccountId } from "../auth/Authentication.ts"
import { ok } from "../http/Envelope.ts"
import { envelopeErrors } from "../http/Failures.ts"
import { fromLayer } from "../http/Handlers.ts"
import type { AppServices } from "../Layers.ts"
import type { Customer } from "./CustomersApi.ts"

/** A customer as the API shows it: the metrics read-only, `volume` in reais. */
export const toCustomer = (record: Customers.CustomerRecord): Customer => ({
  id: record.id,
  name: record.name,
  email: record.email,
  document: record.document,
  type: record.type,
  status: record.status,
  ...(record.phone === undefined ? {} : { phone: record.phone }),
  ...(record.whatsapp === undefined ? {} : { whatsapp: record.whatsapp }),
  ...(record.city === undefined ? {} : { city: record.city }),
  ...(record.state === undefined ? {} : { state: record.state }),
  transactions: record.transactions,
  volume: Money.toReais(record.volumeCentavos),
  createdAt: record.createdAt.toISOString(),
  updatedAt: record.updatedAt.toISOString()
})

/** Handlers of `/v1/customers/*`; time is the sandbox clock's. */
export const CustomersLive = HttpApiBuilder.group(TrilhoApi, "customers", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "create",
        provide(({ payload }) =>
          Effect.gen(function* () {
            const customers = yield* Customers.Customers
            const record = yield* envelopeErrors(customers.create(yield* currentAccountId, payload))
            return yield* ok(toCustomer(record), "customer created")
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
      .handle(
        "get",
        provide(({ params }) =>
          Effect.gen(function* () {
            const customers = yield* Customers.Customers
            return yield* ok(toCustomer(yield* envelopeErrors(customers.findById(yield* currentAccountId, params.id))))
          })
        )
      )
      .handle(
        "list",
        provide(({ query }) =>
          Effect.gen(function* () {
            const customers = yield* Customers.Customers
            const page = yield* envelopeErrors(customers.findManyByAccount(yield* currentAccountId, query))
            return yield* ok({ ...page, items: page.items.map(toCustomer) })
          })
        )
      )
      .handle(
        "update",
        provide(({ params, payload }) =>
          Effect.gen(function* () {
            const customers = yield* Customers.Customers
            const record = yield* envelopeErrors(customers.update(yield* currentAccountId, params.id, payload))
            return yield* ok(toCustomer(record), "customer updated")
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
      .handle(
        "delete",
        provide(({ params }) =>
          Effect.gen(function* () {
            const customers = yield* Customers.Customers
            const record = yield* envelopeErrors(customers.remove(yield* currentAccountId, params.id))
            return yield* ok(toCustomer(record), "customer deleted")
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
  )
)
