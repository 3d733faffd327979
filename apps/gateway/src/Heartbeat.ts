import type { GatewayConfig } from "./Config.ts"
import type { Connection } from "./Connections.ts"

/**
 * Each connection's messages in its current second, for the limit per second: kept only for the connections that sent
 * a message in the last second or two, so that an idle connection holds none.
 */
export const makeMessageWindows = () => {
  const windows = new Map<Connection, { readonly startMs: number; count: number }>()
  return {
    /** Counts a message of the connection at `nowMs`; its count in its current second, this one included. */
    count: (connection: Connection, nowMs: number): number => {
      const window = windows.get(connection)
      if (window !== undefined && nowMs - window.startMs < 1000) return ++window.count
      windows.set(connection, { startMs: nowMs, count: 1 })
      return 1
    },
    /** Drops the windows over at `nowMs`. */
    prune: (nowMs: number) => {
      for (const [connection, window] of windows) if (nowMs - window.startMs >= 1000) windows.delete(connection)
    },
    delete: (connection: Connection) => void windows.delete(connection)
  }
}

/**
 * The heartbeat, in rounds for all connections: every `heartbeatIntervalMs` each one is sent a ping, and one that has
 * not answered the ping of a round `heartbeatReplyMs` after that round began is closed (4408). Only the connections
 * that have not answered yet are kept here, with the round of their oldest unanswered ping.
 */
export const makeHeartbeat = (startedAtMs: number) => {
  let round = 0
  let lastRoundMs = startedAtMs
  /** The rounds whose reply deadline has not passed, oldest first, with their start. */
  const open = new Map<number, number>()
  const owing = new Map<Connection, number>()
  return {
    /**
     * Starts the next round if one is due at `nowMs`: every connection owes it a reply (or an older one). The
     * connections to ping; none when no round is due.
     */
    start: (nowMs: number, config: GatewayConfig, all: () => ReadonlyArray<Connection>): ReadonlyArray<Connection> => {
      if (nowMs - lastRoundMs < config.heartbeatIntervalMs) return []
      lastRoundMs = nowMs
      open.set(++round, nowMs)
      const pinged = all()
      for (const connection of pinged) if (!owing.has(connection)) owing.set(connection, round)
      return pinged
    },
    /** The connections owing the reply of a round whose deadline passed at `nowMs`. */
    overdue: (nowMs: number, config: GatewayConfig): ReadonlyArray<Connection> => {
      let expired = 0
      for (const [r, startedMs] of open) {
        if (nowMs - startedMs < config.heartbeatReplyMs) break
        open.delete(r)
        expired = r
      }
      return expired === 0 ? [] : [...owing].flatMap(([connection, r]) => (r <= expired ? [connection] : []))
    },
    /** A reply, or a connection gone: it owes nothing. */
    settle: (connection: Connection) => void owing.delete(connection)
  }
}

/** The heartbeat of a registry's connections. */
export type Heartbeat = ReturnType<typeof makeHeartbeat>
