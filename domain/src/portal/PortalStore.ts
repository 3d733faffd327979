import { Context, type Effect, type Option } from "effect"
import type { AccountId } from "../ledger/Model.ts"
import type { PortalEmailTaken, PortalStoreError } from "./Errors.ts"
import type { PortalState } from "./Machine.ts"

/** The operator-portal login of one subaccount. A subaccount without a row is in state `none`. */
export interface PortalLogin {
  readonly accountId: AccountId
  readonly subaccountId: string
  readonly state: PortalState
  /** Lower-cased; unique across the platform. */
  readonly email: string | null
  readonly passwordHash: string | null
  /** Set once the operator proved the mailbox (a password reset through the mailed link). */
  readonly emailVerified: boolean
  /** The enabled TOTP secret (base32); null while two-factor authentication is off. */
  readonly totpSecret: string | null
  /** A secret handed out by enrolment and not yet confirmed with a code. */
  readonly totpPendingSecret: string | null
  /** The last TOTP time step accepted (−1 before any): a code of that step or an older one is refused. */
  readonly totpLastStep: number
  readonly lastLoginAt: Date | null
  readonly updatedAt: Date
}

/** A live portal session, found by its id (the JWT's `sid`). */
export interface PortalSession {
  readonly id: string
  readonly accountId: AccountId
  readonly subaccountId: string
  readonly expiresAt: Date
}

/** A password-reset token, stored by the SHA-256 of its text. */
export interface ResetToken {
  readonly hashHex: string
  readonly accountId: AccountId
  readonly subaccountId: string
  readonly createdAt: Date
  readonly expiresAt: Date
}

/** Storage port of the portal logins, their sessions, failed sign-ins and reset tokens. */
export class PortalStore extends Context.Service<
  PortalStore,
  {
    /** The login of the account's subaccount, if it has a row. */
    readonly findBySubaccount: (
      accountId: AccountId,
      subaccountId: string
    ) => Effect.Effect<Option.Option<PortalLogin>, PortalStoreError>
    /** Every login row of the account. */
    readonly findManyByAccount: (accountId: AccountId) => Effect.Effect<ReadonlyArray<PortalLogin>, PortalStoreError>
    /** The login with this (lower-cased) e-mail, of any merchant. */
    readonly findByEmail: (email: string) => Effect.Effect<Option.Option<PortalLogin>, PortalStoreError>
    /** Inserts or replaces the subaccount's row; an e-mail of another row (without case) is `PortalEmailTaken`. */
    readonly save: (login: PortalLogin) => Effect.Effect<void, PortalEmailTaken | PortalStoreError>
    /** Records `step` as the last accepted TOTP step iff it is above the stored one (compare-and-set). */
    readonly useTotpStep: (subaccountId: string, step: number) => Effect.Effect<boolean, PortalStoreError>
    /** Records a sign-in: its instant on the login and a new session. */
    readonly insertSession: (session: PortalSession, at: Date) => Effect.Effect<void, PortalStoreError>
    /**
     * The session `id` if it is live at `at`: not ended, not expired, its login `active` and its subaccount
     * `ACTIVE`.
     */
    readonly findLiveSession: (id: string, at: Date) => Effect.Effect<Option.Option<PortalSession>, PortalStoreError>
    /** Ends the live sessions of the subaccount (revoke, 2FA reset, new credentials, disable). */
    readonly endSessions: (subaccountId: string, at: Date) => Effect.Effect<number, PortalStoreError>
    /** Ends one session (sign-out). */
    readonly endSession: (id: string, at: Date) => Effect.Effect<void, PortalStoreError>
    /** Failed sign-ins of `subject` since `since`. */
    readonly countFailures: (subject: string, since: Date) => Effect.Effect<number, PortalStoreError>
    /** Records a failed sign-in against each subject. */
    readonly insertFailure: (subjects: ReadonlyArray<string>, at: Date) => Effect.Effect<void, PortalStoreError>
    /** Forgets the failures of `subject` (after a successful sign-in or a password reset). */
    readonly clearFailures: (subject: string) => Effect.Effect<void, PortalStoreError>
    readonly insertResetToken: (token: ResetToken) => Effect.Effect<void, PortalStoreError>
    /** Marks the token used iff it is unused and unexpired at `at`, and returns whose it is. */
    readonly useResetToken: (
      hashHex: string,
      at: Date
    ) => Effect.Effect<
      Option.Option<{ readonly accountId: AccountId; readonly subaccountId: string }>,
      PortalStoreError
    >
  }
>()("@trilho/domain/PortalStore") {}
