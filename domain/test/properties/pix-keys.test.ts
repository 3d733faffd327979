import { describe, expect } from "@effect/vitest"
import { Option, Result } from "effect"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import { cnpjCheckDigits, cpfCheckDigits } from "../../src/pix/Documents.ts"
import { detectKeyType, normalizeKey, pixKeyLengthMax, type PixKeyType } from "../../src/pix/Keys.ts"

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(""))
const cpf = digits(9)
  .map((body) => body + cpfCheckDigits(body))
  .filter((c) => !/^(\d)\1*$/.test(c))
const cnpj = fc
  .array(fc.constantFrom(..."0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"), { minLength: 12, maxLength: 12 })
  .map((chars) => chars.join(""))
  .map((body) => body + cnpjCheckDigits(body))
  .filter((c) => !/^(.)\1*$/.test(c))
const areaCode = fc.constantFrom("11", "21", "31", "41", "47", "51", "55", "61", "71", "81", "85", "91", "99")
const subscriber = fc.oneof(
  digits(8).map((d) => `9${d}`),
  fc.integer({ min: 2, max: 9 }).chain((first) => digits(7).map((d) => `${first}${d}`))
)
const phone = fc.tuple(areaCode, subscriber).map(([ddd, number]) => `+55${ddd}${number}`)
const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,8}[a-z0-9])?$/)
const email = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9_+-]{1,12}(?:\.[a-z0-9_+-]{1,8})?$/),
    fc.array(label, { minLength: 1, maxLength: 3 }),
    fc.stringMatching(/^[a-z]{2,6}$/)
  )
  .map(([local, labels, tld]) => `${local}@${labels.join(".")}.${tld}`)
  .filter((e) => e.length <= pixKeyLengthMax)
const hex = (n: number) => fc.stringMatching(new RegExp(`^[0-9a-f]{${n}}$`))
const uuid = fc
  .tuple(hex(8), hex(4), hex(3), fc.constantFrom("8", "9", "a", "b"), hex(3), hex(12))
  .map(([a, b, c, variant, d, e]) => `${a}-${b}-4${c}-${variant}${d}-${e}`)

/** A normalized key with its type, and ways a person might type it. */
const written = fc.oneof(
  cpf.chain((k) =>
    fc
      .constantFrom(k, `${k.slice(0, 3)}.${k.slice(3, 6)}.${k.slice(6, 9)}-${k.slice(9)}`, ` ${k} `)
      .map((input) => ({ keyType: "CPF" as const, key: k, input }))
  ),
  cnpj.chain((k) =>
    fc
      .constantFrom(
        k,
        k.toLowerCase(),
        `${k.slice(0, 2)}.${k.slice(2, 5)}.${k.slice(5, 8)}/${k.slice(8, 12)}-${k.slice(12)}`
      )
      .map((input) => ({ keyType: "CNPJ" as const, key: k, input }))
  ),
  phone.chain((k) => {
    const national = k.slice(3)
    const ddd = national.slice(0, 2)
    const rest = national.slice(2)
    return fc
      .constantFrom(
        k,
        national,
        `55${national}`,
        `0${national}`,
        `+55 (${ddd}) ${rest.slice(0, -4)}-${rest.slice(-4)}`,
        `(${ddd}) ${rest}`,
        `${ddd}.${rest}`
      )
      .map((input) => ({ keyType: "TELEFONE" as const, key: k, input }))
  }),
  email.chain((k) =>
    fc.constantFrom(k, k.toUpperCase(), ` ${k}`).map((input) => ({ keyType: "EMAIL" as const, key: k, input }))
  ),
  uuid.chain((k) =>
    fc.constantFrom(k, k.toUpperCase()).map((input) => ({ keyType: "CHAVE_ALEATORIA" as const, key: k, input }))
  )
)
const keyTypes: ReadonlyArray<PixKeyType> = ["CPF", "CNPJ", "EMAIL", "TELEFONE", "CHAVE_ALEATORIA"]

describe("PIX keys", () => {
  prop(
    "a key typed in any of the usual ways normalizes to its one normal form",
    [written],
    ([{ input, key, keyType }]) => {
      expect(normalizeKey(keyType, input)).toStrictEqual(Result.succeed(key))
    }
  )

  prop(
    "normalizing a PIX key is idempotent, for any text and any type",
    [
      fc.oneof(
        written.map((w) => w.input),
        fc.string({ maxLength: 90 })
      ),
      fc.constantFrom(...keyTypes)
    ],
    ([input, keyType]) => {
      Result.match(normalizeKey(keyType, input), {
        onFailure: () => undefined,
        onSuccess: (once) => expect(normalizeKey(keyType, once)).toStrictEqual(Result.succeed(once))
      })
    }
  )

  prop("a normalized key is the normal form of its own type and of no other", [written], ([{ key, keyType }]) => {
    expect(detectKeyType(key)).toStrictEqual(Option.some(keyType))
    for (const other of keyTypes.filter((t) => t !== keyType))
      expect(normalizeKey(other, key)).not.toStrictEqual(Result.succeed(key))
  })

  prop(
    "a normalized key is never longer than 77 characters and has no surrounding space",
    [fc.string({ maxLength: 200 }), fc.constantFrom(...keyTypes)],
    ([input, keyType]) => {
      Result.map(normalizeKey(keyType, input), (key) => {
        expect(key.length).toBeLessThanOrEqual(pixKeyLengthMax)
        expect(key).toBe(key.trim())
      })
    }
  )

  prop(
    "an e-mail key longer than 77 characters is refused",
    [email, fc.stringMatching(/^[a-z]{70,90}$/)],
    ([address, padding]) => {
      const long = `${padding}${address}`
      fc.pre(long.length > pixKeyLengthMax)
      expect(Result.isFailure(normalizeKey("EMAIL", long))).toBe(true)
    }
  )
})
