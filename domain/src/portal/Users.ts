import { Clock, Effect, Option, Result } from "effect"
import type { AccountId } from "../ledger/Model.ts"
import { Ids } from "../shared/Ids.ts"
import { MerchantUsers } from "./MerchantUsers.ts"
import { PasswordHasher } from "./PasswordHasher.ts"
import { InvalidPortalInput, LoginRefused } from "./Errors.ts"
import { checkPassword, isEmail, normalizeEmail } from "./Password.ts"
import { throttledLogin } from "./Login.ts"

/** A merchant session lives this long (the JWT's `exp`). */
export const merchantSessionTtlMs = 60 * 60 * 1000

/** Creates a dashboard user of `accountId` (the password policy of the portal applies). */
export const createUser = (accountId: AccountId, input: { readonly email: string; readonly password: string }) =>
  Effect.gen(function* () {
    const email = normalizeEmail(input.email)
    if (!isEmail(email)) return yield* new InvalidPortalInput({ message: "email: expected an e-mail address" })
    const password = yield* Result.match(checkPassword(input.password), {
      onFailure: Effect.fail,
      onSuccess: Effect.succeed
    })
    const user = {
      id: yield* (yield* Ids).next("usr"),
      accountId,
      email,
      passwordHash: yield* (yield* PasswordHasher).hash(password),
      createdAt: new Date(yield* Clock.currentTimeMillis)
    }
    yield* (yield* MerchantUsers).insert(user)
    return { id: user.id, accountId: user.accountId, email: user.email, createdAt: user.createdAt }
  })

const decoyHash = "$argon2id$v=19$m=19456,t=2,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"

/** Signs a dashboard user in with e-mail and password, throttled as the portal's sign-in. */
export const loginUser = (input: { readonly email: string; readonly password: string; readonly clientIp: string }) => {
  const email = normalizeEmail(input.email)
  return throttledLogin(
    "user",
    email,
    input.clientIp,
    Effect.gen(function* () {
      const found = yield* (yield* MerchantUsers).findByEmail(email)
      const ok = yield* (yield* PasswordHasher).verify(
        Option.match(found, { onNone: () => decoyHash, onSome: (u) => u.passwordHash }),
        input.password
      )
      if (Option.isNone(found) || !ok) return yield* new LoginRefused()
      return found.value
    })
  )
}
