import { Effect } from "effect"
import { HttpClient, HttpClientRequest } from "effect/http"
import { call } from "../charges/server.ts"

/** A merchant whose automatic contest is off: its evidence is its own. */
export const contestOff = { medAutomaticContest: false }

/** A paid PIX deposit of `amount` reais on the merchant of `key`; returns its id. */
export const paidCharge = (key: string, amount: number) =>
  Effect.gen(function* () {
    const created = yield* call("POST", "/v1/payment-pix/create", { key, body: { amount, description: "med" } })
    if (created.status !== 200) throw new Error(`charge: ${created.status} ${JSON.stringify(created.body)}`)
    const paid = yield* call("POST", `/v1/sandbox/payment-pix/${created.body.data.id}/pay`, { key, body: {} })
    if (paid.status !== 200) throw new Error(`pay: ${paid.status} ${JSON.stringify(paid.body)}`)
    return created.body.data.id as string
  })

/** Opens a dispute through the sandbox on a new paid deposit of `amount`; returns the MED read. */
export const openDispute = (key: string, amount: number, body: Record<string, unknown> = {}) =>
  Effect.gen(function* () {
    const transactionId = yield* paidCharge(key, amount)
    const opened = yield* call("POST", "/v1/sandbox/meds/open", {
      key,
      body: { transactionId, type: "fraud", ...body }
    })
    if (opened.status !== 200) throw new Error(`open: ${opened.status} ${JSON.stringify(opened.body)}`)
    return opened.body.data
  })

/** A file of a multipart request. */
export interface Upload {
  readonly name: string
  readonly type?: string
  readonly bytes: Uint8Array
}

/** `POST /v1/meds/{id}/evidence` as multipart: text fields (`proofs` repeated) and files in the field `files`. */
export const postEvidenceForm = (
  key: string,
  id: string,
  fields: { readonly justification?: string; readonly proofs?: ReadonlyArray<string>; readonly analysis?: string },
  files: ReadonlyArray<Upload> = []
) =>
  Effect.gen(function* () {
    const http = yield* HttpClient.HttpClient
    const form = new FormData()
    if (fields.justification !== undefined) form.append("justification", fields.justification)
    for (const proof of fields.proofs ?? []) form.append("proofs", proof)
    if (fields.analysis !== undefined) form.append("analysis", fields.analysis)
    for (const file of files) {
      form.append("files", new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type ?? "" }), file.name)
    }
    const response = yield* http.execute(
      HttpClientRequest.post(`/v1/meds/${id}/evidence`).pipe(
        HttpClientRequest.setHeader("x-api-key", key),
        HttpClientRequest.bodyFormData(form)
      )
    )
    return { status: response.status, body: (yield* response.json) as any }
  })

/** `size` bytes starting with `magic` (the rest zeros). */
export const fileOf = (magic: ReadonlyArray<number> | string, size: number): Uint8Array => {
  const head = typeof magic === "string" ? new TextEncoder().encode(magic) : Uint8Array.from(magic)
  const bytes = new Uint8Array(size)
  bytes.set(head.subarray(0, size))
  return bytes
}

export const pdf = (size = 64) => fileOf("%PDF-1.4\n", size)
export const png = (size = 64) => fileOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], size)
export const jpg = (size = 64) => fileOf([0xff, 0xd8, 0xff, 0xe0], size)
export const webp = (size = 64) => {
  const bytes = fileOf("RIFF\0\0\0\0WEBPVP8 ", size)
  return bytes
}

/** A defence every dispute type takes. */
export const defence = {
  justification: "Pedido entregue ao comprador com assinatura.",
  proofs: ["https://loja.example.com/rastreio/1"],
  analysis: "rejeitado"
}
