export * as Api from "./Api.ts"
export * as Client from "./Client.ts"
export * as Http from "./Http.ts"
