import { HttpClient, HttpClientRequest } from "effect/http"
import { HttpApi } from "effect/http-api"
import { describe, expect, it, layer } from "@effect/vitest"
import { Effect, Result, Schema } from "effect"
import { TrilhoApi } from "../../src/Api.ts"
import { Authentication } from "../../src/auth/Authentication.ts"
import { StrictBody, isStrict, strictParseOptions } from "../../src/auth/BodyRules.ts"
import { problemsOf } from "../../src/http/Problems.ts"
import { inspectJson } from "../../src/http/Inspect.ts"
import { InputBoundary } from "../../src/http/Boundary.ts"
import { permissionsByRoute } from "../../src/auth/AuthenticationLive.ts"
import { MerchantAuthentication, PortalAuthentication } from "../../src/portal/PortalAuth.ts"
import { insertKey, insertMerchant, layerServer } from "./server.ts"

/** Groups reachable without any credential (the operators' and dashboard users' sign-in included). */
const publicGroups = new Set(["system", "signIn"])

/** The credentials a group may require: an API key, a portal session, a dashboard user's session. */
const credentials = [Authentication.key, PortalAuthentication.key, MerchantAuthentication.key]

const post = (secret: string, body: unknown, path = "/v1/echo/create") =>
  Effect.gen(function* () {
    const http = yield* HttpClient.HttpClient
    const response = yield* http.execute(
      HttpClientRequest.post(path).pipe(
        HttpClientRequest.setHeader("x-api-key", secret),
        HttpClientRequest.bodyText(JSON.stringify(body), "application/json")
      )
    )
    return { status: response.status, body: (yield* response.json) as any }
  })

layer(layerServer({ settings: { ipRequestsPerWindow: 10_000 } }), { timeout: 120_000 })("request bodies", (it) => {
  const withKey = Effect.gen(function* () {
    yield* Effect.ignore(insertMerchant("acc_body"))
    return (yield* insertKey("acc_body", ["*"])).secret
  })

  it.effect("pixRail anywhere in a body is a 400 PIX_RAIL_NOT_ALLOWED naming where", () =>
    Effect.gen(function* () {
      const secret = yield* withKey
      for (const [body, path] of [
        [{ amount: 10, description: "x", pixRail: "PADRAO" }, "pixRail"],
        [{ amount: 10, description: "x", payer: { name: "a", pix_rail: "OUTRO" } }, "payer.pix_rail"],
        [[{ nested: [{ PixRail: null }] }], "[0].nested[0].PixRail"]
      ] as const) {
        const response = yield* post(secret, body)
        expect(response.status).toBe(400)
        expect(response.body).toMatchObject({
          success: false,
          error: { code: "PIX_RAIL_NOT_ALLOWED", statusCode: 400 }
        })
        expect(response.body.message.startsWith(`${path}:`)).toBe(true)
      }
    })
  )

  it.effect("pixRail is refused before authentication; a path no route matches is a 404", () =>
    Effect.gen(function* () {
      const response = yield* post("no key", { pixRail: "PADRAO" })
      expect(response.body.error.code).toBe("PIX_RAIL_NOT_ALLOWED")
      const nowhere = yield* post("no key", { pixRail: "PADRAO" }, "/v1/no-such-route")
      expect(nowhere.body.error.code).toBe("ROUTE_NOT_FOUND")
    })
  )

  it.effect("unknown fields are a 400 VALIDATION_ERROR naming each of them, at any depth", () =>
    Effect.gen(function* () {
      const secret = yield* withKey
      const response = yield* post(secret, {
        amount: 10,
        description: "x",
        accountId: "acc_other",
        payer: { name: "a", role: "admin" }
      })
      expect(response.status).toBe(400)
      expect(response.body.error.code).toBe("VALIDATION_ERROR")
      expect(response.body.message).toMatch(/accountId: is unexpected/)
      expect(response.body.message).toMatch(/payer\.role: is unexpected/)
    })
  )

  it.effect("a body with only declared fields reaches the route as sent", () =>
    Effect.gen(function* () {
      const secret = yield* withKey
      const body = { amount: 10.5, description: "x", payer: { name: "a" } }
      const response = yield* post(secret, body)
      expect(response.status).toBe(200)
      expect(response.body.data).toEqual(body)
    })
  )
})

describe("the API's declaration", () => {
  const endpoints: Array<{ group: string; method: string; path: string; strict: boolean; middlewares: Set<string> }> =
    []
  HttpApi.reflect(TrilhoApi, {
    onGroup: () => {},
    onEndpoint: ({ group, endpoint, middleware }) =>
      endpoints.push({
        group: group.identifier,
        method: endpoint.method,
        path: endpoint.path,
        // Every schema of the body, under each content type it is accepted as (JSON, multipart).
        strict: [...endpoint.payload.values()].every(({ schemas }) => schemas.every((schema) => isStrict(schema))),
        middlewares: new Set([...middleware].map((tag) => tag.key))
      })
  })

  it("every group but the public ones is behind a credential", () => {
    const open = endpoints.filter(
      (e) => !publicGroups.has(e.group) && !credentials.some((credential) => e.middlewares.has(credential))
    )
    expect(open).toEqual([])
  })

  it("every endpoint, public ones included, sits behind the input boundary", () => {
    expect(endpoints.length).toBeGreaterThan(50)
    expect(endpoints.filter((e) => !e.middlewares.has(InputBoundary.key))).toEqual([])
  })

  it("every authenticated endpoint declares its permission", () => {
    const declared = permissionsByRoute(TrilhoApi)
    const missing = endpoints.filter(
      (e) => e.middlewares.has(Authentication.key) && !declared.has(`${e.method} ${e.path}`)
    )
    expect(missing).toEqual([])
  })

  it("every body refuses unknown fields (StrictBody)", () => {
    expect(endpoints.filter((e) => !e.strict)).toEqual([])
    expect(isStrict(StrictBody({ a: Schema.String }))).toBe(true)
    expect(isStrict(Schema.Struct({ a: Schema.String }))).toBe(false)
    // A body of no fields (a sandbox control's) refuses every field too: a struct of no fields alone takes any object.
    expect(isStrict(StrictBody({}))).toBe(true)
    const decodeEmpty = Schema.decodeUnknownResult(StrictBody({}), strictParseOptions)
    expect(Result.isSuccess(decodeEmpty({}))).toBe(true)
    const refused = decodeEmpty({ days: 3, force: true })
    expect(
      Result.isFailure(refused) && problemsOf(refused.failure).map((p) => `${p.path.join(".")}: ${p.message}`)
    ).toEqual(["days: is unexpected", "force: is unexpected"])
  })

  it("the input boundary finds pixRail at any depth and nothing else", () => {
    expect(inspectJson({ a: { b: [{ c: 1 }, { "pix-rail": 1 }] } }).pixRailAt).toBe('a.b[1]["pix-rail"]')
    expect(inspectJson({ rail: "PADRAO", pixKey: "x", description: "pixRail" }).pixRailAt).toBeUndefined()
    expect(inspectJson("pixRail").pixRailAt).toBeUndefined()
  })
})
