import { Billing, Ledger } from "@trilho/domain"
import { Effect } from "effect"
import { HttpClient, HttpClientRequest } from "effect/http"
import { SqlClient } from "effect/sql"
import { call } from "../transfers/support.ts"

/** A valid CPF: the payer of the seeded billings. */
export const payerCpf = "52998224725"

/** A file of a multipart request. */
export interface Upload {
  readonly name: string
  readonly type?: string
  readonly bytes: Uint8Array
}

export const pdf = (size = 64): Uint8Array => {
  const bytes = new Uint8Array(size)
  bytes.set(new TextEncoder().encode("%PDF-1.4\n"))
  return bytes
}

/** The address fields every valid request carries. */
export const address = {
  postalCode: "01310-100",
  street: "Avenida Paulista",
  number: "1000",
  district: "Bela Vista",
  city: "São Paulo",
  state: "SP"
}

/** `POST /v1/bureau/dunnings/create` as multipart: text fields and files in the field `documents`. */
export const postDunning = (
  key: string,
  fields: Readonly<Record<string, string>>,
  files: ReadonlyArray<Upload> = [{ name: "contrato.pdf", type: "application/pdf", bytes: pdf() }],
  headers: Record<string, string> = {}
) =>
  Effect.gen(function* () {
    const http = yield* HttpClient.HttpClient
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    for (const file of files) {
      form.append("documents", new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type ?? "" }), file.name)
    }
    const response = yield* http.execute(
      HttpClientRequest.post("/v1/bureau/dunnings/create").pipe(
        HttpClientRequest.setHeaders({ "x-api-key": key, ...headers }),
        HttpClientRequest.bodyFormData(form)
      )
    )
    return { status: response.status, headers: response.headers, body: (yield* response.json) as any }
  })

/** The valid multipart fields of a dunning of `billingId`. */
export const dunningFields = (billingId: string) => ({ payment: billingId, type: "CREDIT_BUREAU", ...address })

/** The payer `payerCpf` registered in the account's customer base (through the API). */
export const registerPayer = (key: string) =>
  Effect.map(
    call("POST", "/v1/customers/create", {
      key,
      body: { name: "Maria Souza", email: "maria@example.com", document: "529.982.247-25" }
    }),
    (r) => {
      if (r.status !== 200) throw new Error(`customer: ${r.status} ${JSON.stringify(r.body)}`)
      return r.body.data.id as string
    }
  )

/** A boleto billing of `accountId` in `status` (OVERDUE unless said), paid by `payerCpf`, written to the store. */
export const seedBilling = (accountId: string, status: Billing.BillingStatus = "OVERDUE") =>
  Effect.gen(function* () {
    const store = yield* Billing.BillingStore
    const sequence = yield* store.nextSequence
    const id = `bil_bureau_${accountId}_${sequence}`
    yield* store.insert({
      id,
      accountId: Ledger.AccountId.make(accountId),
      method: "BOLETO",
      status,
      amountCentavos: 15_000,
      dueDate: "2025-12-01",
      customer: { name: "Maria Souza", taxId: payerCpf, email: "maria@example.com" },
      fineBps: 0,
      interestMonthlyBps: 0,
      emitFiscalInvoice: false,
      sequence,
      version: 1,
      requestFingerprint: "f",
      createdAt: new Date(0),
      updatedAt: new Date(0)
    })
    return id
  }).pipe(Effect.orDie)

/** The account's dunnings, reports and fee entries, counted in the database. */
export const bureauMoves = (accountId: string) =>
  SqlClient.SqlClient.use((sql) =>
    Effect.map(
      sql<{ readonly dunnings: number; readonly reports: number; readonly fees: number }>`
        SELECT (SELECT count(*)::int FROM bureau_dunnings WHERE account_id = ${accountId}) AS dunnings,
               (SELECT count(*)::int FROM bureau_reports WHERE account_id = ${accountId}) AS reports,
               (SELECT count(*)::int FROM journal_entries WHERE account_id = ${accountId} AND kind = 'FEE') AS fees`,
      (rows) => rows[0]!
    )
  ).pipe(Effect.orDie)
