import { beforeAll, describe, expect, it } from "@effect/vitest"
import { Notifier } from "@trilho/domain"
import { ApiKeysSql, OutboxSql } from "@trilho/postgres"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { ConfigProvider, Effect, Layer, Option } from "effect"
import * as fs from "node:fs"
import { GatewayConfig, refusal } from "../src/Config.ts"
import { connect, libraries, makeCertificate, startGateway, suiteName, useTransport } from "./support.ts"

/** A throwaway self-signed certificate for 127.0.0.1, removed with the scope. */
const throwawayCertificate = Effect.acquireRelease(Effect.sync(makeCertificate), ({ dir }) =>
  Effect.sync(() => fs.rmSync(dir, { recursive: true, force: true }))
)

const configOf = (settings: Record<string, string>) =>
  Effect.runSync(GatewayConfig.parse(ConfigProvider.fromUnknown(settings)))

// On each WebSocket library that loads here: `node:https` under `ws`, uWS's SSL app under uWS.
for (const library of libraries) {
  describe.skipIf(library.skipped !== undefined)(suiteName(library, "gateway TLS"), () => {
    beforeAll(() => useTransport(library.name))
    it.live("serves wss:// with the configured certificate and key", () =>
      Effect.gen(function* () {
        const { certFile, keyFile } = yield* throwawayCertificate
        const { url } = yield* startGateway({ GATEWAY_TLS_CERT_FILE: certFile, GATEWAY_TLS_KEY_FILE: keyFile })
        expect(url).toMatch(/^wss:\/\/127\.0\.0\.1:\d+\/v1$/)
        const client = yield* connect(url, { ca: fs.readFileSync(certFile) })
        client.send({ action: "ping" })
        expect(yield* client.next()).toEqual({ event: "pong" })
      }).pipe(
        Effect.scoped,
        Effect.provide(
          Layer.mergeAll(ApiKeysSql.layer, OutboxSql.layer, Notifier.layerMemory).pipe(
            Layer.provideMerge(layerTestDatabase())
          )
        )
      )
    )
  })
}

describe("gateway transport", () => {
  it("allows plain ws:// only on loopback or in sandbox mode", () => {
    expect(refusal(configOf({ TRILHO_MODE: "live", GATEWAY_HOST: "0.0.0.0" }))).toContain("GATEWAY_TLS_CERT_FILE")
    expect(refusal(configOf({ TRILHO_MODE: "live", GATEWAY_HOST: "127.0.0.1" }))).toBeUndefined()
    expect(refusal(configOf({ TRILHO_MODE: "sandbox", GATEWAY_HOST: "0.0.0.0" }))).toBeUndefined()
    const tls = { GATEWAY_TLS_CERT_FILE: "c.pem", GATEWAY_TLS_KEY_FILE: "k.pem" }
    expect(refusal(configOf({ TRILHO_MODE: "live", GATEWAY_HOST: "0.0.0.0", ...tls }))).toBeUndefined()
    expect(Option.isSome(configOf(tls).tlsCertFile)).toBe(true)
  })
})
