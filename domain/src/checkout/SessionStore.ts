import { Context, Effect, Layer, Option, Ref } from "effect"
import type { AccountId } from "../ledger/Model.ts"
import { MemoryTransactions } from "../shared/Transactor.ts"
import {
  CheckoutSessionChanged,
  CheckoutSessionNotFound,
  CheckoutStoreError,
  DuplicateSessionReference
} from "./Errors.ts"
import type { CheckoutSession } from "./Record.ts"

export { CheckoutSessionChanged, CheckoutSessionNotFound, CheckoutStoreError, DuplicateSessionReference }

/**
 * Storage port of checkout sessions. Reads and writes are scoped to one account, except `findLive`'s read by id
 * alone for the buyer's pages (session ids are unguessable). Joins the caller's transaction when there is one.
 */
export class SessionStore extends Context.Service<
  SessionStore,
  {
    /** Stores a new session; another of the account under the same `externalReference` is `DuplicateSessionReference`. */
    readonly insert: (session: CheckoutSession) => Effect.Effect<void, DuplicateSessionReference | CheckoutStoreError>
    /** The account's session with this id. */
    readonly findById: (
      accountId: AccountId,
      id: string
    ) => Effect.Effect<Option.Option<CheckoutSession>, CheckoutStoreError>
    /** The session with this id, whatever its account (the buyer's pages). */
    readonly findAnyById: (id: string) => Effect.Effect<Option.Option<CheckoutSession>, CheckoutStoreError>
    /** The account's session under this `externalReference` (exact). */
    readonly findByExternalReference: (
      accountId: AccountId,
      externalReference: string
    ) => Effect.Effect<Option.Option<CheckoutSession>, CheckoutStoreError>
    /**
     * Writes `session` (with `version` = `expectedVersion` + 1) over the stored one if its version is still
     * `expectedVersion`; otherwise `CheckoutSessionChanged` (or `CheckoutSessionNotFound`). Returns what it wrote.
     */
    readonly update: (
      session: CheckoutSession,
      expectedVersion: number
    ) => Effect.Effect<CheckoutSession, CheckoutSessionChanged | CheckoutSessionNotFound | CheckoutStoreError>
  }
>()("@trilho/domain/SessionStore") {}

interface State {
  readonly byKey: ReadonlyMap<string, CheckoutSession>
}

const keyOf = (accountId: string, id: string) => `${accountId}/${id}`

/**
 * In-memory sessions with the SQL store's rules. When a `MemoryTransactions` registry is provided (the memory
 * `Transactor`), the store enlists in it.
 */
export const makeMemory = Effect.gen(function* () {
  const ref = yield* Ref.make<State>({ byKey: new Map() })
  const registry = yield* Effect.serviceOption(MemoryTransactions)
  if (Option.isSome(registry)) {
    yield* registry.value.enlist({ save: Effect.map(Ref.get(ref), (saved) => Ref.set(ref, saved)) })
  }
  const sessions = (state: State) => [...state.byKey.values()]
  return SessionStore.of({
    insert: (session) =>
      Effect.flatMap(
        Ref.modify(ref, (state): readonly [DuplicateSessionReference | "duplicate_id" | undefined, State] => {
          if (state.byKey.has(keyOf(session.accountId, session.id))) return ["duplicate_id", state]
          const reference = session.externalReference
          if (
            reference !== undefined &&
            sessions(state).some((s) => s.accountId === session.accountId && s.externalReference === reference)
          ) {
            return [new DuplicateSessionReference({ externalReference: reference }), state]
          }
          return [undefined, { byKey: new Map(state.byKey).set(keyOf(session.accountId, session.id), session) }]
        }),
        (refused) =>
          refused === undefined
            ? Effect.void
            : refused === "duplicate_id"
              ? Effect.die(new Error(`session ${session.id} is already stored`))
              : Effect.fail(refused)
      ),
    findById: (accountId, id) =>
      Effect.map(Ref.get(ref), (state) => Option.fromUndefinedOr(state.byKey.get(keyOf(accountId, id)))),
    findAnyById: (id) =>
      Effect.map(Ref.get(ref), (state) => Option.fromUndefinedOr(sessions(state).find((s) => s.id === id))),
    findByExternalReference: (accountId, externalReference) =>
      Effect.map(Ref.get(ref), (state) =>
        Option.fromUndefinedOr(
          sessions(state).find((s) => s.accountId === accountId && s.externalReference === externalReference)
        )
      ),
    update: (session, expectedVersion) =>
      Effect.flatMap(
        Ref.modify(
          ref,
          (state): readonly [CheckoutSession | CheckoutSessionChanged | CheckoutSessionNotFound, State] => {
            const key = keyOf(session.accountId, session.id)
            const stored = state.byKey.get(key)
            if (stored === undefined) return [new CheckoutSessionNotFound({ id: session.id }), state]
            if (stored.version !== expectedVersion) {
              return [new CheckoutSessionChanged({ id: session.id, expectedVersion }), state]
            }
            const written = { ...session, version: expectedVersion + 1 }
            return [written, { byKey: new Map(state.byKey).set(key, written) }]
          }
        ),
        (result) => ("_tag" in result ? Effect.fail(result) : Effect.succeed(result))
      )
  })
})

/** The in-memory session store; it enlists in the memory `Transactor` when that layer is provided to it. */
export const layerMemory: Layer.Layer<SessionStore> = Layer.effect(SessionStore, makeMemory)
