import { Effect, Option } from "effect"
import { Crypto } from "../shared/Crypto.ts"
import { Mailer } from "./Mailer.ts"
import { PasswordHasher } from "./PasswordHasher.ts"
import { PortalStore } from "./PortalStore.ts"
import { nowDate, validPassword } from "./Common.ts"
import { InvalidResetToken } from "./Errors.ts"
import { normalizeEmail } from "./Password.ts"

/** A password-reset token is valid this long. */
export const resetTokenTtlMs = 60 * 60 * 1000

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")

/**
 * Sends a reset link when `email` is an active login's; answers the same either way (no account discovery).
 * `linkOf` makes the link from the token (the wallet page's address).
 */
export const forgotPassword = (email: string, linkOf: (token: string) => string) =>
  Effect.gen(function* () {
    const store = yield* PortalStore
    const crypto = yield* Crypto
    const found = yield* store.findByEmail(normalizeEmail(email))
    if (Option.isNone(found) || found.value.state !== "active" || found.value.email === null) return
    const at = yield* nowDate
    const token = toHex(yield* crypto.randomBytes(32))
    yield* store.insertResetToken({
      hashHex: yield* crypto.sha256Hex(token),
      accountId: found.value.accountId,
      subaccountId: found.value.subaccountId,
      createdAt: at,
      expiresAt: new Date(at.getTime() + resetTokenTtlMs)
    })
    yield* (yield* Mailer).send({
      accountId: found.value.accountId,
      to: found.value.email,
      subject: "Reset your operator portal password",
      text: `A password reset was asked for your operator portal login.\n\nOpen ${linkOf(token)} or use the token ${token} within an hour.\nIf you did not ask for it, ignore this mail.`
    })
  })

/** Sets a new password with a mailed token (once, within its hour); the e-mail counts as verified, sessions end. */
export const resetPassword = (input: { readonly token: string; readonly password: string }) =>
  Effect.gen(function* () {
    const password = yield* validPassword(input.password)
    const store = yield* PortalStore
    const crypto = yield* Crypto
    const at = yield* nowDate
    if (!/^[0-9a-f]{64}$/.test(input.token)) return yield* new InvalidResetToken()
    const owner = yield* store.useResetToken(yield* crypto.sha256Hex(input.token), at)
    if (Option.isNone(owner)) return yield* new InvalidResetToken()
    const login = yield* store.findBySubaccount(owner.value.accountId, owner.value.subaccountId)
    if (Option.isNone(login) || login.value.state !== "active") return yield* new InvalidResetToken()
    const passwordHash = yield* (yield* PasswordHasher).hash(password)
    yield* store.save({ ...login.value, passwordHash, emailVerified: true, updatedAt: at })
    yield* store.endSessions(owner.value.subaccountId, at)
    if (login.value.email !== null) yield* store.clearFailures(`portal:email:${login.value.email}`)
  })
