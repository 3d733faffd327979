import type { Effect, Scope } from "effect"

/**
 * The gateway's transport port: WebSockets at one path and `GET /health`, whatever library serves them. Two
 * implementations: uWebSockets.js (`UwsTransport.ts`), where its binary loads, and `ws` on node:http(s)
 * (`WsTransport.ts`) everywhere else. The protocol above this port never imports either library.
 */
export interface SocketHandlers<UserData> {
  readonly open: (socket: Socket<UserData>) => void
  readonly message: (socket: Socket<UserData>, text: string) => void
  /** A frame over `frameBytesMax` never reaches `message`: the connection is closed with 1009. */
  readonly close: (socket: Socket<UserData>, code: number) => void
}

export interface Socket<UserData> {
  readonly data: UserData
  /** Sends one text frame; false when the socket is closed or its send buffer is full and the frame was dropped. */
  readonly send: (text: string) => boolean
  /** Closes with `code`; a no-op once closed. */
  readonly end: (code: number, reason?: string) => void
  /** Joins or leaves a topic of `Listening.publish`; a no-op once closed (uWS drops a closed socket's topics). */
  readonly subscribe: (topic: string) => void
  readonly unsubscribe: (topic: string) => void
}

/** What the gateway sees of an upgrade request, before the WebSocket opens. */
export interface UpgradeRequest {
  readonly query: string
  readonly authorization: string
  readonly remoteAddress: string
  /** `X-Forwarded-For` as sent ("" without it); believed only from a trusted proxy. */
  readonly forwardedFor: string
}

export interface ListenOptions<UserData> {
  readonly host: string
  readonly port: number
  readonly tls?: { readonly certFile: string; readonly keyFile: string } | undefined
  readonly path: string
  readonly frameBytesMax: number
  /** Frames the transport reads at all: one between `frameBytesMax` and this is refused with 1009, a bigger one is dropped. */
  readonly frameBytesReadMax: number
  /** Builds a connection's data; may take time (a key lookup). The socket opens with what it resolves to. */
  readonly prepare: (request: UpgradeRequest) => Promise<UserData>
  readonly health: () => string
}

export interface Listening {
  readonly port: number
  /** The library serving the sockets. */
  readonly transport: TransportName
  /**
   * Sends one text frame to every socket of `topic`, serialized once. uWS writes it to each socket natively, several
   * times cheaper than a `send` per socket from JavaScript; a socket whose send buffer is full skips it, as `send`
   * drops it.
   */
  readonly publish: (topic: string, text: string) => void
}

const mappedV4 = /^(?:0{1,4}:){5}ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i

/** uWS spells an IPv4 peer of a dual-stack socket as a full IPv6 address; give it back as dotted IPv4. */
export const remoteAddressText = (text: string): string => {
  const m = mappedV4.exec(text)
  if (m === null) return text.toLowerCase()
  const hi = parseInt(m[1]!, 16)
  const lo = parseInt(m[2]!, 16)
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`
}

/** The transports the gateway can serve with. */
export type TransportName = "uws" | "ws"

/** The transport setting: `auto` takes uWS where it loads, else `ws`. */
export type TransportChoice = TransportName | "auto"

/** A transport: starts serving with `options`, stops when the scope ends. */
export interface Transport {
  readonly name: TransportName
  readonly listen: <UserData extends object>(
    options: ListenOptions<UserData>,
    handlers: SocketHandlers<UserData>
  ) => Effect.Effect<Listening, Error, Scope.Scope>
}
