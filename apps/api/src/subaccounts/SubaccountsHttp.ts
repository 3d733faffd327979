import { NodeServices } from "@effect/platform-node"
import { Portal, Subaccounts } from "@trilho/domain"
import * as SubaccountStoreSql from "@trilho/postgres/SubaccountStoreSql"
import { Effect, FileSystem, Layer } from "effect"
import type { Multipart } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { currentAccountId } from "../auth/Authentication.ts"
import { envelopeErrors } from "../charges/Failures.ts"
import { layerPayments, withSandboxTime } from "../charges/Layers.ts"
import { ok } from "../http/Envelope.ts"
import { fromLayer } from "../http/Handlers.ts"
import * as Idempotency from "../http/Idempotency.ts"
import { layerPortal } from "../portal/Layers.ts"

/** The subaccount use cases over SQL, beside the payments layer (ledger, merchants, transactor, ids, crypto). */
export const layerSubaccounts = Subaccounts.Subaccounts.Default.pipe(
  Layer.provide(Portal.layerSubaccountPortal.pipe(Layer.provide(layerPortal))),
  Layer.provideMerge(SubaccountStoreSql.layer),
  Layer.provideMerge(layerPayments)
)

type CreatePayload = (typeof import("./SubaccountsApi.ts").CreateSubaccountBody)[number]["Type"]

/** The create request of either body form: a multipart body's file field `document` read whole (at most one file). */
const createInputOf = (payload: CreatePayload) =>
  Effect.gen(function* () {
    const files = (payload as { readonly document?: ReadonlyArray<Multipart.PersistedFile> }).document
    const { document: _ignored, ...fields } = payload as CreatePayload & { readonly document?: unknown }
    if (files === undefined || files.length === 0) return fields
    if (files.length > 1) {
      return yield* new Subaccounts.InvalidSubaccountInput({ field: "document", message: "send one document file" })
    }
    const file = files[0]!
    const fs = yield* FileSystem.FileSystem
    const info = yield* fs.stat(file.path).pipe(Effect.orDie)
    if (Number(info.size) > Subaccounts.subaccountDocumentBytesMax) {
      return yield* new Subaccounts.InvalidSubaccountInput({
        field: "document",
        message: `document has at most ${Subaccounts.subaccountDocumentBytesMax} bytes`
      })
    }
    const bytes = yield* fs.readFile(file.path).pipe(Effect.orDie)
    return { ...fields, document: { fileName: file.name, contentType: file.contentType, bytes } }
  })

/** Handlers of `/v1/subaccount/*` (the operator portal's routes are not here). */
export const SubaccountsLive = HttpApiBuilder.group(TrilhoApi, "subaccounts", (handlers) =>
  Effect.map(fromLayer<Layer.Success<typeof layerSubaccounts> | FileSystem.FileSystem>(), (provide) =>
    handlers
      .handle(
        "create",
        provide(({ payload }) =>
          Effect.gen(function* () {
            const subaccounts = yield* Subaccounts.Subaccounts
            const input = yield* envelopeErrors(createInputOf(payload))
            const outcome = yield* envelopeErrors(subaccounts.create(yield* currentAccountId, input))
            return yield* ok(outcome.view, outcome.replayed ? "subaccount already created" : "subaccount created")
          }).pipe(withSandboxTime)
        )
      )
      .handle(
        "get",
        provide(({ params }) =>
          Effect.gen(function* () {
            const subaccounts = yield* Subaccounts.Subaccounts
            return yield* ok(yield* envelopeErrors(subaccounts.find(yield* currentAccountId, { id: params.id })))
          }).pipe(withSandboxTime)
        )
      )
      .handle(
        "getByRef",
        provide(({ params }) =>
          Effect.gen(function* () {
            const subaccounts = yield* Subaccounts.Subaccounts
            const ref = { externalReference: params.externalReference }
            return yield* ok(yield* envelopeErrors(subaccounts.find(yield* currentAccountId, ref)))
          }).pipe(withSandboxTime)
        )
      )
      .handle(
        "list",
        provide(({ query }) =>
          Effect.gen(function* () {
            const subaccounts = yield* Subaccounts.Subaccounts
            return yield* ok(yield* envelopeErrors(subaccounts.list(yield* currentAccountId, query)))
          }).pipe(withSandboxTime)
        )
      )
      .handle(
        "balance",
        provide(({ query }) =>
          Effect.gen(function* () {
            const subaccounts = yield* Subaccounts.Subaccounts
            return yield* ok(yield* envelopeErrors(subaccounts.balance(yield* currentAccountId, query)))
          }).pipe(withSandboxTime)
        )
      )
      .handle(
        "addBalance",
        provide(({ payload, request }) =>
          Effect.gen(function* () {
            const subaccounts = yield* Subaccounts.Subaccounts
            const ref = { id: payload.id, externalReference: payload.subaccountExternalReference }
            const outcome = yield* envelopeErrors(subaccounts.addBalance(yield* currentAccountId, ref, payload))
            return yield* ok(outcome.view, outcome.replayed ? "balance already added" : "balance added")
          }).pipe(
            withSandboxTime,
            Idempotency.idempotent({
              data: Subaccounts.SubaccountMoveView,
              route: "POST /v1/subaccount/add-balance",
              payload,
              key: request.headers["idempotency-key"]
            })
          )
        )
      )
      .handle(
        "removeBalance",
        provide(({ payload, request }) =>
          Effect.gen(function* () {
            const subaccounts = yield* Subaccounts.Subaccounts
            const ref = { id: payload.id, externalReference: payload.subaccountExternalReference }
            const outcome = yield* envelopeErrors(subaccounts.removeBalance(yield* currentAccountId, ref, payload))
            return yield* ok(outcome.view, outcome.replayed ? "balance already removed" : "balance removed")
          }).pipe(
            withSandboxTime,
            Idempotency.idempotent({
              data: Subaccounts.SubaccountMoveView,
              route: "POST /v1/subaccount/remove-balance",
              payload,
              key: request.headers["idempotency-key"]
            })
          )
        )
      )
      .handle(
        "transfer",
        provide(({ payload, request }) =>
          Effect.gen(function* () {
            const subaccounts = yield* Subaccounts.Subaccounts
            const outcome = yield* envelopeErrors(
              subaccounts.transfer(yield* currentAccountId, payload.fromSubaccountId, payload.toSubaccountId, payload)
            )
            return yield* ok(outcome.view, outcome.replayed ? "transfer already made" : "transfer completed")
          }).pipe(
            withSandboxTime,
            Idempotency.idempotent({
              data: Subaccounts.SubaccountMoveView,
              route: "POST /v1/subaccount/transfer",
              payload,
              key: request.headers["idempotency-key"]
            })
          )
        )
      )
      .handle(
        "update",
        provide(({ payload }) =>
          Effect.gen(function* () {
            const subaccounts = yield* Subaccounts.Subaccounts
            return yield* ok(yield* envelopeErrors(subaccounts.update(yield* currentAccountId, payload, payload)))
          }).pipe(withSandboxTime)
        )
      )
      .handle(
        "lock",
        provide(({ payload }) =>
          Effect.gen(function* () {
            const subaccounts = yield* Subaccounts.Subaccounts
            return yield* ok(
              yield* envelopeErrors(subaccounts.lock(yield* currentAccountId, payload, payload.lockMode))
            )
          }).pipe(withSandboxTime)
        )
      )
      .handle(
        "unlock",
        provide(({ payload }) =>
          Effect.gen(function* () {
            const subaccounts = yield* Subaccounts.Subaccounts
            return yield* ok(yield* envelopeErrors(subaccounts.unlock(yield* currentAccountId, payload)))
          }).pipe(withSandboxTime)
        )
      )
      .handle(
        "setLimits",
        provide(({ payload }) =>
          Effect.gen(function* () {
            const subaccounts = yield* Subaccounts.Subaccounts
            return yield* ok(yield* envelopeErrors(subaccounts.setLimits(yield* currentAccountId, payload, payload)))
          }).pipe(withSandboxTime)
        )
      )
      .handle(
        "setPricing",
        provide(({ payload }) =>
          Effect.gen(function* () {
            const subaccounts = yield* Subaccounts.Subaccounts
            return yield* ok(yield* envelopeErrors(subaccounts.setPricing(yield* currentAccountId, payload, payload)))
          }).pipe(withSandboxTime)
        )
      )
      .handle(
        "pricing",
        provide(({ query }) =>
          Effect.gen(function* () {
            const subaccounts = yield* Subaccounts.Subaccounts
            return yield* ok(yield* envelopeErrors(subaccounts.pricing(yield* currentAccountId, query)))
          }).pipe(withSandboxTime)
        )
      )
      .handle(
        "delete",
        provide(({ payload }) =>
          Effect.gen(function* () {
            const subaccounts = yield* Subaccounts.Subaccounts
            return yield* ok(
              yield* envelopeErrors(subaccounts.delete(yield* currentAccountId, payload)),
              "subaccount deleted"
            )
          }).pipe(withSandboxTime)
        )
      )
  )
).pipe(Layer.provide(Idempotency.layerPruning), Layer.provide(layerSubaccounts), Layer.provide(NodeServices.layer))
