import type { Target } from "../api/load.ts"
import { couponCode, type LinkKind, merchantSecret, type Shop } from "./seed.ts"

const randomInt = (below: number) => Math.floor(Math.random() * below)

/** A CPF's check digit over `digits` (weights from `digits.length + 1` down to 2). */
const cpfDigit = (digits: ReadonlyArray<number>): number => {
  const sum = digits.reduce((total, d, i) => total + d * (digits.length + 1 - i), 0)
  const rest = (sum * 10) % 11
  return rest === 10 ? 0 : rest
}

/** A random valid CPF (eleven digits, its two check digits right): a new buyer for every checkout. */
export const randomCpf = (): string => {
  const base = Array.from({ length: 9 }, () => randomInt(10))
  const first = cpfDigit(base)
  return [...base, first, cpfDigit([...base, first])].join("")
}

/**
 * `POST /v1/payment-links/checkout` of a random merchant's `kind` link, PIX, with the coupon `BENCH10`, a new buyer
 * (a random valid CPF: the link's CREATE_OR_UPDATE mode inserts a customer) and a unique `externalReference`
 * (`<prefix>-<n>`), sent with the merchant's key. Only a session started counts (a 2xx with
 * `"checkout session started"`); refusals are counted apart by status and code.
 */
export const checkout = (shops: ReadonlyArray<Shop>, kind: LinkKind, prefix: string): Target => {
  let sequence = 0
  return {
    method: "POST",
    next: () => {
      const shop = shops[randomInt(shops.length)]!
      const n = sequence++
      return {
        path: "/v1/payment-links/checkout",
        headers: { "x-api-key": merchantSecret(shop.merchant), "content-type": "application/json" },
        body: JSON.stringify({
          linkId: shop.links[kind],
          method: "PIX",
          couponCode,
          payer: { name: "Maria Souza", document: randomCpf(), email: `comprador-${n}@compra.test` },
          externalReference: `${prefix}-${n}`
        }),
        expect: (body) => body.startsWith('{"success":true,"message":"checkout session started"')
      }
    }
  }
}
