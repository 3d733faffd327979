import { Context, Effect, Layer, Option, Result } from "effect"
import { fromEither, nowDate } from "../charges/Common.ts"
import { type ListChargesInput, validateList } from "../charges/Request.ts"
import { internalTransferEntry } from "../ledger/Entries.ts"
import { Ledger } from "../ledger/Ledger.ts"
import { type AccountId, EntryId, mainLedgerAccount } from "../ledger/Model.ts"
import { amountMaxCentavos, centavos } from "../money/Money.ts"
import * as Accounts from "../accounts/Accounts.ts"
import { Ids } from "../shared/Ids.ts"
import { InternalTransferStore } from "./InternalTransferStore.ts"
import { InternalTransferWriter } from "./InternalTransferWriter.ts"
import { Outbox } from "../events/Outbox.ts"
import { Transactor } from "../shared/Transactor.ts"
import {
  InternalRecipientNotFound,
  InternalReferenceConflict,
  InternalTransferNotFound,
  InternalTransferToSelf,
  InvalidInternalTransfer
} from "./InternalErrors.ts"
import {
  internalDescriptionLengthMax,
  internalExternalReferenceLengthMax,
  internalPairIdPrefix,
  internalRecordIdOf,
  internalTransferMinCentavos,
  type InternalTransferRecord,
  toLeanInternal
} from "./InternalRecord.ts"
import { createOnce } from "../shared/ExternalReference.ts"
import { span } from "../shared/Tracing.ts"

/** A create request as the API hands it over (amount already in centavos). */
export interface CreateInternalTransferInput {
  readonly accountId: AccountId
  readonly apiKeyId?: string | undefined
  readonly amountCentavos: number
  readonly recipientEmail: string
  readonly description?: string | undefined
  readonly externalReference?: string | undefined
}

/** The sender's record and whether an `externalReference` repeat found it already made. */
export interface InternalTransferOutcome {
  readonly record: InternalTransferRecord
  readonly replayed: boolean
}

const controlCharacters = /[\u0000-\u001f\u007f]/
const emailLengthMax = 320

const refuse = (field: string, message: string) => Result.fail(new InvalidInternalTransfer({ field, message }))

const optionalText = (field: string, value: string | undefined, max: number) => {
  if (value === undefined) return Result.succeed(undefined)
  const trimmed = value.trim()
  if (trimmed.length > max) return refuse(field, `${field} has at most ${max} characters`)
  if (controlCharacters.test(trimmed)) return refuse(field, `${field} has a control character`)
  return Result.succeed(trimmed === "" ? undefined : trimmed)
}

/** Checks a create request: amount from the minimum to the platform maximum, an e-mail, bounded texts. */
export const validateInternalCreate = (input: CreateInternalTransferInput) =>
  Result.gen(function* () {
    const amount = input.amountCentavos
    if (!Number.isSafeInteger(amount) || amount < internalTransferMinCentavos || amount > amountMaxCentavos) {
      return yield* refuse("amount", `amount must be at least ${internalTransferMinCentavos / 100} with 2 decimals`)
    }
    const email = input.recipientEmail.trim()
    if (email.length > emailLengthMax || !/^[^@\s]+@[^@\s]+$/.test(email)) {
      return yield* refuse("recipientEmail", "recipientEmail must be an e-mail address")
    }
    const description = yield* optionalText("description", input.description, internalDescriptionLengthMax)
    const externalReference = yield* optionalText(
      "externalReference",
      input.externalReference,
      internalExternalReferenceLengthMax
    )
    return {
      accountId: input.accountId,
      apiKeyId: input.apiKeyId,
      amountCentavos: amount,
      recipientEmail: email.toLowerCase(),
      description: description ?? "Internal transfer",
      externalReference
    }
  })

/** A create request that passed `validateInternalCreate`. */
type ValidInternalCreate = Result.Result.Success<ReturnType<typeof validateInternalCreate>>

/** The canonical text of a request's fields: a repeat with the same `externalReference` must match it. */
const fingerprintOf = (valid: {
  readonly amountCentavos: number
  readonly recipientEmail: string
  readonly description: string
}) => JSON.stringify([valid.amountCentavos, valid.recipientEmail, valid.description])

/**
 * Internal transfers between merchants (DESIGN §3): no fee, spending only the sender's `withdrawable`. A transfer is
 * one journal entry (`INTERNAL_TRANSFER`, id `pairId`) whose postings debit the sender and credit the receiver, two
 * records (the sender's `INTERNAL_TRANSFER_OUT`, the receiver's `INTERNAL_TRANSFER_IN`, both COMPLETED) and two
 * events, all in one transaction (docs/decisions.md, "Internal transfers: one entry").
 */
export class InternalTransfers extends Context.Service<InternalTransfers>()("@trilho/domain/InternalTransfers", {
  make: Effect.gen(function* () {
    const store = yield* InternalTransferStore
    const accounts = yield* Accounts.Accounts
    const ledger = yield* Ledger
    const outbox = yield* Outbox
    const ids = yield* Ids
    const transactor = yield* Transactor
    const writer = yield* Effect.serviceOption(InternalTransferWriter)

    /**
     * Moves `amount` from the caller's account to the account named by `recipientEmail`. Refuses the own account and
     * an unknown e-mail; `InsufficientFunds` (the ledger's) when the sender's `withdrawable` is short, and then nothing
     * is written. With an `externalReference` already used by the sender: the same body returns the first record
     * (`replayed`), another body is `InternalReferenceConflict`.
     */
    const create = Effect.fnUntraced(function* (input: CreateInternalTransferInput) {
      const valid = yield* fromEither(validateInternalCreate(input))
      const fingerprint = fingerprintOf(valid)
      return yield* createOnce({
        reference: valid.externalReference,
        fingerprint,
        find: (reference) => store.findByExternalReference(valid.accountId, reference),
        conflict: ({ externalReference = "", id }) =>
          new InternalReferenceConflict({ externalReference, transferId: id }),
        duplicate: "DuplicateInternalReference",
        create: createNew(valid, fingerprint)
      })
    }, span("InternalTransfers.create"))

    /** A transfer no earlier request made: both records, the entry and both events in one transaction. */
    const createNew = (valid: ValidInternalCreate, fingerprint: string) =>
      Effect.gen(function* () {
        const sender = yield* Accounts.requireById(accounts, valid.accountId)
        const recipient = yield* Effect.flatMap(accounts.findByEmail(valid.recipientEmail), (found) =>
          Option.isSome(found)
            ? Effect.succeed(found.value)
            : Effect.fail(new InternalRecipientNotFound({ message: "recipientEmail names no account" }))
        )
        if (recipient.id === sender.id) {
          return yield* new InternalTransferToSelf({ message: "recipientEmail is the sending account itself" })
        }
        const now = yield* nowDate
        const pairId = yield* ids.next(internalPairIdPrefix)
        const amountCentavos = centavos(valid.amountCentavos)
        const common = {
          status: "COMPLETED" as const,
          amountCentavos,
          description: valid.description,
          pairId,
          requestFingerprint: fingerprint,
          createdAt: now
        }
        const out: InternalTransferRecord = {
          ...common,
          id: internalRecordIdOf(pairId, "out"),
          accountId: sender.id,
          type: "INTERNAL_TRANSFER_OUT",
          ...(valid.externalReference === undefined ? {} : { externalReference: valid.externalReference }),
          ...(valid.apiKeyId === undefined ? {} : { apiKeyId: valid.apiKeyId }),
          counterpartyAccountId: recipient.id,
          recipientEmail: recipient.email,
          recipientName: recipient.name
        }
        const incoming: InternalTransferRecord = {
          ...common,
          id: internalRecordIdOf(pairId, "in"),
          accountId: recipient.id,
          type: "INTERNAL_TRANSFER_IN",
          counterpartyAccountId: sender.id,
          counterpartyName: sender.name
        }
        const entry = internalTransferEntry(
          {
            id: EntryId.make(pairId),
            accountId: sender.id,
            transactionId: out.id,
            description: valid.description,
            createdAt: now
          },
          { from: mainLedgerAccount(sender.id), to: mainLedgerAccount(recipient.id), amountCentavos }
        )
        const events = [
          {
            accountId: sender.id,
            eventType: "transfer.internal.completed" as const,
            aggregateId: out.id,
            ...(out.apiKeyId === undefined ? {} : { apiKeyId: out.apiKeyId }),
            payload: toLeanInternal(out),
            createdAt: now
          },
          {
            accountId: recipient.id,
            eventType: "transfer.internal.received" as const,
            aggregateId: incoming.id,
            payload: toLeanInternal(incoming),
            createdAt: now
          }
        ]
        const write = Option.isSome(writer)
          ? writer.value.write({ out, incoming, events, entry })
          : transactor.transactionally(
              Effect.gen(function* () {
                // The ledger last: its statement locks both balance rows until the commit, so writing it last holds
                // them for that statement and the commit only (a hot receiver's transfers queue on its row). The
                // records and events before it roll back when it refuses (in memory too: both stores enlist).
                yield* store.insertPair(out, incoming)
                yield* outbox.append(events)
                yield* ledger.post(entry)
              })
            )
        return yield* Effect.as(write, { record: out, replayed: false } satisfies InternalTransferOutcome)
      })

    /** The account's record (either side) with this id, or else its sender record with this `externalReference`. */
    const findById = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
      const byId = yield* store.findById(accountId, id)
      if (Option.isSome(byId)) return byId.value
      const byReference = yield* store.findByExternalReference(accountId, id)
      return Option.isSome(byReference) ? byReference.value : yield* new InternalTransferNotFound({ id })
    }, span("InternalTransfers.findById"))

    /** A page of the account's records (both sides), newest first, with the spec's list filters. */
    const list = Effect.fnUntraced(function* (accountId: AccountId, query: ListChargesInput) {
      const { filters, page } = yield* fromEither(validateList(query))
      const found = yield* store.findManyByAccount(accountId, filters, page)
      return {
        ...found,
        page: page.page,
        pageSize: page.pageSize,
        pages: Math.ceil(found.total / page.pageSize)
      }
    }, span("InternalTransfers.list"))

    return { create, findById, list } as const
  })
}) {
  /** The service over the ports it reads (what `Effect.Service` made as `Default`). */
  static readonly Default = Layer.effect(InternalTransfers, InternalTransfers.make)
}
