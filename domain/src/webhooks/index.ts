export * from "./EndpointMachine.ts"
