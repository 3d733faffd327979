import { Charges } from "@trilho/domain"
import { Schema, SchemaTransformation } from "effect"

/**
 * Query parameters the lists share, each bounded where it is read: a value out of bounds is a 400
 * `VALIDATION_ERROR` naming the parameter, never a statement the database refuses.
 */

/** Highest page number a list takes: a million pages of the largest page size is far past any account's rows. */
export const pageMax = 1_000_000

/** Characters of a status, nature or event type filter, at most (the longest of them is far shorter). */
export const codeFilterLengthMax = 64

/** A positive integer of a query string, at most `max`. */
const boundedInt = (max: number, description: string) =>
  Schema.String.annotate({ description }).pipe(
    Schema.decodeTo(
      Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: max })),
      SchemaTransformation.numberFromString
    )
  )

/** `page`: from 1 to `pageMax`. */
export const PageNumber = boundedInt(pageMax, `Page number, from 1 to ${pageMax} (default 1).`)

/** `pageSize`: from 1 to `max` (the spec's page size maximum unless a list says otherwise). */
export const PageSize = (max: number = Charges.chargePageSizeMax) =>
  boundedInt(max, `Items per page, from 1 to ${max} (default 50).`)

/** A count of items (`limit`): from 1 to `max`. */
export const Limit = (max: number) => boundedInt(max, `Items to return, from 1 to ${max}.`)

const dateOnly = /^\d{4}-\d{2}-\d{2}$/

/** The span a list date may name: the years 1 to 9999 hold every stored time, and PostgreSQL holds them all. */
export const listDateMinMs = Date.parse("0001-01-01T00:00:00.000Z")
export const listDateMaxMs = Date.parse("9999-12-31T23:59:59.999Z")

/** The instant a list date names (a date alone: the start of that UTC day), NaN when it names none. */
const instantOf = (text: string) => Date.parse(dateOnly.test(text) ? `${text}T00:00:00Z` : text)

/**
 * `dateFrom` / `dateTo`: an ISO 8601 date or date-time within the years 1 to 9999. The route turns a date alone into
 * the first (`dateFrom`) or last (`dateTo`) millisecond of that UTC day.
 */
export const ListDate = Schema.String.annotate({
  description: "ISO 8601 date or date-time, years 1 to 9999; a date alone stands for its whole UTC day."
}).check(
  Schema.makeFilter(
    (text) => {
      const ms = instantOf(text)
      return ms >= listDateMinMs && ms <= listDateMaxMs
    },
    { message: "an ISO 8601 date or date-time within the years 1 to 9999" }
  )
)

/** A free-text filter of at most `max` characters. */
export const FilterText = (max: number, description: string) =>
  Schema.String.annotate({ description: `${description} At most ${max} characters.` }).check(Schema.isMaxLength(max))

/** `search`: a case-insensitive substring, at most `Charges.searchLengthMax` characters. */
export const SearchText = (description: string) => FilterText(Charges.searchLengthMax, description)

/** `externalReference`: exact, at most the reference's own length. */
export const ReferenceFilter = FilterText(Charges.externalReferenceLengthMax, "The exact externalReference.")

/** `subaccountId` (and its alias `merchantSubaccountId`): exact, at most a subaccount id's length. */
export const SubaccountFilter = FilterText(Charges.subaccountIdLengthMax, "The exact subaccount id.")

/** A status, nature or event type: exact, checked against its list's values by the route. */
export const CodeFilter = (description: string) => FilterText(codeFilterLengthMax, description)
