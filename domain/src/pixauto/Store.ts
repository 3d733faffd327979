import { Context, Effect, Layer, Option, Ref } from "effect"
import type { AccountId } from "../ledger/Model.ts"
import { MemoryTransactions } from "../shared/Transactor.ts"
import { PixAutomaticChanged, PixAutomaticDueDateNotAllowed, PixAutomaticStoreError } from "./Errors.ts"
import type { AuthorizationStatus, InstructionStatus } from "./Machine.ts"
import type { AuthorizationRecord, InstructionRecord } from "./Record.ts"

/** Records per page, at most; records a due or expiry scan reads per call, at most. */
export const pixAutomaticPageSizeMax = 100
export const pixAutomaticBatchMax = 500

/** A page request: `page` from 1, `pageSize` from 1 to `pixAutomaticPageSizeMax`. */
export interface PixAutomaticPageRequest {
  readonly page: number
  readonly pageSize: number
}

/** One page, newest first, and the count of all matches. */
export interface PixAutomaticPage<A> {
  readonly items: ReadonlyArray<A>
  readonly total: number
}

/** List filters of authorizations. */
export interface AuthorizationFilters {
  readonly status?: AuthorizationStatus | undefined
  readonly customerId?: string | undefined
}

/** List filters of instructions. */
export interface InstructionFilters {
  readonly status?: InstructionStatus | undefined
  readonly authorizationId?: string | undefined
}

type StoreError = PixAutomaticStoreError

/**
 * Storage port of PIX Automático: authorizations and their payment instructions, each written by compare-and-set on
 * its `version`. At most one instruction per authorization and period holds the period (`holdsPeriod`): a second is
 * refused with `PixAutomaticDueDateNotAllowed`, whatever the race.
 */
export class PixAutomaticStore extends Context.Service<
  PixAutomaticStore,
  {
    /** Inserts an authorization. */
    readonly insertAuthorization: (record: AuthorizationRecord) => Effect.Effect<void, StoreError>
    /** Inserts an instruction; `PixAutomaticDueDateNotAllowed` when another holds its period (nothing written). */
    readonly insertInstruction: (
      record: InstructionRecord
    ) => Effect.Effect<void, PixAutomaticDueDateNotAllowed | StoreError>
    /** The account's authorization with this id or `idRec`. */
    readonly findAuthorization: (
      accountId: AccountId,
      id: string
    ) => Effect.Effect<Option.Option<AuthorizationRecord>, StoreError>
    /** A page of the account's authorizations passing `filters`, newest first. */
    readonly findAuthorizationsByAccount: (
      accountId: AccountId,
      filters: AuthorizationFilters,
      page: PixAutomaticPageRequest
    ) => Effect.Effect<PixAutomaticPage<AuthorizationRecord>, StoreError>
    /** Up to `limit` PENDING_CONSENT authorizations whose consent ran out at or before `now`, earliest first. */
    readonly findConsentExpired: (
      now: Date,
      limit: number
    ) => Effect.Effect<ReadonlyArray<AuthorizationRecord>, StoreError>
    /** Writes `next` while the stored version is `expectedVersion`; otherwise `PixAutomaticChanged`. */
    readonly updateAuthorization: (
      next: AuthorizationRecord,
      expectedVersion: number
    ) => Effect.Effect<AuthorizationRecord, PixAutomaticChanged | StoreError>
    /** The account's instruction with this id. */
    readonly findInstruction: (
      accountId: AccountId,
      id: string
    ) => Effect.Effect<Option.Option<InstructionRecord>, StoreError>
    /** A page of the account's instructions passing `filters`, newest first. */
    readonly findInstructionsByAccount: (
      accountId: AccountId,
      filters: InstructionFilters,
      page: PixAutomaticPageRequest
    ) => Effect.Effect<PixAutomaticPage<InstructionRecord>, StoreError>
    /** The SCHEDULED instructions of an authorization, earliest due date first (at most `pixAutomaticBatchMax`). */
    readonly findScheduledByAuthorization: (
      accountId: AccountId,
      authorizationId: string
    ) => Effect.Effect<ReadonlyArray<InstructionRecord>, StoreError>
    /** Up to `limit` SCHEDULED instructions, not first payments, due on or before `date`, earliest first. */
    readonly findDueInstructions: (
      date: string,
      limit: number
    ) => Effect.Effect<ReadonlyArray<InstructionRecord>, StoreError>
    /**
     * Writes `next` while the stored version is `expectedVersion`; otherwise `PixAutomaticChanged`. A `holdsPeriod`
     * that would make a second holder is `PixAutomaticDueDateNotAllowed`.
     */
    readonly updateInstruction: (
      next: InstructionRecord,
      expectedVersion: number
    ) => Effect.Effect<InstructionRecord, PixAutomaticChanged | PixAutomaticDueDateNotAllowed | StoreError>
  }
>()("@trilho/domain/PixAutomaticStore") {}

interface MemoryState {
  readonly authorizations: ReadonlyMap<string, AuthorizationRecord>
  readonly instructions: ReadonlyMap<string, InstructionRecord>
}

const newest = <A extends { readonly id: string; readonly createdAt: Date }>(a: A, b: A) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)

const pageOf = <A>(all: ReadonlyArray<A>, page: PixAutomaticPageRequest): PixAutomaticPage<A> => {
  const start = (page.page - 1) * page.pageSize
  return { items: all.slice(start, start + page.pageSize), total: all.length }
}

const periodTaken = (s: MemoryState, r: InstructionRecord) =>
  r.holdsPeriod &&
  [...s.instructions.values()].some(
    (o) => o.id !== r.id && o.authorizationId === r.authorizationId && o.period === r.period && o.holdsPeriod
  )

const taken = () => new PixAutomaticDueDateNotAllowed({ message: "dueDate: that period already has an instalment" })

/** In-memory PIX Automático records with the SQL store's rules; enlists in the memory `Transactor` when provided. */
export const makeMemory = Effect.gen(function* () {
  const ref = yield* Ref.make<MemoryState>({ authorizations: new Map(), instructions: new Map() })
  const registry = yield* Effect.serviceOption(MemoryTransactions)
  if (Option.isSome(registry)) {
    yield* registry.value.enlist({ save: Effect.map(Ref.get(ref), (saved) => Ref.set(ref, saved)) })
  }
  const read = <A>(f: (s: MemoryState) => A) => Effect.map(Ref.get(ref), f)
  const fail = <E>(error: E | undefined) => (error === undefined ? Effect.void : Effect.fail(error))
  return PixAutomaticStore.of({
    insertAuthorization: (record) =>
      Effect.flatMap(
        Ref.modify(ref, (s): readonly [StoreError | undefined, MemoryState] =>
          s.authorizations.has(record.id)
            ? [new PixAutomaticStoreError({ message: "duplicate authorization id" }), s]
            : [undefined, { ...s, authorizations: new Map(s.authorizations).set(record.id, record) }]
        ),
        fail
      ),
    insertInstruction: (record) =>
      Effect.flatMap(
        Ref.modify(ref, (s): readonly [PixAutomaticDueDateNotAllowed | StoreError | undefined, MemoryState] => {
          if (s.instructions.has(record.id)) return [new PixAutomaticStoreError({ message: "duplicate id" }), s]
          if (periodTaken(s, record)) return [taken(), s]
          return [undefined, { ...s, instructions: new Map(s.instructions).set(record.id, record) }]
        }),
        fail
      ),
    findAuthorization: (accountId, id) =>
      read((s) =>
        Option.fromNullishOr(
          [...s.authorizations.values()].find((r) => r.accountId === accountId && (r.id === id || r.idRec === id))
        )
      ),
    findAuthorizationsByAccount: (accountId, filters, page) =>
      read((s) =>
        pageOf(
          [...s.authorizations.values()]
            .filter(
              (r) =>
                r.accountId === accountId &&
                (filters.status === undefined || r.status === filters.status) &&
                (filters.customerId === undefined || r.payer.customerId === filters.customerId)
            )
            .sort(newest),
          page
        )
      ),
    findConsentExpired: (now, limit) =>
      read((s) =>
        [...s.authorizations.values()]
          .filter((r) => r.status === "PENDING_CONSENT" && r.consentExpiresAt.getTime() <= now.getTime())
          .sort((a, b) => a.consentExpiresAt.getTime() - b.consentExpiresAt.getTime() || (a.id < b.id ? -1 : 1))
          .slice(0, Math.min(limit, pixAutomaticBatchMax))
      ),
    updateAuthorization: (next, expectedVersion) =>
      Effect.flatMap(
        Ref.modify(ref, (s): readonly [boolean, MemoryState] => {
          const found = s.authorizations.get(next.id)
          if (found === undefined || found.accountId !== next.accountId || found.version !== expectedVersion) {
            return [false, s]
          }
          return [true, { ...s, authorizations: new Map(s.authorizations).set(next.id, next) }]
        }),
        (done) => (done ? Effect.succeed(next) : Effect.fail(new PixAutomaticChanged({ id: next.id })))
      ),
    findInstruction: (accountId, id) =>
      read((s) => {
        const found = s.instructions.get(id)
        return Option.fromNullishOr(found?.accountId === accountId ? found : undefined)
      }),
    findInstructionsByAccount: (accountId, filters, page) =>
      read((s) =>
        pageOf(
          [...s.instructions.values()]
            .filter(
              (r) =>
                r.accountId === accountId &&
                (filters.status === undefined || r.status === filters.status) &&
                (filters.authorizationId === undefined || r.authorizationId === filters.authorizationId)
            )
            .sort(newest),
          page
        )
      ),
    findScheduledByAuthorization: (accountId, authorizationId) =>
      read((s) =>
        [...s.instructions.values()]
          .filter((r) => r.accountId === accountId && r.authorizationId === authorizationId && r.status === "SCHEDULED")
          .sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.id < b.id ? -1 : 1))
          .slice(0, pixAutomaticBatchMax)
      ),
    findDueInstructions: (date, limit) =>
      read((s) =>
        [...s.instructions.values()]
          .filter((r) => r.status === "SCHEDULED" && !r.first && r.dueDate <= date)
          .sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.id < b.id ? -1 : 1))
          .slice(0, Math.min(limit, pixAutomaticBatchMax))
      ),
    updateInstruction: (next, expectedVersion) =>
      Effect.flatMap(
        Ref.modify(
          ref,
          (s): readonly [PixAutomaticChanged | PixAutomaticDueDateNotAllowed | undefined, MemoryState] => {
            const found = s.instructions.get(next.id)
            if (found === undefined || found.accountId !== next.accountId || found.version !== expectedVersion) {
              return [new PixAutomaticChanged({ id: next.id }), s]
            }
            if (periodTaken(s, next)) return [taken(), s]
            return [undefined, { ...s, instructions: new Map(s.instructions).set(next.id, next) }]
          }
        ),
        (error) => (error === undefined ? Effect.succeed(next) : Effect.fail(error))
      )
  })
})

/** The in-memory PIX Automático store. */
export const layerMemory: Layer.Layer<PixAutomaticStore> = Layer.effect(PixAutomaticStore, makeMemory)
