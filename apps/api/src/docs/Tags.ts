/**
 * The sections of the API reference, named after the sections of the merchant API specification, in the order the
 * docs page lists them.
 */
export const tags = [
  {
    name: "Account",
    description:
      "The merchant account the API key belongs to: its balance (`available`, `pending`, `withdrawable`, the PIX " +
      "deposits still inside their 24 h lock) and one statement of every movement, whatever its kind."
  },
  {
    name: "Receive PIX",
    description:
      "Dynamic PIX QR charges. Create a charge, show its `copyPaste` or `qrCodeBase64` to the payer, then follow it " +
      "by polling `status`, by webhook (`payment.paid`) or on the realtime gateway. Amounts are reais with at most 2 " +
      "decimals. A charge may credit a subaccount (`subaccountId`) or split its net with a partner account."
  },
  {
    name: "Refunds",
    description:
      "Full refunds of received PIX deposits. A refund is asked with the deposit's `transactionId` or `e2eId`, " +
      "returns the money to its payer through the PIX network, and completes (`refund.completed`, the deposit " +
      "`REVERSED`) or fails (`refund.failed`, the money back in the balance)."
  },
  {
    name: "Send PIX",
    description:
      "PIX transfers out of the account, to a PIX key or a BR Code (paying a third party's QR code). They spend only " +
      "the `withdrawable` balance. `payouts/*` is the legacy alias of `transfer-pix/*`, with permissions `payouts/*`."
  },
  {
    name: "Subscriptions",
    description:
      "Recurring billings by boleto or PIX on one of seven cycles (weekly to yearly). The platform makes each " +
      "cycle's billing ahead of its due date (10 days by default) with the billings' fees, events and ledger, each " +
      "cycle once; the subscription expires after its last cycle (`endDate`, `maxPayments`); cancel also cancels " +
      "its unpaid billings."
  },
  {
    name: "Crypto deposits",
    description:
      "Charges paid in BTC, ETH, USDT, USDC or XRP on named networks: a quote that holds 15 minutes, an address of " +
      "the deposit's own, and the credit in reais (fee deducted, under the 24 h lock) once the chain confirms the " +
      "transfer, with `payment.paid`. Overpayments are credited in full, underpayments when the quote runs out."
  },
  {
    name: "Crypto withdrawals",
    description:
      "Withdrawals of BTC, ETH, USDT, USDC and XRP on named networks: a quote that holds 60 seconds, then a " +
      "withdrawal at exactly that quote to an address checked down to its checksum. They spend only the " +
      "`withdrawable` balance and wait while a MED dispute is OPEN or UNDER_REVIEW."
  },
  {
    name: "Scheduled transfers",
    description:
      "Transfers that run by themselves: once at a time (`ONCE`), on a recurrence in the merchant's time zone " +
      "(`RECURRING`: daily, weekly, monthly, every N days) or when the withdrawable balance reaches a threshold " +
      "(`BALANCE_THRESHOLD`). Each run pays through the same PIX or internal transfer as the API's own, with its fees, " +
      "limits and events, and never twice for one due time. At most 20 active schedules per account."
  },
  {
    name: "Internal transfers",
    description:
      "Instant transfers between two accounts of this platform, addressed by the recipient's e-mail. No fee; both " +
      "sides are `COMPLETED` at once and share a `pairId`."
  },
  {
    name: "MED",
    description:
      "Disputes of received PIX under the Central Bank's special return mechanism (MED): the payer's PSP reports a " +
      "deposit, its amount is blocked in the receiving account, the merchant sends a defence while the dispute is " +
      "`OPEN`, and the analysis ends `ACCEPTED` (the money returns to the payer), `REJECTED`, `CANCELED` or " +
      "`EXPIRED` (the block is released). Read by id or protocol; events `med.created`, `med.evidence_sent`, " +
      "`med.updated`."
  },
  {
    name: "Subaccounts",
    description:
      "Logical wallets under the main account (needs the subaccounts flag on the account, otherwise 403 " +
      "`FEATURE_NOT_ENABLED`): balance moves with the main account, limits, locks, fee surcharges and deletion."
  },
  {
    name: "Operator portal",
    description:
      "The sign-in of a subaccount's operator on the portal (`/wallet`): set it up, change its e-mail, revoke it or " +
      "reset its 2FA, with an API key (`subaccount/portal/*`) or a dashboard user's token (`/account/subaccounts/portal`)."
  },
  {
    name: "Operator wallet",
    description:
      "The routes the operator portal page calls: sign-in (e-mail, password, optional TOTP), password reset, and the " +
      "dashboard of the one subaccount the session is scoped to. They take a portal session token, never an API key."
  },
  {
    name: "Webhooks",
    description:
      "HTTPS endpoints that receive the account's events, signed with HMAC-SHA256 over the raw body " +
      "(`x-service-signature: sha256=<hex>`, secret `whsec_…` shown once). Failed deliveries are retried after 1 min, " +
      "5 min, 15 min, 1 h and 4 h; each delivery and its attempts can be read and sent again."
  },
  {
    name: "Products",
    description:
      "The store's catalogue: products with an optional price (none: sold at an open value), a status and digital " +
      "delivery rules shown after payment: a link (`LINK`), one rich text for every buyer (`TEXT_INFINITE`, HTML " +
      "sanitized when written) or one line of a stock per sale (`TEXT_LINES`: codes or keys, each sold once; the " +
      "answers show how many are left, never the lines). A product whose lines ran out is `soldOut`."
  },
  {
    name: "Payment links",
    description:
      "Hosted checkout links: a name, the methods buyers may pay by (`PIX`, `CRYPTO`, `CARD`), a fixed amount or an " +
      "open value the buyer chooses, up to 20 products and what the checkout does with the payer as a customer " +
      "(`customerMode`). Each link has a hosted page, `payPageUrl` (`<PAY_URL>/l/<id>`). A method the account cannot " +
      "take is refused with 422 `PAYMENT_METHOD_UNAVAILABLE` naming the missing capability. API keys only."
  },
  {
    name: "Coupons",
    description:
      "Discount codes of the store: a percentage (`PERCENT`) or a fixed amount in reais (`FIXED`, capped at the " +
      "total), optionally restricted to some products or payment links, with an optional cap of uses and an end. " +
      "Validate a code against a purchase first (`POST /coupons/validate`), then check out with it; each refusal has " +
      "its own code (`COUPON_INACTIVE`, `COUPON_EXPIRED`, `COUPON_EXHAUSTED`, `COUPON_NOT_ELIGIBLE`)."
  },
  {
    name: "Mobile recharge",
    description:
      "Prepaid mobile recharge: look up a number's operator and packages, recharge it with one package value (debited " +
      "from `withdrawable`, no fee), follow it from `PENDING` (cancellable) through `PROCESSING` to `COMPLETED` or " +
      "`FAILED` (the amount returned)."
  },
  {
    name: "Credit bureau",
    description:
      "Dunning of overdue billings at the credit bureau and credit reports on customers. Check a billing first " +
      "(`GET /bureau/dunnings/simulate`), then send its debtor with the proof of the debt (12.90 BRL): the dunning " +
      "goes `PENDING`, `SENT`, `REGISTERED` (the debtor listed), and `PAID_OFF` once the billing is paid, or " +
      "`CANCELED`. A credit report (19.90 BRL) answers a customer's score and listings at once. No webhook event: " +
      "follow a dunning with `get` or `list`."
  },
  {
    name: "Fiscal invoices",
    description:
      "NFS-e issued automatically for paid charges: turn automatic issuing on with the account's fiscal " +
      "configuration (municipal service code, ISS rate, city), then every charge paid with `emitFiscalInvoice` opens " +
      "an invoice (`CREATED`) that the worker submits to the city (`PROCESSING`) until it is `ISSUED` (number, " +
      "verification code, PDF and XML) or `FAILED`; a refund of the charge cancels it. Events `invoice.*` carry only " +
      "`invoiceId`."
  },
  {
    name: "Card checkout",
    description:
      "Card payments through the card processor (spec, Card checkout): onboarding on the processor's form, hosted " +
      "card checkouts (fee 4.99 % + 0.20 USD, minimum 5.00, `coverFee`), partial or full refunds of the net, and the " +
      "net pending until the settlement period ends. Card numbers and CVVs never reach the platform's storage."
  },
  {
    name: "Billings",
    description:
      "One-off billings (spec, Billing): a payer is charged `amount` reais due on a São Paulo calendar date, by boleto " +
      "(barcode, digitable line and slip page) or PIX (a BR Code on the platform's key). After the due date the " +
      "billing is OVERDUE and still payable, with the fine (up to 2 %, once) and interest (up to 1 % a month, per " +
      "day). Paid: RECEIVED with `payment.paid`, the net credited once (fee 1.99 a boleto, a PIX charge's fee for " +
      "PIX); refunded in full: REFUNDED with `payment.refunded`."
  },
  {
    name: "Events",
    description:
      "Every event the account's state changes wrote, in order, with what happened to its deliveries: a client that " +
      "was offline reads here what it missed, and can ask for an event to be delivered again."
  },
  {
    name: "Customers",
    description:
      "The store's customers (spec, Store): name, e-mail, a CPF or CNPJ document unique per account, commercial " +
      "status and contacts, with read-only metrics of what each one bought (`transactions`, `volume` in reais)."
  },
  {
    name: "PIX Automático",
    description:
      "Recurring PIX debits with the payer's consent (BACEN's Pix Automático). An authorization (a recurrence, " +
      "`idRec`) is created for a customer with its first instalment: the payer scans its BR Code and consents in their " +
      "bank, which pays the first instalment. Then the merchant schedules one payment instruction per period, 2 to 10 " +
      "days ahead, debited on its due date (`payment.paid`, or `payment.failed` when the payer's bank refuses). The " +
      "product must be enabled on the account (403 `PIX_AUTOMATIC_NOT_ENABLED` otherwise)."
  },
  {
    name: "Sandbox",
    description:
      "Controls of the simulated PIX network, available only in sandbox mode (the default of `npm start`): pay or " +
      "fail a charge, approve, settle or fail a transfer, complete or fail a refund, open, decide or expire a MED " +
      "dispute, complete or fail a mobile recharge, register, settle or cancel a credit-bureau dunning, pay a boleto or PIX billing, pay a card checkout with a test card, finish or break the card onboarding, settle card deposits, " +
      "move the clock, read the mails " +
      "the platform would have sent. Merchants call them with their own keys."
  },
  {
    name: "System",
    description: "Liveness and readiness of the API process and its database."
  }
] as const

/** A section of the reference. */
export type TagName = (typeof tags)[number]["name"]
