import { Effect } from "effect"
import { Command } from "effect/cli"

/** The servers' code, loaded when a server command runs: `--help` and the other commands never load it. */
const servers = Effect.promise(() => {
  // Stack traces of the servers point into the TypeScript sources (the build writes source maps beside its chunks).
  process.setSourceMapsEnabled(true)
  return import("./Servers.ts")
})

/** `trilho dev`: API, gateway and worker in one process, on the embedded database by default. */
export const dev = Command.make("dev", {}, () => Effect.flatMap(servers, (s) => s.dev)).pipe(
  Command.withDescription("Run API, gateway and worker in one process (embedded database unless DATABASE_URL)")
)

/** `trilho api`: the HTTP API alone (the operator RPC only with OPERATOR_TOKEN set). */
export const api = Command.make("api", {}, () => Effect.flatMap(servers, (s) => s.api)).pipe(
  Command.withDescription("Run the HTTP API")
)

/** `trilho gateway`: the realtime gateway alone. */
export const gateway = Command.make("gateway", {}, () => Effect.flatMap(servers, (s) => s.gateway)).pipe(
  Command.withDescription("Run the WebSocket gateway")
)

/** `trilho worker`: the job runner alone. */
export const worker = Command.make("worker", {}, () => Effect.flatMap(servers, (s) => s.worker)).pipe(
  Command.withDescription("Run the job runner")
)
