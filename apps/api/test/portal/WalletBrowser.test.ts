import { HttpServer } from "effect/http"
import type { NetAddress } from "effect/net"
import { NodeHttpServer } from "@effect/platform-node"
import { expect, layer } from "@effect/vitest"
import { Portal } from "@trilho/domain"
import { AccountsSql, ApiKeysSql, RateLimiterSql } from "@trilho/postgres"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { Effect, Layer } from "effect"
import * as fs from "node:fs"
import { createServer } from "node:http"
import * as OTPAuth from "otpauth"
import { chromium } from "playwright-core"
import * as AuthSettings from "../../src/auth/Settings.ts"
import { layerPayments } from "../../src/charges/Layers.ts"
import { DocsLive, layerServices, makeApiLive } from "../../src/Http.ts"
import * as OperatorAuth from "../../src/operator/Auth.ts"
import { layerPortal } from "../../src/portal/Layers.ts"
import { serve } from "../serve.ts"
import { merchant } from "./support.ts"

/** Debian's Chromium (`.ci/browser` installs it). */
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
const haveChromium = fs.existsSync(chromiumPath)
if (!haveChromium && process.env.CI === "true") throw new Error(`no Chromium at ${chromiumPath}: run .ci/browser`)

/** The API on a real port, as `npm start` serves it, with the wallet page at /wallet. */
const ServerLive = serve(
  Layer.merge(
    DocsLive,
    makeApiLive(Layer.merge(AuthSettings.layer({ ipRequestsPerWindow: 100_000 }), OperatorAuth.layerToken(undefined)))
  )
).pipe(
  Layer.provideMerge(NodeHttpServer.layer(createServer, { port: 0, host: "127.0.0.1" })),
  Layer.provideMerge(layerPayments),
  Layer.provideMerge(layerPortal),
  Layer.provideMerge(layerServices),
  Layer.provideMerge(Layer.mergeAll(AccountsSql.layer, ApiKeysSql.layer, RateLimiterSql.layer)),
  Layer.provideMerge(layerTestDatabase())
)

const Strong = "Str0ng!pass"

/** The page's `document`, inside `waitForFunction` callbacks (run in the browser; the tests compile without DOM types). */
declare const document: { querySelector: (selector: string) => { textContent: string | null } | null }

layer(ServerLive, { timeout: 120_000, excludeTestServices: true })("operator portal in a browser", (it) => {
  it.effect.skipIf(!haveChromium)(
    "sign in, enrol 2FA, sign out, sign in with a TOTP code, see the balance change after a PIX into the subaccount",
    () =>
      Effect.gen(function* () {
        const address = (yield* HttpServer.HttpServer).address as NetAddress.InetAddress
        const base = `http://127.0.0.1:${address.port}`
        const key = yield* merchant("acc_browser")
        const api = (method: string, path: string, body?: unknown) =>
          Effect.promise(async () => {
            const response = await fetch(base + path, {
              method,
              headers: { "x-api-key": key, "content-type": "application/json" },
              ...(body === undefined ? {} : { body: JSON.stringify(body) })
            })
            return { status: response.status, body: (await response.json()) as any }
          })
        const created = yield* api("POST", "/v1/subaccount/create", {
          personType: "PF",
          fullName: "Maria Souza",
          cpf: "529.982.247-25",
          birthDate: "1990-04-01",
          postalCode: "01310-100",
          externalReference: "browser",
          portalEmail: "operator@example.com",
          portalPassword: Strong
        })
        expect(created.status, JSON.stringify(created.body)).toBe(200)
        const subaccountId = created.body.data.id as string

        const browser = yield* Effect.acquireRelease(
          Effect.promise(() => chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox"] })),
          (b) => Effect.promise(() => b.close())
        )
        const page = yield* Effect.promise(() => browser.newPage())
        const run = <A>(f: () => Promise<A>) => Effect.promise(f)

        // Sign in with e-mail and password.
        yield* run(() => page.goto(`${base}/wallet`))
        yield* run(() => page.fill("#email", "operator@example.com"))
        yield* run(() => page.fill("#password", Strong))
        yield* run(() => page.click("#signin"))
        yield* run(() => page.waitForSelector("#dashboard", { state: "visible" }))
        yield* run(() =>
          page.waitForFunction(() => document.querySelector("#subaccount-name")?.textContent === "Maria Souza")
        )
        expect(yield* run(() => page.textContent("#available"))).toBe("R$ 0.00")

        // Enrol two-factor authentication with a code computed here, as an authenticator app would.
        yield* run(() => page.click("#enable-2fa"))
        yield* run(() => page.waitForSelector("#enrol", { state: "visible" }))
        const secret = (yield* run(() => page.textContent("#totp-secret"))) ?? ""
        expect(secret).toMatch(/^[A-Z2-7]+$/)
        const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 })
        yield* run(() => page.fill("#enable-code", totp.generate()))
        yield* run(() => page.click("#enable-confirm"))
        yield* run(() =>
          page.waitForFunction(() => document.querySelector("#twofa-status")?.textContent?.includes("is on") === true)
        )

        // Sign out, then sign in again: the password alone asks for the code.
        yield* run(() => page.click("#signout"))
        yield* run(() => page.waitForSelector("#signin-view", { state: "visible" }))
        yield* run(() => page.fill("#email", "operator@example.com"))
        yield* run(() => page.fill("#password", Strong))
        yield* run(() => page.click("#signin"))
        yield* run(() => page.waitForSelector("#totp-row", { state: "visible" }))
        // The enrolment spent the current step's code: the next step's (inside the ±1 window) signs in.
        const nextStep = Portal.Totp.stepAt(Date.now()) + 1
        yield* run(() => page.fill("#totp", totp.generate({ timestamp: nextStep * 30_000 })))
        yield* run(() => page.click("#signin"))
        yield* run(() => page.waitForSelector("#dashboard", { state: "visible" }))

        // A PIX paid into the subaccount shows on the page (it refreshes every 2 s).
        const charge = yield* api("POST", "/v1/payment-pix/create", {
          amount: 25.5,
          description: "Filial",
          subaccountId
        })
        expect(charge.status, JSON.stringify(charge.body)).toBe(200)
        const paid = yield* api("POST", `/v1/sandbox/payment-pix/${charge.body.data.id}/pay`, {})
        expect(paid.status, JSON.stringify(paid.body)).toBe(200)
        yield* run(() =>
          page.waitForFunction(() => document.querySelector("#available")?.textContent === "R$ 25.50", undefined, {
            timeout: 15_000
          })
        )
        expect(yield* run(() => page.locator("#movements tr").count())).toBeGreaterThan(0)
      }).pipe(Effect.scoped)
  )
})
