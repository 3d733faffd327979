/**
 * Example records shared by the operations' examples: one account's story (a charge of R$ 25,50 paid, refunded, a
 * PIX sent, an internal transfer, a subaccount), so that ids and amounts agree from one operation to the next.
 */

const created = "2026-11-20T13:04:05.000Z"
const paid = "2026-11-20T13:06:41.000Z"

export const chargeId = "pix_01JD8Z4K6Q3V0M2N5P7R9S1T3V"
export const endToEndId = "E00038166202611201306A1B2C3D4E5F"
const copyPaste =
  "00020101021226830014br.gov.bcb.pix2561pay.example.com/pix/v2/cobv/pix_01JD8Z4K6Q3V0M2N5P7R9S1T3V5204000053039865405" +
  "25.505802BR5913Loja Exemplo6009Sao Paulo62070503***6304B14F"

/** A PIX charge just created: QR data, no payer yet. */
export const chargePending = {
  id: chargeId,
  type: "PIX_IN",
  status: "PENDING",
  amount: 25.5,
  feeAmount: 0.25,
  netAmount: 25.25,
  currency: "BRL",
  description: "Pedido 1001",
  externalReference: "pedido-1001",
  referenceId: "sbx_chg_000001",
  copyPaste,
  qrcodeUrl: `https://pay.example.com/pix/${chargeId}`,
  qrCodeBase64: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  expiresAt: "2026-11-21T13:04:05.000Z",
  createdAt: created
} as const

/** The same charge once paid: payer and end-to-end id, no QR image. */
export const chargePaid = {
  id: chargeId,
  type: "PIX_IN",
  status: "COMPLETED",
  amount: 25.5,
  feeAmount: 0.25,
  netAmount: 25.25,
  currency: "BRL",
  description: "Pedido 1001",
  externalReference: "pedido-1001",
  referenceId: "sbx_chg_000001",
  endToEndId,
  payer: { name: "Maria Souza", document: "12345678909" },
  completedAt: paid,
  createdAt: created
} as const

/** The paid charge with its refund asked. */
export const chargeRefunding = {
  ...chargePaid,
  refund: {
    status: "REQUESTED",
    refundId: "devolucao-1001",
    requestedAt: "2026-11-22T10:00:00.000Z",
    debitNet: 25.25,
    depositNet: 25.25,
    transferFee: 0,
    nature: "ORIGINAL",
    description: "Produto devolvido"
  }
} as const

/** The refund completed: the deposit is `REVERSED`. */
export const chargeRefunded = {
  ...chargeRefunding,
  status: "REVERSED",
  refund: { ...chargeRefunding.refund, status: "COMPLETED", completedAt: "2026-11-22T10:00:03.000Z" }
} as const

/** A page of a paged list. */
export const page = <A>(items: ReadonlyArray<A>) => ({ items, page: 1, pageSize: 50, total: items.length, pages: 1 })

export const pixTransferId = "pxo_01JD9A2B3C4D5E6F7G8H9J0K1M"

/** A PIX transfer sent to an e-mail key, still with the network. */
export const pixTransferPending = {
  id: pixTransferId,
  type: "PIX_OUT",
  status: "PENDING",
  amount: 10,
  feeAmount: 0.5,
  netAmount: 10,
  currency: "BRL",
  description: "Pagamento fornecedor",
  externalReference: "pagamento-77",
  pixKey: "fornecedor@example.com",
  pixKeyType: "EMAIL",
  createdAt: "2026-11-22T14:00:00.000Z"
} as const

/** The same transfer settled by the network. */
export const pixTransferCompleted = {
  ...pixTransferPending,
  status: "COMPLETED",
  referenceId: "sbx_pxo_000001",
  endToEndId: "E00038166202611221400F6E5D4C3B2A",
  recipient: { name: "Fornecedor Ltda", document: "12345678000195", pixKey: "fornecedor@example.com" },
  completedAt: "2026-11-22T14:00:02.000Z"
} as const

/** The sender's side of an internal transfer. */
export const internalOut = {
  id: "ito_01JD9B7Q8R9S0T1V2W3X4Y5Z6A",
  type: "INTERNAL_TRANSFER_OUT",
  status: "COMPLETED",
  amount: 50,
  feeAmount: 0,
  netAmount: 50,
  currency: "BRL",
  description: "Repasse parceiro",
  externalReference: "repasse-12",
  transferKind: "internal",
  recipientEmail: "parceiro@example.com",
  recipientName: "Loja Parceira",
  pairId: "itp_01JD9B7Q8R9S0T1V2W3X4Y5Z6A",
  completedAt: "2026-11-22T15:00:00.000Z",
  createdAt: "2026-11-22T15:00:00.000Z"
} as const

export const subaccountId = "sub_01JD9C1D2E3F4G5H6J7K8M9N0P"

const portalNone = { state: "none", email: null, emailVerified: false, twoFactorEnabled: false, lastLoginAt: null }

/** A subaccount with no money yet. */
export const subaccount = {
  id: subaccountId,
  externalReference: "filial-centro",
  name: "Filial Centro",
  personType: "PF",
  fullName: "Joao Pereira",
  cpf: "12345678909",
  birthDate: "1990-04-12",
  postalCode: "01310100",
  status: "ACTIVE",
  lockMode: null,
  limits: { daily: null, monthly: null, perTransaction: null },
  pricing: { pixIn: { percent: 0, fixed: 0 }, pixOut: { percent: 0, fixed: 0 } },
  availablePadrao: 0,
  spendablePadrao: 0,
  lockedPadrao: 0,
  pendingPadrao: 0,
  portal: portalNone,
  createdAt: "2026-11-20T12:00:00.000Z",
  updatedAt: "2026-11-20T12:00:00.000Z"
} as const

/** A balance move between the main account and a subaccount. */
export const subaccountMove = {
  id: "sbm_01JD9D4E5F6G7H8J9K0M1N2P3Q",
  type: "ADD_BALANCE",
  status: "COMPLETED",
  amount: 100,
  currency: "BRL",
  fromSubaccountId: null,
  toSubaccountId: subaccountId,
  description: "Fundo de troco",
  externalReference: "fundo-troco-1",
  createdAt: "2026-11-22T16:00:00.000Z"
} as const

/** The portal login of a subaccount once set up. */
export const portalActive = {
  state: "active",
  email: "operador@example.com",
  emailVerified: false,
  twoFactorEnabled: false,
  lastLoginAt: null
} as const

/** A subaccount and its portal login. */
export const portalView = { subaccountId, subaccountName: "Filial Centro", portal: portalActive } as const

export const webhookId = "wh_01JD9E5F6G7H8J9K0M1N2P3Q4R"

/** A webhook endpoint. */
export const webhookEndpoint = {
  id: webhookId,
  url: "https://loja.example.com/webhooks/trilho",
  description: "Loja: pagamentos",
  events: ["payment.paid", "refund.completed"],
  status: "ACTIVE",
  accountWide: false,
  createdAt: "2026-11-20T12:30:00.000Z",
  updatedAt: "2026-11-20T12:30:00.000Z"
} as const

/** A fresh signing secret, shown once. */
export const webhookSecret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"

export const deliveryId = "dlv_01JD9F6G7H8J9K0M1N2P3Q4R5S"

/** One delivery of `payment.paid` to the endpoint, answered 200 on its first attempt. */
export const delivery = {
  id: deliveryId,
  eventId: "evt_1042",
  endpointId: webhookId,
  event: "payment.paid",
  status: "SUCCEEDED",
  attempts: 1,
  nextAttemptAt: null,
  lastStatusCode: 200,
  lastError: null,
  createdAt: paid,
  updatedAt: paid,
  attemptsLog: [{ attempt: 1, at: paid, statusCode: 200, durationMs: 84, error: null }]
} as const
