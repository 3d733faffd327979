export * as Api from "./Api.ts"
export * as Http from "./Http.ts"
