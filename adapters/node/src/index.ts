export * as NodeCrypto from "./NodeCrypto.ts"
export * as NodeHostResolver from "./NodeHostResolver.ts"
