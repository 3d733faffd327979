import { SandboxClock, Subaccounts } from "@trilho/domain"
import { Effect, FileSystem } from "effect"
import type { Multipart } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { currentAccountId } from "../auth/Authentication.ts"
import { envelopeErrors } from "../charges/Failures.ts"
import { ok } from "../http/Envelope.ts"
import { fromLayer } from "../http/Handlers.ts"
import type { AppServices } from "../Layers.ts"
import * as Idempotency from "../http/Idempotency.ts"

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
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "create",
        provide(({ payload }) =>
          Effect.gen(function* () {
            const subaccounts = yield* Subaccounts.Subaccounts
            const input = yield* envelopeErrors(createInputOf(payload))
            const outcome = yield* envelopeErrors(subaccounts.create(yield* currentAccountId, input))
            return yield* ok(outcome.view, outcome.replayed ? "subaccount already created" : "subaccount created")
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
      .handle(
        "get",
        provide(({ params }) =>
          Effect.gen(function* () {
            const subaccounts = yield* Subaccounts.Subaccounts
            return yield* ok(yield* envelopeErrors(subaccounts.find(yield* currentAccountId, { id: params.id })))
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
      .handle(
        "getByRef",
        provide(({ params }) =>
          Effect.gen(function* () {
            const subaccounts = yield* Subaccounts.Subaccounts
            const ref = { externalReference: params.externalReference }
            return yield* ok(yield* envelopeErrors(subaccounts.find(yield* currentAccountId, ref)))
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
      .handle(
        "list",
        provide(({ query }) =>
          Effect.gen(function* () {
            const subaccounts = yield* Subaccounts.Subaccounts
            return yield* ok(yield* envelopeErrors(subaccounts.list(yield* currentAccountId, query)))
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
      .handle(
        "balance",
        provide(({ query }) =>
          Effect.gen(function* () {
            const subaccounts = yield* Subaccounts.Subaccounts
            return yield* ok(yield* envelopeErrors(subaccounts.balance(yield* currentAccountId, query)))
          }).pipe(SandboxClock.withSandboxTime)
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
            SandboxClock.withSandboxTime,
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
            SandboxClock.withSandboxTime,
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
            SandboxClock.withSandboxTime,
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
          }).pipe(SandboxClock.withSandboxTime)
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
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
      .handle(
        "unlock",
        provide(({ payload }) =>
          Effect.gen(function* () {
            const subaccounts = yield* Subaccounts.Subaccounts
            return yield* ok(yield* envelopeErrors(subaccounts.unlock(yield* currentAccountId, payload)))
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
      .handle(
        "setLimits",
        provide(({ payload }) =>
          Effect.gen(function* () {
            const subaccounts = yield* Subaccounts.Subaccounts
            return yield* ok(yield* envelopeErrors(subaccounts.setLimits(yield* currentAccountId, payload, payload)))
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
      .handle(
        "setPricing",
        provide(({ payload }) =>
          Effect.gen(function* () {
            const subaccounts = yield* Subaccounts.Subaccounts
            return yield* ok(yield* envelopeErrors(subaccounts.setPricing(yield* currentAccountId, payload, payload)))
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
      .handle(
        "pricing",
        provide(({ query }) =>
          Effect.gen(function* () {
            const subaccounts = yield* Subaccounts.Subaccounts
            return yield* ok(yield* envelopeErrors(subaccounts.pricing(yield* currentAccountId, query)))
          }).pipe(SandboxClock.withSandboxTime)
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
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
  )
)
