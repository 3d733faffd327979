import { Schema } from "effect"

/** PIX Automático is not enabled on the account (flag `pixAutomaticEnabled`): every `/pix-automatic/*` route. */
export class PixAutomaticUnavailable extends Schema.TaggedError<PixAutomaticUnavailable>()("PixAutomaticUnavailable", {
  accountId: Schema.String
}) {
  override get message(): string {
    return "product unavailable: PIX Automático is not enabled on this account"
  }
}

/** Fields of an authorization or instruction request that the platform does not take; each problem is named. */
export class InvalidPixAutomatic extends Schema.TaggedError<InvalidPixAutomatic>()("InvalidPixAutomatic", {
  problems: Schema.Array(Schema.Struct({ field: Schema.String, message: Schema.String }))
}) {
  override get message(): string {
    return this.problems.map((p) => `${p.field}: ${p.message}`).join("; ")
  }
}

/** No authorization of the account with that id (or `idRec`). */
export class PixAutomaticAuthorizationNotFound extends Schema.TaggedError<PixAutomaticAuthorizationNotFound>()(
  "PixAutomaticAuthorizationNotFound",
  { id: Schema.String }
) {
  override get message(): string {
    return `no PIX Automático authorization ${this.id}`
  }
}

/** No payment instruction of the account with that id. */
export class PixAutomaticInstructionNotFound extends Schema.TaggedError<PixAutomaticInstructionNotFound>()(
  "PixAutomaticInstructionNotFound",
  { id: Schema.String }
) {
  override get message(): string {
    return `no PIX Automático payment instruction ${this.id}`
  }
}

/** An instruction was asked of an authorization that is not ACTIVE. */
export class PixAutomaticAuthorizationNotActive extends Schema.TaggedError<PixAutomaticAuthorizationNotActive>()(
  "PixAutomaticAuthorizationNotActive",
  { authorizationId: Schema.String, status: Schema.String }
) {
  override get message(): string {
    return `authorization ${this.authorizationId} is ${this.status}, not ACTIVE`
  }
}

/** An instruction's amount is not the authorization's fixed amount, or is above its maximum. */
export class PixAutomaticAmountNotAuthorized extends Schema.TaggedError<PixAutomaticAmountNotAuthorized>()(
  "PixAutomaticAmountNotAuthorized",
  { message: Schema.String }
) {}

/** An instruction's due date is outside the authorization's window, its scheduling notice, or its period is taken. */
export class PixAutomaticDueDateNotAllowed extends Schema.TaggedError<PixAutomaticDueDateNotAllowed>()(
  "PixAutomaticDueDateNotAllowed",
  { message: Schema.String }
) {}

/** A compare-and-set write found the record changed by another writer since it was read. */
export class PixAutomaticChanged extends Schema.TaggedError<PixAutomaticChanged>()("PixAutomaticChanged", {
  id: Schema.String
}) {
  override get message(): string {
    return `${this.id} changed meanwhile; read it again`
  }
}

/** Storage of PIX Automático failed (infrastructure). */
export class PixAutomaticStoreError extends Schema.TaggedError<PixAutomaticStoreError>()("PixAutomaticStoreError", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect())
}) {}
