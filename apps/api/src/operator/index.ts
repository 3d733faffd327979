export * as OperatorAuth from "./Auth.ts"
export * as OperatorClient from "./Client.ts"
export * as OperatorKeys from "./Keys.ts"
export * as OperatorRpcs from "./Rpcs.ts"
