import { Context, type Effect } from "effect"

/** Password hashing (argon2id with OWASP parameters in production), kept out of the domain's pure code. */
export class PasswordHasher extends Context.Service<
  PasswordHasher,
  {
    /** The encoded hash of `password` (PHC string: algorithm, parameters and salt included). */
    readonly hash: (password: string) => Effect.Effect<string>
    /** Whether `password` matches `encoded`; a malformed `encoded` is false, never a failure. */
    readonly verify: (encoded: string, password: string) => Effect.Effect<boolean>
  }
>()("@trilho/domain/PasswordHasher") {}
