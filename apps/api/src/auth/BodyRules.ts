import { Schema, type SchemaAST } from "effect"

/**
 * The mass-assignment rules of every request body (docs/decisions.md, "API"):
 *
 * 1. `pixRail` anywhere in a JSON body (any depth, any spelling such as `pix_rail`) is refused with 400
 *    `PIX_RAIL_NOT_ALLOWED`: the rail comes from the API key. The `InputBoundary` every route shares checks it
 *    (apps/api/src/http/Boundary.ts), before any handler runs, so no route can forget it.
 * 2. Unknown fields are refused with 400 `VALIDATION_ERROR` naming each of them: every body schema is built with
 *    `StrictBody` (or annotated with `strict`), and the API decodes bodies with `strictParseOptions`
 *    (`HttpApi.PayloadParseOptions`), so nothing the route did not declare is decoded, let alone stored.
 */

/** Parse options of request bodies: unknown fields are errors, and every one of them is reported. */
export const strictParseOptions: SchemaAST.ParseOptions = { onExcessProperty: "error", errors: "all" }

/** The annotation marking a body schema as strict (`isStrict` reads it). */
const strictAnnotation = "@trilho/api/strictBody"

/**
 * Makes a body schema refuse unknown fields, at every depth. Effect 4 takes parse options from the decoding, not from
 * the schema: the API decodes every body with `strictParseOptions` (`HttpApi.PayloadParseOptions` on `TrilhoApi`),
 * and this marks the schema as written for that, so `isStrict` can check every body of the API.
 */
export const strict = <S extends Schema.Top>(schema: S): S["Rebuild"] =>
  schema.annotate({ [strictAnnotation]: true } as Schema.Annotations.Annotations)

/**
 * Every key of an object, each named as unexpected: an empty struct's own check, since a struct of no fields takes
 * any object whatever the parse options say.
 */
const noFields = Schema.makeFilter((input: object) =>
  Object.keys(input).map((key) => ({ path: [key], issue: "is unexpected" }))
)

/** A request body: a struct of `fields` that refuses unknown fields (see the rules above), an empty one any field. */
export const StrictBody = <const Fields extends Schema.Struct.Fields>(fields: Fields) =>
  Object.keys(fields).length === 0 ? strict(Schema.Struct(fields)).check(noFields) : strict(Schema.Struct(fields))

/** Whether a body schema refuses unknown fields (a test checks every POST body of the API). */
export const isStrict = (schema: { readonly ast: SchemaAST.AST }): boolean =>
  schema.ast.annotations?.[strictAnnotation] === true
