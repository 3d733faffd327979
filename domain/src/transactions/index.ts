export * from "./Status.ts"
export * from "./Machines.ts"
export * from "./EndToEndId.ts"
