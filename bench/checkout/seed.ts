import { OperatorKeys } from "@trilho/api/operator"
import { Accounts, Ledger } from "@trilho/domain"
import { Clock, Effect } from "effect"
import { BenchSetupError } from "../runBench.ts"

/** Requests per minute of each bench key: far above what the machine can serve, so no request is ever refused. */
export const benchRequestsPerMinute = 100_000_000

/** The coupon code every merchant of the bench has: 10 % off, no `maxUses`. */
export const couponCode = "BENCH10"

/** The price of each product of the bench, in reais (the coupon takes 10 % off it). */
export const priceReais = 50

/** The account id of merchant `i`. */
export const merchantId = (i: number) => `acc_c${String(i).padStart(5, "0")}`

/**
 * The API key of merchant `i`: fixed rather than random, so that pgbench can compute its hash in SQL (the bench's
 * database is dropped at the end).
 */
export const merchantSecret = (i: number) => `trl_live_bench_checkout_${String(i).padStart(25, "0")}`

/** Which of a merchant's links a checkout buys from: `plain` sells a TEXT_INFINITE product, `lines` a TEXT_LINES one. */
export type LinkKind = "plain" | "lines"

/** What the bench sells for one merchant: the ids its HTTP calls gave back. */
export interface Shop {
  readonly merchant: number
  readonly links: Readonly<Record<LinkKind, string>>
  readonly products: Readonly<Record<LinkKind, string>>
  readonly couponId: string
}

/**
 * Creates `count` merchants (flags at their defaults: verified, PIX receiving on), each with one API key with every
 * permission and a raised `requestsPerMinute`, through the ports and the operator's `issueKey`, as `trilho dev` seeds
 * the sandbox merchant.
 */
export const seedMerchants = (count: number) =>
  Effect.gen(function* () {
    const accounts = yield* Accounts.Accounts
    const nowMs = yield* Clock.currentTimeMillis
    yield* Effect.forEach(
      Array.from({ length: count }, (_, i) => i),
      (i) =>
        Effect.gen(function* () {
          const accountId = Ledger.AccountId.make(merchantId(i))
          yield* accounts.insert({
            id: accountId,
            email: `${accountId}@bench.trilho.dev`,
            name: `Loja ${accountId}`,
            flags: {},
            createdAt: new Date(nowMs)
          })
          yield* OperatorKeys.issueKey({
            accountId,
            name: "bench",
            permissions: ["*"],
            requestsPerMinute: benchRequestsPerMinute,
            secret: merchantSecret(i)
          })
        }),
      { concurrency: 8, discard: true }
    )
  })

/** `POST` of `body` to `path` with merchant `i`'s key; the answer's `data.id`. */
const create = (url: string, i: number, path: string, body: unknown) =>
  Effect.tryPromise({
    try: async () => {
      const answer = await fetch(url + path, {
        method: "POST",
        headers: { "x-api-key": merchantSecret(i), "content-type": "application/json" },
        body: JSON.stringify(body)
      })
      const json = (await answer.json()) as { readonly data?: { readonly id?: string } }
      if (answer.status !== 200 || typeof json.data?.id !== "string") {
        throw new Error(`${path}: ${answer.status} ${JSON.stringify(json)}`)
      }
      return json.data.id
    },
    catch: (cause) =>
      new BenchSetupError({ message: `the API refused a seed request of merchant ${i}: ${String(cause)}` })
  })

/**
 * Through the API at `url`, for each of `count` merchants: a product of R$ 50.00 delivering a text to every buyer
 * (TEXT_INFINITE) and one of R$ 50.00 delivering one of `linesPerProduct` codes (TEXT_LINES), a link selling each
 * (PIX, the default `customerMode` CREATE_OR_UPDATE), and the coupon `BENCH10` (10 % off, no `maxUses`), as a
 * merchant would set them up.
 */
export const seedShops = (url: string, count: number, linesPerProduct: number) =>
  Effect.forEach(
    Array.from({ length: count }, (_, i) => i),
    (i) =>
      Effect.gen(function* () {
        const plain = yield* create(url, i, "/v1/products/create", {
          name: "Curso online",
          price: priceReais,
          deliveries: [{ type: "TEXT_INFINITE", richContent: "Acesse https://cursos.example/aula-1" }]
        })
        const linesText = Array.from({ length: linesPerProduct }, (_, n) => `GIFT-${i}-${n}`).join("\n")
        const lines = yield* create(url, i, "/v1/products/create", {
          name: "Gift card",
          price: priceReais,
          deliveries: [{ type: "TEXT_LINES", linesText }]
        })
        const plainLink = yield* create(url, i, "/v1/payment-links/create", {
          name: "Curso online",
          allowedMethods: ["PIX"],
          productIds: [plain]
        })
        const linesLink = yield* create(url, i, "/v1/payment-links/create", {
          name: "Gift card",
          allowedMethods: ["PIX"],
          productIds: [lines]
        })
        const couponId = yield* create(url, i, "/v1/coupons/create", {
          code: couponCode,
          discountType: "PERCENT",
          value: 10
        })
        return {
          merchant: i,
          links: { plain: plainLink, lines: linesLink },
          products: { plain, lines },
          couponId
        } satisfies Shop
      }),
    { concurrency: 4 }
  )
