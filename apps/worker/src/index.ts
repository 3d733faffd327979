export * as Runner from "./Runner.ts"
