import { randomUUID } from "node:crypto"
import { createServer, type Server } from "node:http"
import type { Duplex } from "node:stream"
import { failureOf } from "./ErrorCodes.ts"
import { errorBody } from "./Errors.ts"
import { inputLimits } from "./Inspect.ts"

/**
 * Node's own limit on the request line and headers together, in bytes. It sits above the API's limits on the URL
 * (`inputLimits.urlLengthMax`) and the headers (`inputLimits.headerBytesMax`), so that up to it the API answers them
 * itself (414, 431) with their own codes; past it Node refuses the request before it is read.
 */
export const requestHeadBytesMax = 64 * 1024

/** The envelope for an error Node's HTTP parser meets before there is a request to route (`clientError`). */
const failureOfClientError = (error: NodeJS.ErrnoException) => {
  switch (error.code) {
    case "HPE_HEADER_OVERFLOW":
      return failureOf({
        _tag: "HeadersTooLarge",
        message: `the request line and headers are over ${requestHeadBytesMax} bytes (URL at most ${inputLimits.urlLengthMax}, headers at most ${inputLimits.headerBytesMax})`
      })!
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return failureOf({ _tag: "RequestTimeout", message: "the request was not received in time" })!
    default:
      return failureOf({
        _tag: "MalformedRequest",
        message: `the request is not valid HTTP/1.1 (${error.code ?? "parse error"})`
      })!
  }
}

const reasons: Record<number, string> = {
  400: "Bad Request",
  408: "Request Timeout",
  431: "Request Header Fields Too Large"
}

/** Answers a request Node could not read with the error envelope, then closes the connection. */
const answerClientError = (error: NodeJS.ErrnoException, socket: Duplex) => {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy()
    return
  }
  const failure = failureOfClientError(error)
  const requestId = randomUUID()
  const body = JSON.stringify(errorBody(failure, requestId))
  socket.end(
    `HTTP/1.1 ${failure.statusCode} ${reasons[failure.statusCode] ?? "Bad Request"}\r\n` +
      "Content-Type: application/json\r\n" +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Request-Id: ${requestId}\r\n` +
      "Connection: close\r\n\r\n" +
      body
  )
}

/**
 * The API's Node server: `maxHeaderSize` at `requestHeadBytesMax`, and every request Node itself refuses (headers
 * over that, a malformed request line or header, a request not received in time) answered in the error envelope
 * rather than with Node's bare status line. Serve it with `NodeHttpServer.layer(make, { port, host })`.
 */
export const make = (): Server => {
  const server = createServer({ maxHeaderSize: requestHeadBytesMax })
  server.on("clientError", answerClientError)
  return server
}
