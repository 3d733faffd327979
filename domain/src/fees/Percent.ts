import { Result } from "effect"
import { parseReais } from "../money/Money.ts"
import { InvalidPercent } from "./Errors.ts"
import { bpsPerWhole } from "./Model.ts"
import { splitBpsMax, splitBpsMin } from "./Split.ts"

/**
 * Parses a percentage as the API sends it (a JSON number with at most two decimals, e.g. `2.5` for 2.5 %) into basis
 * points, within `[minBps, maxBps]`. Two decimals of a percent are exactly one basis point, so the decimal rules are
 * those of amounts (`parseReais`).
 */
export const parsePercentBps = (
  input: unknown,
  bounds: { readonly minBps: number; readonly maxBps: number }
): Result.Result<number, InvalidPercent> => {
  const parsed = parseReais(input, { allowZero: true })
  if (Result.isFailure(parsed)) {
    const reason = parsed.failure.reason
    return Result.fail(
      reason === "not_a_number" || reason === "too_many_decimals"
        ? new InvalidPercent({ reason, message: "percentage must be a number with at most 2 decimal places" })
        : new InvalidPercent({ reason: "out_of_range", message: outOfRangeMessage(bounds) })
    )
  }
  const bps = parsed.success
  if (bps < bounds.minBps || bps > bounds.maxBps) {
    return Result.fail(new InvalidPercent({ reason: "out_of_range", message: outOfRangeMessage(bounds) }))
  }
  return Result.succeed(bps)
}

const outOfRangeMessage = (bounds: { readonly minBps: number; readonly maxBps: number }) =>
  `percentage must be between ${bpsToPercent(bounds.minBps)} and ${bpsToPercent(bounds.maxBps)}`

/** Parses the API's `splitTax` (0.01 to 100, percent of the net) into basis points 1..10,000. */
export const parseSplitTax = (input: unknown): Result.Result<number, InvalidPercent> =>
  parsePercentBps(input, { minBps: splitBpsMin, maxBps: splitBpsMax })

/** Basis points as the API's percentage number: 250 -> 2.5. */
export const bpsToPercent = (bps: number): number => bps / (bpsPerWhole / 100)
