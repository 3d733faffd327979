export * as Cli from "./Cli.ts"

export * as Seed from "./Seed.ts"
