import { Context, Effect, Layer, Option } from "effect"
import * as Accounts from "../accounts/Accounts.ts"
import { BillingStore } from "../billing/Store.ts"
import * as BillingStores from "../billing/Store.ts"
import { fromEither, nowDate } from "../charges/Common.ts"
import { CustomerStore } from "../customers/CustomerStore.ts"
import * as CustomerStores from "../customers/CustomerStore.ts"
import { Ledger } from "../ledger/Ledger.ts"
import type { AccountId } from "../ledger/Model.ts"
import { centavos } from "../money/Money.ts"
import { Crypto, layerDeterministic } from "../shared/Crypto.ts"
import * as Ids from "../shared/Ids.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { span } from "../shared/Tracing.ts"
import * as Transactor from "../shared/Transactor.ts"
import * as Store from "./BureauStore.ts"
import { BureauStore } from "./BureauStore.ts"
import { layerSandbox } from "./CreditBureau.ts"
import { DunningMoves } from "./DunningMoves.ts"
import { eligibilityProblems } from "./Eligibility.ts"
import { DunningNotFound, InvalidDunning } from "./Errors.ts"
import { feeEntryOf, feeOf, pageProblems } from "./Fees.ts"
import {
  bureauPageSizeDefault,
  bureauPageSizeMax,
  dunningIdPrefix,
  dunningMachine,
  type DunningRecord,
  type DunningStatus
} from "./Record.ts"
import { type DunningInput, type Problem, validateDunningFields } from "./Request.ts"

/** A create request: the account (and key) and the fields as sent. */
export interface CreateDunningInput extends DunningInput {
  readonly accountId: AccountId
  readonly apiKeyId?: string | undefined
}

/** A list request: page from 1, page size up to `bureauPageSizeMax`, filters. */
export interface ListDunningsInput {
  readonly page?: number | undefined
  readonly pageSize?: number | undefined
  readonly status?: DunningStatus | undefined
  readonly payment?: string | undefined
}

/** The answer of `simulate`: whether a dunning of the billing would be taken, every reason it would not, the fee. */
export interface Simulation {
  readonly billingId: string
  readonly eligible: boolean
  readonly problems: ReadonlyArray<Problem>
  readonly feeCentavos: number
  readonly amountCentavos?: number | undefined
}

/**
 * Credit-bureau dunnings (`bureau/dunnings/*`, docs/decisions.md "Credit bureau"). A dunning is created PENDING with
 * its fee (12.90 BRL from `withdrawable`) in one transaction, for an OVERDUE billing whose payer is in the customer
 * base; the worker hands it to the bureau (SENT), which lists the debtor after the notice period (REGISTERED); the
 * listing ends PAID_OFF when the debt is paid, or CANCELED. Moves live in `DunningMoves`.
 */
export class Dunnings extends Context.Service<Dunnings>()("@trilho/domain/Dunnings", {
  make: Effect.gen(function* () {
    const store = yield* BureauStore
    const billings = yield* BillingStore
    const customers = yield* CustomerStore
    const accounts = yield* Accounts.Accounts
    const ledger = yield* Ledger
    const ids = yield* Ids.Ids
    const crypto = yield* Crypto
    const transactor = yield* Transactor.Transactor
    const moves = yield* DunningMoves

    /** The billing, its registered payer (if any) and the eligibility problems of a dunning of it. */
    const facts = (accountId: AccountId, billingId: string) =>
      Effect.gen(function* () {
        const billing = Option.getOrUndefined(yield* billings.findById(accountId, billingId))
        if (billing === undefined)
          return { billing, customer: undefined, problems: eligibilityProblems({ billingId, debtorRegistered: false }) }
        const byId = billing.customer.customerId
        const found =
          byId === undefined
            ? yield* customers.findByDocument(accountId, billing.customer.taxId)
            : yield* customers.findById(accountId, byId)
        const customer = Option.getOrUndefined(found)
        const active = Option.getOrUndefined(yield* store.findActiveDunning(accountId, billingId))
        const problems = eligibilityProblems({
          billingId,
          billing,
          debtorRegistered: customer !== undefined,
          activeDunningId: active?.id
        })
        return { billing, customer, problems }
      })

    /** Whether a dunning of the billing would be taken now, and why not; reads only. */
    const simulate = Effect.fnUntraced(function* (accountId: AccountId, payment: string | undefined) {
      const billingId = payment?.trim() ?? ""
      if (billingId === "") {
        return yield* new InvalidDunning({ problems: [{ field: "payment", message: "payment is required" }] })
      }
      const found = yield* facts(accountId, billingId)
      return {
        billingId,
        eligible: found.problems.length === 0,
        problems: found.problems,
        feeCentavos: feeOf("dunning"),
        ...(found.billing === undefined ? {} : { amountCentavos: found.billing.amountCentavos })
      } satisfies Simulation
    }, span("Dunnings.simulate"))

    /**
     * Creates a dunning: every field rule and every eligibility rule is checked, and all their problems named at once
     * (`InvalidDunning`); `InsufficientFunds` (the ledger's) when `withdrawable` is short of the fee, and then nothing
     * is written; `DunningAlreadyExists` when a concurrent request dunned the billing first.
     */
    const create = Effect.fnUntraced(function* (input: CreateDunningInput) {
      const checked = validateDunningFields(input)
      const problems: Array<Problem> = [...checked.problems]
      const billingId = input.payment?.trim()
      const found = billingId === undefined || billingId === "" ? undefined : yield* facts(input.accountId, billingId)
      if (found !== undefined) problems.push(...found.problems)
      const billing = found?.billing
      const taxId = checked.valid?.debtorTaxId
      if (billing !== undefined && taxId !== undefined && taxId !== billing.customer.taxId) {
        problems.push({ field: "debtorCpfCnpj", message: "debtorCpfCnpj must be the billing's payer's CPF or CNPJ" })
      }
      const valid = checked.valid
      if (problems.length > 0 || valid === undefined || billing === undefined) {
        return yield* new InvalidDunning({ problems })
      }
      const merchant = yield* Accounts.requireById(accounts, input.accountId)
      const started = yield* fromEither(StateMachine.start(dunningMachine, "create")).pipe(Effect.orDie)
      const now = yield* nowDate
      const documents = yield* Effect.forEach(valid.documents, (d) =>
        Effect.map(crypto.sha256Hex(d.bytes), (sha256) => ({
          name: d.name,
          contentType: d.contentType,
          sizeBytes: d.bytes.length,
          sha256
        }))
      )
      const payer = billing.customer
      const email = valid.debtorEmail ?? payer.email
      const phone = valid.debtorPhone ?? payer.phone
      const record: DunningRecord = {
        id: yield* ids.next(dunningIdPrefix),
        accountId: merchant.id,
        ...(input.apiKeyId === undefined ? {} : { apiKeyId: input.apiKeyId }),
        billingId: billing.id,
        type: "CREDIT_BUREAU",
        status: started.to,
        ...(valid.description === undefined ? {} : { description: valid.description }),
        debtor: {
          name: valid.debtorName ?? found?.customer?.name ?? payer.name,
          taxId: payer.taxId,
          ...(email === undefined || email === "" ? {} : { email }),
          ...(phone === undefined || phone === "" ? {} : { phone })
        },
        address: valid.address,
        documents,
        amountCentavos: centavos(billing.amountCentavos),
        feeCentavos: feeOf("dunning"),
        createdAt: now,
        updatedAt: now
      }
      return yield* transactor.transactionally(
        Effect.gen(function* () {
          // The record first: in memory it rolls back when the ledger refuses; the fee last.
          yield* store.insertDunning(
            record,
            valid.documents.map((d) => d.bytes)
          )
          yield* ledger.post(feeEntryOf({ ...record, description: `Credit bureau dunning ${record.billingId}` }))
          return record
        })
      )
    }, span("Dunnings.create"))

    const require = (accountId: AccountId, id: string) =>
      Effect.flatMap(store.findDunningById(accountId, id), (found) =>
        Option.isSome(found) ? Effect.succeed(found.value) : Effect.fail(new DunningNotFound({ id }))
      )

    /** The account's dunning; another account's is `DunningNotFound`. */
    const findById = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
      return yield* require(accountId, id)
    }, span("Dunnings.findById"))

    /** One page of the account's dunnings, newest first, with the page's numbers. */
    const list = Effect.fnUntraced(function* (accountId: AccountId, input: ListDunningsInput) {
      const page = input.page ?? 1
      const pageSize = input.pageSize ?? bureauPageSizeDefault
      const problems = pageProblems(page, pageSize, bureauPageSizeMax)
      if (problems.length > 0) return yield* new InvalidDunning({ problems })
      const found = yield* store.findDunningPage(
        accountId,
        { status: input.status, billingId: input.payment },
        { page, pageSize }
      )
      return { ...found, page, pageSize, pages: Math.ceil(found.total / pageSize) }
    }, span("Dunnings.list"))

    /** A sandbox control: the bureau lists the debtor (a PENDING dunning is handed over first). */
    const register = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
      return yield* moves.register(yield* require(accountId, id))
    }, span("Dunnings.register"))

    /** A sandbox control: the debtor paid the debt off; the bureau drops the listing (PAID_OFF). */
    const settle = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
      return yield* moves.settle(yield* require(accountId, id))
    }, span("Dunnings.settle"))

    /** A sandbox control: the dunning is withdrawn (CANCELED); the fee is kept. */
    const cancel = Effect.fnUntraced(function* (accountId: AccountId, id: string, reason: string) {
      return yield* moves.cancel(yield* require(accountId, id), reason)
    }, span("Dunnings.cancel"))

    return { simulate, create, findById, list, register, settle, cancel, advance: moves.advance } as const
  })
}) {
  /** The service over the ports it reads. */
  static readonly Default = Layer.effect(Dunnings, Dunnings.make).pipe(Layer.provideMerge(DunningMoves.Default))

  /**
   * The service over memory ports (ledger, accounts, billings, customers, counter ids, deterministic crypto, the
   * memory transactor with the stores enlisted) and the sandbox bureau; provides the ports too.
   */
  static readonly Test = Layer.suspend(() => {
    const base = Layer.mergeAll(Ledger.Test, Transactor.layerMemory, Ids.layerCounter, layerDeterministic())
    const ports = Layer.mergeAll(
      Accounts.layerMemory,
      Store.layerMemory,
      BillingStores.layerMemory,
      CustomerStores.layerMemory,
      layerSandbox
    ).pipe(Layer.provideMerge(base))
    return Layer.provideMerge(Dunnings.Default, ports)
  })
}
