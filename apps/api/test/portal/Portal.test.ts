import { expect, layer } from "@effect/vitest"
import { SqlClient } from "effect/sql"
import { Portal } from "@trilho/domain"
import { Effect } from "effect"
import { call, creditSubaccount, merchant, subaccount, totpNow } from "./support.ts"
import { layerServer } from "./support.ts"

const Strong = "Str0ng!pass"

/** Sets up a login through the API key route and signs in: the portal token. */
const setupAndLogin = (key: string, id: string, email: string, ip: string) =>
  Effect.gen(function* () {
    const setup = yield* call("POST", "/v1/subaccount/portal/setup", { key, body: { id, email, password: Strong } })
    expect(setup.status, setup.text).toBe(200)
    const login = yield* call("POST", "/v1/auth/wallet/login", { ip, body: { email, password: Strong } })
    expect(login.status, login.text).toBe(200)
    return login.body.data.token as string
  })

const sessionRefused = (token: string) =>
  Effect.map(call("GET", "/v1/wallet/dashboard", { bearer: token }), (r) => {
    expect(r.status, r.text).toBe(401)
    expect(r.body.error.code).toBe("UNAUTHORIZED")
  })

layer(layerServer(), { timeout: 60_000, excludeTestServices: true })("operator portal", (it) => {
  {
    it.effect("setup by id or externalReference makes the login active at once; status shows it", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_p1")
        yield* subaccount("acc_p1", "sub_p1a", "Loja Centro", "centro")
        yield* subaccount("acc_p1", "sub_p1b", "Loja Norte", "norte")
        const setup = yield* call("POST", "/v1/subaccount/portal/setup", {
          key,
          body: { id: "sub_p1a", email: "Operador@Example.com", password: Strong }
        })
        expect(setup.status, setup.text).toBe(200)
        expect(setup.body).toMatchObject({ success: true, mode: "portal_ready" })
        expect(setup.body.data.portal).toEqual({
          state: "active",
          email: "operador@example.com",
          emailVerified: false,
          twoFactorEnabled: false,
          lastLoginAt: null
        })
        const byRef = yield* call("POST", "/v1/subaccount/portal/setup", {
          key,
          body: { externalReference: "norte", email: "norte@example.com", password: Strong }
        })
        expect(byRef.status, byRef.text).toBe(200)
        expect(byRef.body.data.subaccountId).toBe("sub_p1b")

        const one = yield* call("GET", "/v1/subaccount/portal/status?externalReference=centro", { key })
        expect(one.status).toBe(200)
        expect(one.body.data.items).toHaveLength(1)
        expect(one.body.data.items[0]).toMatchObject({ subaccountId: "sub_p1a", subaccountName: "Loja Centro" })
        const all = yield* call("GET", "/v1/subaccount/portal/status", { key })
        expect(all.body.data.items.map((i: any) => i.subaccountId).sort()).toEqual(["sub_p1a", "sub_p1b"])
        const missing = yield* call("GET", "/v1/subaccount/portal/status?id=sub_nope", { key })
        expect(missing.status).toBe(404)
        expect(missing.body.error.code).toBe("NOT_FOUND")
      })
    )

    it.effect("a subaccount without a login is `none`; the password policy and e-mail shape are checked", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_p2")
        yield* subaccount("acc_p2", "sub_p2", "Loja", "p2")
        const status = yield* call("GET", "/v1/subaccount/portal/status?id=sub_p2", { key })
        expect(status.body.data.items[0].portal.state).toBe("none")
        for (const password of ["Sh0rt!", "nouppercase1!", "NOLOWERCASE1!", "NoDigits!!", "NoSymbol123"]) {
          const weak = yield* call("POST", "/v1/subaccount/portal/setup", {
            key,
            body: { id: "sub_p2", email: "p2@example.com", password }
          })
          expect(weak.status, password).toBe(400)
          expect(weak.body.error.code).toBe("WEAK_PASSWORD")
        }
        const badEmail = yield* call("POST", "/v1/subaccount/portal/setup", {
          key,
          body: { id: "sub_p2", email: "not-an-email", password: Strong }
        })
        expect(badEmail.status).toBe(400)
        expect(badEmail.body.error.code).toBe("VALIDATION_ERROR")
        const noRef = yield* call("POST", "/v1/subaccount/portal/setup", {
          key,
          body: { email: "p2@example.com", password: Strong }
        })
        expect(noRef.status).toBe(400)
        const stillNone = yield* call("GET", "/v1/subaccount/portal/status?id=sub_p2", { key })
        expect(stillNone.body.data.items[0].portal.state).toBe("none")
      })
    )

    it.effect("a portal e-mail is unique across the platform, without case", () =>
      Effect.gen(function* () {
        const keyA = yield* merchant("acc_p3a")
        const keyB = yield* merchant("acc_p3b")
        yield* subaccount("acc_p3a", "sub_p3a", "A", "a")
        yield* subaccount("acc_p3b", "sub_p3b", "B", "b")
        const first = yield* call("POST", "/v1/subaccount/portal/setup", {
          key: keyA,
          body: { id: "sub_p3a", email: "shared@example.com", password: Strong }
        })
        expect(first.status).toBe(200)
        const second = yield* call("POST", "/v1/subaccount/portal/setup", {
          key: keyB,
          body: { id: "sub_p3b", email: "SHARED@example.com", password: Strong }
        })
        expect(second.status, second.text).toBe(409)
        expect(second.body.error.code).toBe("PORTAL_EMAIL_TAKEN")
        // Another merchant's subaccount is not found, by id or by reference.
        const foreign = yield* call("POST", "/v1/subaccount/portal/revoke", { key: keyB, body: { id: "sub_p3a" } })
        expect(foreign.status).toBe(404)
      })
    )

    it.effect("each route needs its own permission, and the subaccounts feature", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_p4", { permissions: ["subaccount/portal/get"] })
        yield* subaccount("acc_p4", "sub_p4", "Loja", "p4")
        expect((yield* call("GET", "/v1/subaccount/portal/status", { key })).status).toBe(200)
        const routes = [
          ["/v1/subaccount/portal/setup", "subaccount/portal/setup", { email: "p4@example.com", password: Strong }],
          ["/v1/subaccount/portal/update-email", "subaccount/portal/update-email", { email: "p4b@example.com" }],
          ["/v1/subaccount/portal/revoke", "subaccount/portal/revoke", {}],
          ["/v1/subaccount/portal/reset-2fa", "subaccount/portal/reset-2fa", {}]
        ] as const
        for (const [path, permission, body] of routes) {
          const refused = yield* call("POST", path, { key, body: { id: "sub_p4", ...body } })
          expect(refused.status, path).toBe(403)
          expect(refused.body.error.code).toBe("FORBIDDEN")
          expect(refused.body.message).toContain(permission)
        }
        const getOnly = yield* merchant("acc_p4b", { permissions: ["subaccount/portal/setup"] })
        expect((yield* call("GET", "/v1/subaccount/portal/status", { key: getOnly })).status).toBe(403)
        const wildcard = yield* merchant("acc_p4c", { permissions: ["subaccount/portal/*"] })
        yield* subaccount("acc_p4c", "sub_p4c", "Loja", "p4c")
        const ok = yield* call("POST", "/v1/subaccount/portal/setup", {
          key: wildcard,
          body: { id: "sub_p4c", email: "p4c@example.com", password: Strong }
        })
        expect(ok.status, ok.text).toBe(200)
        const off = yield* merchant("acc_p4d", { subaccounts: false })
        const disabled = yield* call("GET", "/v1/subaccount/portal/status", { key: off })
        expect(disabled.status).toBe(403)
        expect(disabled.body.error.code).toBe("FEATURE_NOT_ENABLED")
        expect((yield* call("GET", "/v1/subaccount/portal/status", {})).status).toBe(401)
      })
    )

    it.effect("sign-in opens a session scoped to one subaccount; its token is refused everywhere else", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_p5")
        yield* subaccount("acc_p5", "sub_p5a", "Loja A", "p5a")
        yield* subaccount("acc_p5", "sub_p5b", "Loja B", "p5b")
        yield* creditSubaccount("acc_p5", "sub_p5a", 12_345, "ent_p5a")
        yield* creditSubaccount("acc_p5", "sub_p5b", 999, "ent_p5b")
        const wrong = yield* call("POST", "/v1/auth/wallet/login", {
          ip: "10.5.0.1",
          body: { email: "none@example.com", password: Strong }
        })
        expect(wrong.status).toBe(401)
        expect(wrong.body.error.code).toBe("INVALID_CREDENTIALS")
        const token = yield* setupAndLogin(key, "sub_p5a", "a5@example.com", "10.5.0.1")
        const parts = token.split(".")
        expect(JSON.parse(Buffer.from(parts[0]!, "base64url").toString())).toMatchObject({ alg: "HS256" })
        const claims = JSON.parse(Buffer.from(parts[1]!, "base64url").toString())
        expect(claims).toMatchObject({ principalType: "subaccount_portal", sub: "sub_p5a", accountId: "acc_p5" })
        expect(typeof claims.sid).toBe("string")

        const dashboard = yield* call("GET", "/v1/wallet/dashboard", { bearer: token })
        expect(dashboard.status, dashboard.text).toBe(200)
        expect(dashboard.body.data).toMatchObject({
          subaccountId: "sub_p5a",
          subaccountName: "Loja A",
          balance: { availablePadrao: 123.45, spendablePadrao: 123.45, lockedPadrao: 0, pendingPadrao: 0 }
        })
        expect(dashboard.body.data.portal.lastLoginAt).not.toBeNull()

        // Every API-key route refuses it, the merchant-user routes too.
        for (const path of [
          "/v1/account/balance",
          "/v1/me",
          "/v1/subaccount/portal/status",
          "/v1/account/transactions"
        ]) {
          const refused = yield* call("GET", path, { bearer: token })
          expect(refused.status, path).toBe(401)
        }
        const asMerchant = yield* call("GET", "/v1/account/subaccounts/portal", { bearer: token })
        expect(asMerchant.status).toBe(401)
        // A token rewritten to name subaccount B fails its signature.
        const forged = [
          parts[0],
          Buffer.from(JSON.stringify({ ...claims, sub: "sub_p5b" })).toString("base64url"),
          parts[2]
        ].join(".")
        yield* sessionRefused(forged)
        yield* sessionRefused("not-a-token")
        const none = yield* call("GET", "/v1/wallet/dashboard")
        expect(none.status).toBe(401)

        const logout = yield* call("POST", "/v1/wallet/logout", { bearer: token })
        expect(logout.status).toBe(200)
        yield* sessionRefused(token)
      })
    )

    it.effect("two-factor: enrolment, sign-in with a code, a code never accepted twice, reset by the merchant", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_p6")
        yield* subaccount("acc_p6", "sub_p6", "Loja", "p6")
        const ip = "10.6.0.1"
        const token = yield* setupAndLogin(key, "sub_p6", "p6@example.com", ip)
        const early = yield* call("POST", "/v1/wallet/2fa/enable", { bearer: token, body: { code: "123456" } })
        expect(early.status).toBe(409)
        expect(early.body.error.code).toBe("TWO_FACTOR_STATE_CONFLICT")
        const setup = yield* call("POST", "/v1/wallet/2fa/setup", { bearer: token })
        expect(setup.status, setup.text).toBe(200)
        const secret = setup.body.data.secret as string
        expect(setup.body.data.otpauthUri).toContain(`secret=${secret}`)
        expect(Buffer.from(setup.body.data.qrCodeBase64, "base64").subarray(1, 4).toString()).toBe("PNG")
        const bad = yield* call("POST", "/v1/wallet/2fa/enable", {
          bearer: token,
          body: { code: "000000" === (yield* totpNow(secret)) ? "111111" : "000000" }
        })
        expect(bad.status).toBe(400)
        expect(bad.body.error.code).toBe("INVALID_TOTP_CODE")
        const enabled = yield* call("POST", "/v1/wallet/2fa/enable", {
          bearer: token,
          body: { code: yield* totpNow(secret) }
        })
        expect(enabled.status, enabled.text).toBe(200)
        expect(enabled.body.data.twoFactorEnabled).toBe(true)
        const again = yield* call("POST", "/v1/wallet/2fa/setup", { bearer: token })
        expect(again.status).toBe(409)

        const noCode = yield* call("POST", "/v1/auth/wallet/login", {
          ip,
          body: { email: "p6@example.com", password: Strong }
        })
        expect(noCode.status).toBe(401)
        expect(noCode.body.error.code).toBe("TWO_FACTOR_REQUIRED")
        // The code used to enable is spent: the next step's code signs in, once.
        const next = yield* totpNow(secret, 1)
        const withCode = yield* call("POST", "/v1/auth/wallet/login", {
          ip,
          body: { email: "p6@example.com", password: Strong, totpCode: next }
        })
        expect(withCode.status, withCode.text).toBe(200)
        const replay = yield* call("POST", "/v1/auth/wallet/login", {
          ip,
          body: { email: "p6@example.com", password: Strong, totpCode: next }
        })
        expect(replay.status).toBe(401)
        expect(replay.body.error.code).toBe("INVALID_TOTP_CODE")
        const older = yield* call("POST", "/v1/auth/wallet/login", {
          ip,
          body: { email: "p6@example.com", password: Strong, totpCode: yield* totpNow(secret) }
        })
        expect(older.status).toBe(401)

        const status = yield* call("GET", "/v1/subaccount/portal/status?id=sub_p6", { key })
        expect(status.body.data.items[0].portal.twoFactorEnabled).toBe(true)
        const reset = yield* call("POST", "/v1/subaccount/portal/reset-2fa", { key, body: { id: "sub_p6" } })
        expect(reset.status).toBe(200)
        expect(reset.body.data.portal.twoFactorEnabled).toBe(false)
        yield* sessionRefused(withCode.body.data.token)
        const plain = yield* call("POST", "/v1/auth/wallet/login", {
          ip,
          body: { email: "p6@example.com", password: Strong }
        })
        expect(plain.status).toBe(200)
      })
    )

    it.effect("revoke ends the sessions and the sign-in; setup brings the login back; e-mail change", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_p7")
        yield* subaccount("acc_p7", "sub_p7", "Loja", "p7")
        const ip = "10.7.0.1"
        const token = yield* setupAndLogin(key, "sub_p7", "p7@example.com", ip)
        const changed = yield* call("POST", "/v1/subaccount/portal/update-email", {
          key,
          body: { id: "sub_p7", email: "p7new@example.com" }
        })
        expect(changed.status).toBe(200)
        expect(changed.body.data.portal.email).toBe("p7new@example.com")
        const oldEmail = yield* call("POST", "/v1/auth/wallet/login", {
          ip,
          body: { email: "p7@example.com", password: Strong }
        })
        expect(oldEmail.status).toBe(401)
        const revoked = yield* call("POST", "/v1/subaccount/portal/revoke", { key, body: { externalReference: "p7" } })
        expect(revoked.status).toBe(200)
        expect(revoked.body.data.portal.state).toBe("disabled")
        yield* sessionRefused(token)
        const login = yield* call("POST", "/v1/auth/wallet/login", {
          ip,
          body: { email: "p7new@example.com", password: Strong }
        })
        expect(login.status).toBe(401)
        for (const path of [
          "/v1/subaccount/portal/revoke",
          "/v1/subaccount/portal/update-email",
          "/v1/subaccount/portal/reset-2fa"
        ]) {
          const body = path.endsWith("update-email") ? { id: "sub_p7", email: "x7@example.com" } : { id: "sub_p7" }
          const refused = yield* call("POST", path, { key, body })
          expect(refused.status, path).toBe(409)
          expect(refused.body.error.code).toBe("INVALID_STATE_TRANSITION")
        }
        const none = yield* merchant("acc_p7b")
        yield* subaccount("acc_p7b", "sub_p7b", "Loja", "p7b")
        const revokeNone = yield* call("POST", "/v1/subaccount/portal/revoke", { key: none, body: { id: "sub_p7b" } })
        expect(revokeNone.status).toBe(409)
        yield* setupAndLogin(key, "sub_p7", "p7new@example.com", ip)
      })
    )

    it.effect("a legacy state is brought to active by setup", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_p8")
        const sql = yield* SqlClient.SqlClient
        for (const [i, state] of Portal.legacyPortalStates.entries()) {
          yield* subaccount("acc_p8", `sub_p8${i}`, "Loja", `p8${i}`)
          yield* sql`INSERT INTO subaccount_portals (account_id, subaccount_id, state, email, updated_at)
            VALUES ('acc_p8', ${`sub_p8${i}`}, ${state}, ${`legacy${i}@example.com`}, now())`
          const status = yield* call("GET", `/v1/subaccount/portal/status?id=sub_p8${i}`, { key })
          expect(status.body.data.items[0].portal.state).toBe(state)
          const login = yield* call("POST", "/v1/auth/wallet/login", {
            ip: "10.8.0.1",
            body: { email: `legacy${i}@example.com`, password: Strong }
          })
          expect(login.status).toBe(401)
          yield* setupAndLogin(key, `sub_p8${i}`, `legacy${i}@example.com`, "10.8.0.2")
        }
      })
    )

    it.effect("a disabled subaccount's sessions end and it cannot sign in", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_p9")
        yield* subaccount("acc_p9", "sub_p9", "Loja", "p9")
        const token = yield* setupAndLogin(key, "sub_p9", "p9@example.com", "10.9.0.1")
        const sql = yield* SqlClient.SqlClient
        yield* sql`UPDATE subaccounts SET status = 'DISABLED' WHERE id = 'sub_p9'`
        yield* sessionRefused(token)
        const login = yield* call("POST", "/v1/auth/wallet/login", {
          ip: "10.9.0.1",
          body: { email: "p9@example.com", password: Strong }
        })
        expect(login.status).toBe(401)
      })
    )

    it.effect("sign-in is throttled after 5 failures per e-mail and 20 per address in 15 minutes", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_p10")
        yield* subaccount("acc_p10", "sub_p10", "Loja", "p10")
        yield* setupAndLogin(key, "sub_p10", "p10@example.com", "10.10.0.1")
        for (let i = 0; i < Portal.Throttle.loginFailuresPerEmailMax; i++) {
          const failed = yield* call("POST", "/v1/auth/wallet/login", {
            ip: `10.10.1.${i}`,
            body: { email: "p10@example.com", password: "Wrong!pass1" }
          })
          expect(failed.status).toBe(401)
        }
        const throttled = yield* call("POST", "/v1/auth/wallet/login", {
          ip: "10.10.2.1",
          body: { email: "P10@example.com", password: Strong }
        })
        expect(throttled.status).toBe(429)
        expect(throttled.body.error.code).toBe("LOGIN_THROTTLED")
        // Per address: many e-mails from one address.
        for (let i = 0; i < Portal.Throttle.loginFailuresPerAddressMax; i++) {
          yield* call("POST", "/v1/auth/wallet/login", {
            ip: "10.10.3.1",
            body: { email: `x${i}@example.com`, password: Strong }
          })
        }
        const byAddress = yield* call("POST", "/v1/auth/wallet/login", {
          ip: "10.10.3.1",
          body: { email: "other@example.com", password: Strong }
        })
        expect(byAddress.status).toBe(429)
      })
    )

    it.effect("forgot and reset password: always 200, one mail with a one-time token, the policy applies", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_p11")
        yield* subaccount("acc_p11", "sub_p11", "Loja", "p11")
        const token = yield* setupAndLogin(key, "sub_p11", "p11@example.com", "10.11.0.1")
        const unknown = yield* call("POST", "/v1/auth/wallet/forgot-password", { body: { email: "ghost@example.com" } })
        expect(unknown.status).toBe(200)
        const known = yield* call("POST", "/v1/auth/wallet/forgot-password", { body: { email: "P11@example.com" } })
        expect(known.status).toBe(200)
        expect(known.body.message).toBe(unknown.body.message)
        const mails = yield* call("GET", "/v1/sandbox/mails?to=p11@example.com", { key })
        expect(mails.status, mails.text).toBe(200)
        expect(mails.body.data.items).toHaveLength(1)
        const resetToken = /token ([0-9a-f]{64})/.exec(mails.body.data.items[0].text)![1]!
        expect(mails.body.data.items[0].text).toContain(`/wallet#reset=${resetToken}`)
        const otherKey = yield* merchant("acc_p11b")
        const foreign = yield* call("GET", "/v1/sandbox/mails", { key: otherKey })
        expect(foreign.body.data.items).toHaveLength(0)

        const weak = yield* call("POST", "/v1/auth/wallet/reset-password", {
          body: { token: resetToken, password: "weak" }
        })
        expect(weak.status).toBe(400)
        expect(weak.body.error.code).toBe("WEAK_PASSWORD")
        const reset = yield* call("POST", "/v1/auth/wallet/reset-password", {
          body: { token: resetToken, password: "N3w!password" }
        })
        expect(reset.status, reset.text).toBe(200)
        const reused = yield* call("POST", "/v1/auth/wallet/reset-password", {
          body: { token: resetToken, password: "N3w!password2" }
        })
        expect(reused.status).toBe(400)
        expect(reused.body.error.code).toBe("INVALID_RESET_TOKEN")
        yield* sessionRefused(token)
        const old = yield* call("POST", "/v1/auth/wallet/login", {
          ip: "10.11.0.2",
          body: { email: "p11@example.com", password: Strong }
        })
        expect(old.status).toBe(401)
        const fresh = yield* call("POST", "/v1/auth/wallet/login", {
          ip: "10.11.0.2",
          body: { email: "p11@example.com", password: "N3w!password" }
        })
        expect(fresh.status).toBe(200)
        const status = yield* call("GET", "/v1/subaccount/portal/status?id=sub_p11", { key })
        expect(status.body.data.items[0].portal.emailVerified).toBe(true)
      })
    )

    it.effect("dashboard users sign in and administer their account's portal logins only; invite is gone", () =>
      Effect.gen(function* () {
        yield* merchant("acc_p12")
        const otherKey = yield* merchant("acc_p12b")
        yield* subaccount("acc_p12", "sub_p12", "Loja", "p12")
        yield* subaccount("acc_p12b", "sub_p12b", "Outra", "p12b")
        yield* Portal.Users.createUser("acc_p12" as never, { email: "Owner@example.com", password: Strong })
        const dup = yield* Effect.result(
          Portal.Users.createUser("acc_p12b" as never, { email: "owner@EXAMPLE.com", password: Strong })
        )
        expect(dup._tag === "Failure" && dup.failure._tag).toBe("MerchantUserEmailTaken")
        const wrong = yield* call("POST", "/v1/auth/login", {
          ip: "10.12.0.1",
          body: { email: "owner@example.com", password: "Wrong!pass1" }
        })
        expect(wrong.status).toBe(401)
        const login = yield* call("POST", "/v1/auth/login", {
          ip: "10.12.0.1",
          body: { email: "owner@example.com", password: Strong }
        })
        expect(login.status, login.text).toBe(200)
        const bearer = login.body.data.token as string
        expect(login.body.data).toMatchObject({ principalType: "merchant_user", accountId: "acc_p12" })

        const list = yield* call("GET", "/v1/account/subaccounts/portal", { bearer })
        expect(list.status, list.text).toBe(200)
        expect(list.body.data.items.map((i: any) => i.subaccountId)).toEqual(["sub_p12"])
        const setup = yield* call("POST", "/v1/account/subaccounts/portal/setup", {
          bearer,
          body: { id: "sub_p12", email: "op12@example.com", password: Strong }
        })
        expect(setup.status, setup.text).toBe(200)
        expect(setup.body.mode).toBe("portal_ready")
        const email = yield* call("POST", "/v1/account/subaccounts/portal/update-email", {
          bearer,
          body: { id: "sub_p12", email: "op12b@example.com" }
        })
        expect(email.body.data.portal.email).toBe("op12b@example.com")
        expect(
          (yield* call("POST", "/v1/account/subaccounts/portal/reset-2fa", { bearer, body: { id: "sub_p12" } })).status
        ).toBe(200)
        expect(
          (yield* call("POST", "/v1/account/subaccounts/portal/revoke", { bearer, body: { id: "sub_p12" } })).status
        ).toBe(200)
        const foreign = yield* call("POST", "/v1/account/subaccounts/portal/setup", {
          bearer,
          body: { id: "sub_p12b", email: "steal@example.com", password: Strong }
        })
        expect(foreign.status).toBe(404)
        const invite = yield* call("POST", "/v1/account/subaccounts/portal/invite", { bearer, body: { id: "sub_p12" } })
        expect(invite.status).toBe(410)
        expect(invite.body).toMatchObject({ success: false, error: { code: "ROUTE_DISCONTINUED", statusCode: 410 } })

        // The merchant user's token is not an API key, nor a portal session.
        expect((yield* call("GET", "/v1/account/balance", { bearer })).status).toBe(401)
        expect((yield* call("GET", "/v1/wallet/dashboard", { bearer })).status).toBe(401)
        // An API key is not a merchant user's token.
        expect((yield* call("GET", "/v1/account/subaccounts/portal", { key: otherKey })).status).toBe(401)
      })
    )

    it.effect("portal fields at subaccount create: login active at once, `portal` on the record; refusals", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_p13")
        const pf = (ref: string, over: Record<string, unknown>) => ({
          personType: "PF",
          fullName: "Maria Souza",
          cpf: "529.982.247-25",
          birthDate: "1990-04-01",
          postalCode: "01310-100",
          externalReference: ref,
          ...over
        })
        const created = yield* call("POST", "/v1/subaccount/create", {
          key,
          body: pf("c13", { portalEmail: "Op13@example.com", portalPassword: Strong })
        })
        expect(created.status, created.text).toBe(200)
        const id = created.body.data.id as string
        expect(created.body.data.portal).toMatchObject({ state: "active", email: "op13@example.com" })
        const read = yield* call("GET", `/v1/subaccount/get/${id}`, { key })
        expect(read.body.data.portal.state).toBe("active")
        const weak = yield* call("POST", "/v1/subaccount/create", {
          key,
          body: pf("c13w", { portalEmail: "weak13@example.com", portalPassword: "weak" })
        })
        expect(weak.status).toBe(400)
        const taken = yield* call("POST", "/v1/subaccount/create", {
          key,
          body: pf("c13t", { portalEmail: "OP13@example.com", portalPassword: Strong })
        })
        expect(taken.status).toBe(400)
        expect(taken.body.message).toContain("already used")
        const notCreated = yield* call("GET", "/v1/subaccount/get-by-ref/c13t", { key })
        expect(notCreated.status).toBe(404)
        const noPassword = yield* call("POST", "/v1/subaccount/create", {
          key,
          body: pf("c13n", { portalEmail: "nopass13@example.com" })
        })
        expect(noPassword.status).toBe(400)

        // The operator signs in and sees a PIX paid into the subaccount.
        const login = yield* call("POST", "/v1/auth/wallet/login", {
          ip: "10.13.0.1",
          body: { email: "op13@example.com", password: Strong }
        })
        expect(login.status, login.text).toBe(200)
        const bearer = login.body.data.token as string
        const before = yield* call("GET", "/v1/wallet/dashboard", { bearer })
        expect(before.body.data.balance.availablePadrao).toBe(0)
        const charge = yield* call("POST", "/v1/payment-pix/create", {
          key,
          body: { amount: 25.5, description: "Filial", subaccountId: id }
        })
        expect(charge.status, charge.text).toBe(200)
        const paid = yield* call("POST", `/v1/sandbox/payment-pix/${charge.body.data.id}/pay`, { key, body: {} })
        expect(paid.status, paid.text).toBe(200)
        const after = yield* call("GET", "/v1/wallet/dashboard", { bearer })
        expect(after.body.data.balance.availablePadrao).toBe(25.5)
        expect(after.body.data.movements.length).toBeGreaterThan(0)
        // Disabling the subaccount ends the session.
        const disabled = yield* call("POST", "/v1/subaccount/update", { key, body: { id, status: "DISABLED" } })
        expect(disabled.status, disabled.text).toBe(200)
        yield* sessionRefused(bearer)
      })
    )
  }
})
