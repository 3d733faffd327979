import { Accounts, ApiKeys, Auth, Mailer, Portal, Webhooks } from "@trilho/domain"
import { Schema } from "effect"
import { Rpc, RpcGroup, RpcMiddleware } from "effect/rpc"

/** Path of the operator RPC on the API server. */
export const operatorRpcPath = "/operator/rpc"

/** Requests per minute a key may be given, at most. */
export const requestsPerMinuteMax = 1_000_000

/** The operator token is missing, wrong, or the operator surface is disabled (no `OPERATOR_TOKEN`). */
export class OperatorUnauthorized extends Schema.TaggedError<OperatorUnauthorized>()("OperatorUnauthorized", {
  message: Schema.String
}) {}

/** The storage did not answer; nothing is known to have changed. */
export class OperatorStorageUnavailable extends Schema.TaggedError<OperatorStorageUnavailable>()(
  "OperatorStorageUnavailable",
  { message: Schema.String }
) {}

/** Operator authentication: `Authorization: Bearer <OPERATOR_TOKEN>` on the HTTP request. */
export class OperatorAuth extends RpcMiddleware.Service<OperatorAuth>()("OperatorAuth", {
  error: OperatorUnauthorized
}) {}

export const Email = Schema.String.check(
  Schema.isTrimmed(),
  Schema.isMaxLength(320),
  Schema.isPattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: "expected an e-mail address" })
)

export const Name = Schema.String.check(Schema.isTrimmed(), Schema.isMinLength(1), Schema.isMaxLength(200))

/** An IP allowlist entry: an address or CIDR range. */
export const IpEntry = Schema.String.check(
  Schema.makeFilter((entry) => Auth.IpAllowlist.isValidEntry(entry), {
    message: "expected an IP address or CIDR range"
  })
)

export const RequestsPerMinute = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: requestsPerMinuteMax }))

/** A merchant as the operator sees it. */
export const MerchantView = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  email: Schema.String,
  flags: Accounts.MerchantFlags,
  createdAt: Schema.Date
})
export type MerchantView = typeof MerchantView.Type

/** An API key as the operator sees it: never its secret, never its hash. */
export const ApiKeyView = Schema.Struct({
  id: Schema.String,
  accountId: Schema.String,
  name: Schema.String,
  /** The last characters of the secret, to tell keys apart. */
  hint: Schema.String,
  rail: Schema.Literal("PADRAO"),
  permissions: Schema.Array(Auth.Permission),
  ipAllowlist: Schema.Array(Schema.String),
  requestsPerMinute: Schema.Int,
  revoked: Schema.Boolean,
  createdAt: Schema.Date
})
export type ApiKeyView = typeof ApiKeyView.Type

/** A new key: its secret, shown this once, and its record. */
export const CreatedApiKey = Schema.Struct({ secret: Schema.String, key: ApiKeyView })

const AccountIdField = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64))
const KeyIdField = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64))

const MerchantErrors = Schema.Union([
  Accounts.MerchantNotFound,
  Accounts.MerchantEmailTaken,
  Accounts.MerchantAlreadyExists,
  OperatorStorageUnavailable
])
const KeyErrors = Schema.Union([Accounts.MerchantNotFound, ApiKeys.ApiKeyNotFound, OperatorStorageUnavailable])

/** A new account-wide webhook endpoint: its secret, shown this once, and its record. */
export const CreatedWebhookEndpoint = Schema.Struct({ secret: Schema.String, endpoint: Webhooks.WebhookEndpointView })

/** A page of an account's webhook endpoints: every key's and the account-wide ones. */
export const WebhookEndpointPage = Schema.Struct({
  items: Schema.Array(Webhooks.WebhookEndpointView),
  page: Schema.Int,
  pageSize: Schema.Int,
  total: Schema.Int,
  pages: Schema.Int
})

const WebhookErrors = Schema.Union([
  Accounts.MerchantNotFound,
  Webhooks.InvalidWebhookUrl,
  Webhooks.ForbiddenWebhookAddress,
  Webhooks.WebhookHostUnresolvable,
  Webhooks.InvalidWebhookEvents,
  Webhooks.InvalidWebhookInput,
  Webhooks.WebhookEndpointLimitReached,
  OperatorStorageUnavailable
])

/** A merchant's dashboard user as the operator sees it: never its password hash. */
export const MerchantUserView = Schema.Struct({
  id: Schema.String,
  accountId: Schema.String,
  email: Schema.String,
  createdAt: Schema.Date
})

/** A mail the sandbox mailer kept. */
export const MailView = Schema.Struct({
  id: Schema.String,
  to: Schema.String,
  subject: Schema.String,
  text: Schema.String,
  createdAt: Schema.Date
})

const UserErrors = Schema.Union([
  Accounts.MerchantNotFound,
  Portal.MerchantUserEmailTaken,
  Portal.Password.WeakPassword,
  Portal.InvalidPortalInput,
  OperatorStorageUnavailable
])

/**
 * The operator surface (DESIGN §11): merchants, their flags and their API keys. Served by the API app at
 * `/operator/rpc`; the CLI is its typed client.
 */
export class OperatorRpcs extends RpcGroup.make(
  Rpc.make("merchants.create", {
    payload: { email: Email, name: Name },
    success: MerchantView,
    error: MerchantErrors
  }),
  Rpc.make("merchants.list", {
    payload: {
      afterId: Schema.optional(AccountIdField),
      limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: Accounts.merchantsPageMax })))
    },
    success: Schema.Array(MerchantView),
    error: OperatorStorageUnavailable
  }),
  Rpc.make("merchants.setFlags", {
    payload: { accountId: AccountIdField, flags: Accounts.MerchantFlags },
    success: MerchantView,
    error: MerchantErrors
  }),
  Rpc.make("keys.create", {
    payload: {
      accountId: AccountIdField,
      name: Name,
      permissions: Schema.Array(Auth.Permission).check(
        Schema.isMinLength(1),
        Schema.isMaxLength(Auth.permissionsPerKeyMax)
      ),
      ipAllowlist: Schema.optional(Schema.Array(IpEntry).check(Schema.isMaxLength(Auth.ipAllowlistMax))),
      requestsPerMinute: Schema.optional(RequestsPerMinute)
    },
    success: CreatedApiKey,
    error: KeyErrors
  }),
  Rpc.make("keys.list", {
    payload: { accountId: AccountIdField },
    success: Schema.Array(ApiKeyView),
    error: KeyErrors
  }),
  Rpc.make("keys.revoke", {
    payload: { accountId: AccountIdField, keyId: KeyIdField },
    success: ApiKeyView,
    error: KeyErrors
  }),
  Rpc.make("keys.setLimit", {
    payload: { accountId: AccountIdField, keyId: KeyIdField, requestsPerMinute: RequestsPerMinute },
    success: ApiKeyView,
    error: KeyErrors
  }),
  Rpc.make("webhooks.create", {
    payload: {
      accountId: AccountIdField,
      url: Schema.String,
      description: Schema.optional(Schema.String),
      events: Schema.Array(Schema.String)
    },
    success: CreatedWebhookEndpoint,
    error: WebhookErrors
  }),
  Rpc.make("users.create", {
    payload: { accountId: AccountIdField, email: Email, password: Schema.String.check(Schema.isMaxLength(128)) },
    success: MerchantUserView,
    error: UserErrors
  }),
  Rpc.make("mails.list", {
    payload: {
      to: Schema.optional(Email),
      limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: Mailer.mailsPageMax })))
    },
    success: Schema.Array(MailView),
    error: OperatorStorageUnavailable
  }),
  Rpc.make("webhooks.list", {
    payload: { accountId: AccountIdField, page: Schema.optional(Schema.Int), pageSize: Schema.optional(Schema.Int) },
    success: WebhookEndpointPage,
    error: WebhookErrors
  })
).middleware(OperatorAuth) {}
