import { Effect, Layer } from "effect"
import { CardConfig, processorBaseUrl } from "./Config.ts"
import { layerMemory } from "./CardProcessorMemory.ts"

/**
 * The sandbox card processor of a process, its pages' links under `PAY_URL`: one layer value, so that every app built
 * in one process (`trilho dev`: the API and the worker) shares one processor state, as they would share a real
 * processor. Apps in separate processes each have their own (the sandbox processor keeps its state in memory).
 */
export const layerSandboxProcessor = Layer.unwrap(
  Effect.map(CardConfig, (config) => layerMemory({ baseUrl: processorBaseUrl(config.payUrl) }))
)
