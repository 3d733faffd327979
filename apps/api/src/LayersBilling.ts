/**
 * Part of the API's composition root (`Layers.ts`): billings, subscriptions, stored card tokens and PIX Automático over
 * SQL and the sandbox networks, on the payments services (`LayersPayments.ts`).
 */
import { Billing, BillingCards, PixAutomatic } from "@trilho/domain"
import {
  BillingStoreSql,
  CardTokenStoreSql,
  CustomerStoreSql,
  PixAutomaticStoreSql,
  SubscriptionStoreSql
} from "@trilho/postgres"
import { PixAutomaticBankSandbox } from "@trilho/sandbox"
import { Layer } from "effect"
import { layerCardProcessor, layerPayments } from "./LayersPayments.ts"

/**
 * The billing use cases over SQL (billings, with the customers store, and the outbox, unbatched ledger and transactor
 * of the payments services, so a billing's move, credit and events commit in one transaction); `PAY_URL` and
 * `BILLING_PIX_KEY` from the environment.
 */
export const layerBillings = Billing.Billings.Default.pipe(
  Layer.provideMerge(
    Layer.mergeAll(BillingStoreSql.layer, CustomerStoreSql.layer, Billing.BillingsConfig.layerFromConfig)
  ),
  Layer.provideMerge(layerPayments)
)

/**
 * The subscription use cases over SQL, over the billing use cases (each cycle's billing is made by the billings'
 * create, in the transaction that advances the subscription).
 */
export const layerSubscriptions = Billing.Subscriptions.Default.pipe(
  Layer.provideMerge(SubscriptionStoreSql.layer),
  Layer.provideMerge(layerBillings)
)

/**
 * Stored card tokens of card billings over SQL (`card_tokens`), with the sandbox card processor of card checkout
 * (`layerCardProcessor`: one processor state per process, so its gate and tokens are the checkout's).
 */
export const layerCardTokens = BillingCards.CardTokens.Default.pipe(
  Layer.provideMerge(Layer.mergeAll(CardTokenStoreSql.layer, layerCardProcessor))
)

/**
 * PIX Automático over SQL (authorizations and instructions, with the outbox, ledger and transactor of the payments
 * services, so a move, its credit and its events commit in one transaction), the customers it reads payers from and
 * the sandbox payer's bank.
 */
export const layerPixAutomatic = PixAutomatic.PixAutomatic.Default.pipe(
  Layer.provideMerge(Layer.mergeAll(PixAutomaticStoreSql.layer, PixAutomaticBankSandbox.layer, CustomerStoreSql.layer)),
  Layer.provideMerge(layerPayments)
)

/**
 * Card billings (`CARD_CREDIT`, `CARD_VOUCHER`, `CARD_DEBIT`) over the billing use cases and the stored card tokens,
 * charged through the sandbox card processor of card checkout.
 */
export const layerCardBillings = BillingCards.CardBillings.Default.pipe(
  Layer.provideMerge(Layer.mergeAll(layerBillings, layerCardTokens))
)

/** Card subscriptions (CARD_CREDIT: the card tokenized at create) over the subscriptions and card billings. */
export const layerCardSubscriptions = BillingCards.CardSubscriptions.Default.pipe(
  Layer.provideMerge(Layer.mergeAll(layerSubscriptions, layerCardBillings))
)
