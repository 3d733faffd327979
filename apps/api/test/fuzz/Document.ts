/**
 * The fuzzer's reading of the OpenAPI document the server serves: every operation (`paths` × methods) with its path
 * and query parameters, its security alternatives, and the positions of its JSON body (every property at any depth,
 * array items, and the body itself) with the JSON types each one takes.
 */

export type JsonType = "string" | "number" | "object" | "array" | "boolean" | "null"

export const jsonTypes: ReadonlyArray<JsonType> = ["string", "number", "object", "array", "boolean", "null"]

/** A JSON Schema as the document writes it (the fuzzer reads a few keywords only). */
export type JsonSchema = { readonly [keyword: string]: any }

/** What a position of a body takes. */
export interface Accepts {
  readonly types: ReadonlySet<JsonType>
  /** The schema says what the value must not be (`not`): anything else is taken, so only the excluded is a defect. */
  readonly open: boolean
}

/** A place in a body where a value goes: `[]` is the body itself, `["payer", "name"]`, `["events", 0]`. */
export interface Position {
  readonly path: ReadonlyArray<string | number>
  readonly schema: JsonSchema
  readonly accepts: Accepts
}

export interface Body {
  readonly mediaTypes: ReadonlyArray<string>
  /** The JSON schema of the body (`application/json`, else the first media type's). */
  readonly schema: JsonSchema
  readonly positions: ReadonlyArray<Position>
  /** `requestBody.required`: an empty body is then a defect. */
  readonly required: boolean
}

export interface Route {
  /** `POST /v1/payment-pix/create`: the name failures are reported under. */
  readonly key: string
  readonly method: string
  readonly template: string
  readonly pathParams: ReadonlyArray<string>
  readonly queryParams: ReadonlyArray<string>
  /** Security scheme names, one per alternative the operation accepts; empty for a public route. */
  readonly security: ReadonlyArray<string>
  readonly body: Body | undefined
}

const methods = ["get", "put", "post", "delete", "patch", "options", "head", "trace"]

/** Deeper than any body of the API; it only stops a self-referencing schema. */
const positionDepthMax = 6

const resolve = (doc: JsonSchema, schema: JsonSchema | undefined): JsonSchema => {
  let current = schema ?? {}
  for (let hops = 0; typeof current.$ref === "string" && hops < 20; hops++) {
    const names: Array<string> = current.$ref.replace(/^#\//, "").split("/")
    current = names.reduce((node: any, name) => node?.[name.replace(/~1/g, "/").replace(/~0/g, "~")], doc) ?? {}
  }
  return current
}

const typeName = (value: unknown): JsonType =>
  value === null ? "null" : Array.isArray(value) ? "array" : (typeof value as JsonType)

/**
 * The JSON types a schema takes. An untyped schema (`{}`) is, in this API, a money or percent field that takes a
 * number or a text of one (`amount`, `splitTax`): it is read as string-or-number, so an object, an array, a boolean or
 * null there is a wrong type.
 */
export const acceptsOf = (doc: JsonSchema, raw: JsonSchema): Accepts => {
  const schema = resolve(doc, raw)
  const union = schema.anyOf ?? schema.oneOf
  if (Array.isArray(union)) {
    const parts = union.map((branch: JsonSchema) => acceptsOf(doc, branch))
    return {
      types: new Set(parts.flatMap((part) => [...part.types])),
      open: parts.some((part) => part.open)
    }
  }
  if (schema.not !== undefined) {
    const excluded = acceptsOf(doc, schema.not).types
    return { types: new Set(jsonTypes.filter((type) => !excluded.has(type))), open: true }
  }
  if (Array.isArray(schema.enum)) return { types: new Set(schema.enum.map(typeName)), open: false }
  if ("const" in schema) return { types: new Set([typeName(schema.const)]), open: false }
  if (schema.type !== undefined) {
    const declared: Array<string> = Array.isArray(schema.type) ? schema.type : [schema.type]
    return { types: new Set(declared.map((t) => (t === "integer" ? "number" : (t as JsonType)))), open: false }
  }
  if (schema.properties !== undefined) return { types: new Set(["object"]), open: false }
  if (schema.items !== undefined) return { types: new Set(["array"]), open: false }
  return { types: new Set(["string", "number"]), open: false }
}

/** The object and array branches of a schema (through `$ref`, `anyOf`, `oneOf`, `allOf`). */
const branchesOf = (doc: JsonSchema, raw: JsonSchema): Array<JsonSchema> => {
  const schema = resolve(doc, raw)
  const nested = schema.anyOf ?? schema.oneOf ?? schema.allOf
  return Array.isArray(nested) ? nested.flatMap((branch: JsonSchema) => branchesOf(doc, branch)) : [schema]
}

/** Every position of a body, the body itself first. */
export const positionsOf = (
  doc: JsonSchema,
  raw: JsonSchema,
  path: ReadonlyArray<string | number> = []
): Array<Position> => {
  const schema = resolve(doc, raw)
  const here: Position = { path, schema, accepts: acceptsOf(doc, schema) }
  if (path.length >= positionDepthMax) return [here]
  const inner = branchesOf(doc, schema).flatMap((branch) => [
    ...Object.entries(branch.properties ?? {}).flatMap(([name, property]) =>
      positionsOf(doc, property as JsonSchema, [...path, name])
    ),
    ...(branch.items !== undefined && typeof branch.items === "object"
      ? positionsOf(doc, branch.items, [...path, 0])
      : [])
  ])
  const seen = new Set<string>()
  return [here, ...inner].filter((position) => {
    const id = JSON.stringify(position.path)
    return seen.has(id) ? false : (seen.add(id), true)
  })
}

/** Shows a position as a field path: `payer.name`, `events[0]`, `(body)`. */
export const showPath = (path: ReadonlyArray<string | number>) =>
  path.length === 0
    ? "(body)"
    : path.map((step, i) => (typeof step === "number" ? `[${step}]` : i === 0 ? step : `.${step}`)).join("")

/** The schema with every `$ref` replaced by what it names (down to a depth that stops a self-reference). */
const inline = (doc: JsonSchema, schema: unknown, depth = 0): any => {
  if (Array.isArray(schema)) return schema.map((item) => inline(doc, item, depth))
  if (typeof schema !== "object" || schema === null) return schema
  const resolved = depth < positionDepthMax * 2 ? resolve(doc, schema) : schema
  return Object.fromEntries(Object.entries(resolved).map(([key, value]) => [key, inline(doc, value, depth + 1)]))
}

const bodyOf = (doc: JsonSchema, operation: JsonSchema): Body | undefined => {
  const requestBody = resolve(doc, operation.requestBody)
  const content = requestBody.content
  if (content === undefined || Object.keys(content).length === 0) return undefined
  const mediaTypes = Object.keys(content)
  const schema = inline(doc, (content["application/json"] ?? content[mediaTypes[0]!]).schema ?? {})
  return { mediaTypes, schema, positions: positionsOf(doc, schema), required: requestBody.required === true }
}

/** Every operation of the document, in its order. */
export const routesOf = (doc: JsonSchema): Array<Route> =>
  Object.entries(doc.paths ?? {}).flatMap(([template, item]) =>
    methods
      .filter((method) => (item as JsonSchema)[method] !== undefined)
      .map((method) => {
        const operation = (item as JsonSchema)[method] as JsonSchema
        const parameters: Array<JsonSchema> = [
          ...((item as JsonSchema).parameters ?? []),
          ...(operation.parameters ?? [])
        ].map((p) => resolve(doc, p))
        const security: Array<Record<string, unknown>> = operation.security ?? doc.security ?? []
        return {
          key: `${method.toUpperCase()} ${template}`,
          method: method.toUpperCase(),
          template,
          pathParams: [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!),
          queryParams: parameters.filter((p) => p.in === "query").map((p) => p.name as string),
          security: security.flatMap((alternative) => Object.keys(alternative).slice(0, 1)),
          body: bodyOf(doc, operation)
        }
      })
  )

export { resolve }
