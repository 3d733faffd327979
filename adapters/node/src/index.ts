export * as NodeCrypto from "./NodeCrypto.ts"
