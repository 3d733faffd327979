import { Effect, Layer } from "effect"
import { Charges } from "../../src/charges/Charges.ts"
import type { ChargeRecord } from "../../src/charges/Record.ts"
import { qrFields } from "../../src/charges/Record.ts"
import type { CreateChargeInput } from "../../src/charges/Request.ts"
import { ChargeSubaccountsMemory, type SubaccountForDeposit } from "../../src/charges/Subaccounts.ts"
import { Ledger } from "../../src/ledger/Ledger.ts"
import { AccountId, subLedgerAccount } from "../../src/ledger/Model.ts"
import type { ChargePaid } from "../../src/pix/Notices.ts"
import { Accounts, type MerchantFlags } from "../../src/accounts/Accounts.ts"
import { ChargeStore } from "../../src/charges/ChargeStore.ts"
import { Outbox, type OutboxEvent, outboxPageMax, outboxStart } from "../../src/events/Outbox.ts"

/** The charging merchant, a split partner, and a third merchant (another tenant). */
export const m1 = AccountId.make("acc_m1")
export const partner = AccountId.make("acc_p")
export const other = AccountId.make("acc_other")
export const m1Email = "caixa@loja-m1.test"
export const partnerEmail = "parceiro@loja-p.test"

/** The merchant's PIX-in price in the tests: 1.5 % + R$ 0.20. */
export const pricingFlags: MerchantFlags = { pixInPercentBps: 150, pixInFixedCentavos: 20 }

/** Creates the three merchants (and their main ledger accounts); `flags` are added to the charging merchant's. */
export const seed = (flags: MerchantFlags = {}) =>
  Effect.gen(function* () {
    const accounts = yield* Accounts
    const at = new Date(0)
    yield* accounts.insert({
      id: m1,
      name: "Açaí da Praça Ltda",
      email: m1Email,
      flags: { ...pricingFlags, ...flags },
      createdAt: at
    })
    yield* accounts.insert({ id: partner, name: "Parceiro", email: partnerEmail, flags: {}, createdAt: at })
    yield* accounts.insert({ id: other, name: "Outra Loja", email: "outra@loja.test", flags: {}, createdAt: at })
  })

/** Adds a subaccount of `m1` and, unless told not to, opens its ledger account. */
export const addSubaccount = (
  sub: Partial<SubaccountForDeposit> & { readonly id: string },
  options: { readonly openLedger?: boolean } = {}
) =>
  Effect.gen(function* () {
    yield* (yield* ChargeSubaccountsMemory).put({
      accountId: m1,
      status: "ACTIVE",
      lockMode: null,
      pixInSurcharge: { percentBps: 50, fixedCentavos: 10 },
      ...sub
    })
    if (options.openLedger !== false) {
      yield* (yield* Ledger).openAccount({ id: subLedgerAccount(sub.id), accountId: m1, kind: "SUBACCOUNT" })
    }
  })

/** A create request of `m1` by key `key_1`, with overrides. */
export const request = (overrides: Partial<CreateChargeInput> = {}): CreateChargeInput => ({
  accountId: m1,
  apiKeyId: "key_1",
  amountCentavos: 10_000,
  description: "Pedido 42",
  ...overrides
})

/** A valid end-to-end id (the sandbox's payer ISPB, a minute of 2026). */
export const endToEndId = (sequence = "AbCdEfGhIjK") => `E99999999202601011200${sequence}`

/** The network's notice that `record` was paid. */
export const paidNotice = (record: ChargeRecord, overrides: Partial<ChargePaid> = {}): ChargePaid => ({
  _tag: "ChargePaid",
  referenceId: record.referenceId,
  txid: record.txid,
  endToEndId: endToEndId(),
  amountCentavos: record.amountCentavos,
  payer: { name: "Maria da Silva", document: "12345678909" },
  paidAt: new Date(1_000),
  ...overrides
})

/** Every event in the outbox, oldest first. */
export const allEvents = Effect.flatMap(Outbox, (outbox) =>
  Effect.map(outbox.readAfter(outboxStart, outboxPageMax), (page): ReadonlyArray<OutboxEvent> => page.events)
)

/** Whether an event payload carries any QR field. */
export const hasQrField = (payload: unknown): boolean =>
  typeof payload === "object" && payload !== null && qrFields.some((field) => field in payload)

/** The charges service over memory ports, fresh per test. */
export const layer: Layer.Layer<Layer.Success<typeof Charges.Test>> = Charges.Test

/** The store, for tests that look underneath the service. */
export const storeOf = ChargeStore
