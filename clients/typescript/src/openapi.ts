// Generated from apps/api/openapi.snapshot.json by `npm run generate -w @trilho/client`: do not edit.
export interface paths {
  "/v1/health": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Check the API and its database
     * @description Answers 200 when the process is up and its database answers a query; 503 `STORAGE_UNAVAILABLE` otherwise. Meant for load balancers and uptime checks; it is not rate limited per key.
     *
     *     **Access:** public, no credentials.
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["system.health"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/me": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Read the account of the API key
     * @description The merchant account the key belongs to (not the person who made the key): its id, name and e-mail. A quick way to check that a key works and which account it reaches.
     *
     *     **Permission:** `account/me`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["me.me"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/payment-pix/create": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Create a PIX charge (QR code)
     * @description Creates a dynamic PIX charge and answers its BR Code (`copyPaste`), QR image (`qrCodeBase64`, only in this answer) and hosted page (`qrcodeUrl`). The charge is `PENDING` until paid (`payment.paid`, `COMPLETED`) or expired (`payment.pix.expired`, `CANCELED`).
     *
     *     - `amount`: reais, more than 0, at most 2 decimals (400 `VALIDATION_ERROR`). With `coverFee: false` (default) it is what the payer pays; with `coverFee: true` it is the net you want and the payer pays the fee on top.
     *     - `expirationSeconds`: 60 to 604800, default 86400 (24 h).
     *     - `externalReference`: your id, unique per account: the same body again returns the existing charge, another body is a 409 `EXTERNAL_REFERENCE_CONFLICT`.
     *     - `subaccountId` credits the net to a subaccount (needs the subaccount flags: 403 `FEATURE_NOT_ENABLED`; the subaccount must receive: 400 `SUBACCOUNT_LOCKED`).
     *     - `splitUser` (a partner account's e-mail) and `splitTax` (0.01 to 100 percent of the net) split the net.
     *     - `emitFiscalInvoice` needs automatic invoices configured (400 `FEATURE_NOT_CONFIGURED`).
     *     - Idempotent with an `Idempotency-Key` header (same key and body within 24 h: the first answer again).
     *
     *     **Permission:** `payment-pix/create`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED`, `INVALID_IDEMPOTENCY_KEY`, `FEE_EXCEEDS_AMOUNT`, `AMOUNT_OUT_OF_RANGE`, `INVALID_SPLIT_USER`, `FEATURE_NOT_CONFIGURED`, `SUBACCOUNT_LOCKED` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED`, `FEATURE_NOT_ENABLED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `IDEMPOTENCY_KEY_IN_USE`, `EXTERNAL_REFERENCE_CONFLICT` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 422 | `IDEMPOTENCY_KEY_REUSED` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE`, `PIX_NETWORK_UNAVAILABLE` |
     */
    post: operations["charges.create"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/payment-pix/get/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Read a PIX charge
     * @description The full record of a charge of this account, by its `id`. A pending charge carries `copyPaste` and `qrcodeUrl` but not `qrCodeBase64` (only the create answer has the image). A charge of another account is a 404, as is an unknown id.
     *
     *     **Permission:** `payment-pix/get`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["charges.get"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/payment-pix/get-by-reference/{externalReference}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Read a PIX charge by your reference
     * @description The same record as `get`, found by the `externalReference` you gave at creation (exact match). 404 when no charge of this account has it.
     *
     *     **Permission:** `payment-pix/get`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["charges.getByReference"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/payment-pix/status/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Poll the status of a PIX charge
     * @description A lean answer for polling: `status`, `amount`, `expiresAt`, `completedAt` and, once paid, `endToEndId`. Poll no faster than every few seconds (100 requests a minute per key), or use webhooks or the realtime gateway.
     *
     *     **Permission:** `payment-pix/status`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["charges.status"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/payment-pix/list": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List PIX charges
     * @description The account's PIX charges (`PIX_IN` only), newest first, paged (`page` from 1, `pageSize` default 50, at most 100). Filters: `dateFrom`, `dateTo`, `status`, `externalReference`, `search`, `subaccountId`.
     *
     *     **Permission:** `payment-pix/list`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED`, `FEATURE_NOT_ENABLED` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["charges.list"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/account/balance": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Read the balance
     * @description The balance of the account in reais. `padrao.available` is the settled money, PIX deposits of the last 24 h included; `padrao.locked24h` is the part of it still inside the 24 h lock (`nextUnlockAt` says when the oldest unlocks) and `padrao.withdrawable` what PIX out and internal transfers may spend now. `pending` is money not settled yet; `blockedAmount` the part of `availableAmount` held by MED disputes, never withdrawable. A refund may spend locked money (it returns it to its payer).
     *
     *     **Permission:** `account/balance`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["account.balance"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/account/transactions": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List the transaction records of the account
     * @description Every transaction of the account, one record each in its type's lean form, with its own status (`PENDING`, `PROCESSING`, `COMPLETED`, `FAILED`, `CANCELED`, `REVERSED`): PIX received (`PIX_IN`, with its latest refund's block), PIX sent (`PIX_OUT`; a failed one is one `FAILED` record), refunds (`REFUND`: `amount` the debit, `feeAmount` the exit fee, `netAmount` what the payer gets back, `transactionId` the refunded deposit; a requested refund is `PENDING`), both sides of internal transfers (`INTERNAL_TRANSFER_OUT` on the sender, `INTERNAL_TRANSFER_IN` with the same `pairId` on the receiver) and the credits other transactions make (`SPLIT_IN`, a split partner's share; `SUBACCOUNT_PROFIT`, a subaccount charge's profit). Newest first, paged (`page` from 1, `pageSize` default 50, at most 100). Filters: `dateFrom` and `dateTo` on `createdAt` (ISO 8601), `status`, `externalReference` (exact), `search` (part of the id, description, reference, `endToEndId`, `referenceId`, PIX key, `refundId` or `pairId`) and `subaccountId` (or `merchantSubaccountId`: the subaccount's charges, PIX sent and refunds). `GET /account/statement` lists the ledger movements instead. A malformed filter is a 400 `VALIDATION_ERROR` naming it.
     *
     *     **Permission:** `account/transactions`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED`, `FEATURE_NOT_ENABLED` |
     *     | 404 | `NOT_FOUND` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["account.transactions"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/account/statement": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Read the statement of the account
     * @description The account's statement: its received PIX charges and every ledger movement of its other transactions (PIX out and the return of a failed one, refunds and the return of a failed one, internal transfers, splits, subaccount profit), each as the ledger moved money, newest first, paged (`page` from 1, `pageSize` default 50, at most 100); `GET /account/transactions` lists the transaction records instead. Filters: `dateFrom` and `dateTo` on `createdAt` (ISO 8601), `status`, `externalReference` (exact), `search` (part of the id, description, reference, `endToEndId`, `referenceId` or PIX key) and `subaccountId` (or `merchantSubaccountId`). A malformed filter is a 400 `VALIDATION_ERROR` naming it.
     *
     *     **Permission:** `account/statement`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED`, `FEATURE_NOT_ENABLED` |
     *     | 404 | `NOT_FOUND` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["account.statement"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/sandbox/payment-pix/{id}/pay": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Pay a charge as the payer would
     * @description Pays a `PENDING` charge of this account through the simulated network: it becomes `COMPLETED` with the `payer` given (or a default one) and an `endToEndId`, and `payment.paid` is written. An expired charge is a 409 `CHARGE_EXPIRED`, one already paid or failed a 409 `INVALID_STATE_TRANSITION`. Sandbox mode only (elsewhere the route is a 404).
     *
     *     **Permission:** `sandbox/pay`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED`, `SANDBOX_INVALID_INPUT` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `CHARGE_EXPIRED`, `INVALID_STATE_TRANSITION`, `PAID_AMOUNT_MISMATCH` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["sandbox.pay"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/sandbox/payment-pix/{id}/fail": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Fail a charge
     * @description Makes a `PENDING` charge `FAILED` (`payment.failed`), with an optional `reason`. Sandbox mode only (elsewhere the route is a 404).
     *
     *     **Permission:** `sandbox/fail`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED`, `SANDBOX_INVALID_INPUT` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `INVALID_STATE_TRANSITION` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["sandbox.fail"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/sandbox/clock/advance": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Advance the sandbox clock
     * @description Moves the platform's clock forward by `seconds` (positive, bounded: 400 `INVALID_CLOCK_ADVANCE`), so that expiry, the 24 h lock, schedules and webhook retries happen now. The clock never goes back. Sandbox mode only (elsewhere the route is a 404).
     *
     *     **Permission:** `sandbox/clock`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED`, `INVALID_CLOCK_ADVANCE` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["sandbox.advance"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/sandbox/clock": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Read the sandbox clock
     * @description The sandbox's current time and how far it was advanced. Sandbox mode only (elsewhere the route is a 404).
     *
     *     **Permission:** `sandbox/clock`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["sandbox.clock"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/webhooks/create": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Register a webhook endpoint
     * @description Registers an HTTPS `url` to receive the listed `events` (1 to 80 names, 400 `INVALID_WEBHOOK_EVENTS`). The answer carries the signing `secret` (`whsec_…`) once: keep it to check each delivery's `x-service-signature: sha256=<hex>` (HMAC-SHA256 of the raw body).
     *
     *     - The URL must be HTTPS, without credentials, at most 2048 characters (400 `INVALID_WEBHOOK_URL`), and its host must not be or resolve to a private, loopback or metadata address (400 `WEBHOOK_ADDRESS_FORBIDDEN`).
     *     - An endpoint made with a key receives the events of what that key created; at most 100 endpoints per account (400 `WEBHOOK_ENDPOINT_LIMIT`).
     *
     *     **Permission:** `webhooks/create`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED`, `INVALID_WEBHOOK_URL`, `WEBHOOK_ADDRESS_FORBIDDEN`, `WEBHOOK_HOST_UNRESOLVABLE`, `INVALID_WEBHOOK_EVENTS`, `WEBHOOK_ENDPOINT_LIMIT` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["webhooks.create"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/webhooks/get/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Read a webhook endpoint
     * @description The endpoint by id (never its secret); 404 for an unknown id or another account's.
     *
     *     **Permission:** `webhooks/get`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["webhooks.get"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/webhooks/list": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List webhook endpoints
     * @description The account's webhook endpoints, paged (`pageSize` at most 100).
     *
     *     **Permission:** `webhooks/list`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["webhooks.list"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/webhooks/update/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    /**
     * Change a webhook endpoint
     * @description Changes any of `url`, `description`, `events` and `status` (`ACTIVE` or `DISABLED`: a disabled endpoint gets no deliveries). The URL and event rules of `create` apply.
     *
     *     **Permission:** `webhooks/update`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED`, `INVALID_WEBHOOK_URL`, `WEBHOOK_ADDRESS_FORBIDDEN`, `WEBHOOK_HOST_UNRESOLVABLE`, `INVALID_WEBHOOK_EVENTS` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `INVALID_STATE_TRANSITION` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    patch: operations["webhooks.update"]
    trace?: never
  }
  "/v1/webhooks/delete/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Delete a webhook endpoint
     * @description Removes the endpoint; deliveries not yet made are dropped. Answers the endpoint as it was.
     *
     *     **Permission:** `webhooks/delete`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    delete: operations["webhooks.delete"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/webhooks/test/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Send a test event to a webhook endpoint
     * @description Writes a `webhook.test` event delivered to this endpoint only, signed like any other: a way to check your receiver and its signature check. Follow it under `webhooks/deliveries`.
     *
     *     **Permission:** `webhooks/test`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `INVALID_STATE_TRANSITION` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["webhooks.test"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/webhooks/rotate-secret/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Rotate a webhook endpoint's secret
     * @description Draws a new signing secret, answered once. During `graceSeconds` (optional) deliveries are signed with both the old and the new secret, so receivers can switch without losing events.
     *
     *     **Permission:** `webhooks/rotate-secret`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["webhooks.rotateSecret"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/events": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List past events
     * @description The account's events in order (`order=asc` from the oldest, default newest first), each with the state of its webhook deliveries. Filters: `type` (event name), `dateFrom`, `dateTo`, `scope` (`key`: events of what this key created; `account`: all). Paged (`pageSize` at most 100). A client back from being offline reads what it missed here.
     *
     *     **Permission:** `events/list`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["events.list"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/events/{id}/redeliver": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Deliver an event again
     * @description Queues a new delivery of the event to every endpoint subscribed to it, or only to `endpointId`. The receiver sees the same event id (`x-service-delivery` is new): deduplicate on it.
     *
     *     **Permission:** `events/redeliver`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `INVALID_STATE_TRANSITION` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["events.redeliverEvent"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/webhooks/deliveries/{endpointId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List an endpoint's deliveries
     * @description The deliveries to one endpoint, newest first, with each attempt (status code, duration, error). A delivery not answered with a 2xx is retried after 1 min, 5 min, 15 min, 1 h and 4 h, then `FAILED`.
     *
     *     **Permission:** `webhooks/deliveries`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["events.deliveries"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/webhooks/redeliver/{deliveryId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Retry a delivery now
     * @description Sends a delivery again at once (a `FAILED` one too), with the same delivery id; its attempts log grows.
     *
     *     **Permission:** `webhooks/redeliver`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `INVALID_STATE_TRANSITION` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["events.redeliver"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/transfer-internal/create": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Transfer to another account of the platform
     * @description Moves money at once to another account of this platform, named by its `recipientEmail`. No fee. The answer is the sender's `INTERNAL_TRANSFER_OUT` record, already `COMPLETED`; the recipient gets an `INTERNAL_TRANSFER_IN` with the same `pairId` (events `transfer.internal.completed` and `transfer.internal.received`).
     *
     *     - Spends only the `withdrawable` balance (400 `INSUFFICIENT_FUNDS`), within the limits (400 `LIMIT_EXCEEDED`).
     *     - Your own account is refused (400 `INVALID_RECIPIENT`), an e-mail with no account too (400 `RECIPIENT_NOT_FOUND`).
     *     - `externalReference` is unique per account (same body: the existing transfer; another: 409). Idempotent with an `Idempotency-Key` header.
     *
     *     **Permission:** `transfer-internal/create`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED`, `INVALID_IDEMPOTENCY_KEY`, `INVALID_RECIPIENT`, `RECIPIENT_NOT_FOUND`, `INSUFFICIENT_FUNDS`, `LIMIT_EXCEEDED` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `IDEMPOTENCY_KEY_IN_USE`, `EXTERNAL_REFERENCE_CONFLICT` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 422 | `IDEMPOTENCY_KEY_REUSED` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["transferInternal.create"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/transfer-internal/get/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Read an internal transfer
     * @description One side of an internal transfer, by its id (`ito_…` sent, `iti_…` received); 404 for an unknown id or another account's.
     *
     *     **Permission:** `transfer-internal/get`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["transferInternal.get"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/transfer-internal/list": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List internal transfers
     * @description The account's internal transfers, sent and received, newest first, paged (`pageSize` at most 100). Filters: `dateFrom`, `dateTo`, `status`, `externalReference`, `search`.
     *
     *     **Permission:** `transfer-internal/list`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["transferInternal.list"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/transfer-pix/create": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Send a PIX
     * @description Sends money out of the account by PIX, to a PIX key (`pixKey` with `pixKeyType`: `CPF`, `CNPJ`, `EMAIL`, `TELEFONE`, `CHAVE_ALEATORIA`) or to a BR Code (`pixCopyPaste`, paying someone's QR). The transfer starts `PENDING` (`transfer.created`, maybe with `securityReview.pending`) and ends `COMPLETED` with its `recipient` (`transfer.completed`) or `FAILED`, the money back (`transfer.failed`).
     *
     *     - `amount` in reais; with `coverFee: true` (default) it is what the recipient gets and the fee is debited on top, with `false` it is the total debited. A BR Code that fixes an amount must match it (400 `BR_CODE_AMOUNT_MISMATCH`); a charge of this platform already paid or expired is a 409 `CHARGE_NOT_PAYABLE`.
     *     - Spends only the `withdrawable` balance (400 `INSUFFICIENT_FUNDS`), within the limits (400 `LIMIT_EXCEEDED`).
     *     - `subaccountId` sends from a subaccount (needs the subaccount flags, 403 `FEATURE_NOT_ENABLED`).
     *     - `externalReference` is unique per account (same body: the existing transfer; another: 409). Idempotent with an `Idempotency-Key` header.
     *
     *     **Permission:** `transfer-pix/create`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED`, `INVALID_IDEMPOTENCY_KEY`, `INVALID_PIX_KEY`, `INVALID_BR_CODE`, `BR_CODE_AMOUNT_MISMATCH`, `FEE_EXCEEDS_AMOUNT`, `INSUFFICIENT_FUNDS`, `LIMIT_EXCEEDED`, `SUBACCOUNT_LOCKED` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED`, `FEATURE_NOT_ENABLED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `IDEMPOTENCY_KEY_IN_USE`, `CHARGE_NOT_PAYABLE`, `EXTERNAL_REFERENCE_CONFLICT` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 422 | `IDEMPOTENCY_KEY_REUSED` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE`, `PIX_NETWORK_UNAVAILABLE` |
     */
    post: operations["transferPix.create"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/transfer-pix/get/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Read a PIX transfer
     * @description The full record of a PIX transfer of this account, by id; 404 for an unknown id or another account's.
     *
     *     **Permission:** `transfer-pix/get`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["transferPix.get"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/transfer-pix/status/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Poll the status of a PIX transfer
     * @description A lean answer for polling: `status`, `amount`, `completedAt`, `endToEndId` and `securityReview`.
     *
     *     **Permission:** `transfer-pix/status`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["transferPix.status"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/transfer-pix/list": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List PIX transfers
     * @description The account's PIX transfers (`PIX_OUT` only), newest first, paged (`pageSize` at most 100), with the same filters as the charge list.
     *
     *     **Permission:** `transfer-pix/list`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED`, `FEATURE_NOT_ENABLED` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["transferPix.list"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/payouts/create": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Send a PIX (payouts alias)
     * @description Sends money out of the account by PIX (legacy alias of `transfer-pix`), to a PIX key (`pixKey` with `pixKeyType`: `CPF`, `CNPJ`, `EMAIL`, `TELEFONE`, `CHAVE_ALEATORIA`) or to a BR Code (`pixCopyPaste`, paying someone's QR). The transfer starts `PENDING` (`transfer.created`, maybe with `securityReview.pending`) and ends `COMPLETED` with its `recipient` (`transfer.completed`) or `FAILED`, the money back (`transfer.failed`).
     *
     *     - `amount` in reais; with `coverFee: true` (default) it is what the recipient gets and the fee is debited on top, with `false` it is the total debited. A BR Code that fixes an amount must match it (400 `BR_CODE_AMOUNT_MISMATCH`); a charge of this platform already paid or expired is a 409 `CHARGE_NOT_PAYABLE`.
     *     - Spends only the `withdrawable` balance (400 `INSUFFICIENT_FUNDS`), within the limits (400 `LIMIT_EXCEEDED`).
     *     - `subaccountId` sends from a subaccount (needs the subaccount flags, 403 `FEATURE_NOT_ENABLED`).
     *     - `externalReference` is unique per account (same body: the existing transfer; another: 409). Idempotent with an `Idempotency-Key` header.
     *
     *     **Permission:** `payouts/create`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED`, `INVALID_IDEMPOTENCY_KEY`, `INVALID_PIX_KEY`, `INVALID_BR_CODE`, `BR_CODE_AMOUNT_MISMATCH`, `FEE_EXCEEDS_AMOUNT`, `INSUFFICIENT_FUNDS`, `LIMIT_EXCEEDED`, `SUBACCOUNT_LOCKED` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED`, `FEATURE_NOT_ENABLED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `IDEMPOTENCY_KEY_IN_USE`, `CHARGE_NOT_PAYABLE`, `EXTERNAL_REFERENCE_CONFLICT` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 422 | `IDEMPOTENCY_KEY_REUSED` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE`, `PIX_NETWORK_UNAVAILABLE` |
     */
    post: operations["payouts.create"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/payouts/get/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Read a PIX transfer (payouts alias)
     * @description The full record of a PIX transfer of this account (legacy alias of `transfer-pix`), by id; 404 for an unknown id or another account's.
     *
     *     **Permission:** `payouts/get`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["payouts.get"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/payouts/status/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Poll the status of a PIX transfer (payouts alias)
     * @description A lean answer for polling (legacy alias of `transfer-pix`): `status`, `amount`, `completedAt`, `endToEndId` and `securityReview`.
     *
     *     **Permission:** `payouts/status`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["payouts.status"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/payouts/list": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List PIX transfers (payouts alias)
     * @description The account's PIX transfers (`PIX_OUT` only) (legacy alias of `transfer-pix`), newest first, paged (`pageSize` at most 100), with the same filters as the charge list.
     *
     *     **Permission:** `payouts/list`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED`, `FEATURE_NOT_ENABLED` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["payouts.list"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/transfer-scheduled/create": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Schedule a transfer
     * @description Creates a schedule that pays `payload` by itself. `triggerType` chooses when:
     *
     *     - `ONCE` at `scheduledAt` (ISO 8601 with its offset, in the future);
     *     - `RECURRING` on `recurrenceRule`: `interval` `daily`, `weekly` (`dayOfWeek` 0 Sunday to 6), `monthly` (`dayOfMonth` 1 to 31; a shorter month runs on its last day) or `custom_days` (every `customDays` days from the day of creation), at local `time` HH:MM in `timezone` (default `America/Sao_Paulo`);
     *     - `BALANCE_THRESHOLD` when the withdrawable balance reaches `balanceThreshold` (reais): it fires once, and again only after the balance went below the threshold and reached it again.
     *     `payload.method`: `pix_padrao` / `pix_livre` (`pixKey`, `pixKeyType`, optional `subaccountId`), `interna` (`recipientEmail`), `cripto` (refused with 400 `METHOD_NOT_AVAILABLE` until crypto withdrawals exist). `maxRuns` caps the runs of recurring and threshold schedules. Every problem of the body is named at once (400 `VALIDATION_ERROR`); a 21st active schedule is 400 `SCHEDULE_LIMIT_REACHED`.
     *     Each run is a PIX or internal transfer like the API's own (fees, limits, `transfer.*` events), with the `externalReference` `<schedule id>@<due time>`, so a due time is never paid twice. A refused run (for instance short of money) moves the schedule to `failed` with `lastFailure`; update it to `active` to resume.
     *
     *     **Permission:** `transfer-scheduled/create`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED`, `METHOD_NOT_AVAILABLE`, `SCHEDULE_LIMIT_REACHED` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["transferScheduled.create"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/transfer-scheduled/list": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List scheduled transfers
     * @description The account's schedules, newest first, as `{items}` (the active ones and the latest others, 100 at most).
     *
     *     **Permission:** `transfer-scheduled/list`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["transferScheduled.list"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/transfer-scheduled/get/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Read a scheduled transfer
     * @description One schedule by id: its rule in words (`scheduleLabel`), the next run (`nextRunAt`, or `-` when none is due), the runs made. 404 `NOT_FOUND` (with `success: false`) for an unknown id or another account's schedule.
     *
     *     **Permission:** `transfer-scheduled/get`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["transferScheduled.get"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/transfer-scheduled/update/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Pause, resume or change a scheduled transfer
     * @description `status: "paused"` pauses (no run is due while paused); `status: "active"` resumes a paused or failed schedule (it counts against the 20 active; the next run is computed from now). The other fields replace the schedule's own: `label`, `payload` (as a whole), `maxRuns` (above the runs made), and the fields of its trigger type (`scheduledAt`, `recurrenceRule` or `balanceThreshold`).
     *     A completed schedule cannot change (409 `INVALID_STATE_TRANSITION`). 404 `NOT_FOUND` (with `success: false`) for an unknown id or another account's schedule.
     *
     *     **Permission:** `transfer-scheduled/update`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED`, `SCHEDULE_LIMIT_REACHED`, `METHOD_NOT_AVAILABLE` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `INVALID_STATE_TRANSITION`, `CONCURRENT_UPDATE` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["transferScheduled.update"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/transfer-scheduled/cancel/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Cancel a scheduled transfer
     * @description Ends the schedule: it runs no more and shows `completed` (the status list has no canceled). A run already being paid finishes. 404 `NOT_FOUND` (with `success: false`) for an unknown id or another account's schedule.
     *
     *     **Permission:** `transfer-scheduled/cancel`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `INVALID_STATE_TRANSITION`, `CONCURRENT_UPDATE` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["transferScheduled.cancel"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/transfer-scheduled/run-now/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Run a scheduled transfer now
     * @description Pays the schedule's payload once now, outside its rule (the next regular run stays as it was), and counts it. `run.outcome` says whether it was paid (`transferId`) or refused (`reason`; the schedule is then `failed`). Send an `Idempotency-Key` to make a retry safe. 404 `NOT_FOUND` (with `success: false`) for an unknown id or another account's schedule.
     *
     *     **Permission:** `transfer-scheduled/run-now`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_IDEMPOTENCY_KEY` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `IDEMPOTENCY_KEY_IN_USE`, `INVALID_STATE_TRANSITION`, `CONCURRENT_UPDATE` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 422 | `IDEMPOTENCY_KEY_REUSED` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["transferScheduled.runNow"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/sandbox/transfers/{id}/approve": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Approve a PIX transfer under security review
     * @description Releases a `PENDING` transfer held for anti-fraud review (`securityReview.pending`) to the network. Sandbox mode only (elsewhere the route is a 404).
     *
     *     **Permission:** `sandbox/approve`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `INVALID_STATE_TRANSITION` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["sandboxTransfers.approve"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/sandbox/transfers/{id}/refuse": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Refuse a PIX transfer under security review
     * @description Refuses a transfer held for review: it becomes `FAILED` and the money returns (`transfer.failed`). Sandbox mode only (elsewhere the route is a 404).
     *
     *     **Permission:** `sandbox/refuse`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `INVALID_STATE_TRANSITION` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["sandboxTransfers.refuse"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/sandbox/transfers/{id}/settle": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Settle a PIX transfer
     * @description Completes a `PENDING` transfer as the network would: `COMPLETED` with its `recipient` (`transfer.completed`). Sandbox mode only (elsewhere the route is a 404).
     *
     *     **Permission:** `sandbox/settle`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED`, `SANDBOX_INVALID_INPUT` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `INVALID_STATE_TRANSITION` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["sandboxTransfers.settle"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/sandbox/transfers/{id}/fail": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Fail a PIX transfer
     * @description Fails a `PENDING` transfer: `FAILED`, the amount and fee back in the balance (`transfer.failed`). Sandbox mode only (elsewhere the route is a 404).
     *
     *     **Permission:** `sandbox/fail`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `INVALID_STATE_TRANSITION` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["sandboxTransfers.fail"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/refunds/create": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Refund a received PIX deposit
     * @description Asks the PIX network to return a deposit to its payer, in full (partial refunds do not exist). Name the deposit by `transactionId` or by `e2eId` (one of them). The answer is the deposit with its `refund` block `REQUESTED`; `refund.completed` (deposit `REVERSED`) or `refund.failed` follow.
     *
     *     - The deposit must be `COMPLETED`, have an `endToEndId` and belong to the named `subaccountId` when one is given (400 `DEPOSIT_NOT_REFUNDABLE`); one refund per deposit (400 `ALREADY_REFUNDED`).
     *     - The refund debits the deposit's net plus the exit fee, locked money included (400 `INSUFFICIENT_FUNDS`).
     *     - `refundId` is your id of the refund: repeated with the same body it returns the same refund, with another body a 409 `REFUND_ID_CONFLICT`.
     *     - Idempotent with an `Idempotency-Key` header.
     *
     *     **Permission:** `refunds/create`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED`, `INVALID_IDEMPOTENCY_KEY`, `DEPOSIT_NOT_REFUNDABLE`, `ALREADY_REFUNDED`, `INSUFFICIENT_FUNDS` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED`, `FEATURE_NOT_ENABLED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `IDEMPOTENCY_KEY_IN_USE`, `REFUND_ID_CONFLICT` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 422 | `IDEMPOTENCY_KEY_REUSED` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE`, `PIX_NETWORK_UNAVAILABLE` |
     */
    post: operations["refunds.create"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/refunds/get/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Read a refund
     * @description The refunded deposit with its `refund` block, found by the deposit's id, the `refundId` or the deposit's `e2eId`. 404 when none of this account matches.
     *
     *     **Permission:** `refunds/get`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["refunds.get"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/refunds/list": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List refunds
     * @description Deposits of the account that have a refund, newest refund first, paged (`pageSize` at most 100). Filters: `dateFrom`, `dateTo`, `status` (of the refund: `REQUESTED`, `COMPLETED`, `FAILED`), `nature`, `search`, `subaccountId`.
     *
     *     **Permission:** `refunds/list`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED`, `FEATURE_NOT_ENABLED` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["refunds.list"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/sandbox/refunds/{id}/complete": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Complete a refund
     * @description Completes a `REQUESTED` refund: the deposit is `REVERSED` (`refund.completed`, `payment.refunded`). Sandbox mode only (elsewhere the route is a 404).
     *
     *     **Permission:** `sandbox/refunds`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `INVALID_STATE_TRANSITION` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["sandboxRefunds.complete"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/sandbox/refunds/{id}/fail": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Fail a refund
     * @description Fails a `REQUESTED` refund: the money returns to the balance (`refund.failed`). Sandbox mode only (elsewhere the route is a 404).
     *
     *     **Permission:** `sandbox/refunds`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `INVALID_STATE_TRANSITION` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["sandboxRefunds.fail"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/meds/list": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List MED disputes
     * @description The account's disputes, newest first, paged (`page`, `pageSize` up to 100, default 50), filtered by `status`, the creation dates (`dateFrom`, `dateTo`: ISO 8601; a date alone is its whole UTC day) and the exact `protocol`.
     *
     *     **Permission:** `meds/list`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["meds.list"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/meds/get/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Read a MED dispute
     * @description One dispute by its `id` or its `protocol`: what the payer claims (`amount`), what the account holds for it (`blockedAmount`, less than `amount` while the account lacks the money: the rest is blocked as money arrives), what went back to the payer (`returnedAmount`), the deadline for evidence and the evidence sent (files by name, type, size and SHA-256, never their bytes). 404 `NOT_FOUND` for an unknown id or protocol, or another account's dispute.
     *
     *     **Permission:** `meds/get`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["meds.get"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/meds/{id}/evidence": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Send evidence for a MED dispute
     * @description The merchant's defence of an `OPEN` dispute, which moves it to `UNDER_REVIEW` (`med.evidence_sent`). As JSON (`justification`, `proofs`, `analysis`) or as `multipart/form-data` with the same fields (`proofs` once per URL) and up to 5 files in the field `files`.
     *
     *     - `justification`: 10 to 2000 characters;
     *     - `proofs`: up to 10 public `https` URLs (no credentials, no private or local host); a `fraud` dispute needs one;
     *     - `analysis`: `aceito` or `rejeitado`, required for `fraud`, `coercion` and `other`, ignored for `account_takeover` and `fraudulent_access`;
     *     - `files`: PDF, JPG, PNG or WEBP as their content shows (a declared type must agree), 5 MB each; a larger file is a 413 `PAYLOAD_TOO_LARGE` naming `files`.
     *     A broken rule is a 400 `VALIDATION_ERROR` naming the field. While the account's automatic contest is on (the default: disputes above 50 BRL get a generated defence as they open) the route answers 403 `AUTOMATIC_CONTEST_ACTIVE`; evidence on a dispute that is not `OPEN` is a 409 `INVALID_STATE_TRANSITION`. 404 `NOT_FOUND` for an unknown id or protocol, or another account's dispute.
     *
     *     **Permission:** `meds/evidence`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED`, `AUTOMATIC_CONTEST_ACTIVE` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `INVALID_STATE_TRANSITION`, `CONCURRENT_UPDATE` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["meds.evidence"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/sandbox/meds/open": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Open a MED dispute
     * @description The payer's PSP reports a paid PIX deposit of this account (`transactionId`): a dispute of `type` opens for `amount` (reais, up to the deposit's; all of it by default), blocks that much of the receiving account's money (what it lacks is owed) and writes `med.created`. With the automatic contest on and an amount above 50 BRL the generated defence is sent at once (`UNDER_REVIEW`, `med.evidence_sent`). A deposit that is not a paid PIX of the account is a 400 `MED_NOT_OPENABLE`; a second dispute on it a 409 `MED_ALREADY_OPENED`. Sandbox mode only (elsewhere the route is a 404).
     *
     *     **Permission:** `sandbox/meds`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED`, `MED_NOT_OPENABLE` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `MED_ALREADY_OPENED` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["sandboxMeds.open"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/sandbox/meds/{id}/decide": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Decide a MED dispute
     * @description Ends the analysis of a running dispute: `accept` (`ACCEPTED`: the blocked money returns to the payer), `reject` (`REJECTED`, only from `UNDER_REVIEW`) or `cancel` (`CANCELED`); the last two release the block. Writes `med.updated`; a finished dispute is a 409 `INVALID_STATE_TRANSITION`. Sandbox mode only (elsewhere the route is a 404).
     *
     *     **Permission:** `sandbox/meds`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `INVALID_STATE_TRANSITION`, `CONCURRENT_UPDATE` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["sandboxMeds.decide"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/sandbox/meds/{id}/expire": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Expire a MED dispute
     * @description The deadline of a running dispute passes without a decision: `EXPIRED`, the block released, `med.updated`. Sandbox mode only (elsewhere the route is a 404).
     *
     *     **Permission:** `sandbox/meds`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `INVALID_STATE_TRANSITION`, `CONCURRENT_UPDATE` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["sandboxMeds.expire"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/portal/setup": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Open a subaccount's portal login
     * @description Sets the operator's e-mail and password and makes the login `active` at once (no e-mail confirmation). The password needs 8+ characters with upper and lower case, a digit and a symbol (400 `WEAK_PASSWORD`); the e-mail is unique across the platform (409 `PORTAL_EMAIL_TAKEN`). Also reopens a revoked login. Name the subaccount by `id` or `externalReference`. Needs subaccounts enabled on the account (403 `FEATURE_NOT_ENABLED`).
     *
     *     **Permission:** `subaccount/portal/setup`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED`, `WEAK_PASSWORD` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED`, `FEATURE_NOT_ENABLED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `PORTAL_EMAIL_TAKEN` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["subaccountPortal.setup"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/portal/status": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Read the portal logins
     * @description The portal state of one subaccount (query `id` or `externalReference`), or of all of them without a query: `state` (`none`, `active`, `disabled`), e-mail, 2FA and last sign-in. Name the subaccount by `id` or `externalReference`. Needs subaccounts enabled on the account (403 `FEATURE_NOT_ENABLED`).
     *
     *     **Permission:** `subaccount/portal/get`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED`, `FEATURE_NOT_ENABLED` |
     *     | 404 | `NOT_FOUND` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["subaccountPortal.status"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/portal/update-email": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Change a portal login's e-mail
     * @description Replaces the operator's e-mail (unique across the platform, 409 `PORTAL_EMAIL_TAKEN`); the password stays. Name the subaccount by `id` or `externalReference`. Needs subaccounts enabled on the account (403 `FEATURE_NOT_ENABLED`).
     *
     *     **Permission:** `subaccount/portal/update-email`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED`, `FEATURE_NOT_ENABLED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `PORTAL_EMAIL_TAKEN`, `INVALID_STATE_TRANSITION` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["subaccountPortal.updateEmail"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/portal/revoke": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Revoke a portal login
     * @description Turns the login `disabled` and ends its sessions; `setup` opens it again. Name the subaccount by `id` or `externalReference`. Needs subaccounts enabled on the account (403 `FEATURE_NOT_ENABLED`).
     *
     *     **Permission:** `subaccount/portal/revoke`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED`, `FEATURE_NOT_ENABLED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `INVALID_STATE_TRANSITION` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["subaccountPortal.revoke"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/portal/reset-2fa": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Reset a portal login's two-factor authentication
     * @description Removes the operator's TOTP, so the next sign-in needs only the password and 2FA can be set up again. Name the subaccount by `id` or `externalReference`. Needs subaccounts enabled on the account (403 `FEATURE_NOT_ENABLED`).
     *
     *     **Permission:** `subaccount/portal/reset-2fa`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED`, `FEATURE_NOT_ENABLED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `INVALID_STATE_TRANSITION` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["subaccountPortal.reset2fa"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/auth/wallet/login": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Sign in to the operator portal
     * @description Exchanges an operator's e-mail and password (and `totpCode` once 2FA is on: 401 `TWO_FACTOR_REQUIRED` without it) for a portal session token scoped to one subaccount. Wrong credentials are a 401 `INVALID_CREDENTIALS` whatever was wrong; repeated failures from one address or for one e-mail are throttled (429 `LOGIN_THROTTLED` with `Retry-After`).
     *
     *     **Access:** public, no credentials.
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED`, `INVALID_TOTP_CODE` |
     *     | 401 | `INVALID_CREDENTIALS`, `TWO_FACTOR_REQUIRED`, `INVALID_TOTP_CODE` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED`, `LOGIN_THROTTLED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["signIn.walletLogin"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/auth/wallet/forgot-password": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Ask for a portal password reset
     * @description Mails a reset link to the operator when the e-mail has an active portal login. The answer is the same whether or not it has one, so it tells nobody which e-mails exist.
     *
     *     **Access:** public, no credentials.
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED`, `LOGIN_THROTTLED` |
     *     | 503 | `STORAGE_UNAVAILABLE`, `MAILER_UNAVAILABLE` |
     */
    post: operations["signIn.forgotPassword"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/auth/wallet/reset-password": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Set a new portal password
     * @description Sets the password with the token of the reset link (single use, short-lived: 400 `INVALID_RESET_TOKEN`); the password rules of `setup` apply (400 `WEAK_PASSWORD`). Open sessions end.
     *
     *     **Access:** public, no credentials.
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED`, `INVALID_RESET_TOKEN`, `WEAK_PASSWORD` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["signIn.resetPassword"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/auth/login": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Sign in as a dashboard user
     * @description Exchanges a dashboard user's e-mail and password for a session token used by the `/account/subaccounts/portal` routes. Wrong credentials are a 401 `INVALID_CREDENTIALS`; repeated failures are throttled (429).
     *
     *     **Access:** public, no credentials.
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED` |
     *     | 401 | `INVALID_CREDENTIALS` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED`, `LOGIN_THROTTLED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["signIn.userLogin"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/wallet/dashboard": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Read the operator's dashboard
     * @description The subaccount the session is scoped to: its balance, its latest movements and its login state.
     *
     *     **Access:** an operator portal session: `Authorization: Bearer <token>` from `POST /v1/auth/wallet/login`. No API key.
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["wallet.dashboard"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/wallet/2fa/setup": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Start two-factor setup
     * @description Draws a TOTP secret for the operator and answers it as text, `otpauth://` URI and QR image; 2FA is on only after `enable` with a code from it. 409 `TWO_FACTOR_STATE_CONFLICT` when 2FA is already on.
     *
     *     **Access:** an operator portal session: `Authorization: Bearer <token>` from `POST /v1/auth/wallet/login`. No API key.
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 409 | `TWO_FACTOR_STATE_CONFLICT` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["wallet.setup2fa"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/wallet/2fa/enable": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Turn two-factor authentication on
     * @description Checks a current code of the secret from `setup` (400 `INVALID_TOTP_CODE`) and turns 2FA on: every later sign-in needs a code.
     *
     *     **Access:** an operator portal session: `Authorization: Bearer <token>` from `POST /v1/auth/wallet/login`. No API key.
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED`, `INVALID_TOTP_CODE` |
     *     | 401 | `UNAUTHORIZED`, `INVALID_TOTP_CODE` |
     *     | 409 | `TWO_FACTOR_STATE_CONFLICT` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["wallet.enable2fa"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/wallet/logout": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Sign out
     * @description Ends the session of the token sent.
     *
     *     **Access:** an operator portal session: `Authorization: Bearer <token>` from `POST /v1/auth/wallet/login`. No API key.
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["wallet.logout"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/account/subaccounts/portal": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Read the portal logins
     * @description The portal state of one subaccount (query `id` or `externalReference`), or of all of them without a query: `state` (`none`, `active`, `disabled`), e-mail, 2FA and last sign-in. Name the subaccount by `id` or `externalReference`. For a dashboard user of the account, signed in with `POST /v1/auth/login`.
     *
     *     **Access:** a dashboard user's session: `Authorization: Bearer <token>` from `POST /v1/auth/login`. No API key.
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 404 | `NOT_FOUND` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["accountPortal.status"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/account/subaccounts/portal/setup": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Open a subaccount's portal login
     * @description Sets the operator's e-mail and password and makes the login `active` at once (no e-mail confirmation). The password needs 8+ characters with upper and lower case, a digit and a symbol (400 `WEAK_PASSWORD`); the e-mail is unique across the platform (409 `PORTAL_EMAIL_TAKEN`). Also reopens a revoked login. Name the subaccount by `id` or `externalReference`. For a dashboard user of the account, signed in with `POST /v1/auth/login`.
     *
     *     **Access:** a dashboard user's session: `Authorization: Bearer <token>` from `POST /v1/auth/login`. No API key.
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED`, `WEAK_PASSWORD` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `PORTAL_EMAIL_TAKEN` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["accountPortal.setup"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/account/subaccounts/portal/update-email": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Change a portal login's e-mail
     * @description Replaces the operator's e-mail (unique across the platform, 409 `PORTAL_EMAIL_TAKEN`); the password stays. Name the subaccount by `id` or `externalReference`. For a dashboard user of the account, signed in with `POST /v1/auth/login`.
     *
     *     **Access:** a dashboard user's session: `Authorization: Bearer <token>` from `POST /v1/auth/login`. No API key.
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `PORTAL_EMAIL_TAKEN`, `INVALID_STATE_TRANSITION` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["accountPortal.updateEmail"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/account/subaccounts/portal/revoke": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Revoke a portal login
     * @description Turns the login `disabled` and ends its sessions; `setup` opens it again. Name the subaccount by `id` or `externalReference`. For a dashboard user of the account, signed in with `POST /v1/auth/login`.
     *
     *     **Access:** a dashboard user's session: `Authorization: Bearer <token>` from `POST /v1/auth/login`. No API key.
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `INVALID_STATE_TRANSITION` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["accountPortal.revoke"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/account/subaccounts/portal/reset-2fa": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Reset a portal login's two-factor authentication
     * @description Removes the operator's TOTP, so the next sign-in needs only the password and 2FA can be set up again. Name the subaccount by `id` or `externalReference`. For a dashboard user of the account, signed in with `POST /v1/auth/login`.
     *
     *     **Access:** a dashboard user's session: `Authorization: Bearer <token>` from `POST /v1/auth/login`. No API key.
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `INVALID_STATE_TRANSITION` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["accountPortal.reset2fa"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/account/subaccounts/portal/invite": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Invite an operator (discontinued)
     * @description Discontinued: answers 410 `ROUTE_DISCONTINUED`. Open the login with `setup` instead, which sets the e-mail and password at once. For a dashboard user of the account, signed in with `POST /v1/auth/login`.
     *
     *     **Access:** a dashboard user's session: `Authorization: Bearer <token>` from `POST /v1/auth/login`. No API key.
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 410 | `ROUTE_DISCONTINUED` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["accountPortal.invite"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/sandbox/mails": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Read the mails the sandbox sent
     * @description The mails the platform would have sent (portal password resets, notices), newest first; `to` filters by recipient, `limit` caps the count. Sandbox mode only (elsewhere the route is a 404).
     *
     *     **Permission:** `sandbox/mails`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["sandboxMails.list"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/create": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Create a subaccount
     * @description Creates a subaccount (a wallet under the main account) for a person (`personType: PF`: `fullName`, `cpf`, `birthDate`, `postalCode`) or a company (`PJ`: also `cnpj`, `companyName`, `site` and, in multipart, the proof document). `externalReference` (your id, at most 64 characters) is required and unique: the same body again returns the subaccount, another body is a 409. `portalEmail` with `portalPassword` (8+ characters with upper and lower case, a digit and a symbol) opens its operator portal login at once.
     *
     *     Needs subaccounts enabled on the account (403 `FEATURE_NOT_ENABLED`). Name the subaccount by `id` or by `externalReference`; an unknown one, or another account's, is a 404.
     *
     *     **Permission:** `subaccount/create`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED`, `WEAK_PASSWORD` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED`, `FEATURE_NOT_ENABLED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `EXTERNAL_REFERENCE_CONFLICT`, `PORTAL_EMAIL_TAKEN` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["subaccounts.create"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/get/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Read a subaccount
     * @description The subaccount's record by its `id`.
     *
     *     Needs subaccounts enabled on the account (403 `FEATURE_NOT_ENABLED`). Name the subaccount by `id` or by `externalReference`; an unknown one, or another account's, is a 404.
     *
     *     **Permission:** `subaccount/get`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED`, `FEATURE_NOT_ENABLED` |
     *     | 404 | `NOT_FOUND` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["subaccounts.get"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/get-by-ref/{externalReference}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Read a subaccount by your reference
     * @description The subaccount's record by the `externalReference` given at creation.
     *
     *     Needs subaccounts enabled on the account (403 `FEATURE_NOT_ENABLED`). Name the subaccount by `id` or by `externalReference`; an unknown one, or another account's, is a 404.
     *
     *     **Permission:** `subaccount/get`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED`, `FEATURE_NOT_ENABLED` |
     *     | 404 | `NOT_FOUND` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["subaccounts.getByRef"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/list": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List subaccounts
     * @description The account's subaccounts (deleted ones left out), paged (`pageSize` at most 100), filtered by `status` (`ACTIVE` or `DISABLED`).
     *
     *     Needs subaccounts enabled on the account (403 `FEATURE_NOT_ENABLED`). Name the subaccount by `id` or by `externalReference`; an unknown one, or another account's, is a 404.
     *
     *     **Permission:** `subaccount/list`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED`, `FEATURE_NOT_ENABLED` |
     *     | 404 | `NOT_FOUND` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["subaccounts.list"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/balance": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Read a subaccount's balance
     * @description `availablePadrao` (settled), `spendablePadrao` (usable for PIX out and remove-balance), `lockedPadrao` (blocked by MED) and `pendingPadrao`. Query `id` or `externalReference`.
     *
     *     Needs subaccounts enabled on the account (403 `FEATURE_NOT_ENABLED`). Name the subaccount by `id` or by `externalReference`; an unknown one, or another account's, is a 404.
     *
     *     **Permission:** `subaccount/balance`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED`, `FEATURE_NOT_ENABLED` |
     *     | 404 | `NOT_FOUND` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["subaccounts.balance"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/add-balance": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Move money from the main account into a subaccount
     * @description Debits the main account's withdrawable balance and credits the subaccount (`id` or `subaccountExternalReference`). Idempotent: the same `externalReference` with the same body returns the first move, with another body a 409 `EXTERNAL_REFERENCE_CONFLICT`; an `Idempotency-Key` header works too. A locked or disabled subaccount refuses the direction it is locked for (400 `SUBACCOUNT_LOCKED`).
     *
     *     Needs subaccounts enabled on the account (403 `FEATURE_NOT_ENABLED`). Name the subaccount by `id` or by `externalReference`; an unknown one, or another account's, is a 404.
     *
     *     **Permission:** `subaccount/add-balance`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED`, `INVALID_IDEMPOTENCY_KEY`, `INSUFFICIENT_FUNDS`, `SUBACCOUNT_LOCKED` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED`, `FEATURE_NOT_ENABLED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `IDEMPOTENCY_KEY_IN_USE`, `EXTERNAL_REFERENCE_CONFLICT` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 422 | `IDEMPOTENCY_KEY_REUSED` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["subaccounts.addBalance"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/remove-balance": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Move money from a subaccount back to the main account
     * @description Debits the subaccount's spendable balance and credits the main account. Idempotent: the same `externalReference` with the same body returns the first move, with another body a 409 `EXTERNAL_REFERENCE_CONFLICT`; an `Idempotency-Key` header works too. A locked or disabled subaccount refuses the direction it is locked for (400 `SUBACCOUNT_LOCKED`).
     *
     *     Needs subaccounts enabled on the account (403 `FEATURE_NOT_ENABLED`). Name the subaccount by `id` or by `externalReference`; an unknown one, or another account's, is a 404.
     *
     *     **Permission:** `subaccount/remove-balance`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED`, `INVALID_IDEMPOTENCY_KEY`, `INSUFFICIENT_FUNDS`, `SUBACCOUNT_LOCKED` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED`, `FEATURE_NOT_ENABLED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `IDEMPOTENCY_KEY_IN_USE`, `EXTERNAL_REFERENCE_CONFLICT` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 422 | `IDEMPOTENCY_KEY_REUSED` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["subaccounts.removeBalance"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/transfer": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Move money between two subaccounts
     * @description Debits `fromSubaccountId` and credits `toSubaccountId`, both of this account. Idempotent: the same `externalReference` with the same body returns the first move, with another body a 409 `EXTERNAL_REFERENCE_CONFLICT`; an `Idempotency-Key` header works too. A locked or disabled subaccount refuses the direction it is locked for (400 `SUBACCOUNT_LOCKED`).
     *
     *     Needs subaccounts enabled on the account (403 `FEATURE_NOT_ENABLED`). Name the subaccount by `id` or by `externalReference`; an unknown one, or another account's, is a 404.
     *
     *     **Permission:** `subaccount/transfer`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED`, `INVALID_IDEMPOTENCY_KEY`, `INSUFFICIENT_FUNDS`, `SUBACCOUNT_LOCKED` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED`, `FEATURE_NOT_ENABLED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `IDEMPOTENCY_KEY_IN_USE`, `EXTERNAL_REFERENCE_CONFLICT` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 422 | `IDEMPOTENCY_KEY_REUSED` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["subaccounts.transfer"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/update": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Rename, disable or enable a subaccount
     * @description Changes `name`, or `status` to `DISABLED` (no PIX in or out) or back to `ACTIVE`.
     *
     *     Needs subaccounts enabled on the account (403 `FEATURE_NOT_ENABLED`). Name the subaccount by `id` or by `externalReference`; an unknown one, or another account's, is a 404.
     *
     *     **Permission:** `subaccount/update`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED`, `FEATURE_NOT_ENABLED` |
     *     | 404 | `NOT_FOUND` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["subaccounts.update"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/lock": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Lock a subaccount
     * @description Sets `lockMode`: `full` blocks deposits and withdrawals, `withdraw_only` blocks money out, `deposit_only` blocks money in.
     *
     *     Needs subaccounts enabled on the account (403 `FEATURE_NOT_ENABLED`). Name the subaccount by `id` or by `externalReference`; an unknown one, or another account's, is a 404.
     *
     *     **Permission:** `subaccount/lock`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED`, `FEATURE_NOT_ENABLED` |
     *     | 404 | `NOT_FOUND` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["subaccounts.lock"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/unlock": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Unlock a subaccount
     * @description Clears `lockMode`.
     *
     *     Needs subaccounts enabled on the account (403 `FEATURE_NOT_ENABLED`). Name the subaccount by `id` or by `externalReference`; an unknown one, or another account's, is a 404.
     *
     *     **Permission:** `subaccount/unlock`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED`, `FEATURE_NOT_ENABLED` |
     *     | 404 | `NOT_FOUND` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["subaccounts.unlock"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/set-limits": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Set a subaccount's limits
     * @description Daily, monthly and per-transaction limits in reais on money out; `null` removes one. They are checked against the `COMPLETED` debits of the period, in `America/Sao_Paulo` time.
     *
     *     Needs subaccounts enabled on the account (403 `FEATURE_NOT_ENABLED`). Name the subaccount by `id` or by `externalReference`; an unknown one, or another account's, is a 404.
     *
     *     **Permission:** `subaccount/set-limits`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED`, `FEATURE_NOT_ENABLED` |
     *     | 404 | `NOT_FOUND` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["subaccounts.setLimits"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/set-pricing": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Set a subaccount's fee surcharge
     * @description A surcharge on PIX in and out (`percent` and `fixed` reais) added on top of the main account's fee; the difference is credited to the main account as `SUBACCOUNT_PROFIT`.
     *
     *     Needs subaccounts enabled on the account (403 `FEATURE_NOT_ENABLED`). Name the subaccount by `id` or by `externalReference`; an unknown one, or another account's, is a 404.
     *
     *     **Permission:** `subaccount/set-pricing`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED`, `FEATURE_NOT_ENABLED` |
     *     | 404 | `NOT_FOUND` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["subaccounts.setPricing"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/pricing": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Preview a subaccount's fees
     * @description Line by line, the fees a PIX in, a PIX out and a refund of this subaccount pay (permission `subaccount/get`).
     *
     *     Needs subaccounts enabled on the account (403 `FEATURE_NOT_ENABLED`). Name the subaccount by `id` or by `externalReference`; an unknown one, or another account's, is a 404.
     *
     *     **Permission:** `subaccount/get`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED`, `FEATURE_NOT_ENABLED` |
     *     | 404 | `NOT_FOUND` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["subaccounts.pricing"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/subaccount/delete": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Delete a subaccount
     * @description Soft-deletes the subaccount; its Padrao balance (available, pending and blocked) must be zero (400 `SUBACCOUNT_HAS_BALANCE`): move the money out first.
     *
     *     Needs subaccounts enabled on the account (403 `FEATURE_NOT_ENABLED`). Name the subaccount by `id` or by `externalReference`; an unknown one, or another account's, is a 404.
     *
     *     **Permission:** `subaccount/delete`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED`, `SUBACCOUNT_HAS_BALANCE` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED`, `FEATURE_NOT_ENABLED` |
     *     | 404 | `NOT_FOUND` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["subaccounts.delete"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/products/create": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Create a product
     * @description Adds a product to the account's catalogue.
     *     `name` is required (at most 200 characters); `sku` (at most 64) is unique among the account's products (409 `SKU_TAKEN`); `description` at most 2,000 characters; `price` in reais (omit it to sell at an open value); `status` `ACTIVE` (default) or `INACTIVE`.
     *     `deliveries`: at most one of each type. `LINK` needs `redirectUrl`, an https URL. `TEXT_INFINITE` needs `richContent`, HTML that is sanitized when written: formatting and http(s)/mailto links stay; scripts, event handler attributes (`onerror=` …), styles and `javascript:` URLs are removed. `TEXT_LINES` takes `linesText`, one code or key per line (blank lines are skipped, at most 500 characters a line, 10,000 lines a request); each sale gets the oldest unused line, and a line is never sold twice. Every problem of the body is named at once (400 `VALIDATION_ERROR`).
     *
     *     **Permission:** `products/create`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 409 | `SKU_TAKEN` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    post: operations["products.create"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/products/get/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Read a product
     * @description One product by id; a TEXT_LINES delivery shows `linesAvailable` and `linesSold`, never the lines, and `soldOut` is true when none is left. 404 `NOT_FOUND` for an unknown id or another account's product.
     *
     *     **Permission:** `products/get`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["products.get"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/products/list": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List products
     * @description The account's products, newest first, a page at a time (`page`, `pageSize` up to 100, default 50), filtered by `status` and by `search`, a case-insensitive substring of the name or the sku.
     *
     *     **Permission:** `products/list`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    get: operations["products.list"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/v1/products/update/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    /**
     * Update a product
     * @description Changes the fields sent and keeps the others; `null` clears `sku`, `description` or `price`. `deliveries` replaces the list of rules; the `linesText` of a TEXT_LINES item adds its lines after the stock's (lines already in the stock, sold or not, stay; a list without TEXT_LINES stops selling them until it is added again).
     *     The same checks as create apply. 404 `NOT_FOUND` for an unknown id or another account's product.
     *
     *     **Permission:** `products/update`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR`, `INVALID_BODY`, `PIX_RAIL_NOT_ALLOWED` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 409 | `SKU_TAKEN`, `CONCURRENT_UPDATE` |
     *     | 413 | `PAYLOAD_TOO_LARGE`, `TOO_MANY_FIELDS` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 415 | `UNSUPPORTED_MEDIA_TYPE` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    patch: operations["products.update"]
    trace?: never
  }
  "/v1/products/delete/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Delete a product
     * @description Removes the product and its TEXT_LINES stock, and answers with the product as it was; its sku is free again. 404 `NOT_FOUND` for an unknown id or another account's product.
     *
     *     **Permission:** `products/delete`. Send an API key holding it in `X-API-Key` (or the legacy `Authorization: Bearer <API_KEY>`).
     *
     *     **Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):
     *
     *     | Status | Codes |
     *     | --- | --- |
     *     | 400 | `VALIDATION_ERROR` |
     *     | 401 | `UNAUTHORIZED` |
     *     | 403 | `FORBIDDEN`, `IP_NOT_ALLOWED` |
     *     | 404 | `NOT_FOUND` |
     *     | 414 | `URI_TOO_LONG`, `TOO_MANY_QUERY_PARAMETERS` |
     *     | 429 | `RATE_LIMITED` |
     *     | 503 | `STORAGE_UNAVAILABLE` |
     */
    delete: operations["products.delete"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
export type webhooks = Record<string, never>
export interface components {
  schemas: {
    TooManyRequests: {
      /** @enum {boolean} */
      success: false
      message: string
      error: {
        code: string
        /** @enum {number} */
        statusCode: 429
      }
      requestId: string
    }
    UnsupportedMediaType: {
      /** @enum {boolean} */
      success: false
      message: string
      error: {
        code: string
        /** @enum {number} */
        statusCode: 415
      }
      requestId: string
    }
    UriTooLong: {
      /** @enum {boolean} */
      success: false
      message: string
      error: {
        code: string
        /** @enum {number} */
        statusCode: 414
      }
      requestId: string
    }
    PayloadTooLarge: {
      /** @enum {boolean} */
      success: false
      message: string
      error: {
        code: string
        /** @enum {number} */
        statusCode: 413
      }
      requestId: string
    }
    Forbidden: {
      /** @enum {boolean} */
      success: false
      message: string
      error: {
        code: string
        /** @enum {number} */
        statusCode: 403
      }
      requestId: string
    }
    Unauthorized: {
      /** @enum {boolean} */
      success: false
      message: string
      error: {
        code: string
        /** @enum {number} */
        statusCode: 401
      }
      requestId: string
    }
    ServiceUnavailable: {
      /** @enum {boolean} */
      success: false
      message: string
      error: {
        code: string
        /** @enum {number} */
        statusCode: 503
      }
      requestId: string
    }
    Conflict: {
      /** @enum {boolean} */
      success: false
      message: string
      error: {
        code: string
        /** @enum {number} */
        statusCode: 409
      }
      requestId: string
    }
    NotFound: {
      /** @enum {boolean} */
      success: false
      message: string
      error: {
        code: string
        /** @enum {number} */
        statusCode: 404
      }
      requestId: string
    }
    BadRequest: {
      /** @enum {boolean} */
      success: false
      message: string
      error: {
        code: string
        /** @enum {number} */
        statusCode: 400
      }
      requestId: string
    }
    Unprocessable: {
      /** @enum {boolean} */
      success: false
      message: string
      error: {
        code: string
        /** @enum {number} */
        statusCode: 422
      }
      requestId: string
    }
    Gone: {
      /** @enum {boolean} */
      success: false
      message: string
      error: {
        code: string
        /** @enum {number} */
        statusCode: 410
      }
      requestId: string
    }
  }
  responses: never
  parameters: never
  requestBodies: never
  headers: never
  pathItems: never
}
export type $defs = Record<string, never>
export interface operations {
  "system.health": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "status": "ok",
           *         "database": "ok",
           *         "time": "2026-11-20T13:04:05.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              /** @enum {string} */
              status: "ok"
              /** @enum {string} */
              database: "ok"
              time: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "me.me": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "acc_01JD8Y0A1B2C3D4E5F6G7H8J9K",
           *         "name": "Loja Exemplo",
           *         "email": "financeiro@loja.example.com"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              name: string
              email: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "charges.create": {
    parameters: {
      query?: never
      header?: {
        /** @description 1 to 255 visible ASCII characters (a UUID v4 is a good one), scoped per API key. The same key and body within 24 h answer the first success again, with `Idempotent-Replayed: true`; the same key with another body is a 422 `IDEMPOTENCY_KEY_REUSED`; while the first request runs, a 409 `IDEMPOTENCY_KEY_IN_USE` with `Retry-After`; a malformed key is a 400 `INVALID_IDEMPOTENCY_KEY`. */
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "amount": 25.5,
         *       "description": "Pedido 1001",
         *       "externalReference": "pedido-1001",
         *       "expirationSeconds": 86400
         *     }
         */
        "application/json": {
          /**
           * @description Reais as a JSON number: above zero, at most 2 decimal places.
           * @example 25.5
           */
          amount: number
          description: string
          coverFee?: boolean
          emitFiscalInvoice?: boolean
          expirationSeconds?: number
          externalReference?: string
          subaccountId?: string
          splitUser?: string
          /** @description A percentage from 0.01 to 100, at most 2 decimal places. */
          splitTax?: number
          payer?: {
            name: string
            document: string
          }
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "pix_01JD8Z4K6Q3V0M2N5P7R9S1T3V",
           *         "type": "PIX_IN",
           *         "status": "PENDING",
           *         "amount": 25.5,
           *         "feeAmount": 0.25,
           *         "netAmount": 25.25,
           *         "currency": "BRL",
           *         "description": "Pedido 1001",
           *         "externalReference": "pedido-1001",
           *         "referenceId": "sbx_chg_000001",
           *         "copyPaste": "00020101021226830014br.gov.bcb.pix2561pay.example.com/pix/v2/cobv/pix_01JD8Z4K6Q3V0M2N5P7R9S1T3V520400005303986540525.505802BR5913Loja Exemplo6009Sao Paulo62070503***6304B14F",
           *         "qrcodeUrl": "https://pay.example.com/pix/pix_01JD8Z4K6Q3V0M2N5P7R9S1T3V",
           *         "qrCodeBase64": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
           *         "expiresAt": "2026-11-21T13:04:05.000Z",
           *         "createdAt": "2026-11-20T13:04:05.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "PIX_IN"
              /** @enum {string} */
              status: "PENDING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              referenceId: string
              endToEndId?: string
              payer?: {
                name: string
                document: string
              }
              copyPaste?: string
              qrcodeUrl?: string
              qrCodeBase64?: string
              expiresAt?: string
              completedAt?: string
              createdAt: string
              subaccountId?: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED, INVALID_IDEMPOTENCY_KEY, FEE_EXCEEDS_AMOUNT, AMOUNT_OUT_OF_RANGE, INVALID_SPLIT_USER, FEATURE_NOT_CONFIGURED, SUBACCOUNT_LOCKED */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED, FEATURE_NOT_ENABLED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: IDEMPOTENCY_KEY_IN_USE, EXTERNAL_REFERENCE_CONFLICT */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (IDEMPOTENCY_KEY_IN_USE)",
           *       "error": {
           *         "code": "IDEMPOTENCY_KEY_IN_USE",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Unprocessable: IDEMPOTENCY_KEY_REUSED */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unprocessable (IDEMPOTENCY_KEY_REUSED)",
           *       "error": {
           *         "code": "IDEMPOTENCY_KEY_REUSED",
           *         "statusCode": 422
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unprocessable"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE, PIX_NETWORK_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "charges.get": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "pix_01JD8Z4K6Q3V0M2N5P7R9S1T3V",
           *         "type": "PIX_IN",
           *         "status": "COMPLETED",
           *         "amount": 25.5,
           *         "feeAmount": 0.25,
           *         "netAmount": 25.25,
           *         "currency": "BRL",
           *         "description": "Pedido 1001",
           *         "externalReference": "pedido-1001",
           *         "referenceId": "sbx_chg_000001",
           *         "endToEndId": "E00038166202611201306A1B2C3D4E5F",
           *         "payer": {
           *           "name": "Maria Souza",
           *           "document": "12345678909"
           *         },
           *         "completedAt": "2026-11-20T13:06:41.000Z",
           *         "createdAt": "2026-11-20T13:04:05.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "PIX_IN"
              /** @enum {string} */
              status: "PENDING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              referenceId: string
              endToEndId?: string
              payer?: {
                name: string
                document: string
              }
              copyPaste?: string
              qrcodeUrl?: string
              qrCodeBase64?: string
              expiresAt?: string
              completedAt?: string
              createdAt: string
              subaccountId?: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "charges.getByReference": {
    parameters: {
      query?: never
      header?: never
      path: {
        externalReference: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "pix_01JD8Z4K6Q3V0M2N5P7R9S1T3V",
           *         "type": "PIX_IN",
           *         "status": "COMPLETED",
           *         "amount": 25.5,
           *         "feeAmount": 0.25,
           *         "netAmount": 25.25,
           *         "currency": "BRL",
           *         "description": "Pedido 1001",
           *         "externalReference": "pedido-1001",
           *         "referenceId": "sbx_chg_000001",
           *         "endToEndId": "E00038166202611201306A1B2C3D4E5F",
           *         "payer": {
           *           "name": "Maria Souza",
           *           "document": "12345678909"
           *         },
           *         "completedAt": "2026-11-20T13:06:41.000Z",
           *         "createdAt": "2026-11-20T13:04:05.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "PIX_IN"
              /** @enum {string} */
              status: "PENDING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              referenceId: string
              endToEndId?: string
              payer?: {
                name: string
                document: string
              }
              copyPaste?: string
              qrcodeUrl?: string
              qrCodeBase64?: string
              expiresAt?: string
              completedAt?: string
              createdAt: string
              subaccountId?: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "charges.status": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "pix_01JD8Z4K6Q3V0M2N5P7R9S1T3V",
           *         "status": "COMPLETED",
           *         "amount": 25.5,
           *         "expiresAt": "2026-11-21T13:04:05.000Z",
           *         "completedAt": "2026-11-20T13:06:41.000Z",
           *         "endToEndId": "E00038166202611201306A1B2C3D4E5F"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              status: "PENDING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
              amount: number
              expiresAt: string
              completedAt: string | null
              endToEndId?: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "charges.list": {
    parameters: {
      query?: {
        page?: string
        pageSize?: string
        dateFrom?: string
        dateTo?: string
        status?: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
        externalReference?: string
        search?: string
        subaccountId?: string
        merchantSubaccountId?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "items": [
           *           {
           *             "id": "pix_01JD8Z4K6Q3V0M2N5P7R9S1T3V",
           *             "type": "PIX_IN",
           *             "status": "COMPLETED",
           *             "amount": 25.5,
           *             "feeAmount": 0.25,
           *             "netAmount": 25.25,
           *             "currency": "BRL",
           *             "description": "Pedido 1001",
           *             "externalReference": "pedido-1001",
           *             "referenceId": "sbx_chg_000001",
           *             "endToEndId": "E00038166202611201306A1B2C3D4E5F",
           *             "payer": {
           *               "name": "Maria Souza",
           *               "document": "12345678909"
           *             },
           *             "completedAt": "2026-11-20T13:06:41.000Z",
           *             "createdAt": "2026-11-20T13:04:05.000Z"
           *           }
           *         ],
           *         "page": 1,
           *         "pageSize": 50,
           *         "total": 1,
           *         "pages": 1
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              items: {
                id: string
                /** @enum {string} */
                type: "PIX_IN"
                /** @enum {string} */
                status: "PENDING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
                amount: number
                feeAmount: number
                netAmount: number
                /** @enum {string} */
                currency: "BRL"
                description: string
                externalReference?: string
                referenceId: string
                endToEndId?: string
                payer?: {
                  name: string
                  document: string
                }
                copyPaste?: string
                qrcodeUrl?: string
                qrCodeBase64?: string
                expiresAt?: string
                completedAt?: string
                createdAt: string
                subaccountId?: string
              }[]
              page: number
              pageSize: number
              total: number
              pages: number
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED, FEATURE_NOT_ENABLED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "account.balance": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "currency": "BRL",
           *         "availableAmount": 25.25,
           *         "pendingAmount": 0,
           *         "blockedAmount": 0,
           *         "padrao": {
           *           "available": 25.25,
           *           "pending": 0,
           *           "withdrawable": 0,
           *           "locked24h": 25.25,
           *           "nextUnlockAt": "2026-11-21T13:06:41.000Z"
           *         }
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              /** @enum {string} */
              currency: "BRL"
              availableAmount: number
              pendingAmount: number
              blockedAmount: number
              padrao: {
                available: number
                pending: number
                withdrawable: number
                locked24h: number
                nextUnlockAt: string | null
              }
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "account.transactions": {
    parameters: {
      query?: {
        page?: string
        pageSize?: string
        dateFrom?: string
        dateTo?: string
        status?: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
        externalReference?: string
        search?: string
        subaccountId?: string
        merchantSubaccountId?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "items": [
           *           {
           *             "id": "ito_01JD9B7Q8R9S0T1V2W3X4Y5Z6A",
           *             "type": "INTERNAL_TRANSFER_OUT",
           *             "status": "COMPLETED",
           *             "amount": 50,
           *             "feeAmount": 0,
           *             "netAmount": 50,
           *             "currency": "BRL",
           *             "description": "Repasse parceiro",
           *             "externalReference": "repasse-12",
           *             "transferKind": "internal",
           *             "recipientEmail": "parceiro@example.com",
           *             "recipientName": "Loja Parceira",
           *             "pairId": "itp_01JD9B7Q8R9S0T1V2W3X4Y5Z6A",
           *             "completedAt": "2026-11-22T15:00:00.000Z",
           *             "createdAt": "2026-11-22T15:00:00.000Z"
           *           },
           *           {
           *             "id": "pxo_01JD9A2B3C4D5E6F7G8H9J0K1M",
           *             "type": "PIX_OUT",
           *             "status": "COMPLETED",
           *             "amount": 10,
           *             "feeAmount": 0.5,
           *             "netAmount": 10,
           *             "currency": "BRL",
           *             "description": "Pagamento fornecedor",
           *             "externalReference": "pagamento-77",
           *             "pixKey": "fornecedor@example.com",
           *             "pixKeyType": "EMAIL",
           *             "createdAt": "2026-11-22T14:00:00.000Z",
           *             "referenceId": "sbx_pxo_000001",
           *             "endToEndId": "E00038166202611221400F6E5D4C3B2A",
           *             "recipient": {
           *               "name": "Fornecedor Ltda",
           *               "document": "12345678000195",
           *               "pixKey": "fornecedor@example.com"
           *             },
           *             "completedAt": "2026-11-22T14:00:02.000Z"
           *           },
           *           {
           *             "id": "rfd_01JD9A0B1C2D3E4F5G6H7J8K9M",
           *             "type": "REFUND",
           *             "status": "COMPLETED",
           *             "amount": 25.25,
           *             "feeAmount": 0,
           *             "netAmount": 25.25,
           *             "currency": "BRL",
           *             "description": "Produto devolvido",
           *             "transactionId": "pix_01JD8Z4K6Q3V0M2N5P7R9S1T3V",
           *             "endToEndId": "E00038166202611201306A1B2C3D4E5F",
           *             "refundId": "devolucao-1001",
           *             "referenceId": "sbx_rfd_000001",
           *             "nature": "ORIGINAL",
           *             "completedAt": "2026-11-22T10:00:03.000Z",
           *             "createdAt": "2026-11-22T10:00:00.000Z"
           *           },
           *           {
           *             "id": "pix_01JD8Z4K6Q3V0M2N5P7R9S1T3V",
           *             "type": "PIX_IN",
           *             "status": "REVERSED",
           *             "amount": 25.5,
           *             "feeAmount": 0.25,
           *             "netAmount": 25.25,
           *             "currency": "BRL",
           *             "description": "Pedido 1001",
           *             "externalReference": "pedido-1001",
           *             "referenceId": "sbx_chg_000001",
           *             "endToEndId": "E00038166202611201306A1B2C3D4E5F",
           *             "payer": {
           *               "name": "Maria Souza",
           *               "document": "12345678909"
           *             },
           *             "completedAt": "2026-11-20T13:06:41.000Z",
           *             "createdAt": "2026-11-20T13:04:05.000Z",
           *             "refund": {
           *               "status": "COMPLETED",
           *               "refundId": "devolucao-1001",
           *               "requestedAt": "2026-11-22T10:00:00.000Z",
           *               "debitNet": 25.25,
           *               "depositNet": 25.25,
           *               "transferFee": 0,
           *               "nature": "ORIGINAL",
           *               "description": "Produto devolvido",
           *               "completedAt": "2026-11-22T10:00:03.000Z"
           *             }
           *           },
           *           {
           *             "id": "spl_01JD8Z4K6Q3V0M2N5P7R9S1T3W",
           *             "type": "SPLIT_IN",
           *             "status": "COMPLETED",
           *             "amount": 6.25,
           *             "feeAmount": 0,
           *             "netAmount": 6.25,
           *             "currency": "BRL",
           *             "description": "Split share of a PIX charge",
           *             "referenceId": "pix_01JD8Z0A1B2C3D4E5F6G7H8J9K",
           *             "createdAt": "2026-11-20T13:06:41.000Z",
           *             "completedAt": "2026-11-20T13:06:41.000Z"
           *           }
           *         ],
           *         "page": 1,
           *         "pageSize": 50,
           *         "total": 5,
           *         "pages": 1
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              items: (
                | {
                    id: string
                    /** @enum {string} */
                    type: "PIX_IN"
                    /** @enum {string} */
                    status: "PENDING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
                    amount: number
                    feeAmount: number
                    netAmount: number
                    /** @enum {string} */
                    currency: "BRL"
                    description: string
                    externalReference?: string
                    referenceId: string
                    endToEndId?: string
                    payer?: {
                      name: string
                      document: string
                    }
                    copyPaste?: string
                    qrcodeUrl?: string
                    qrCodeBase64?: string
                    expiresAt?: string
                    completedAt?: string
                    createdAt: string
                    subaccountId?: string
                    refund?: {
                      /** @enum {string} */
                      status: "REQUESTED" | "COMPLETED" | "FAILED"
                      refundId: string
                      requestedAt: string
                      completedAt?: string
                      debitNet: number
                      depositNet: number
                      transferFee: number
                      /** @enum {string} */
                      nature: "ORIGINAL" | "FRAUD" | "MED_OPERATIONAL_FAILURE" | "PIX_WITHDRAWAL" | "PIX_CHANGE"
                      description?: string
                      failedAt?: string
                      failureReason?: string
                    }
                  }
                | {
                    id: string
                    /** @enum {string} */
                    type: "PIX_OUT"
                    /** @enum {string} */
                    status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED"
                    amount: number
                    feeAmount: number
                    netAmount: number
                    /** @enum {string} */
                    currency: "BRL"
                    description: string
                    externalReference?: string
                    referenceId?: string
                    endToEndId?: string
                    recipient?: {
                      name: string
                      document?: string
                      pixKey?: string
                    }
                    pixKey?: string
                    /** @enum {string} */
                    pixKeyType?: "CPF" | "CNPJ" | "EMAIL" | "TELEFONE" | "CHAVE_ALEATORIA"
                    securityReview?: {
                      pending: boolean
                    }
                    failureReason?: string
                    completedAt?: string
                    subaccountId?: string
                    createdAt: string
                  }
                | {
                    id: string
                    /** @enum {string} */
                    type: "REFUND"
                    /** @enum {string} */
                    status: "PENDING" | "COMPLETED" | "FAILED"
                    amount: number
                    feeAmount: number
                    netAmount: number
                    /** @enum {string} */
                    currency: "BRL"
                    description?: string
                    transactionId: string
                    endToEndId: string
                    refundId: string
                    referenceId?: string
                    /** @enum {string} */
                    nature: "ORIGINAL" | "FRAUD" | "MED_OPERATIONAL_FAILURE" | "PIX_WITHDRAWAL" | "PIX_CHANGE"
                    failureReason?: string
                    subaccountId?: string
                    completedAt?: string
                    createdAt: string
                  }
                | {
                    id: string
                    /** @enum {string} */
                    type: "INTERNAL_TRANSFER_OUT" | "INTERNAL_TRANSFER_IN"
                    /** @enum {string} */
                    status: "COMPLETED"
                    amount: number
                    feeAmount: number
                    netAmount: number
                    /** @enum {string} */
                    currency: "BRL"
                    description: string
                    externalReference?: string
                    /** @enum {string} */
                    transferKind: "internal"
                    recipientEmail?: string
                    recipientName?: string
                    counterpartyName?: string
                    pairId: string
                    completedAt: string
                    createdAt: string
                  }
                | {
                    id: string
                    /** @enum {string} */
                    type: "SPLIT_IN" | "SUBACCOUNT_PROFIT"
                    /** @enum {string} */
                    status: "COMPLETED"
                    amount: number
                    feeAmount: number
                    netAmount: number
                    /** @enum {string} */
                    currency: "BRL"
                    description: string
                    referenceId: string
                    createdAt: string
                    completedAt: string
                  }
              )[]
              page: number
              pageSize: number
              total: number
              pages: number
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED, FEATURE_NOT_ENABLED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "account.statement": {
    parameters: {
      query?: {
        page?: string
        pageSize?: string
        dateFrom?: string
        dateTo?: string
        status?: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
        externalReference?: string
        search?: string
        subaccountId?: string
        merchantSubaccountId?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "items": [
           *           {
           *             "id": "pix_01JD8Z4K6Q3V0M2N5P7R9S1T3V",
           *             "type": "PIX_IN",
           *             "status": "COMPLETED",
           *             "amount": 25.5,
           *             "feeAmount": 0.25,
           *             "netAmount": 25.25,
           *             "currency": "BRL",
           *             "description": "Pedido 1001",
           *             "externalReference": "pedido-1001",
           *             "referenceId": "sbx_chg_000001",
           *             "endToEndId": "E00038166202611201306A1B2C3D4E5F",
           *             "payer": {
           *               "name": "Maria Souza",
           *               "document": "12345678909"
           *             },
           *             "completedAt": "2026-11-20T13:06:41.000Z",
           *             "createdAt": "2026-11-20T13:04:05.000Z"
           *           },
           *           {
           *             "id": "ito_01JD9B7Q8R9S0T1V2W3X4Y5Z6A",
           *             "type": "INTERNAL_TRANSFER_OUT",
           *             "status": "COMPLETED",
           *             "amount": 50,
           *             "feeAmount": 0,
           *             "netAmount": 50,
           *             "currency": "BRL",
           *             "description": "Repasse parceiro",
           *             "referenceId": "itp_01JD9B7Q8R9S0T1V2W3X4Y5Z6A",
           *             "createdAt": "2026-11-22T15:00:00.000Z",
           *             "completedAt": "2026-11-22T15:00:00.000Z"
           *           }
           *         ],
           *         "page": 1,
           *         "pageSize": 50,
           *         "total": 2,
           *         "pages": 1
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              items: (
                | {
                    id: string
                    /** @enum {string} */
                    type: "PIX_IN"
                    /** @enum {string} */
                    status: "PENDING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
                    amount: number
                    feeAmount: number
                    netAmount: number
                    /** @enum {string} */
                    currency: "BRL"
                    description: string
                    externalReference?: string
                    referenceId: string
                    endToEndId?: string
                    payer?: {
                      name: string
                      document: string
                    }
                    copyPaste?: string
                    qrcodeUrl?: string
                    qrCodeBase64?: string
                    expiresAt?: string
                    completedAt?: string
                    createdAt: string
                    subaccountId?: string
                    refund?: {
                      /** @enum {string} */
                      status: "REQUESTED" | "COMPLETED" | "FAILED"
                      refundId: string
                      requestedAt: string
                      completedAt?: string
                      debitNet: number
                      depositNet: number
                      transferFee: number
                      /** @enum {string} */
                      nature: "ORIGINAL" | "FRAUD" | "MED_OPERATIONAL_FAILURE" | "PIX_WITHDRAWAL" | "PIX_CHANGE"
                      description?: string
                      failedAt?: string
                      failureReason?: string
                    }
                  }
                | {
                    id: string
                    /** @enum {string} */
                    type:
                      | "SPLIT_IN"
                      | "SUBACCOUNT_PROFIT"
                      | "INTERNAL_TRANSFER_OUT"
                      | "INTERNAL_TRANSFER_IN"
                      | "PIX_OUT"
                      | "PIX_OUT_REVERSAL"
                      | "REFUND"
                      | "REFUND_REVERSAL"
                    /** @enum {string} */
                    status: "COMPLETED"
                    amount: number
                    feeAmount: number
                    netAmount: number
                    /** @enum {string} */
                    currency: "BRL"
                    description: string
                    referenceId: string
                    createdAt: string
                    completedAt: string
                  }
              )[]
              page: number
              pageSize: number
              total: number
              pages: number
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED, FEATURE_NOT_ENABLED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "sandbox.pay": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "payer": {
         *         "name": "Maria Souza",
         *         "document": "12345678909"
         *       }
         *     }
         */
        "application/json": {
          payer?: {
            name: string
            document: string
          }
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "pix_01JD8Z4K6Q3V0M2N5P7R9S1T3V",
           *         "type": "PIX_IN",
           *         "status": "COMPLETED",
           *         "amount": 25.5,
           *         "feeAmount": 0.25,
           *         "netAmount": 25.25,
           *         "currency": "BRL",
           *         "description": "Pedido 1001",
           *         "externalReference": "pedido-1001",
           *         "referenceId": "sbx_chg_000001",
           *         "endToEndId": "E00038166202611201306A1B2C3D4E5F",
           *         "payer": {
           *           "name": "Maria Souza",
           *           "document": "12345678909"
           *         },
           *         "completedAt": "2026-11-20T13:06:41.000Z",
           *         "createdAt": "2026-11-20T13:04:05.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "PIX_IN"
              /** @enum {string} */
              status: "PENDING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              referenceId: string
              endToEndId?: string
              payer?: {
                name: string
                document: string
              }
              copyPaste?: string
              qrcodeUrl?: string
              qrCodeBase64?: string
              expiresAt?: string
              completedAt?: string
              createdAt: string
              subaccountId?: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED, SANDBOX_INVALID_INPUT */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: CHARGE_EXPIRED, INVALID_STATE_TRANSITION, PAID_AMOUNT_MISMATCH */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (CHARGE_EXPIRED)",
           *       "error": {
           *         "code": "CHARGE_EXPIRED",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "sandbox.fail": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "reason": "payer bank unavailable"
         *     }
         */
        "application/json": {
          reason?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "pix_01JD8Z4K6Q3V0M2N5P7R9S1T3V",
           *         "type": "PIX_IN",
           *         "status": "FAILED",
           *         "amount": 25.5,
           *         "feeAmount": 0.25,
           *         "netAmount": 25.25,
           *         "currency": "BRL",
           *         "description": "Pedido 1001",
           *         "externalReference": "pedido-1001",
           *         "referenceId": "sbx_chg_000001",
           *         "copyPaste": "00020101021226830014br.gov.bcb.pix2561pay.example.com/pix/v2/cobv/pix_01JD8Z4K6Q3V0M2N5P7R9S1T3V520400005303986540525.505802BR5913Loja Exemplo6009Sao Paulo62070503***6304B14F",
           *         "qrcodeUrl": "https://pay.example.com/pix/pix_01JD8Z4K6Q3V0M2N5P7R9S1T3V",
           *         "qrCodeBase64": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
           *         "expiresAt": "2026-11-21T13:04:05.000Z",
           *         "createdAt": "2026-11-20T13:04:05.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "PIX_IN"
              /** @enum {string} */
              status: "PENDING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              referenceId: string
              endToEndId?: string
              payer?: {
                name: string
                document: string
              }
              copyPaste?: string
              qrcodeUrl?: string
              qrCodeBase64?: string
              expiresAt?: string
              completedAt?: string
              createdAt: string
              subaccountId?: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED, SANDBOX_INVALID_INPUT */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: INVALID_STATE_TRANSITION */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (INVALID_STATE_TRANSITION)",
           *       "error": {
           *         "code": "INVALID_STATE_TRANSITION",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "sandbox.advance": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "seconds": 86400
         *     }
         */
        "application/json": {
          seconds: number
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "offsetSeconds": 86400,
           *         "now": "2026-11-21T13:04:05.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              offsetSeconds: number
              now: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED, INVALID_CLOCK_ADVANCE */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "sandbox.clock": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "offsetSeconds": 86400,
           *         "now": "2026-11-21T13:04:05.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              offsetSeconds: number
              now: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "webhooks.create": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "url": "https://loja.example.com/webhooks/trilho",
         *       "description": "Loja: pagamentos",
         *       "events": [
         *         "payment.paid",
         *         "refund.completed"
         *       ]
         *     }
         */
        "application/json": {
          url: string
          description: string
          events: string[]
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "item": {
           *           "id": "wh_01JD9E5F6G7H8J9K0M1N2P3Q4R",
           *           "url": "https://loja.example.com/webhooks/trilho",
           *           "description": "Loja: pagamentos",
           *           "events": [
           *             "payment.paid",
           *             "refund.completed"
           *           ],
           *           "status": "ACTIVE",
           *           "accountWide": false,
           *           "createdAt": "2026-11-20T12:30:00.000Z",
           *           "updatedAt": "2026-11-20T12:30:00.000Z"
           *         },
           *         "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              item: {
                id: string
                url: string
                description: string
                events: string[]
                /** @enum {string} */
                status: "ACTIVE" | "DISABLED" | "PENDING_SECRET"
                accountWide: boolean
                createdAt: string
                updatedAt: string
              }
              secret: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED, INVALID_WEBHOOK_URL, WEBHOOK_ADDRESS_FORBIDDEN, WEBHOOK_HOST_UNRESOLVABLE, INVALID_WEBHOOK_EVENTS, WEBHOOK_ENDPOINT_LIMIT */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "webhooks.get": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "item": {
           *           "id": "wh_01JD9E5F6G7H8J9K0M1N2P3Q4R",
           *           "url": "https://loja.example.com/webhooks/trilho",
           *           "description": "Loja: pagamentos",
           *           "events": [
           *             "payment.paid",
           *             "refund.completed"
           *           ],
           *           "status": "ACTIVE",
           *           "accountWide": false,
           *           "createdAt": "2026-11-20T12:30:00.000Z",
           *           "updatedAt": "2026-11-20T12:30:00.000Z"
           *         }
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              item: {
                id: string
                url: string
                description: string
                events: string[]
                /** @enum {string} */
                status: "ACTIVE" | "DISABLED" | "PENDING_SECRET"
                accountWide: boolean
                createdAt: string
                updatedAt: string
              }
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "webhooks.list": {
    parameters: {
      query?: {
        page?: string
        pageSize?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "items": [
           *           {
           *             "id": "wh_01JD9E5F6G7H8J9K0M1N2P3Q4R",
           *             "url": "https://loja.example.com/webhooks/trilho",
           *             "description": "Loja: pagamentos",
           *             "events": [
           *               "payment.paid",
           *               "refund.completed"
           *             ],
           *             "status": "ACTIVE",
           *             "accountWide": false,
           *             "createdAt": "2026-11-20T12:30:00.000Z",
           *             "updatedAt": "2026-11-20T12:30:00.000Z"
           *           }
           *         ],
           *         "page": 1,
           *         "pageSize": 50,
           *         "total": 1,
           *         "pages": 1
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              items: {
                id: string
                url: string
                description: string
                events: string[]
                /** @enum {string} */
                status: "ACTIVE" | "DISABLED" | "PENDING_SECRET"
                accountWide: boolean
                createdAt: string
                updatedAt: string
              }[]
              page: number
              pageSize: number
              total: number
              pages: number
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "webhooks.update": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "events": [
         *         "payment.paid",
         *         "payment.pix.expired",
         *         "refund.completed"
         *       ]
         *     }
         */
        "application/json": {
          url?: string
          description?: string
          events?: string[]
          /** @enum {string} */
          status?: "ACTIVE" | "DISABLED"
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "item": {
           *           "id": "wh_01JD9E5F6G7H8J9K0M1N2P3Q4R",
           *           "url": "https://loja.example.com/webhooks/trilho",
           *           "description": "Loja: pagamentos",
           *           "events": [
           *             "payment.paid",
           *             "payment.pix.expired",
           *             "refund.completed"
           *           ],
           *           "status": "ACTIVE",
           *           "accountWide": false,
           *           "createdAt": "2026-11-20T12:30:00.000Z",
           *           "updatedAt": "2026-11-20T12:30:00.000Z"
           *         }
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              item: {
                id: string
                url: string
                description: string
                events: string[]
                /** @enum {string} */
                status: "ACTIVE" | "DISABLED" | "PENDING_SECRET"
                accountWide: boolean
                createdAt: string
                updatedAt: string
              }
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED, INVALID_WEBHOOK_URL, WEBHOOK_ADDRESS_FORBIDDEN, WEBHOOK_HOST_UNRESOLVABLE, INVALID_WEBHOOK_EVENTS */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: INVALID_STATE_TRANSITION */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (INVALID_STATE_TRANSITION)",
           *       "error": {
           *         "code": "INVALID_STATE_TRANSITION",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "webhooks.delete": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "item": {
           *           "id": "wh_01JD9E5F6G7H8J9K0M1N2P3Q4R",
           *           "url": "https://loja.example.com/webhooks/trilho",
           *           "description": "Loja: pagamentos",
           *           "events": [
           *             "payment.paid",
           *             "refund.completed"
           *           ],
           *           "status": "ACTIVE",
           *           "accountWide": false,
           *           "createdAt": "2026-11-20T12:30:00.000Z",
           *           "updatedAt": "2026-11-20T12:30:00.000Z"
           *         }
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              item: {
                id: string
                url: string
                description: string
                events: string[]
                /** @enum {string} */
                status: "ACTIVE" | "DISABLED" | "PENDING_SECRET"
                accountWide: boolean
                createdAt: string
                updatedAt: string
              }
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "webhooks.test": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "item": {
           *           "id": "wh_01JD9E5F6G7H8J9K0M1N2P3Q4R",
           *           "url": "https://loja.example.com/webhooks/trilho",
           *           "description": "Loja: pagamentos",
           *           "events": [
           *             "payment.paid",
           *             "refund.completed"
           *           ],
           *           "status": "ACTIVE",
           *           "accountWide": false,
           *           "createdAt": "2026-11-20T12:30:00.000Z",
           *           "updatedAt": "2026-11-20T12:30:00.000Z"
           *         },
           *         "event": {
           *           "type": "webhook.test",
           *           "id": "evt_1043"
           *         }
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              item: {
                id: string
                url: string
                description: string
                events: string[]
                /** @enum {string} */
                status: "ACTIVE" | "DISABLED" | "PENDING_SECRET"
                accountWide: boolean
                createdAt: string
                updatedAt: string
              }
              event: {
                /** @enum {string} */
                type: "webhook.test"
                id: string
              }
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: INVALID_STATE_TRANSITION */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (INVALID_STATE_TRANSITION)",
           *       "error": {
           *         "code": "INVALID_STATE_TRANSITION",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "webhooks.rotateSecret": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "graceSeconds": 3600
         *     }
         */
        "application/json": {
          graceSeconds?: number
        } | null
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "item": {
           *           "id": "wh_01JD9E5F6G7H8J9K0M1N2P3Q4R",
           *           "url": "https://loja.example.com/webhooks/trilho",
           *           "description": "Loja: pagamentos",
           *           "events": [
           *             "payment.paid",
           *             "refund.completed"
           *           ],
           *           "status": "ACTIVE",
           *           "accountWide": false,
           *           "createdAt": "2026-11-20T12:30:00.000Z",
           *           "updatedAt": "2026-11-20T12:30:00.000Z"
           *         },
           *         "secret": "whsec_Q2hhbmdlZFNlY3JldEZvclJvdGF0aW9uMDE="
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              item: {
                id: string
                url: string
                description: string
                events: string[]
                /** @enum {string} */
                status: "ACTIVE" | "DISABLED" | "PENDING_SECRET"
                accountWide: boolean
                createdAt: string
                updatedAt: string
              }
              secret: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "events.list": {
    parameters: {
      query?: {
        page?: string
        pageSize?: string
        type?: string
        dateFrom?: string
        dateTo?: string
        order?: "asc" | "desc"
        scope?: "account" | "key"
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "items": [
           *           {
           *             "id": "evt_1042",
           *             "event": "payment.paid",
           *             "createdAt": "2026-11-20T13:06:41.000Z",
           *             "data": {
           *               "id": "pix_01JD8Z4K6Q3V0M2N5P7R9S1T3V",
           *               "type": "PIX_IN",
           *               "status": "COMPLETED",
           *               "amount": 25.5,
           *               "feeAmount": 0.25,
           *               "netAmount": 25.25,
           *               "currency": "BRL",
           *               "description": "Pedido 1001",
           *               "externalReference": "pedido-1001",
           *               "referenceId": "sbx_chg_000001",
           *               "endToEndId": "E00038166202611201306A1B2C3D4E5F",
           *               "payer": {
           *                 "name": "Maria Souza",
           *                 "document": "12345678909"
           *               },
           *               "completedAt": "2026-11-20T13:06:41.000Z",
           *               "createdAt": "2026-11-20T13:04:05.000Z"
           *             },
           *             "deliveries": [
           *               {
           *                 "endpointId": "wh_01JD9E5F6G7H8J9K0M1N2P3Q4R",
           *                 "deliveryId": "dlv_01JD9F6G7H8J9K0M1N2P3Q4R5S",
           *                 "status": "SUCCEEDED",
           *                 "attempts": 1,
           *                 "lastStatusCode": 200
           *               }
           *             ]
           *           }
           *         ],
           *         "page": 1,
           *         "pageSize": 50,
           *         "total": 1,
           *         "pages": 1
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              items: {
                id: string
                event: string
                createdAt: string
                data: unknown
                deliveries: {
                  endpointId: string
                  deliveryId: string
                  /** @enum {string} */
                  status: "PENDING" | "SUCCEEDED" | "FAILED"
                  attempts: number
                  lastStatusCode: number | null
                }[]
              }[]
              page: number
              pageSize: number
              total: number
              pages: number
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "events.redeliverEvent": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "endpointId": "wh_01JD9E5F6G7H8J9K0M1N2P3Q4R"
         *     }
         */
        "application/json": {
          endpointId?: string
        } | null
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "items": [
           *           {
           *             "endpointId": "wh_01JD9E5F6G7H8J9K0M1N2P3Q4R",
           *             "deliveryId": "dlv_01JD9F6G7H8J9K0M1N2P3Q4R5S",
           *             "status": "PENDING",
           *             "attempts": 0,
           *             "lastStatusCode": null
           *           }
           *         ]
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              items: {
                endpointId: string
                deliveryId: string
                /** @enum {string} */
                status: "PENDING" | "SUCCEEDED" | "FAILED"
                attempts: number
                lastStatusCode: number | null
              }[]
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: INVALID_STATE_TRANSITION */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (INVALID_STATE_TRANSITION)",
           *       "error": {
           *         "code": "INVALID_STATE_TRANSITION",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "events.deliveries": {
    parameters: {
      query?: {
        page?: string
        pageSize?: string
      }
      header?: never
      path: {
        endpointId: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "items": [
           *           {
           *             "id": "dlv_01JD9F6G7H8J9K0M1N2P3Q4R5S",
           *             "eventId": "evt_1042",
           *             "endpointId": "wh_01JD9E5F6G7H8J9K0M1N2P3Q4R",
           *             "event": "payment.paid",
           *             "status": "SUCCEEDED",
           *             "attempts": 1,
           *             "nextAttemptAt": null,
           *             "lastStatusCode": 200,
           *             "lastError": null,
           *             "createdAt": "2026-11-20T13:06:41.000Z",
           *             "updatedAt": "2026-11-20T13:06:41.000Z",
           *             "attemptsLog": [
           *               {
           *                 "attempt": 1,
           *                 "at": "2026-11-20T13:06:41.000Z",
           *                 "statusCode": 200,
           *                 "durationMs": 84,
           *                 "error": null
           *               }
           *             ]
           *           }
           *         ],
           *         "page": 1,
           *         "pageSize": 50,
           *         "total": 1,
           *         "pages": 1
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              items: {
                id: string
                eventId: string
                endpointId: string
                event: string
                /** @enum {string} */
                status: "PENDING" | "SUCCEEDED" | "FAILED"
                attempts: number
                nextAttemptAt: string | null
                lastStatusCode: number | null
                lastError: string | null
                createdAt: string
                updatedAt: string
                attemptsLog: {
                  attempt: number
                  at: string
                  statusCode: number | null
                  durationMs: number
                  error: string | null
                }[]
              }[]
              page: number
              pageSize: number
              total: number
              pages: number
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "events.redeliver": {
    parameters: {
      query?: never
      header?: never
      path: {
        deliveryId: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "item": {
           *           "id": "dlv_01JD9F6G7H8J9K0M1N2P3Q4R5S",
           *           "eventId": "evt_1042",
           *           "endpointId": "wh_01JD9E5F6G7H8J9K0M1N2P3Q4R",
           *           "event": "payment.paid",
           *           "status": "PENDING",
           *           "attempts": 1,
           *           "nextAttemptAt": "2026-11-22T16:00:00.000Z",
           *           "lastStatusCode": 200,
           *           "lastError": null,
           *           "createdAt": "2026-11-20T13:06:41.000Z",
           *           "updatedAt": "2026-11-20T13:06:41.000Z",
           *           "attemptsLog": [
           *             {
           *               "attempt": 1,
           *               "at": "2026-11-20T13:06:41.000Z",
           *               "statusCode": 200,
           *               "durationMs": 84,
           *               "error": null
           *             }
           *           ]
           *         }
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              item: {
                id: string
                eventId: string
                endpointId: string
                event: string
                /** @enum {string} */
                status: "PENDING" | "SUCCEEDED" | "FAILED"
                attempts: number
                nextAttemptAt: string | null
                lastStatusCode: number | null
                lastError: string | null
                createdAt: string
                updatedAt: string
                attemptsLog: {
                  attempt: number
                  at: string
                  statusCode: number | null
                  durationMs: number
                  error: string | null
                }[]
              }
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: INVALID_STATE_TRANSITION */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (INVALID_STATE_TRANSITION)",
           *       "error": {
           *         "code": "INVALID_STATE_TRANSITION",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "transferInternal.create": {
    parameters: {
      query?: never
      header?: {
        /** @description 1 to 255 visible ASCII characters (a UUID v4 is a good one), scoped per API key. The same key and body within 24 h answer the first success again, with `Idempotent-Replayed: true`; the same key with another body is a 422 `IDEMPOTENCY_KEY_REUSED`; while the first request runs, a 409 `IDEMPOTENCY_KEY_IN_USE` with `Retry-After`; a malformed key is a 400 `INVALID_IDEMPOTENCY_KEY`. */
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "amount": 50,
         *       "recipientEmail": "parceiro@example.com",
         *       "description": "Repasse parceiro",
         *       "externalReference": "repasse-12"
         *     }
         */
        "application/json": {
          /**
           * @description Reais as a JSON number: above zero, at most 2 decimal places.
           * @example 25.5
           */
          amount: number
          recipientEmail: string
          description?: string
          externalReference?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "ito_01JD9B7Q8R9S0T1V2W3X4Y5Z6A",
           *         "type": "INTERNAL_TRANSFER_OUT",
           *         "status": "COMPLETED",
           *         "amount": 50,
           *         "feeAmount": 0,
           *         "netAmount": 50,
           *         "currency": "BRL",
           *         "description": "Repasse parceiro",
           *         "externalReference": "repasse-12",
           *         "transferKind": "internal",
           *         "recipientEmail": "parceiro@example.com",
           *         "recipientName": "Loja Parceira",
           *         "pairId": "itp_01JD9B7Q8R9S0T1V2W3X4Y5Z6A",
           *         "completedAt": "2026-11-22T15:00:00.000Z",
           *         "createdAt": "2026-11-22T15:00:00.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "INTERNAL_TRANSFER_OUT" | "INTERNAL_TRANSFER_IN"
              /** @enum {string} */
              status: "COMPLETED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              /** @enum {string} */
              transferKind: "internal"
              recipientEmail?: string
              recipientName?: string
              counterpartyName?: string
              pairId: string
              completedAt: string
              createdAt: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED, INVALID_IDEMPOTENCY_KEY, INVALID_RECIPIENT, RECIPIENT_NOT_FOUND, INSUFFICIENT_FUNDS, LIMIT_EXCEEDED */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: IDEMPOTENCY_KEY_IN_USE, EXTERNAL_REFERENCE_CONFLICT */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (IDEMPOTENCY_KEY_IN_USE)",
           *       "error": {
           *         "code": "IDEMPOTENCY_KEY_IN_USE",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Unprocessable: IDEMPOTENCY_KEY_REUSED */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unprocessable (IDEMPOTENCY_KEY_REUSED)",
           *       "error": {
           *         "code": "IDEMPOTENCY_KEY_REUSED",
           *         "statusCode": 422
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unprocessable"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "transferInternal.get": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "ito_01JD9B7Q8R9S0T1V2W3X4Y5Z6A",
           *         "type": "INTERNAL_TRANSFER_OUT",
           *         "status": "COMPLETED",
           *         "amount": 50,
           *         "feeAmount": 0,
           *         "netAmount": 50,
           *         "currency": "BRL",
           *         "description": "Repasse parceiro",
           *         "externalReference": "repasse-12",
           *         "transferKind": "internal",
           *         "recipientEmail": "parceiro@example.com",
           *         "recipientName": "Loja Parceira",
           *         "pairId": "itp_01JD9B7Q8R9S0T1V2W3X4Y5Z6A",
           *         "completedAt": "2026-11-22T15:00:00.000Z",
           *         "createdAt": "2026-11-22T15:00:00.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "INTERNAL_TRANSFER_OUT" | "INTERNAL_TRANSFER_IN"
              /** @enum {string} */
              status: "COMPLETED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              /** @enum {string} */
              transferKind: "internal"
              recipientEmail?: string
              recipientName?: string
              counterpartyName?: string
              pairId: string
              completedAt: string
              createdAt: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "transferInternal.list": {
    parameters: {
      query?: {
        page?: string
        pageSize?: string
        dateFrom?: string
        dateTo?: string
        status?: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
        externalReference?: string
        search?: string
        subaccountId?: string
        merchantSubaccountId?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "items": [
           *           {
           *             "id": "ito_01JD9B7Q8R9S0T1V2W3X4Y5Z6A",
           *             "type": "INTERNAL_TRANSFER_OUT",
           *             "status": "COMPLETED",
           *             "amount": 50,
           *             "feeAmount": 0,
           *             "netAmount": 50,
           *             "currency": "BRL",
           *             "description": "Repasse parceiro",
           *             "externalReference": "repasse-12",
           *             "transferKind": "internal",
           *             "recipientEmail": "parceiro@example.com",
           *             "recipientName": "Loja Parceira",
           *             "pairId": "itp_01JD9B7Q8R9S0T1V2W3X4Y5Z6A",
           *             "completedAt": "2026-11-22T15:00:00.000Z",
           *             "createdAt": "2026-11-22T15:00:00.000Z"
           *           }
           *         ],
           *         "page": 1,
           *         "pageSize": 50,
           *         "total": 1,
           *         "pages": 1
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              items: {
                id: string
                /** @enum {string} */
                type: "INTERNAL_TRANSFER_OUT" | "INTERNAL_TRANSFER_IN"
                /** @enum {string} */
                status: "COMPLETED"
                amount: number
                feeAmount: number
                netAmount: number
                /** @enum {string} */
                currency: "BRL"
                description: string
                externalReference?: string
                /** @enum {string} */
                transferKind: "internal"
                recipientEmail?: string
                recipientName?: string
                counterpartyName?: string
                pairId: string
                completedAt: string
                createdAt: string
              }[]
              page: number
              pageSize: number
              total: number
              pages: number
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "transferPix.create": {
    parameters: {
      query?: never
      header?: {
        /** @description 1 to 255 visible ASCII characters (a UUID v4 is a good one), scoped per API key. The same key and body within 24 h answer the first success again, with `Idempotent-Replayed: true`; the same key with another body is a 422 `IDEMPOTENCY_KEY_REUSED`; while the first request runs, a 409 `IDEMPOTENCY_KEY_IN_USE` with `Retry-After`; a malformed key is a 400 `INVALID_IDEMPOTENCY_KEY`. */
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "amount": 10,
         *       "description": "Pagamento fornecedor",
         *       "pixKey": "fornecedor@example.com",
         *       "pixKeyType": "EMAIL",
         *       "externalReference": "pagamento-77"
         *     }
         */
        "application/json": {
          /**
           * @description Reais as a JSON number: above zero, at most 2 decimal places.
           * @example 25.5
           */
          amount?: number
          description: string
          pixKey?: string
          /** @enum {string} */
          pixKeyType?: "CPF" | "CNPJ" | "EMAIL" | "TELEFONE" | "CHAVE_ALEATORIA"
          pixCopyPaste?: string
          coverFee?: boolean
          externalReference?: string
          subaccountId?: string
          pixKeyOwnerDocument?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "pxo_01JD9A2B3C4D5E6F7G8H9J0K1M",
           *         "type": "PIX_OUT",
           *         "status": "PENDING",
           *         "amount": 10,
           *         "feeAmount": 0.5,
           *         "netAmount": 10,
           *         "currency": "BRL",
           *         "description": "Pagamento fornecedor",
           *         "externalReference": "pagamento-77",
           *         "pixKey": "fornecedor@example.com",
           *         "pixKeyType": "EMAIL",
           *         "createdAt": "2026-11-22T14:00:00.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "PIX_OUT"
              /** @enum {string} */
              status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              referenceId?: string
              endToEndId?: string
              recipient?: {
                name: string
                document?: string
                pixKey?: string
              }
              pixKey?: string
              /** @enum {string} */
              pixKeyType?: "CPF" | "CNPJ" | "EMAIL" | "TELEFONE" | "CHAVE_ALEATORIA"
              securityReview?: {
                pending: boolean
              }
              failureReason?: string
              completedAt?: string
              subaccountId?: string
              createdAt: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED, INVALID_IDEMPOTENCY_KEY, INVALID_PIX_KEY, INVALID_BR_CODE, BR_CODE_AMOUNT_MISMATCH, FEE_EXCEEDS_AMOUNT, INSUFFICIENT_FUNDS, LIMIT_EXCEEDED, SUBACCOUNT_LOCKED */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED, FEATURE_NOT_ENABLED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: IDEMPOTENCY_KEY_IN_USE, CHARGE_NOT_PAYABLE, EXTERNAL_REFERENCE_CONFLICT */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (IDEMPOTENCY_KEY_IN_USE)",
           *       "error": {
           *         "code": "IDEMPOTENCY_KEY_IN_USE",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Unprocessable: IDEMPOTENCY_KEY_REUSED */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unprocessable (IDEMPOTENCY_KEY_REUSED)",
           *       "error": {
           *         "code": "IDEMPOTENCY_KEY_REUSED",
           *         "statusCode": 422
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unprocessable"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE, PIX_NETWORK_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "transferPix.get": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "pxo_01JD9A2B3C4D5E6F7G8H9J0K1M",
           *         "type": "PIX_OUT",
           *         "status": "COMPLETED",
           *         "amount": 10,
           *         "feeAmount": 0.5,
           *         "netAmount": 10,
           *         "currency": "BRL",
           *         "description": "Pagamento fornecedor",
           *         "externalReference": "pagamento-77",
           *         "pixKey": "fornecedor@example.com",
           *         "pixKeyType": "EMAIL",
           *         "createdAt": "2026-11-22T14:00:00.000Z",
           *         "referenceId": "sbx_pxo_000001",
           *         "endToEndId": "E00038166202611221400F6E5D4C3B2A",
           *         "recipient": {
           *           "name": "Fornecedor Ltda",
           *           "document": "12345678000195",
           *           "pixKey": "fornecedor@example.com"
           *         },
           *         "completedAt": "2026-11-22T14:00:02.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "PIX_OUT"
              /** @enum {string} */
              status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              referenceId?: string
              endToEndId?: string
              recipient?: {
                name: string
                document?: string
                pixKey?: string
              }
              pixKey?: string
              /** @enum {string} */
              pixKeyType?: "CPF" | "CNPJ" | "EMAIL" | "TELEFONE" | "CHAVE_ALEATORIA"
              securityReview?: {
                pending: boolean
              }
              failureReason?: string
              completedAt?: string
              subaccountId?: string
              createdAt: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "transferPix.status": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "pxo_01JD9A2B3C4D5E6F7G8H9J0K1M",
           *         "status": "COMPLETED",
           *         "amount": 10,
           *         "completedAt": "2026-11-22T14:00:02.000Z",
           *         "endToEndId": "E00038166202611221400F6E5D4C3B2A"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED"
              amount: number
              completedAt: string | null
              endToEndId?: string
              securityReview?: {
                pending: boolean
              }
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "transferPix.list": {
    parameters: {
      query?: {
        page?: string
        pageSize?: string
        dateFrom?: string
        dateTo?: string
        status?: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
        externalReference?: string
        search?: string
        subaccountId?: string
        merchantSubaccountId?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "items": [
           *           {
           *             "id": "pxo_01JD9A2B3C4D5E6F7G8H9J0K1M",
           *             "type": "PIX_OUT",
           *             "status": "COMPLETED",
           *             "amount": 10,
           *             "feeAmount": 0.5,
           *             "netAmount": 10,
           *             "currency": "BRL",
           *             "description": "Pagamento fornecedor",
           *             "externalReference": "pagamento-77",
           *             "pixKey": "fornecedor@example.com",
           *             "pixKeyType": "EMAIL",
           *             "createdAt": "2026-11-22T14:00:00.000Z",
           *             "referenceId": "sbx_pxo_000001",
           *             "endToEndId": "E00038166202611221400F6E5D4C3B2A",
           *             "recipient": {
           *               "name": "Fornecedor Ltda",
           *               "document": "12345678000195",
           *               "pixKey": "fornecedor@example.com"
           *             },
           *             "completedAt": "2026-11-22T14:00:02.000Z"
           *           }
           *         ],
           *         "page": 1,
           *         "pageSize": 50,
           *         "total": 1,
           *         "pages": 1
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              items: {
                id: string
                /** @enum {string} */
                type: "PIX_OUT"
                /** @enum {string} */
                status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED"
                amount: number
                feeAmount: number
                netAmount: number
                /** @enum {string} */
                currency: "BRL"
                description: string
                externalReference?: string
                referenceId?: string
                endToEndId?: string
                recipient?: {
                  name: string
                  document?: string
                  pixKey?: string
                }
                pixKey?: string
                /** @enum {string} */
                pixKeyType?: "CPF" | "CNPJ" | "EMAIL" | "TELEFONE" | "CHAVE_ALEATORIA"
                securityReview?: {
                  pending: boolean
                }
                failureReason?: string
                completedAt?: string
                subaccountId?: string
                createdAt: string
              }[]
              page: number
              pageSize: number
              total: number
              pages: number
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED, FEATURE_NOT_ENABLED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "payouts.create": {
    parameters: {
      query?: never
      header?: {
        /** @description 1 to 255 visible ASCII characters (a UUID v4 is a good one), scoped per API key. The same key and body within 24 h answer the first success again, with `Idempotent-Replayed: true`; the same key with another body is a 422 `IDEMPOTENCY_KEY_REUSED`; while the first request runs, a 409 `IDEMPOTENCY_KEY_IN_USE` with `Retry-After`; a malformed key is a 400 `INVALID_IDEMPOTENCY_KEY`. */
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "amount": 10,
         *       "description": "Pagamento fornecedor",
         *       "pixKey": "fornecedor@example.com",
         *       "pixKeyType": "EMAIL",
         *       "externalReference": "pagamento-77"
         *     }
         */
        "application/json": {
          /**
           * @description Reais as a JSON number: above zero, at most 2 decimal places.
           * @example 25.5
           */
          amount?: number
          description: string
          pixKey?: string
          /** @enum {string} */
          pixKeyType?: "CPF" | "CNPJ" | "EMAIL" | "TELEFONE" | "CHAVE_ALEATORIA"
          pixCopyPaste?: string
          coverFee?: boolean
          externalReference?: string
          subaccountId?: string
          pixKeyOwnerDocument?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "pxo_01JD9A2B3C4D5E6F7G8H9J0K1M",
           *         "type": "PIX_OUT",
           *         "status": "PENDING",
           *         "amount": 10,
           *         "feeAmount": 0.5,
           *         "netAmount": 10,
           *         "currency": "BRL",
           *         "description": "Pagamento fornecedor",
           *         "externalReference": "pagamento-77",
           *         "pixKey": "fornecedor@example.com",
           *         "pixKeyType": "EMAIL",
           *         "createdAt": "2026-11-22T14:00:00.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "PIX_OUT"
              /** @enum {string} */
              status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              referenceId?: string
              endToEndId?: string
              recipient?: {
                name: string
                document?: string
                pixKey?: string
              }
              pixKey?: string
              /** @enum {string} */
              pixKeyType?: "CPF" | "CNPJ" | "EMAIL" | "TELEFONE" | "CHAVE_ALEATORIA"
              securityReview?: {
                pending: boolean
              }
              failureReason?: string
              completedAt?: string
              subaccountId?: string
              createdAt: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED, INVALID_IDEMPOTENCY_KEY, INVALID_PIX_KEY, INVALID_BR_CODE, BR_CODE_AMOUNT_MISMATCH, FEE_EXCEEDS_AMOUNT, INSUFFICIENT_FUNDS, LIMIT_EXCEEDED, SUBACCOUNT_LOCKED */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED, FEATURE_NOT_ENABLED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: IDEMPOTENCY_KEY_IN_USE, CHARGE_NOT_PAYABLE, EXTERNAL_REFERENCE_CONFLICT */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (IDEMPOTENCY_KEY_IN_USE)",
           *       "error": {
           *         "code": "IDEMPOTENCY_KEY_IN_USE",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Unprocessable: IDEMPOTENCY_KEY_REUSED */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unprocessable (IDEMPOTENCY_KEY_REUSED)",
           *       "error": {
           *         "code": "IDEMPOTENCY_KEY_REUSED",
           *         "statusCode": 422
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unprocessable"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE, PIX_NETWORK_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "payouts.get": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "pxo_01JD9A2B3C4D5E6F7G8H9J0K1M",
           *         "type": "PIX_OUT",
           *         "status": "COMPLETED",
           *         "amount": 10,
           *         "feeAmount": 0.5,
           *         "netAmount": 10,
           *         "currency": "BRL",
           *         "description": "Pagamento fornecedor",
           *         "externalReference": "pagamento-77",
           *         "pixKey": "fornecedor@example.com",
           *         "pixKeyType": "EMAIL",
           *         "createdAt": "2026-11-22T14:00:00.000Z",
           *         "referenceId": "sbx_pxo_000001",
           *         "endToEndId": "E00038166202611221400F6E5D4C3B2A",
           *         "recipient": {
           *           "name": "Fornecedor Ltda",
           *           "document": "12345678000195",
           *           "pixKey": "fornecedor@example.com"
           *         },
           *         "completedAt": "2026-11-22T14:00:02.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "PIX_OUT"
              /** @enum {string} */
              status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              referenceId?: string
              endToEndId?: string
              recipient?: {
                name: string
                document?: string
                pixKey?: string
              }
              pixKey?: string
              /** @enum {string} */
              pixKeyType?: "CPF" | "CNPJ" | "EMAIL" | "TELEFONE" | "CHAVE_ALEATORIA"
              securityReview?: {
                pending: boolean
              }
              failureReason?: string
              completedAt?: string
              subaccountId?: string
              createdAt: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "payouts.status": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "pxo_01JD9A2B3C4D5E6F7G8H9J0K1M",
           *         "status": "COMPLETED",
           *         "amount": 10,
           *         "completedAt": "2026-11-22T14:00:02.000Z",
           *         "endToEndId": "E00038166202611221400F6E5D4C3B2A"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED"
              amount: number
              completedAt: string | null
              endToEndId?: string
              securityReview?: {
                pending: boolean
              }
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "payouts.list": {
    parameters: {
      query?: {
        page?: string
        pageSize?: string
        dateFrom?: string
        dateTo?: string
        status?: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
        externalReference?: string
        search?: string
        subaccountId?: string
        merchantSubaccountId?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "items": [
           *           {
           *             "id": "pxo_01JD9A2B3C4D5E6F7G8H9J0K1M",
           *             "type": "PIX_OUT",
           *             "status": "COMPLETED",
           *             "amount": 10,
           *             "feeAmount": 0.5,
           *             "netAmount": 10,
           *             "currency": "BRL",
           *             "description": "Pagamento fornecedor",
           *             "externalReference": "pagamento-77",
           *             "pixKey": "fornecedor@example.com",
           *             "pixKeyType": "EMAIL",
           *             "createdAt": "2026-11-22T14:00:00.000Z",
           *             "referenceId": "sbx_pxo_000001",
           *             "endToEndId": "E00038166202611221400F6E5D4C3B2A",
           *             "recipient": {
           *               "name": "Fornecedor Ltda",
           *               "document": "12345678000195",
           *               "pixKey": "fornecedor@example.com"
           *             },
           *             "completedAt": "2026-11-22T14:00:02.000Z"
           *           }
           *         ],
           *         "page": 1,
           *         "pageSize": 50,
           *         "total": 1,
           *         "pages": 1
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              items: {
                id: string
                /** @enum {string} */
                type: "PIX_OUT"
                /** @enum {string} */
                status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED"
                amount: number
                feeAmount: number
                netAmount: number
                /** @enum {string} */
                currency: "BRL"
                description: string
                externalReference?: string
                referenceId?: string
                endToEndId?: string
                recipient?: {
                  name: string
                  document?: string
                  pixKey?: string
                }
                pixKey?: string
                /** @enum {string} */
                pixKeyType?: "CPF" | "CNPJ" | "EMAIL" | "TELEFONE" | "CHAVE_ALEATORIA"
                securityReview?: {
                  pending: boolean
                }
                failureReason?: string
                completedAt?: string
                subaccountId?: string
                createdAt: string
              }[]
              page: number
              pageSize: number
              total: number
              pages: number
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED, FEATURE_NOT_ENABLED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "transferScheduled.create": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "triggerType": "RECURRING",
         *       "label": "Aluguel",
         *       "recurrenceRule": {
         *         "interval": "monthly",
         *         "time": "09:00",
         *         "dayOfMonth": 5
         *       },
         *       "payload": {
         *         "method": "pix_padrao",
         *         "amount": 1500,
         *         "pixKey": "locador@example.com",
         *         "pixKeyType": "EMAIL"
         *       }
         *     }
         */
        "application/json": {
          /** @enum {string} */
          triggerType: "ONCE" | "RECURRING" | "BALANCE_THRESHOLD"
          label?: string
          /** @description ISO 8601 date-time with its offset or Z, e.g. 2026-12-01T09:00:00-03:00. */
          scheduledAt?: string
          recurrenceRule?: {
            /** @enum {string} */
            interval: "daily" | "weekly" | "monthly" | "custom_days"
            /** @description Local wall time, HH:MM (24 h). */
            time: string
            /** @description IANA time zone; default America/Sao_Paulo. */
            timezone?: string
            /** @description 0 (Sunday) to 6, for weekly rules. */
            dayOfWeek?: number
            /** @description 1 to 31, for monthly rules; a shorter month runs on its last day. */
            dayOfMonth?: number
            /** @description Every N days, for custom_days rules. */
            customDays?: number
          }
          /**
           * @description Reais as a JSON number: above zero, at most 2 decimal places.
           * @example 25.5
           */
          balanceThreshold?: number
          payload: {
            /** @enum {string} */
            method: "pix_padrao" | "pix_livre" | "interna" | "cripto"
            /**
             * @description Reais as a JSON number: above zero, at most 2 decimal places.
             * @example 25.5
             */
            amount: number
            description?: string
            coverFee?: boolean
            pixKey?: string
            /** @enum {string} */
            pixKeyType?: "CPF" | "CNPJ" | "EMAIL" | "TELEFONE" | "CHAVE_ALEATORIA"
            subaccountId?: string
            recipientEmail?: string
            address?: string
            payCurrency?: string
            extraId?: string
          }
          maxRuns?: number
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "sch_01jd8x2k4m6n8p0r2t4v6x8z0a",
           *         "label": "Aluguel",
           *         "amount": 1500,
           *         "method": "PIX Padrao",
           *         "destination": "lo***@example.com",
           *         "triggerType": "recurring",
           *         "scheduleLabel": "Monthly on day 5 at 09:00 (America/Sao_Paulo)",
           *         "nextRunAt": "2026-12-05T12:00:00.000Z",
           *         "runCount": 0,
           *         "status": "active",
           *         "coverFee": true,
           *         "recurrenceRule": {
           *           "interval": "monthly",
           *           "time": "09:00",
           *           "timezone": "America/Sao_Paulo",
           *           "dayOfMonth": 5
           *         },
           *         "createdAt": "2026-11-27T14:00:00.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              label: string
              amount: number
              method: string
              destination: string
              /** @enum {string} */
              triggerType: "once" | "recurring" | "balance_threshold"
              scheduleLabel: string
              /** @description ISO 8601 time of the next run, or `-` when none is due. */
              nextRunAt: string
              lastRunAt?: string
              runCount: number
              /** @enum {string} */
              status: "active" | "paused" | "completed" | "failed"
              coverFee: boolean
              maxRuns?: number
              lastFailure?: string
              scheduledAt?: string
              recurrenceRule?: {
                /** @enum {string} */
                interval: "daily" | "weekly" | "monthly" | "custom_days"
                time: string
                timezone: string
                dayOfWeek?: number | null
                dayOfMonth?: number | null
                customDays?: number | null
                anchorDate?: string | null
              }
              balanceThreshold?: number
              createdAt: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED, METHOD_NOT_AVAILABLE, SCHEDULE_LIMIT_REACHED */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "transferScheduled.list": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "items": [
           *           {
           *             "id": "sch_01jd8x2k4m6n8p0r2t4v6x8z0a",
           *             "label": "Aluguel",
           *             "amount": 1500,
           *             "method": "PIX Padrao",
           *             "destination": "lo***@example.com",
           *             "triggerType": "recurring",
           *             "scheduleLabel": "Monthly on day 5 at 09:00 (America/Sao_Paulo)",
           *             "nextRunAt": "2026-12-05T12:00:00.000Z",
           *             "runCount": 0,
           *             "status": "active",
           *             "coverFee": true,
           *             "recurrenceRule": {
           *               "interval": "monthly",
           *               "time": "09:00",
           *               "timezone": "America/Sao_Paulo",
           *               "dayOfMonth": 5
           *             },
           *             "createdAt": "2026-11-27T14:00:00.000Z"
           *           }
           *         ]
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              items: {
                id: string
                label: string
                amount: number
                method: string
                destination: string
                /** @enum {string} */
                triggerType: "once" | "recurring" | "balance_threshold"
                scheduleLabel: string
                /** @description ISO 8601 time of the next run, or `-` when none is due. */
                nextRunAt: string
                lastRunAt?: string
                runCount: number
                /** @enum {string} */
                status: "active" | "paused" | "completed" | "failed"
                coverFee: boolean
                maxRuns?: number
                lastFailure?: string
                scheduledAt?: string
                recurrenceRule?: {
                  /** @enum {string} */
                  interval: "daily" | "weekly" | "monthly" | "custom_days"
                  time: string
                  timezone: string
                  dayOfWeek?: number | null
                  dayOfMonth?: number | null
                  customDays?: number | null
                  anchorDate?: string | null
                }
                balanceThreshold?: number
                createdAt: string
              }[]
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "transferScheduled.get": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "sch_01jd8x2k4m6n8p0r2t4v6x8z0a",
           *         "label": "Aluguel",
           *         "amount": 1500,
           *         "method": "PIX Padrao",
           *         "destination": "lo***@example.com",
           *         "triggerType": "recurring",
           *         "scheduleLabel": "Monthly on day 5 at 09:00 (America/Sao_Paulo)",
           *         "nextRunAt": "2026-12-05T12:00:00.000Z",
           *         "runCount": 0,
           *         "status": "active",
           *         "coverFee": true,
           *         "recurrenceRule": {
           *           "interval": "monthly",
           *           "time": "09:00",
           *           "timezone": "America/Sao_Paulo",
           *           "dayOfMonth": 5
           *         },
           *         "createdAt": "2026-11-27T14:00:00.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              label: string
              amount: number
              method: string
              destination: string
              /** @enum {string} */
              triggerType: "once" | "recurring" | "balance_threshold"
              scheduleLabel: string
              /** @description ISO 8601 time of the next run, or `-` when none is due. */
              nextRunAt: string
              lastRunAt?: string
              runCount: number
              /** @enum {string} */
              status: "active" | "paused" | "completed" | "failed"
              coverFee: boolean
              maxRuns?: number
              lastFailure?: string
              scheduledAt?: string
              recurrenceRule?: {
                /** @enum {string} */
                interval: "daily" | "weekly" | "monthly" | "custom_days"
                time: string
                timezone: string
                dayOfWeek?: number | null
                dayOfMonth?: number | null
                customDays?: number | null
                anchorDate?: string | null
              }
              balanceThreshold?: number
              createdAt: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "transferScheduled.update": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "status": "paused"
         *     }
         */
        "application/json": {
          /** @enum {string} */
          status?: "active" | "paused"
          label?: string
          /** @description ISO 8601 date-time with its offset or Z, e.g. 2026-12-01T09:00:00-03:00. */
          scheduledAt?: string
          recurrenceRule?: {
            /** @enum {string} */
            interval: "daily" | "weekly" | "monthly" | "custom_days"
            /** @description Local wall time, HH:MM (24 h). */
            time: string
            /** @description IANA time zone; default America/Sao_Paulo. */
            timezone?: string
            /** @description 0 (Sunday) to 6, for weekly rules. */
            dayOfWeek?: number
            /** @description 1 to 31, for monthly rules; a shorter month runs on its last day. */
            dayOfMonth?: number
            /** @description Every N days, for custom_days rules. */
            customDays?: number
          }
          /**
           * @description Reais as a JSON number: above zero, at most 2 decimal places.
           * @example 25.5
           */
          balanceThreshold?: number
          payload?: {
            /** @enum {string} */
            method: "pix_padrao" | "pix_livre" | "interna" | "cripto"
            /**
             * @description Reais as a JSON number: above zero, at most 2 decimal places.
             * @example 25.5
             */
            amount: number
            description?: string
            coverFee?: boolean
            pixKey?: string
            /** @enum {string} */
            pixKeyType?: "CPF" | "CNPJ" | "EMAIL" | "TELEFONE" | "CHAVE_ALEATORIA"
            subaccountId?: string
            recipientEmail?: string
            address?: string
            payCurrency?: string
            extraId?: string
          }
          maxRuns?: number
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "sch_01jd8x2k4m6n8p0r2t4v6x8z0a",
           *         "label": "Aluguel",
           *         "amount": 1500,
           *         "method": "PIX Padrao",
           *         "destination": "lo***@example.com",
           *         "triggerType": "recurring",
           *         "scheduleLabel": "Monthly on day 5 at 09:00 (America/Sao_Paulo)",
           *         "nextRunAt": "-",
           *         "runCount": 0,
           *         "status": "paused",
           *         "coverFee": true,
           *         "recurrenceRule": {
           *           "interval": "monthly",
           *           "time": "09:00",
           *           "timezone": "America/Sao_Paulo",
           *           "dayOfMonth": 5
           *         },
           *         "createdAt": "2026-11-27T14:00:00.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              label: string
              amount: number
              method: string
              destination: string
              /** @enum {string} */
              triggerType: "once" | "recurring" | "balance_threshold"
              scheduleLabel: string
              /** @description ISO 8601 time of the next run, or `-` when none is due. */
              nextRunAt: string
              lastRunAt?: string
              runCount: number
              /** @enum {string} */
              status: "active" | "paused" | "completed" | "failed"
              coverFee: boolean
              maxRuns?: number
              lastFailure?: string
              scheduledAt?: string
              recurrenceRule?: {
                /** @enum {string} */
                interval: "daily" | "weekly" | "monthly" | "custom_days"
                time: string
                timezone: string
                dayOfWeek?: number | null
                dayOfMonth?: number | null
                customDays?: number | null
                anchorDate?: string | null
              }
              balanceThreshold?: number
              createdAt: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED, SCHEDULE_LIMIT_REACHED, METHOD_NOT_AVAILABLE */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: INVALID_STATE_TRANSITION, CONCURRENT_UPDATE */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (INVALID_STATE_TRANSITION)",
           *       "error": {
           *         "code": "INVALID_STATE_TRANSITION",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "transferScheduled.cancel": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "sch_01jd8x2k4m6n8p0r2t4v6x8z0a",
           *         "label": "Aluguel",
           *         "amount": 1500,
           *         "method": "PIX Padrao",
           *         "destination": "lo***@example.com",
           *         "triggerType": "recurring",
           *         "scheduleLabel": "Monthly on day 5 at 09:00 (America/Sao_Paulo)",
           *         "nextRunAt": "-",
           *         "runCount": 0,
           *         "status": "completed",
           *         "coverFee": true,
           *         "recurrenceRule": {
           *           "interval": "monthly",
           *           "time": "09:00",
           *           "timezone": "America/Sao_Paulo",
           *           "dayOfMonth": 5
           *         },
           *         "createdAt": "2026-11-27T14:00:00.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              label: string
              amount: number
              method: string
              destination: string
              /** @enum {string} */
              triggerType: "once" | "recurring" | "balance_threshold"
              scheduleLabel: string
              /** @description ISO 8601 time of the next run, or `-` when none is due. */
              nextRunAt: string
              lastRunAt?: string
              runCount: number
              /** @enum {string} */
              status: "active" | "paused" | "completed" | "failed"
              coverFee: boolean
              maxRuns?: number
              lastFailure?: string
              scheduledAt?: string
              recurrenceRule?: {
                /** @enum {string} */
                interval: "daily" | "weekly" | "monthly" | "custom_days"
                time: string
                timezone: string
                dayOfWeek?: number | null
                dayOfMonth?: number | null
                customDays?: number | null
                anchorDate?: string | null
              }
              balanceThreshold?: number
              createdAt: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: INVALID_STATE_TRANSITION, CONCURRENT_UPDATE */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (INVALID_STATE_TRANSITION)",
           *       "error": {
           *         "code": "INVALID_STATE_TRANSITION",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "transferScheduled.runNow": {
    parameters: {
      query?: never
      header?: {
        /** @description 1 to 255 visible ASCII characters (a UUID v4 is a good one), scoped per API key. The same key and body within 24 h answer the first success again, with `Idempotent-Replayed: true`; the same key with another body is a 422 `IDEMPOTENCY_KEY_REUSED`; while the first request runs, a 409 `IDEMPOTENCY_KEY_IN_USE` with `Retry-After`; a malformed key is a 400 `INVALID_IDEMPOTENCY_KEY`. */
        "Idempotency-Key"?: string
      }
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "sch_01jd8x2k4m6n8p0r2t4v6x8z0a",
           *         "label": "Aluguel",
           *         "amount": 1500,
           *         "method": "PIX Padrao",
           *         "destination": "lo***@example.com",
           *         "triggerType": "recurring",
           *         "scheduleLabel": "Monthly on day 5 at 09:00 (America/Sao_Paulo)",
           *         "nextRunAt": "2026-12-05T12:00:00.000Z",
           *         "runCount": 1,
           *         "status": "active",
           *         "coverFee": true,
           *         "recurrenceRule": {
           *           "interval": "monthly",
           *           "time": "09:00",
           *           "timezone": "America/Sao_Paulo",
           *           "dayOfMonth": 5
           *         },
           *         "createdAt": "2026-11-27T14:00:00.000Z",
           *         "lastRunAt": "2026-11-27T14:05:00.000Z",
           *         "run": {
           *           "outcome": "paid",
           *           "transferId": "pxo_01jd8x3a5c7e9g1j3l5n7q9s1u"
           *         }
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              label: string
              amount: number
              method: string
              destination: string
              /** @enum {string} */
              triggerType: "once" | "recurring" | "balance_threshold"
              scheduleLabel: string
              /** @description ISO 8601 time of the next run, or `-` when none is due. */
              nextRunAt: string
              lastRunAt?: string
              runCount: number
              /** @enum {string} */
              status: "active" | "paused" | "completed" | "failed"
              coverFee: boolean
              maxRuns?: number
              lastFailure?: string
              scheduledAt?: string
              recurrenceRule?: {
                /** @enum {string} */
                interval: "daily" | "weekly" | "monthly" | "custom_days"
                time: string
                timezone: string
                dayOfWeek?: number | null
                dayOfMonth?: number | null
                customDays?: number | null
                anchorDate?: string | null
              }
              balanceThreshold?: number
              createdAt: string
              run: {
                /** @enum {string} */
                outcome: "paid" | "refused"
                transferId?: string
                reason?: string
              }
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_IDEMPOTENCY_KEY */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: IDEMPOTENCY_KEY_IN_USE, INVALID_STATE_TRANSITION, CONCURRENT_UPDATE */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (IDEMPOTENCY_KEY_IN_USE)",
           *       "error": {
           *         "code": "IDEMPOTENCY_KEY_IN_USE",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Unprocessable: IDEMPOTENCY_KEY_REUSED */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unprocessable (IDEMPOTENCY_KEY_REUSED)",
           *       "error": {
           *         "code": "IDEMPOTENCY_KEY_REUSED",
           *         "statusCode": 422
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unprocessable"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "sandboxTransfers.approve": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        /** @example {} */
        "application/json": unknown
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "pxo_01JD9A2B3C4D5E6F7G8H9J0K1M",
           *         "type": "PIX_OUT",
           *         "status": "PENDING",
           *         "amount": 10,
           *         "feeAmount": 0.5,
           *         "netAmount": 10,
           *         "currency": "BRL",
           *         "description": "Pagamento fornecedor",
           *         "externalReference": "pagamento-77",
           *         "pixKey": "fornecedor@example.com",
           *         "pixKeyType": "EMAIL",
           *         "createdAt": "2026-11-22T14:00:00.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "PIX_OUT"
              /** @enum {string} */
              status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              referenceId?: string
              endToEndId?: string
              recipient?: {
                name: string
                document?: string
                pixKey?: string
              }
              pixKey?: string
              /** @enum {string} */
              pixKeyType?: "CPF" | "CNPJ" | "EMAIL" | "TELEFONE" | "CHAVE_ALEATORIA"
              securityReview?: {
                pending: boolean
              }
              failureReason?: string
              completedAt?: string
              subaccountId?: string
              createdAt: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: INVALID_STATE_TRANSITION */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (INVALID_STATE_TRANSITION)",
           *       "error": {
           *         "code": "INVALID_STATE_TRANSITION",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "sandboxTransfers.refuse": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "reason": "recipient account closed"
         *     }
         */
        "application/json": {
          reason?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "pxo_01JD9A2B3C4D5E6F7G8H9J0K1M",
           *         "type": "PIX_OUT",
           *         "status": "FAILED",
           *         "amount": 10,
           *         "feeAmount": 0.5,
           *         "netAmount": 10,
           *         "currency": "BRL",
           *         "description": "Pagamento fornecedor",
           *         "externalReference": "pagamento-77",
           *         "pixKey": "fornecedor@example.com",
           *         "pixKeyType": "EMAIL",
           *         "createdAt": "2026-11-22T14:00:00.000Z",
           *         "failureReason": "recipient account closed"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "PIX_OUT"
              /** @enum {string} */
              status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              referenceId?: string
              endToEndId?: string
              recipient?: {
                name: string
                document?: string
                pixKey?: string
              }
              pixKey?: string
              /** @enum {string} */
              pixKeyType?: "CPF" | "CNPJ" | "EMAIL" | "TELEFONE" | "CHAVE_ALEATORIA"
              securityReview?: {
                pending: boolean
              }
              failureReason?: string
              completedAt?: string
              subaccountId?: string
              createdAt: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: INVALID_STATE_TRANSITION */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (INVALID_STATE_TRANSITION)",
           *       "error": {
           *         "code": "INVALID_STATE_TRANSITION",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "sandboxTransfers.settle": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "recipient": {
         *         "name": "Fornecedor Ltda",
         *         "document": "12345678000195",
         *         "pixKey": "fornecedor@example.com"
         *       }
         *     }
         */
        "application/json": {
          recipient?: {
            name: string
            document?: string
            pixKey?: string
          }
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "pxo_01JD9A2B3C4D5E6F7G8H9J0K1M",
           *         "type": "PIX_OUT",
           *         "status": "COMPLETED",
           *         "amount": 10,
           *         "feeAmount": 0.5,
           *         "netAmount": 10,
           *         "currency": "BRL",
           *         "description": "Pagamento fornecedor",
           *         "externalReference": "pagamento-77",
           *         "pixKey": "fornecedor@example.com",
           *         "pixKeyType": "EMAIL",
           *         "createdAt": "2026-11-22T14:00:00.000Z",
           *         "referenceId": "sbx_pxo_000001",
           *         "endToEndId": "E00038166202611221400F6E5D4C3B2A",
           *         "recipient": {
           *           "name": "Fornecedor Ltda",
           *           "document": "12345678000195",
           *           "pixKey": "fornecedor@example.com"
           *         },
           *         "completedAt": "2026-11-22T14:00:02.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "PIX_OUT"
              /** @enum {string} */
              status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              referenceId?: string
              endToEndId?: string
              recipient?: {
                name: string
                document?: string
                pixKey?: string
              }
              pixKey?: string
              /** @enum {string} */
              pixKeyType?: "CPF" | "CNPJ" | "EMAIL" | "TELEFONE" | "CHAVE_ALEATORIA"
              securityReview?: {
                pending: boolean
              }
              failureReason?: string
              completedAt?: string
              subaccountId?: string
              createdAt: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED, SANDBOX_INVALID_INPUT */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: INVALID_STATE_TRANSITION */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (INVALID_STATE_TRANSITION)",
           *       "error": {
           *         "code": "INVALID_STATE_TRANSITION",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "sandboxTransfers.fail": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "reason": "recipient account closed"
         *     }
         */
        "application/json": {
          reason?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "pxo_01JD9A2B3C4D5E6F7G8H9J0K1M",
           *         "type": "PIX_OUT",
           *         "status": "FAILED",
           *         "amount": 10,
           *         "feeAmount": 0.5,
           *         "netAmount": 10,
           *         "currency": "BRL",
           *         "description": "Pagamento fornecedor",
           *         "externalReference": "pagamento-77",
           *         "pixKey": "fornecedor@example.com",
           *         "pixKeyType": "EMAIL",
           *         "createdAt": "2026-11-22T14:00:00.000Z",
           *         "failureReason": "recipient account closed"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "PIX_OUT"
              /** @enum {string} */
              status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              referenceId?: string
              endToEndId?: string
              recipient?: {
                name: string
                document?: string
                pixKey?: string
              }
              pixKey?: string
              /** @enum {string} */
              pixKeyType?: "CPF" | "CNPJ" | "EMAIL" | "TELEFONE" | "CHAVE_ALEATORIA"
              securityReview?: {
                pending: boolean
              }
              failureReason?: string
              completedAt?: string
              subaccountId?: string
              createdAt: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: INVALID_STATE_TRANSITION */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (INVALID_STATE_TRANSITION)",
           *       "error": {
           *         "code": "INVALID_STATE_TRANSITION",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "refunds.create": {
    parameters: {
      query?: never
      header?: {
        /** @description 1 to 255 visible ASCII characters (a UUID v4 is a good one), scoped per API key. The same key and body within 24 h answer the first success again, with `Idempotent-Replayed: true`; the same key with another body is a 422 `IDEMPOTENCY_KEY_REUSED`; while the first request runs, a 409 `IDEMPOTENCY_KEY_IN_USE` with `Retry-After`; a malformed key is a 400 `INVALID_IDEMPOTENCY_KEY`. */
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "transactionId": "pix_01JD8Z4K6Q3V0M2N5P7R9S1T3V",
         *       "refundId": "devolucao-1001",
         *       "description": "Produto devolvido"
         *     }
         */
        "application/json": {
          transactionId?: string
          e2eId?: string
          refundId?: string
          nature?: string
          description?: string
          subaccountId?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "pix_01JD8Z4K6Q3V0M2N5P7R9S1T3V",
           *         "type": "PIX_IN",
           *         "status": "COMPLETED",
           *         "amount": 25.5,
           *         "feeAmount": 0.25,
           *         "netAmount": 25.25,
           *         "currency": "BRL",
           *         "description": "Pedido 1001",
           *         "externalReference": "pedido-1001",
           *         "referenceId": "sbx_chg_000001",
           *         "endToEndId": "E00038166202611201306A1B2C3D4E5F",
           *         "payer": {
           *           "name": "Maria Souza",
           *           "document": "12345678909"
           *         },
           *         "completedAt": "2026-11-20T13:06:41.000Z",
           *         "createdAt": "2026-11-20T13:04:05.000Z",
           *         "refund": {
           *           "status": "REQUESTED",
           *           "refundId": "devolucao-1001",
           *           "requestedAt": "2026-11-22T10:00:00.000Z",
           *           "debitNet": 25.25,
           *           "depositNet": 25.25,
           *           "transferFee": 0,
           *           "nature": "ORIGINAL",
           *           "description": "Produto devolvido"
           *         }
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "PIX_IN"
              /** @enum {string} */
              status: "PENDING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              referenceId: string
              endToEndId?: string
              payer?: {
                name: string
                document: string
              }
              copyPaste?: string
              qrcodeUrl?: string
              qrCodeBase64?: string
              expiresAt?: string
              completedAt?: string
              createdAt: string
              subaccountId?: string
              refund?: {
                /** @enum {string} */
                status: "REQUESTED" | "COMPLETED" | "FAILED"
                refundId: string
                requestedAt: string
                completedAt?: string
                debitNet: number
                depositNet: number
                transferFee: number
                /** @enum {string} */
                nature: "ORIGINAL" | "FRAUD" | "MED_OPERATIONAL_FAILURE" | "PIX_WITHDRAWAL" | "PIX_CHANGE"
                description?: string
                failedAt?: string
                failureReason?: string
              }
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED, INVALID_IDEMPOTENCY_KEY, DEPOSIT_NOT_REFUNDABLE, ALREADY_REFUNDED, INSUFFICIENT_FUNDS */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED, FEATURE_NOT_ENABLED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: IDEMPOTENCY_KEY_IN_USE, REFUND_ID_CONFLICT */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (IDEMPOTENCY_KEY_IN_USE)",
           *       "error": {
           *         "code": "IDEMPOTENCY_KEY_IN_USE",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Unprocessable: IDEMPOTENCY_KEY_REUSED */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unprocessable (IDEMPOTENCY_KEY_REUSED)",
           *       "error": {
           *         "code": "IDEMPOTENCY_KEY_REUSED",
           *         "statusCode": 422
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unprocessable"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE, PIX_NETWORK_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "refunds.get": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "pix_01JD8Z4K6Q3V0M2N5P7R9S1T3V",
           *         "type": "PIX_IN",
           *         "status": "REVERSED",
           *         "amount": 25.5,
           *         "feeAmount": 0.25,
           *         "netAmount": 25.25,
           *         "currency": "BRL",
           *         "description": "Pedido 1001",
           *         "externalReference": "pedido-1001",
           *         "referenceId": "sbx_chg_000001",
           *         "endToEndId": "E00038166202611201306A1B2C3D4E5F",
           *         "payer": {
           *           "name": "Maria Souza",
           *           "document": "12345678909"
           *         },
           *         "completedAt": "2026-11-20T13:06:41.000Z",
           *         "createdAt": "2026-11-20T13:04:05.000Z",
           *         "refund": {
           *           "status": "COMPLETED",
           *           "refundId": "devolucao-1001",
           *           "requestedAt": "2026-11-22T10:00:00.000Z",
           *           "debitNet": 25.25,
           *           "depositNet": 25.25,
           *           "transferFee": 0,
           *           "nature": "ORIGINAL",
           *           "description": "Produto devolvido",
           *           "completedAt": "2026-11-22T10:00:03.000Z"
           *         }
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "PIX_IN"
              /** @enum {string} */
              status: "PENDING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              referenceId: string
              endToEndId?: string
              payer?: {
                name: string
                document: string
              }
              copyPaste?: string
              qrcodeUrl?: string
              qrCodeBase64?: string
              expiresAt?: string
              completedAt?: string
              createdAt: string
              subaccountId?: string
              refund?: {
                /** @enum {string} */
                status: "REQUESTED" | "COMPLETED" | "FAILED"
                refundId: string
                requestedAt: string
                completedAt?: string
                debitNet: number
                depositNet: number
                transferFee: number
                /** @enum {string} */
                nature: "ORIGINAL" | "FRAUD" | "MED_OPERATIONAL_FAILURE" | "PIX_WITHDRAWAL" | "PIX_CHANGE"
                description?: string
                failedAt?: string
                failureReason?: string
              }
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "refunds.list": {
    parameters: {
      query?: {
        page?: string
        pageSize?: string
        dateFrom?: string
        dateTo?: string
        status?: string
        nature?: string
        search?: string
        subaccountId?: string
        merchantSubaccountId?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "items": [
           *           {
           *             "id": "pix_01JD8Z4K6Q3V0M2N5P7R9S1T3V",
           *             "type": "PIX_IN",
           *             "status": "REVERSED",
           *             "amount": 25.5,
           *             "feeAmount": 0.25,
           *             "netAmount": 25.25,
           *             "currency": "BRL",
           *             "description": "Pedido 1001",
           *             "externalReference": "pedido-1001",
           *             "referenceId": "sbx_chg_000001",
           *             "endToEndId": "E00038166202611201306A1B2C3D4E5F",
           *             "payer": {
           *               "name": "Maria Souza",
           *               "document": "12345678909"
           *             },
           *             "completedAt": "2026-11-20T13:06:41.000Z",
           *             "createdAt": "2026-11-20T13:04:05.000Z",
           *             "refund": {
           *               "status": "COMPLETED",
           *               "refundId": "devolucao-1001",
           *               "requestedAt": "2026-11-22T10:00:00.000Z",
           *               "debitNet": 25.25,
           *               "depositNet": 25.25,
           *               "transferFee": 0,
           *               "nature": "ORIGINAL",
           *               "description": "Produto devolvido",
           *               "completedAt": "2026-11-22T10:00:03.000Z"
           *             }
           *           }
           *         ],
           *         "page": 1,
           *         "pageSize": 50,
           *         "total": 1,
           *         "pages": 1
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              items: {
                id: string
                /** @enum {string} */
                type: "PIX_IN"
                /** @enum {string} */
                status: "PENDING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
                amount: number
                feeAmount: number
                netAmount: number
                /** @enum {string} */
                currency: "BRL"
                description: string
                externalReference?: string
                referenceId: string
                endToEndId?: string
                payer?: {
                  name: string
                  document: string
                }
                copyPaste?: string
                qrcodeUrl?: string
                qrCodeBase64?: string
                expiresAt?: string
                completedAt?: string
                createdAt: string
                subaccountId?: string
                refund?: {
                  /** @enum {string} */
                  status: "REQUESTED" | "COMPLETED" | "FAILED"
                  refundId: string
                  requestedAt: string
                  completedAt?: string
                  debitNet: number
                  depositNet: number
                  transferFee: number
                  /** @enum {string} */
                  nature: "ORIGINAL" | "FRAUD" | "MED_OPERATIONAL_FAILURE" | "PIX_WITHDRAWAL" | "PIX_CHANGE"
                  description?: string
                  failedAt?: string
                  failureReason?: string
                }
              }[]
              page: number
              pageSize: number
              total: number
              pages: number
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED, FEATURE_NOT_ENABLED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "sandboxRefunds.complete": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        /** @example {} */
        "application/json": unknown
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "pix_01JD8Z4K6Q3V0M2N5P7R9S1T3V",
           *         "type": "PIX_IN",
           *         "status": "REVERSED",
           *         "amount": 25.5,
           *         "feeAmount": 0.25,
           *         "netAmount": 25.25,
           *         "currency": "BRL",
           *         "description": "Pedido 1001",
           *         "externalReference": "pedido-1001",
           *         "referenceId": "sbx_chg_000001",
           *         "endToEndId": "E00038166202611201306A1B2C3D4E5F",
           *         "payer": {
           *           "name": "Maria Souza",
           *           "document": "12345678909"
           *         },
           *         "completedAt": "2026-11-20T13:06:41.000Z",
           *         "createdAt": "2026-11-20T13:04:05.000Z",
           *         "refund": {
           *           "status": "COMPLETED",
           *           "refundId": "devolucao-1001",
           *           "requestedAt": "2026-11-22T10:00:00.000Z",
           *           "debitNet": 25.25,
           *           "depositNet": 25.25,
           *           "transferFee": 0,
           *           "nature": "ORIGINAL",
           *           "description": "Produto devolvido",
           *           "completedAt": "2026-11-22T10:00:03.000Z"
           *         }
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "PIX_IN"
              /** @enum {string} */
              status: "PENDING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              referenceId: string
              endToEndId?: string
              payer?: {
                name: string
                document: string
              }
              copyPaste?: string
              qrcodeUrl?: string
              qrCodeBase64?: string
              expiresAt?: string
              completedAt?: string
              createdAt: string
              subaccountId?: string
              refund?: {
                /** @enum {string} */
                status: "REQUESTED" | "COMPLETED" | "FAILED"
                refundId: string
                requestedAt: string
                completedAt?: string
                debitNet: number
                depositNet: number
                transferFee: number
                /** @enum {string} */
                nature: "ORIGINAL" | "FRAUD" | "MED_OPERATIONAL_FAILURE" | "PIX_WITHDRAWAL" | "PIX_CHANGE"
                description?: string
                failedAt?: string
                failureReason?: string
              }
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: INVALID_STATE_TRANSITION */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (INVALID_STATE_TRANSITION)",
           *       "error": {
           *         "code": "INVALID_STATE_TRANSITION",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "sandboxRefunds.fail": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "reason": "payer account closed"
         *     }
         */
        "application/json": {
          reason?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "pix_01JD8Z4K6Q3V0M2N5P7R9S1T3V",
           *         "type": "PIX_IN",
           *         "status": "COMPLETED",
           *         "amount": 25.5,
           *         "feeAmount": 0.25,
           *         "netAmount": 25.25,
           *         "currency": "BRL",
           *         "description": "Pedido 1001",
           *         "externalReference": "pedido-1001",
           *         "referenceId": "sbx_chg_000001",
           *         "endToEndId": "E00038166202611201306A1B2C3D4E5F",
           *         "payer": {
           *           "name": "Maria Souza",
           *           "document": "12345678909"
           *         },
           *         "completedAt": "2026-11-20T13:06:41.000Z",
           *         "createdAt": "2026-11-20T13:04:05.000Z",
           *         "refund": {
           *           "status": "FAILED",
           *           "refundId": "devolucao-1001",
           *           "requestedAt": "2026-11-22T10:00:00.000Z",
           *           "debitNet": 25.25,
           *           "depositNet": 25.25,
           *           "transferFee": 0,
           *           "nature": "ORIGINAL",
           *           "description": "Produto devolvido",
           *           "failedAt": "2026-11-22T10:00:03.000Z",
           *           "failureReason": "payer account closed"
           *         }
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "PIX_IN"
              /** @enum {string} */
              status: "PENDING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
              amount: number
              feeAmount: number
              netAmount: number
              /** @enum {string} */
              currency: "BRL"
              description: string
              externalReference?: string
              referenceId: string
              endToEndId?: string
              payer?: {
                name: string
                document: string
              }
              copyPaste?: string
              qrcodeUrl?: string
              qrCodeBase64?: string
              expiresAt?: string
              completedAt?: string
              createdAt: string
              subaccountId?: string
              refund?: {
                /** @enum {string} */
                status: "REQUESTED" | "COMPLETED" | "FAILED"
                refundId: string
                requestedAt: string
                completedAt?: string
                debitNet: number
                depositNet: number
                transferFee: number
                /** @enum {string} */
                nature: "ORIGINAL" | "FRAUD" | "MED_OPERATIONAL_FAILURE" | "PIX_WITHDRAWAL" | "PIX_CHANGE"
                description?: string
                failedAt?: string
                failureReason?: string
              }
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: INVALID_STATE_TRANSITION */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (INVALID_STATE_TRANSITION)",
           *       "error": {
           *         "code": "INVALID_STATE_TRANSITION",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "meds.list": {
    parameters: {
      query?: {
        page?: string
        pageSize?: string
        status?: "OPEN" | "UNDER_REVIEW" | "ACCEPTED" | "REJECTED" | "CANCELED" | "EXPIRED"
        dateFrom?: string
        dateTo?: string
        protocol?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "items": [
           *           {
           *             "id": "med_01jd8x2k4m6n8p0r2t4v6x8z0a",
           *             "protocol": "5f0c2a9e-7d1b-4c3a-9e8f-1a2b3c4d5e6f",
           *             "transactionId": "pix_01jd8w9q3r5t7v9x1z3b5d7f9h",
           *             "type": "fraud",
           *             "status": "OPEN",
           *             "amount": 120,
           *             "blockedAmount": 120,
           *             "returnedAmount": 0,
           *             "description": "Produto não entregue",
           *             "deadlineAt": "2026-12-04T14:00:00.000Z",
           *             "automaticContest": false,
           *             "createdAt": "2026-11-27T14:00:00.000Z",
           *             "updatedAt": "2026-11-27T14:00:00.000Z"
           *           }
           *         ],
           *         "page": 1,
           *         "pageSize": 50,
           *         "total": 1,
           *         "pages": 1
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              items: {
                id: string
                protocol: string
                transactionId: string
                subaccountId?: string
                /** @enum {string} */
                type: "fraud" | "account_takeover" | "coercion" | "fraudulent_access" | "other"
                /** @enum {string} */
                status: "OPEN" | "UNDER_REVIEW" | "ACCEPTED" | "REJECTED" | "CANCELED" | "EXPIRED"
                amount: number
                blockedAmount: number
                returnedAmount: number
                description?: string
                deadlineAt: string
                automaticContest: boolean
                evidence?: {
                  justification: string
                  proofs: string[]
                  /** @enum {string} */
                  analysis?: "aceito" | "rejeitado"
                  files: {
                    name: string
                    /** @enum {string} */
                    type: "application/pdf" | "image/jpeg" | "image/png" | "image/webp"
                    size: number
                    sha256: string
                  }[]
                  automatic: boolean
                  submittedAt: string
                }
                createdAt: string
                updatedAt: string
                resolvedAt?: string
              }[]
              page: number
              pageSize: number
              total: number
              pages: number
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "meds.get": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "med_01jd8x2k4m6n8p0r2t4v6x8z0a",
           *         "protocol": "5f0c2a9e-7d1b-4c3a-9e8f-1a2b3c4d5e6f",
           *         "transactionId": "pix_01jd8w9q3r5t7v9x1z3b5d7f9h",
           *         "type": "fraud",
           *         "status": "UNDER_REVIEW",
           *         "amount": 120,
           *         "blockedAmount": 120,
           *         "returnedAmount": 0,
           *         "description": "Produto não entregue",
           *         "deadlineAt": "2026-12-04T14:00:00.000Z",
           *         "automaticContest": false,
           *         "createdAt": "2026-11-27T14:00:00.000Z",
           *         "updatedAt": "2026-11-28T10:00:00.000Z",
           *         "evidence": {
           *           "justification": "Pedido 1234 entregue em 20/11 com assinatura do recebedor.",
           *           "proofs": [
           *             "https://loja.example.com/rastreio/1234"
           *           ],
           *           "analysis": "rejeitado",
           *           "files": [
           *             {
           *               "name": "comprovante.pdf",
           *               "type": "application/pdf",
           *               "size": 48213,
           *               "sha256": "9f2c6d0e1b7a4c3d8e5f60718293a4b5c6d7e8f90123456789abcdef01234567"
           *             }
           *           ],
           *           "automatic": false,
           *           "submittedAt": "2026-11-28T10:00:00.000Z"
           *         }
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              protocol: string
              transactionId: string
              subaccountId?: string
              /** @enum {string} */
              type: "fraud" | "account_takeover" | "coercion" | "fraudulent_access" | "other"
              /** @enum {string} */
              status: "OPEN" | "UNDER_REVIEW" | "ACCEPTED" | "REJECTED" | "CANCELED" | "EXPIRED"
              amount: number
              blockedAmount: number
              returnedAmount: number
              description?: string
              deadlineAt: string
              automaticContest: boolean
              evidence?: {
                justification: string
                proofs: string[]
                /** @enum {string} */
                analysis?: "aceito" | "rejeitado"
                files: {
                  name: string
                  /** @enum {string} */
                  type: "application/pdf" | "image/jpeg" | "image/png" | "image/webp"
                  size: number
                  sha256: string
                }[]
                automatic: boolean
                submittedAt: string
              }
              createdAt: string
              updatedAt: string
              resolvedAt?: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "meds.evidence": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "justification": "Pedido 1234 entregue em 20/11 com assinatura do recebedor.",
         *       "proofs": [
         *         "https://loja.example.com/rastreio/1234"
         *       ],
         *       "analysis": "rejeitado"
         *     }
         */
        "application/json": {
          /** @description 10 to 2000 characters. */
          justification: string
          /** @description Up to 10 public https URLs (a fraud dispute needs one). */
          proofs?: string[]
          /** @description `aceito` or `rejeitado`; required for fraud, coercion and other, ignored for the others. */
          analysis?: string
        }
        /**
         * @example {
         *       "justification": "Pedido 1234 entregue em 20/11 com assinatura do recebedor.",
         *       "proofs": [
         *         "https://loja.example.com/rastreio/1234"
         *       ],
         *       "analysis": "rejeitado"
         *     }
         */
        "multipart/form-data": {
          /** @description 10 to 2000 characters. */
          justification: string
          proofs?: string | string[]
          /** @description `aceito` or `rejeitado`; required for fraud, coercion and other, ignored for the others. */
          analysis?: string
          files?: string[]
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "med_01jd8x2k4m6n8p0r2t4v6x8z0a",
           *         "protocol": "5f0c2a9e-7d1b-4c3a-9e8f-1a2b3c4d5e6f",
           *         "transactionId": "pix_01jd8w9q3r5t7v9x1z3b5d7f9h",
           *         "type": "fraud",
           *         "status": "UNDER_REVIEW",
           *         "amount": 120,
           *         "blockedAmount": 120,
           *         "returnedAmount": 0,
           *         "description": "Produto não entregue",
           *         "deadlineAt": "2026-12-04T14:00:00.000Z",
           *         "automaticContest": false,
           *         "createdAt": "2026-11-27T14:00:00.000Z",
           *         "updatedAt": "2026-11-28T10:00:00.000Z",
           *         "evidence": {
           *           "justification": "Pedido 1234 entregue em 20/11 com assinatura do recebedor.",
           *           "proofs": [
           *             "https://loja.example.com/rastreio/1234"
           *           ],
           *           "analysis": "rejeitado",
           *           "files": [],
           *           "automatic": false,
           *           "submittedAt": "2026-11-28T10:00:00.000Z"
           *         }
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              protocol: string
              transactionId: string
              subaccountId?: string
              /** @enum {string} */
              type: "fraud" | "account_takeover" | "coercion" | "fraudulent_access" | "other"
              /** @enum {string} */
              status: "OPEN" | "UNDER_REVIEW" | "ACCEPTED" | "REJECTED" | "CANCELED" | "EXPIRED"
              amount: number
              blockedAmount: number
              returnedAmount: number
              description?: string
              deadlineAt: string
              automaticContest: boolean
              evidence?: {
                justification: string
                proofs: string[]
                /** @enum {string} */
                analysis?: "aceito" | "rejeitado"
                files: {
                  name: string
                  /** @enum {string} */
                  type: "application/pdf" | "image/jpeg" | "image/png" | "image/webp"
                  size: number
                  sha256: string
                }[]
                automatic: boolean
                submittedAt: string
              }
              createdAt: string
              updatedAt: string
              resolvedAt?: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED, AUTOMATIC_CONTEST_ACTIVE */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: INVALID_STATE_TRANSITION, CONCURRENT_UPDATE */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (INVALID_STATE_TRANSITION)",
           *       "error": {
           *         "code": "INVALID_STATE_TRANSITION",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "sandboxMeds.open": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "transactionId": "pix_01jd8w9q3r5t7v9x1z3b5d7f9h",
         *       "type": "fraud",
         *       "amount": 120,
         *       "description": "Produto não entregue"
         *     }
         */
        "application/json": {
          /** @description The disputed deposit: a paid (COMPLETED) PIX charge. */
          transactionId: string
          /** @enum {string} */
          type: "fraud" | "account_takeover" | "coercion" | "fraudulent_access" | "other"
          /**
           * @description Reais claimed, up to the deposit's; default all of it.
           * @example 25.5
           */
          amount?: number
          /** @description The payer's report, at most 2000 characters. */
          description?: string
          /** @description The DICT report id; a new UUID by default. */
          protocol?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "med_01jd8x2k4m6n8p0r2t4v6x8z0a",
           *         "protocol": "5f0c2a9e-7d1b-4c3a-9e8f-1a2b3c4d5e6f",
           *         "transactionId": "pix_01jd8w9q3r5t7v9x1z3b5d7f9h",
           *         "type": "fraud",
           *         "status": "OPEN",
           *         "amount": 120,
           *         "blockedAmount": 120,
           *         "returnedAmount": 0,
           *         "description": "Produto não entregue",
           *         "deadlineAt": "2026-12-04T14:00:00.000Z",
           *         "automaticContest": false,
           *         "createdAt": "2026-11-27T14:00:00.000Z",
           *         "updatedAt": "2026-11-27T14:00:00.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              protocol: string
              transactionId: string
              subaccountId?: string
              /** @enum {string} */
              type: "fraud" | "account_takeover" | "coercion" | "fraudulent_access" | "other"
              /** @enum {string} */
              status: "OPEN" | "UNDER_REVIEW" | "ACCEPTED" | "REJECTED" | "CANCELED" | "EXPIRED"
              amount: number
              blockedAmount: number
              returnedAmount: number
              description?: string
              deadlineAt: string
              automaticContest: boolean
              evidence?: {
                justification: string
                proofs: string[]
                /** @enum {string} */
                analysis?: "aceito" | "rejeitado"
                files: {
                  name: string
                  /** @enum {string} */
                  type: "application/pdf" | "image/jpeg" | "image/png" | "image/webp"
                  size: number
                  sha256: string
                }[]
                automatic: boolean
                submittedAt: string
              }
              createdAt: string
              updatedAt: string
              resolvedAt?: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED, MED_NOT_OPENABLE */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: MED_ALREADY_OPENED */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (MED_ALREADY_OPENED)",
           *       "error": {
           *         "code": "MED_ALREADY_OPENED",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "sandboxMeds.decide": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "outcome": "reject"
         *     }
         */
        "application/json": {
          /**
           * @description `accept` (ACCEPTED: the blocked money returns to the payer), `reject` (REJECTED, only after a defence) or `cancel` (CANCELED); both release the block.
           * @enum {string}
           */
          outcome: "accept" | "reject" | "cancel"
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "med_01jd8x2k4m6n8p0r2t4v6x8z0a",
           *         "protocol": "5f0c2a9e-7d1b-4c3a-9e8f-1a2b3c4d5e6f",
           *         "transactionId": "pix_01jd8w9q3r5t7v9x1z3b5d7f9h",
           *         "type": "fraud",
           *         "status": "REJECTED",
           *         "amount": 120,
           *         "blockedAmount": 0,
           *         "returnedAmount": 0,
           *         "description": "Produto não entregue",
           *         "deadlineAt": "2026-12-04T14:00:00.000Z",
           *         "automaticContest": false,
           *         "createdAt": "2026-11-27T14:00:00.000Z",
           *         "updatedAt": "2026-11-28T10:00:00.000Z",
           *         "evidence": {
           *           "justification": "Pedido 1234 entregue em 20/11 com assinatura do recebedor.",
           *           "proofs": [
           *             "https://loja.example.com/rastreio/1234"
           *           ],
           *           "analysis": "rejeitado",
           *           "files": [
           *             {
           *               "name": "comprovante.pdf",
           *               "type": "application/pdf",
           *               "size": 48213,
           *               "sha256": "9f2c6d0e1b7a4c3d8e5f60718293a4b5c6d7e8f90123456789abcdef01234567"
           *             }
           *           ],
           *           "automatic": false,
           *           "submittedAt": "2026-11-28T10:00:00.000Z"
           *         },
           *         "resolvedAt": "2026-11-30T10:00:00.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              protocol: string
              transactionId: string
              subaccountId?: string
              /** @enum {string} */
              type: "fraud" | "account_takeover" | "coercion" | "fraudulent_access" | "other"
              /** @enum {string} */
              status: "OPEN" | "UNDER_REVIEW" | "ACCEPTED" | "REJECTED" | "CANCELED" | "EXPIRED"
              amount: number
              blockedAmount: number
              returnedAmount: number
              description?: string
              deadlineAt: string
              automaticContest: boolean
              evidence?: {
                justification: string
                proofs: string[]
                /** @enum {string} */
                analysis?: "aceito" | "rejeitado"
                files: {
                  name: string
                  /** @enum {string} */
                  type: "application/pdf" | "image/jpeg" | "image/png" | "image/webp"
                  size: number
                  sha256: string
                }[]
                automatic: boolean
                submittedAt: string
              }
              createdAt: string
              updatedAt: string
              resolvedAt?: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: INVALID_STATE_TRANSITION, CONCURRENT_UPDATE */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (INVALID_STATE_TRANSITION)",
           *       "error": {
           *         "code": "INVALID_STATE_TRANSITION",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "sandboxMeds.expire": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        /** @example {} */
        "application/json": unknown
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "med_01jd8x2k4m6n8p0r2t4v6x8z0a",
           *         "protocol": "5f0c2a9e-7d1b-4c3a-9e8f-1a2b3c4d5e6f",
           *         "transactionId": "pix_01jd8w9q3r5t7v9x1z3b5d7f9h",
           *         "type": "fraud",
           *         "status": "EXPIRED",
           *         "amount": 120,
           *         "blockedAmount": 0,
           *         "returnedAmount": 0,
           *         "description": "Produto não entregue",
           *         "deadlineAt": "2026-12-04T14:00:00.000Z",
           *         "automaticContest": false,
           *         "createdAt": "2026-11-27T14:00:00.000Z",
           *         "updatedAt": "2026-11-27T14:00:00.000Z",
           *         "resolvedAt": "2026-12-04T14:00:00.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              protocol: string
              transactionId: string
              subaccountId?: string
              /** @enum {string} */
              type: "fraud" | "account_takeover" | "coercion" | "fraudulent_access" | "other"
              /** @enum {string} */
              status: "OPEN" | "UNDER_REVIEW" | "ACCEPTED" | "REJECTED" | "CANCELED" | "EXPIRED"
              amount: number
              blockedAmount: number
              returnedAmount: number
              description?: string
              deadlineAt: string
              automaticContest: boolean
              evidence?: {
                justification: string
                proofs: string[]
                /** @enum {string} */
                analysis?: "aceito" | "rejeitado"
                files: {
                  name: string
                  /** @enum {string} */
                  type: "application/pdf" | "image/jpeg" | "image/png" | "image/webp"
                  size: number
                  sha256: string
                }[]
                automatic: boolean
                submittedAt: string
              }
              createdAt: string
              updatedAt: string
              resolvedAt?: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: INVALID_STATE_TRANSITION, CONCURRENT_UPDATE */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (INVALID_STATE_TRANSITION)",
           *       "error": {
           *         "code": "INVALID_STATE_TRANSITION",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccountPortal.setup": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "externalReference": "filial-centro",
         *       "email": "operador@example.com",
         *       "password": "Str0ng!pass"
         *     }
         */
        "application/json": {
          id?: string
          externalReference?: string
          email: string
          password: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "mode": "portal_ready",
           *       "message": "ok",
           *       "data": {
           *         "subaccountId": "sub_01JD9C1D2E3F4G5H6J7K8M9N0P",
           *         "subaccountName": "Filial Centro",
           *         "portal": {
           *           "state": "active",
           *           "email": "operador@example.com",
           *           "emailVerified": false,
           *           "twoFactorEnabled": false,
           *           "lastLoginAt": null
           *         }
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            /** @enum {string} */
            mode: "portal_ready"
            message: string
            data: {
              subaccountId: string
              subaccountName: string
              portal: {
                /** @enum {string} */
                state: "none" | "active" | "disabled" | "pending_password" | "invite_pending" | "pending_verification"
                email: string | null
                emailVerified: boolean
                twoFactorEnabled: boolean
                lastLoginAt: string | null
              }
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED, WEAK_PASSWORD */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED, FEATURE_NOT_ENABLED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: PORTAL_EMAIL_TAKEN */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (PORTAL_EMAIL_TAKEN)",
           *       "error": {
           *         "code": "PORTAL_EMAIL_TAKEN",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccountPortal.status": {
    parameters: {
      query?: {
        id?: string
        externalReference?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "items": [
           *           {
           *             "subaccountId": "sub_01JD9C1D2E3F4G5H6J7K8M9N0P",
           *             "subaccountName": "Filial Centro",
           *             "portal": {
           *               "state": "active",
           *               "email": "operador@example.com",
           *               "emailVerified": false,
           *               "twoFactorEnabled": false,
           *               "lastLoginAt": null
           *             }
           *           }
           *         ]
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              items: {
                subaccountId: string
                subaccountName: string
                portal: {
                  /** @enum {string} */
                  state: "none" | "active" | "disabled" | "pending_password" | "invite_pending" | "pending_verification"
                  email: string | null
                  emailVerified: boolean
                  twoFactorEnabled: boolean
                  lastLoginAt: string | null
                }
              }[]
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED, FEATURE_NOT_ENABLED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccountPortal.updateEmail": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "externalReference": "filial-centro",
         *       "email": "caixa@example.com"
         *     }
         */
        "application/json": {
          id?: string
          externalReference?: string
          email: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "subaccountId": "sub_01JD9C1D2E3F4G5H6J7K8M9N0P",
           *         "subaccountName": "Filial Centro",
           *         "portal": {
           *           "state": "active",
           *           "email": "caixa@example.com",
           *           "emailVerified": false,
           *           "twoFactorEnabled": false,
           *           "lastLoginAt": null
           *         }
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              subaccountId: string
              subaccountName: string
              portal: {
                /** @enum {string} */
                state: "none" | "active" | "disabled" | "pending_password" | "invite_pending" | "pending_verification"
                email: string | null
                emailVerified: boolean
                twoFactorEnabled: boolean
                lastLoginAt: string | null
              }
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED, FEATURE_NOT_ENABLED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: PORTAL_EMAIL_TAKEN, INVALID_STATE_TRANSITION */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (PORTAL_EMAIL_TAKEN)",
           *       "error": {
           *         "code": "PORTAL_EMAIL_TAKEN",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccountPortal.revoke": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "externalReference": "filial-centro"
         *     }
         */
        "application/json": {
          id?: string
          externalReference?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "subaccountId": "sub_01JD9C1D2E3F4G5H6J7K8M9N0P",
           *         "subaccountName": "Filial Centro",
           *         "portal": {
           *           "state": "disabled",
           *           "email": "operador@example.com",
           *           "emailVerified": false,
           *           "twoFactorEnabled": false,
           *           "lastLoginAt": null
           *         }
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              subaccountId: string
              subaccountName: string
              portal: {
                /** @enum {string} */
                state: "none" | "active" | "disabled" | "pending_password" | "invite_pending" | "pending_verification"
                email: string | null
                emailVerified: boolean
                twoFactorEnabled: boolean
                lastLoginAt: string | null
              }
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED, FEATURE_NOT_ENABLED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: INVALID_STATE_TRANSITION */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (INVALID_STATE_TRANSITION)",
           *       "error": {
           *         "code": "INVALID_STATE_TRANSITION",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccountPortal.reset2fa": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "externalReference": "filial-centro"
         *     }
         */
        "application/json": {
          id?: string
          externalReference?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "subaccountId": "sub_01JD9C1D2E3F4G5H6J7K8M9N0P",
           *         "subaccountName": "Filial Centro",
           *         "portal": {
           *           "state": "active",
           *           "email": "operador@example.com",
           *           "emailVerified": false,
           *           "twoFactorEnabled": false,
           *           "lastLoginAt": null
           *         }
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              subaccountId: string
              subaccountName: string
              portal: {
                /** @enum {string} */
                state: "none" | "active" | "disabled" | "pending_password" | "invite_pending" | "pending_verification"
                email: string | null
                emailVerified: boolean
                twoFactorEnabled: boolean
                lastLoginAt: string | null
              }
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED, FEATURE_NOT_ENABLED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: INVALID_STATE_TRANSITION */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (INVALID_STATE_TRANSITION)",
           *       "error": {
           *         "code": "INVALID_STATE_TRANSITION",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "signIn.walletLogin": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "operador@example.com",
         *       "password": "Str0ng!pass"
         *     }
         */
        "application/json": {
          email: string
          password: string
          totpCode?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "token": "pses_01JD9H8J9K0M1N2P3Q4R5S6T7V.c2Vzc2lvbi1zZWNyZXQ",
           *         "tokenType": "Bearer",
           *         "principalType": "subaccount_portal",
           *         "expiresAt": "2026-11-22T20:00:00.000Z",
           *         "subaccountId": "sub_01JD9C1D2E3F4G5H6J7K8M9N0P",
           *         "subaccountName": "Filial Centro"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              token: string
              /** @enum {string} */
              tokenType: "Bearer"
              /** @enum {string} */
              principalType: "subaccount_portal"
              expiresAt: string
              subaccountId: string
              subaccountName: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED, INVALID_TOTP_CODE */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: INVALID_CREDENTIALS, TWO_FACTOR_REQUIRED, INVALID_TOTP_CODE */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (INVALID_CREDENTIALS)",
           *       "error": {
           *         "code": "INVALID_CREDENTIALS",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED, LOGIN_THROTTLED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "signIn.forgotPassword": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "operador@example.com"
         *     }
         */
        "application/json": {
          email: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "accepted": true
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              /** @enum {boolean} */
              accepted: true
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED, LOGIN_THROTTLED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE, MAILER_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "signIn.resetPassword": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "token": "rst_Zm9yZ290LXBhc3N3b3JkLXRva2Vu",
         *       "password": "N3w!passw0rd"
         *     }
         */
        "application/json": {
          token: string
          password: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "reset": true
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              /** @enum {boolean} */
              reset: true
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED, INVALID_RESET_TOKEN, WEAK_PASSWORD */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "signIn.userLogin": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "financeiro@loja.example.com",
         *       "password": "Str0ng!pass"
         *     }
         */
        "application/json": {
          email: string
          password: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "token": "usr_session_c2Vzc2lvbi1zZWNyZXQ",
           *         "tokenType": "Bearer",
           *         "principalType": "merchant_user",
           *         "expiresAt": "2026-11-22T20:00:00.000Z",
           *         "accountId": "acc_01JD8Y0A1B2C3D4E5F6G7H8J9K",
           *         "userId": "usr_01JD9J9K0M1N2P3Q4R5S6T7V8W"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              token: string
              /** @enum {string} */
              tokenType: "Bearer"
              /** @enum {string} */
              principalType: "merchant_user"
              expiresAt: string
              accountId: string
              userId: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: INVALID_CREDENTIALS */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (INVALID_CREDENTIALS)",
           *       "error": {
           *         "code": "INVALID_CREDENTIALS",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED, LOGIN_THROTTLED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "wallet.dashboard": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "subaccountId": "sub_01JD9C1D2E3F4G5H6J7K8M9N0P",
           *         "subaccountName": "Filial Centro",
           *         "externalReference": "filial-centro",
           *         "balance": {
           *           "availablePadrao": 25.25,
           *           "spendablePadrao": 0,
           *           "lockedPadrao": 0,
           *           "pendingPadrao": 0
           *         },
           *         "movements": [
           *           {
           *             "id": "pix_01JD8Z4K6Q3V0M2N5P7R9S1T3V",
           *             "type": "PIX_IN",
           *             "status": "COMPLETED",
           *             "amount": 25.5,
           *             "feeAmount": 0.25,
           *             "netAmount": 25.25,
           *             "currency": "BRL",
           *             "description": "Pedido 1001",
           *             "externalReference": "pedido-1001",
           *             "referenceId": "sbx_chg_000001",
           *             "endToEndId": "E00038166202611201306A1B2C3D4E5F",
           *             "payer": {
           *               "name": "Maria Souza",
           *               "document": "12345678909"
           *             },
           *             "completedAt": "2026-11-20T13:06:41.000Z",
           *             "createdAt": "2026-11-20T13:04:05.000Z",
           *             "subaccountId": "sub_01JD9C1D2E3F4G5H6J7K8M9N0P"
           *           }
           *         ],
           *         "portal": {
           *           "state": "active",
           *           "email": "operador@example.com",
           *           "emailVerified": false,
           *           "twoFactorEnabled": false,
           *           "lastLoginAt": null
           *         }
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              subaccountId: string
              subaccountName: string
              externalReference: string
              balance: {
                availablePadrao: number
                spendablePadrao: number
                lockedPadrao: number
                pendingPadrao: number
              }
              movements: (
                | {
                    id: string
                    /** @enum {string} */
                    type: "PIX_IN"
                    /** @enum {string} */
                    status: "PENDING" | "COMPLETED" | "FAILED" | "CANCELED" | "REVERSED"
                    amount: number
                    feeAmount: number
                    netAmount: number
                    /** @enum {string} */
                    currency: "BRL"
                    description: string
                    externalReference?: string
                    referenceId: string
                    endToEndId?: string
                    payer?: {
                      name: string
                      document: string
                    }
                    copyPaste?: string
                    qrcodeUrl?: string
                    qrCodeBase64?: string
                    expiresAt?: string
                    completedAt?: string
                    createdAt: string
                    subaccountId?: string
                    refund?: {
                      /** @enum {string} */
                      status: "REQUESTED" | "COMPLETED" | "FAILED"
                      refundId: string
                      requestedAt: string
                      completedAt?: string
                      debitNet: number
                      depositNet: number
                      transferFee: number
                      /** @enum {string} */
                      nature: "ORIGINAL" | "FRAUD" | "MED_OPERATIONAL_FAILURE" | "PIX_WITHDRAWAL" | "PIX_CHANGE"
                      description?: string
                      failedAt?: string
                      failureReason?: string
                    }
                  }
                | {
                    id: string
                    /** @enum {string} */
                    type:
                      | "SPLIT_IN"
                      | "SUBACCOUNT_PROFIT"
                      | "INTERNAL_TRANSFER_OUT"
                      | "INTERNAL_TRANSFER_IN"
                      | "PIX_OUT"
                      | "PIX_OUT_REVERSAL"
                      | "REFUND"
                      | "REFUND_REVERSAL"
                    /** @enum {string} */
                    status: "COMPLETED"
                    amount: number
                    feeAmount: number
                    netAmount: number
                    /** @enum {string} */
                    currency: "BRL"
                    description: string
                    referenceId: string
                    createdAt: string
                    completedAt: string
                  }
              )[]
              portal: {
                /** @enum {string} */
                state: "none" | "active" | "disabled" | "pending_password" | "invite_pending" | "pending_verification"
                email: string | null
                emailVerified: boolean
                twoFactorEnabled: boolean
                lastLoginAt: string | null
              }
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "wallet.setup2fa": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "secret": "JBSWY3DPEHPK3PXP",
           *         "otpauthUri": "otpauth://totp/Trilho:operador%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Trilho",
           *         "qrCodeBase64": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              secret: string
              otpauthUri: string
              qrCodeBase64: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: TWO_FACTOR_STATE_CONFLICT */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (TWO_FACTOR_STATE_CONFLICT)",
           *       "error": {
           *         "code": "TWO_FACTOR_STATE_CONFLICT",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "wallet.enable2fa": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "code": "492039"
         *     }
         */
        "application/json": {
          code: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "state": "active",
           *         "email": "operador@example.com",
           *         "emailVerified": false,
           *         "twoFactorEnabled": true,
           *         "lastLoginAt": null
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              /** @enum {string} */
              state: "none" | "active" | "disabled" | "pending_password" | "invite_pending" | "pending_verification"
              email: string | null
              emailVerified: boolean
              twoFactorEnabled: boolean
              lastLoginAt: string | null
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED, INVALID_TOTP_CODE */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED, INVALID_TOTP_CODE */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: TWO_FACTOR_STATE_CONFLICT */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (TWO_FACTOR_STATE_CONFLICT)",
           *       "error": {
           *         "code": "TWO_FACTOR_STATE_CONFLICT",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "wallet.logout": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "signedOut": true
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              /** @enum {boolean} */
              signedOut: true
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "accountPortal.status": {
    parameters: {
      query?: {
        id?: string
        externalReference?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "items": [
           *           {
           *             "subaccountId": "sub_01JD9C1D2E3F4G5H6J7K8M9N0P",
           *             "subaccountName": "Filial Centro",
           *             "portal": {
           *               "state": "active",
           *               "email": "operador@example.com",
           *               "emailVerified": false,
           *               "twoFactorEnabled": false,
           *               "lastLoginAt": null
           *             }
           *           }
           *         ]
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              items: {
                subaccountId: string
                subaccountName: string
                portal: {
                  /** @enum {string} */
                  state: "none" | "active" | "disabled" | "pending_password" | "invite_pending" | "pending_verification"
                  email: string | null
                  emailVerified: boolean
                  twoFactorEnabled: boolean
                  lastLoginAt: string | null
                }
              }[]
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "accountPortal.setup": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "externalReference": "filial-centro",
         *       "email": "operador@example.com",
         *       "password": "Str0ng!pass"
         *     }
         */
        "application/json": {
          id?: string
          externalReference?: string
          email: string
          password: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "mode": "portal_ready",
           *       "message": "ok",
           *       "data": {
           *         "subaccountId": "sub_01JD9C1D2E3F4G5H6J7K8M9N0P",
           *         "subaccountName": "Filial Centro",
           *         "portal": {
           *           "state": "active",
           *           "email": "operador@example.com",
           *           "emailVerified": false,
           *           "twoFactorEnabled": false,
           *           "lastLoginAt": null
           *         }
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            /** @enum {string} */
            mode: "portal_ready"
            message: string
            data: {
              subaccountId: string
              subaccountName: string
              portal: {
                /** @enum {string} */
                state: "none" | "active" | "disabled" | "pending_password" | "invite_pending" | "pending_verification"
                email: string | null
                emailVerified: boolean
                twoFactorEnabled: boolean
                lastLoginAt: string | null
              }
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED, WEAK_PASSWORD */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: PORTAL_EMAIL_TAKEN */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (PORTAL_EMAIL_TAKEN)",
           *       "error": {
           *         "code": "PORTAL_EMAIL_TAKEN",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "accountPortal.updateEmail": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "externalReference": "filial-centro",
         *       "email": "caixa@example.com"
         *     }
         */
        "application/json": {
          id?: string
          externalReference?: string
          email: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "subaccountId": "sub_01JD9C1D2E3F4G5H6J7K8M9N0P",
           *         "subaccountName": "Filial Centro",
           *         "portal": {
           *           "state": "active",
           *           "email": "caixa@example.com",
           *           "emailVerified": false,
           *           "twoFactorEnabled": false,
           *           "lastLoginAt": null
           *         }
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              subaccountId: string
              subaccountName: string
              portal: {
                /** @enum {string} */
                state: "none" | "active" | "disabled" | "pending_password" | "invite_pending" | "pending_verification"
                email: string | null
                emailVerified: boolean
                twoFactorEnabled: boolean
                lastLoginAt: string | null
              }
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: PORTAL_EMAIL_TAKEN, INVALID_STATE_TRANSITION */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (PORTAL_EMAIL_TAKEN)",
           *       "error": {
           *         "code": "PORTAL_EMAIL_TAKEN",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "accountPortal.revoke": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "externalReference": "filial-centro"
         *     }
         */
        "application/json": {
          id?: string
          externalReference?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "subaccountId": "sub_01JD9C1D2E3F4G5H6J7K8M9N0P",
           *         "subaccountName": "Filial Centro",
           *         "portal": {
           *           "state": "disabled",
           *           "email": "operador@example.com",
           *           "emailVerified": false,
           *           "twoFactorEnabled": false,
           *           "lastLoginAt": null
           *         }
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              subaccountId: string
              subaccountName: string
              portal: {
                /** @enum {string} */
                state: "none" | "active" | "disabled" | "pending_password" | "invite_pending" | "pending_verification"
                email: string | null
                emailVerified: boolean
                twoFactorEnabled: boolean
                lastLoginAt: string | null
              }
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: INVALID_STATE_TRANSITION */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (INVALID_STATE_TRANSITION)",
           *       "error": {
           *         "code": "INVALID_STATE_TRANSITION",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "accountPortal.reset2fa": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "externalReference": "filial-centro"
         *     }
         */
        "application/json": {
          id?: string
          externalReference?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "subaccountId": "sub_01JD9C1D2E3F4G5H6J7K8M9N0P",
           *         "subaccountName": "Filial Centro",
           *         "portal": {
           *           "state": "active",
           *           "email": "operador@example.com",
           *           "emailVerified": false,
           *           "twoFactorEnabled": false,
           *           "lastLoginAt": null
           *         }
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              subaccountId: string
              subaccountName: string
              portal: {
                /** @enum {string} */
                state: "none" | "active" | "disabled" | "pending_password" | "invite_pending" | "pending_verification"
                email: string | null
                emailVerified: boolean
                twoFactorEnabled: boolean
                lastLoginAt: string | null
              }
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: INVALID_STATE_TRANSITION */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (INVALID_STATE_TRANSITION)",
           *       "error": {
           *         "code": "INVALID_STATE_TRANSITION",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "accountPortal.invite": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "externalReference": "filial-centro",
         *       "email": "operador@example.com"
         *     }
         */
        "application/json": unknown
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {},
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: unknown
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Gone: ROUTE_DISCONTINUED */
      410: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Gone (ROUTE_DISCONTINUED)",
           *       "error": {
           *         "code": "ROUTE_DISCONTINUED",
           *         "statusCode": 410
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Gone"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "sandboxMails.list": {
    parameters: {
      query?: {
        to?: string
        limit?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "items": [
           *           {
           *             "id": "mail_000001",
           *             "to": "operador@example.com",
           *             "subject": "Redefinir senha",
           *             "text": "Use o link para redefinir sua senha.",
           *             "createdAt": "2026-11-22T11:00:00.000Z"
           *           }
           *         ]
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              items: {
                id: string
                to: string
                subject: string
                text: string
                createdAt: string
              }[]
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccounts.create": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "personType": "PF",
         *       "fullName": "Joao Pereira",
         *       "cpf": "12345678909",
         *       "birthDate": "1990-04-12",
         *       "postalCode": "01310100",
         *       "externalReference": "filial-centro"
         *     }
         */
        "application/json": {
          personType?: string
          fullName?: string
          cpf?: string
          birthDate?: string
          postalCode?: string
          externalReference?: string
          cnpj?: string
          companyName?: string
          site?: string
          portalEmail?: string
          portalPassword?: string
        }
        /**
         * @example {
         *       "personType": "PF",
         *       "fullName": "Joao Pereira",
         *       "cpf": "12345678909",
         *       "birthDate": "1990-04-12",
         *       "postalCode": "01310100",
         *       "externalReference": "filial-centro"
         *     }
         */
        "multipart/form-data": {
          personType?: string
          fullName?: string
          cpf?: string
          birthDate?: string
          postalCode?: string
          externalReference?: string
          cnpj?: string
          companyName?: string
          site?: string
          portalEmail?: string
          portalPassword?: string
          document?: string[]
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "sub_01JD9C1D2E3F4G5H6J7K8M9N0P",
           *         "externalReference": "filial-centro",
           *         "name": "Filial Centro",
           *         "personType": "PF",
           *         "fullName": "Joao Pereira",
           *         "cpf": "12345678909",
           *         "birthDate": "1990-04-12",
           *         "postalCode": "01310100",
           *         "status": "ACTIVE",
           *         "lockMode": null,
           *         "limits": {
           *           "daily": null,
           *           "monthly": null,
           *           "perTransaction": null
           *         },
           *         "pricing": {
           *           "pixIn": {
           *             "percent": 0,
           *             "fixed": 0
           *           },
           *           "pixOut": {
           *             "percent": 0,
           *             "fixed": 0
           *           }
           *         },
           *         "availablePadrao": 0,
           *         "spendablePadrao": 0,
           *         "lockedPadrao": 0,
           *         "pendingPadrao": 0,
           *         "portal": {
           *           "state": "none",
           *           "email": null,
           *           "emailVerified": false,
           *           "twoFactorEnabled": false,
           *           "lastLoginAt": null
           *         },
           *         "createdAt": "2026-11-20T12:00:00.000Z",
           *         "updatedAt": "2026-11-20T12:00:00.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              externalReference: string
              name: string
              /** @enum {string} */
              personType: "PF" | "PJ"
              fullName: string
              cpf: string
              birthDate: string
              postalCode: string
              cnpj?: string
              companyName?: string
              site?: string
              document?: {
                fileName: string
                contentType: string
                sizeBytes: number
                sha256: string
              }
              /** @enum {string} */
              status: "ACTIVE" | "DISABLED"
              lockMode: ("full" | "withdraw_only" | "deposit_only") | null
              limits: {
                daily: number | null
                monthly: number | null
                perTransaction: number | null
              }
              pricing: {
                pixIn: {
                  percent: number
                  fixed: number
                }
                pixOut: {
                  percent: number
                  fixed: number
                }
              }
              availablePadrao: number
              spendablePadrao: number
              lockedPadrao: number
              pendingPadrao: number
              portal: {
                state: string
                email: string | null
                emailVerified: boolean
                twoFactorEnabled: boolean
                lastLoginAt: string | null
              }
              createdAt: string
              updatedAt: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED, WEAK_PASSWORD */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED, FEATURE_NOT_ENABLED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: EXTERNAL_REFERENCE_CONFLICT, PORTAL_EMAIL_TAKEN */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (EXTERNAL_REFERENCE_CONFLICT)",
           *       "error": {
           *         "code": "EXTERNAL_REFERENCE_CONFLICT",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccounts.get": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "sub_01JD9C1D2E3F4G5H6J7K8M9N0P",
           *         "externalReference": "filial-centro",
           *         "name": "Filial Centro",
           *         "personType": "PF",
           *         "fullName": "Joao Pereira",
           *         "cpf": "12345678909",
           *         "birthDate": "1990-04-12",
           *         "postalCode": "01310100",
           *         "status": "ACTIVE",
           *         "lockMode": null,
           *         "limits": {
           *           "daily": null,
           *           "monthly": null,
           *           "perTransaction": null
           *         },
           *         "pricing": {
           *           "pixIn": {
           *             "percent": 0,
           *             "fixed": 0
           *           },
           *           "pixOut": {
           *             "percent": 0,
           *             "fixed": 0
           *           }
           *         },
           *         "availablePadrao": 0,
           *         "spendablePadrao": 0,
           *         "lockedPadrao": 0,
           *         "pendingPadrao": 0,
           *         "portal": {
           *           "state": "none",
           *           "email": null,
           *           "emailVerified": false,
           *           "twoFactorEnabled": false,
           *           "lastLoginAt": null
           *         },
           *         "createdAt": "2026-11-20T12:00:00.000Z",
           *         "updatedAt": "2026-11-20T12:00:00.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              externalReference: string
              name: string
              /** @enum {string} */
              personType: "PF" | "PJ"
              fullName: string
              cpf: string
              birthDate: string
              postalCode: string
              cnpj?: string
              companyName?: string
              site?: string
              document?: {
                fileName: string
                contentType: string
                sizeBytes: number
                sha256: string
              }
              /** @enum {string} */
              status: "ACTIVE" | "DISABLED"
              lockMode: ("full" | "withdraw_only" | "deposit_only") | null
              limits: {
                daily: number | null
                monthly: number | null
                perTransaction: number | null
              }
              pricing: {
                pixIn: {
                  percent: number
                  fixed: number
                }
                pixOut: {
                  percent: number
                  fixed: number
                }
              }
              availablePadrao: number
              spendablePadrao: number
              lockedPadrao: number
              pendingPadrao: number
              portal: {
                state: string
                email: string | null
                emailVerified: boolean
                twoFactorEnabled: boolean
                lastLoginAt: string | null
              }
              createdAt: string
              updatedAt: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED, FEATURE_NOT_ENABLED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccounts.getByRef": {
    parameters: {
      query?: never
      header?: never
      path: {
        externalReference: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "sub_01JD9C1D2E3F4G5H6J7K8M9N0P",
           *         "externalReference": "filial-centro",
           *         "name": "Filial Centro",
           *         "personType": "PF",
           *         "fullName": "Joao Pereira",
           *         "cpf": "12345678909",
           *         "birthDate": "1990-04-12",
           *         "postalCode": "01310100",
           *         "status": "ACTIVE",
           *         "lockMode": null,
           *         "limits": {
           *           "daily": null,
           *           "monthly": null,
           *           "perTransaction": null
           *         },
           *         "pricing": {
           *           "pixIn": {
           *             "percent": 0,
           *             "fixed": 0
           *           },
           *           "pixOut": {
           *             "percent": 0,
           *             "fixed": 0
           *           }
           *         },
           *         "availablePadrao": 0,
           *         "spendablePadrao": 0,
           *         "lockedPadrao": 0,
           *         "pendingPadrao": 0,
           *         "portal": {
           *           "state": "none",
           *           "email": null,
           *           "emailVerified": false,
           *           "twoFactorEnabled": false,
           *           "lastLoginAt": null
           *         },
           *         "createdAt": "2026-11-20T12:00:00.000Z",
           *         "updatedAt": "2026-11-20T12:00:00.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              externalReference: string
              name: string
              /** @enum {string} */
              personType: "PF" | "PJ"
              fullName: string
              cpf: string
              birthDate: string
              postalCode: string
              cnpj?: string
              companyName?: string
              site?: string
              document?: {
                fileName: string
                contentType: string
                sizeBytes: number
                sha256: string
              }
              /** @enum {string} */
              status: "ACTIVE" | "DISABLED"
              lockMode: ("full" | "withdraw_only" | "deposit_only") | null
              limits: {
                daily: number | null
                monthly: number | null
                perTransaction: number | null
              }
              pricing: {
                pixIn: {
                  percent: number
                  fixed: number
                }
                pixOut: {
                  percent: number
                  fixed: number
                }
              }
              availablePadrao: number
              spendablePadrao: number
              lockedPadrao: number
              pendingPadrao: number
              portal: {
                state: string
                email: string | null
                emailVerified: boolean
                twoFactorEnabled: boolean
                lastLoginAt: string | null
              }
              createdAt: string
              updatedAt: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED, FEATURE_NOT_ENABLED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccounts.list": {
    parameters: {
      query?: {
        page?: string
        pageSize?: string
        status?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "items": [
           *           {
           *             "id": "sub_01JD9C1D2E3F4G5H6J7K8M9N0P",
           *             "externalReference": "filial-centro",
           *             "name": "Filial Centro",
           *             "personType": "PF",
           *             "fullName": "Joao Pereira",
           *             "cpf": "12345678909",
           *             "birthDate": "1990-04-12",
           *             "postalCode": "01310100",
           *             "status": "ACTIVE",
           *             "lockMode": null,
           *             "limits": {
           *               "daily": null,
           *               "monthly": null,
           *               "perTransaction": null
           *             },
           *             "pricing": {
           *               "pixIn": {
           *                 "percent": 0,
           *                 "fixed": 0
           *               },
           *               "pixOut": {
           *                 "percent": 0,
           *                 "fixed": 0
           *               }
           *             },
           *             "availablePadrao": 0,
           *             "spendablePadrao": 0,
           *             "lockedPadrao": 0,
           *             "pendingPadrao": 0,
           *             "portal": {
           *               "state": "none",
           *               "email": null,
           *               "emailVerified": false,
           *               "twoFactorEnabled": false,
           *               "lastLoginAt": null
           *             },
           *             "createdAt": "2026-11-20T12:00:00.000Z",
           *             "updatedAt": "2026-11-20T12:00:00.000Z"
           *           }
           *         ],
           *         "page": 1,
           *         "pageSize": 50,
           *         "total": 1,
           *         "pages": 1
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              items: {
                id: string
                externalReference: string
                name: string
                /** @enum {string} */
                personType: "PF" | "PJ"
                fullName: string
                cpf: string
                birthDate: string
                postalCode: string
                cnpj?: string
                companyName?: string
                site?: string
                document?: {
                  fileName: string
                  contentType: string
                  sizeBytes: number
                  sha256: string
                }
                /** @enum {string} */
                status: "ACTIVE" | "DISABLED"
                lockMode: ("full" | "withdraw_only" | "deposit_only") | null
                limits: {
                  daily: number | null
                  monthly: number | null
                  perTransaction: number | null
                }
                pricing: {
                  pixIn: {
                    percent: number
                    fixed: number
                  }
                  pixOut: {
                    percent: number
                    fixed: number
                  }
                }
                availablePadrao: number
                spendablePadrao: number
                lockedPadrao: number
                pendingPadrao: number
                portal: {
                  state: string
                  email: string | null
                  emailVerified: boolean
                  twoFactorEnabled: boolean
                  lastLoginAt: string | null
                }
                createdAt: string
                updatedAt: string
              }[]
              page: number
              pageSize: number
              total: number
              pages: number
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED, FEATURE_NOT_ENABLED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccounts.balance": {
    parameters: {
      query?: {
        id?: string
        externalReference?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "sub_01JD9C1D2E3F4G5H6J7K8M9N0P",
           *         "externalReference": "filial-centro",
           *         "currency": "BRL",
           *         "availablePadrao": 100,
           *         "spendablePadrao": 100,
           *         "lockedPadrao": 0,
           *         "pendingPadrao": 0
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              externalReference: string
              /** @enum {string} */
              currency: "BRL"
              availablePadrao: number
              spendablePadrao: number
              lockedPadrao: number
              pendingPadrao: number
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED, FEATURE_NOT_ENABLED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccounts.addBalance": {
    parameters: {
      query?: never
      header?: {
        /** @description 1 to 255 visible ASCII characters (a UUID v4 is a good one), scoped per API key. The same key and body within 24 h answer the first success again, with `Idempotent-Replayed: true`; the same key with another body is a 422 `IDEMPOTENCY_KEY_REUSED`; while the first request runs, a 409 `IDEMPOTENCY_KEY_IN_USE` with `Retry-After`; a malformed key is a 400 `INVALID_IDEMPOTENCY_KEY`. */
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "subaccountExternalReference": "filial-centro",
         *       "amount": 100,
         *       "externalReference": "fundo-troco-1"
         *     }
         */
        "application/json": {
          id?: string
          subaccountExternalReference?: string
          /**
           * @description Reais as a JSON number: above zero, at most 2 decimal places.
           * @example 25.5
           */
          amount: number
          description?: string
          externalReference?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "sbm_01JD9D4E5F6G7H8J9K0M1N2P3Q",
           *         "type": "ADD_BALANCE",
           *         "status": "COMPLETED",
           *         "amount": 100,
           *         "currency": "BRL",
           *         "fromSubaccountId": null,
           *         "toSubaccountId": "sub_01JD9C1D2E3F4G5H6J7K8M9N0P",
           *         "description": "Fundo de troco",
           *         "externalReference": "fundo-troco-1",
           *         "createdAt": "2026-11-22T16:00:00.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "ADD_BALANCE" | "REMOVE_BALANCE" | "TRANSFER"
              /** @enum {string} */
              status: "COMPLETED"
              amount: number
              /** @enum {string} */
              currency: "BRL"
              fromSubaccountId: string | null
              toSubaccountId: string | null
              description?: string
              externalReference?: string
              createdAt: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED, INVALID_IDEMPOTENCY_KEY, INSUFFICIENT_FUNDS, SUBACCOUNT_LOCKED */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED, FEATURE_NOT_ENABLED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: IDEMPOTENCY_KEY_IN_USE, EXTERNAL_REFERENCE_CONFLICT */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (IDEMPOTENCY_KEY_IN_USE)",
           *       "error": {
           *         "code": "IDEMPOTENCY_KEY_IN_USE",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Unprocessable: IDEMPOTENCY_KEY_REUSED */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unprocessable (IDEMPOTENCY_KEY_REUSED)",
           *       "error": {
           *         "code": "IDEMPOTENCY_KEY_REUSED",
           *         "statusCode": 422
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unprocessable"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccounts.removeBalance": {
    parameters: {
      query?: never
      header?: {
        /** @description 1 to 255 visible ASCII characters (a UUID v4 is a good one), scoped per API key. The same key and body within 24 h answer the first success again, with `Idempotent-Replayed: true`; the same key with another body is a 422 `IDEMPOTENCY_KEY_REUSED`; while the first request runs, a 409 `IDEMPOTENCY_KEY_IN_USE` with `Retry-After`; a malformed key is a 400 `INVALID_IDEMPOTENCY_KEY`. */
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "subaccountExternalReference": "filial-centro",
         *       "amount": 40,
         *       "externalReference": "retirada-3"
         *     }
         */
        "application/json": {
          id?: string
          subaccountExternalReference?: string
          /**
           * @description Reais as a JSON number: above zero, at most 2 decimal places.
           * @example 25.5
           */
          amount: number
          description?: string
          externalReference?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "sbm_01JD9D4E5F6G7H8J9K0M1N2P3Q",
           *         "type": "REMOVE_BALANCE",
           *         "status": "COMPLETED",
           *         "amount": 40,
           *         "currency": "BRL",
           *         "fromSubaccountId": "sub_01JD9C1D2E3F4G5H6J7K8M9N0P",
           *         "toSubaccountId": null,
           *         "description": "Fundo de troco",
           *         "externalReference": "fundo-troco-1",
           *         "createdAt": "2026-11-22T16:00:00.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "ADD_BALANCE" | "REMOVE_BALANCE" | "TRANSFER"
              /** @enum {string} */
              status: "COMPLETED"
              amount: number
              /** @enum {string} */
              currency: "BRL"
              fromSubaccountId: string | null
              toSubaccountId: string | null
              description?: string
              externalReference?: string
              createdAt: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED, INVALID_IDEMPOTENCY_KEY, INSUFFICIENT_FUNDS, SUBACCOUNT_LOCKED */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED, FEATURE_NOT_ENABLED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: IDEMPOTENCY_KEY_IN_USE, EXTERNAL_REFERENCE_CONFLICT */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (IDEMPOTENCY_KEY_IN_USE)",
           *       "error": {
           *         "code": "IDEMPOTENCY_KEY_IN_USE",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Unprocessable: IDEMPOTENCY_KEY_REUSED */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unprocessable (IDEMPOTENCY_KEY_REUSED)",
           *       "error": {
           *         "code": "IDEMPOTENCY_KEY_REUSED",
           *         "statusCode": 422
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unprocessable"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccounts.transfer": {
    parameters: {
      query?: never
      header?: {
        /** @description 1 to 255 visible ASCII characters (a UUID v4 is a good one), scoped per API key. The same key and body within 24 h answer the first success again, with `Idempotent-Replayed: true`; the same key with another body is a 422 `IDEMPOTENCY_KEY_REUSED`; while the first request runs, a 409 `IDEMPOTENCY_KEY_IN_USE` with `Retry-After`; a malformed key is a 400 `INVALID_IDEMPOTENCY_KEY`. */
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "fromSubaccountId": "sub_01JD9C1D2E3F4G5H6J7K8M9N0P",
         *       "toSubaccountId": "sub_01JD9G7H8J9K0M1N2P3Q4R5S6T",
         *       "amount": 25
         *     }
         */
        "application/json": {
          fromSubaccountId?: string
          toSubaccountId?: string
          /**
           * @description Reais as a JSON number: above zero, at most 2 decimal places.
           * @example 25.5
           */
          amount: number
          description?: string
          externalReference?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "sbm_01JD9D4E5F6G7H8J9K0M1N2P3Q",
           *         "type": "TRANSFER",
           *         "status": "COMPLETED",
           *         "amount": 25,
           *         "currency": "BRL",
           *         "fromSubaccountId": "sub_01JD9C1D2E3F4G5H6J7K8M9N0P",
           *         "toSubaccountId": "sub_01JD9G7H8J9K0M1N2P3Q4R5S6T",
           *         "description": "Fundo de troco",
           *         "externalReference": "fundo-troco-1",
           *         "createdAt": "2026-11-22T16:00:00.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              /** @enum {string} */
              type: "ADD_BALANCE" | "REMOVE_BALANCE" | "TRANSFER"
              /** @enum {string} */
              status: "COMPLETED"
              amount: number
              /** @enum {string} */
              currency: "BRL"
              fromSubaccountId: string | null
              toSubaccountId: string | null
              description?: string
              externalReference?: string
              createdAt: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED, INVALID_IDEMPOTENCY_KEY, INSUFFICIENT_FUNDS, SUBACCOUNT_LOCKED */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED, FEATURE_NOT_ENABLED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: IDEMPOTENCY_KEY_IN_USE, EXTERNAL_REFERENCE_CONFLICT */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (IDEMPOTENCY_KEY_IN_USE)",
           *       "error": {
           *         "code": "IDEMPOTENCY_KEY_IN_USE",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Unprocessable: IDEMPOTENCY_KEY_REUSED */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unprocessable (IDEMPOTENCY_KEY_REUSED)",
           *       "error": {
           *         "code": "IDEMPOTENCY_KEY_REUSED",
           *         "statusCode": 422
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unprocessable"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccounts.update": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "externalReference": "filial-centro",
         *       "status": "DISABLED"
         *     }
         */
        "application/json": {
          id?: string
          externalReference?: string
          name?: string
          status?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "sub_01JD9C1D2E3F4G5H6J7K8M9N0P",
           *         "externalReference": "filial-centro",
           *         "name": "Filial Centro",
           *         "personType": "PF",
           *         "fullName": "Joao Pereira",
           *         "cpf": "12345678909",
           *         "birthDate": "1990-04-12",
           *         "postalCode": "01310100",
           *         "status": "DISABLED",
           *         "lockMode": null,
           *         "limits": {
           *           "daily": null,
           *           "monthly": null,
           *           "perTransaction": null
           *         },
           *         "pricing": {
           *           "pixIn": {
           *             "percent": 0,
           *             "fixed": 0
           *           },
           *           "pixOut": {
           *             "percent": 0,
           *             "fixed": 0
           *           }
           *         },
           *         "availablePadrao": 0,
           *         "spendablePadrao": 0,
           *         "lockedPadrao": 0,
           *         "pendingPadrao": 0,
           *         "portal": {
           *           "state": "none",
           *           "email": null,
           *           "emailVerified": false,
           *           "twoFactorEnabled": false,
           *           "lastLoginAt": null
           *         },
           *         "createdAt": "2026-11-20T12:00:00.000Z",
           *         "updatedAt": "2026-11-20T12:00:00.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              externalReference: string
              name: string
              /** @enum {string} */
              personType: "PF" | "PJ"
              fullName: string
              cpf: string
              birthDate: string
              postalCode: string
              cnpj?: string
              companyName?: string
              site?: string
              document?: {
                fileName: string
                contentType: string
                sizeBytes: number
                sha256: string
              }
              /** @enum {string} */
              status: "ACTIVE" | "DISABLED"
              lockMode: ("full" | "withdraw_only" | "deposit_only") | null
              limits: {
                daily: number | null
                monthly: number | null
                perTransaction: number | null
              }
              pricing: {
                pixIn: {
                  percent: number
                  fixed: number
                }
                pixOut: {
                  percent: number
                  fixed: number
                }
              }
              availablePadrao: number
              spendablePadrao: number
              lockedPadrao: number
              pendingPadrao: number
              portal: {
                state: string
                email: string | null
                emailVerified: boolean
                twoFactorEnabled: boolean
                lastLoginAt: string | null
              }
              createdAt: string
              updatedAt: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED, FEATURE_NOT_ENABLED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccounts.lock": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "externalReference": "filial-centro",
         *       "lockMode": "withdraw_only"
         *     }
         */
        "application/json": {
          id?: string
          externalReference?: string
          lockMode?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "sub_01JD9C1D2E3F4G5H6J7K8M9N0P",
           *         "externalReference": "filial-centro",
           *         "name": "Filial Centro",
           *         "personType": "PF",
           *         "fullName": "Joao Pereira",
           *         "cpf": "12345678909",
           *         "birthDate": "1990-04-12",
           *         "postalCode": "01310100",
           *         "status": "ACTIVE",
           *         "lockMode": "withdraw_only",
           *         "limits": {
           *           "daily": null,
           *           "monthly": null,
           *           "perTransaction": null
           *         },
           *         "pricing": {
           *           "pixIn": {
           *             "percent": 0,
           *             "fixed": 0
           *           },
           *           "pixOut": {
           *             "percent": 0,
           *             "fixed": 0
           *           }
           *         },
           *         "availablePadrao": 0,
           *         "spendablePadrao": 0,
           *         "lockedPadrao": 0,
           *         "pendingPadrao": 0,
           *         "portal": {
           *           "state": "none",
           *           "email": null,
           *           "emailVerified": false,
           *           "twoFactorEnabled": false,
           *           "lastLoginAt": null
           *         },
           *         "createdAt": "2026-11-20T12:00:00.000Z",
           *         "updatedAt": "2026-11-20T12:00:00.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              externalReference: string
              name: string
              /** @enum {string} */
              personType: "PF" | "PJ"
              fullName: string
              cpf: string
              birthDate: string
              postalCode: string
              cnpj?: string
              companyName?: string
              site?: string
              document?: {
                fileName: string
                contentType: string
                sizeBytes: number
                sha256: string
              }
              /** @enum {string} */
              status: "ACTIVE" | "DISABLED"
              lockMode: ("full" | "withdraw_only" | "deposit_only") | null
              limits: {
                daily: number | null
                monthly: number | null
                perTransaction: number | null
              }
              pricing: {
                pixIn: {
                  percent: number
                  fixed: number
                }
                pixOut: {
                  percent: number
                  fixed: number
                }
              }
              availablePadrao: number
              spendablePadrao: number
              lockedPadrao: number
              pendingPadrao: number
              portal: {
                state: string
                email: string | null
                emailVerified: boolean
                twoFactorEnabled: boolean
                lastLoginAt: string | null
              }
              createdAt: string
              updatedAt: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED, FEATURE_NOT_ENABLED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccounts.unlock": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "externalReference": "filial-centro"
         *     }
         */
        "application/json": {
          id?: string
          externalReference?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "sub_01JD9C1D2E3F4G5H6J7K8M9N0P",
           *         "externalReference": "filial-centro",
           *         "name": "Filial Centro",
           *         "personType": "PF",
           *         "fullName": "Joao Pereira",
           *         "cpf": "12345678909",
           *         "birthDate": "1990-04-12",
           *         "postalCode": "01310100",
           *         "status": "ACTIVE",
           *         "lockMode": null,
           *         "limits": {
           *           "daily": null,
           *           "monthly": null,
           *           "perTransaction": null
           *         },
           *         "pricing": {
           *           "pixIn": {
           *             "percent": 0,
           *             "fixed": 0
           *           },
           *           "pixOut": {
           *             "percent": 0,
           *             "fixed": 0
           *           }
           *         },
           *         "availablePadrao": 0,
           *         "spendablePadrao": 0,
           *         "lockedPadrao": 0,
           *         "pendingPadrao": 0,
           *         "portal": {
           *           "state": "none",
           *           "email": null,
           *           "emailVerified": false,
           *           "twoFactorEnabled": false,
           *           "lastLoginAt": null
           *         },
           *         "createdAt": "2026-11-20T12:00:00.000Z",
           *         "updatedAt": "2026-11-20T12:00:00.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              externalReference: string
              name: string
              /** @enum {string} */
              personType: "PF" | "PJ"
              fullName: string
              cpf: string
              birthDate: string
              postalCode: string
              cnpj?: string
              companyName?: string
              site?: string
              document?: {
                fileName: string
                contentType: string
                sizeBytes: number
                sha256: string
              }
              /** @enum {string} */
              status: "ACTIVE" | "DISABLED"
              lockMode: ("full" | "withdraw_only" | "deposit_only") | null
              limits: {
                daily: number | null
                monthly: number | null
                perTransaction: number | null
              }
              pricing: {
                pixIn: {
                  percent: number
                  fixed: number
                }
                pixOut: {
                  percent: number
                  fixed: number
                }
              }
              availablePadrao: number
              spendablePadrao: number
              lockedPadrao: number
              pendingPadrao: number
              portal: {
                state: string
                email: string | null
                emailVerified: boolean
                twoFactorEnabled: boolean
                lastLoginAt: string | null
              }
              createdAt: string
              updatedAt: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED, FEATURE_NOT_ENABLED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccounts.setLimits": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "externalReference": "filial-centro",
         *       "daily": 1000,
         *       "monthly": 20000,
         *       "perTransaction": null
         *     }
         */
        "application/json": {
          id?: string
          externalReference?: string
          daily?: number | null
          monthly?: number | null
          perTransaction?: number | null
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "sub_01JD9C1D2E3F4G5H6J7K8M9N0P",
           *         "externalReference": "filial-centro",
           *         "name": "Filial Centro",
           *         "personType": "PF",
           *         "fullName": "Joao Pereira",
           *         "cpf": "12345678909",
           *         "birthDate": "1990-04-12",
           *         "postalCode": "01310100",
           *         "status": "ACTIVE",
           *         "lockMode": null,
           *         "limits": {
           *           "daily": 1000,
           *           "monthly": 20000,
           *           "perTransaction": null
           *         },
           *         "pricing": {
           *           "pixIn": {
           *             "percent": 0,
           *             "fixed": 0
           *           },
           *           "pixOut": {
           *             "percent": 0,
           *             "fixed": 0
           *           }
           *         },
           *         "availablePadrao": 0,
           *         "spendablePadrao": 0,
           *         "lockedPadrao": 0,
           *         "pendingPadrao": 0,
           *         "portal": {
           *           "state": "none",
           *           "email": null,
           *           "emailVerified": false,
           *           "twoFactorEnabled": false,
           *           "lastLoginAt": null
           *         },
           *         "createdAt": "2026-11-20T12:00:00.000Z",
           *         "updatedAt": "2026-11-20T12:00:00.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              externalReference: string
              name: string
              /** @enum {string} */
              personType: "PF" | "PJ"
              fullName: string
              cpf: string
              birthDate: string
              postalCode: string
              cnpj?: string
              companyName?: string
              site?: string
              document?: {
                fileName: string
                contentType: string
                sizeBytes: number
                sha256: string
              }
              /** @enum {string} */
              status: "ACTIVE" | "DISABLED"
              lockMode: ("full" | "withdraw_only" | "deposit_only") | null
              limits: {
                daily: number | null
                monthly: number | null
                perTransaction: number | null
              }
              pricing: {
                pixIn: {
                  percent: number
                  fixed: number
                }
                pixOut: {
                  percent: number
                  fixed: number
                }
              }
              availablePadrao: number
              spendablePadrao: number
              lockedPadrao: number
              pendingPadrao: number
              portal: {
                state: string
                email: string | null
                emailVerified: boolean
                twoFactorEnabled: boolean
                lastLoginAt: string | null
              }
              createdAt: string
              updatedAt: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED, FEATURE_NOT_ENABLED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccounts.setPricing": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "externalReference": "filial-centro",
         *       "pixIn": {
         *         "percent": 0.5,
         *         "fixed": 0.1
         *       }
         *     }
         */
        "application/json": {
          id?: string
          externalReference?: string
          pixIn?: {
            /** @description A percentage from 0 to 100, at most 2 decimal places. */
            percent?: number
            /**
             * @description Reais as a JSON number: zero or more, at most 2 decimal places.
             * @example 0
             * @example 1.5
             */
            fixed?: number
          }
          pixOut?: {
            /** @description A percentage from 0 to 100, at most 2 decimal places. */
            percent?: number
            /**
             * @description Reais as a JSON number: zero or more, at most 2 decimal places.
             * @example 0
             * @example 1.5
             */
            fixed?: number
          }
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "sub_01JD9C1D2E3F4G5H6J7K8M9N0P",
           *         "externalReference": "filial-centro",
           *         "name": "Filial Centro",
           *         "personType": "PF",
           *         "fullName": "Joao Pereira",
           *         "cpf": "12345678909",
           *         "birthDate": "1990-04-12",
           *         "postalCode": "01310100",
           *         "status": "ACTIVE",
           *         "lockMode": null,
           *         "limits": {
           *           "daily": null,
           *           "monthly": null,
           *           "perTransaction": null
           *         },
           *         "pricing": {
           *           "pixIn": {
           *             "percent": 0.5,
           *             "fixed": 0.1
           *           },
           *           "pixOut": {
           *             "percent": 0,
           *             "fixed": 0
           *           }
           *         },
           *         "availablePadrao": 0,
           *         "spendablePadrao": 0,
           *         "lockedPadrao": 0,
           *         "pendingPadrao": 0,
           *         "portal": {
           *           "state": "none",
           *           "email": null,
           *           "emailVerified": false,
           *           "twoFactorEnabled": false,
           *           "lastLoginAt": null
           *         },
           *         "createdAt": "2026-11-20T12:00:00.000Z",
           *         "updatedAt": "2026-11-20T12:00:00.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              externalReference: string
              name: string
              /** @enum {string} */
              personType: "PF" | "PJ"
              fullName: string
              cpf: string
              birthDate: string
              postalCode: string
              cnpj?: string
              companyName?: string
              site?: string
              document?: {
                fileName: string
                contentType: string
                sizeBytes: number
                sha256: string
              }
              /** @enum {string} */
              status: "ACTIVE" | "DISABLED"
              lockMode: ("full" | "withdraw_only" | "deposit_only") | null
              limits: {
                daily: number | null
                monthly: number | null
                perTransaction: number | null
              }
              pricing: {
                pixIn: {
                  percent: number
                  fixed: number
                }
                pixOut: {
                  percent: number
                  fixed: number
                }
              }
              availablePadrao: number
              spendablePadrao: number
              lockedPadrao: number
              pendingPadrao: number
              portal: {
                state: string
                email: string | null
                emailVerified: boolean
                twoFactorEnabled: boolean
                lastLoginAt: string | null
              }
              createdAt: string
              updatedAt: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED, FEATURE_NOT_ENABLED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccounts.pricing": {
    parameters: {
      query?: {
        id?: string
        externalReference?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "sub_01JD9C1D2E3F4G5H6J7K8M9N0P",
           *         "externalReference": "filial-centro",
           *         "pixIn": {
           *           "lines": [
           *             {
           *               "label": "platform",
           *               "percentFee": 0.99,
           *               "fixedFee": 0
           *             },
           *             {
           *               "label": "subaccount surcharge",
           *               "percentFee": 0.5,
           *               "fixedFee": 0.1
           *             }
           *           ],
           *           "totalPercentFee": 1.49,
           *           "totalFixedFee": 0.1
           *         },
           *         "pixOut": {
           *           "lines": [
           *             {
           *               "label": "platform",
           *               "percentFee": 0,
           *               "fixedFee": 0.5
           *             }
           *           ],
           *           "totalPercentFee": 0,
           *           "totalFixedFee": 0.5
           *         },
           *         "refund": {
           *           "lines": [
           *             {
           *               "label": "platform",
           *               "percentFee": 0,
           *               "fixedFee": 0
           *             }
           *           ],
           *           "totalPercentFee": 0,
           *           "totalFixedFee": 0
           *         }
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              externalReference: string
              pixIn: {
                lines: {
                  label: string
                  percentFee: number
                  fixedFee: number
                }[]
                totalPercentFee: number
                totalFixedFee: number
              }
              pixOut: {
                lines: {
                  label: string
                  percentFee: number
                  fixedFee: number
                }[]
                totalPercentFee: number
                totalFixedFee: number
              }
              refund: {
                lines: {
                  label: string
                  percentFee: number
                  fixedFee: number
                }[]
                totalPercentFee: number
                totalFixedFee: number
              }
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED, FEATURE_NOT_ENABLED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "subaccounts.delete": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "externalReference": "filial-centro"
         *     }
         */
        "application/json": {
          id?: string
          externalReference?: string
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "sub_01JD9C1D2E3F4G5H6J7K8M9N0P"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED, SUBACCOUNT_HAS_BALANCE */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED, FEATURE_NOT_ENABLED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "products.create": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Curso de violão",
         *       "sku": "CV-001",
         *       "description": "Acesso ao curso completo",
         *       "price": 97.9,
         *       "deliveries": [
         *         {
         *           "type": "LINK",
         *           "redirectUrl": "https://example.com/curso"
         *         },
         *         {
         *           "type": "TEXT_INFINITE",
         *           "richContent": "<p>Bem-vindo! Assista à <b>aula 1</b> primeiro.</p>"
         *         },
         *         {
         *           "type": "TEXT_LINES",
         *           "linesText": "KEY-AAAA-0001\nKEY-AAAA-0002"
         *         }
         *       ]
         *     }
         */
        "application/json": {
          name: string
          /** @description Unique among the account's products. */
          sku?: string
          description?: string
          /**
           * @description Reais; omit to sell at an open value.
           * @example 25.5
           */
          price?: number
          /** @enum {string} */
          status?: "ACTIVE" | "INACTIVE"
          /** @description Digital delivery rules: at most one of each type (LINK, TEXT_INFINITE, TEXT_LINES). */
          deliveries?: {
            /** @enum {string} */
            type: "LINK" | "TEXT_INFINITE" | "TEXT_LINES"
            /** @description LINK: an https URL shown after payment. */
            redirectUrl?: string
            /** @description TEXT_INFINITE: rich text (HTML), sanitized when written. */
            richContent?: string
            /** @description TEXT_LINES: one line per sale (codes, keys). On update, the lines are added to the stock. */
            linesText?: string
          }[]
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "prd_01jd8x2k4m6n8p0r2t4v6x8z0a",
           *         "name": "Curso de violão",
           *         "sku": "CV-001",
           *         "description": "Acesso ao curso completo",
           *         "price": 97.9,
           *         "status": "ACTIVE",
           *         "deliveries": [
           *           {
           *             "type": "LINK",
           *             "redirectUrl": "https://example.com/curso"
           *           },
           *           {
           *             "type": "TEXT_INFINITE",
           *             "richContent": "<p>Bem-vindo! Assista à <b>aula 1</b> primeiro.</p>"
           *           },
           *           {
           *             "type": "TEXT_LINES",
           *             "linesAvailable": 2,
           *             "linesSold": 0
           *           }
           *         ],
           *         "soldOut": false,
           *         "createdAt": "2026-11-27T14:00:00.000Z",
           *         "updatedAt": "2026-11-27T14:00:00.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              name: string
              sku?: string
              description?: string
              /** @description Reais; absent: sold at an open value. */
              price?: number
              /** @enum {string} */
              status: "ACTIVE" | "INACTIVE"
              deliveries: (
                | {
                    /** @enum {string} */
                    type: "LINK"
                    redirectUrl: string
                  }
                | {
                    /** @enum {string} */
                    type: "TEXT_INFINITE"
                    richContent: string
                  }
                | {
                    /** @enum {string} */
                    type: "TEXT_LINES"
                    linesAvailable: number
                    linesSold: number
                  }
              )[]
              /** @description True when the product sells TEXT_LINES and none is left. */
              soldOut: boolean
              createdAt: string
              updatedAt: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: SKU_TAKEN */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (SKU_TAKEN)",
           *       "error": {
           *         "code": "SKU_TAKEN",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "products.get": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "prd_01jd8x2k4m6n8p0r2t4v6x8z0a",
           *         "name": "Curso de violão",
           *         "sku": "CV-001",
           *         "description": "Acesso ao curso completo",
           *         "price": 97.9,
           *         "status": "ACTIVE",
           *         "deliveries": [
           *           {
           *             "type": "LINK",
           *             "redirectUrl": "https://example.com/curso"
           *           },
           *           {
           *             "type": "TEXT_INFINITE",
           *             "richContent": "<p>Bem-vindo! Assista à <b>aula 1</b> primeiro.</p>"
           *           },
           *           {
           *             "type": "TEXT_LINES",
           *             "linesAvailable": 2,
           *             "linesSold": 0
           *           }
           *         ],
           *         "soldOut": false,
           *         "createdAt": "2026-11-27T14:00:00.000Z",
           *         "updatedAt": "2026-11-27T14:00:00.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              name: string
              sku?: string
              description?: string
              /** @description Reais; absent: sold at an open value. */
              price?: number
              /** @enum {string} */
              status: "ACTIVE" | "INACTIVE"
              deliveries: (
                | {
                    /** @enum {string} */
                    type: "LINK"
                    redirectUrl: string
                  }
                | {
                    /** @enum {string} */
                    type: "TEXT_INFINITE"
                    richContent: string
                  }
                | {
                    /** @enum {string} */
                    type: "TEXT_LINES"
                    linesAvailable: number
                    linesSold: number
                  }
              )[]
              /** @description True when the product sells TEXT_LINES and none is left. */
              soldOut: boolean
              createdAt: string
              updatedAt: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "products.list": {
    parameters: {
      query?: {
        page?: string
        pageSize?: string
        search?: string
        status?: "ACTIVE" | "INACTIVE"
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "items": [
           *           {
           *             "id": "prd_01jd8x2k4m6n8p0r2t4v6x8z0a",
           *             "name": "Curso de violão",
           *             "sku": "CV-001",
           *             "description": "Acesso ao curso completo",
           *             "price": 97.9,
           *             "status": "ACTIVE",
           *             "deliveries": [
           *               {
           *                 "type": "LINK",
           *                 "redirectUrl": "https://example.com/curso"
           *               },
           *               {
           *                 "type": "TEXT_INFINITE",
           *                 "richContent": "<p>Bem-vindo! Assista à <b>aula 1</b> primeiro.</p>"
           *               },
           *               {
           *                 "type": "TEXT_LINES",
           *                 "linesAvailable": 2,
           *                 "linesSold": 0
           *               }
           *             ],
           *             "soldOut": false,
           *             "createdAt": "2026-11-27T14:00:00.000Z",
           *             "updatedAt": "2026-11-27T14:00:00.000Z"
           *           }
           *         ],
           *         "page": 1,
           *         "pageSize": 50,
           *         "total": 1,
           *         "pages": 1
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              items: {
                id: string
                name: string
                sku?: string
                description?: string
                /** @description Reais; absent: sold at an open value. */
                price?: number
                /** @enum {string} */
                status: "ACTIVE" | "INACTIVE"
                deliveries: (
                  | {
                      /** @enum {string} */
                      type: "LINK"
                      redirectUrl: string
                    }
                  | {
                      /** @enum {string} */
                      type: "TEXT_INFINITE"
                      richContent: string
                    }
                  | {
                      /** @enum {string} */
                      type: "TEXT_LINES"
                      linesAvailable: number
                      linesSold: number
                    }
                )[]
                /** @description True when the product sells TEXT_LINES and none is left. */
                soldOut: boolean
                createdAt: string
                updatedAt: string
              }[]
              page: number
              pageSize: number
              total: number
              pages: number
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description NotFound */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "products.update": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "price": null,
         *       "deliveries": [
         *         {
         *           "type": "TEXT_LINES",
         *           "linesText": "KEY-AAAA-0003"
         *         }
         *       ]
         *     }
         */
        "application/json": {
          name?: string
          sku?: string | null
          description?: string | null
          price?: number | null
          /** @enum {string} */
          status?: "ACTIVE" | "INACTIVE"
          /** @description Digital delivery rules: at most one of each type (LINK, TEXT_INFINITE, TEXT_LINES). */
          deliveries?: {
            /** @enum {string} */
            type: "LINK" | "TEXT_INFINITE" | "TEXT_LINES"
            /** @description LINK: an https URL shown after payment. */
            redirectUrl?: string
            /** @description TEXT_INFINITE: rich text (HTML), sanitized when written. */
            richContent?: string
            /** @description TEXT_LINES: one line per sale (codes, keys). On update, the lines are added to the stock. */
            linesText?: string
          }[]
        }
      }
    }
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "prd_01jd8x2k4m6n8p0r2t4v6x8z0a",
           *         "name": "Curso de violão",
           *         "sku": "CV-001",
           *         "description": "Acesso ao curso completo",
           *         "status": "ACTIVE",
           *         "deliveries": [
           *           {
           *             "type": "TEXT_LINES",
           *             "linesAvailable": 3,
           *             "linesSold": 0
           *           }
           *         ],
           *         "soldOut": false,
           *         "createdAt": "2026-11-27T14:00:00.000Z",
           *         "updatedAt": "2026-11-27T15:00:00.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              name: string
              sku?: string
              description?: string
              /** @description Reais; absent: sold at an open value. */
              price?: number
              /** @enum {string} */
              status: "ACTIVE" | "INACTIVE"
              deliveries: (
                | {
                    /** @enum {string} */
                    type: "LINK"
                    redirectUrl: string
                  }
                | {
                    /** @enum {string} */
                    type: "TEXT_INFINITE"
                    richContent: string
                  }
                | {
                    /** @enum {string} */
                    type: "TEXT_LINES"
                    linesAvailable: number
                    linesSold: number
                  }
              )[]
              /** @description True when the product sells TEXT_LINES and none is left. */
              soldOut: boolean
              createdAt: string
              updatedAt: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR, INVALID_BODY, PIX_RAIL_NOT_ALLOWED */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict: SKU_TAKEN, CONCURRENT_UPDATE */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Conflict (SKU_TAKEN)",
           *       "error": {
           *         "code": "SKU_TAKEN",
           *         "statusCode": 409
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description Payload too large: PAYLOAD_TOO_LARGE, TOO_MANY_FIELDS */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Payload too large (PAYLOAD_TOO_LARGE)",
           *       "error": {
           *         "code": "PAYLOAD_TOO_LARGE",
           *         "statusCode": 413
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unsupported media type (UNSUPPORTED_MEDIA_TYPE)",
           *       "error": {
           *         "code": "UNSUPPORTED_MEDIA_TYPE",
           *         "statusCode": 415
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
  "products.delete": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "ok",
           *       "data": {
           *         "id": "prd_01jd8x2k4m6n8p0r2t4v6x8z0a",
           *         "name": "Curso de violão",
           *         "sku": "CV-001",
           *         "description": "Acesso ao curso completo",
           *         "price": 97.9,
           *         "status": "ACTIVE",
           *         "deliveries": [
           *           {
           *             "type": "LINK",
           *             "redirectUrl": "https://example.com/curso"
           *           },
           *           {
           *             "type": "TEXT_INFINITE",
           *             "richContent": "<p>Bem-vindo! Assista à <b>aula 1</b> primeiro.</p>"
           *           },
           *           {
           *             "type": "TEXT_LINES",
           *             "linesAvailable": 2,
           *             "linesSold": 0
           *           }
           *         ],
           *         "soldOut": false,
           *         "createdAt": "2026-11-27T14:00:00.000Z",
           *         "updatedAt": "2026-11-27T14:00:00.000Z"
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": {
            /** @enum {boolean} */
            success: true
            message: string
            data: {
              id: string
              name: string
              sku?: string
              description?: string
              /** @description Reais; absent: sold at an open value. */
              price?: number
              /** @enum {string} */
              status: "ACTIVE" | "INACTIVE"
              deliveries: (
                | {
                    /** @enum {string} */
                    type: "LINK"
                    redirectUrl: string
                  }
                | {
                    /** @enum {string} */
                    type: "TEXT_INFINITE"
                    richContent: string
                  }
                | {
                    /** @enum {string} */
                    type: "TEXT_LINES"
                    linesAvailable: number
                    linesSold: number
                  }
              )[]
              /** @description True when the product sells TEXT_LINES and none is left. */
              soldOut: boolean
              createdAt: string
              updatedAt: string
            }
            requestId: string
          }
        }
      }
      /** @description Bad request: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Bad request (VALIDATION_ERROR)",
           *       "error": {
           *         "code": "VALIDATION_ERROR",
           *         "statusCode": 400
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["BadRequest"]
        }
      }
      /** @description Unauthorized: UNAUTHORIZED */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Unauthorized (UNAUTHORIZED)",
           *       "error": {
           *         "code": "UNAUTHORIZED",
           *         "statusCode": 401
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Unauthorized"]
        }
      }
      /** @description Forbidden: FORBIDDEN, IP_NOT_ALLOWED */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Forbidden (FORBIDDEN)",
           *       "error": {
           *         "code": "FORBIDDEN",
           *         "statusCode": 403
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["Forbidden"]
        }
      }
      /** @description Not found: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Not found (NOT_FOUND)",
           *       "error": {
           *         "code": "NOT_FOUND",
           *         "statusCode": 404
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["NotFound"]
        }
      }
      /** @description Conflict */
      409: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Conflict"]
        }
      }
      /** @description PayloadTooLarge */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["PayloadTooLarge"]
        }
      }
      /** @description URI too long: URI_TOO_LONG, TOO_MANY_QUERY_PARAMETERS */
      414: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "URI too long (URI_TOO_LONG)",
           *       "error": {
           *         "code": "URI_TOO_LONG",
           *         "statusCode": 414
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["UriTooLong"]
        }
      }
      /** @description UnsupportedMediaType */
      415: {
        headers: {
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["UnsupportedMediaType"]
        }
      }
      /** @description Too many requests: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Too many requests (RATE_LIMITED)",
           *       "error": {
           *         "code": "RATE_LIMITED",
           *         "statusCode": 429
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["TooManyRequests"]
        }
      }
      /** @description Service unavailable: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Service unavailable (STORAGE_UNAVAILABLE)",
           *       "error": {
           *         "code": "STORAGE_UNAVAILABLE",
           *         "statusCode": 503
           *       },
           *       "requestId": "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"
           *     }
           */
          "application/json": components["schemas"]["ServiceUnavailable"]
        }
      }
    }
  }
}
