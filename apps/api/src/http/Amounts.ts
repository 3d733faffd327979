import { Fees, Money } from "@trilho/domain"
import { Result, Schema } from "effect"

/**
 * Money and percentage fields of request bodies: JSON numbers, checked while the body is decoded so that a bad amount
 * is reported with every other problem of the body, each under its field's path (`VALIDATION_ERROR`). A string, even
 * `"25.50"`, is refused: the spec's amounts are JSON numbers. The rule itself is `Money.parseReais`; these schemas
 * only put it at the edge and tell the OpenAPI document the limits (`multipleOf`, minimum, maximum).
 */

/** The largest amount of reais a request may carry. */
export const reaisMax = Money.amountMaxCentavos / 100

const reasonText: Record<Money.InvalidAmount["reason"], string> = {
  not_a_number: "must be a number of reais, such as 25.50",
  too_many_decimals: "must have at most 2 decimal places",
  negative: "must not be negative",
  zero: "must be greater than zero",
  out_of_range: `must be at most ${reaisMax}`
}

const reais = (options: { readonly allowZero: boolean }) =>
  Schema.Finite.check(
    Schema.makeFilter<number>(
      (n) =>
        Result.match(Money.parseReais(n, options), {
          onFailure: (e) => reasonText[e.reason],
          onSuccess: () => undefined
        }),
      {
        expected: "a number of reais with at most 2 decimal places",
        toJsonSchema: () => ({
          multipleOf: 0.01,
          ...(options.allowZero ? { minimum: 0 } : { exclusiveMinimum: 0 }),
          maximum: reaisMax
        })
      }
    )
  )

/** An amount to move or charge: reais above zero, at most two decimals. */
export const Amount = reais({ allowZero: false }).annotate({
  description: "Reais as a JSON number: above zero, at most 2 decimal places.",
  examples: [25.5]
})

/** An amount that may be zero (a fee part, a limit). */
export const AmountOrZero = reais({ allowZero: true }).annotate({
  description: "Reais as a JSON number: zero or more, at most 2 decimal places.",
  examples: [0, 1.5]
})

/**
 * A percentage in basis points between `minBps` and `maxBps`, at most two decimals: the domain's own parser
 * (`Fees.parsePercentBps`) decides, with its refusal's message; the bounds reach the OpenAPI document in percent.
 */
export const Percent = (bounds: { readonly minBps: number; readonly maxBps: number }) => {
  const minimum = Fees.bpsToPercent(bounds.minBps)
  const maximum = Fees.bpsToPercent(bounds.maxBps)
  return Schema.Finite.check(
    Schema.makeFilter<number>(
      (n) =>
        Result.match(Fees.parsePercentBps(n, bounds), {
          onFailure: (e) => e.message.replace(/^percentage /, ""),
          onSuccess: () => undefined
        }),
      {
        expected: `a percentage from ${minimum} to ${maximum} with at most 2 decimal places`,
        toJsonSchema: () => ({ multipleOf: 0.01, minimum, maximum })
      }
    )
  ).annotate({ description: `A percentage from ${minimum} to ${maximum}, at most 2 decimal places.` })
}

/** `splitTax`: the split's share of the net, 0.01 to 100 percent. */
export const SplitTax = Percent({ minBps: Fees.splitBpsMin, maxBps: Fees.splitBpsMax })

/** A surcharge's percentage part: 0 to 100 percent. */
export const SurchargePercent = Percent({ minBps: 0, maxBps: Fees.bpsPerWhole })
