import { Med } from "@trilho/domain"
import { Schema } from "effect"
import { Multipart } from "effect/http"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { Authentication, permission } from "../auth/Authentication.ts"
import { strict, StrictBody } from "../auth/BodyRules.ts"
import { medEvidenceMultipartLimits } from "../http/BodyLimits.ts"
import { Envelope, Page } from "../http/Envelope.ts"
import { BadRequest, Conflict, Forbidden, NotFound, PayloadTooLarge, ServiceUnavailable } from "../http/Errors.ts"
import { FilterText, ListDate, PageNumber, PageSize } from "../http/QueryParams.ts"

/** `GET /meds/list` query: paged like the other lists; `status`, the creation dates and the exact `protocol`. */
export const MedListQuery = Schema.Struct({
  page: Schema.optionalKey(PageNumber),
  pageSize: Schema.optionalKey(PageSize(Med.medPageSizeMax)),
  status: Schema.optionalKey(Med.MedStatus),
  /** Created at or after; a date alone is the start of that UTC day. */
  dateFrom: Schema.optionalKey(ListDate),
  /** Created at or before; a date alone is the end of that UTC day. */
  dateTo: Schema.optionalKey(ListDate),
  protocol: Schema.optionalKey(FilterText(Med.protocolLengthMax, "The exact protocol (DICT infraction report id)."))
})
export type MedListQuery = typeof MedListQuery.Type

/** The text fields of an evidence request; the evidence rules (`Med.validateEvidence`) check them. */
const evidenceFields = {
  justification: Schema.String.annotate({ description: "10 to 2000 characters." }),
  proofs: Schema.optionalKey(
    Schema.Array(Schema.String).annotate({ description: "Up to 10 public https URLs (a fraud dispute needs one)." })
  ),
  analysis: Schema.optionalKey(
    Schema.String.annotate({
      description: "`aceito` or `rejeitado`; required for fraud, coercion and other, ignored for the others."
    })
  )
}

/** `POST /meds/{id}/evidence` as JSON: no files. */
export const EvidenceJson = StrictBody(evidenceFields)

/**
 * `POST /meds/{id}/evidence` as `multipart/form-data`: the same text fields (`proofs` repeated, once per URL) and up to
 * 5 files in the file field `files` (PDF, JPG, PNG or WEBP by their content, 5 MB each).
 */
export const EvidenceForm = strict(
  Schema.Struct({
    justification: evidenceFields.justification,
    proofs: Schema.optionalKey(Schema.Union([Schema.String, Schema.Array(Schema.String)])),
    analysis: evidenceFields.analysis,
    files: Schema.optionalKey(Multipart.FilesSchema)
  }).pipe(HttpApiSchema.asMultipart(medEvidenceMultipartLimits))
)

/** Either form of the evidence body, chosen by the request's `Content-Type`. */
export const EvidenceBody = [EvidenceJson, EvidenceForm] as const

const IdPath = Schema.Struct({
  id: Schema.String.annotate({ description: "The dispute's id (`med_…`) or its protocol." })
})

const readErrors = [BadRequest, NotFound, ServiceUnavailable] as const

/**
 * MED disputes (spec, "MED"): the account's disputes on received PIX, read by id or protocol, and the merchant's
 * defence. Each route behind the permission of its name.
 */
export class MedsGroup extends HttpApiGroup.make("meds")
  .add(
    HttpApiEndpoint.get("list", "/meds/list", {
      query: MedListQuery,
      success: Envelope(Page(Med.MedView)),
      error: readErrors
    }).pipe(permission("meds/list"))
  )
  .add(
    HttpApiEndpoint.get("get", "/meds/get/:id", {
      params: IdPath,
      success: Envelope(Med.MedView),
      error: readErrors
    }).pipe(permission("meds/get"))
  )
  .add(
    HttpApiEndpoint.post("evidence", "/meds/:id/evidence", {
      params: IdPath,
      payload: EvidenceBody,
      success: Envelope(Med.MedView),
      error: [BadRequest, Forbidden, NotFound, Conflict, PayloadTooLarge, ServiceUnavailable]
    }).pipe(permission("meds/evidence"))
  )
  .middleware(Authentication) {}
