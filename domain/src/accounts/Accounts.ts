import { Context, Effect, Layer, Option, Ref, Schema } from "effect"
import { AccountId, mainLedgerAccount } from "../ledger/Model.ts"
import { LedgerStore } from "../ledger/LedgerStore.ts"

/** Per-account switches set by the operator (features enabled, limits overridden …). */
export const MerchantFlags = Schema.Record(
  Schema.String,
  Schema.Union([Schema.Boolean, Schema.Number, Schema.String, Schema.Null])
)
export type MerchantFlags = typeof MerchantFlags.Type

/**
 * Account flags read outside a single context:
 * - `medAutomaticContest`: the MED automatic contest (spec, "MED"): on unless the flag is `false`. While on, disputes
 *   above 50 BRL get a generated defence when they open, and the merchant's own evidence is refused (HTTP 403).
 * - `accountVerified`: the account passed verification (spec, Store: links need a verified account). Onboarding is
 *   not modelled yet, so only an explicit `false` marks an account unverified.
 * - `pixInEnabled`: the account may receive PIX through hosted checkouts; only an explicit `false` turns it off.
 * - `cryptoInEnabled`: the account may receive crypto through hosted checkouts (a payment link paid in `CRYPTO`);
 *   only an explicit `false` turns it off, as every account can already create crypto deposits.
 * - `pixAutomaticEnabled`: the account may use PIX Automático (`/pix-automatic/*`); on unless the flag is `false`,
 *   so sandbox merchants (the seeded one included) can use it. Off, every route answers `PIX_AUTOMATIC_NOT_ENABLED`.
 */
export const AccountFlag = {
  medAutomaticContest: "medAutomaticContest",
  accountVerified: "accountVerified",
  pixInEnabled: "pixInEnabled",
  cryptoInEnabled: "cryptoInEnabled",
  pixAutomaticEnabled: "pixAutomaticEnabled"
} as const

/** Whether the account's MED automatic contest is on (the default: only an explicit `false` turns it off). */
export const medAutomaticContestOn = (flags: MerchantFlags): boolean => flags[AccountFlag.medAutomaticContest] !== false

/** Whether the account counts as verified: every account unless the flag is explicitly `false`. */
export const accountVerified = (flags: MerchantFlags): boolean => flags[AccountFlag.accountVerified] !== false

/** Whether the account may receive PIX through hosted checkouts: unless the flag is explicitly `false`. */
export const pixInEnabled = (flags: MerchantFlags): boolean => flags[AccountFlag.pixInEnabled] !== false

/** Whether the account may receive crypto through hosted checkouts: unless the flag is explicitly `false`. */
export const cryptoInEnabled = (flags: MerchantFlags): boolean => flags[AccountFlag.cryptoInEnabled] !== false

/** Whether the account may use PIX Automático: unless the flag is explicitly `false`. */
export const pixAutomaticEnabled = (flags: MerchantFlags): boolean => flags[AccountFlag.pixAutomaticEnabled] !== false

/** Merchants per `findMany` page, at most. */
export const merchantsPageMax = 500

/** A merchant: the tenant every other row belongs to. */
export const Merchant = Schema.Struct({
  id: AccountId,
  name: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200)),
  /** Unique across merchants, compared without case. */
  email: Schema.String.check(Schema.isMinLength(3), Schema.isMaxLength(320)),
  flags: MerchantFlags,
  createdAt: Schema.Date
})
export type Merchant = typeof Merchant.Type

export class MerchantAlreadyExists extends Schema.TaggedError<MerchantAlreadyExists>()("MerchantAlreadyExists", {
  accountId: Schema.String
}) {}

export class MerchantEmailTaken extends Schema.TaggedError<MerchantEmailTaken>()("MerchantEmailTaken", {
  email: Schema.String
}) {}

export class MerchantNotFound extends Schema.TaggedError<MerchantNotFound>()("MerchantNotFound", {
  accountId: Schema.String
}) {}

/** The storage behind the merchants failed. */
export class AccountStoreError extends Schema.TaggedError<AccountStoreError>()("AccountStoreError", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect())
}) {}

/** Storage port of the merchants (accounts). */
export class Accounts extends Context.Service<
  Accounts,
  {
    /**
     * Creates a merchant and, atomically with it, its MAIN ledger account (`main:<id>`) with zero balances. Refuses a
     * taken id or a taken email (case-insensitive).
     */
    readonly insert: (
      merchant: Merchant
    ) => Effect.Effect<void, MerchantAlreadyExists | MerchantEmailTaken | AccountStoreError>
    readonly findById: (id: AccountId) => Effect.Effect<Option.Option<Merchant>, AccountStoreError>
    /** Finds a merchant by email, ignoring case. */
    readonly findByEmail: (email: string) => Effect.Effect<Option.Option<Merchant>, AccountStoreError>
    /**
     * A page of merchants in id order (byte order of the ids), after `afterId` when given, at most `limit` (1 to
     * `merchantsPageMax`).
     */
    readonly findMany: (page: {
      readonly afterId?: AccountId | undefined
      readonly limit: number
    }) => Effect.Effect<ReadonlyArray<Merchant>, AccountStoreError>
    /** Merges `flags` into the merchant's flags (a key set to `null` is kept as `null`) and returns the result. */
    readonly updateFlags: (
      id: AccountId,
      flags: MerchantFlags
    ) => Effect.Effect<Merchant, MerchantNotFound | AccountStoreError>
  }
>()("@trilho/domain/Accounts") {}

/** The merchant `id` through `accounts`, or `MerchantNotFound`: for use cases acting for an authenticated account. */
export const requireById = (
  accounts: Accounts["Service"],
  id: AccountId
): Effect.Effect<Merchant, MerchantNotFound | AccountStoreError> =>
  Effect.flatMap(accounts.findById(id), (found) =>
    Option.isSome(found) ? Effect.succeed(found.value) : Effect.fail(new MerchantNotFound({ accountId: id }))
  )

type MerchantsState = ReadonlyMap<string, Merchant>

/** In-memory merchants; the MAIN ledger account is created in the `LedgerStore` beside it. */
export const makeMemoryAccounts = Effect.gen(function* () {
  const ledger = yield* LedgerStore
  const ref = yield* Ref.make<MerchantsState>(new Map())
  const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
  return Accounts.of({
    insert: (merchant) =>
      Effect.flatMap(
        Ref.modify(ref, (s): readonly [MerchantAlreadyExists | MerchantEmailTaken | undefined, MerchantsState] => {
          if (s.has(merchant.id)) return [new MerchantAlreadyExists({ accountId: merchant.id }), s]
          for (const m of s.values()) {
            if (sameEmail(m.email, merchant.email)) return [new MerchantEmailTaken({ email: merchant.email }), s]
          }
          return [undefined, new Map(s).set(merchant.id, merchant)]
        }),
        (error): Effect.Effect<void, MerchantAlreadyExists | MerchantEmailTaken | AccountStoreError> =>
          error !== undefined
            ? Effect.fail(error)
            : ledger
                .insertAccount({ id: mainLedgerAccount(merchant.id), accountId: merchant.id, kind: "MAIN" })
                .pipe(Effect.mapError((e) => new AccountStoreError({ message: e.message, cause: e })))
      ),
    findById: (id) => Effect.map(Ref.get(ref), (s) => Option.fromNullishOr(s.get(id))),
    findByEmail: (email) =>
      Effect.map(Ref.get(ref), (s) => Option.fromNullishOr([...s.values()].find((m) => sameEmail(m.email, email)))),
    findMany: ({ afterId, limit }) =>
      Effect.map(Ref.get(ref), (s) =>
        [...s.values()]
          .filter((m) => afterId === undefined || m.id > afterId)
          .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
          .slice(0, Math.max(0, Math.min(limit, merchantsPageMax)))
      ),
    updateFlags: (id, flags) =>
      Effect.flatMap(
        Ref.modify(ref, (s) => {
          const m = s.get(id)
          if (m === undefined) return [undefined, s] as const
          const next: Merchant = { ...m, flags: { ...m.flags, ...flags } }
          return [next, new Map(s).set(id, next)] as const
        }),
        (m) => (m === undefined ? Effect.fail(new MerchantNotFound({ accountId: id })) : Effect.succeed(m))
      )
  })
})

export const layerMemory: Layer.Layer<Accounts, never, LedgerStore> = Layer.effect(Accounts, makeMemoryAccounts)
