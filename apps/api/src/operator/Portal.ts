import { Accounts, type Ids, Ledger, Mailer, type MerchantUsers, type PasswordHasher, Portal } from "@trilho/domain"
import { Effect, Option } from "effect"
import { OperatorStorageUnavailable } from "./Rpcs.ts"

/** Storage failures reach the operator as one error, without the driver's internals. */
const storage = <A, E extends { readonly _tag: string }, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.catchIf(
    effect,
    (error): error is Extract<E, Portal.PortalStoreError | Accounts.AccountStoreError | Mailer.MailerError> =>
      error._tag === "PortalStoreError" || error._tag === "AccountStoreError" || error._tag === "MailerError",
    (error) =>
      Effect.andThen(
        Effect.logError("operator: storage failure", error),
        Effect.fail(new OperatorStorageUnavailable({ message: "the storage did not answer; retry" }))
      )
  )

/** The handlers of `users.create` (dashboard users) and `mails.list` (the sandbox mailer). */
export const makePortalHandlers = Effect.gen(function* () {
  const accounts = yield* Accounts.Accounts
  const mailbox = yield* Mailer.SandboxMailbox
  const context = yield* Effect.context<PasswordHasher.PasswordHasher | MerchantUsers.MerchantUsers | Ids.Ids>()
  return {
    "users.create": (input: { readonly accountId: string; readonly email: string; readonly password: string }) =>
      Effect.gen(function* () {
        const found = yield* accounts.findById(Ledger.AccountId.make(input.accountId))
        if (Option.isNone(found)) return yield* new Accounts.MerchantNotFound({ accountId: input.accountId })
        return yield* Portal.Users.createUser(found.value.id, input).pipe(Effect.provide(context))
      }).pipe(storage),
    "mails.list": (input: { readonly to?: string | undefined; readonly limit?: number | undefined }) =>
      mailbox.findMany({ to: input.to, limit: input.limit ?? 20 }).pipe(
        Effect.map((mails) => mails.map((mail) => ({ ...mail }))),
        storage
      )
  }
})
