import { Customers } from "@trilho/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Authentication, permission } from "../auth/Authentication.ts"
import { StrictBody } from "../auth/BodyRules.ts"
import { Envelope, Page } from "../http/Envelope.ts"
import { BadRequest, Conflict, NotFound, ServiceUnavailable } from "../http/Errors.ts"
import { PageNumber, PageSize, SearchText } from "../http/QueryParams.ts"

/** Every word a request may name a status with: `Ativo`/`Inativo`/`Bloqueado` or `active`/`inactive`/`blocked`. */
export const StatusWord = Schema.Literals(["active", "inactive", "blocked", "Ativo", "Inativo", "Bloqueado"]).annotate({
  description: "`active` (or `Ativo`), `inactive` (`Inativo`), `blocked` (`Bloqueado`). Answers use the English words."
})

const described = (description: string) => Schema.String.annotate({ description })

const fields = {
  name: described(`Full name or company name, 1 to ${Customers.nameLengthMax} characters.`),
  email: described("E-mail address; stored in lower case."),
  document: described(
    "CPF (11 digits) or CNPJ (14 characters, numeric or the alphanumeric CNPJ), plain or masked, with valid check " +
      "digits; stored without the mask. Unique among the account's customers."
  ),
  type: Schema.Literals(["PF", "PJ"]).annotate({
    description: "`PF` for a CPF, `PJ` for a CNPJ: must agree with `document`; taken from it when omitted."
  }),
  phone: described("Brazilian number: optional +55, 2-digit area code, 8 or 9 digits; stored as +55…"),
  whatsapp: described("Brazilian number, as `phone`."),
  city: described(`City, at most ${Customers.cityLengthMax} characters.`),
  state: described("UF code (SP, RJ, …).")
}

/** `POST /customers/create` body: `name`, `email` and `document` required. */
export const CreateCustomerBody = StrictBody({
  name: fields.name,
  email: fields.email,
  document: fields.document,
  type: Schema.optionalKey(fields.type),
  status: Schema.optionalKey(StatusWord),
  phone: Schema.optionalKey(fields.phone),
  whatsapp: Schema.optionalKey(fields.whatsapp),
  city: Schema.optionalKey(fields.city),
  state: Schema.optionalKey(fields.state)
})

/** `PATCH /customers/update/{id}` body: the fields to change; `null` clears `phone`, `whatsapp`, `city` or `state`. */
export const UpdateCustomerBody = StrictBody({
  name: Schema.optionalKey(fields.name),
  email: Schema.optionalKey(fields.email),
  document: Schema.optionalKey(fields.document),
  type: Schema.optionalKey(fields.type),
  status: Schema.optionalKey(StatusWord),
  phone: Schema.optionalKey(Schema.NullOr(fields.phone)),
  whatsapp: Schema.optionalKey(Schema.NullOr(fields.whatsapp)),
  city: Schema.optionalKey(Schema.NullOr(fields.city)),
  state: Schema.optionalKey(Schema.NullOr(fields.state))
})

/** `GET /customers/list` query: paged like the other lists, with `search` and `status`. */
export const CustomerListQuery = Schema.Struct({
  page: Schema.optionalKey(PageNumber),
  pageSize: Schema.optionalKey(PageSize(Customers.customerPageSizeMax)),
  search: Schema.optionalKey(
    SearchText("A case-insensitive part of the name or e-mail, or part of the document, masked or not.")
  ),
  status: Schema.optionalKey(StatusWord)
})
export type CustomerListQuery = typeof CustomerListQuery.Type

/** A customer as the API shows it (spec, Customer); `volume` in reais. */
export const Customer = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  email: Schema.String,
  document: Schema.String.annotate({ description: "The CPF or CNPJ without its mask." }),
  type: Customers.CustomerType,
  status: Customers.CustomerStatus,
  phone: Schema.optionalKey(Schema.String),
  whatsapp: Schema.optionalKey(Schema.String),
  city: Schema.optionalKey(Schema.String),
  state: Schema.optionalKey(Schema.String),
  transactions: Schema.Int.annotate({ description: "Purchases paid by this customer (read-only)." }),
  volume: Schema.Finite.annotate({ description: "Reais paid by this customer (read-only)." }),
  createdAt: Schema.String,
  updatedAt: Schema.String
})
export type Customer = typeof Customer.Type

const IdPath = Schema.Struct({ id: Schema.String.annotate({ description: "The customer's id (`cus_…`)." }) })
const errors = [BadRequest, NotFound, Conflict, ServiceUnavailable] as const

/** A store's customers (`/customers/*`), each route behind the permission of its name. */
export class CustomersGroup extends HttpApiGroup.make("customers")
  .add(
    HttpApiEndpoint.post("create", "/customers/create", {
      payload: CreateCustomerBody,
      success: Envelope(Customer),
      error: errors
    }).pipe(permission("customers/create"))
  )
  .add(
    HttpApiEndpoint.get("get", "/customers/get/:id", {
      params: IdPath,
      success: Envelope(Customer),
      error: errors
    }).pipe(permission("customers/get"))
  )
  .add(
    HttpApiEndpoint.get("list", "/customers/list", {
      query: CustomerListQuery,
      success: Envelope(Page(Customer)),
      error: errors
    }).pipe(permission("customers/list"))
  )
  .add(
    HttpApiEndpoint.patch("update", "/customers/update/:id", {
      params: IdPath,
      payload: UpdateCustomerBody,
      success: Envelope(Customer),
      error: errors
    }).pipe(permission("customers/update"))
  )
  .add(
    HttpApiEndpoint.delete("delete", "/customers/delete/:id", {
      params: IdPath,
      success: Envelope(Customer),
      error: errors
    }).pipe(permission("customers/delete"))
  )
  .middleware(Authentication) {}
