import { Effect, Option, Result } from "effect"
import * as Accounts from "../accounts/Accounts.ts"
import { fromEither, nowDate } from "../charges/Common.ts"
import { ChargesConfig } from "../charges/Config.ts"
import { FeatureNotConfigured } from "../charges/Errors.ts"
import { ChargeFlag, flagOn, merchantCityOf } from "../charges/Flags.ts"
import { CustomerStore } from "../customers/CustomerStore.ts"
import { Outbox } from "../events/Outbox.ts"
import { feeFor } from "../fees/Fees.ts"
import { toReais } from "../money/Money.ts"
import { createOnce } from "../shared/ExternalReference.ts"
import { Ids } from "../shared/Ids.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { Transactor } from "../shared/Transactor.ts"
import { encodeBoleto } from "./boleto/Barcode.ts"
import { mod10 } from "./boleto/CheckDigits.ts"
import { saoPauloDate } from "./Calendar.ts"
import { BillingsConfig, sandboxAgreementCode, sandboxBankCode } from "./Config.ts"
import { billingEventOf } from "./Credit.ts"
import { BillingReferenceConflict, InvalidBilling } from "./Errors.ts"
import { billing } from "./Machine.ts"
import { scheduleOfMethod } from "./Pricing.ts"
import type { BillingBoleto, BillingCustomer, BillingPix, BillingRecord } from "./Record.ts"
import { billingIdPrefix, isCardMethod } from "./Record.ts"
import { type CreateBillingInput, fingerprintOf, validateCreate, type ValidCreateBilling } from "./Request.ts"
import { BillingStore } from "./Store.ts"

/** Digits of a nosso número: the billing's sequence number, zero-padded. */
export const nossoNumeroLength = 17

/**
 * The 25-digit free field of a sandbox boleto: the 7-digit agreement code, the 17-digit nosso número and its
 * modulo-10 check digit (docs/decisions.md "Boleto layout").
 */
export const freeFieldOf = (nossoNumero: string): string => `${sandboxAgreementCode}${nossoNumero}${mod10(nossoNumero)}`

/** The PIX txid of a billing: `TRB` and its 17-digit sequence number (20 letters or digits, unique). */
export const pixTxidOf = (sequence: number): string => `TRB${String(sequence).padStart(nossoNumeroLength, "0")}`

/** The payer of a checked create: inline as given, or the customer base's live customer named by `customerId`. */
export const lookUpPayer = (valid: Pick<ValidCreateBilling, "accountId" | "customer" | "customerId">) =>
  Effect.gen(function* () {
    if (valid.customer !== undefined) return valid.customer
    const customers = yield* CustomerStore
    const found = yield* customers.findById(valid.accountId, valid.customerId ?? "")
    if (Option.isNone(found)) {
      return yield* new InvalidBilling({
        problems: [{ field: "customerId", message: "customerId names no customer of the account" }]
      })
    }
    const c = found.value
    return {
      name: c.name,
      taxId: c.document,
      email: c.email,
      ...(c.phone === undefined ? {} : { phone: c.phone }),
      customerId: c.id
    } satisfies BillingCustomer
  })

/** The merchant of a checked create, its features and its price of the method: the amount must be above the fee. */
export const merchantTaking = (
  valid: Pick<ValidCreateBilling, "accountId" | "emitFiscalInvoice" | "method" | "amountCentavos">
) =>
  Effect.gen(function* () {
    const merchant = yield* Accounts.requireById(yield* Accounts.Accounts, valid.accountId)
    if (valid.emitFiscalInvoice && !flagOn(merchant.flags, ChargeFlag.fiscalInvoiceAuto)) {
      return yield* new FeatureNotConfigured({
        feature: "fiscal_invoice",
        message: "emitFiscalInvoice needs automatic fiscal issuing configured on the account"
      })
    }
    // A card billing's price (the card fee, its minimum) is checked by `CardBillings` before its card is charged.
    if (isCardMethod(valid.method)) return merchant
    const fee = feeFor(yield* scheduleOfMethod(merchant.flags, valid.method), valid.amountCentavos)
    if (fee >= valid.amountCentavos) {
      return yield* new InvalidBilling({
        problems: [{ field: "amount", message: `amount must be above the ${valid.method} fee of ${toReais(fee)}` }]
      })
    }
    return merchant
  })

/** The create use case of `Billings`. */
export const makeCreate = Effect.gen(function* () {
  const store = yield* BillingStore
  const outbox = yield* Outbox
  const ids = yield* Ids
  const transactor = yield* Transactor
  const accounts = yield* Accounts.Accounts
  const customers = yield* CustomerStore
  const charges = yield* ChargesConfig
  const config = yield* BillingsConfig

  const payerOf = (valid: ValidCreateBilling) => Effect.provideService(lookUpPayer(valid), CustomerStore, customers)

  const boletoOf = (valid: ValidCreateBilling, sequence: number) =>
    Effect.gen(function* () {
      const nossoNumero = String(sequence).padStart(nossoNumeroLength, "0")
      const encoded = encodeBoleto({
        bankCode: sandboxBankCode,
        currencyCode: "9",
        dueDate: valid.dueDate,
        amountCentavos: valid.amountCentavos,
        freeField: freeFieldOf(nossoNumero)
      })
      if (Result.isFailure(encoded)) {
        return yield* new InvalidBilling({ problems: [{ field: "amount", message: encoded.failure.message }] })
      }
      return {
        bankCode: sandboxBankCode,
        nossoNumero,
        barcode: encoded.success.barcode,
        digitableLine: encoded.success.digitableLine
      } satisfies BillingBoleto
    })

  const pixOf = (merchant: Accounts.Merchant, sequence: number): BillingPix => ({
    txid: pixTxidOf(sequence),
    key: config.pixKey,
    merchantName: merchant.name.trim() === "" ? charges.merchantNameDefault : merchant.name,
    merchantCity: merchantCityOf(merchant.flags) ?? charges.merchantCityDefault
  })

  const merchantFor = (valid: ValidCreateBilling) =>
    Effect.provideService(merchantTaking(valid), Accounts.Accounts, accounts)

  const createNew = (valid: ValidCreateBilling, fingerprint: string) =>
    Effect.gen(function* () {
      const merchant = yield* merchantFor(valid)
      const customer = yield* payerOf(valid)
      const started = yield* fromEither(StateMachine.start(billing, "create")).pipe(Effect.orDie)
      const now = yield* nowDate
      const id = yield* ids.next(billingIdPrefix)
      const sequence = yield* store.nextSequence
      const record: BillingRecord = {
        id,
        accountId: valid.accountId,
        ...(valid.apiKeyId === undefined ? {} : { apiKeyId: valid.apiKeyId }),
        method: valid.method,
        status: started.to,
        amountCentavos: valid.amountCentavos,
        dueDate: valid.dueDate,
        ...(valid.description === undefined ? {} : { description: valid.description }),
        ...(valid.externalReference === undefined ? {} : { externalReference: valid.externalReference }),
        customer,
        fineBps: valid.fineBps,
        interestMonthlyBps: valid.interestMonthlyBps,
        emitFiscalInvoice: valid.emitFiscalInvoice,
        sequence,
        ...(valid.method === "BOLETO" ? { boleto: yield* boletoOf(valid, sequence) } : {}),
        ...(valid.method === "PIX" ? { pix: pixOf(merchant, sequence) } : {}),
        ...(valid.card === undefined ? {} : { card: valid.card }),
        ...(valid.subscriptionId === undefined ? {} : { subscriptionId: valid.subscriptionId }),
        ...(valid.subscriptionCycle === undefined ? {} : { subscriptionCycle: valid.subscriptionCycle }),
        version: 1,
        requestFingerprint: fingerprint,
        createdAt: now,
        updatedAt: now
      }
      yield* transactor.transactionally(
        Effect.andThen(
          store.insert(record),
          outbox.append(started.events.map((event) => billingEventOf(event, record, now)))
        )
      )
      return { record, replayed: false }
    })

  /**
   * Creates a billing PENDING with `payment.created`, in one transaction: checks every field (`validateCreate`, on
   * today's São Paulo date), the payer, the fiscal-invoice feature and the method's fee; numbers it from the
   * database sequence; makes its boleto (barcode, digitable line) or its PIX txid. With an `externalReference`
   * already used: the same body returns the first billing (`replayed`), another is `BillingReferenceConflict`.
   */
  return Effect.fn("Billings.create")(function* (input: CreateBillingInput) {
    const valid = yield* fromEither(validateCreate(input, saoPauloDate(yield* nowDate)))
    const fingerprint = fingerprintOf(valid)
    return yield* createOnce({
      reference: valid.externalReference,
      fingerprint,
      find: (reference) => store.findByExternalReference(valid.accountId, reference),
      conflict: ({ externalReference = "", id }) => new BillingReferenceConflict({ externalReference, billingId: id }),
      duplicate: "DuplicateBillingReference",
      create: createNew(valid, fingerprint)
    })
  })
})
