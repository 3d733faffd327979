import { Schema } from "effect"

/** A request of the portal surface with a malformed field (an e-mail address, a missing subaccount reference). */
export class InvalidPortalInput extends Schema.TaggedError<InvalidPortalInput>()("InvalidPortalInput", {
  message: Schema.String
}) {}

/** The e-mail address is already the portal login of another subaccount (of any merchant). */
export class PortalEmailTaken extends Schema.TaggedError<PortalEmailTaken>()("PortalEmailTaken", {
  email: Schema.String
}) {
  override get message(): string {
    return `the e-mail ${this.email} is already used by another portal login`
  }
}

/** E-mail, password or account state refused at sign-in; which one is not said. */
export class LoginRefused extends Schema.TaggedError<LoginRefused>()("LoginRefused", {}) {
  override get message(): string {
    return "e-mail or password not valid"
  }
}

/** The password was right and the login has two-factor authentication: a `totpCode` is needed. */
export class TwoFactorRequired extends Schema.TaggedError<TwoFactorRequired>()("TwoFactorRequired", {}) {
  override get message(): string {
    return "two-factor authentication is enabled: send totpCode"
  }
}

/** The TOTP code at sign-in is wrong, outside its window, or was already used. */
export class TotpCodeRefused extends Schema.TaggedError<TotpCodeRefused>()("TotpCodeRefused", {}) {
  override get message(): string {
    return "the two-factor code is not valid"
  }
}

/** The TOTP code sent to enable two-factor authentication is wrong or outside its window. */
export class InvalidTotpCode extends Schema.TaggedError<InvalidTotpCode>()("InvalidTotpCode", {}) {
  override get message(): string {
    return "the two-factor code is not valid"
  }
}

/** Two-factor enrolment out of order: enable without setup, or setup while already enabled. */
export class TwoFactorStateConflict extends Schema.TaggedError<TwoFactorStateConflict>()("TwoFactorStateConflict", {
  message: Schema.String
}) {}

/** Too many failed sign-ins for this e-mail or from this address within the window. */
export class LoginThrottled extends Schema.TaggedError<LoginThrottled>()("LoginThrottled", {
  retryAfterSeconds: Schema.Int
}) {
  override get message(): string {
    return `too many failed sign-ins; retry in up to ${this.retryAfterSeconds} s`
  }
}

/** A password-reset token that is unknown, expired or already used. */
export class InvalidResetToken extends Schema.TaggedError<InvalidResetToken>()("InvalidResetToken", {}) {
  override get message(): string {
    return "the reset token is not valid or has expired"
  }
}

/** A session token that is missing, malformed, expired, or whose session has ended. */
export class SessionInvalid extends Schema.TaggedError<SessionInvalid>()("SessionInvalid", {
  message: Schema.String
}) {}

/** A route that no longer exists (the portal invite: portal access is set up with a password). */
export class RouteDiscontinued extends Schema.TaggedError<RouteDiscontinued>()("RouteDiscontinued", {
  message: Schema.String
}) {}

/** The dashboard user's e-mail is already taken (case-insensitive). */
export class MerchantUserEmailTaken extends Schema.TaggedError<MerchantUserEmailTaken>()("MerchantUserEmailTaken", {
  email: Schema.String
}) {
  override get message(): string {
    return `a dashboard user with the e-mail ${this.email} already exists`
  }
}

/** The storage behind the portal failed; nothing is known to have changed. */
export class PortalStoreError extends Schema.TaggedError<PortalStoreError>()("PortalStoreError", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect())
}) {}
