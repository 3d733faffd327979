export * from "./Machine.ts"
