import { Result } from "effect"
import { forbiddenReason, parseIpv4, parseIpv6 } from "../webhooks/Addresses.ts"
import type { EvidenceFileType, MedAnalysis, MedType } from "./Dispute.ts"
import { InvalidMedInput } from "./Errors.ts"

/** Evidence limits (spec, Limits): justification 10 to 2000 characters, 10 proof URLs, 5 files of 5 MB. */
export const justificationLengthMin = 10
export const justificationLengthMax = 2000
export const proofsMax = 10
export const proofUrlLengthMax = 2048
export const filesMax = 5
export const fileSizeMaxBytes = 5 * 1024 * 1024
export const fileNameLengthMax = 255

/**
 * The dispute types whose evidence must carry the merchant's `analysis`: those where the receiver is the one
 * accused (a scam, a coerced payment, anything else), so its own verdict is asked. Under `account_takeover` and
 * `fraudulent_access` the payer's own account was abused, which the receiver cannot judge: `analysis` is ignored there.
 */
export const analysisRequiredFor: ReadonlyArray<MedType> = ["fraud", "coercion", "other"]

/** The dispute types whose evidence must carry at least one proof URL (a scam claim: proof of delivery). */
export const proofsRequiredFor: ReadonlyArray<MedType> = ["fraud"]

/** One file of an evidence request: its name, its declared type (optional) and its bytes. */
export interface EvidenceFileInput {
  readonly name: string
  readonly contentType?: string | undefined
  readonly bytes: Uint8Array
}

/** The merchant's evidence request (`POST /meds/{id}/evidence`). */
export interface EvidenceInput {
  readonly justification: string
  readonly proofs?: ReadonlyArray<string> | undefined
  readonly analysis?: string | undefined
  readonly files?: ReadonlyArray<EvidenceFileInput> | undefined
}

/** Evidence that passed every rule; `analysis` left out where the type ignores it. */
export interface ValidEvidence {
  readonly justification: string
  readonly proofs: ReadonlyArray<string>
  readonly analysis?: MedAnalysis | undefined
  readonly files: ReadonlyArray<EvidenceFileInput & { readonly type: EvidenceFileType }>
}

const startsWith = (bytes: Uint8Array, prefix: ReadonlyArray<number>, offset = 0): boolean =>
  bytes.length >= offset + prefix.length && prefix.every((b, i) => bytes[offset + i] === b)

const ascii = (text: string): ReadonlyArray<number> => [...text].map((c) => c.charCodeAt(0))

/**
 * The type of a file from its first bytes (magic numbers), or undefined when it is none of the accepted ones:
 * PDF `%PDF-`, JPEG `FF D8 FF`, PNG `89 50 4E 47 0D 0A 1A 0A`, WEBP `RIFF....WEBP`.
 */
export const detectFileType = (bytes: Uint8Array): EvidenceFileType | undefined => {
  if (startsWith(bytes, ascii("%PDF-"))) return "application/pdf"
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg"
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png"
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp"
  return undefined
}

/** Host names that never name a public server. */
const privateHostSuffixes = [".localhost", ".local", ".internal", ".localdomain", ".home.arpa", ".lan"]

/**
 * Why a proof URL is refused, or undefined when it is a public `https` URL: absolute, without credentials, at most
 * `proofUrlLengthMax` characters, its host a dotted public name or a public IP literal (never loopback, private,
 * link-local … see `Addresses.ts`). No DNS lookup: the platform never fetches proofs itself.
 */
export const proofUrlProblem = (raw: string): string | undefined => {
  if (raw.length > proofUrlLengthMax) return `has more than ${proofUrlLengthMax} characters`
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return "is not an absolute URL"
  }
  if (url.protocol !== "https:") return "must use https"
  if (url.username !== "" || url.password !== "") return "must not carry a user name or password"
  const host = url.hostname
  const literal = host.startsWith("[") ? host.slice(1, -1) : host
  if (parseIpv4(literal) !== undefined || parseIpv6(literal) !== undefined) {
    const why = forbiddenReason(literal)
    return why === undefined ? undefined : `names a non-public address (${why})`
  }
  if (host === "localhost" || !host.includes(".") || privateHostSuffixes.some((s) => host.endsWith(s))) {
    return "names a non-public host"
  }
  return undefined
}

const fail = (field: string, message: string) => Result.fail(new InvalidMedInput({ field, reason: message }))

const checkFiles = (
  files: ReadonlyArray<EvidenceFileInput>
): Result.Result<ValidEvidence["files"], InvalidMedInput> => {
  if (files.length > filesMax) return fail("files", `at most ${filesMax} files`)
  const valid: Array<ValidEvidence["files"][number]> = []
  for (const [i, file] of files.entries()) {
    const field = `files[${i}]`
    if (file.name.length < 1 || file.name.length > fileNameLengthMax || /[/\\\u0000]/.test(file.name)) {
      return fail(`${field}.name`, `a file name has 1 to ${fileNameLengthMax} characters and no path`)
    }
    if (file.bytes.length === 0 || file.bytes.length > fileSizeMaxBytes) {
      return fail(field, `a file has 1 byte to ${fileSizeMaxBytes / 1024 / 1024} MB`)
    }
    const type = detectFileType(file.bytes)
    if (type === undefined) return fail(field, "a file must be a PDF, JPG, PNG or WEBP")
    if (file.contentType !== undefined && file.contentType !== type) {
      return fail(field, `the file is ${type}, not ${file.contentType}`)
    }
    valid.push({ ...file, type })
  }
  return Result.succeed(valid)
}

/** Checks evidence for a dispute of `type` (spec, "MED"): every rule, the first broken one reported. */
export const validateEvidence = (
  type: MedType,
  input: EvidenceInput
): Result.Result<ValidEvidence, InvalidMedInput> => {
  const length = [...input.justification].length
  if (length < justificationLengthMin || length > justificationLengthMax) {
    return fail("justification", `${justificationLengthMin} to ${justificationLengthMax} characters`)
  }
  const proofs = input.proofs ?? []
  if (proofs.length > proofsMax) return fail("proofs", `at most ${proofsMax} URLs`)
  for (const [i, proof] of proofs.entries()) {
    const problem = proofUrlProblem(proof)
    if (problem !== undefined) return fail(`proofs[${i}]`, `the URL ${problem}`)
  }
  if (proofs.length === 0 && proofsRequiredFor.includes(type)) {
    return fail("proofs", `a ${type} dispute needs at least one proof URL`)
  }
  const needsAnalysis = analysisRequiredFor.includes(type)
  if (needsAnalysis && input.analysis === undefined) return fail("analysis", `a ${type} dispute needs an analysis`)
  if (needsAnalysis && input.analysis !== "aceito" && input.analysis !== "rejeitado") {
    return fail("analysis", "must be aceito or rejeitado")
  }
  const files = checkFiles(input.files ?? [])
  if (Result.isFailure(files)) return Result.fail(files.failure)
  return Result.succeed({
    justification: input.justification,
    proofs,
    ...(needsAnalysis ? { analysis: input.analysis as MedAnalysis } : {}),
    files: files.success
  })
}
