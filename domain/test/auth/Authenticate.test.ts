import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Result } from "effect"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import { apiKeyPrefix, type ApiKey, ApiKeyId, generateSecret, hashSecret, looksLikeKey } from "../../src/auth/ApiKey.ts"
import {
  AddressNotAllowed,
  authenticate,
  CredentialRefused,
  parseCredential,
  presentedSecret
} from "../../src/auth/Authenticate.ts"
import { AccountId } from "../../src/ledger/Model.ts"
import { ApiKeys, layerMemory } from "../../src/auth/ApiKeys.ts"
import { layerDeterministic } from "../../src/shared/Crypto.ts"

const keyBody = fc.stringMatching(/^[A-Za-z0-9_]{40,111}$/)
const wellFormed = keyBody.map((body) => `${apiKeyPrefix}${body}`)
const blank = fc.constantFrom("", " ", "  ", "\t")
const bearerWord = fc.constantFrom("Bearer", "bearer", "BEARER")

/** What the request sent, in each of the forms a key may come in. */
const forms = (secret: string, pad: string, word: string) => [
  { apiKey: `${pad}${secret}${pad}` },
  { authorization: `${pad}${word} ${pad}${secret}${pad}` },
  { token: `${pad}${secret}${pad}` }
]

describe("credential parsing", () => {
  prop(
    "any well-formed key in X-API-Key, Authorization: Bearer or ?token= parses to the same key",
    [wellFormed, blank, bearerWord],
    ([secret, pad, word]) => {
      for (const presented of forms(secret, pad, word)) {
        expect(parseCredential(presented)).toEqual(Result.succeed(secret))
      }
    }
  )

  prop(
    "anything not shaped like a key is refused as malformed, the same in every form",
    [fc.string({ maxLength: 130 }).filter((text) => !looksLikeKey(text.trim())), bearerWord],
    ([text, word]) => {
      const refusals = forms(text, "", word).map(parseCredential)
      for (const refusal of refusals) {
        expect(refusal).toEqual(Result.fail(new CredentialRefused({ reason: "malformed" })))
      }
    }
  )

  it("X-API-Key comes first, then Authorization, then the token; none present is missing", () => {
    const key = `${apiKeyPrefix}${"a".repeat(43)}`
    expect(presentedSecret({ apiKey: key, authorization: "Bearer other", token: "other" })).toBe(key)
    expect(presentedSecret({ authorization: `Bearer ${key}`, token: "other" })).toBe(key)
    expect(parseCredential({ authorization: `Basic ${key}` })).toEqual(
      Result.fail(new CredentialRefused({ reason: "malformed" }))
    )
    expect(parseCredential({})).toEqual(Result.fail(new CredentialRefused({ reason: "missing" })))
  })
})

const world = Layer.mergeAll(layerMemory, layerDeterministic(7))

const storedKey = (overrides: Partial<ApiKey>) =>
  Effect.gen(function* () {
    const secret = yield* generateSecret
    const key: ApiKey = {
      id: ApiKeyId.make("key_authtest01"),
      accountId: AccountId.make("acc_auth"),
      name: "test",
      hashHex: yield* hashSecret(secret),
      hint: secret.slice(-4),
      rail: "PADRAO",
      permissions: ["*"],
      ipAllowlist: [],
      requestsPerMinute: 100,
      revoked: false,
      createdAt: new Date(0),
      ...overrides
    }
    yield* Effect.flatMap(ApiKeys, (keys) => keys.insert(key))
    return { secret, key }
  })

describe("authenticate", () => {
  it.effect("a stored key not revoked authenticates from an allowed address", () =>
    Effect.gen(function* () {
      const { secret, key } = yield* storedKey({ ipAllowlist: ["10.0.0.0/8"] })
      expect(yield* authenticate(secret, "10.1.2.3")).toEqual(key)
      expect(yield* Effect.flip(authenticate(secret, "192.168.0.1"))).toEqual(
        new AddressNotAllowed({ clientIp: "192.168.0.1" })
      )
    }).pipe(Effect.provide(world))
  )

  it.effect("an unknown key and a revoked one are refused with their reason, before the address is looked at", () =>
    Effect.gen(function* () {
      const { secret } = yield* storedKey({ revoked: true, ipAllowlist: ["10.0.0.1"] })
      const unknown = `${apiKeyPrefix}${"z".repeat(43)}`
      expect((yield* Effect.flip(authenticate(unknown, "10.0.0.1"))).message).toBe("the API key is not valid")
      expect(yield* Effect.flip(authenticate(secret, "192.168.0.1"))).toEqual(
        new CredentialRefused({ reason: "revoked" })
      )
    }).pipe(Effect.provide(world))
  )
})
