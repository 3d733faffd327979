import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { HttpClient, HttpClientRequest } from "effect/http"
import { OpenApi } from "effect/http-api"
import { TrilhoApi } from "../../src/Api.ts"
import { layerServer, merchant } from "../subaccounts/support.ts"

/**
 * One malformed body per field of every route that takes a JSON body, read from the OpenAPI document (a new route's
 * fields are covered without new code): the field alone, with a value of the wrong JSON type, then `null` where the
 * field is not nullable. Each answer is a 400 `VALIDATION_ERROR` that names the field by its path, among the other
 * problems of the body (the fields it leaves out).
 */

type JsonSchema = {
  readonly $ref?: string
  readonly type?: string | ReadonlyArray<string>
  readonly properties?: Record<string, JsonSchema>
  readonly anyOf?: ReadonlyArray<JsonSchema>
  readonly oneOf?: ReadonlyArray<JsonSchema>
}

const document = OpenApi.fromApi(TrilhoApi) as unknown as {
  readonly paths: Record<
    string,
    Record<string, { readonly requestBody?: any; readonly security?: ReadonlyArray<object> }>
  >
  readonly components: { readonly schemas: Record<string, JsonSchema> }
}

const deref = (schema: JsonSchema): JsonSchema =>
  schema.$ref === undefined ? schema : deref(document.components.schemas[schema.$ref.split("/").pop()!]!)

const alternatives = (schema: JsonSchema): ReadonlyArray<JsonSchema> =>
  (schema.anyOf ?? schema.oneOf ?? [schema]).map(deref)

const typesOf = (schema: JsonSchema): ReadonlyArray<string> =>
  alternatives(schema).flatMap((s) => (s.type === undefined ? [] : typeof s.type === "string" ? [s.type] : s.type))

/** A value no alternative of the field's schema accepts. */
const wrongValue = (schema: JsonSchema): unknown => (typesOf(schema).includes("string") ? 12345 : "not valid")

interface Case {
  readonly method: string
  readonly path: string
  readonly field: ReadonlyArray<string>
  readonly body: unknown
}

const nest = (path: ReadonlyArray<string>, value: unknown): unknown =>
  path.length === 0 ? value : { [path[0]!]: nest(path.slice(1), value) }

const fieldsOf = (schema: JsonSchema, prefix: ReadonlyArray<string>): ReadonlyArray<[Array<string>, JsonSchema]> =>
  Object.entries(deref(schema).properties ?? {}).flatMap(([name, child]) => {
    const path = [...prefix, name]
    const inner = alternatives(child).find((s) => s.properties !== undefined)
    return [[path, child] as [Array<string>, JsonSchema], ...(inner === undefined ? [] : fieldsOf(inner, path))]
  })

/** Routes behind an API key or no credential; the portal's and dashboard's sessions answer 401 before any body. */
const byKeyOrOpen = (security: ReadonlyArray<object> | undefined) =>
  security === undefined ||
  security.length === 0 ||
  security.some((s) => "apiKey" in s || "bearer" in s || Object.keys(s).length === 0)

const cases: ReadonlyArray<Case> = Object.entries(document.paths).flatMap(([path, operations]) =>
  Object.entries(operations).flatMap(([method, operation]) => {
    const schema = operation.requestBody?.content?.["application/json"]?.schema as JsonSchema | undefined
    if (schema === undefined || !byKeyOrOpen(operation.security)) return []
    const concrete = path.replace(/\{[^}]+\}/g, "x")
    return fieldsOf(schema, []).flatMap(([field, fieldSchema]) => [
      { method, path: concrete, field, body: nest(field, wrongValue(fieldSchema)) },
      ...(typesOf(fieldSchema).includes("null") ? [] : [{ method, path: concrete, field, body: nest(field, null) }])
    ])
  })
)

layer(layerServer(), { timeout: 300_000, excludeTestServices: true })("malformed bodies", (it) => {
  it.effect(
    `each of ${cases.length} malformed bodies, one per field of every JSON route, is a 400 naming its field`,
    () =>
      Effect.gen(function* () {
        expect(cases.length).toBeGreaterThanOrEqual(200)
        const key = yield* merchant("acc_malformed")
        const http = yield* HttpClient.HttpClient
        const unnamed: Array<string> = []
        for (const c of cases) {
          const request = yield* HttpClientRequest.make(c.method.toUpperCase() as "POST")(c.path).pipe(
            HttpClientRequest.setHeader("x-api-key", key),
            HttpClientRequest.bodyJson(c.body)
          )
          const response = yield* http.execute(request)
          const body = (yield* response.json) as {
            readonly message?: string
            readonly error?: { readonly code: string }
          }
          const named = (body.message ?? "").split("; ").some((problem) => problem.startsWith(`${c.field.join(".")}: `))
          if (response.status !== 400 || body.error?.code !== "VALIDATION_ERROR" || !named) {
            unnamed.push(
              `${c.method} ${c.path} ${JSON.stringify(c.body)} -> ${response.status} ${JSON.stringify(body)}`
            )
          }
        }
        expect(unnamed).toStrictEqual([])
      })
  )
})
