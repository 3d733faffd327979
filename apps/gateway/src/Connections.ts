import type { Outbox } from "@trilho/domain"
import { Realtime } from "@trilho/domain"
import type { GatewayConfig } from "./Config.ts"
import * as Protocol from "./Protocol.ts"
import type * as Transport from "./Transport.ts"

const Subscriptions = Realtime.Subscriptions

/** One connection's state. Mutated only on the event loop (uWS callbacks and the gateway's fibers). */
export interface Connection {
  readonly ip: string
  readonly openedAtMs: number
  /**
   * What the upgrade decided (`Gateway.Admission`), applied when the socket opens, then dropped: it holds the whole
   * key record, which an idle connection has no use for (`key` keeps its account and id).
   */
  admission: unknown
  socket: Transport.Socket<Connection> | undefined
  key: Realtime.Subscriptions.ConnectionKey | undefined
  subscriptions: Realtime.Subscriptions.Subscriptions
  /** The topic of its group (`Registry.setSubscriptions`), while it holds a subscription. */
  topic: string | undefined
  lastHeartbeatMs: number
  awaitingReplySinceMs: number | undefined
  messagesWindowStartMs: number
  messagesInWindow: number
  closed: boolean
}

const addTo = <K, V>(index: Map<K, Set<V>>, key: K, value: V) => {
  const set = index.get(key)
  if (set === undefined) index.set(key, new Set([value]))
  else set.add(value)
}

const removeFrom = <K, V>(index: Map<K, Set<V>>, key: K, value: V) => {
  const set = index.get(key)
  if (set === undefined) return
  set.delete(value)
  if (set.size === 0) index.delete(key)
}

/**
 * Connections of one key holding the same subscriptions (patterns, and payments with their expiry): whatever one
 * receives, all do. An event is published once to the group's uWS topic.
 */
interface Group {
  readonly topic: string
  readonly key: Realtime.Subscriptions.ConnectionKey
  readonly subscriptions: Realtime.Subscriptions.Subscriptions
  readonly members: Set<Connection>
}

/** The topic of a key's connections holding `subscriptions`; none without a subscription (nothing to receive). */
const topicOf = (
  key: Realtime.Subscriptions.ConnectionKey,
  subscriptions: Realtime.Subscriptions.Subscriptions
): string | undefined => {
  if (Subscriptions.size(subscriptions) === 0) return undefined
  const patterns = [...subscriptions.patterns.keys()].sort().join(",")
  const payments = [...subscriptions.payments]
    .map(([id, expiresAtMs]) => `${id}@${expiresAtMs}`)
    .sort()
    .join(",")
  return `${key.apiKeyId} ${patterns} ${payments}`
}

/**
 * The gateway's open connections, indexed by key for revocation, and grouped by what they
 * receive; `publish` sends a frame to a group's topic (`Transport.Listening.publish`).
 */
export const makeRegistry = (publish: (topic: string, frame: string) => void) => {
  const all = new Set<Connection>()
  const byKey = new Map<string, Set<Connection>>()
  const groups = new Map<string, Group>()
  const groupsByAccount = new Map<string, Set<Group>>()

  // uWS queues a published frame and writes it at the end of the event loop's iteration: a socket leaving the topic
  // before then loses it. A `send` to the socket writes its queued frames first, so the code changing a connection's
  // subscriptions sends to it just before; the sweep leaves alone the sockets whose topic may still hold a frame.
  const undrained = new Set<string>()
  const publishQueued = (topic: string, frame: string) => {
    if (undrained.size === 0) setImmediate(() => undrained.clear())
    undrained.add(topic)
    publish(topic, frame)
  }

  const leaveGroup = (connection: Connection) => {
    const topic = connection.topic
    if (topic === undefined) return
    connection.topic = undefined
    connection.socket?.unsubscribe(topic)
    const group = groups.get(topic)
    if (group === undefined) return
    group.members.delete(connection)
    if (group.members.size > 0) return
    groups.delete(topic)
    removeFrom(groupsByAccount, group.key.accountId, group)
  }

  /** Sets a connection's subscriptions and moves it to the group of its key holding the same. */
  const setSubscriptions = (connection: Connection, subscriptions: Realtime.Subscriptions.Subscriptions) => {
    connection.subscriptions = subscriptions
    const key = connection.key
    const topic = key === undefined || connection.closed ? undefined : topicOf(key, subscriptions)
    if (topic === connection.topic) return
    leaveGroup(connection)
    if (topic === undefined) return
    let group = groups.get(topic)
    if (group === undefined) {
      group = { topic, key: key!, subscriptions, members: new Set() }
      groups.set(topic, group)
      addTo(groupsByAccount, key!.accountId, group)
    }
    group.members.add(connection)
    connection.topic = topic
    connection.socket?.subscribe(topic)
  }

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
      topic: undefined,
      lastHeartbeatMs: nowMs,
      awaitingReplySinceMs: undefined,
      messagesWindowStartMs: nowMs,
      messagesInWindow: 0,
      closed: false
    }),
    open: (connection: Connection, socket: Transport.Socket<Connection>) => {
      connection.socket = socket
      all.add(connection)
    },
    authenticate: (connection: Connection, key: Realtime.Subscriptions.ConnectionKey) => {
      // The key's other connections share one key record: an idle connection holds no copy of its own.
      const sibling: Connection | undefined = byKey.get(key.apiKeyId)?.values().next().value
      connection.key = sibling?.key?.accountId === key.accountId ? sibling.key : key
      addTo(byKey, key.apiKeyId, connection)
    },
    setSubscriptions,
    remove: (connection: Connection) => {
      connection.closed = true
      all.delete(connection)
      leaveGroup(connection)
      if (connection.key === undefined) return
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
        // An expired payment no longer matches (`receives` checks the expiry): leaving the group can wait a sweep.
        const live = Subscriptions.expire(connection.subscriptions, nowMs)
        if (live !== connection.subscriptions && !undrained.has(connection.topic ?? "")) {
          setSubscriptions(connection, live)
        }
      }
    },
    /**
     * Sends an event, serialized once, to each connection that receives it, once per connection: published once to
     * each group whose subscriptions take it (a connection is in one group at most). A group whose payment
     * subscription the event ends gets it by a send per socket, since its sockets leave the group at once.
     */
    deliver: (event: Outbox.OutboxEvent, nowMs: number) => {
      const candidates = groupsByAccount.get(event.accountId)
      if (candidates === undefined) return
      let frame: string | undefined
      const ending: Array<Group> = []
      for (const group of candidates) {
        if (!Subscriptions.receives(group.key, group.subscriptions, event, nowMs)) continue
        frame ??= Protocol.businessEvent(event)
        if (Subscriptions.afterDelivery(group.subscriptions, event) === group.subscriptions) {
          publishQueued(group.topic, frame)
        } else ending.push(group)
      }
      for (const group of ending) {
        for (const connection of [...group.members]) {
          connection.socket?.send(frame!)
          setSubscriptions(connection, Subscriptions.afterDelivery(connection.subscriptions, event))
        }
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
