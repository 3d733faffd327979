import type { OperationDocs } from "./OperationDoc.ts"
import { accountDocs } from "./operations/Account.ts"
import { billingsDocs } from "./operations/Billings.ts"
import { chargesDocs } from "./operations/Charges.ts"
import { couponsDocs } from "./operations/Coupons.ts"
import { customersDocs } from "./operations/Customers.ts"
import { medsDocs } from "./operations/Meds.ts"
import { portalDocs } from "./operations/Portal.ts"
import { paymentLinksDocs } from "./operations/PaymentLinks.ts"
import { checkoutDocs } from "./operations/Checkout.ts"
import { cardDocs } from "./operations/Card.ts"
import { billingCardsDocs } from "./operations/BillingCards.ts"
import { productsDocs } from "./operations/Products.ts"
import { mobileRechargeDocs } from "./operations/MobileRecharge.ts"
import { invoicesDocs } from "./operations/Invoices.ts"
import { refundsDocs } from "./operations/Refunds.ts"
import { sandboxDocs } from "./operations/Sandbox.ts"
import { scheduledDocs } from "./operations/Scheduled.ts"
import { subaccountsDocs } from "./operations/Subaccounts.ts"
import { transfersDocs } from "./operations/Transfers.ts"
import { cryptoDocs } from "./operations/Crypto.ts"
import { cryptoDepositsDocs } from "./operations/CryptoDeposits.ts"
import { webhooksDocs } from "./operations/Webhooks.ts"
import { subscriptionsDocs } from "./operations/Subscriptions.ts"
import { pixAutomaticDocs } from "./operations/PixAutomatic.ts"
import { bureauDocs } from "./operations/Bureau.ts"

/**
 * The documentation of every operation of the API, keyed by `operationId` (`group.endpoint`). A route without an
 * entry here fails the docs test, so none ships undocumented.
 */
export const operations: OperationDocs = {
  ...accountDocs,
  ...chargesDocs,
  ...refundsDocs,
  ...transfersDocs,
  ...cryptoDepositsDocs,
  ...cryptoDocs,
  ...subscriptionsDocs,
  ...scheduledDocs,
  ...medsDocs,
  ...subaccountsDocs,
  ...portalDocs,
  ...webhooksDocs,
  ...customersDocs,
  ...productsDocs,
  ...paymentLinksDocs,
  ...checkoutDocs,
  ...couponsDocs,
  ...mobileRechargeDocs,
  ...invoicesDocs,
  ...cardDocs,
  ...billingsDocs,
  ...billingCardsDocs,
  ...pixAutomaticDocs,
  ...bureauDocs,
  ...sandboxDocs
}
