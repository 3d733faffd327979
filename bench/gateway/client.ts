/**
 * Client process of the gateway bench: the same code drives the gateway and the bare uWS app. It opens its share of
 * the connections (`ws`, `?token=<secret>`), waits for `authenticated`, subscribes when told and waits for
 * `subscribed`, then counts the event frames (`{"id":"dlv_…`), answers the server's heartbeat `ping`, and on request
 * keeps each event's outbox id with its arrival time.
 */
import WebSocket from "ws"
import { type ClientCommand, type ClientReply, eventIdOf, wallMs } from "./messages.ts"

/** Connections being opened at once by one process. */
const openingMax = 64

/** How long one connection may take to be authenticated and subscribed. */
const readyTimeoutMs = 60_000

/** Outbox ids and arrival times kept at most (a run of (c) is 10,000 events). */
const arrivalsMax = 1_000_000

const sockets: Array<WebSocket> = []
let frames = 0
let lastMs = 0
let record = false
let arrivals: Array<readonly [number, number]> = []
let closedByServer = 0

const reply = (message: ClientReply) => process.send?.(message)

const onFrame = (socket: WebSocket, data: WebSocket.RawData) => {
  const text = data.toString()
  const id = eventIdOf(text)
  if (id !== undefined) {
    frames++
    lastMs = wallMs()
    if (record && arrivals.length < arrivalsMax) arrivals.push([id, lastMs])
  } else if (text === '{"event":"ping"}') {
    socket.send('{"action":"ping"}')
  }
}

/** Opens one connection; resolves once it is authenticated (and subscribed), rejects on a refusal or timeout. */
const open = (url: string, secret: string, pattern: string | undefined) =>
  new Promise<void>((resolve, reject) => {
    const socket = new WebSocket(`${url}?token=${encodeURIComponent(secret)}`, { perMessageDeflate: false })
    let ready = false
    const timer = setTimeout(() => fail(new Error("not ready within 60 s")), readyTimeoutMs)
    const fail = (error: Error) => {
      clearTimeout(timer)
      socket.terminate()
      reject(error)
    }
    const settle = (data: WebSocket.RawData) => {
      const message = JSON.parse(data.toString()) as { readonly event?: string; readonly code?: string }
      if (message.event === "authenticated" && pattern !== undefined) {
        socket.send(JSON.stringify({ action: "subscribe", pattern }))
      } else if (message.event === "authenticated" || message.event === "subscribed") {
        ready = true
        clearTimeout(timer)
        sockets.push(socket)
        socket.off("message", settle)
        socket.on("message", (frame) => onFrame(socket, frame))
        resolve()
      } else if (message.event === "error") {
        fail(new Error(`refused: ${message.code}`))
      }
    }
    socket.on("message", settle)
    socket.on("error", (error) => (ready ? undefined : fail(error)))
    socket.on("close", (code) => {
      if (ready) closedByServer++
      else fail(new Error(`closed ${code} before ready`))
    })
  })

const connect = async (command: Extract<ClientCommand, { command: "connect" }>) => {
  const before = sockets.length
  let next = 0
  let failed = 0
  let firstError = ""
  const worker = async () => {
    while (next < command.secrets.length) {
      const secret = command.secrets[next++]!
      await open(command.url, secret, command.pattern).catch((error: unknown) => {
        failed++
        if (firstError === "") firstError = String(error)
      })
    }
  }
  await Promise.all(Array.from({ length: openingMax }, worker))
  reply({ reply: "connected", open: sockets.length - before, failed, firstError })
}

const close = async () => {
  const closing = sockets.splice(0).map(
    (socket) =>
      new Promise<void>((resolve) => {
        socket.removeAllListeners("close")
        socket.once("close", () => resolve())
        socket.terminate()
      })
  )
  await Promise.all(closing)
  closedByServer = 0
  reply({ reply: "closed" })
}

process.on("message", (command: ClientCommand) => {
  switch (command.command) {
    case "connect":
      return void connect(command)
    case "reset":
      frames = 0
      lastMs = 0
      record = command.record
      arrivals = []
      return
    case "report":
      return reply({ reply: "report", frames, lastMs, arrivals, closedByServer })
    case "close":
      return void close()
  }
})
// Gone with the bench: when the parent goes away, the IPC channel closes.
process.once("disconnect", () => process.exit(0))
