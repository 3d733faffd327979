import { expect, layer } from "@effect/vitest"
import { Ledger, WebhookDeliveries, WebhookRetry } from "@trilho/domain"
import { Effect } from "effect"
import { HttpClient, HttpClientRequest } from "effect/http"
import { insertKey } from "../auth/server.ts"
import { createSub, layerServer, merchant } from "../subaccounts/support.ts"
import { type Owned, type Probe, type Row, matrix } from "./AuthorizationMatrix.ts"
import { dunningFields, postDunning, seedBilling } from "../bureau/support.ts"

/**
 * The authorization matrix, checked against the running API: every operation of the OpenAPI document has a row with
 * the permission the document names; an API-key operation refuses a request without a key (401) and a key that holds
 * every other permission (403 `FORBIDDEN`); an operation naming a resource answers 404 to another merchant's key,
 * even one holding the permission; a portal or dashboard operation refuses a request without its session, and an API
 * key in its place (401).
 */

type Answer = { readonly status: number; readonly body: any }

const send = (probe: Probe, headers: Record<string, string> = {}) =>
  Effect.gen(function* () {
    const http = yield* HttpClient.HttpClient
    let request = HttpClientRequest.make(probe.method as "POST")(probe.path)
    request = HttpClientRequest.setHeaders(request, headers)
    if (probe.body !== undefined)
      request = HttpClientRequest.bodyText(request, JSON.stringify(probe.body), "application/json")
    const response = yield* http.execute(request)
    const text = yield* response.text
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      body = text
    }
    return { status: response.status, body } as Answer
  })

const ok = (answer: Answer, what: string) => {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body.data
}

/** The document's operations as `METHOD path`, with their `x-permission`. */
const operationsOf = (document: any): ReadonlyMap<string, string | undefined> =>
  new Map(
    Object.entries(document.paths as Record<string, Record<string, any>>).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => typeof operation === "object" && operation?.operationId !== undefined)
        .map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation["x-permission"]] as const)
    )
  )

/** One resource of each kind, owned by `accountId` (its key holds every permission). */
const ownResources = (accountId: string, secret: string, recipientEmail: string) =>
  Effect.gen(function* () {
    const auth = { "x-api-key": secret }
    const create = (externalReference: string) =>
      send(
        {
          method: "POST",
          path: "/v1/payment-pix/create",
          body: { amount: 10, description: "matrix", externalReference }
        },
        auth
      )
    const charge = ok(yield* create("mx-charge"), "charge")
    const paid = ok(yield* create("mx-paid"), "paid charge")
    ok(yield* send({ method: "POST", path: `/v1/sandbox/payment-pix/${paid.id}/pay`, body: {} }, auth), "pay")
    ok(yield* send({ method: "POST", path: "/v1/refunds/create", body: { transactionId: paid.id } }, auth), "refund")
    const webhook = ok(
      yield* send(
        {
          method: "POST",
          path: "/v1/webhooks/create",
          body: { url: "https://hooks.example.com/m", description: "matrix", events: ["*"] }
        },
        auth
      ),
      "webhook"
    ).item
    const events = ok(yield* send({ method: "GET", path: "/v1/events" }, auth), "events").items
    const deliveryId = `dlv_mx_${accountId}`
    yield* (yield* WebhookDeliveries.WebhookDeliveries).insertMany([
      {
        id: deliveryId,
        accountId: Ledger.AccountId.make(accountId),
        eventId: Number(String(events[0].id).replace("evt_", "")),
        endpointId: webhook.id,
        eventType: events[0].event ?? events[0].type ?? "payment.created",
        aggregateId: charge.id,
        body: "{}",
        attemptsLimit: WebhookRetry.deliveryAttemptsMax,
        createdAt: new Date()
      }
    ])
    const internal = ok(
      yield* send({ method: "POST", path: "/v1/transfer-internal/create", body: { amount: 1, recipientEmail } }, auth),
      "internal transfer"
    )
    const pix = ok(
      yield* send(
        {
          method: "POST",
          path: "/v1/transfer-pix/create",
          body: { amount: 1, description: "matrix", pixKey: "ana@example.com", pixKeyType: "EMAIL" }
        },
        auth
      ),
      "PIX transfer"
    )
    const subaccountId = yield* createSub(secret, "mx-sub")
    const schedule = ok(
      yield* send(
        {
          method: "POST",
          path: "/v1/transfer-scheduled/create",
          body: {
            triggerType: "ONCE",
            scheduledAt: "2030-01-01T09:00:00-03:00",
            payload: { method: "interna", amount: 1, recipientEmail }
          }
        },
        auth
      ),
      "schedule"
    )
    const product = ok(
      yield* send(
        {
          method: "POST",
          path: "/v1/products/create",
          body: { name: "Matrix", deliveries: [{ type: "TEXT_LINES", linesText: "code" }] }
        },
        auth
      ),
      "product"
    )
    const paymentLink = ok(
      yield* send(
        { method: "POST", path: "/v1/payment-links/create", body: { name: "Matrix", allowedMethods: ["PIX"] } },
        auth
      ),
      "payment link"
    )
    const session = ok(
      yield* send(
        {
          method: "POST",
          path: "/v1/payment-links/checkout",
          body: {
            linkId: paymentLink.id,
            method: "PIX",
            amount: 10,
            payer: { name: "João Lima", email: "joao@example.com", document: "111.444.777-35" }
          }
        },
        auth
      ),
      "checkout session"
    )
    const coupon = ok(
      yield* send(
        {
          method: "POST",
          path: "/v1/coupons/create",
          body: { code: "MX-COUPON", discountType: "PERCENT", value: 10, productIds: [product.id] }
        },
        auth
      ),
      "coupon"
    )
    const recharge = ok(
      yield* send(
        { method: "POST", path: "/v1/mobile-recharge/create", body: { phone: "11912345678", amount: 15 } },
        auth
      ),
      "mobile recharge"
    )
    const disputed = ok(yield* create("mx-med"), "disputed charge")
    ok(yield* send({ method: "POST", path: `/v1/sandbox/payment-pix/${disputed.id}/pay`, body: {} }, auth), "pay")
    const med = ok(
      yield* send(
        { method: "POST", path: "/v1/sandbox/meds/open", body: { transactionId: disputed.id, type: "fraud" } },
        auth
      ),
      "MED dispute"
    )
    const customer = ok(
      yield* send(
        {
          method: "POST",
          path: "/v1/customers/create",
          body: { name: "Maria Souza", email: "maria@example.com", document: "529.982.247-25" }
        },
        auth
      ),
      "customer"
    )
    const fiscalConfig = { enabled: true, municipalServiceCode: "01.07", issRate: 2, cityCode: "3550308" }
    ok(yield* send({ method: "PATCH", path: "/v1/account/fiscal-config", body: fiscalConfig }, auth), "fiscal config")
    const invoiced = ok(
      yield* send(
        {
          method: "POST",
          path: "/v1/payment-pix/create",
          body: { amount: 10, description: "nf", emitFiscalInvoice: true }
        },
        auth
      ),
      "invoiced charge"
    )
    ok(yield* send({ method: "POST", path: `/v1/sandbox/payment-pix/${invoiced.id}/pay`, body: {} }, auth), "pay nf")
    const invoice = ok(
      yield* send({ method: "GET", path: `/v1/invoices/list?sourceId=${invoiced.id}` }, auth),
      "fiscal invoice"
    ).items[0]
    ok(yield* send({ method: "POST", path: "/v1/sandbox/card/onboarding/complete", body: {} }, auth), "onboarding")
    const card = ok(
      yield* send({ method: "POST", path: "/v1/card/checkout", body: { amount: 10, description: "matrix" } }, auth),
      "card checkout"
    )
    ok(yield* send({ method: "POST", path: `/v1/sandbox/card/${card.transactionId}/pay`, body: {} }, auth), "card pay")
    const billingId = yield* seedBilling(accountId)
    const dunning = yield* postDunning(secret, dunningFields(billingId))
    if (dunning.status !== 200) throw new Error(`dunning: ${dunning.status} ${JSON.stringify(dunning.body)}`)
    const report = ok(
      yield* send(
        { method: "POST", path: "/v1/bureau/reports/create", body: { customer: customer.id, cpfCnpj: "52998224725" } },
        auth
      ),
      "credit report"
    )
    return {
      chargeId: charge.id,
      chargeReference: "mx-charge",
      paidChargeId: paid.id,
      refundId: paid.id,
      webhookId: webhook.id,
      eventId: events[0].id,
      deliveryId,
      internalTransferId: internal.id,
      pixTransferId: pix.id,
      subaccountId,
      subaccountReference: "mx-sub",
      scheduleId: schedule.id,
      medId: med.id,
      customerId: customer.id,
      productId: product.id,
      paymentLinkId: paymentLink.id,
      sessionId: session.sessionId,
      couponId: coupon.id,
      couponCode: coupon.code,
      rechargeId: recharge.id,
      invoiceId: invoice.id,
      cardTransactionId: card.transactionId,
      dunningId: dunning.body.data.id,
      reportId: report.id
    } satisfies Owned
  })

/** The request a row's checks send: aimed at the owner's resource when the operation names one. */
const probeOf = (operation: string, row: Row, owned: Owned): Probe => {
  if (row.owned !== undefined) return row.owned(owned)
  if (row.probe !== undefined) return row.probe
  const [method, path] = operation.split(" ") as [string, string]
  return method === "GET" ? { method, path } : { method, path, body: {} }
}

layer(layerServer({ hosts: { "hooks.example.com": ["93.184.216.34"] } }), {
  timeout: 300_000,
  excludeTestServices: true
})("the authorization matrix", (it) => {
  it.effect("every operation of the document has a row, with the permission the document names", () =>
    Effect.gen(function* () {
      const document = (yield* send({ method: "GET", path: "/v1/openapi.json" })).body
      const operations = operationsOf(document)
      expect([...operations.keys()].filter((op) => matrix[op] === undefined)).toStrictEqual([])
      expect(Object.keys(matrix).filter((op) => !operations.has(op))).toStrictEqual([])
      for (const [op, permission] of operations) {
        const access = matrix[op]!.access
        expect(access._tag === "apiKey" ? access.permission : undefined, op).toBe(permission)
      }
    })
  )

  it.effect("401 without a key, 403 for a key with every other permission, 404 on another merchant's resource", () =>
    Effect.gen(function* () {
      const ownerSecret = yield* merchant("acc_mx_a", { withdrawableCentavos: 100_000 })
      yield* merchant("acc_mx_b", { withdrawableCentavos: 100_000 })
      const owned = yield* ownResources("acc_mx_a", ownerSecret, "acc_mx_b@example.com")
      const permissions = [
        ...new Set(
          Object.values(matrix).flatMap((row) => (row.access._tag === "apiKey" ? [row.access.permission] : []))
        )
      ]
      const failures: Array<string> = []
      const check = (op: string, what: string, answer: Answer, status: number, code?: string) => {
        if (answer.status !== status || (code !== undefined && answer.body?.error?.code !== code)) {
          failures.push(
            `${op} ${what}: expected ${status} ${code ?? ""}, got ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`
          )
        }
      }
      for (const [op, row] of Object.entries(matrix)) {
        const probe = probeOf(op, row, owned)
        const access = row.access
        if (access._tag === "apiKey") {
          check(op, "without a key", yield* send(probe), 401, "UNAUTHORIZED")
          const others = permissions.filter((p) => p !== access.permission)
          const lacking = (yield* insertKey("acc_mx_a", others, { requestsPerMinute: 100_000 })).secret
          check(op, "with every other permission", yield* send(probe, { "x-api-key": lacking }), 403, "FORBIDDEN")
          if (row.owned !== undefined) {
            const stranger = (yield* insertKey("acc_mx_b", [access.permission], { requestsPerMinute: 100_000 })).secret
            const answer = yield* send(probe, { "x-api-key": stranger })
            check(op, "on another merchant's resource", answer, 404)
          }
        } else if (access._tag === "portal" || access._tag === "dashboard") {
          check(op, "without a session", yield* send(probe), 401)
          check(
            op,
            "with an API key as the session",
            yield* send(probe, { authorization: `Bearer ${ownerSecret}` }),
            401
          )
        } else {
          const answer = yield* send(probe)
          if (answer.status === 401 && answer.body?.error?.code === "UNAUTHORIZED") {
            failures.push(`${op} is public but asked for a key`)
          }
        }
      }
      expect(failures).toStrictEqual([])
    })
  )
})
