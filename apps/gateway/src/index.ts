export * as Gateway from "./Gateway.ts"
