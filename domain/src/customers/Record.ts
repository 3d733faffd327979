import { Schema } from "effect"
import { AccountId } from "../ledger/Model.ts"
import { Centavos } from "../money/Money.ts"

/** The id prefix of customers: `cus_<26 characters>`. */
export const customerIdPrefix = "cus"

/** A customer's kind of person: `PF` (pessoa física, a CPF) or `PJ` (pessoa jurídica, a CNPJ). */
export const CustomerType = Schema.Literals(["PF", "PJ"])
export type CustomerType = typeof CustomerType.Type

/**
 * A customer's commercial status, in its one stored (and answered) form. Requests may also name it in Portuguese
 * (`Ativo`, `Inativo`, `Bloqueado`: `statusAliases`).
 */
export const CustomerStatus = Schema.Literals(["active", "inactive", "blocked"])
export type CustomerStatus = typeof CustomerStatus.Type

/** Every word a request may use for a status, and the status it names (spec, Customer). */
export const statusAliases: Readonly<Record<string, CustomerStatus>> = {
  active: "active",
  inactive: "inactive",
  blocked: "blocked",
  Ativo: "active",
  Inativo: "inactive",
  Bloqueado: "blocked"
}

/** The status a request's word names, or undefined when it names none. */
export const parseStatus = (word: unknown): CustomerStatus | undefined =>
  typeof word === "string" && Object.hasOwn(statusAliases, word) ? statusAliases[word] : undefined

/**
 * A customer of a merchant's store. `document` is normalized (`Documents.normalizeCpf` / `normalizeCnpj`: 11 digits
 * or 14 upper-case characters) and unique among the account's live customers; `email` is lower-case; `phone` and
 * `whatsapp` are E.164 (`+55…`); `state` is a UF code. `transactions` and `volumeCentavos` count the purchases the
 * checkout recorded (`recordPurchase`), never written by an update. `version` grows with every update
 * (compare-and-set). A deleted customer keeps its row with `deletedAt` and frees its document.
 */
export const CustomerRecord = Schema.Struct({
  id: Schema.String,
  accountId: AccountId,
  name: Schema.String,
  email: Schema.String,
  document: Schema.String,
  type: CustomerType,
  status: CustomerStatus,
  phone: Schema.optional(Schema.String),
  whatsapp: Schema.optional(Schema.String),
  city: Schema.optional(Schema.String),
  state: Schema.optional(Schema.String),
  transactions: Schema.Int,
  volumeCentavos: Centavos,
  version: Schema.Int,
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
  deletedAt: Schema.optional(Schema.Date)
})
export type CustomerRecord = typeof CustomerRecord.Type

/** The fields of a customer an update may write (everything but the id, account, metrics, version and times). */
export type CustomerFields = Pick<
  CustomerRecord,
  "name" | "email" | "document" | "type" | "status" | "phone" | "whatsapp" | "city" | "state"
>

/** Whether the customer is live: not deleted. Reads, lists and writes see live customers only. */
export const isLive = (record: Pick<CustomerRecord, "deletedAt">): boolean => record.deletedAt === undefined

/** Newest first, then by id: the order of an account's list. */
export const newestCustomerFirst = (a: CustomerRecord, b: CustomerRecord): number =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)

/** The filters of a list: `search` (checked and trimmed) and `status`. */
export interface CustomerListFilters {
  readonly search?: string | undefined
  readonly status?: CustomerStatus | undefined
}

/**
 * The document form of a search, when it can be part of a document: the query without the mask's `.`, `/`, `-` and
 * spaces, in upper case, if what is left is made of `0-9A-Z` and holds a digit. So `529.982`, `529982` and
 * `12.abc.345/01` search the stored documents' characters; a name is not read as a document.
 */
export const documentNeedleOf = (search: string): string | undefined => {
  const stripped = search.replace(/[\s./-]/g, "").toUpperCase()
  return /^[0-9A-Z]+$/.test(stripped) && /\d/.test(stripped) ? stripped : undefined
}

/**
 * Whether a live customer passes a list's filters: its status is `status`, and `search` is a case-insensitive
 * substring of its name or e-mail, or its document form (`documentNeedleOf`) a substring of the document.
 */
export const matchesCustomerFilters = (record: CustomerRecord, filters: CustomerListFilters): boolean => {
  if (!isLive(record)) return false
  if (filters.status !== undefined && record.status !== filters.status) return false
  if (filters.search === undefined || filters.search === "") return true
  const needle = filters.search.toLowerCase()
  if (record.name.toLowerCase().includes(needle) || record.email.toLowerCase().includes(needle)) return true
  const document = documentNeedleOf(filters.search)
  return document !== undefined && record.document.includes(document)
}
