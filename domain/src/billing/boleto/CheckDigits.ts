/** FEBRABAN's check digits over decimal digit strings. */

/**
 * Módulo 10: weights 2, 1, 2, 1… from the rightmost digit, the digits of each product summed; the check digit is what
 * takes the sum to the next multiple of ten (0 when it already is one). Guards each field of the digitable line.
 */
export const mod10 = (digits: string): number => {
  let sum = 0
  let weight = 2
  for (let i = digits.length - 1; i >= 0; i--) {
    const product = Number(digits[i]) * weight
    sum += product > 9 ? product - 9 : product
    weight = weight === 2 ? 1 : 2
  }
  return (10 - (sum % 10)) % 10
}

/**
 * Módulo 11 of the barcode: weights 2 to 9 repeating from the rightmost digit; the check digit is 11 minus the
 * remainder of the sum by 11, and 1 where that gives 0, 10 or 11 (a barcode's general digit is never 0).
 */
export const mod11 = (digits: string): number => {
  let sum = 0
  let weight = 2
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight
    weight = weight === 9 ? 2 : weight + 1
  }
  const digit = 11 - (sum % 11)
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit
}
