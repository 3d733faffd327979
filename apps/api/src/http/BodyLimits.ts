import { Med } from "@trilho/domain"
import { inputLimits } from "./Inspect.ts"

/** Room for a multipart body's text fields, part headers and boundaries beside its files. */
export const multipartOverheadBytes = 256 * 1024

/** Room for a part's own headers (`Content-Disposition`, `Content-Type`), which the parser counts in its size. */
export const partHeadersBytesMax = 16 * 1024

/**
 * The multipart limits of `POST /meds/{id}/evidence` (spec, Limits): parts of at most 5 MB of file and their headers
 * (the handler holds each file to 5 MB exactly, with the same 413); at most 32 parts
 * (5 files, 10 proofs, the justification and the analysis fit, and a 6th file still reaches the evidence rules, which
 * name it); text fields of at most 16 KiB (2,000 characters of justification in any UTF-8); the whole body at most
 * `filesMax` files of the largest size plus `multipartOverheadBytes`.
 */
export const medEvidenceMultipartLimits = {
  maxFileSize: Med.fileSizeMaxBytes + partHeadersBytesMax,
  maxParts: 32,
  maxFieldSize: 16 * 1024,
  maxTotalSize: Med.filesMax * Med.fileSizeMaxBytes + multipartOverheadBytes
} as const

/**
 * The multipart limits of `POST /bureau/dunnings/create`: up to 5 proof documents of 5 MB (the handler holds each to
 * 5 MB exactly and names a larger one as a problem), the debtor's and the address's text fields, 16 KiB each.
 */
export const bureauDunningMultipartLimits = {
  maxFileSize: 5 * 1024 * 1024 + partHeadersBytesMax,
  maxParts: 32,
  maxFieldSize: 16 * 1024,
  maxTotalSize: 5 * 5 * 1024 * 1024 + multipartOverheadBytes
} as const

/** A route whose multipart body may be larger than `inputLimits.bodyBytesMax`. */
interface LargeBodyRoute {
  readonly method: string
  /** The request path (without its query). */
  readonly path: RegExp
  readonly mediaType: string
  readonly bodyBytesMax: number
}

/** The routes that take more than the API-wide body limit, and how much: files they upload. */
export const largeBodyRoutes: ReadonlyArray<LargeBodyRoute> = [
  {
    method: "POST",
    path: /^\/v1\/meds\/[^/]+\/evidence$/,
    mediaType: "multipart/form-data",
    bodyBytesMax: medEvidenceMultipartLimits.maxTotalSize
  },
  {
    method: "POST",
    path: /^\/v1\/bureau\/dunnings\/create$/,
    mediaType: "multipart/form-data",
    bodyBytesMax: bureauDunningMultipartLimits.maxTotalSize
  }
]

/**
 * The most bytes a request's body may declare before it is routed: `inputLimits.bodyBytesMax`, or a larger route's
 * own limit for a body of its media type. The route's decoding then holds the body to its own limits as it reads it
 * (a chunked body declares no length).
 */
export const bodyBytesMaxFor = (request: {
  readonly method: string
  readonly url: string
  readonly headers: Readonly<Record<string, string | undefined>>
}): number => {
  const query = request.url.indexOf("?")
  const path = query === -1 ? request.url : request.url.slice(0, query)
  const mediaType = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase()
  const route = largeBodyRoutes.find(
    (r) => r.method === request.method && r.mediaType === mediaType && r.path.test(path)
  )
  return route?.bodyBytesMax ?? inputLimits.bodyBytesMax
}
