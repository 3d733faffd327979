export * as Gateway from "./Gateway.ts"
export * as GatewayLayers from "./Layers.ts"
