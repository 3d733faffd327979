import { HostResolver, Webhooks } from "@trilho/domain"
import { NodeHostResolver } from "@trilho/node"
import * as WebhookEndpointsSql from "@trilho/postgres/WebhookEndpointsSql"
import { Effect, Layer, Option } from "effect"
import { layerPayments, SandboxMode } from "../charges/Layers.ts"

/**
 * The resolver webhook URLs are checked with: one already in the context (tests give a fixed table), else the
 * operating system's (`dns.promises.lookup`).
 */
export const layerResolver = Layer.effect(
  HostResolver.HostResolver,
  Effect.map(
    Effect.serviceOption(HostResolver.HostResolver),
    Option.getOrElse(() => NodeHostResolver.make)
  )
)

/**
 * The URL policy: one already in the context, else from the sandbox mode (`TRILHO_MODE`, default sandbox, and
 * `SANDBOX`), so the loopback allowance goes with the sandbox controls.
 */
export const layerUrlPolicy = Layer.effect(
  Webhooks.WebhookUrlPolicy,
  Effect.flatMap(Effect.serviceOption(Webhooks.WebhookUrlPolicy), (given) =>
    Option.match(given, {
      onSome: Effect.succeed,
      onNone: () =>
        Effect.map(SandboxMode, (mode) => ({ mode: mode.enabled ? ("sandbox" as const) : ("live" as const) }))
    })
  )
)

/**
 * The webhook endpoint use cases over SQL, with the outbox, ids, crypto and sandbox clock the payments services use
 * (the same layer, built once per process). Needs `SqlClient`.
 */
export const layerWebhooks = Webhooks.WebhookEndpointsService.Default.pipe(
  Layer.provide(Layer.mergeAll(WebhookEndpointsSql.layer, layerResolver, layerUrlPolicy)),
  Layer.provide(layerPayments)
)
