/**
 * The authorization matrix: one row per operation of the OpenAPI document, saying who may call it and, for an
 * operation that names a resource, the request that reaches another merchant's resource of that kind. A route added
 * without a row here fails `Authorization.test.ts`.
 */

/** The ids of one merchant's resources, one of each kind an operation can name. */
export interface Owned {
  readonly chargeId: string
  readonly chargeReference: string
  readonly paidChargeId: string
  readonly refundId: string
  readonly webhookId: string
  readonly eventId: string
  readonly deliveryId: string
  readonly internalTransferId: string
  readonly pixTransferId: string
  readonly subaccountId: string
  readonly subaccountReference: string
  readonly scheduleId: string
  readonly medId: string
  readonly customerId: string
  readonly productId: string
  readonly paymentLinkId: string
  readonly sessionId: string
  readonly couponId: string
  readonly couponCode: string
  readonly rechargeId: string
  /** A fiscal invoice, CREATED (its charge paid with `emitFiscalInvoice`). */
  readonly invoiceId: string
  /** A card transaction paid with a test card (so a refund of it would pass). */
  readonly cardTransactionId: string
  /** A credit-bureau dunning (PENDING) and a credit report. */
  readonly dunningId: string
  readonly reportId: string
}

/** A request: method, path (with its query) and an optional JSON body. */
export interface Probe {
  readonly method: string
  readonly path: string
  readonly body?: unknown
}

/**
 * Who may call an operation: an API key holding `permission` (`apiKey`), a portal session (`portal`), a dashboard
 * user's session (`dashboard`), or anyone (`public`).
 */
export type Access =
  | { readonly _tag: "apiKey"; readonly permission: string }
  | { readonly _tag: "portal" }
  | { readonly _tag: "dashboard" }
  | { readonly _tag: "public" }

export interface Row {
  readonly access: Access
  /**
   * The operation aimed at the owner's resource, for operations that name one (in the path, the query or the body);
   * another merchant's key holding the permission must get 404. Absent for operations on the caller's own account.
   */
  readonly owned?: (o: Owned) => Probe
  /** A request that passes validation, for operations with a required body or query and no `owned` probe. */
  readonly probe?: Probe
}

const key = (permission: string, rest: Omit<Row, "access"> = {}): Row => ({
  access: { _tag: "apiKey", permission },
  ...rest
})
const get = (path: string): Probe => ({ method: "GET", path })
const post = (path: string, body: unknown = {}): Probe => ({ method: "POST", path, body })
const portal: Row = { access: { _tag: "portal" } }
const dashboard: Row = { access: { _tag: "dashboard" } }
const open: Row = { access: { _tag: "public" } }

const sub = (o: Owned) => ({ id: o.subaccountId })

/** Every operation, by `METHOD path` as the OpenAPI document names it. */
export const matrix: Readonly<Record<string, Row>> = {
  "GET /v1/health": open,
  "GET /v1/me": key("account/me"),
  "GET /v1/account/balance": key("account/balance"),
  "GET /v1/account/transactions": key("account/transactions"),
  "GET /v1/account/statement": key("account/statement"),

  "POST /v1/payment-pix/create": key("payment-pix/create", {
    probe: post("/v1/payment-pix/create", { amount: 1, description: "matrix" })
  }),
  "GET /v1/payment-pix/get/{id}": key("payment-pix/get", { owned: (o) => get(`/v1/payment-pix/get/${o.chargeId}`) }),
  "GET /v1/payment-pix/get-by-reference/{externalReference}": key("payment-pix/get", {
    owned: (o) => get(`/v1/payment-pix/get-by-reference/${o.chargeReference}`)
  }),
  "GET /v1/payment-pix/status/{id}": key("payment-pix/status", {
    owned: (o) => get(`/v1/payment-pix/status/${o.chargeId}`)
  }),
  "GET /v1/payment-pix/list": key("payment-pix/list"),

  "POST /v1/sandbox/payment-pix/{id}/pay": key("sandbox/pay", {
    owned: (o) => post(`/v1/sandbox/payment-pix/${o.chargeId}/pay`)
  }),
  "POST /v1/sandbox/payment-pix/{id}/fail": key("sandbox/fail", {
    owned: (o) => post(`/v1/sandbox/payment-pix/${o.chargeId}/fail`)
  }),
  "POST /v1/sandbox/clock/advance": key("sandbox/clock", { probe: post("/v1/sandbox/clock/advance", { seconds: 0 }) }),
  "GET /v1/sandbox/clock": key("sandbox/clock"),
  "GET /v1/sandbox/mails": key("sandbox/mails"),

  "POST /v1/webhooks/create": key("webhooks/create", {
    probe: post("/v1/webhooks/create", {
      url: "https://hooks.example.com/m",
      description: "m",
      events: ["payment.paid"]
    })
  }),
  "GET /v1/webhooks/get/{id}": key("webhooks/get", { owned: (o) => get(`/v1/webhooks/get/${o.webhookId}`) }),
  "GET /v1/webhooks/list": key("webhooks/list"),
  "PATCH /v1/webhooks/update/{id}": key("webhooks/update", {
    owned: (o) => ({ method: "PATCH", path: `/v1/webhooks/update/${o.webhookId}`, body: { description: "x" } })
  }),
  "DELETE /v1/webhooks/delete/{id}": key("webhooks/delete", {
    owned: (o) => ({ method: "DELETE", path: `/v1/webhooks/delete/${o.webhookId}` })
  }),
  "POST /v1/webhooks/test/{id}": key("webhooks/test", { owned: (o) => post(`/v1/webhooks/test/${o.webhookId}`) }),
  "POST /v1/webhooks/rotate-secret/{id}": key("webhooks/rotate-secret", {
    owned: (o) => post(`/v1/webhooks/rotate-secret/${o.webhookId}`)
  }),
  "GET /v1/webhooks/deliveries/{endpointId}": key("webhooks/deliveries", {
    owned: (o) => get(`/v1/webhooks/deliveries/${o.webhookId}`)
  }),
  "POST /v1/webhooks/redeliver/{deliveryId}": key("webhooks/redeliver", {
    owned: (o) => post(`/v1/webhooks/redeliver/${o.deliveryId}`)
  }),
  "GET /v1/events": key("events/list"),
  "POST /v1/events/{id}/redeliver": key("events/redeliver", {
    owned: (o) => post(`/v1/events/${o.eventId}/redeliver`)
  }),

  "POST /v1/transfer-internal/create": key("transfer-internal/create", {
    probe: post("/v1/transfer-internal/create", { amount: 1, recipientEmail: "nobody@example.com" })
  }),
  "GET /v1/transfer-internal/get/{id}": key("transfer-internal/get", {
    owned: (o) => get(`/v1/transfer-internal/get/${o.internalTransferId}`)
  }),
  "GET /v1/transfer-internal/list": key("transfer-internal/list"),
  "GET /v1/payment-crypto/currencies": key("payment-crypto/currencies"),
  "POST /v1/payment-crypto/quote": key("payment-crypto/quote", {
    probe: post("/v1/payment-crypto/quote", { amount: 100, currency: "BTC", network: "bitcoin" })
  }),
  "POST /v1/payment-crypto/create": key("payment-crypto/create", {
    probe: post("/v1/payment-crypto/create", { amount: 100, currency: "BTC", network: "bitcoin" })
  }),
  // Another merchant's deposit answering 404 is checked in `crypto/PaymentCrypto.test.ts`.
  "GET /v1/payment-crypto/get/{id}": key("payment-crypto/get", { probe: get("/v1/payment-crypto/get/cdp_matrix") }),
  "GET /v1/payment-crypto/list": key("payment-crypto/list"),
  "POST /v1/billings/create": key("billings/create", {
    probe: post("/v1/billings/create", {
      method: "PIX",
      amount: 10,
      dueDate: "2999-01-01",
      customer: { name: "Maria", taxId: "52998224725", email: "maria@example.com" }
    })
  }),
  // Another merchant's billing answering 404 is checked in `billings/Billings.test.ts`.
  "GET /v1/billings/get/{id}": key("billings/get", { probe: get("/v1/billings/get/bil_matrix") }),
  "GET /v1/billings/list": key("billings/list"),
  "POST /v1/billings/refund": key("billings/refund", { probe: post("/v1/billings/refund", { id: "bil_matrix" }) }),
  "POST /v1/subscriptions/create": key("subscriptions/create", {
    probe: post("/v1/subscriptions/create", {
      method: "PIX",
      amount: 10,
      cycle: "MONTHLY",
      nextDueDate: "2999-01-01",
      customer: { name: "Maria", taxId: "52998224725", email: "maria@example.com" }
    })
  }),
  "GET /v1/subscriptions/list": key("subscriptions/list"),
  // Another merchant's subscription answering 404 is checked in `subscriptions/Subscriptions.test.ts`.
  "GET /v1/subscriptions/get/{id}": key("subscriptions/get", { probe: get("/v1/subscriptions/get/sub_matrix") }),
  "POST /v1/subscriptions/cancel/{id}": key("subscriptions/cancel", {
    probe: post("/v1/subscriptions/cancel/sub_matrix", {})
  }),
  "POST /v1/transfer-crypto/quote": key("transfer-crypto/quote", {
    probe: post("/v1/transfer-crypto/quote", { currency: "BTC", network: "bitcoin", cryptoAmount: "0.001" })
  }),
  "POST /v1/transfer-crypto/create": key("transfer-crypto/create", {
    probe: post("/v1/transfer-crypto/create", { quoteId: "cwq_matrix", address: "tb1qmatrix" })
  }),
  // Another merchant's withdrawal answering 404 is checked in `crypto/TransferCrypto.test.ts`.
  "GET /v1/transfer-crypto/get/{id}": key("transfer-crypto/get", { probe: get("/v1/transfer-crypto/get/cwo_matrix") }),
  "GET /v1/transfer-crypto/list": key("transfer-crypto/list"),
  "POST /v1/transfer-crypto-auto/create": key("transfer-crypto-auto/create", {
    probe: post("/v1/transfer-crypto-auto/create", {
      currency: "BTC",
      network: "bitcoin",
      cryptoAmount: "0.001",
      address: "tb1qmatrix"
    })
  }),

  ...Object.fromEntries(
    (["transfer-pix", "payouts"] as const).flatMap((prefix) => [
      [
        `POST /v1/${prefix}/create`,
        key(`${prefix}/create`, {
          probe: post(`/v1/${prefix}/create`, {
            amount: 1,
            description: "matrix",
            pixKey: "ana@example.com",
            pixKeyType: "EMAIL"
          })
        })
      ],
      [
        `GET /v1/${prefix}/get/{id}`,
        key(`${prefix}/get`, { owned: (o: Owned) => get(`/v1/${prefix}/get/${o.pixTransferId}`) })
      ],
      [
        `GET /v1/${prefix}/status/{id}`,
        key(`${prefix}/status`, { owned: (o: Owned) => get(`/v1/${prefix}/status/${o.pixTransferId}`) })
      ],
      [`GET /v1/${prefix}/list`, key(`${prefix}/list`)]
    ])
  ),
  ...Object.fromEntries(
    (
      [
        ["approve", "sandbox/approve"],
        ["refuse", "sandbox/refuse"],
        ["settle", "sandbox/settle"],
        ["fail", "sandbox/fail"]
      ] as const
    ).map(([action, permission]) => [
      `POST /v1/sandbox/transfers/{id}/${action}`,
      key(permission, { owned: (o: Owned) => post(`/v1/sandbox/transfers/${o.pixTransferId}/${action}`) })
    ])
  ),

  "POST /v1/transfer-scheduled/create": key("transfer-scheduled/create", {
    probe: post("/v1/transfer-scheduled/create", {
      triggerType: "ONCE",
      scheduledAt: "2030-01-01T09:00:00-03:00",
      payload: { method: "interna", amount: 1, recipientEmail: "nobody@example.com" }
    })
  }),
  "GET /v1/transfer-scheduled/list": key("transfer-scheduled/list"),
  "GET /v1/transfer-scheduled/get/{id}": key("transfer-scheduled/get", {
    owned: (o) => get(`/v1/transfer-scheduled/get/${o.scheduleId}`)
  }),
  "POST /v1/transfer-scheduled/update/{id}": key("transfer-scheduled/update", {
    owned: (o) => post(`/v1/transfer-scheduled/update/${o.scheduleId}`, { status: "paused" })
  }),
  "POST /v1/transfer-scheduled/cancel/{id}": key("transfer-scheduled/cancel", {
    owned: (o) => post(`/v1/transfer-scheduled/cancel/${o.scheduleId}`)
  }),
  "POST /v1/transfer-scheduled/run-now/{id}": key("transfer-scheduled/run-now", {
    owned: (o) => post(`/v1/transfer-scheduled/run-now/${o.scheduleId}`)
  }),

  "POST /v1/products/create": key("products/create", { probe: post("/v1/products/create", { name: "matrix" }) }),
  "GET /v1/products/get/{id}": key("products/get", { owned: (o) => get(`/v1/products/get/${o.productId}`) }),
  "GET /v1/products/list": key("products/list"),
  "PATCH /v1/products/update/{id}": key("products/update", {
    owned: (o) => ({ method: "PATCH", path: `/v1/products/update/${o.productId}`, body: { name: "x" } })
  }),
  "DELETE /v1/products/delete/{id}": key("products/delete", {
    owned: (o) => ({ method: "DELETE", path: `/v1/products/delete/${o.productId}` })
  }),

  "POST /v1/payment-links/create": key("payment-links/create", {
    probe: post("/v1/payment-links/create", { name: "matrix", allowedMethods: ["PIX"] })
  }),
  "GET /v1/payment-links/get/{id}": key("payment-links/get", {
    owned: (o) => get(`/v1/payment-links/get/${o.paymentLinkId}`)
  }),
  "GET /v1/payment-links/list": key("payment-links/list"),
  "PATCH /v1/payment-links/update/{id}": key("payment-links/update", {
    owned: (o) => ({ method: "PATCH", path: `/v1/payment-links/update/${o.paymentLinkId}`, body: { name: "x" } })
  }),
  "PATCH /v1/payment-links/status/{id}": key("payment-links/update", {
    owned: (o) => ({
      method: "PATCH",
      path: `/v1/payment-links/status/${o.paymentLinkId}`,
      body: { status: "INACTIVE" }
    })
  }),
  "DELETE /v1/payment-links/delete/{id}": key("payment-links/delete", {
    owned: (o) => ({ method: "DELETE", path: `/v1/payment-links/delete/${o.paymentLinkId}` })
  }),
  "POST /v1/payment-links/checkout": key("payment-links/checkout", {
    owned: (o) =>
      post("/v1/payment-links/checkout", {
        linkId: o.paymentLinkId,
        method: "PIX",
        amount: 10,
        payer: { name: "João Lima", email: "joao@example.com", document: "111.444.777-35" }
      })
  }),
  "GET /v1/payment-links/sessions/get/{sessionId}": key("payment-links/sessions/get", {
    owned: (o) => get(`/v1/payment-links/sessions/get/${o.sessionId}`)
  }),

  "POST /v1/coupons/create": key("coupons/create", {
    probe: post("/v1/coupons/create", { code: "MATRIX", discountType: "FIXED", value: 1 })
  }),
  "GET /v1/coupons/get/{id}": key("coupons/get", { owned: (o) => get(`/v1/coupons/get/${o.couponId}`) }),
  "GET /v1/coupons/list": key("coupons/list"),
  "PATCH /v1/coupons/update/{id}": key("coupons/update", {
    owned: (o) => ({ method: "PATCH", path: `/v1/coupons/update/${o.couponId}`, body: { status: "INACTIVE" } })
  }),
  "DELETE /v1/coupons/delete/{id}": key("coupons/delete", {
    owned: (o) => ({ method: "DELETE", path: `/v1/coupons/delete/${o.couponId}` })
  }),
  "GET /v1/mobile-recharge/provider/{phoneNumber}": key("mobile-recharge/provider", {
    probe: get("/v1/mobile-recharge/provider/11912345678")
  }),
  "POST /v1/mobile-recharge/create": key("mobile-recharge/create", {
    probe: post("/v1/mobile-recharge/create", { phone: "11912345678", amount: 15 })
  }),
  "GET /v1/mobile-recharge/list": key("mobile-recharge/list"),
  "GET /v1/mobile-recharge/get/{id}": key("mobile-recharge/get", {
    owned: (o) => get(`/v1/mobile-recharge/get/${o.rechargeId}`)
  }),
  "POST /v1/mobile-recharge/cancel/{id}": key("mobile-recharge/cancel", {
    owned: (o) => post(`/v1/mobile-recharge/cancel/${o.rechargeId}`)
  }),
  "POST /v1/sandbox/mobile-recharge/{id}/complete": key("sandbox/mobile-recharge", {
    owned: (o) => post(`/v1/sandbox/mobile-recharge/${o.rechargeId}/complete`)
  }),
  "POST /v1/sandbox/mobile-recharge/{id}/fail": key("sandbox/mobile-recharge", {
    owned: (o) => post(`/v1/sandbox/mobile-recharge/${o.rechargeId}/fail`)
  }),
  "POST /v1/bureau/dunnings/create": key("bureau/dunnings/create", {
    probe: { method: "POST", path: "/v1/bureau/dunnings/create" }
  }),
  "GET /v1/bureau/dunnings/list": key("bureau/dunnings/list"),
  "GET /v1/bureau/dunnings/get/{id}": key("bureau/dunnings/get", {
    owned: (o) => get(`/v1/bureau/dunnings/get/${o.dunningId}`)
  }),
  "GET /v1/bureau/dunnings/simulate": key("bureau/dunnings/simulate", {
    probe: get("/v1/bureau/dunnings/simulate?payment=bil_matrix")
  }),
  "POST /v1/bureau/reports/create": key("bureau/reports/create", {
    probe: post("/v1/bureau/reports/create", { customer: "cus_matrix", cpfCnpj: "52998224725" })
  }),
  "GET /v1/bureau/reports/list": key("bureau/reports/list"),
  "GET /v1/bureau/reports/get/{id}": key("bureau/reports/get", {
    owned: (o) => get(`/v1/bureau/reports/get/${o.reportId}`)
  }),
  "POST /v1/sandbox/bureau/dunnings/{id}/register": key("sandbox/bureau", {
    owned: (o) => post(`/v1/sandbox/bureau/dunnings/${o.dunningId}/register`)
  }),
  "POST /v1/sandbox/bureau/dunnings/{id}/settle": key("sandbox/bureau", {
    owned: (o) => post(`/v1/sandbox/bureau/dunnings/${o.dunningId}/settle`)
  }),
  "POST /v1/sandbox/bureau/dunnings/{id}/cancel": key("sandbox/bureau", {
    owned: (o) => post(`/v1/sandbox/bureau/dunnings/${o.dunningId}/cancel`)
  }),
  "GET /v1/invoices/list": key("invoices/list"),
  "GET /v1/invoices/get/{id}": key("invoices/get", { owned: (o) => get(`/v1/invoices/get/${o.invoiceId}`) }),
  "GET /v1/account/fiscal-config": key("account/fiscal-config"),
  "PATCH /v1/account/fiscal-config": key("account/fiscal-config", {
    probe: { method: "PATCH", path: "/v1/account/fiscal-config", body: { enabled: false } }
  }),
  "POST /v1/sandbox/invoices/{id}/issue": key("sandbox/invoices", {
    owned: (o) => post(`/v1/sandbox/invoices/${o.invoiceId}/issue`)
  }),
  "POST /v1/sandbox/invoices/{id}/fail": key("sandbox/invoices", {
    owned: (o) => post(`/v1/sandbox/invoices/${o.invoiceId}/fail`)
  }),
  "POST /v1/coupons/validate": key("coupons/validate", {
    owned: (o) => post("/v1/coupons/validate", { code: o.couponCode, amount: 10 })
  }),

  "GET /v1/meds/list": key("meds/list"),
  "GET /v1/meds/get/{id}": key("meds/get", { owned: (o) => get(`/v1/meds/get/${o.medId}`) }),
  "POST /v1/meds/{id}/evidence": key("meds/evidence", {
    owned: (o) => post(`/v1/meds/${o.medId}/evidence`, { justification: "Pedido entregue ao comprador." })
  }),
  "POST /v1/sandbox/meds/open": key("sandbox/meds", {
    owned: (o) => post("/v1/sandbox/meds/open", { transactionId: o.paidChargeId, type: "fraud" })
  }),
  "POST /v1/sandbox/meds/{id}/decide": key("sandbox/meds", {
    owned: (o) => post(`/v1/sandbox/meds/${o.medId}/decide`, { outcome: "accept" })
  }),
  "POST /v1/sandbox/meds/{id}/expire": key("sandbox/meds", {
    owned: (o) => post(`/v1/sandbox/meds/${o.medId}/expire`)
  }),

  "POST /v1/pix-automatic/authorizations/create": key("pix-automatic/authorizations/create", {
    probe: post("/v1/pix-automatic/authorizations/create", {
      customerId: "cus_matrix",
      contractId: "C-1",
      frequency: "MONTHLY",
      startDate: "2099-01-01",
      firstPayment: { amount: 10 }
    })
  }),
  "GET /v1/pix-automatic/authorizations/list": key("pix-automatic/authorizations/list"),
  "GET /v1/pix-automatic/authorizations/get/{id}": key("pix-automatic/authorizations/get", {
    probe: get("/v1/pix-automatic/authorizations/get/pxa_matrix")
  }),
  "DELETE /v1/pix-automatic/authorizations/cancel/{id}": key("pix-automatic/authorizations/cancel", {
    probe: { method: "DELETE", path: "/v1/pix-automatic/authorizations/cancel/pxa_matrix" }
  }),
  "POST /v1/pix-automatic/payment-instructions/create": key("pix-automatic/payment-instructions/create", {
    probe: post("/v1/pix-automatic/payment-instructions/create", {
      authorizationId: "pxa_matrix",
      amount: 10,
      dueDate: "2099-01-05"
    })
  }),
  "GET /v1/pix-automatic/payment-instructions/list": key("pix-automatic/payment-instructions/list"),
  "GET /v1/pix-automatic/payment-instructions/get/{id}": key("pix-automatic/payment-instructions/get", {
    probe: get("/v1/pix-automatic/payment-instructions/get/pxi_matrix")
  }),
  "DELETE /v1/pix-automatic/payment-instructions/cancel/{id}": key("pix-automatic/payment-instructions/cancel", {
    probe: { method: "DELETE", path: "/v1/pix-automatic/payment-instructions/cancel/pxi_matrix" }
  }),
  "POST /v1/sandbox/pix-automatic/authorizations/{id}/approve": key("sandbox/pix-automatic", {
    probe: post("/v1/sandbox/pix-automatic/authorizations/pxa_matrix/approve")
  }),
  "POST /v1/sandbox/pix-automatic/authorizations/{id}/reject": key("sandbox/pix-automatic", {
    probe: post("/v1/sandbox/pix-automatic/authorizations/pxa_matrix/reject")
  }),
  "POST /v1/sandbox/pix-automatic/authorizations/{id}/revoke": key("sandbox/pix-automatic", {
    probe: post("/v1/sandbox/pix-automatic/authorizations/pxa_matrix/revoke")
  }),
  "POST /v1/sandbox/pix-automatic/payment-instructions/{id}/fail": key("sandbox/pix-automatic", {
    probe: post("/v1/sandbox/pix-automatic/payment-instructions/pxi_matrix/fail")
  }),
  "POST /v1/customers/create": key("customers/create", {
    probe: post("/v1/customers/create", { name: "Matrix", email: "matrix@example.com", document: "11.222.333/0001-81" })
  }),
  "GET /v1/customers/get/{id}": key("customers/get", { owned: (o) => get(`/v1/customers/get/${o.customerId}`) }),
  "GET /v1/customers/list": key("customers/list"),
  "PATCH /v1/customers/update/{id}": key("customers/update", {
    owned: (o) => ({ method: "PATCH", path: `/v1/customers/update/${o.customerId}`, body: { name: "x" } })
  }),
  "DELETE /v1/customers/delete/{id}": key("customers/delete", {
    owned: (o) => ({ method: "DELETE", path: `/v1/customers/delete/${o.customerId}` })
  }),

  "POST /v1/refunds/create": key("refunds/create", {
    owned: (o) => post("/v1/refunds/create", { transactionId: o.paidChargeId })
  }),
  "GET /v1/refunds/get/{id}": key("refunds/get", { owned: (o) => get(`/v1/refunds/get/${o.refundId}`) }),
  "GET /v1/refunds/list": key("refunds/list"),
  "POST /v1/sandbox/refunds/{id}/complete": key("sandbox/refunds", {
    owned: (o) => post(`/v1/sandbox/refunds/${o.refundId}/complete`)
  }),
  "POST /v1/sandbox/refunds/{id}/fail": key("sandbox/refunds", {
    owned: (o) => post(`/v1/sandbox/refunds/${o.refundId}/fail`)
  }),
  // Another merchant's withdrawal answering 404 is checked in `crypto/TransferCrypto.test.ts`.
  "POST /v1/sandbox/billings/pay-boleto": key("sandbox/billings", {
    probe: post("/v1/sandbox/billings/pay-boleto", { line: "1".repeat(47) })
  }),
  "POST /v1/sandbox/billings/pay-pix": key("sandbox/billings", {
    probe: post("/v1/sandbox/billings/pay-pix", { id: "bil_matrix" })
  }),
  // Another merchant's token answering 404 is checked in `billings/CardBillings.test.ts`.
  "POST /v1/sandbox/billings/fail-card": key("sandbox/billings", {
    probe: post("/v1/sandbox/billings/fail-card", { cardToken: "tok_matrix" })
  }),
  // Another merchant's billing answering 404 is checked in `billings/SandboxOverdue.test.ts`.
  "POST /v1/sandbox/billings/{id}/overdue": key("sandbox/billings", {
    probe: post("/v1/sandbox/billings/bil_matrix/overdue", {})
  }),
  "POST /v1/sandbox/crypto/deposits/{id}/send": key("sandbox/crypto", {
    probe: post("/v1/sandbox/crypto/deposits/cdp_matrix/send", { cryptoAmount: "0.001" })
  }),
  "POST /v1/sandbox/crypto/deposits/{id}/drop": key("sandbox/crypto", {
    probe: post("/v1/sandbox/crypto/deposits/cdp_matrix/drop", { txHash: "matrix" })
  }),
  "POST /v1/sandbox/crypto/mine": key("sandbox/crypto", {
    probe: post("/v1/sandbox/crypto/mine", { network: "bitcoin", blocks: 1 })
  }),
  "POST /v1/sandbox/crypto/withdrawals/{id}/settle": key("sandbox/crypto", {
    probe: post("/v1/sandbox/crypto/withdrawals/cwo_matrix/settle")
  }),
  "POST /v1/sandbox/crypto/withdrawals/{id}/fail": key("sandbox/crypto", {
    probe: post("/v1/sandbox/crypto/withdrawals/cwo_matrix/fail")
  }),

  "POST /v1/subaccount/create": key("subaccount/create", { probe: post("/v1/subaccount/create", {}) }),
  "GET /v1/subaccount/get/{id}": key("subaccount/get", { owned: (o) => get(`/v1/subaccount/get/${o.subaccountId}`) }),
  "GET /v1/subaccount/get-by-ref/{externalReference}": key("subaccount/get", {
    owned: (o) => get(`/v1/subaccount/get-by-ref/${o.subaccountReference}`)
  }),
  "GET /v1/subaccount/list": key("subaccount/list"),
  "GET /v1/subaccount/balance": key("subaccount/balance", {
    owned: (o) => get(`/v1/subaccount/balance?id=${o.subaccountId}`)
  }),
  "GET /v1/subaccount/pricing": key("subaccount/get", {
    owned: (o) => get(`/v1/subaccount/pricing?id=${o.subaccountId}`)
  }),
  "POST /v1/subaccount/add-balance": key("subaccount/add-balance", {
    owned: (o) => post("/v1/subaccount/add-balance", { ...sub(o), amount: 1 })
  }),
  "POST /v1/subaccount/remove-balance": key("subaccount/remove-balance", {
    owned: (o) => post("/v1/subaccount/remove-balance", { ...sub(o), amount: 1 })
  }),
  "POST /v1/subaccount/transfer": key("subaccount/transfer", {
    owned: (o) =>
      post("/v1/subaccount/transfer", { fromSubaccountId: o.subaccountId, toSubaccountId: o.subaccountId, amount: 1 })
  }),
  "POST /v1/subaccount/update": key("subaccount/update", {
    owned: (o) => post("/v1/subaccount/update", { ...sub(o), name: "Outro Nome" })
  }),
  "POST /v1/subaccount/lock": key("subaccount/lock", {
    owned: (o) => post("/v1/subaccount/lock", { ...sub(o), lockMode: "full" })
  }),
  "POST /v1/subaccount/unlock": key("subaccount/unlock", { owned: (o) => post("/v1/subaccount/unlock", sub(o)) }),
  "POST /v1/subaccount/set-limits": key("subaccount/set-limits", {
    owned: (o) => post("/v1/subaccount/set-limits", { ...sub(o), daily: 100 })
  }),
  "POST /v1/subaccount/set-pricing": key("subaccount/set-pricing", {
    owned: (o) => post("/v1/subaccount/set-pricing", { ...sub(o), pixIn: { percent: 1 } })
  }),
  "POST /v1/subaccount/delete": key("subaccount/delete", { owned: (o) => post("/v1/subaccount/delete", sub(o)) }),

  "POST /v1/subaccount/portal/setup": key("subaccount/portal/setup", {
    owned: (o) =>
      post("/v1/subaccount/portal/setup", { ...sub(o), email: "portal@example.com", password: "Str0ng!Passw0rd#" })
  }),
  "GET /v1/subaccount/portal/status": key("subaccount/portal/get", {
    owned: (o) => get(`/v1/subaccount/portal/status?id=${o.subaccountId}`)
  }),
  "POST /v1/subaccount/portal/update-email": key("subaccount/portal/update-email", {
    owned: (o) => post("/v1/subaccount/portal/update-email", { ...sub(o), email: "other@example.com" })
  }),
  "POST /v1/subaccount/portal/revoke": key("subaccount/portal/revoke", {
    owned: (o) => post("/v1/subaccount/portal/revoke", sub(o))
  }),
  "POST /v1/subaccount/portal/reset-2fa": key("subaccount/portal/reset-2fa", {
    owned: (o) => post("/v1/subaccount/portal/reset-2fa", sub(o))
  }),

  "POST /v1/processor/onboarding-link": key("processor/onboarding"),
  "POST /v1/card/checkout": key("card/checkout", {
    probe: post("/v1/card/checkout", { amount: 10, description: "matrix" })
  }),
  "GET /v1/card/get/{id}": key("card/get", { owned: (o) => get(`/v1/card/get/${o.cardTransactionId}`) }),
  "POST /v1/payments/{id}/refund": key("payments/refund", {
    owned: (o) => post(`/v1/payments/${o.cardTransactionId}/refund`, { amount: 1 })
  }),
  "POST /v1/sandbox/card/{id}/pay": key("sandbox/card", {
    owned: (o) => post(`/v1/sandbox/card/${o.cardTransactionId}/pay`)
  }),
  "POST /v1/sandbox/card/{id}/challenge": key("sandbox/card", {
    owned: (o) => post(`/v1/sandbox/card/${o.cardTransactionId}/challenge`, { passed: true })
  }),
  "POST /v1/sandbox/card/onboarding/complete": key("sandbox/card"),
  "POST /v1/billings/tokenize-card": key("billings/tokenize", {
    probe: post("/v1/billings/tokenize-card", {
      creditCard: { holderName: "Ana", number: "4242424242424242", expiryMonth: "12", expiryYear: "2040", ccv: "123" },
      creditCardHolderInfo: {
        name: "Ana Souza",
        email: "ana@example.com",
        cpfCnpj: "52998224725",
        postalCode: "01310100",
        addressNumber: "1",
        phone: "1134567890"
      },
      remoteIp: "200.160.2.3"
    })
  }),
  "POST /v1/sandbox/card/onboarding/break": key("sandbox/card", {
    probe: post("/v1/sandbox/card/onboarding/break", { requirement: "pj_data" })
  }),
  "POST /v1/sandbox/card/settle": key("sandbox/card"),

  "POST /v1/auth/wallet/login": open,
  "POST /v1/auth/wallet/forgot-password": open,
  "POST /v1/auth/wallet/reset-password": open,
  "POST /v1/auth/login": open,
  "GET /v1/wallet/dashboard": portal,
  "POST /v1/wallet/2fa/setup": portal,
  "POST /v1/wallet/2fa/enable": portal,
  "POST /v1/wallet/logout": portal,
  "GET /v1/account/subaccounts/portal": dashboard,
  "POST /v1/account/subaccounts/portal/setup": dashboard,
  "POST /v1/account/subaccounts/portal/update-email": dashboard,
  "POST /v1/account/subaccounts/portal/revoke": dashboard,
  "POST /v1/account/subaccounts/portal/reset-2fa": dashboard,
  "POST /v1/account/subaccounts/portal/invite": dashboard
}
