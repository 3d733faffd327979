import { type Algorithm, hash, verify } from "@node-rs/argon2"
import { PasswordHasher } from "@trilho/domain"
import { Effect, Layer } from "effect"

/**
 * argon2id with the OWASP parameters (19 MiB of memory, 2 passes, 1 lane); the PHC string keeps them, so a later
 * change of parameters still verifies older hashes.
 */
export const argon2Options = {
  // `Algorithm.Argon2id`: a const enum, not importable as a value under `verbatimModuleSyntax`.
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1
} as const

/** The password hasher on `@node-rs/argon2` (runs off the event loop). */
export const make: Effect.Effect<PasswordHasher.PasswordHasher["Service"]> = Effect.sync(() =>
  PasswordHasher.PasswordHasher.of({
    hash: (password) => Effect.promise(() => hash(password, argon2Options)),
    verify: (encoded, password) =>
      Effect.promise(() => verify(encoded, password).catch(() => false)).pipe(Effect.orElseSucceed(() => false))
  })
)

export const layer: Layer.Layer<PasswordHasher.PasswordHasher> = Layer.effect(PasswordHasher.PasswordHasher, make)
