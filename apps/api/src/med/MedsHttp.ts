import { Med, SandboxClock } from "@trilho/domain"
import { Effect, FileSystem } from "effect"
import type { Multipart } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { currentAccountId } from "../auth/Authentication.ts"
import { boundOf } from "../charges/ChargesHttp.ts"
import { MultipartLimitExceeded } from "../http/Boundary.ts"
import { ok } from "../http/Envelope.ts"
import { envelopeErrors } from "../http/Failures.ts"
import { fromLayer } from "../http/Handlers.ts"
import type { AppServices } from "../Layers.ts"
import type { EvidenceBody, MedListQuery } from "./MedsApi.ts"

type EvidencePayload = (typeof EvidenceBody)[number]["Type"]

/** Declared types a file part carries when the client did not know its type: the content decides alone. */
const untypedContent = new Set(["", "application/octet-stream"])

/** The evidence as the domain reads it: a multipart body's files read whole from where the decoding stored them. */
const evidenceInputOf = (payload: EvidencePayload) =>
  Effect.gen(function* () {
    const { analysis, files, justification, proofs } = payload as EvidencePayload & {
      readonly proofs?: string | ReadonlyArray<string>
      readonly files?: ReadonlyArray<Multipart.PersistedFile>
    }
    const fs = yield* FileSystem.FileSystem
    const read = yield* Effect.forEach(files ?? [], (file, i) =>
      Effect.gen(function* () {
        // The multipart parser's limit counts a part's headers too: the file itself is held to 5 MB here, as a 413.
        const info = yield* fs.stat(file.path).pipe(Effect.orDie)
        if (Number(info.size) > Med.fileSizeMaxBytes) {
          return yield* new MultipartLimitExceeded({
            message: `files[${i}]: a file is over ${Med.fileSizeMaxBytes} bytes (5 MB)`
          })
        }
        const bytes = yield* fs.readFile(file.path).pipe(Effect.orDie)
        return {
          name: file.name,
          ...(untypedContent.has(file.contentType.toLowerCase()) ? {} : { contentType: file.contentType }),
          bytes
        } satisfies Med.EvidenceFileInput
      })
    )
    return {
      justification,
      ...(proofs === undefined ? {} : { proofs: typeof proofs === "string" ? [proofs] : proofs }),
      ...(analysis === undefined ? {} : { analysis }),
      ...(read.length === 0 ? {} : { files: read })
    } satisfies Med.EvidenceInput
  })

/** The domain's list request from the route's query. */
const listInputOf = (query: MedListQuery): Med.ListMedsInput => ({
  page: query.page,
  pageSize: query.pageSize,
  status: query.status,
  protocol: query.protocol,
  createdFrom: boundOf(query.dateFrom, "from"),
  createdTo: boundOf(query.dateTo, "to")
})

/** Handlers of `/v1/meds/*`; time is the sandbox clock's. */
export const MedsLive = HttpApiBuilder.group(TrilhoApi, "meds", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "list",
        provide(({ query }) =>
          Effect.gen(function* () {
            const meds = yield* Med.Meds
            const page = yield* envelopeErrors(meds.findManyByAccount(yield* currentAccountId, listInputOf(query)))
            return yield* ok({ ...page, items: page.items.map(Med.toMedView) })
          })
        )
      )
      .handle(
        "get",
        provide(({ params }) =>
          Effect.gen(function* () {
            const meds = yield* Med.Meds
            return yield* ok(Med.toMedView(yield* envelopeErrors(meds.findById(yield* currentAccountId, params.id))))
          })
        )
      )
      .handle(
        "evidence",
        provide(({ params, payload }) =>
          Effect.gen(function* () {
            const meds = yield* Med.Meds
            const input = yield* envelopeErrors(evidenceInputOf(payload))
            const dispute = yield* envelopeErrors(meds.submitEvidence(yield* currentAccountId, params.id, input))
            return yield* ok(Med.toMedView(dispute), "evidence sent")
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
  )
)
