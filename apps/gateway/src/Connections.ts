import type { Outbox } from "@trilho/domain"
import { Realtime } from "@trilho/domain"
import type { GatewayConfig } from "./Config.ts"
import * as Protocol from "./Protocol.ts"
import type * as Uws from "./Uws.ts"

const Subscriptions = Realtime.Subscriptions

/** One connection's state. Mutated only on the event loop (uWS callbacks and the gateway's fibers). */
export interface Connection {
  readonly ip: string
  readonly openedAtMs: number
  /** What the upgrade decided (`Gateway.Admission`), applied when the socket opens. */
  readonly admission: unknown
  socket: Uws.Socket<Connection> | undefined
  key: Realtime.Subscriptions.ConnectionKey | undefined
  subscriptions: Realtime.Subscriptions.Subscriptions
  lastHeartbeatMs: number
  awaitingReplySinceMs: number | undefined
  messagesWindowStartMs: number
  messagesInWindow: number
  closed: boolean
}

const addTo = <K>(index: Map<K, Set<Connection>>, key: K, connection: Connection) => {
  const set = index.get(key)
  if (set === undefined) index.set(key, new Set([connection]))
  else set.add(connection)
}

const removeFrom = <K>(index: Map<K, Set<Connection>>, key: K, connection: Connection) => {
  const set = index.get(key)
  if (set === undefined) return
  set.delete(connection)
  if (set.size === 0) index.delete(key)
}

/** The gateway's open connections, indexed by account and by key for delivery and revocation. */
export const makeRegistry = () => {
  const all = new Set<Connection>()
  const byAccount = new Map<string, Set<Connection>>()
  const byKey = new Map<string, Set<Connection>>()

  const close = (connection: Connection, code: number, error: Protocol.ErrorCode) => {
    connection.socket?.send(Protocol.error(error))
    connection.socket?.end(code, error)
  }

  return {
    make: (ip: string, nowMs: number, admission: unknown): Connection => ({
      ip,
      openedAtMs: nowMs,
      admission,
      socket: undefined,
      key: undefined,
      subscriptions: Subscriptions.empty,
      lastHeartbeatMs: nowMs,
      awaitingReplySinceMs: undefined,
      messagesWindowStartMs: nowMs,
      messagesInWindow: 0,
      closed: false
    }),
    open: (connection: Connection, socket: Uws.Socket<Connection>) => {
      connection.socket = socket
      all.add(connection)
    },
    authenticate: (connection: Connection, key: Realtime.Subscriptions.ConnectionKey) => {
      connection.key = key
      addTo(byAccount, key.accountId, connection)
      addTo(byKey, key.apiKeyId, connection)
    },
    remove: (connection: Connection) => {
      connection.closed = true
      all.delete(connection)
      if (connection.key === undefined) return
      removeFrom(byAccount, connection.key.accountId, connection)
      removeFrom(byKey, connection.key.apiKeyId, connection)
    },
    /** Closes every connection of a revoked key (1008). */
    revoke: (apiKeyId: string) => {
      for (const connection of [...(byKey.get(apiKeyId) ?? [])])
        close(connection, Protocol.closeCodes.policy, "KEY_REVOKED")
    },
    /**
     * Closes connections not authenticated in time (1008) or silent after a heartbeat (4408), sends heartbeats due,
     * and drops payment subscriptions past their 30 minutes.
     */
    sweep: (nowMs: number, config: GatewayConfig) => {
      for (const connection of [...all]) {
        if (connection.key === undefined && nowMs - connection.openedAtMs >= config.authTimeoutMs) {
          close(connection, Protocol.closeCodes.policy, "AUTH_TIMEOUT")
          continue
        }
        const waiting = connection.awaitingReplySinceMs
        if (waiting !== undefined && nowMs - waiting >= config.heartbeatReplyMs) {
          close(connection, Protocol.closeCodes.heartbeat, "HEARTBEAT_TIMEOUT")
          continue
        }
        if (nowMs - connection.lastHeartbeatMs >= config.heartbeatIntervalMs) {
          connection.lastHeartbeatMs = nowMs
          connection.awaitingReplySinceMs ??= nowMs
          connection.socket?.send(Protocol.ping)
        }
        connection.subscriptions = Subscriptions.expire(connection.subscriptions, nowMs)
      }
    },
    /** Sends an event, serialized once, to each connection that receives it, once per connection. */
    deliver: (event: Outbox.OutboxEvent, nowMs: number) => {
      const candidates = byAccount.get(event.accountId)
      if (candidates === undefined) return
      let frame: string | undefined
      for (const connection of candidates) {
        if (!Subscriptions.receives(connection.key!, connection.subscriptions, event, nowMs)) continue
        frame ??= Protocol.businessEvent(event)
        connection.socket?.send(frame)
        connection.subscriptions = Subscriptions.afterDelivery(connection.subscriptions, event)
      }
    },
    /** The keys holding connections, each with its account. */
    keys: (): ReadonlyArray<Realtime.Subscriptions.ConnectionKey> =>
      [...byKey.values()].flatMap((set) => {
        const first = set.values().next().value
        return first?.key === undefined ? [] : [first.key]
      }),
    closeAll: (code: number) => {
      for (const connection of [...all]) connection.socket?.end(code)
    },
    size: () => all.size
  }
}
export type Registry = ReturnType<typeof makeRegistry>
