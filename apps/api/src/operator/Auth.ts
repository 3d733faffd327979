import { Auth, Crypto } from "@trilho/domain"
import { Config, Context, Effect, Layer, Option, Redacted } from "effect"
import { invalidConfig } from "../auth/Settings.ts"
import { OperatorAuth, OperatorUnauthorized } from "./Rpcs.ts"

/** Shortest operator token accepted. */
export const operatorTokenLengthMin = 24
/** Prefix of the tokens `trilho dev` generates. */
export const operatorTokenPrefix = "trl_op_"

/** The operator token, when the operator surface is enabled. */
export class OperatorToken extends Context.Service<OperatorToken, Option.Option<Redacted.Redacted<string>>>()(
  "@trilho/api/OperatorToken"
) {}

/** `OPERATOR_TOKEN`: unset or empty disables the operator surface; shorter than 24 characters is refused. */
export const OperatorTokenConfig: Config.Config<Option.Option<Redacted.Redacted<string>>> = Config.String(
  "OPERATOR_TOKEN"
).pipe(
  Config.withDefault(""),
  Config.mapEffect((text) => {
    const token = text.trim()
    if (token === "") return Effect.succeed(Option.none())
    return token.length < operatorTokenLengthMin
      ? Effect.fail(invalidConfig("OPERATOR_TOKEN", `at least ${operatorTokenLengthMin} characters`))
      : Effect.succeed(Option.some(Redacted.make(token)))
  })
)

export const layerTokenFromConfig: Layer.Layer<OperatorToken, Config.ConfigError> = Layer.effect(
  OperatorToken,
  OperatorTokenConfig
)

/** A fixed token (or none: the operator surface disabled). */
export const layerToken = (token: Redacted.Redacted<string> | undefined): Layer.Layer<OperatorToken> =>
  Layer.succeed(OperatorToken, Option.fromUndefinedOr(token))

/** A new random operator token: the prefix and 32 random bytes in base62. */
export const generateToken: Effect.Effect<Redacted.Redacted<string>, never, Crypto.Crypto> = Effect.map(
  Effect.flatMap(Crypto.Crypto, (crypto) => crypto.randomBytes(32)),
  (bytes) => Redacted.make(`${operatorTokenPrefix}${Auth.toBase62(bytes)}`)
)

const bearer = /^bearer\s+(.+)$/i

/** Checks `Authorization: Bearer <token>` against the operator token, in constant time. */
export const layerAuth: Layer.Layer<OperatorAuth, never, OperatorToken | Crypto.Crypto> = Layer.effect(
  OperatorAuth,
  Effect.gen(function* () {
    const token = yield* OperatorToken
    const crypto = yield* Crypto.Crypto
    // Digests have one length whatever was sent, so the comparison's time says nothing about the token.
    const expected = yield* Option.match(token, {
      onNone: () => Effect.succeedNone,
      onSome: (token) => Effect.asSome(crypto.sha256Hex(Redacted.value(token)))
    })
    const check = (headers: Readonly<Record<string, string | undefined>>) =>
      Effect.gen(function* () {
        if (Option.isNone(expected)) {
          return yield* new OperatorUnauthorized({ message: "the operator surface is disabled: set OPERATOR_TOKEN" })
        }
        const match = bearer.exec((headers["authorization"] ?? "").trim())
        const presented = yield* crypto.sha256Hex(match === null ? "" : match[1]!.trim())
        if (match === null || !(yield* crypto.timingSafeEqual(presented, expected.value))) {
          return yield* new OperatorUnauthorized({ message: "missing or wrong operator token" })
        }
      })
    return OperatorAuth.of((effect, { headers }) => Effect.andThen(check(headers), effect))
  })
)
