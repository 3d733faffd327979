export * from "./Errors.ts"
export * from "./Record.ts"
export * from "./Request.ts"
export * from "./Eligibility.ts"
export { feeOf, feeEntryOf } from "./Fees.ts"
export {
  CreditBureau,
  layerSandbox,
  sandbox,
  sandboxCreditAnswer,
  sandboxListingState,
  sandboxRefusedWord,
  sandboxRegisterDelayMs,
  sandboxSubmitOutcome,
  type CreditAnswer,
  type DunningOrder,
  type ListingState,
  type SentDunning,
  type SubmitOutcome,
  type WithdrawReason
} from "./CreditBureau.ts"
export { DunningMoves, billingPaidReason, billingVoidReason, type AdvanceCounts } from "./DunningMoves.ts"
export { Dunnings, type CreateDunningInput, type ListDunningsInput, type Simulation } from "./Dunnings.ts"
export { Reports, riskLevelOf, type CreateReportInput, type ListReportsInput } from "./Reports.ts"
