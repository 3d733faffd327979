import {
  Billing,
  Card,
  CryptoAssets,
  CryptoDeposits,
  CryptoWithdrawals,
  Ledger,
  type Money,
  PixAutomatic,
  type Recharge,
  RechargeStore
} from "@trilho/domain"
import { Effect, Result } from "effect"
import { uid } from "./fixtures.ts"

/**
 * The stores of the transaction list's card, crypto deposit and withdrawal, recharge, billing and PIX Automático
 * branches.
 */
export type KindStores =
  | Billing.BillingStore
  | Card.CardTransactionStore
  | CryptoDeposits.CryptoDepositStore
  | CryptoWithdrawals.CryptoWithdrawalStore
  | RechargeStore.RechargeStore
  | PixAutomatic.PixAutomaticStore

const c = (n: number) => n as Money.Centavos
let n = 0

/** A fresh 26-character id body. */
const body = () =>
  uid("k")
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(-20)
    .toUpperCase()
    .padStart(26, "0")

/** Stores a card transaction of `accountId` in `status`; captured (card, payment, settlement) unless still open. */
export const cardTransaction = (accountId: string, createdAt: Date, status: Card.CardTransactionStatus) =>
  Effect.gen(function* () {
    const id = `card_${body()}`
    const captured = status === "COMPLETED" || status === "PARTIALLY_REFUNDED" || status === "REFUNDED"
    const record: Card.CardTransactionRecord = {
      id,
      accountId: accountId as Ledger.AccountId,
      apiKeyId: "key_1",
      status,
      amountCentavos: 10_000,
      grossCentavos: 10_000,
      feeCentavos: 599,
      netCentavos: 9_401,
      coverFee: false,
      description: `Checkout ${++n}`,
      processorAccountId: "pac_1",
      sessionId: uid("cs"),
      checkoutUrl: `https://pay.trilho.test/processor/checkout/${id}`,
      expiresAt: new Date(createdAt.getTime() + 3_600_000),
      ...(status === "PENDING" || status === "CANCELED"
        ? {}
        : {
            card: {
              token: uid("tok"),
              brand: "VISA",
              bin: "424242",
              last4: n % 2 === 0 ? "4242" : "1881",
              expMonth: 12,
              expYear: 2040
            }
          }),
      ...(status === "AWAITING_CHALLENGE" ? { challengeId: uid("ch") } : {}),
      ...(captured ? { paymentId: `pay_${body()}` } : {}),
      ...(status === "FAILED" ? { failureReason: "card_declined" } : {}),
      refundedCentavos: status === "REFUNDED" ? 9_401 : status === "PARTIALLY_REFUNDED" ? 1_000 : 0,
      ...(captured
        ? { capturedAt: createdAt, settlesAt: new Date(createdAt.getTime() + Card.cardSettlementPeriodMsDefault) }
        : {}),
      version: 0,
      createdAt,
      updatedAt: createdAt
    }
    yield* (yield* Card.CardTransactionStore).insert(record)
    return record
  })

const btc = Result.getOrThrow(CryptoAssets.assetOf("BTC", "bitcoin"))

/** Stores a crypto withdrawal of `accountId` of 200.00 in BTC, in `status`. */
export const cryptoWithdrawal = (
  accountId: string,
  createdAt: Date,
  status: CryptoAssets.CryptoWithdrawalStatus,
  externalReference?: string
) =>
  Effect.gen(function* () {
    const id = body()
    const quote = Result.getOrThrow(
      CryptoAssets.quoteWithdrawal({
        asset: btc,
        rate: CryptoAssets.rateFromPrice(btc, "350000")!,
        pricing: CryptoAssets.cryptoPricingDefault,
        amount: { _tag: "Centavos", centavos: 20_000 },
        now: createdAt
      })
    )
    const record: CryptoWithdrawals.CryptoWithdrawalRecord = {
      id: `cwo_${id}`,
      accountId: accountId as Ledger.AccountId,
      type: "CRYPTO_OUT",
      status,
      quoteId: `cwq_${id}`,
      quote,
      address: `tb1qw508d6qejxtdg4y5r3zarvary0c5xw7k${String(++n).padStart(4, "0")}`,
      description: `Carteira ${n}`,
      ...(externalReference === undefined ? {} : { externalReference }),
      ...(status === "BROADCAST" || status === "COMPLETED" ? { txHash: `${id.toLowerCase()}ab` } : {}),
      ...(status === "FAILED" ? { failureReason: "rejected by the chain" } : {}),
      requestFingerprint: "[]",
      createdAt,
      updatedAt: createdAt,
      ...(status === "COMPLETED" ? { completedAt: createdAt } : {})
    }
    yield* (yield* CryptoWithdrawals.CryptoWithdrawalStore).insert(record)
    return record
  })

/** The transfers a deposit in `status` has seen: one (or two, a dropped one first) once anything is seen. */
const transfersOf = (
  status: CryptoAssets.CryptoDepositStatus,
  quote: CryptoAssets.DepositQuote,
  seenAt: Date
): ReadonlyArray<CryptoDeposits.DepositTransfer> => {
  if (status === "AWAITING" || status === "EXPIRED") return []
  const units = status === "UNDERPAID" ? quote.payUnits / 2n : quote.payUnits
  const seen = { amountUnits: units, confirmations: status === "CONFIRMING" ? 0 : 6, seenAt, dropped: false }
  return [
    ...(status === "CONFIRMING" ? [{ ...seen, txHash: `dd${body().toLowerCase()}`, dropped: true }] : []),
    { ...seen, txHash: `ee${body().toLowerCase()}` }
  ]
}

/** Stores a crypto deposit of `accountId` of 100.00 in BTC, in `status`; COMPLETED credited the quoted units. */
export const cryptoDeposit = (
  accountId: string,
  createdAt: Date,
  status: CryptoAssets.CryptoDepositStatus,
  externalReference?: string
) =>
  Effect.gen(function* () {
    const quote = Result.getOrThrow(
      CryptoAssets.quoteDeposit({
        asset: btc,
        rate: CryptoAssets.rateFromPrice(btc, "350000")!,
        pricing: CryptoAssets.cryptoPricingDefault,
        amountCentavos: c(10_000),
        now: createdAt
      })
    )
    const record: CryptoDeposits.CryptoDepositRecord = {
      id: `cdp_${body()}`,
      accountId: accountId as Ledger.AccountId,
      type: "CRYPTO_IN",
      status,
      quote,
      address: `tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0${String(++n).padStart(4, "0")}`,
      ...(n % 2 === 0 ? { description: `Depósito ${n}` } : {}),
      ...(externalReference === undefined ? {} : { externalReference }),
      transfers: transfersOf(status, quote, createdAt),
      ...(status === "COMPLETED"
        ? { credit: Result.getOrThrow(CryptoAssets.depositCredit(quote, quote.payUnits)), completedAt: createdAt }
        : {}),
      version: 1,
      requestFingerprint: "[]",
      createdAt,
      updatedAt: createdAt
    }
    yield* (yield* CryptoDeposits.CryptoDepositStore).insert(record)
    return record
  })

/** Stores a mobile recharge of `accountId` of 20.00 in `status`. */
export const mobileRecharge = (accountId: string, createdAt: Date, status: Recharge.RechargeStatus) =>
  Effect.gen(function* () {
    const record: Recharge.RechargeRecord = {
      id: `mrc_${body()}`,
      accountId: accountId as Ledger.AccountId,
      phone: `1191234${String(++n % 10_000).padStart(4, "0")}`,
      operator: n % 2 === 0 ? "Vivo" : "Claro",
      amountCentavos: c(2_000),
      status,
      ...(status === "PROCESSING" || status === "COMPLETED" ? { operatorReference: `OP-${body().slice(-8)}` } : {}),
      ...(status === "FAILED" ? { failureReason: "number not active at the operator", failedAt: createdAt } : {}),
      ...(status === "COMPLETED" ? { completedAt: createdAt } : {}),
      ...(status === "CANCELED" ? { canceledAt: createdAt } : {}),
      createdAt,
      updatedAt: createdAt
    }
    yield* (yield* RechargeStore.RechargeStore).insert(record)
    return record
  })

/**
 * Stores a billing of `accountId` of 150.00 in `status`, a boleto or (every third) a PIX one; paid (fine included)
 * when RECEIVED or REFUNDED.
 */
export const billing = (
  accountId: string,
  createdAt: Date,
  status: Billing.BillingStatus,
  externalReference?: string
) =>
  Effect.gen(function* () {
    const store = yield* Billing.BillingStore
    const sequence = yield* store.nextSequence
    const pix = ++n % 3 === 0
    const paid = status === "RECEIVED" || status === "REFUNDED"
    const record: Billing.BillingRecord = {
      id: `bil_${body()}`,
      accountId: accountId as Ledger.AccountId,
      method: pix ? "PIX" : "BOLETO",
      status,
      amountCentavos: 15_000,
      dueDate: "2025-03-15",
      ...(n % 2 === 0 ? { description: `Mensalidade ${n}` } : {}),
      ...(externalReference === undefined ? {} : { externalReference }),
      customer: { name: "Joana Souza", taxId: "12345678909", email: "joana@example.com" },
      fineBps: 200,
      interestMonthlyBps: 100,
      emitFiscalInvoice: false,
      sequence,
      ...(pix
        ? {
            pix: {
              txid: `TRB${String(sequence).padStart(17, "0")}`,
              key: "pix@trilho.test",
              merchantName: "LOJA",
              merchantCity: "SAO PAULO"
            }
          }
        : {
            boleto: {
              bankCode: "999",
              nossoNumero: String(sequence).padStart(17, "0"),
              barcode: `9999${String(sequence).padStart(40, "7")}`,
              digitableLine: `99990${String(sequence).padStart(42, "7")}`
            }
          }),
      ...(paid
        ? {
            payment: {
              paidOn: "2025-03-16",
              paidAt: createdAt,
              paidCentavos: 15_305,
              fineCentavos: 300,
              interestCentavos: 5,
              feeCentavos: 199,
              netCentavos: 15_106
            }
          }
        : {}),
      ...(status === "OVERDUE" ? { overdueAt: createdAt } : {}),
      ...(status === "CANCELED" ? { canceledAt: createdAt } : {}),
      ...(status === "REFUNDED" ? { refundedAt: createdAt } : {}),
      version: 1,
      requestFingerprint: "[]",
      createdAt,
      updatedAt: createdAt
    }
    yield* store.insert(record)
    return record
  })

/**
 * Stores a PIX Automático instalment of `accountId` in `status` (of an authorization of its own, so no two hold one
 * period): 100.00, fee 1.09; paid ones with their end-to-end id.
 */
export const pixAutomaticInstalment = (accountId: string, createdAt: Date, status: PixAutomatic.InstructionStatus) =>
  Effect.gen(function* () {
    const tail = body()
    const record: PixAutomatic.InstructionRecord = {
      id: `pxi_${tail}`,
      accountId: accountId as Ledger.AccountId,
      authorizationId: `pxa_${tail}`,
      idRec: PixAutomatic.makeIdRec({
        ispb: "99999008",
        date: "2025-03-14",
        random: new Uint8Array(Array.from({ length: 11 }, (_, i) => tail.charCodeAt(tail.length - 1 - i)))
      }),
      first: false,
      amountCentavos: 10_000,
      feeCentavos: 109,
      netCentavos: 9_891,
      dueDate: "2025-03-21",
      period: 1,
      holdsPeriod: status !== "CANCELED",
      ...(++n % 2 === 0 ? { description: `Plano recorrente ${n}` } : {}),
      status,
      ...(status === "FAILED" ? { reason: "INSUFFICIENT_FUNDS" as const } : {}),
      ...(status === "CANCELED" ? { reason: "MERCHANT_CANCELED" as const } : {}),
      ...(status === "PAID" ? { endToEndId: `E99999008202503211200${tail.slice(-11)}`, paidAt: createdAt } : {}),
      requestFingerprint: "[]",
      version: 1,
      createdAt,
      updatedAt: createdAt
    }
    yield* (yield* PixAutomatic.PixAutomaticStore).insertInstruction(record)
    return record
  })
