export * as Gateway from "./Gateway.ts"
export * as GatewayLayers from "./Layers.ts"
export * as RealtimeClient from "./RealtimeClient.ts"
