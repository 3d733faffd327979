import { ChargeStore, Realtime } from "@trilho/domain"
import { Effect, Option, Result } from "effect"
import type { Credential } from "./Authenticate.ts"
import type { GatewayConfig } from "./Config.ts"
import { type Connection, keyOf, type Registry, subscriptionsOf } from "./Connections.ts"
import * as Protocol from "./Protocol.ts"

const Subscriptions = Realtime.Subscriptions

export interface MessageContext {
  readonly config: GatewayConfig
  readonly registry: Registry
  readonly run: <A, E>(effect: Effect.Effect<A, E, ChargeStore.ChargeStore>) => Promise<A>
  readonly now: () => number
  readonly authenticateByMessage: (connection: Connection, credential: Credential) => Promise<void>
}

const echo = (target: Realtime.Subscriptions.Target) =>
  target._tag === "Pattern" ? { pattern: target.pattern } : { paymentId: target.paymentId }

/** Whether the connection is within its messages per second; counts this one. */
const withinRate = (context: MessageContext, connection: Connection, nowMs: number): boolean =>
  context.registry.countMessage(connection, nowMs) <= context.config.messagesPerSecond

/**
 * The payment a `paymentId` names, checked against the connection's key: a charge of another key of the account is
 * `FORBIDDEN`; one the account does not have (another account's included) is `NOT_FOUND`.
 */
const paymentAccess = (key: Realtime.Subscriptions.ConnectionKey, paymentId: string) =>
  Effect.gen(function* () {
    const charges = yield* ChargeStore.ChargeStore
    const found = yield* charges.findById(key.accountId as never, paymentId)
    if (Option.isNone(found)) return "NOT_FOUND" as const
    return found.value.apiKeyId === key.apiKeyId ? ("ok" as const) : ("FORBIDDEN" as const)
  }).pipe(Effect.catch(() => Effect.succeed("UNAVAILABLE" as const)))

/**
 * Whether a payment watch token's connection may name `target`: only its own payment, while it follows it (its
 * subscription, made at authentication, lives as long as its token and ends with the payment's final event).
 */
const withinWatch = (connection: Connection, watched: string, target: Realtime.Subscriptions.Target): boolean =>
  target._tag === "Payment" && target.paymentId === watched && subscriptionsOf(connection).payments.has(watched)

const subscribe = (context: MessageContext, connection: Connection, target: Realtime.Subscriptions.Target) => {
  const send = (frame: string) => context.registry.send(connection, frame)
  const watched = keyOf(connection)!.watch
  if (watched !== undefined) {
    return withinWatch(connection, watched, target)
      ? send(Protocol.subscription("subscribed", target))
      : send(Protocol.error("WATCH_ONLY", echo(target)))
  }
  const apply = () => {
    const result = Subscriptions.subscribe(
      subscriptionsOf(connection),
      target,
      context.now(),
      context.config.paymentSubscriptionTtlMs
    )
    if (Result.isFailure(result)) return send(Protocol.error(result.failure.code, echo(target)))
    send(Protocol.subscription("subscribed", target))
    context.registry.setSubscriptions(connection, result.success)
  }
  if (target._tag === "Pattern" || subscriptionsOf(connection).payments.has(target.paymentId)) return apply()
  if (!Subscriptions.isValidPaymentId(target.paymentId)) {
    return send(Protocol.error("INVALID_PAYMENT_ID", echo(target)))
  }
  if (Subscriptions.size(subscriptionsOf(connection)) >= Subscriptions.subscriptionsPerConnectionMax) {
    return send(Protocol.error("SUBSCRIPTION_LIMIT", echo(target)))
  }
  const key = keyOf(connection)!
  void context.run(paymentAccess(key, target.paymentId)).then((access) => {
    if (access === "ok") apply()
    else send(Protocol.error(access, echo(target)))
  })
}

/** Answers one text frame of a connection. */
export const handleMessage = (context: MessageContext, connection: Connection, text: string): void => {
  const send = (frame: string) => context.registry.send(connection, frame)
  if (!withinRate(context, connection, context.now())) return send(Protocol.error("RATE_LIMIT"))
  const message = Protocol.decode(text)
  if ("code" in message) {
    return send(Protocol.error(message.code, message.action === undefined ? {} : { action: message.action }))
  }
  switch (message.action) {
    case "ping":
      context.registry.answered(connection)
      return send(Protocol.pong)
    case "authenticate":
      if (keyOf(connection) !== undefined) return send(Protocol.error("ALREADY_AUTHENTICATED"))
      void context.authenticateByMessage(
        connection,
        "apiKey" in message ? { _tag: "ApiKey", secret: message.apiKey } : { _tag: "Watch", token: message.watchToken }
      )
      return
  }
  if (keyOf(connection) === undefined) return send(Protocol.error("UNAUTHENTICATED"))
  switch (message.action) {
    case "ack":
      return
    case "subscribe":
      return subscribe(context, connection, message.target)
    case "unsubscribe": {
      const watched = keyOf(connection)!.watch
      if (watched !== undefined && !(message.target._tag === "Payment" && message.target.paymentId === watched)) {
        return send(Protocol.error("WATCH_ONLY", echo(message.target)))
      }
      send(Protocol.subscription("unsubscribed", message.target))
      return context.registry.setSubscriptions(
        connection,
        Subscriptions.unsubscribe(subscriptionsOf(connection), message.target)
      )
    }
  }
}
