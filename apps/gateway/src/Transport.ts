import { Data, Effect, type Scope } from "effect"
import type { TransportChoice } from "./Config.ts"
import * as Ws from "./Ws.ts"

/**
 * The gateway's port to a WebSocket library: a server of `GET /health` and of WebSockets at one path, and sockets that
 * send text frames and close. The protocol (`Gateway`,
 * `Connections`, `Messages`) sees nothing else, so it runs the same on every implementation: uWebSockets.js
 * (`Uws.ts`) where its binaries load, `ws` (`Ws.ts`) everywhere else.
 *
 * A socket is known by its data (what `prepare` resolved to): no wrapper object per connection, since an idle
 * connection should cost little more than the library's own socket. On uWS the data is the library's socket itself
 * (uWS copies the data's fields onto it); `ws` keeps its socket beside the data.
 */
export interface Transport {
  readonly name: TransportName
  /** Starts a server serving `GET /health` and WebSockets at `options.path`; stops listening when the scope ends. */
  readonly listen: <UserData extends SocketData>(
    options: ListenOptions<UserData>,
    handlers: SocketHandlers<UserData>
  ) => Effect.Effect<Listening, Error, Scope.Scope>
  /** Sends one text frame; false when the socket is closed or its send buffer is full and the frame was dropped. */
  readonly send: (socket: SocketData, text: string) => boolean
  /** Closes with `code`; the close handler runs at once. A no-op once closed. */
  readonly end: (socket: SocketData, code: number, reason?: string) => void
}

/** The implementations: `uws` (uWebSockets.js, native) and `ws` (the `ws` package on `node:http`). */
export type TransportName = "uws" | "ws"
export const transportNames: ReadonlyArray<TransportName> = ["uws", "ws"]

/** The field every socket's data carries for the transport; the gateway's connection record adds its own. */
export interface SocketData {
  /** Set by the transport once the socket is closed, by either side, before the close handler runs. */
  closed: boolean
}

export interface SocketHandlers<UserData> {
  readonly open: (socket: UserData) => void
  readonly message: (socket: UserData, text: string) => void
  /**
   * Called once per socket, whoever closes it: at once when the gateway calls `end`. A frame over `frameBytesMax`
   * never reaches `message`: the connection is closed with 1009.
   */
  readonly close: (socket: UserData, code: number) => void
}

/** What the gateway sees of an upgrade request, before the WebSocket opens. */
export interface UpgradeRequest {
  readonly query: string
  readonly authorization: string
  readonly remoteAddress: string
  /** `X-Forwarded-For` as sent ("" without it); believed only from a trusted proxy. */
  readonly forwardedFor: string
}

export interface ListenOptions<UserData extends SocketData> {
  readonly host: string
  readonly port: number
  readonly tls?: { readonly certFile: string; readonly keyFile: string } | undefined
  readonly path: string
  readonly frameBytesMax: number
  /** Frames read at all: one between `frameBytesMax` and this is refused with 1009, a bigger one drops the socket. */
  readonly frameBytesReadMax: number
  /**
   * Builds a connection's data; may take time (a key lookup). The socket opens with what it resolves to: the same
   * fields, though on uWS not the same object (uWS copies them onto its socket).
   */
  readonly prepare: (request: UpgradeRequest) => Promise<UserData>
  readonly health: () => string
}

export interface Listening {
  readonly port: number
}

/** A WebSocket library that cannot serve here (uWebSockets.js without its binary for this platform or libc). */
export class TransportUnavailable extends Data.TaggedError("TransportUnavailable")<{
  readonly transport: TransportName
  readonly message: string
}> {}

/** The gist of a load failure: uWS's error ends with the loader's line naming what is missing (e.g. GLIBC_2.38). */
const reasonOf = (error: unknown): string => {
  const text = error instanceof Error ? error.message : String(error)
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
  return lines.at(-1) ?? "unknown error"
}

/**
 * Loads one implementation. uWebSockets.js is imported only here, on demand: its module throws on import where its
 * binary does not load, and the rest of the gateway must not depend on that.
 */
export const load = (name: TransportName): Effect.Effect<Transport, TransportUnavailable> =>
  name === "ws"
    ? Effect.succeed(Ws.transport)
    : Effect.tryPromise({
        try: () => import("./Uws.ts").then((module) => module.transport),
        catch: (error) =>
          new TransportUnavailable({
            transport: "uws",
            message: `uWebSockets.js does not load here: ${reasonOf(error)}`
          })
      })

/**
 * The implementation `GATEWAY_TRANSPORT` asks for: `uws` or `ws` as told (`uws` fails when it does not load), `auto`
 * uWebSockets.js when it loads, else `ws`. The choice is logged.
 */
export const select = (choice: TransportChoice): Effect.Effect<Transport, TransportUnavailable> =>
  Effect.gen(function* () {
    if (choice !== "auto") {
      const transport = yield* load(choice)
      yield* Effect.logInfo(`gateway transport: ${transport.name} (GATEWAY_TRANSPORT=${choice})`)
      return transport
    }
    const uws = yield* Effect.result(load("uws"))
    if (uws._tag === "Success") {
      yield* Effect.logInfo("gateway transport: uws (GATEWAY_TRANSPORT=auto)")
      return uws.success
    }
    yield* Effect.logInfo(`gateway transport: ws (GATEWAY_TRANSPORT=auto; ${uws.failure.message})`)
    return Ws.transport
  })
