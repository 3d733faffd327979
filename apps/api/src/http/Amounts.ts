import { Money } from "@trilho/domain"
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

/** A percentage between `minimum` and `maximum`, at most two decimals. */
export const Percent = (bounds: { readonly minimum: number; readonly maximum: number }) =>
  Schema.Finite.check(
    Schema.makeFilter<number>(
      (n) => {
        const parsed = Money.parseReais(n, { allowZero: true })
        if (Result.isFailure(parsed)) {
          return parsed.failure.reason === "too_many_decimals"
            ? reasonText.too_many_decimals
            : `must be between ${bounds.minimum} and ${bounds.maximum}`
        }
        return parsed.success < bounds.minimum * 100 || parsed.success > bounds.maximum * 100
          ? `must be between ${bounds.minimum} and ${bounds.maximum}`
          : undefined
      },
      {
        expected: `a percentage from ${bounds.minimum} to ${bounds.maximum} with at most 2 decimal places`,
        toJsonSchema: () => ({ multipleOf: 0.01, minimum: bounds.minimum, maximum: bounds.maximum })
      }
    )
  ).annotate({ description: `A percentage from ${bounds.minimum} to ${bounds.maximum}, at most 2 decimal places.` })
