export * as Cli from "./Cli.ts"
export * as Layers from "./Layers.ts"
export * as Seed from "./Seed.ts"
