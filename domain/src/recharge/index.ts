export * from "./Errors.ts"
export * from "./Phone.ts"
export * from "./Record.ts"
export {
  RechargeNetwork,
  layerSandbox,
  operatorNames,
  sandbox,
  sandboxCompletionDelayMs,
  sandboxStateOf,
  sandboxOperatorOf,
  sandboxOutcomeOf,
  sandboxPackagesCentavos,
  sandboxRefusedSuffix,
  type OperatorName,
  type OperatorOffer,
  type OrderOutcome,
  type OrderState,
  type SentOrder,
  type RechargeOrder
} from "./RechargeNetwork.ts"
export {
  Recharges,
  debitEntryOf,
  reversalEntryOf,
  type CreateRechargeInput,
  type ListRechargesInput
} from "./Recharges.ts"
