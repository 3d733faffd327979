import { Fiscal } from "@trilho/domain"
import * as CheckoutFollowerSql from "./CheckoutFollowerSql.ts"

/**
 * The followers of the charges over SQL (`ChargeFollowers`): the checkout of payment links first
 * (`CheckoutFollowerSql.layer`), then the fiscal invoices (a charge paid with `emitFiscalInvoice` opens its invoice),
 * both in the charge's own transaction. Every process that settles charges (the API, the worker) provides it to
 * `Charges`, with `Fiscal.Invoices` over the same database.
 */
export const layer = Fiscal.layerChargeFollowerAfter(CheckoutFollowerSql.layer)
