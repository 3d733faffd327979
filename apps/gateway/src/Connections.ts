import type { Outbox } from "@trilho/domain"
import { Realtime } from "@trilho/domain"
import { Result } from "effect"
import type { GatewayConfig } from "./Config.ts"
import { type Heartbeat, makeHeartbeat, makeMessageWindows } from "./Heartbeat.ts"
import * as Protocol from "./Protocol.ts"
import type * as Transport from "./Transport.ts"

const Subscriptions = Realtime.Subscriptions
type ConnectionKey = Realtime.Subscriptions.ConnectionKey
type Subscriptions = Realtime.Subscriptions.Subscriptions

/** What a connection carries until it is authenticated, and drops then. */
export interface Pending {
  readonly _tag: "Pending"
  readonly ip: string
  /** When its socket opened (when the upgrade was decided, before); closed (1008) if not authenticated in time. */
  readonly openedAtMs: number
  /** What the upgrade decided (`Authenticate.Admission`), applied when the socket opens, then dropped. */
  readonly admission: unknown
}

/**
 * Connections of one key holding the same subscriptions (patterns, and payments with their expiry): whatever one
 * receives, all do, so an event is matched once per group and serialized once for all. A key's connections without a
 * subscription form its idle group, with no signature.
 */
export interface Group {
  readonly _tag: "Group"
  readonly key: ConnectionKey
  readonly subscriptions: Subscriptions
  /** The key and subscriptions as text, the group's index; undefined for the idle group (nothing to receive). */
  readonly signature: string | undefined
  /** Never reused by this gateway: with a member's place, it names the connection in delivery ids. */
  readonly number: number
  /** In no order; each member knows its place (`Connection.index`). */
  readonly members: Array<Connection>
}

/** A closed connection's state. */
interface Closed {
  readonly _tag: "Closed"
}
const closedState: Closed = { _tag: "Closed" }

/**
 * One connection's state, which is also its socket for the transport (`Transport.SocketData`: on uWS the very socket
 * object, whose fields uWS keeps in slots of three). Three fields, since the gateway holds tens of thousands of idle
 * connections: whether it is closed, its state (pending with its address, or its group, shared with its key's
 * connections holding the same subscriptions), and its place among the group's members. An idle connection has no
 * messages window (`Registry.countMessage`) and, once it answered its heartbeat, owes nothing (`makeHeartbeat`).
 * Mutated only on the event loop (transport callbacks and the gateway's fibers).
 */
export interface Connection extends Transport.SocketData {
  state: Pending | Group | Closed
  /** Its place in its group's `members`, while in a group. */
  index: number
}

/** The key a connection authenticated with; undefined until then. */
export const keyOf = (connection: Connection): ConnectionKey | undefined =>
  connection.state._tag === "Group" ? connection.state.key : undefined

/** A connection's subscriptions (none until it subscribes). */
export const subscriptionsOf = (connection: Connection): Subscriptions =>
  connection.state._tag === "Group" ? connection.state.subscriptions : Subscriptions.empty

/** The address a connection came from while it authenticates; "" after. */
export const pendingAddressOf = (connection: Connection): string =>
  connection.state._tag === "Pending" ? connection.state.ip : ""

/** The signature of a key's connections holding `subscriptions`; none without a subscription (nothing to receive). */
const signatureOf = (key: ConnectionKey, subscriptions: Subscriptions): string | undefined => {
  if (Subscriptions.size(subscriptions) === 0) return undefined
  const patterns = [...subscriptions.patterns.keys()].sort().join(",")
  const payments = [...subscriptions.payments]
    .map(([id, expiresAtMs]) => `${id}@${expiresAtMs}`)
    .sort()
    .join(",")
  return `${key.apiKeyId} ${patterns} ${payments}`
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
 * The groups: each authenticated connection is in exactly one, indexed by key (revocation, heartbeat), by signature and
 * by account (delivery).
 */
const makeGroups = () => {
  const byKey = new Map<string, Set<Group>>()
  const bySignature = new Map<string, Group>()
  const idleByKey = new Map<string, Group>()
  const byAccount = new Map<string, Set<Group>>()
  let members = 0
  let created = 0

  const find = (key: ConnectionKey, signature: string | undefined) =>
    signature === undefined ? idleByKey.get(key.apiKeyId) : bySignature.get(signature)

  const create = (key: ConnectionKey, subscriptions: Subscriptions, signature: string | undefined): Group => {
    // The key's groups share one key record: a connection holds no copy of its own.
    const sibling: Group | undefined = byKey.get(key.apiKeyId)?.values().next().value
    const shared = sibling?.key.accountId === key.accountId ? sibling.key : key
    const group: Group = { _tag: "Group", key: shared, subscriptions, signature, number: ++created, members: [] }
    addTo(byKey, key.apiKeyId, group)
    if (signature === undefined) idleByKey.set(key.apiKeyId, group)
    else {
      bySignature.set(signature, group)
      addTo(byAccount, key.accountId, group)
    }
    return group
  }

  const drop = (group: Group) => {
    removeFrom(byKey, group.key.apiKeyId, group)
    if (group.signature === undefined) idleByKey.delete(group.key.apiKeyId)
    else {
      bySignature.delete(group.signature)
      removeFrom(byAccount, group.key.accountId, group)
    }
  }

  return {
    byKey,
    byAccount,
    size: () => members,
    join: (connection: Connection, key: ConnectionKey, subscriptions: Subscriptions) => {
      const signature = signatureOf(key, subscriptions)
      const group = find(key, signature) ?? create(key, subscriptions, signature)
      connection.index = group.members.push(connection) - 1
      members++
      connection.state = group
    },
    /** Takes a connection out of its group; it is in none until it joins one. */
    leave: (connection: Connection) => {
      const group = connection.state
      if (group._tag !== "Group") return
      const last = group.members.pop()!
      if (last !== connection) {
        group.members[connection.index] = last
        last.index = connection.index
      }
      members--
      if (group.members.length === 0) drop(group)
    },
    /** The signature `subscriptions` would give a connection of `key`. */
    signatureOf
  }
}
type Groups = ReturnType<typeof makeGroups>

/**
 * The gateway's open connections: pending ones (not authenticated yet) in a set of their own, authenticated ones in
 * their key's groups. `transport` sends and closes; `gatewayTag` (letters and digits, unique per gateway process)
 * starts the part of a delivery id that names the connection.
 */
export const makeRegistry = (transport: Transport.Transport, gatewayTag: string, startedAtMs: number) => {
  const pending = new Set<Connection>()
  const windows = makeMessageWindows()
  const groups = makeGroups()
  const heartbeat = makeHeartbeat(startedAtMs)

  const send = (connection: Connection, frame: string) => void transport.send(connection, frame)
  const close = (connection: Connection, code: number, error: Protocol.ErrorCode) => {
    transport.send(connection, Protocol.error(error))
    transport.end(connection, code, error)
  }
  const all = (): Array<Connection> => [
    ...pending,
    ...[...groups.byKey.values()].flatMap((set) => [...set].flatMap((group) => [...group.members]))
  ]

  /** Sets a connection's subscriptions: it moves to the group of its key holding the same. */
  const setSubscriptions = (connection: Connection, subscriptions: Subscriptions) => {
    const group = connection.state
    if (connection.closed || group._tag !== "Group" || subscriptions === group.subscriptions) return
    if (groups.signatureOf(group.key, subscriptions) === group.signature) return
    groups.leave(connection)
    groups.join(connection, group.key, subscriptions)
  }

  /**
   * Payment subscriptions past their time to live are dropped, group by group; a watch token's connections, whose one
   * subscription lives as long as their token, are closed then (1008): nothing is left for them to follow.
   */
  const expirePayments = (nowMs: number) => {
    for (const group of [...groups.byAccount.values()].flatMap((set) => [...set])) {
      const live = Subscriptions.expire(group.subscriptions, nowMs)
      if (live === group.subscriptions) continue
      for (const connection of [...group.members]) {
        if (group.key.watch !== undefined) close(connection, Protocol.closeCodes.policy, "WATCH_TOKEN_EXPIRED")
        else setSubscriptions(connection, live)
      }
    }
  }

  return {
    make: (ip: string, nowMs: number, admission: unknown): Connection => ({
      closed: false,
      state: { _tag: "Pending", ip, openedAtMs: nowMs, admission },
      index: 0
    }),
    /** The socket opened at `nowMs`: the authentication time limit counts from here; the admission is handed over. */
    open: (connection: Connection, nowMs: number): unknown => {
      const state = connection.state
      if (state._tag !== "Pending") return undefined
      connection.state = { _tag: "Pending", ip: state.ip, openedAtMs: nowMs, admission: undefined }
      pending.add(connection)
      return state.admission
    },
    authenticate: (connection: Connection, key: ConnectionKey) => {
      if (connection.state._tag !== "Pending" || connection.closed) return
      pending.delete(connection)
      groups.join(connection, key, Subscriptions.empty)
    },
    /**
     * A payment watch token's connection: bound to its one payment, subscribed to it at once until the token expires,
     * and told so (`authenticated` with `watch`, then `subscribed`).
     */
    watch: (connection: Connection, claims: Realtime.WatchTokens.WatchClaims, nowMs: number) => {
      if (connection.state._tag !== "Pending" || connection.closed) return
      pending.delete(connection)
      const target = { _tag: "Payment", paymentId: claims.paymentId } as const
      const subscribed = Subscriptions.subscribe(Subscriptions.empty, target, nowMs, claims.expiresAtMs - nowMs)
      groups.join(
        connection,
        Subscriptions.watchKey(claims.accountId, claims.paymentId),
        Result.getOrElse(subscribed, () => Subscriptions.empty)
      )
      send(connection, Protocol.watching(claims.paymentId))
      send(connection, Protocol.subscription("subscribed", target))
    },
    /** The connection answered a heartbeat ping. */
    answered: (connection: Connection) => heartbeat.settle(connection),
    countMessage: windows.count,
    send,
    setSubscriptions,
    remove: (connection: Connection) => {
      connection.closed = true
      pending.delete(connection)
      windows.delete(connection)
      heartbeat.settle(connection)
      groups.leave(connection)
      connection.state = closedState
    },
    /** Closes every connection of a revoked key (1008). */
    revoke: (apiKeyId: string) => {
      const revoked = [...(groups.byKey.get(apiKeyId) ?? [])].flatMap((group) => [...group.members])
      for (const connection of revoked) close(connection, Protocol.closeCodes.policy, "KEY_REVOKED")
    },
    /**
     * Closes connections not authenticated in time (1008) or silent after a heartbeat (4408), sends the heartbeats
     * due, and drops payment subscriptions past their 30 minutes.
     */
    sweep: (nowMs: number, config: GatewayConfig) => {
      sweep({ nowMs, config, pending, heartbeat, all, send, close })
      expirePayments(nowMs)
      windows.prune(nowMs)
    },
    deliver: (event: Outbox.OutboxEvent, nowMs: number) =>
      deliver(event, nowMs, { groups, gatewayTag, send, setSubscriptions }),
    /** The API keys holding connections, each with its account (watch tokens' connections have none). */
    keys: (): ReadonlyArray<ConnectionKey> =>
      [...groups.byKey.values()].flatMap((set) => {
        const first: Group | undefined = set.values().next().value
        return first === undefined || first.key.watch !== undefined ? [] : [first.key]
      }),
    closeAll: (code: number) => {
      for (const connection of all()) transport.end(connection, code)
    },
    size: () => pending.size + groups.size()
  }
}
export type Registry = ReturnType<typeof makeRegistry>

/**
 * Closes connections not authenticated in time (1008) or silent after a heartbeat (4408), and sends the pings of a
 * round that is due.
 */
const sweep = (options: {
  readonly nowMs: number
  readonly config: GatewayConfig
  readonly pending: ReadonlySet<Connection>
  readonly heartbeat: Heartbeat
  readonly all: () => ReadonlyArray<Connection>
  readonly send: (connection: Connection, frame: string) => void
  readonly close: (connection: Connection, code: number, error: Protocol.ErrorCode) => void
}) => {
  const { nowMs, config, close, heartbeat } = options
  for (const connection of [...options.pending]) {
    const state = connection.state
    if (state._tag === "Pending" && nowMs - state.openedAtMs >= config.authTimeoutMs) {
      close(connection, Protocol.closeCodes.policy, "AUTH_TIMEOUT")
    }
  }
  for (const connection of heartbeat.overdue(nowMs, config)) {
    close(connection, Protocol.closeCodes.heartbeat, "HEARTBEAT_TIMEOUT")
  }
  for (const connection of heartbeat.start(nowMs, config, options.all)) options.send(connection, Protocol.ping)
}

/**
 * Sends an event to each connection that receives it, once per connection: matched once per group (a connection is in
 * one group at most) and serialized once, each connection's frame carrying its own delivery id
 * (`Protocol.eventFrame`). A group whose payment subscription the event ends moves to the group without it, each
 * connection after its frame.
 */
const deliver = (
  event: Outbox.OutboxEvent,
  nowMs: number,
  registry: {
    readonly groups: Groups
    readonly gatewayTag: string
    readonly send: (connection: Connection, frame: string) => void
    readonly setSubscriptions: (connection: Connection, subscriptions: Subscriptions) => void
  }
) => {
  const candidates = registry.groups.byAccount.get(event.accountId)
  if (candidates === undefined) return
  let full: Protocol.EventFrame | undefined
  let watch: Protocol.EventFrame | undefined
  // A watch token's connections (payers' browsers) get the event without the merchant's fields.
  const frameOf = (group: Group) =>
    group.key.watch === undefined
      ? (full ??= Protocol.eventFrame(event, registry.gatewayTag))
      : (watch ??= Protocol.watchEventFrame(event, registry.gatewayTag))
  const ending: Array<Group> = []
  for (const group of candidates) {
    if (!Subscriptions.receives(group.key, group.subscriptions, event, nowMs)) continue
    if (Subscriptions.afterDelivery(group.subscriptions, event) !== group.subscriptions) {
      ending.push(group)
      continue
    }
    const frame = frameOf(group)
    // A send never closes its socket on the spot, so the members stay in place during the loop.
    const members = group.members
    for (let i = 0; i < members.length; i++) {
      registry.send(members[i]!, Protocol.eventFrameFor(frame, group.number, i))
    }
  }
  for (const group of ending) {
    const after = Subscriptions.afterDelivery(group.subscriptions, event)
    const frame = frameOf(group)
    // Places as they were before the first one moves (a move takes a member out of the group's array).
    const members = [...group.members]
    for (let i = 0; i < members.length; i++) {
      registry.send(members[i]!, Protocol.eventFrameFor(frame, group.number, i))
      registry.setSubscriptions(members[i]!, after)
    }
  }
}
