export * from "./Barcode.ts"
export * from "./Charges.ts"
export { mod10, mod11 } from "./CheckDigits.ts"
export { dateOfDay, dateOfFactor, dayNumber, dueDateFactor, firstDueDate } from "./DueDate.ts"
