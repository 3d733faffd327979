import * as http from "node:http"
import * as net from "node:net"

/**
 * Raw HTTP/1.1 to the server under test, so the fuzzer controls every byte: `node:http` on a keep-alive agent for
 * most cases (it sends the method, path, headers and body as given, and adds nothing but `Host` and `Connection`),
 * and a bare socket for the cases whose headers the server may refuse before reading them (Node cuts such a
 * connection, and an HTTP client would report the cut instead of the answer written before it).
 */

export interface WireRequest {
  readonly method: string
  /** Path and query, already percent-encoded as they go on the request line. */
  readonly path: string
  readonly headers: ReadonlyArray<readonly [string, string]>
  readonly body?: Uint8Array
  /** Sent with `Transfer-Encoding: chunked` and no `Content-Length`. */
  readonly chunked?: boolean
  /** Written on a fresh socket, byte for byte. */
  readonly viaSocket?: boolean
}

export type Answer =
  | { readonly _tag: "Answer"; readonly status: number; readonly text: string }
  | { readonly _tag: "NoAnswer"; readonly reason: string }

/** Longest wait for one answer; a hostile request must not hang the server either. */
const answerTimeoutMs = 20_000

const chunkBytes = 16 * 1024

export interface Wire {
  readonly send: (request: WireRequest) => Promise<Answer>
  readonly close: () => void
}

/** A client of the server at `host`:`port` with at most `sockets` connections open. */
export const makeWire = (host: string, port: number, sockets: number): Wire => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets })
  return {
    send: (request) =>
      request.viaSocket === true ? viaSocket(host, port, request) : viaHttp(agent, host, port, request),
    close: () => agent.destroy()
  }
}

/**
 * One request on the keep-alive agent. A reused connection the server closed as idle just as the request went out is
 * cut before any answer (`socket hang up`, `ECONNRESET`): the server never read that request, so it is sent once more
 * on a fresh connection (the usual remedy for the keep-alive race), and only a second cut counts as no answer.
 */
const viaHttp = (agent: http.Agent, host: string, port: number, request: WireRequest, retried = false) =>
  new Promise<Answer>((resolve) => {
    const headers: Record<string, string> = Object.fromEntries(request.headers)
    if (request.body !== undefined) {
      if (request.chunked === true) headers["transfer-encoding"] = "chunked"
      else headers["content-length"] = String(request.body.byteLength)
    }
    const outgoing = http.request({ agent, host, port, method: request.method, path: request.path, headers }, (res) => {
      const chunks: Array<Buffer> = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () =>
        resolve({ _tag: "Answer", status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") })
      )
      res.on("error", (error) => resolve({ _tag: "NoAnswer", reason: error.message }))
    })
    outgoing.setTimeout(answerTimeoutMs, () => outgoing.destroy(new Error("no answer in time")))
    outgoing.on("error", (error: NodeJS.ErrnoException) => {
      const idleCut = outgoing.reusedSocket && (error.code === "ECONNRESET" || error.message === "socket hang up")
      if (idleCut && !retried) return void resolve(viaHttp(agent, host, port, request, true))
      resolve({ _tag: "NoAnswer", reason: error.message })
    })
    const body = request.body
    if (body === undefined) return void outgoing.end()
    if (request.chunked !== true) return void outgoing.end(body)
    for (let at = 0; at < body.byteLength; at += chunkBytes) outgoing.write(body.subarray(at, at + chunkBytes))
    outgoing.end()
  })

const viaSocket = (host: string, port: number, request: WireRequest) =>
  new Promise<Answer>((resolve) => {
    const lines = [
      `${request.method} ${request.path} HTTP/1.1`,
      `Host: ${host}:${port}`,
      ...request.headers.map(([name, value]) => `${name}: ${value}`),
      "Connection: close",
      ...(request.body === undefined ? [] : [`Content-Length: ${request.body.byteLength}`])
    ]
    const received: Array<Buffer> = []
    const socket = net.connect(port, host)
    const finish = (reason: string) => {
      socket.destroy()
      resolve(parseAnswer(Buffer.concat(received)) ?? { _tag: "NoAnswer", reason })
    }
    socket.setTimeout(answerTimeoutMs, () => finish("no answer in time"))
    socket.on("data", (chunk) => received.push(chunk))
    socket.on("close", () => finish("connection closed without an answer"))
    // A reset after the answer was written still leaves the answer to read.
    socket.on("error", (error) => finish(error.message))
    socket.write(lines.join("\r\n") + "\r\n\r\n")
    if (request.body !== undefined) socket.write(request.body)
  })

/** An HTTP/1.1 answer read off a socket (`Content-Length`, chunked, or up to the close). */
export const parseAnswer = (bytes: Buffer): Answer | undefined => {
  const headEnd = bytes.indexOf("\r\n\r\n")
  if (headEnd === -1) return undefined
  const [statusLine, ...headerLines] = bytes.subarray(0, headEnd).toString("latin1").split("\r\n")
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? "")?.[1] ?? Number.NaN)
  if (Number.isNaN(status)) return undefined
  const headers = new Map(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(":")).trim().toLowerCase(),
      line.slice(line.indexOf(":") + 1).trim()
    ])
  )
  let rest = bytes.subarray(headEnd + 4)
  if (headers.get("transfer-encoding")?.toLowerCase() === "chunked") {
    const parts: Array<Buffer> = []
    for (;;) {
      const lineEnd = rest.indexOf("\r\n")
      const size = lineEnd === -1 ? 0 : parseInt(rest.subarray(0, lineEnd).toString("latin1"), 16)
      if (!(size > 0)) break
      parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size))
      rest = rest.subarray(lineEnd + 2 + size + 2)
    }
    rest = Buffer.concat(parts)
  } else if (headers.has("content-length")) {
    rest = rest.subarray(0, Number(headers.get("content-length")))
  }
  return { _tag: "Answer", status, text: rest.toString("utf8") }
}

/** Runs `work` on every item with at most `concurrency` at once, results in the items' order. */
export const pool = async <A, B>(items: ReadonlyArray<A>, concurrency: number, work: (item: A) => Promise<B>) => {
  const results: Array<B> = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker))
  return results
}
