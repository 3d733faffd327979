/**
 * Child process of the gateway bench: the realtime gateway as `trilho gateway` runs it (`Gateway.start` with the
 * gateway's ports: keys, charges, outbox over SQL, LISTEN/NOTIFY for its wake-ups) on the bench database, over a pool
 * of `BENCH_POOL_SIZE` connections. Its settings come from the environment (`GATEWAY_*`): the bench sets its transport
 * (`GATEWAY_TRANSPORT`) and raises the per-address limits, since every connection comes from 127.0.0.1. Reports its
 * memory after a full GC, or writes a heap snapshot, on request.
 */
import { NodeRuntime } from "@effect/platform-node"
import { Gateway } from "@trilho/gateway"
import { NodeCrypto } from "@trilho/node"
import { ApiKeysSql, ChargeStoreSql, layerPostgres, NotifierPg, OutboxSql } from "@trilho/postgres"
import { Effect, Layer, Redacted } from "effect"
import { exitWithParent, listenForProfiling } from "../api/child.ts"
import type { ServerCommand } from "./messages.ts"
import { answerMemoryCommand } from "./serverChild.ts"

const main = Effect.gen(function* () {
  const url = process.env["BENCH_CHILD_DATABASE_URL"]
  const poolSize = Number(process.env["BENCH_POOL_SIZE"] ?? "10")
  if (url === undefined) return yield* Effect.die(new Error("BENCH_CHILD_DATABASE_URL is required"))
  const storage = Layer.mergeAll(
    ApiKeysSql.layer,
    ChargeStoreSql.layer,
    OutboxSql.layer,
    NotifierPg.layer,
    NodeCrypto.layer
  ).pipe(
    Layer.provideMerge(layerPostgres({ url: Redacted.make(url), poolSize, applicationName: "trilho-bench-gateway" }))
  )
  // Built in the process's scope: the pool and the LISTEN connection live as long as the gateway.
  const { port } = yield* Gateway.start.pipe(Effect.provide(yield* Layer.build(storage)))
  process.on("message", (command: ServerCommand) => void ("command" in command && answerMemoryCommand(command)))
  process.send?.({ listening: port })
  return yield* Effect.never
}).pipe(Effect.scoped)

exitWithParent()
listenForProfiling()
NodeRuntime.runMain(main)
