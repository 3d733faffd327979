import { Bureau, Crypto, Money, SandboxClock } from "@trilho/domain"
import { Effect, FileSystem } from "effect"
import type { Multipart } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { currentAccountId, CurrentApiKey } from "../auth/Authentication.ts"
import { ok, pageData } from "../http/Envelope.ts"
import { envelopeErrors } from "../http/Failures.ts"
import { fromLayer } from "../http/Handlers.ts"
import * as Idempotency from "../http/Idempotency.ts"
import type { AppServices } from "../Layers.ts"
import { sandboxControl } from "../sandbox/Mode.ts"
import { type CreateDunningForm, CreditReport, Dunning } from "./BureauApi.ts"

type DunningForm = typeof CreateDunningForm.Type

const iso = (date: Date | undefined) => (date === undefined ? undefined : date.toISOString())

const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>

/** The address with an absent complement left out. */
const addressOf = ({ complement, ...rest }: Bureau.DebtorAddress): Dunning["address"] => ({
  ...rest,
  ...optional("complement", complement)
})

/** A dunning as the API shows it: reais, the billing as `payment`, the debtor's document as `cpfCnpj`. */
export const toDunning = (r: Bureau.DunningRecord): Dunning => ({
  id: r.id,
  payment: r.billingId,
  type: r.type,
  status: r.status,
  ...optional("description", r.description),
  debtor: {
    name: r.debtor.name,
    cpfCnpj: r.debtor.taxId,
    ...optional("email", r.debtor.email),
    ...optional("phone", r.debtor.phone)
  },
  address: addressOf(r.address),
  documents: r.documents.map((d) => ({ name: d.name, type: d.contentType, size: d.sizeBytes, sha256: d.sha256 })),
  amount: Money.toReais(r.amountCentavos),
  fee: Money.toReais(r.feeCentavos),
  ...optional("bureauReference", r.bureauReference),
  ...optional("cancelReason", r.cancelReason),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  ...optional("sentAt", iso(r.sentAt)),
  ...optional("registeredAt", iso(r.registeredAt)),
  ...optional("paidOffAt", iso(r.paidOffAt)),
  ...optional("canceledAt", iso(r.canceledAt))
})

/** A report as the API shows it. */
export const toCreditReport = (r: Bureau.ReportRecord): CreditReport => ({
  id: r.id,
  customer: r.customerId,
  cpfCnpj: r.cpfCnpj,
  status: r.status,
  score: r.score,
  riskLevel: r.riskLevel,
  restrictions: r.restrictions,
  fee: Money.toReais(r.feeCentavos),
  createdAt: r.createdAt.toISOString()
})

/**
 * The create request as the domain reads it: the text fields as sent and the files of `documents` read whole (the
 * parser already held each under its part limit; the domain holds them to 5 MB). Also the request's fingerprint for
 * its `Idempotency-Key`: the fields and each file's name, declared type and SHA-256.
 */
const dunningInputOf = (payload: DunningForm) =>
  Effect.gen(function* () {
    const { documents, ...fields } = payload as DunningForm & {
      readonly documents?: ReadonlyArray<Multipart.PersistedFile>
    }
    const fs = yield* FileSystem.FileSystem
    const crypto = yield* Crypto.Crypto
    const files = yield* Effect.forEach(documents ?? [], (file) =>
      Effect.map(fs.readFile(file.path).pipe(Effect.orDie), (bytes) => ({
        name: file.name,
        contentType: file.contentType,
        bytes
      }))
    )
    const hashes = yield* Effect.forEach(files, (f) => crypto.sha256Hex(f.bytes))
    const fingerprint = {
      ...fields,
      documents: files.map((f, i) => ({ name: f.name, contentType: f.contentType, sha256: hashes[i] }))
    }
    return { input: { ...fields, documents: files } satisfies Bureau.DunningInput, fingerprint }
  })

/** Handlers of `/v1/bureau/dunnings/*`; time is the sandbox clock's. */
export const BureauDunningsLive = HttpApiBuilder.group(TrilhoApi, "bureauDunnings", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "create",
        provide(({ payload, request }) =>
          Effect.gen(function* () {
            const { input, fingerprint } = yield* dunningInputOf(payload)
            return yield* Effect.gen(function* () {
              const dunnings = yield* Bureau.Dunnings
              const key = yield* CurrentApiKey
              const record = yield* envelopeErrors(
                dunnings.create({ ...input, accountId: key.accountId, apiKeyId: key.keyId })
              )
              return yield* ok(toDunning(record), "dunning created; the fee was charged")
            }).pipe(
              SandboxClock.withSandboxTime,
              Idempotency.idempotent({
                data: Dunning,
                route: "POST /v1/bureau/dunnings/create",
                payload: fingerprint,
                key: request.headers["idempotency-key"]
              })
            )
          })
        )
      )
      .handle(
        "list",
        provide(({ query }) =>
          Effect.gen(function* () {
            const dunnings = yield* Bureau.Dunnings
            const page = yield* envelopeErrors(dunnings.list(yield* currentAccountId, query))
            return yield* ok(pageData(page, page.items.map(toDunning)))
          })
        )
      )
      .handle(
        "get",
        provide(({ params }) =>
          Effect.gen(function* () {
            const dunnings = yield* Bureau.Dunnings
            return yield* ok(toDunning(yield* envelopeErrors(dunnings.findById(yield* currentAccountId, params.id))))
          })
        )
      )
      .handle(
        "simulate",
        provide(({ query }) =>
          Effect.gen(function* () {
            const dunnings = yield* Bureau.Dunnings
            const s = yield* envelopeErrors(dunnings.simulate(yield* currentAccountId, query.payment))
            return yield* ok(
              {
                payment: s.billingId,
                eligible: s.eligible,
                problems: s.problems,
                fee: Money.toReais(s.feeCentavos),
                ...optional("amount", s.amountCentavos === undefined ? undefined : Money.toReais(s.amountCentavos))
              },
              s.eligible ? "the billing can be dunned" : "the billing cannot be dunned"
            )
          })
        )
      )
  )
)

/** Handlers of `/v1/bureau/reports/*`; time is the sandbox clock's. */
export const BureauReportsLive = HttpApiBuilder.group(TrilhoApi, "bureauReports", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "create",
        provide(({ payload, request }) =>
          Effect.gen(function* () {
            const reports = yield* Bureau.Reports
            const key = yield* CurrentApiKey
            const record = yield* envelopeErrors(
              reports.create({ ...payload, accountId: key.accountId, apiKeyId: key.keyId })
            )
            return yield* ok(toCreditReport(record), "credit report created; the fee was charged")
          }).pipe(
            SandboxClock.withSandboxTime,
            Idempotency.idempotent({
              data: CreditReport,
              route: "POST /v1/bureau/reports/create",
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
            const reports = yield* Bureau.Reports
            const page = yield* envelopeErrors(reports.list(yield* currentAccountId, query))
            return yield* ok(pageData(page, page.items.map(toCreditReport)))
          })
        )
      )
      .handle(
        "get",
        provide(({ params }) =>
          Effect.gen(function* () {
            const reports = yield* Bureau.Reports
            const record = yield* envelopeErrors(reports.findById(yield* currentAccountId, params.id))
            return yield* ok(toCreditReport(record))
          })
        )
      )
  )
)

/** Handlers of `/v1/sandbox/bureau/*`: each a sandbox control on the sandbox clock. */
export const SandboxBureauLive = HttpApiBuilder.group(TrilhoApi, "sandboxBureau", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "register",
        provide(({ params }) =>
          Effect.gen(function* () {
            const dunnings = yield* Bureau.Dunnings
            const record = yield* sandboxControl(dunnings.register(yield* currentAccountId, params.id))
            return yield* ok(
              toDunning(record),
              record.status === "REGISTERED" ? "debtor listed by the bureau" : "dunning refused by the bureau"
            )
          })
        )
      )
      .handle(
        "settle",
        provide(({ params }) =>
          Effect.gen(function* () {
            const dunnings = yield* Bureau.Dunnings
            const record = yield* sandboxControl(dunnings.settle(yield* currentAccountId, params.id))
            return yield* ok(toDunning(record), "debt paid off; the listing was removed")
          })
        )
      )
      .handle(
        "cancel",
        provide(({ params, payload }) =>
          Effect.gen(function* () {
            const dunnings = yield* Bureau.Dunnings
            const record = yield* sandboxControl(
              dunnings.cancel(yield* currentAccountId, params.id, payload.reason ?? "canceled in the sandbox")
            )
            return yield* ok(toDunning(record), "dunning canceled; the fee is kept")
          })
        )
      )
  )
)
