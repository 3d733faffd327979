import * as v8 from "node:v8"
import type { ServerCommand, ServerReply } from "./messages.ts"

const reply = (message: ServerReply) => process.send?.(message)

/**
 * Answers the bench's memory commands, the same in every server child (they run with `--expose-gc`): its memory after
 * a full GC, and a heap snapshot written to a file. False for any other command.
 */
export const answerMemoryCommand = (command: ServerCommand): boolean => {
  if (command.command === "memory") {
    globalThis.gc?.()
    const usage = process.memoryUsage()
    reply({ reply: "memory", rssBytes: usage.rss, heapUsedBytes: usage.heapUsed, heapTotalBytes: usage.heapTotal })
    return true
  }
  if (command.command === "heapSnapshot") {
    globalThis.gc?.()
    reply({ reply: "heapSnapshot", file: v8.writeHeapSnapshot(command.file) })
    return true
  }
  return false
}
