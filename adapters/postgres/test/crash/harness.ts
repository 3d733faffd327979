import { SqlClient } from "effect/sql"
import { LedgerStore } from "@trilho/domain"
import { Effect, Layer } from "effect"
import { spawn, type ChildProcess } from "node:child_process"
import * as path from "node:path"
import * as LedgerStoreSql from "../../src/LedgerStoreSql.ts"

const loadScript = path.join(import.meta.dirname, "load.ts")

/** The load child process, and the entry ids it acknowledged (printed after their transaction committed). */
export interface Load {
  readonly child: ChildProcess
  readonly acks: Set<string>
  readonly ready: Promise<void>
  readonly exited: Promise<number | null>
  /** Resolves once at least `n` entries were acknowledged (rejects if the child exits first). */
  readonly acked: (n: number) => Promise<void>
  readonly stderr: () => string
}

export const startLoad = (args: ReadonlyArray<string>): Load => {
  const child = spawn(process.execPath, ["--import", "tsx", loadScript, ...args], {
    cwd: path.join(import.meta.dirname, "../.."),
    stdio: ["ignore", "pipe", "pipe"]
  })
  const acks = new Set<string>()
  let errors = ""
  let buffer = ""
  let readyResolve: () => void = () => undefined
  const ready = new Promise<void>((resolve) => (readyResolve = resolve))
  const waiters: Array<{ readonly n: number; readonly resolve: () => void }> = []
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)))
  child.stdout!.setEncoding("utf8")
  child.stdout!.on("data", (chunk: string) => {
    buffer += chunk
    const lines = buffer.split("\n")
    buffer = lines.pop()!
    for (const line of lines) {
      if (line === "ready") readyResolve()
      else if (line.startsWith("ack ")) acks.add(line.slice(4))
    }
    for (const w of waiters.filter((w) => acks.size >= w.n)) {
      waiters.splice(waiters.indexOf(w), 1)
      w.resolve()
    }
  })
  child.stderr!.setEncoding("utf8")
  child.stderr!.on("data", (chunk: string) => (errors += chunk))
  const acked = (n: number) =>
    Promise.race([
      new Promise<void>((resolve) => (acks.size >= n ? resolve() : waiters.push({ n, resolve }))),
      exited.then((code) => {
        if (acks.size < n) throw new Error(`load exited with ${code} after ${acks.size} acks:\n${errors}`)
      })
    ])
  return { child, acks, ready, exited, acked, stderr: () => errors }
}

/**
 * What the tests assert after a crash: the auditor's query is clean, every acknowledged entry is present, and every
 * entry of the load has the outbox event written in its transaction.
 */
export const inspectAfterCrash = (client: Layer.Layer<SqlClient.SqlClient, unknown>, acks: ReadonlySet<string>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const store = yield* LedgerStore.LedgerStore
    const verification = yield* store.verify()
    const ids = [...acks]
    const present = yield* sql<{ readonly id: string }>`
      SELECT id FROM journal_entries WHERE id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`
    const [orphans] = yield* sql<{ readonly count: bigint }>`
      SELECT count(*) AS count FROM journal_entries j
       WHERE NOT EXISTS (SELECT 1 FROM outbox o WHERE o.account_id = j.account_id AND o.aggregate_id = j.id)`
    return {
      verification,
      acknowledged: ids.length,
      acknowledgedPresent: present.length,
      entriesWithoutEvent: Number(orphans?.count ?? -1)
    }
  }).pipe(Effect.provide(LedgerStoreSql.layer.pipe(Layer.provideMerge(client))), Effect.scoped)
