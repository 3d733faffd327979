import type { PGlite } from "@electric-sql/pglite"
import { Context } from "effect"

/** The channel every notice travels on; the outbox and jobs triggers (migrations 0017, 0021) notify it too. */
export const noticesChannel = "trilho_notices"

/**
 * The notifications of `noticesChannel` the embedded database sent, in this process. PGlite runs one session, which
 * listens on the channel; PostgreSQL sends a notification when the transaction that notified commits, never for one
 * that rolls back. `listen` registers a function called with each payload and returns its removal.
 */
export class PgliteNotices extends Context.Service<
  PgliteNotices,
  { readonly listen: (listener: (payload: string) => void) => () => void }
>()("@trilho/postgres/PgliteNotices") {}

/** The first byte of a NotificationResponse message of the PostgreSQL protocol. */
const notificationType = 0x41

const cString = (bytes: Uint8Array, from: number): { readonly text: string; readonly end: number } => {
  const end = bytes.indexOf(0, from)
  return { text: Buffer.from(bytes.subarray(from, end)).toString("utf8"), end }
}

/**
 * Reads the NotificationResponse messages of `channel` out of the server's messages, which arrive in chunks that
 * may cut a message anywhere; `onPayload` gets each one's payload. Other messages are skipped by their length. The
 * unread end of a chunk is copied (a chunk may be a view of memory the database reuses).
 */
export const notificationReader = (channel: string, onPayload: (payload: string) => void) => {
  let pending = new Uint8Array(0)
  let skip = 0
  return (chunk: Uint8Array): void => {
    const data = pending.length === 0 ? chunk : Buffer.concat([pending, chunk])
    pending = new Uint8Array(0)
    let at = Math.min(skip, data.length)
    skip -= at
    while (at < data.length) {
      if (data.length - at < 5) {
        pending = new Uint8Array(data.subarray(at))
        return
      }
      const end = at + 1 + Buffer.from(data.buffer, data.byteOffset + at + 1, 4).readInt32BE(0)
      if (data[at] !== notificationType) {
        skip = Math.max(0, end - data.length)
        at = Math.min(end, data.length)
        continue
      }
      if (end > data.length) {
        pending = new Uint8Array(data.subarray(at))
        return
      }
      // Process id (4 bytes), then the channel and the payload, each ended by a zero byte.
      const name = cString(data, at + 9)
      if (name.text === channel) onPayload(cString(data, name.end + 1).text)
      at = end
    }
  }
}

/**
 * The database as the socket server sees it, with every answer it streams read for notifications of `channel` on
 * the way (the answers go to the clients unchanged). The socket server streams raw protocol bytes, which PGlite's
 * own `listen` never sees.
 */
export const readingNotifications = (db: PGlite, channel: string, onPayload: (payload: string) => void): PGlite =>
  new Proxy(db, {
    get: (target, property) => {
      if (property === "execProtocolRawStream") {
        const stream: PGlite["execProtocolRawStream"] = (message, options) => {
          const read = notificationReader(channel, onPayload)
          return target.execProtocolRawStream(message, {
            ...options,
            onRawData: (data) => {
              read(data)
              options.onRawData(data)
            }
          })
        }
        return stream
      }
      const value: unknown = Reflect.get(target, property, target)
      // PGlite's methods use private fields, which only the instance itself (not this proxy) may read.
      return typeof value === "function" ? value.bind(target) : value
    }
  })
