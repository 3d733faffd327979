import { describe, expect, it } from "@effect/vitest"
import { Effect, type Layer } from "effect"
import { TestClock } from "effect/testing"
import { Accounts, type MerchantFlags } from "../../src/accounts/Accounts.ts"
import { CardProcessor } from "../../src/card/CardProcessor.ts"
import { CardProcessorMemory } from "../../src/card/CardProcessorMemory.ts"
import { newProcessorAccount, type ProcessorAccount } from "../../src/card/Onboarding.ts"
import { AccountId } from "../../src/ledger/Model.ts"
import * as Config from "../../src/links/Config.ts"
import { methodUnavailable } from "../../src/links/Methods.ts"
import { PaymentLinks } from "../../src/links/PaymentLinks.ts"
import { PaymentLinkStore } from "../../src/links/PaymentLinkStore.ts"
import { fixedAmountMaxCentavos } from "../../src/links/Record.ts"
import { ProductStore } from "../../src/products/ProductStore.ts"
import type { ProductRecord } from "../../src/products/Record.ts"

const shop = AccountId.make("acc_links_shop")
const other = AccountId.make("acc_links_other")

const merchant = (id: AccountId, flags: MerchantFlags = {}) => ({
  id,
  name: `Merchant ${id}`,
  email: `${id}@example.com`,
  flags,
  createdAt: new Date(0)
})

const product = (accountId: AccountId, id: string, status: "ACTIVE" | "INACTIVE" = "ACTIVE"): ProductRecord => ({
  id,
  accountId,
  name: `Product ${id}`,
  status,
  deliveries: [],
  version: 0,
  createdAt: new Date(0),
  updatedAt: new Date(0)
})

/** Two merchants (the shop with `flags`) and products: two ACTIVE and one INACTIVE of the shop, one of the other. */
const seed = (flags: MerchantFlags = {}) =>
  Effect.gen(function* () {
    const accounts = yield* Accounts
    yield* accounts.insert(merchant(shop, flags))
    yield* accounts.insert(merchant(other))
    const products = yield* ProductStore
    yield* products.insert(product(shop, "prd_a"), [])
    yield* products.insert(product(shop, "prd_b"), [])
    yield* products.insert(product(shop, "prd_off", "INACTIVE"), [])
    yield* products.insert(product(other, "prd_theirs"), [])
    return yield* PaymentLinks
  })

const problemsOf = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.map(Effect.flip(effect), (e: any) =>
    e._tag === "InvalidPaymentLink" ? e.problems.map((p: any) => p.field) : e._tag
  )

const test = <A, E>(name: string, body: () => Effect.Effect<A, E, Layer.Success<typeof PaymentLinks.Test>>) =>
  it.effect(name, () => Effect.provide(body(), PaymentLinks.Test))

describe("PaymentLinks", () => {
  test("create keeps the fields with their defaults; another account does not see it", () =>
    Effect.gen(function* () {
      const links = yield* seed()
      const created = yield* links.create(shop, {
        name: " Curso ",
        allowedMethods: ["PIX"],
        fixedAmountCentavos: 4990,
        productIds: ["prd_a", "prd_b"]
      })
      expect(created).toMatchObject({
        name: "Curso",
        allowedMethods: ["PIX"],
        fixedAmountCentavos: 4990,
        productIds: ["prd_a", "prd_b"],
        customerMode: "CREATE_OR_UPDATE",
        status: "ACTIVE",
        version: 0
      })
      expect(created.id).toMatch(/^plk_[0-9A-Z]{26}$/)
      expect(created.description).toBeUndefined()
      expect(yield* links.findById(shop, created.id)).toEqual(created)
      expect(yield* Effect.flip(links.findById(other, created.id))).toMatchObject({ _tag: "PaymentLinkNotFound" })
      const open = yield* links.create(shop, { name: "Doação", allowedMethods: ["PIX"], customerMode: "NONE" })
      expect(open.fixedAmountCentavos).toBeUndefined()
      expect(open.productIds).toEqual([])
      expect(open.customerMode).toBe("NONE")
    }))

  test("a bad create names every bad field at once, unknown and inactive products by position", () =>
    Effect.gen(function* () {
      const links = yield* seed()
      expect(
        yield* problemsOf(
          links.create(shop, {
            name: " ",
            description: "d".repeat(2_001),
            allowedMethods: ["PIX", "BOLETO", "PIX"],
            fixedAmountCentavos: 0,
            customerMode: "ALWAYS",
            status: "ON",
            productIds: ["prd_a", "prd_missing", "prd_off", "prd_theirs"]
          })
        )
      ).toEqual([
        "name",
        "description",
        "allowedMethods.1",
        "allowedMethods.2",
        "fixedAmount",
        "customerMode",
        "status",
        "productIds.1",
        "productIds.2",
        "productIds.3"
      ])
      expect(yield* problemsOf(links.create(shop, { name: "x" }))).toEqual(["allowedMethods"])
      expect(yield* problemsOf(links.create(shop, { name: "x", allowedMethods: [] }))).toEqual(["allowedMethods"])
      expect(
        yield* problemsOf(links.create(shop, { name: "x", allowedMethods: ["PIX"], productIds: ["prd_a", "prd_a"] }))
      ).toEqual(["productIds.1"])
      const many = Array.from({ length: 21 }, (_, i) => `prd_${i}`)
      expect(yield* problemsOf(links.create(shop, { name: "x", allowedMethods: ["PIX"], productIds: many }))).toEqual([
        "productIds"
      ])
      expect(
        yield* problemsOf(
          links.create(shop, { name: "x", allowedMethods: ["PIX"], fixedAmountCentavos: fixedAmountMaxCentavos + 1 })
        )
      ).toEqual(["fixedAmount"])
      const refused = yield* Effect.flip(
        links.create(shop, { name: "x", allowedMethods: ["PIX"], productIds: ["prd_off"] })
      )
      expect(refused.message).toBe("productIds.0: product prd_off is INACTIVE: a link sells ACTIVE products only")
      const largest = yield* links.create(shop, {
        name: "x",
        allowedMethods: ["PIX"],
        fixedAmountCentavos: fixedAmountMaxCentavos
      })
      expect(largest.fixedAmountCentavos).toBe(fixedAmountMaxCentavos)
    }))

  test("CRYPTO without crypto receiving and CARD are refused naming the missing capability; nothing is stored", () =>
    Effect.gen(function* () {
      const links = yield* seed({ cryptoInEnabled: false })
      const crypto = yield* Effect.flip(links.create(shop, { name: "x", allowedMethods: ["PIX", "CRYPTO"] }))
      expect(crypto).toMatchObject({ _tag: "PaymentMethodUnavailable", method: "CRYPTO", capability: "crypto_in" })
      expect(crypto.message).toBe("CRYPTO is unavailable: crypto receiving is not enabled on the account (crypto_in)")
      const card = yield* Effect.flip(links.create(shop, { name: "x", allowedMethods: ["CARD"] }))
      expect(card).toMatchObject({ _tag: "CardProcessingUnavailable", capability: "processor_account" })
      expect(card.message).toContain("onboarding")
      expect((yield* links.list(shop, {})).total).toBe(0)
    }))

  test("CARD is taken once the card processor's onboarding is complete, and refused again when past due", () =>
    Effect.gen(function* () {
      const links = yield* seed()
      const processor = yield* CardProcessor
      const controls = yield* CardProcessorMemory
      const onboarding = yield* processor.createOnboardingLink({
        merchantId: shop,
        returnUrl: "https://x.test",
        refreshUrl: "https://x.test"
      })
      yield* controls.submitOnboarding(onboarding.processorAccountId, {
        company: { cnpj: "11.222.333/0001-81", legalName: "Loja Ltda" }
      })
      expect(yield* Effect.flip(links.create(shop, { name: "x", allowedMethods: ["PIX", "CARD"] }))).toMatchObject({
        capability: "payouts_enabled"
      })
      yield* controls.submitOnboarding(onboarding.processorAccountId, {
        bankAccount: { bankCode: "001", branch: "1234", accountNumber: "12345-6" }
      })
      const link = yield* links.create(shop, { name: "x", allowedMethods: ["PIX", "CARD"] })
      expect(link.allowedMethods).toEqual(["PIX", "CARD"])
      yield* controls.markPastDue(onboarding.processorAccountId, "bank_account")
      expect(yield* Effect.flip(links.setStatus(shop, link.id, "ACTIVE"))).toMatchObject({
        capability: "requirements_past_due"
      })
      // deactivating is never refused
      expect((yield* links.setStatus(shop, link.id, "INACTIVE")).status).toBe("INACTIVE")
    }))

  test("PIX needs a verified account with PIX receiving: each refused only by an explicit false", () =>
    Effect.gen(function* () {
      const links = yield* seed({ accountVerified: false })
      expect(yield* Effect.flip(links.create(shop, { name: "x", allowedMethods: ["PIX"] }))).toMatchObject({
        method: "PIX",
        capability: "account_verified"
      })
      const accounts = yield* Accounts
      yield* accounts.updateFlags(shop, { accountVerified: true, pixInEnabled: false })
      expect(yield* Effect.flip(links.create(shop, { name: "x", allowedMethods: ["PIX"] }))).toMatchObject({
        capability: "pix_in"
      })
      yield* accounts.updateFlags(shop, { pixInEnabled: null })
      yield* links.create(shop, { name: "x", allowedMethods: ["PIX"] })
    }))

  test("methodUnavailable is the one rule: PIX and CRYPTO open by default, CARD behind the card gate", () =>
    Effect.sync(() => {
      const of = (m: ReturnType<typeof merchant>, cardAccount?: ProcessorAccount) => ({ merchant: m, cardAccount })
      const m = merchant(shop)
      expect(methodUnavailable("PIX", of(m))).toBeUndefined()
      expect(
        methodUnavailable("PIX", of(merchant(shop, { accountVerified: true, pixInEnabled: true })))
      ).toBeUndefined()
      expect(methodUnavailable("PIX", of(merchant(shop, { pixInEnabled: false })))?.capability).toBe("pix_in")
      expect(methodUnavailable("CRYPTO", of(m))).toBeUndefined()
      expect(methodUnavailable("CRYPTO", of(merchant(shop, { cryptoInEnabled: false })))?.capability).toBe("crypto_in")
      expect(methodUnavailable("CRYPTO", of(merchant(shop, { accountVerified: false })))?.capability).toBe(
        "account_verified"
      )
      const onboarded: ProcessorAccount = {
        ...newProcessorAccount("acct_1", shop),
        personType: "PJ",
        verified: true,
        chargesEnabled: true,
        payoutsEnabled: true,
        requirementsDue: []
      }
      expect(methodUnavailable("CARD", of(m, onboarded))).toBeUndefined()
      expect(methodUnavailable("CARD", of(m))).toMatchObject({
        _tag: "CardProcessingUnavailable",
        capability: "processor_account"
      })
      expect(methodUnavailable("CARD", of(m, { ...onboarded, personType: "PF" }))?.capability).toBe("pj_account")
      expect(methodUnavailable("CARD", of(m, { ...onboarded, payoutsEnabled: false }))?.capability).toBe(
        "payouts_enabled"
      )
      expect(
        methodUnavailable("CARD", of(m, { ...onboarded, requirementsPastDue: ["bank_account"] }))?.capability
      ).toBe("requirements_past_due")
      // every method needs the verified account first, CARD with an onboarded processor account too
      const unverified = merchant(shop, { accountVerified: false })
      expect(methodUnavailable("CARD", of(unverified, onboarded))).toMatchObject({
        _tag: "PaymentMethodUnavailable",
        capability: "account_verified"
      })
    }))

  test("update changes the named fields, null clears; products and methods are checked again", () =>
    Effect.gen(function* () {
      const links = yield* seed()
      const created = yield* links.create(shop, {
        name: "Curso",
        description: "d",
        allowedMethods: ["PIX"],
        fixedAmountCentavos: 100,
        productIds: ["prd_a"]
      })
      yield* TestClock.adjust(1_000)
      const changed = yield* links.update(shop, created.id, {
        name: "Curso 2",
        description: null,
        fixedAmountCentavos: null,
        productIds: ["prd_b"],
        customerMode: "CREATE"
      })
      expect(changed).toMatchObject({ name: "Curso 2", productIds: ["prd_b"], customerMode: "CREATE", version: 1 })
      expect(changed.description).toBeUndefined()
      expect(changed.fixedAmountCentavos).toBeUndefined()
      expect(changed.updatedAt.getTime()).toBe(1_000)
      expect(changed.createdAt.getTime()).toBe(0)
      expect(yield* problemsOf(links.update(shop, created.id, { productIds: ["prd_b", "prd_off"] }))).toEqual([
        "productIds.1"
      ])
      expect(
        yield* problemsOf(links.update(shop, created.id, { name: null, allowedMethods: null, status: null }))
      ).toEqual(["name", "allowedMethods", "status"])
      expect(yield* Effect.flip(links.update(shop, created.id, { allowedMethods: ["CARD"] }))).toMatchObject({
        capability: "processor_account"
      })
      expect((yield* links.update(shop, created.id, { productIds: null })).productIds).toEqual([])
      expect((yield* links.update(shop, created.id, {})).version).toBe(2)
      expect(yield* Effect.flip(links.update(other, created.id, { name: "mine" }))).toMatchObject({
        _tag: "PaymentLinkNotFound"
      })
    }))

  test("deactivating is never refused; activating checks the methods against the merchant again", () =>
    Effect.gen(function* () {
      const links = yield* seed()
      const created = yield* links.create(shop, { name: "x", allowedMethods: ["PIX"] })
      const accounts = yield* Accounts
      yield* accounts.updateFlags(shop, { pixInEnabled: false })
      expect((yield* links.setStatus(shop, created.id, "INACTIVE")).status).toBe("INACTIVE")
      expect(yield* Effect.flip(links.setStatus(shop, created.id, "ACTIVE"))).toMatchObject({ capability: "pix_in" })
      expect(yield* problemsOf(links.setStatus(shop, created.id, "PAUSED"))).toEqual(["status"])
      expect(yield* problemsOf(links.setStatus(shop, created.id, undefined))).toEqual(["status"])
      yield* accounts.updateFlags(shop, { pixInEnabled: true })
      expect((yield* links.setStatus(shop, created.id, "ACTIVE")).status).toBe("ACTIVE")
    }))

  test("delete is soft: gone from reads, lists and missing; findLive too; the row stays for sessions", () =>
    Effect.gen(function* () {
      const links = yield* seed()
      const kept = yield* links.create(shop, { name: "kept", allowedMethods: ["PIX"] })
      const gone = yield* links.create(shop, { name: "gone", allowedMethods: ["PIX"] })
      expect((yield* links.findLive(gone.id)).accountId).toBe(shop)
      yield* TestClock.adjust(5_000)
      const deleted = yield* links.delete(shop, gone.id)
      expect(deleted.deletedAt?.getTime()).toBe(5_000)
      expect(yield* Effect.flip(links.findById(shop, gone.id))).toMatchObject({ _tag: "PaymentLinkNotFound" })
      expect(yield* Effect.flip(links.findLive(gone.id))).toMatchObject({ _tag: "PaymentLinkNotFound" })
      expect(yield* Effect.flip(links.delete(shop, gone.id))).toMatchObject({ _tag: "PaymentLinkNotFound" })
      expect(yield* Effect.flip(links.update(shop, gone.id, { name: "back" }))).toMatchObject({
        _tag: "PaymentLinkNotFound"
      })
      expect((yield* links.list(shop, {})).items.map((l) => l.id)).toEqual([kept.id])
      const store = yield* PaymentLinkStore
      expect(yield* store.missing(shop, [gone.id, kept.id, "plk_nope", gone.id])).toEqual([gone.id, "plk_nope"])
      expect(yield* store.missing(other, [kept.id])).toEqual([kept.id])
    }))

  test("list pages newest first with search over the name and status; bad queries are named", () =>
    Effect.gen(function* () {
      const links = yield* seed()
      const names = ["Curso de Violão", "E-book", "Curso de Piano"]
      for (const name of names) {
        yield* links.create(shop, { name, allowedMethods: ["PIX"] })
        yield* TestClock.adjust(1)
      }
      yield* links.create(other, { name: "Curso alheio", allowedMethods: ["PIX"] })
      const all = yield* links.list(shop, { pageSize: 2 })
      expect(all).toMatchObject({ total: 3, page: 1, pageSize: 2, pages: 2 })
      expect(all.items.map((l) => l.name)).toEqual(["Curso de Piano", "E-book"])
      expect((yield* links.list(shop, { page: 2, pageSize: 2 })).items.map((l) => l.name)).toEqual(["Curso de Violão"])
      const found = yield* links.list(shop, { search: " curso " })
      expect(found.items.map((l) => l.name)).toEqual(["Curso de Piano", "Curso de Violão"])
      const ebook = found.items[0]!
      yield* links.setStatus(shop, ebook.id, "INACTIVE")
      expect((yield* links.list(shop, { status: "INACTIVE" })).items.map((l) => l.id)).toEqual([ebook.id])
      expect(
        yield* problemsOf(links.list(shop, { page: 0, pageSize: 101, search: "x".repeat(101), status: "active" }))
      ).toEqual(["page", "pageSize", "search", "status"])
    }))

  test("payPageUrlFor is <PAY_URL>/l/<id>, the scheme lower-cased and trailing slashes dropped", () =>
    Effect.gen(function* () {
      const config = yield* Config.PaymentLinksConfig
      expect(config.payPageUrlFor("plk_1")).toBe("https://pay.trilho.test/base/l/plk_1")
    }).pipe(Effect.provide(Config.layer("HTTPS://pay.trilho.test/base/"))))
})

it("a PAY_URL with a query is not a base of pages", () => {
  expect(Config.makeConfig("https://pay.trilho.test/?a=1")._tag).toBe("Failure")
})

it.effect("concurrent updates of one link all land, each on the version before it", () =>
  Effect.gen(function* () {
    const links = yield* seed()
    const created = yield* links.create(shop, { name: "x", allowedMethods: ["PIX"] })
    yield* Effect.forEach(["a", "b", "c", "d"], (name) => links.update(shop, created.id, { name }), {
      concurrency: "unbounded"
    })
    expect((yield* links.findById(shop, created.id)).version).toBe(4)
  }).pipe(Effect.provide(PaymentLinks.Test))
)
