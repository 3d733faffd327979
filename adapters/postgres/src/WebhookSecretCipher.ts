import { Config, Effect, Option, Redacted, Result } from "effect"
import * as NodeCrypto from "node:crypto"

/** The prefix of an encrypted secret in storage: the scheme's version, then base64 of nonce, ciphertext and tag. */
export const encryptedPrefix = "enc:v1:"

const nonceBytes = 12
const tagBytes = 16

/**
 * Encryption of webhook secrets at rest: AES-256-GCM under `WEBHOOK_SECRETS_KEY` (base64 of 32 bytes), the endpoint
 * id as additional data so a stored secret cannot be moved to another row. Without a key secrets are stored as they
 * are; stored values without the prefix are read as they are, so a key can be introduced on a running database
 * (rotating a secret stores it encrypted).
 */
export interface SecretCipher {
  readonly seal: (endpointId: string, secret: string) => string
  readonly open: (endpointId: string, stored: string) => Result.Result<string, string>
}

/** Stores secrets as they are. */
export const plain: SecretCipher = {
  seal: (_, secret) => secret,
  open: (_, stored) =>
    stored.startsWith(encryptedPrefix)
      ? Result.fail("the secret is encrypted and no WEBHOOK_SECRETS_KEY is set")
      : Result.succeed(stored)
}

/** AES-256-GCM under `key` (32 bytes). */
export const aesGcm = (key: Uint8Array): SecretCipher => {
  if (key.length !== 32) throw new RangeError("WEBHOOK_SECRETS_KEY must be the base64 of 32 bytes")
  return {
    seal: (endpointId, secret) => {
      const nonce = NodeCrypto.randomBytes(nonceBytes)
      const cipher = NodeCrypto.createCipheriv("aes-256-gcm", key, nonce)
      cipher.setAAD(Buffer.from(endpointId, "utf8"))
      const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()])
      return encryptedPrefix + Buffer.concat([nonce, body, cipher.getAuthTag()]).toString("base64")
    },
    open: (endpointId, stored) => {
      if (!stored.startsWith(encryptedPrefix)) return Result.succeed(stored)
      const bytes = Buffer.from(stored.slice(encryptedPrefix.length), "base64")
      if (bytes.length < nonceBytes + tagBytes) return Result.fail("the stored secret is truncated")
      try {
        const decipher = NodeCrypto.createDecipheriv("aes-256-gcm", key, bytes.subarray(0, nonceBytes))
        decipher.setAAD(Buffer.from(endpointId, "utf8"))
        decipher.setAuthTag(bytes.subarray(bytes.length - tagBytes))
        const body = bytes.subarray(nonceBytes, bytes.length - tagBytes)
        return Result.succeed(Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8"))
      } catch {
        return Result.fail("the stored secret does not decrypt under WEBHOOK_SECRETS_KEY (another key?)")
      }
    }
  }
}

/**
 * The cipher from `WEBHOOK_SECRETS_KEY`: AES-256-GCM when set, plain storage when not. A key that is not the base64
 * of 32 bytes is a configuration error and stops the process at start.
 */
export const fromConfig: Effect.Effect<SecretCipher> = Config.option(Config.Redacted("WEBHOOK_SECRETS_KEY")).pipe(
  Effect.orDie,
  Effect.flatMap(
    Option.match({
      onNone: () => Effect.succeed(plain),
      onSome: (redacted) =>
        Effect.try({
          try: () => aesGcm(Buffer.from(Redacted.value(redacted).trim(), "base64")),
          catch: (e) => e
        }).pipe(Effect.orDie)
    })
  )
)
