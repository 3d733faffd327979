import uWS from "@trufflesuite/uws-js-unofficial"
import { Effect } from "effect"

/** Our small surface over uWebSockets.js: the rest of the gateway never imports uWS directly. */
export interface SocketHandlers<UserData> {
  readonly open: (socket: Socket<UserData>) => void
  readonly message: (socket: Socket<UserData>, text: string) => void
  readonly close: (socket: Socket<UserData>, code: number) => void
}

export interface Socket<UserData> {
  readonly data: UserData
  readonly send: (text: string) => boolean
  readonly end: (code: number, reason?: string) => void
}

export interface ListenOptions<UserData> {
  readonly host: string
  readonly port: number
  readonly tls?: { readonly certFile: string; readonly keyFile: string }
  readonly path: string
  readonly frameBytesMax: number
  readonly initialData: () => UserData
  readonly health: () => string
}

export interface Listening {
  readonly port: number
}

/** Starts a uWS app serving `GET /health` and WebSockets at `path`; closes the listen socket when the scope ends. */
export const listen = <UserData extends object>(options: ListenOptions<UserData>, handlers: SocketHandlers<UserData>) =>
  Effect.acquireRelease(
    Effect.async<{ readonly listening: Listening; readonly token: uWS.us_listen_socket }, Error>((resume) => {
      const app =
        options.tls === undefined
          ? uWS.App()
          : uWS.SSLApp({ cert_file_name: options.tls.certFile, key_file_name: options.tls.keyFile })
      const wrap = (ws: uWS.WebSocket<UserData>): Socket<UserData> => ({
        data: ws.getUserData(),
        send: (text) => ws.send(text, false) !== 2,
        end: (code, reason) => ws.end(code, reason)
      })
      app
        .ws<UserData>(options.path, {
          maxPayloadLength: options.frameBytesMax,
          idleTimeout: 0,
          upgrade: (res, req, context) => {
            res.upgrade(
              options.initialData(),
              req.getHeader("sec-websocket-key"),
              req.getHeader("sec-websocket-protocol"),
              req.getHeader("sec-websocket-extensions"),
              context
            )
          },
          open: (ws) => handlers.open(wrap(ws)),
          message: (ws, message, isBinary) => {
            if (!isBinary) handlers.message(wrap(ws), Buffer.from(message).toString("utf8"))
          },
          close: (ws, code) => handlers.close({ data: ws.getUserData(), send: () => false, end: () => {} }, code)
        })
        .get("/health", (res) => {
          res.writeHeader("content-type", "application/json").end(options.health())
        })
        .listen(options.host, options.port, (token) => {
          if (token === false)
            resume(Effect.fail(new Error(`gateway could not listen on ${options.host}:${options.port}`)))
          else resume(Effect.succeed({ token, listening: { port: uWS.us_socket_local_port(token as never) } }))
        })
    }),
    ({ token }) => Effect.sync(() => uWS.us_listen_socket_close(token))
  ).pipe(Effect.map(({ listening }) => listening))
