import { Schema } from "effect"

/** A debit that would exceed one of the account's limits; nothing was moved. */
export class LimitExceeded extends Schema.TaggedError<LimitExceeded>()("LimitExceeded", {
  limit: Schema.Literals(["perTransaction", "daily", "monthly"]),
  limitCentavos: Schema.Number,
  /** Completed plus in-flight debits already counted in the period (0 for the per-transaction limit). */
  usedCentavos: Schema.Number,
  requestedCentavos: Schema.Number
}) {
  override get message(): string {
    return this.limit === "perTransaction"
      ? `the amount exceeds the per-transaction limit of ${this.limitCentavos} centavos`
      : `the amount exceeds the ${this.limit} limit of ${this.limitCentavos} centavos (${this.usedCentavos} already used)`
  }
}
