export * from "./ApiKey.ts"
export * as IpAllowlist from "./IpAllowlist.ts"
export * as RateLimit from "./RateLimit.ts"
export * as ClientAddress from "./ClientAddress.ts"
