import type { Card, Coupons } from "@trilho/domain"
import type { ApiFailure } from "./Errors.ts"

/**
 * The one place where domain errors meet HTTP: each tagged error's stable code and status. `docs/errors.md` lists
 * the same table; a test fails when a domain error has no row here.
 */
export const errorCodes = {
  // Input boundary (apps/api/src/http/Boundary.ts), before any route
  UnreadableBody: { code: "INVALID_BODY", statusCode: 400 },
  InvalidInput: { code: "VALIDATION_ERROR", statusCode: 400 },
  UnsupportedContentType: { code: "UNSUPPORTED_MEDIA_TYPE", statusCode: 415 },
  BodyTooLarge: { code: "PAYLOAD_TOO_LARGE", statusCode: 413 },
  MultipartLimitExceeded: { code: "PAYLOAD_TOO_LARGE", statusCode: 413 },
  TooManyFields: { code: "TOO_MANY_FIELDS", statusCode: 413 },
  TooManyQueryParameters: { code: "TOO_MANY_QUERY_PARAMETERS", statusCode: 414 },
  UriTooLong: { code: "URI_TOO_LONG", statusCode: 414 },
  HeadersTooLarge: { code: "HEADERS_TOO_LARGE", statusCode: 431 },
  TooManyHeaders: { code: "TOO_MANY_HEADERS", statusCode: 431 },
  MalformedRequest: { code: "MALFORMED_REQUEST", statusCode: 400 },
  RequestTimeout: { code: "REQUEST_TIMEOUT", statusCode: 408 },
  // Input
  InvalidAmount: { code: "VALIDATION_ERROR", statusCode: 400 },
  InvalidPercent: { code: "VALIDATION_ERROR", statusCode: 400 },
  InvalidPixKey: { code: "INVALID_PIX_KEY", statusCode: 400 },
  InvalidBrCode: { code: "INVALID_BR_CODE", statusCode: 400 },
  InvalidBrCodeInput: { code: "INVALID_BR_CODE", statusCode: 400 },
  InvalidClockAdvance: { code: "INVALID_CLOCK_ADVANCE", statusCode: 400 },
  SandboxInvalidInput: { code: "SANDBOX_INVALID_INPUT", statusCode: 400 },
  FeeExceedsAmount: { code: "FEE_EXCEEDS_AMOUNT", statusCode: 400 },
  GrossOutOfRange: { code: "AMOUNT_OUT_OF_RANGE", statusCode: 400 },
  UnbalancedEntry: { code: "UNBALANCED_ENTRY", statusCode: 400 },
  InvalidChargeInput: { code: "VALIDATION_ERROR", statusCode: 400 },
  InvalidSplitUser: { code: "INVALID_SPLIT_USER", statusCode: 400 },
  FeatureNotConfigured: { code: "FEATURE_NOT_CONFIGURED", statusCode: 400 },
  SubaccountNotReceiving: { code: "SUBACCOUNT_LOCKED", statusCode: 400 },
  FeatureNotEnabled: { code: "FEATURE_NOT_ENABLED", statusCode: 403 },
  // Idempotency keys (money POSTs)
  InvalidIdempotencyKey: { code: "INVALID_IDEMPOTENCY_KEY", statusCode: 400 },
  IdempotencyKeyReused: { code: "IDEMPOTENCY_KEY_REUSED", statusCode: 422 },
  IdempotencyKeyInUse: { code: "IDEMPOTENCY_KEY_IN_USE", statusCode: 409 },
  // Internal transfers
  InvalidInternalTransfer: { code: "VALIDATION_ERROR", statusCode: 400 },
  InternalTransferToSelf: { code: "INVALID_RECIPIENT", statusCode: 400 },
  InternalRecipientNotFound: { code: "RECIPIENT_NOT_FOUND", statusCode: 400 },
  InternalTransferNotFound: { code: "NOT_FOUND", statusCode: 404 },
  InternalReferenceConflict: { code: "EXTERNAL_REFERENCE_CONFLICT", statusCode: 409 },
  DuplicateInternalReference: { code: "EXTERNAL_REFERENCE_CONFLICT", statusCode: 409 },
  InternalTransferStoreError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  // PIX transfers (PIX out)
  InvalidPixTransfer: { code: "VALIDATION_ERROR", statusCode: 400 },
  BrCodeAmountMismatch: { code: "BR_CODE_AMOUNT_MISMATCH", statusCode: 400 },
  ChargeNotPayable: { code: "CHARGE_NOT_PAYABLE", statusCode: 409 },
  PixTransferNotFound: { code: "NOT_FOUND", statusCode: 404 },
  PixTransferReferenceConflict: { code: "EXTERNAL_REFERENCE_CONFLICT", statusCode: 409 },
  DuplicatePixTransferReference: { code: "EXTERNAL_REFERENCE_CONFLICT", statusCode: 409 },
  PixTransferStatusChanged: { code: "INVALID_STATE_TRANSITION", statusCode: 409 },
  PixTransferStoreError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  // Crypto (assets, amounts, addresses, quotes) and crypto withdrawals
  UnsupportedAsset: { code: "UNSUPPORTED_ASSET", statusCode: 400 },
  InvalidCryptoAmount: { code: "INVALID_CRYPTO_AMOUNT", statusCode: 400 },
  InvalidCryptoAddress: { code: "INVALID_CRYPTO_ADDRESS", statusCode: 400 },
  BelowCryptoMinimum: { code: "BELOW_MINIMUM", statusCode: 400 },
  CryptoQuoteOutOfRange: { code: "AMOUNT_OUT_OF_RANGE", statusCode: 400 },
  CryptoQuoteExpired: { code: "QUOTE_EXPIRED", statusCode: 400 },
  CryptoWithdrawalsBlocked: { code: "CRYPTO_WITHDRAWALS_BLOCKED", statusCode: 403 },
  CryptoPriceUnavailable: { code: "PRICE_UNAVAILABLE", statusCode: 503 },
  InvalidCryptoWithdrawal: { code: "VALIDATION_ERROR", statusCode: 400 },
  CryptoQuoteNotFound: { code: "QUOTE_NOT_FOUND", statusCode: 404 },
  CryptoQuoteUsed: { code: "QUOTE_ALREADY_USED", statusCode: 409 },
  CryptoWithdrawalNotFound: { code: "NOT_FOUND", statusCode: 404 },
  CryptoWithdrawalReferenceConflict: { code: "EXTERNAL_REFERENCE_CONFLICT", statusCode: 409 },
  DuplicateCryptoWithdrawalReference: { code: "EXTERNAL_REFERENCE_CONFLICT", statusCode: 409 },
  CryptoWithdrawalStatusChanged: { code: "INVALID_STATE_TRANSITION", statusCode: 409 },
  CryptoWithdrawalStoreError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  CryptoNetworkError: { code: "CRYPTO_NETWORK_UNAVAILABLE", statusCode: 503 },
  CryptoChainControlError: { code: "SANDBOX_INVALID_INPUT", statusCode: 400 },
  // Crypto deposits
  InvalidCryptoDeposit: { code: "VALIDATION_ERROR", statusCode: 400 },
  CryptoDepositNotFound: { code: "NOT_FOUND", statusCode: 404 },
  CryptoDepositReferenceConflict: { code: "EXTERNAL_REFERENCE_CONFLICT", statusCode: 409 },
  DuplicateCryptoDepositReference: { code: "EXTERNAL_REFERENCE_CONFLICT", statusCode: 409 },
  CryptoDepositChanged: { code: "INVALID_STATE_TRANSITION", statusCode: 409 },
  CryptoDepositStoreError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  CryptoDepositAddressTaken: { code: "CRYPTO_NETWORK_UNAVAILABLE", statusCode: 503 },
  CryptoDepositFollowerError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  // Refunds
  InvalidRefundInput: { code: "VALIDATION_ERROR", statusCode: 400 },
  DepositNotRefundable: { code: "DEPOSIT_NOT_REFUNDABLE", statusCode: 400 },
  DepositAlreadyRefunded: { code: "ALREADY_REFUNDED", statusCode: 400 },
  DuplicateActiveRefund: { code: "ALREADY_REFUNDED", statusCode: 400 },
  RefundNotFound: { code: "NOT_FOUND", statusCode: 404 },
  RefundIdConflict: { code: "REFUND_ID_CONFLICT", statusCode: 409 },
  DuplicateRefundId: { code: "REFUND_ID_CONFLICT", statusCode: 409 },
  RefundStatusChanged: { code: "INVALID_STATE_TRANSITION", statusCode: 409 },
  RefundStoreError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  // Scheduled transfers
  InvalidSchedule: { code: "VALIDATION_ERROR", statusCode: 400 },
  ActiveSchedulesLimitReached: { code: "SCHEDULE_LIMIT_REACHED", statusCode: 400 },
  ScheduleNotFound: { code: "NOT_FOUND", statusCode: 404 },
  ScheduleChanged: { code: "CONCURRENT_UPDATE", statusCode: 409 },
  ScheduleStoreError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  // MED disputes
  InvalidMedInput: { code: "VALIDATION_ERROR", statusCode: 400 },
  MedNotOpenable: { code: "MED_NOT_OPENABLE", statusCode: 400 },
  MedNotFound: { code: "NOT_FOUND", statusCode: 404 },
  MedAlreadyOpened: { code: "MED_ALREADY_OPENED", statusCode: 409 },
  MedStatusChanged: { code: "CONCURRENT_UPDATE", statusCode: 409 },
  MedStoreError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  // Billings
  InvalidBilling: { code: "VALIDATION_ERROR", statusCode: 400 },
  BillingMethodNotAvailable: { code: "BILLING_METHOD_NOT_AVAILABLE", statusCode: 400 },
  InvalidBoleto: { code: "INVALID_BOLETO", statusCode: 400 },
  BillingNotFound: { code: "NOT_FOUND", statusCode: 404 },
  BillingReferenceConflict: { code: "EXTERNAL_REFERENCE_CONFLICT", statusCode: 409 },
  DuplicateBillingReference: { code: "EXTERNAL_REFERENCE_CONFLICT", statusCode: 409 },
  BillingStatusConflict: { code: "INVALID_STATE_TRANSITION", statusCode: 409 },
  BillingChanged: { code: "CONCURRENT_UPDATE", statusCode: 409 },
  BillingStoreError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  DuplicateBillingCycle: { code: "CONCURRENT_UPDATE", statusCode: 409 },
  // Subscriptions
  SubscriptionNotFound: { code: "NOT_FOUND", statusCode: 404 },
  SubscriptionReferenceConflict: { code: "EXTERNAL_REFERENCE_CONFLICT", statusCode: 409 },
  DuplicateSubscriptionReference: { code: "EXTERNAL_REFERENCE_CONFLICT", statusCode: 409 },
  SubscriptionStatusConflict: { code: "INVALID_STATE_TRANSITION", statusCode: 409 },
  SubscriptionChanged: { code: "CONCURRENT_UPDATE", statusCode: 409 },
  SubscriptionStoreError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  // Customers
  InvalidCustomer: { code: "VALIDATION_ERROR", statusCode: 400 },
  CustomerNotFound: { code: "NOT_FOUND", statusCode: 404 },
  CustomerDocumentTaken: { code: "CUSTOMER_DOCUMENT_TAKEN", statusCode: 409 },
  CustomerChanged: { code: "CONCURRENT_UPDATE", statusCode: 409 },
  CustomerStoreError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  // Products
  InvalidProduct: { code: "VALIDATION_ERROR", statusCode: 400 },
  ProductNotFound: { code: "NOT_FOUND", statusCode: 404 },
  ProductSkuTaken: { code: "SKU_TAKEN", statusCode: 409 },
  ProductSoldOut: { code: "PRODUCT_SOLD_OUT", statusCode: 409 },
  ProductChanged: { code: "CONCURRENT_UPDATE", statusCode: 409 },
  ProductStoreError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  // Checkout sessions
  InvalidCheckout: { code: "VALIDATION_ERROR", statusCode: 400 },
  CheckoutSessionNotFound: { code: "NOT_FOUND", statusCode: 404 },
  PaymentLinkInactive: { code: "PAYMENT_LINK_INACTIVE", statusCode: 409 },
  ProductUnavailable: { code: "PRODUCT_UNAVAILABLE", statusCode: 409 },
  CheckoutReferenceConflict: { code: "EXTERNAL_REFERENCE_CONFLICT", statusCode: 409 },
  DuplicateSessionReference: { code: "EXTERNAL_REFERENCE_CONFLICT", statusCode: 409 },
  CheckoutSessionChanged: { code: "CONCURRENT_UPDATE", statusCode: 409 },
  CheckoutStoreError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  // Payment links
  InvalidPaymentLink: { code: "VALIDATION_ERROR", statusCode: 400 },
  PaymentLinkNotFound: { code: "NOT_FOUND", statusCode: 404 },
  PaymentLinkChanged: { code: "CONCURRENT_UPDATE", statusCode: 409 },
  PaymentMethodUnavailable: { code: "PAYMENT_METHOD_UNAVAILABLE", statusCode: 422 },
  PaymentLinkStoreError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  // Coupons (CouponNotApplicable: one code per reason, `codesByField` below)
  InvalidCoupon: { code: "VALIDATION_ERROR", statusCode: 400 },
  CouponNotFound: { code: "COUPON_NOT_FOUND", statusCode: 404 },
  CouponCodeTaken: { code: "COUPON_CODE_TAKEN", statusCode: 409 },
  CouponNotApplicable: { code: "COUPON_NOT_ELIGIBLE", statusCode: 409 },
  CouponChanged: { code: "CONCURRENT_UPDATE", statusCode: 409 },
  CouponStoreError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  // Mobile recharge
  InvalidRecharge: { code: "VALIDATION_ERROR", statusCode: 400 },
  RechargeNotFound: { code: "NOT_FOUND", statusCode: 404 },
  RechargeNotCancellable: { code: "RECHARGE_NOT_CANCELLABLE", statusCode: 409 },
  RechargeStatusChanged: { code: "INVALID_STATE_TRANSITION", statusCode: 409 },
  RechargeStoreError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  RechargeNetworkError: { code: "RECHARGE_UNAVAILABLE", statusCode: 503 },
  // Fiscal invoices
  InvalidInvoiceRequest: { code: "VALIDATION_ERROR", statusCode: 400 },
  FiscalNotConfigured: { code: "FEATURE_NOT_CONFIGURED", statusCode: 400 },
  InvoiceNotFound: { code: "NOT_FOUND", statusCode: 404 },
  InvoiceStatusChanged: { code: "INVALID_STATE_TRANSITION", statusCode: 409 },
  InvoiceStoreError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  FiscalIssuerError: { code: "FISCAL_ISSUER_UNAVAILABLE", statusCode: 503 },
  // Credit bureau (dunnings and reports)
  InvalidDunning: { code: "VALIDATION_ERROR", statusCode: 400 },
  InvalidReport: { code: "VALIDATION_ERROR", statusCode: 400 },
  DunningNotFound: { code: "NOT_FOUND", statusCode: 404 },
  ReportNotFound: { code: "NOT_FOUND", statusCode: 404 },
  DunningAlreadyExists: { code: "DUNNING_ALREADY_EXISTS", statusCode: 409 },
  DunningStatusChanged: { code: "INVALID_STATE_TRANSITION", statusCode: 409 },
  BureauStoreError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  CreditBureauError: { code: "BUREAU_UNAVAILABLE", statusCode: 503 },
  // Card checkout (CardRefundRefused: one code per reason, `codesByField` below)
  InvalidCard: { code: "VALIDATION_ERROR", statusCode: 400 },
  InvalidCardCheckout: { code: "VALIDATION_ERROR", statusCode: 400 },
  InvalidOnboarding: { code: "VALIDATION_ERROR", statusCode: 400 },
  InvalidUsdBrlRate: { code: "VALIDATION_ERROR", statusCode: 400 },
  InvalidSettlementPeriod: { code: "VALIDATION_ERROR", statusCode: 400 },
  CardAmountBelowMinimum: { code: "AMOUNT_BELOW_MINIMUM", statusCode: 400 },
  CardRefundRefused: { code: "PAYMENT_NOT_REFUNDABLE", statusCode: 400 },
  CardProcessingUnavailable: { code: "CARD_PROCESSING_UNAVAILABLE", statusCode: 403 },
  CardTransactionNotFound: { code: "NOT_FOUND", statusCode: 404 },
  CardCheckoutClosed: { code: "CARD_CHECKOUT_CLOSED", statusCode: 409 },
  CardTransactionChanged: { code: "CONCURRENT_UPDATE", statusCode: 409 },
  CardTransactionStoreError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  CardProcessorError: { code: "CARD_PROCESSOR_UNAVAILABLE", statusCode: 503 },
  // Stored card tokens of card billings
  InvalidCardTokenRequest: { code: "VALIDATION_ERROR", statusCode: 400 },
  CardTokenNotFound: { code: "CARD_TOKEN_NOT_FOUND", statusCode: 404 },
  CardTokenStoreError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  // PIX Automático
  PixAutomaticUnavailable: { code: "PIX_AUTOMATIC_NOT_ENABLED", statusCode: 403 },
  InvalidPixAutomatic: { code: "VALIDATION_ERROR", statusCode: 400 },
  PixAutomaticAuthorizationNotFound: { code: "NOT_FOUND", statusCode: 404 },
  PixAutomaticInstructionNotFound: { code: "NOT_FOUND", statusCode: 404 },
  PixAutomaticAuthorizationNotActive: { code: "AUTHORIZATION_NOT_ACTIVE", statusCode: 409 },
  PixAutomaticAmountNotAuthorized: { code: "AMOUNT_NOT_AUTHORIZED", statusCode: 422 },
  PixAutomaticDueDateNotAllowed: { code: "DUE_DATE_NOT_ALLOWED", statusCode: 422 },
  PixAutomaticChanged: { code: "INVALID_STATE_TRANSITION", statusCode: 409 },
  PixAutomaticStoreError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  // Subaccounts
  InvalidSubaccountInput: { code: "VALIDATION_ERROR", statusCode: 400 },
  SubaccountsNotEnabled: { code: "FEATURE_NOT_ENABLED", statusCode: 403 },
  SubaccountMissing: { code: "NOT_FOUND", statusCode: 404 },
  SubaccountReferenceConflict: { code: "EXTERNAL_REFERENCE_CONFLICT", statusCode: 409 },
  DuplicateSubaccountReference: { code: "EXTERNAL_REFERENCE_CONFLICT", statusCode: 409 },
  SubaccountMoveConflict: { code: "EXTERNAL_REFERENCE_CONFLICT", statusCode: 409 },
  DuplicateMoveReference: { code: "EXTERNAL_REFERENCE_CONFLICT", statusCode: 409 },
  SubaccountLocked: { code: "SUBACCOUNT_LOCKED", statusCode: 400 },
  SubaccountHasBalance: { code: "SUBACCOUNT_HAS_BALANCE", statusCode: 400 },
  SubaccountStoreError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  // Webhook endpoints
  InvalidWebhookUrl: { code: "INVALID_WEBHOOK_URL", statusCode: 400 },
  ForbiddenWebhookAddress: { code: "WEBHOOK_ADDRESS_FORBIDDEN", statusCode: 400 },
  WebhookHostUnresolvable: { code: "WEBHOOK_HOST_UNRESOLVABLE", statusCode: 400 },
  HostResolutionError: { code: "WEBHOOK_HOST_UNRESOLVABLE", statusCode: 400 },
  InvalidWebhookEvents: { code: "INVALID_WEBHOOK_EVENTS", statusCode: 400 },
  InvalidWebhookInput: { code: "VALIDATION_ERROR", statusCode: 400 },
  WebhookEndpointLimitReached: { code: "WEBHOOK_ENDPOINT_LIMIT", statusCode: 400 },
  // Webhook deliveries and events
  InvalidWebhookSecret: { code: "INVALID_WEBHOOK_SECRET", statusCode: 400 },
  // Operator portal and dashboard users
  WeakPassword: { code: "WEAK_PASSWORD", statusCode: 400 },
  InvalidPortalInput: { code: "VALIDATION_ERROR", statusCode: 400 },
  PortalEmailTaken: { code: "PORTAL_EMAIL_TAKEN", statusCode: 409 },
  MerchantUserEmailTaken: { code: "EMAIL_TAKEN", statusCode: 409 },
  LoginRefused: { code: "INVALID_CREDENTIALS", statusCode: 401 },
  TwoFactorRequired: { code: "TWO_FACTOR_REQUIRED", statusCode: 401 },
  TotpCodeRefused: { code: "INVALID_TOTP_CODE", statusCode: 401 },
  InvalidTotpCode: { code: "INVALID_TOTP_CODE", statusCode: 400 },
  TwoFactorStateConflict: { code: "TWO_FACTOR_STATE_CONFLICT", statusCode: 409 },
  LoginThrottled: { code: "LOGIN_THROTTLED", statusCode: 429 },
  InvalidResetToken: { code: "INVALID_RESET_TOKEN", statusCode: 400 },
  SessionInvalid: { code: "UNAUTHORIZED", statusCode: 401 },
  RouteDiscontinued: { code: "ROUTE_DISCONTINUED", statusCode: 410 },
  PortalStoreError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  MailerError: { code: "MAILER_UNAVAILABLE", statusCode: 503 },
  // Authentication, permissions, limits (HTTP edge: apps/api/src/auth)
  Unauthenticated: { code: "UNAUTHORIZED", statusCode: 401 },
  CredentialRefused: { code: "UNAUTHORIZED", statusCode: 401 },
  AddressNotAllowed: { code: "IP_NOT_ALLOWED", statusCode: 403 },
  PermissionDenied: { code: "FORBIDDEN", statusCode: 403 },
  IpNotAllowed: { code: "IP_NOT_ALLOWED", statusCode: 403 },
  RateLimited: { code: "RATE_LIMITED", statusCode: 429 },
  PixRailNotAllowed: { code: "PIX_RAIL_NOT_ALLOWED", statusCode: 400 },
  // Money
  InsufficientFunds: { code: "INSUFFICIENT_FUNDS", statusCode: 400 },
  LimitExceeded: { code: "LIMIT_EXCEEDED", statusCode: 400 },
  // State
  InvalidTransition: { code: "INVALID_STATE_TRANSITION", statusCode: 409 },
  SandboxChargeExpired: { code: "CHARGE_EXPIRED", statusCode: 409 },
  MerchantAlreadyExists: { code: "MERCHANT_EXISTS", statusCode: 409 },
  MerchantEmailTaken: { code: "EMAIL_TAKEN", statusCode: 409 },
  AutomaticContestActive: { code: "AUTOMATIC_CONTEST_ACTIVE", statusCode: 403 },
  ExternalReferenceConflict: { code: "EXTERNAL_REFERENCE_CONFLICT", statusCode: 409 },
  DuplicateExternalReference: { code: "EXTERNAL_REFERENCE_CONFLICT", statusCode: 409 },
  ChargeStatusChanged: { code: "INVALID_STATE_TRANSITION", statusCode: 409 },
  PaidAmountMismatch: { code: "PAID_AMOUNT_MISMATCH", statusCode: 409 },
  // Not found
  MerchantNotFound: { code: "NOT_FOUND", statusCode: 404 },
  LedgerAccountNotFound: { code: "NOT_FOUND", statusCode: 404 },
  SandboxRecordNotFound: { code: "NOT_FOUND", statusCode: 404 },
  ApiKeyNotFound: { code: "NOT_FOUND", statusCode: 404 },
  ChargeNotFound: { code: "NOT_FOUND", statusCode: 404 },
  SubaccountNotFound: { code: "NOT_FOUND", statusCode: 404 },
  WebhookEndpointNotFound: { code: "NOT_FOUND", statusCode: 404 },
  DeliveryNotFound: { code: "NOT_FOUND", statusCode: 404 },
  EventNotFound: { code: "NOT_FOUND", statusCode: 404 },
  // Infrastructure: nothing is known to have changed; the caller may retry.
  PixNetworkError: { code: "PIX_NETWORK_UNAVAILABLE", statusCode: 503 },
  LedgerStoreError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  AccountStoreError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  JobStoreError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  OutboxStoreError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  ApiKeyStoreError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  RateLimiterError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  ChargeStoreError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  ChargeFollowerError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  CardFollowerError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  SubaccountLookupError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  WebhookEndpointStoreError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  WebhookDeliveryStoreError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 },
  IdempotencyStoreError: { code: "STORAGE_UNAVAILABLE", statusCode: 503 }
} as const satisfies Readonly<Record<string, { readonly code: string; readonly statusCode: number }>>

/**
 * Errors whose code depends on one of their fields: the field, and the code of each of its values. The status stays
 * the row's (one status per tag, so the compiler still knows every status a route can answer); the row's own code
 * answers a value without one.
 */
export const codesByField = {
  CouponNotApplicable: {
    field: "reason",
    codes: {
      inactive: "COUPON_INACTIVE",
      expired: "COUPON_EXPIRED",
      exhausted: "COUPON_EXHAUSTED",
      product_not_eligible: "COUPON_NOT_ELIGIBLE",
      payment_link_not_eligible: "COUPON_NOT_ELIGIBLE"
    } satisfies Readonly<Record<Coupons.CouponRefusal, string>>
  },
  CardRefundRefused: {
    field: "reason",
    codes: {
      not_completed: "PAYMENT_NOT_REFUNDABLE",
      fully_refunded: "ALREADY_REFUNDED",
      invalid_amount: "VALIDATION_ERROR",
      exceeds_remaining: "REFUND_EXCEEDS_NET"
    } satisfies Readonly<Record<Card.CardRefundRefused["reason"], string>>
  }
} as const satisfies {
  readonly [T in MappedTag]?: { readonly field: string; readonly codes: Readonly<Record<string, string>> }
}

const refinements: Readonly<
  Record<string, { readonly field: string; readonly codes: Readonly<Record<string, string>> } | undefined>
> = codesByField

/** The code of `error`: by its field when its tag has a row of `codesByField`, else its row's. */
const codeOf = (error: { readonly _tag: string }, row: { readonly code: string }): string => {
  const refinement = refinements[error._tag]
  if (refinement === undefined) return row.code
  const value = (error as unknown as Readonly<Record<string, unknown>>)[refinement.field]
  return (typeof value === "string" ? refinement.codes[value] : undefined) ?? row.code
}

/** Every code with its status, the codes by field included (docs, tests). */
export const everyCode: ReadonlyArray<{ readonly code: string; readonly statusCode: number }> = [
  ...Object.values(errorCodes),
  ...Object.entries(codesByField).flatMap(([tag, refinement]) =>
    Object.values(refinement.codes).map((code) => ({ code, statusCode: errorCodes[tag as MappedTag].statusCode }))
  )
]

/** The same table, read by any tag (tests, the catalog of codes). */
export const errorTable: Readonly<Record<string, { readonly code: string; readonly statusCode: number }>> = errorCodes

/** The tag of a domain error the API answers: a row of `errorCodes`. */
export type MappedTag = keyof typeof errorCodes

/** The status a mapped error is answered with. */
export type StatusOf<T extends MappedTag> = (typeof errorCodes)[T]["statusCode"]

/**
 * What the caller reads of an infrastructure failure: never the driver's text (a statement, a table, a host); the
 * detail is logged under the request id.
 */
export const unavailableMessage = (code: string) =>
  `${code.toLowerCase().replace(/_/g, " ")}: nothing is known to have changed; retry later with the same ` +
  "Idempotency-Key (the detail is logged under this requestId)"

/**
 * The failure for a domain error: its row, with the error's own message when it has one. An infrastructure error
 * (a 5xx row) gets `unavailableMessage` instead of its own, which may quote the database.
 */
export const failureOf = (error: { readonly _tag: string; readonly message?: unknown }): ApiFailure | undefined => {
  const row = errorTable[error._tag]
  if (row === undefined) return undefined
  if (row.statusCode >= 500) return { ...row, message: unavailableMessage(row.code) }
  const code = codeOf(error, row)
  const message = typeof error.message === "string" && error.message !== "" ? error.message : code.toLowerCase()
  return { code, statusCode: row.statusCode, message }
}
