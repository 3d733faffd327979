import { bodyWith, validBody } from "./Bodies.ts"
import { type JsonType, jsonTypes, type Position, type Route, showPath } from "./Document.ts"
import { type Aimed, json, jsonBody, type Kind, type Parts, repeat, type Slot, slot, utf8 } from "./Kinds.ts"

const rawOf: Record<JsonType, string> = {
  string: '"fuzz"',
  number: "42",
  object: "{}",
  array: "[]",
  boolean: "true",
  null: "null"
}

const takesString = (p: Position) => p.accepts.types.has("string")
const takesNumber = (p: Position) => p.accepts.types.has("number") && !p.accepts.open

/**
 * The body kinds of a route with a body: a defect at one position of a body the schema otherwise takes (each position
 * that can hold it), or a body that is not one (unparseable, too large, of an undeclared type).
 */
export const bodySlots = (route: Route, aim: Aimed): Array<Slot> => {
  const body = route.body
  if (body === undefined) return []
  const at = (kind: Kind, position: Position, raw: string, shown: string) =>
    slot(
      route,
      aim,
      kind,
      `${showPath(position.path)} ← ${shown}`,
      bodyWith(body, position, raw, aim.pool).map(jsonBody)
    )
  const strings = body.positions.filter(takesString).filter((p) => !p.accepts.open || p.path.length === 0)
  const numbers = body.positions.filter(takesNumber)
  return [
    ...jsonTypes.flatMap((type) =>
      body.positions.filter((p) => !p.accepts.types.has(type)).map((p) => at("wrong-type", p, rawOf[type], type))
    ),
    ...strings.flatMap((p) => [
      at("nul-in-string", p, '"\\u0000"', "\\u0000"),
      at("nul-in-string", p, '"fuzz\\u0000x"', "fuzz\\u0000x"),
      at("lone-surrogate", p, '"\\ud800"', "\\ud800"),
      at("lone-surrogate", p, '"a\\udfffb"', "a\\udfffb"),
      at("lone-surrogate", p, '"\\udfff\\ud800"', "\\udfff\\ud800"),
      ...(p.accepts.open ? [] : [at("huge-string", p, JSON.stringify(repeat("a", 100_000)), "100,000 × a")]),
      ...(p.accepts.open ? [] : [at("huge-string", p, JSON.stringify(repeat("é", 100_000)), "100,000 × é")])
    ]),
    // A body without a numeric field gets the huge numbers in its other fields, where they are a wrong type.
    ...(numbers.length > 0 ? numbers : body.positions.filter((p) => !p.accepts.types.has("number"))).flatMap((p) =>
      ["1e308", "-1e308", "9007199254740993", "1e400"].map((raw) => at("huge-number", p, raw, raw))
    ),
    ...deepSlots(route, aim, body.positions),
    ...unreadableSlots(route, aim, strings[0]),
    ...framingSlots(route, aim)
  ]
}

const deepArray = repeat("[", 10_000) + repeat("]", 10_000)
const deepObject = repeat('{"a":', 10_000) + "1" + repeat("}", 10_000)

/**
 * Valid JSON 10,000 deep where it is a wrong type: as the first property that takes no array, as the body when it
 * takes no array, and (objects) as the body when it is a closed object, where `a` is an unknown field.
 */
const deepSlots = (route: Route, aim: Aimed, positions: ReadonlyArray<Position>): Array<Slot> => {
  const root = positions[0]!
  const first = positions.find((p) => p.path.length === 1 && !p.accepts.types.has("array") && !p.accepts.open)
  const closed = root.schema.additionalProperties === false
  return [
    ...(first === undefined
      ? []
      : [
          slot(
            route,
            aim,
            "json-deep",
            `${showPath(first.path)} ← 10,000-deep array`,
            bodyWith(route.body!, first, deepArray, aim.pool).map(jsonBody)
          )
        ]),
    ...(root.accepts.types.has("array")
      ? []
      : [slot(route, aim, "json-deep", "(body) ← 10,000-deep array", jsonBody(deepArray))]),
    ...(root.accepts.types.has("object") && !closed
      ? []
      : [slot(route, aim, "json-deep", "(body) ← 10,000-deep object", jsonBody(deepObject))])
  ]
}

/** Bodies that are not JSON text: unparseable, or not UTF-8. */
const unreadableSlots = (route: Route, aim: Aimed, stringPosition: Position | undefined): Array<Slot> => {
  const body = route.body!
  const sample = validBody(body, aim.pool)
  const raw = (detail: string, make: (sample: string) => string) =>
    slot(
      route,
      aim,
      "json-malformed",
      detail,
      sample.map((text) => jsonBody(make(text)))
    )
  const bytesAt = (position: Position, bytes: ReadonlyArray<number>) =>
    bodyWith(body, position, '"\u0002"', aim.pool).map((text): Parts => {
      const [before, after] = text.split("\u0002") as [string, string]
      return { body: { bytes: Buffer.concat([utf8(before), Buffer.from(bytes), utf8(after)]), type: json } }
    })
  const notUtf8: Array<readonly [ReadonlyArray<number>, string]> = [
    [[0xff], "0xFF"],
    [[0xc0, 0xaf], "overlong /"],
    [[0xed, 0xa0, 0x80], "CESU-8 \\ud800"]
  ]
  return [
    // No body is how a client sends a body that may be null.
    ...(body.required && !body.positions[0]!.accepts.types.has("null")
      ? [slot(route, aim, "json-malformed", "empty body", jsonBody(""))]
      : []),
    raw("truncated", (text) => (text.length > 1 ? text.slice(0, -1) : '"')),
    raw("trailing garbage", (text) => `${text} x`),
    raw("two values", (text) => `${text}${text}`),
    slot(route, aim, "json-malformed", "{bad", jsonBody("{bad")),
    slot(route, aim, "json-malformed", "10,000 × [", jsonBody(repeat("[", 10_000))),
    ...(stringPosition === undefined
      ? []
      : notUtf8.map(([bytes, shown]) =>
          slot(
            route,
            aim,
            "invalid-utf8",
            `${showPath(stringPosition.path)} ← ${shown}`,
            bytesAt(stringPosition, bytes)
          )
        ))
  ]
}

const unclosedMultipart = '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--zz'
const multipart = '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--zz--\r\n'

/** Undeclared content types for a JSON body, by name. */
const contentTypes: ReadonlyArray<readonly [string, string | null]> = [
  ["application/x-www-form-urlencoded", "application/x-www-form-urlencoded"],
  ["text/plain", "text/plain"],
  ["no Content-Type", null],
  ["application/json; charset=latin1", "application/json; charset=latin1"]
]

/** Bodies too large, multipart that does not parse or is not declared, JSON under a type the route does not take. */
const framingSlots = (route: Route, aim: Aimed): Array<Slot> => {
  const body = route.body!
  const sample = validBody(body, aim.pool)
  const typed = (type: string | null, text: string, chunked = false): Parts => ({
    body: { bytes: utf8(text), type, ...(chunked ? { chunked } : {}) }
  })
  const big = JSON.stringify({ padding: repeat("x", 270 * 1024) })
  const multipartDeclared = body.mediaTypes.some((type) => type.startsWith("multipart/"))
  return [
    slot(route, aim, "body-too-large", "270 KiB with Content-Length", typed(json, big)),
    slot(route, aim, "body-too-large", "270 KiB chunked", typed(json, big, true)),
    slot(
      route,
      aim,
      "multipart-malformed",
      "no closing boundary",
      typed("multipart/form-data; boundary=zz", unclosedMultipart)
    ),
    slot(route, aim, "multipart-malformed", "no boundary", typed("multipart/form-data", multipart)),
    ...(multipartDeclared
      ? []
      : [
          slot(
            route,
            aim,
            "multipart-malformed",
            "multipart where not declared",
            typed("multipart/form-data; boundary=zz", multipart)
          )
        ]),
    ...contentTypes
      .filter(([_, type]) => type === null || !body.mediaTypes.includes(type))
      .map(([shown, type]) =>
        slot(
          route,
          aim,
          "content-type",
          shown,
          sample.map((text) => typed(type, text))
        )
      )
  ]
}
