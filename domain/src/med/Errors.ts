import { Schema } from "effect"

/** Evidence refused because the automatic contest is active: the platform sends the defense itself. */
export class AutomaticContestActive extends Schema.TaggedError<AutomaticContestActive>()("AutomaticContestActive", {
  medId: Schema.String
}) {
  override get message(): string {
    return "automatic contest is active for this dispute: evidence is sent by the platform"
  }
}

/** No dispute of the account with that id or protocol. */
export class MedNotFound extends Schema.TaggedError<MedNotFound>()("MedNotFound", { id: Schema.String }) {
  override get message() {
    return `no MED dispute ${this.id}`
  }
}

/** The disputed deposit already has a dispute (one infraction report per PIX), or the protocol is taken. */
export class MedAlreadyOpened extends Schema.TaggedError<MedAlreadyOpened>()("MedAlreadyOpened", {
  transactionId: Schema.String,
  medId: Schema.String
}) {
  override get message() {
    return `transaction ${this.transactionId} already has MED dispute ${this.medId}`
  }
}

/** The deposit cannot be disputed: not paid (COMPLETED), or an amount outside 1 centavo to the deposit's. */
export class MedNotOpenable extends Schema.TaggedError<MedNotOpenable>()("MedNotOpenable", {
  transactionId: Schema.String,
  message: Schema.String
}) {}

/** Evidence (or a list request) that breaks a field rule; `field` names the field, and the message starts with it. */
export class InvalidMedInput extends Schema.TaggedError<InvalidMedInput>()("InvalidMedInput", {
  field: Schema.String,
  reason: Schema.String
}) {
  override get message(): string {
    return `${this.field}: ${this.reason}`
  }
}

/** A concurrent change moved the dispute first (compare-and-set of its status and blocked amount). */
export class MedStatusChanged extends Schema.TaggedError<MedStatusChanged>()("MedStatusChanged", {
  medId: Schema.String,
  expected: Schema.String,
  actual: Schema.String
}) {}

/** The storage behind the disputes failed. */
export class MedStoreError extends Schema.TaggedError<MedStoreError>()("MedStoreError", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect())
}) {}
