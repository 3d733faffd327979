export * from "./EndpointMachine.ts"
export * from "./Endpoint.ts"
export * from "./Addresses.ts"
