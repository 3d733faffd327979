import { Schema } from "effect"

/** The fee of an operation would leave nothing (or less than nothing) for its net: refused, never a negative net. */
export class FeeExceedsAmount extends Schema.TaggedError<FeeExceedsAmount>()("FeeExceedsAmount", {
  amountCentavos: Schema.Number,
  feeCentavos: Schema.Number,
  message: Schema.String
}) {}

/** No gross within the platform's amount range reaches the requested net under the schedule. */
export class GrossOutOfRange extends Schema.TaggedError<GrossOutOfRange>()("GrossOutOfRange", {
  netCentavos: Schema.Number,
  message: Schema.String
}) {}

/** Why a percentage given by a client (for example `splitTax`) was refused. */
export class InvalidPercent extends Schema.TaggedError<InvalidPercent>()("InvalidPercent", {
  reason: Schema.Literals(["not_a_number", "too_many_decimals", "out_of_range"]),
  message: Schema.String
}) {}

/** Any refusal of a fee computation. */
export type FeeError = FeeExceedsAmount | GrossOutOfRange
