export * as NodeCrypto from "./NodeCrypto.ts"
export * as NodeHostResolver from "./NodeHostResolver.ts"
export * as NodePasswordHasher from "./NodePasswordHasher.ts"
export * as NodeTotp from "./NodeTotp.ts"
