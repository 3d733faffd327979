import { Effect } from "effect"
import { HttpServer } from "effect/http"
import { request as httpRequest } from "node:http"
import { connect } from "node:net"

/** An answer read off the wire: status, headers and the body as text and, when it parses, as JSON. */
export interface RawAnswer {
  readonly status: number
  readonly headers: Record<string, string | Array<string> | undefined>
  readonly text: string
  readonly body: any
}

const parsed = (text: string) => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The test server's port. */
export const serverPort = Effect.map(Effect.service(HttpServer.HttpServer), (server) => {
  const address = server.address
  if (address._tag === "UnixPathAddress") throw new Error("the test server listens on TCP")
  return address.port
})

/**
 * A request sent as given (method, path, headers, body bytes) with `node:http`, which adds nothing but `Host` and
 * `Content-Length` (only when a body is given and no length is set); the answer as read.
 */
export const raw = (
  port: number,
  method: string,
  path: string,
  options: { readonly headers?: Record<string, string | Array<string>>; readonly body?: string | Uint8Array } = {}
) =>
  Effect.callback<RawAnswer, Error>((resume) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        headers: options.headers ?? {},
        agent: false,
        insecureHTTPParser: false
      },
      (res) => {
        const chunks: Array<Buffer> = []
        res.on("data", (chunk: Buffer) => chunks.push(chunk))
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8")
          resume(Effect.succeed({ status: res.statusCode ?? 0, headers: res.headers, text, body: parsed(text) }))
        })
        res.on("error", (error) => resume(Effect.fail(error)))
      }
    )
    req.on("error", (error) => resume(Effect.fail(error)))
    req.end(options.body)
  })

/** Bytes written to the server's socket as they are (for what `node:http` will not send), the answer as read. */
export const rawBytes = (port: number, bytes: string | Uint8Array) =>
  Effect.callback<RawAnswer, Error>((resume) => {
    const socket = connect({ host: "127.0.0.1", port })
    const chunks: Array<Buffer> = []
    socket.on("data", (chunk: Buffer) => chunks.push(chunk))
    socket.on("error", (error) => resume(Effect.fail(error)))
    socket.on("close", () => {
      const answer = Buffer.concat(chunks).toString("utf8")
      const [head = "", text = ""] = answer.split("\r\n\r\n", 2)
      const [statusLine = "", ...lines] = head.split("\r\n")
      const headers: Record<string, string> = {}
      for (const line of lines) {
        const at = line.indexOf(":")
        if (at > 0) headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim()
      }
      resume(Effect.succeed({ status: Number(statusLine.split(" ")[1] ?? 0), headers, text, body: parsed(text) }))
    })
    socket.end(bytes)
  })
