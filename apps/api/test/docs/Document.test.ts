import SwaggerParser from "@apidevtools/swagger-parser"
import { describe, expect, it } from "@effect/vitest"
import { Exit, Schema } from "effect"
import { HttpApi } from "effect/http-api"
import { TrilhoApi } from "../../src/Api.ts"
import { makeDocument, operationsOf, statusesOfCode } from "../../src/docs/Document.ts"
import { operations } from "../../src/docs/Operations.ts"
import { errorCodes } from "../../src/http/ErrorCodes.ts"
import { tags } from "../../src/docs/Tags.ts"

const document = makeDocument()
const all = operationsOf(document)

/** The endpoints of `TrilhoApi` by operation id, with the schemas their examples must satisfy. */
const endpoints = new Map<string, { payload: ReadonlyArray<Schema.Top>; success: ReadonlyArray<Schema.Top> }>()
HttpApi.reflect(TrilhoApi, {
  onGroup: () => {},
  onEndpoint: ({ group, endpoint, successes }) => {
    endpoints.set(`${group.identifier}.${endpoint.identifier}`, {
      payload: [...endpoint.payload.values()].flatMap((entry) => entry.schemas),
      success: [...successes.values()].flat()
    })
  }
})

/** Why `value` decodes with none of `schemas` (unknown fields refused, as the API refuses them); none when one takes it. */
const refusal = (schemas: ReadonlyArray<Schema.Top>, value: unknown): string | undefined => {
  const problems = schemas.map((schema) =>
    Schema.decodeUnknownExit(schema as Schema.Codec<unknown, unknown>)(value, { onExcessProperty: "error" })
  )
  return problems.some(Exit.isSuccess) ? undefined : problems.map(String).join("\n")
}

describe("the API reference", () => {
  it("documents every operation of the API, and documents no operation the API lacks", () => {
    const ids = all.map(({ operation }) => operation.operationId)
    expect(ids.length).toBeGreaterThan(70)
    expect(ids.filter((id) => operations[id] === undefined)).toEqual([])
    expect(Object.keys(operations).filter((id) => !ids.includes(id))).toEqual([])
  })

  it("is a valid OpenAPI document for a third-party validator", async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined()
  })

  it("gives every operation a summary, a description, its section, its access and its errors", () => {
    const sections = new Set<string>(tags.map((tag) => tag.name))
    for (const { operation } of all) {
      const id = operation.operationId
      expect(operation.summary?.length ?? 0, id).toBeGreaterThan(5)
      expect(operation.description?.length ?? 0, id).toBeGreaterThan(60)
      expect(operation.tags.length, id).toBe(1)
      expect(sections.has(operation.tags[0]), id).toBe(true)
      expect(["apiKey", "portalSession", "dashboardSession", "public"], id).toContain(operation["x-access"])
      const codes = Object.values(operation["x-error-codes"] as Record<string, ReadonlyArray<string>>).flat()
      expect(codes, id).toContain("RATE_LIMITED")
      for (const [status, listed] of Object.entries(operation["x-error-codes"] as Record<string, Array<string>>)) {
        const response = operation.responses[Number(status)]!
        const media = response.content?.["application/json"] as { example?: { error: { code: string } } } | undefined
        const example = media?.example
        expect(listed, `${id} ${status}`).toContain(example?.error.code)
        expect(response.description, `${id} ${status}`).toContain(listed.join(", "))
      }
      expect(operation.description, id).toContain("**Errors**")
    }
  })

  it("names the permission of every operation an API key calls, and asks for the key there only", () => {
    for (const { operation } of all) {
      const id = operation.operationId
      const schemes = operation.security.flatMap((requirement) => Object.keys(requirement)).sort()
      if (operation["x-access"] === "apiKey") {
        expect(typeof operation["x-permission"], id).toBe("string")
        expect(operation.description, id).toContain(`**Permission:** \`${String(operation["x-permission"])}\``)
        expect(schemes, id).toEqual(["apiKey", "bearer"])
      } else {
        expect(operation["x-permission"], id).toBeUndefined()
        expect(schemes, id).not.toContain("apiKey")
      }
    }
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(
      ["apiKey", "bearer", "merchantBearer", "portalBearer"].sort()
    )
  })

  it("lists for each operation only codes of the code table whose status the operation declares", () => {
    for (const { operation } of all) {
      const declared = Object.keys(operation.responses)
      for (const code of operations[operation.operationId]!.errors) {
        const statuses = statusesOfCode(code).map(String)
        expect(statuses, `${operation.operationId}: ${code} is not in errorCodes`).not.toEqual([])
        expect(
          statuses.some((status) => declared.includes(status)),
          `${operation.operationId}: ${code} (${statuses.join("/")}) is not among the declared ${declared.join(", ")}`
        ).toBe(true)
      }
    }
  })

  it("names in each description only error codes the operation lists", () => {
    const known = new Set<string>(Object.values(errorCodes).map((row) => row.code))
    for (const { operation } of all) {
      const listed = Object.values(operation["x-error-codes"] as Record<string, ReadonlyArray<string>>).flat()
      const prose = operation.description!.split("**Errors**")[0]!
      const named = [...prose.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!).filter((code) => known.has(code))
      expect(
        named.filter((code) => !listed.includes(code)),
        operation.operationId
      ).toEqual([])
    }
  })

  it("gives examples the endpoint's own schemas accept: a request for each body, a response for each operation", () => {
    const refused: Array<string> = []
    for (const { operation } of all) {
      const id = operation.operationId
      const schemas = endpoints.get(id)!
      const content = operation.responses[200]?.content?.["application/json"] as { example?: unknown } | undefined
      const response = refusal(schemas.success, content?.example)
      if (response !== undefined) refused.push(`${id} response: ${response}`)
      if (operation.requestBody === undefined) continue
      const body = Object.values(operation.requestBody.content)[0] as { example?: unknown }
      const request = operations[id]!.request ?? {}
      expect(body.example ?? {}, id).toEqual(request)
      const problem = refusal(schemas.payload, request)
      if (problem !== undefined) refused.push(`${id} request: ${problem}`)
    }
    expect(refused).toEqual([])
  })

  it("names its server from BASE_URL, with or without the /v1 the paths carry", () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: "http://127.0.0.1:4000" })])
    const elsewhere = makeDocument({ baseUrl: "https://api.example.com/v1/" })
    expect(elsewhere.servers?.[0]?.url).toBe("https://api.example.com")
    expect(makeDocument({ baseUrl: "/" }).servers?.[0]?.url).toBe("/")
  })

  it("has one tag per section of the specification, each described and used", () => {
    const used = new Set(all.map(({ operation }) => operation.tags[0]))
    expect(document.tags.map((tag) => tag.name)).toEqual(tags.map((tag) => tag.name))
    for (const tag of document.tags) {
      expect(tag.description?.length ?? 0, tag.name).toBeGreaterThan(30)
      expect(used.has(tag.name), tag.name).toBe(true)
    }
  })
})
