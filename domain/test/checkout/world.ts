import { Effect, Layer } from "effect"
import * as Accounts from "../../src/accounts/Accounts.ts"
import { CardCharges } from "../../src/card/CardCharges.ts"
import * as CardProcessorMemory from "../../src/card/CardProcessorMemory.ts"
import * as CardTransactionStore from "../../src/card/CardTransactionStore.ts"
import * as CardConfig from "../../src/card/Config.ts"
import { CardExpiry } from "../../src/card/Expiry.ts"
import * as ChargeStore from "../../src/charges/ChargeStore.ts"
import { Charges } from "../../src/charges/Charges.ts"
import * as ChargeConfig from "../../src/charges/Config.ts"
import * as ChargeSubaccounts from "../../src/charges/Subaccounts.ts"
import { Checkout } from "../../src/checkout/Checkout.ts"
import { layerCardFollower, layerCryptoDepositFollower, layerFollower } from "../../src/checkout/Follower.ts"
import * as Rails from "../../src/checkout/Rails.ts"
import * as SessionStore from "../../src/checkout/SessionStore.ts"
import * as CouponStore from "../../src/coupons/CouponStore.ts"
import { Coupons } from "../../src/coupons/Coupons.ts"
import * as CryptoNetwork from "../../src/crypto/CryptoNetwork.ts"
import { CryptoDeposits } from "../../src/crypto/deposits/Deposits.ts"
import * as CryptoDepositStore from "../../src/crypto/deposits/Store.ts"
import * as CryptoPrices from "../../src/crypto/Prices.ts"
import * as CustomerStore from "../../src/customers/CustomerStore.ts"
import { Customers } from "../../src/customers/Customers.ts"
import * as Outbox from "../../src/events/Outbox.ts"
import * as Ledger from "../../src/ledger/Ledger.ts"
import { AccountId } from "../../src/ledger/Model.ts"
import * as LinksConfig from "../../src/links/Config.ts"
import { layerCouponDirectory } from "../../src/links/CouponDirectory.ts"
import * as PaymentLinkStore from "../../src/links/PaymentLinkStore.ts"
import { PaymentLinks } from "../../src/links/PaymentLinks.ts"
import * as PixNetwork from "../../src/pix/PixNetwork.ts"
import { layerEscapeAll } from "../../src/products/HtmlSanitizer.ts"
import * as ProductStore from "../../src/products/ProductStore.ts"
import { Products } from "../../src/products/Products.ts"
import { layerCounter } from "../../src/shared/Ids.ts"
import * as Transactor from "../../src/shared/Transactor.ts"

/** The selling merchant and another tenant. */
export const shop = AccountId.make("acc_shop")
export const rival = AccountId.make("acc_rival")

/** Memory stores that enlist in one memory transactor, and the other memory ports. */
const ports = Layer.mergeAll(
  Layer.provideMerge(
    Layer.mergeAll(
      ChargeStore.layerMemory,
      Outbox.layerMemory,
      SessionStore.layerMemory,
      ProductStore.layerMemory,
      CouponStore.layerMemory,
      CustomerStore.layerMemory,
      PaymentLinkStore.layerMemory,
      CardTransactionStore.layerMemory,
      CryptoDepositStore.layerMemory
    ),
    Transactor.layerMemory
  ),
  CardProcessorMemory.layerMemory({ baseUrl: CardConfig.processorBaseUrl("https://pay.trilho.test") }),
  CardConfig.layer({ ...CardConfig.settingsDefault, payUrl: "https://pay.trilho.test" }),
  LinksConfig.layer("https://pay.trilho.test"),
  PixNetwork.layerMemory,
  CryptoPrices.layerStatic(),
  CryptoNetwork.layerMemory({ bitcoin: "testnet" }),
  ChargeSubaccounts.layerMemory,
  ChargeConfig.layer({ ...ChargeConfig.settingsDefault, payUrl: "https://pay.trilho.test" }),
  Layer.provideMerge(Accounts.layerMemory, Ledger.Ledger.Test),
  layerCounter,
  layerEscapeAll
)

/** Charges, card checkouts and crypto deposits followed by the checkout, and the store's services. */
const services = Layer.mergeAll(
  Charges.Default.pipe(Layer.provide(layerFollower)),
  CardCharges.Default.pipe(Layer.provide(layerCardFollower)),
  CryptoDeposits.Default.pipe(Layer.provide(layerCryptoDepositFollower)),
  CardExpiry.Default.pipe(Layer.provide(layerCardFollower)),
  Coupons.Default.pipe(Layer.provide(layerCouponDirectory)),
  Customers.Default,
  Products.Default,
  PaymentLinks.Default
)

/** The checkout over memory ports, with every service and port it reads (for tests to inspect them). */
export const layer = Layer.provideMerge(
  Checkout.Default.pipe(Layer.provide(Rails.layer)),
  Layer.provideMerge(services, ports)
)

/** Both merchants, verified and receiving PIX (no flag says otherwise). */
export const seed = Effect.gen(function* () {
  const accounts = yield* Accounts.Accounts
  yield* accounts.insert({ id: shop, name: "Loja do Shop", email: "shop@loja.test", flags: {}, createdAt: new Date(0) })
  yield* accounts.insert({ id: rival, name: "Rival", email: "rival@loja.test", flags: {}, createdAt: new Date(0) })
})

/** A buyer with a valid CPF and an e-mail. */
export const payer = { name: "Maria Souza", document: "529.982.247-25", email: "maria@compra.test" }
