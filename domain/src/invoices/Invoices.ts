import { Context, Effect, Layer, Option } from "effect"
import * as Accounts from "../accounts/Accounts.ts"
import { fromEither, nowDate } from "../charges/Common.ts"
import * as OutboxModule from "../events/Outbox.ts"
import { Outbox, type OutboxEventInput } from "../events/Outbox.ts"
import * as LedgerModule from "../ledger/Ledger.ts"
import type { AccountId } from "../ledger/Model.ts"
import { centavos } from "../money/Money.ts"
import * as Ids from "../shared/Ids.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { span } from "../shared/Tracing.ts"
import * as Transactor from "../shared/Transactor.ts"
import { configOf, type FiscalSettingsInput, settingsOf, settingsPatch } from "./Config.ts"
import { FiscalNotConfigured, InvalidInvoiceRequest, InvoiceNotFound } from "./Errors.ts"
import * as Issuer from "./FiscalIssuer.ts"
import { FiscalIssuer, type SubmittedInvoice } from "./FiscalIssuer.ts"
import * as Store from "./InvoiceStore.ts"
import { InvoiceStore } from "./InvoiceStore.ts"
import {
  eventPayloadOf,
  type InvoiceChanges,
  invoiceAdvanceBatchMax,
  invoiceDescriptionLengthMax,
  invoiceIdPrefix,
  invoiceMachine,
  invoicePageSizeDefault,
  invoicePageSizeMax,
  type InvoiceRecord,
  type InvoiceSource,
  type InvoiceSourceType,
  type InvoiceStatus,
  type InvoiceTaker,
  type InvoiceTrigger,
  issOf,
  reasonText
} from "./Record.ts"

/**
 * An invoice to open for a paid source (a PIX charge, a billing), as its use case hands it over inside the
 * transaction that marks the source paid.
 */
export interface OpenInvoiceInput {
  readonly accountId: AccountId
  readonly apiKeyId?: string | undefined
  readonly source: InvoiceSource
  /** The gross the payer paid: the service value. */
  readonly serviceCentavos: number
  readonly description: string
  readonly taker?: InvoiceTaker | undefined
}

/** A list request: page from 1, page size up to `invoicePageSizeMax`, filters. */
export interface ListInvoicesInput {
  readonly page?: number | undefined
  readonly pageSize?: number | undefined
  readonly status?: InvoiceStatus | undefined
  readonly sourceType?: InvoiceSourceType | undefined
  readonly sourceId?: string | undefined
}

/** The outbox row of an invoice's event: only `invoiceId`, addressed to the key whose charge opened it. */
export const eventOf = (eventType: string, record: InvoiceRecord, at: Date): OutboxEventInput => ({
  accountId: record.accountId,
  eventType,
  aggregateId: record.id,
  apiKeyId: record.apiKeyId,
  payload: eventPayloadOf(record),
  createdAt: at
})

/** A submitted invoice as the issuer knows it: its protocol and when it was taken. */
export const submittedOf = (record: InvoiceRecord): SubmittedInvoice => ({
  ...record,
  protocol: record.protocol ?? "",
  submittedAt: record.submittedAt ?? record.updatedAt
})

/** What one worker pass moved. */
export interface InvoicePass {
  readonly submitted: number
  readonly issued: number
  readonly failed: number
}

/**
 * Fiscal invoices (NFS-e) of paid charges (docs/decisions.md, "Fiscal invoices"). An invoice is opened CREATED with
 * `invoice.created` in the transaction that marks its source paid; the worker submits it to the city's issuer
 * (PROCESSING) and polls it until ISSUED or FAILED; a refund of its source cancels it. Every move is a
 * compare-and-set on the status with its event in the same transaction, so of concurrent workers one moves each
 * invoice and each event is written once.
 */
export class Invoices extends Context.Service<Invoices>()("@trilho/domain/Invoices", {
  make: Effect.gen(function* () {
    const store = yield* InvoiceStore
    const issuer = yield* FiscalIssuer
    const accounts = yield* Accounts.Accounts
    const outbox = yield* Outbox
    const ids = yield* Ids.Ids
    const transactor = yield* Transactor.Transactor

    const require = (accountId: AccountId, id: string) =>
      Effect.flatMap(store.findById(accountId, id), (found) =>
        Option.isSome(found) ? Effect.succeed(found.value) : Effect.fail(new InvoiceNotFound({ id }))
      )

    /** Fires `trigger` on `record` (as found) by compare-and-set, writing `changes` and the move's events. */
    const move = (
      record: InvoiceRecord,
      trigger: InvoiceTrigger,
      changes: (now: Date) => Omit<InvoiceChanges, "status" | "updatedAt">
    ) =>
      Effect.gen(function* () {
        const outcome = yield* fromEither(StateMachine.transition(invoiceMachine, record.status, trigger))
        const now = yield* nowDate
        return yield* transactor.transactionally(
          Effect.gen(function* () {
            const updated = yield* store.updateStatus(record.accountId, record.id, record.status, {
              ...changes(now),
              status: outcome.to,
              updatedAt: now
            })
            yield* outbox.append(outcome.events.map((event) => eventOf(event, updated, now)))
            return updated
          })
        )
      })

    /**
     * Opens the invoice of a paid source: CREATED with the account's fiscal configuration (service code, ISS rate,
     * city) and `invoice.created`. Call it inside the transaction that marks the source paid, so both commit together.
     * An account without automatic issuing configured is `FiscalNotConfigured`. The same source again returns the
     * invoice already opened, with no second event.
     */
    const open = Effect.fnUntraced(function* (input: OpenInvoiceInput) {
      const merchant = yield* Accounts.requireById(accounts, input.accountId)
      const config = configOf(merchant.flags)
      if (config === undefined) return yield* new FiscalNotConfigured({ accountId: input.accountId })
      const started = yield* fromEither(StateMachine.start(invoiceMachine, "open")).pipe(Effect.orDie)
      const now = yield* nowDate
      const service = centavos(input.serviceCentavos)
      const record: InvoiceRecord = {
        id: yield* ids.next(invoiceIdPrefix),
        accountId: merchant.id,
        ...(input.apiKeyId === undefined ? {} : { apiKeyId: input.apiKeyId }),
        source: input.source,
        status: started.to,
        serviceCentavos: service,
        issRateBps: config.issRateBps,
        issCentavos: issOf(service, config.issRateBps),
        serviceCode: config.serviceCode,
        cityCode: config.cityCode,
        description: input.description.slice(0, invoiceDescriptionLengthMax),
        ...(input.taker === undefined ? {} : { taker: input.taker }),
        createdAt: now,
        updatedAt: now
      }
      return yield* transactor.transactionally(
        Effect.gen(function* () {
          const stored = yield* store.insert(record)
          if (stored.inserted) yield* outbox.append(started.events.map((e) => eventOf(e, record, now)))
          return stored.record
        })
      )
    }, span("Invoices.open"))

    /** The account's invoice; another account's is `InvoiceNotFound`. */
    const findById = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
      return yield* require(accountId, id)
    }, span("Invoices.findById"))

    /** One page of the account's invoices, newest first, with the page's numbers. */
    const list = Effect.fnUntraced(function* (accountId: AccountId, input: ListInvoicesInput) {
      const problems: Array<{ field: string; message: string }> = []
      const page = input.page ?? 1
      const pageSize = input.pageSize ?? invoicePageSizeDefault
      if (!Number.isInteger(page) || page < 1) problems.push({ field: "page", message: "page must be 1 or more" })
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > invoicePageSizeMax) {
        problems.push({ field: "pageSize", message: `pageSize must be from 1 to ${invoicePageSizeMax}` })
      }
      if (problems.length > 0) return yield* new InvalidInvoiceRequest({ problems })
      const filters = { status: input.status, sourceType: input.sourceType, sourceId: input.sourceId }
      const found = yield* store.findPage(accountId, filters, { page, pageSize })
      return { ...found, page, pageSize, pages: Math.ceil(found.total / pageSize) }
    }, span("Invoices.list"))

    /** Hands a CREATED invoice (as found) to the issuer: PROCESSING, or FAILED when refused. Others stay. */
    const submitRecord = (record: InvoiceRecord) =>
      Effect.gen(function* () {
        if (record.status !== "CREATED") return record
        const outcome = yield* issuer.submit(record, yield* nowDate)
        return outcome._tag === "Accepted"
          ? yield* move(record, "submit", (now) => ({ protocol: outcome.protocol, submittedAt: now }))
          : yield* move(record, "fail", (now) => ({ failureReason: reasonText(outcome.reason), failedAt: now }))
      })

    /** Issues or fails a PROCESSING invoice (as found) by what the issuer says now; one still processing stays. */
    const pollRecord = (record: InvoiceRecord) =>
      Effect.gen(function* () {
        if (record.status !== "PROCESSING") return record
        const state = yield* issuer.poll(submittedOf(record), yield* nowDate)
        if (state._tag === "Processing") return record
        return state._tag === "Issued"
          ? yield* move(record, "issue", () => ({ document: state.document }))
          : yield* move(record, "fail", (at) => ({ failureReason: reasonText(state.reason), failedAt: at }))
      })

    /**
     * Asks the issuer about the invoice now (the sandbox controls): a CREATED one is submitted first, then a
     * PROCESSING one is polled. A final or issued invoice is returned as it is.
     */
    const advanceOne = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
      return yield* pollRecord(yield* submitRecord(yield* require(accountId, id)))
    }, span("Invoices.advanceOne"))

    /**
     * One worker pass: submits the CREATED invoices, then polls the PROCESSING ones, oldest first, at most `limit` of
     * each. An invoice another process moved meanwhile, or that fails to move, is logged and left for the next pass.
     */
    const advance = Effect.fnUntraced(function* (limit: number = invoiceAdvanceBatchMax) {
      const now = yield* nowDate
      const counts = { submitted: 0, issued: 0, failed: 0 }
      const count = (before: InvoiceRecord, after: InvoiceRecord) => {
        if (after.status === before.status) return
        if (after.status === "PROCESSING") counts.submitted++
        else if (after.status === "ISSUED") counts.issued++
        else if (after.status === "FAILED") counts.failed++
      }
      const step = <E>(record: InvoiceRecord, moved: Effect.Effect<InvoiceRecord, E>) =>
        Effect.map(
          moved.pipe(
            Effect.catch((error) =>
              Effect.as(
                typeof error === "object" && error !== null && "_tag" in error && error._tag === "InvoiceStatusChanged"
                  ? Effect.void
                  : Effect.logWarning(`fiscal invoice ${record.id} not moved`, error),
                record
              )
            )
          ),
          (after) => count(record, after)
        )
      for (const record of yield* store.findDue("CREATED", now, limit)) yield* step(record, submitRecord(record))
      for (const record of yield* store.findDue("PROCESSING", now, limit)) yield* step(record, pollRecord(record))
      return counts satisfies InvoicePass
    }, span("Invoices.advance"))

    /**
     * Cancels the invoice of a refunded source: an ISSUED one at the issuer, then CANCELLED; a CREATED one (the city
     * never had it) at once. A PROCESSING, FAILED or already CANCELLED invoice, an issuer's refusal, or a source
     * without an invoice leave everything as it is; the invoice found (if any) is returned.
     */
    const cancelForSource = Effect.fnUntraced(function* (accountId: AccountId, source: InvoiceSource, reason: string) {
      const found = yield* store.findBySource(accountId, source)
      if (Option.isNone(found)) return Option.none<InvoiceRecord>()
      const record = found.value
      const cancelled = (now: Date) => ({ cancelReason: reasonText(reason), cancelledAt: now })
      if (record.status === "CREATED") return Option.some(yield* move(record, "cancel", cancelled))
      if (record.status !== "ISSUED") return Option.some(record)
      const outcome = yield* issuer.cancel(submittedOf(record), reason, yield* nowDate)
      if (outcome._tag === "Refused") {
        yield* Effect.logWarning(`fiscal invoice ${record.id} not cancelled by the issuer: ${outcome.reason}`)
        return Option.some(record)
      }
      return Option.some(yield* move(record, "cancel", cancelled))
    }, span("Invoices.cancelForSource"))

    /** The account's fiscal settings (flags). */
    const settings = Effect.fnUntraced(function* (accountId: AccountId) {
      return settingsOf((yield* Accounts.requireById(accounts, accountId)).flags)
    }, span("Invoices.settings"))

    /**
     * Changes the account's fiscal configuration (docs/decisions.md, "Fiscal configuration"): each part given must be
     * well formed and issuing on needs the three parts; `InvalidInvoiceRequest` names every problem and then nothing
     * is written. Returns the settings as stored.
     */
    const configure = Effect.fnUntraced(function* (accountId: AccountId, input: FiscalSettingsInput) {
      const merchant = yield* Accounts.requireById(accounts, accountId)
      const outcome = settingsPatch(merchant.flags, input)
      if ("problems" in outcome) return yield* new InvalidInvoiceRequest({ problems: outcome.problems })
      return settingsOf((yield* accounts.updateFlags(accountId, outcome.patch)).flags)
    }, span("Invoices.configure"))

    return { open, findById, list, advanceOne, advance, cancelForSource, settings, configure } as const
  })
}) {
  /** The service over the ports it reads. */
  static readonly Default = Layer.effect(Invoices, Invoices.make)

  /**
   * The service over memory ports (accounts, outbox, counter ids, the memory transactor with the invoice store
   * enlisted) and the scripted issuer; provides the ports too.
   */
  static readonly Test = Layer.suspend(() => {
    const base = Layer.mergeAll(Transactor.layerMemory, Ids.layerCounter, LedgerModule.Ledger.Test)
    const ports = Layer.mergeAll(
      Accounts.layerMemory,
      Store.layerMemory,
      OutboxModule.layerMemory,
      Issuer.layerMemory
    ).pipe(Layer.provideMerge(base))
    return Layer.provideMerge(Invoices.Default, ports)
  })
}
