import { NodeContext } from "@effect/platform-node"
import { PgMigrator } from "@effect/sql-pg"
import { Effect, Layer } from "effect"
import ledger from "./migrations/0001_ledger.ts"
import postEntries from "./migrations/0002_post_entries.ts"
import outbox from "./migrations/0003_outbox.ts"
import jobs from "./migrations/0004_jobs.ts"
import postEntriesDeferredWrites from "./migrations/0005_post_entries_deferred_writes.ts"

/** Every migration, forward-only, by `NNNN_name`. Add new ones at the end; never edit one that has shipped. */
export const migrations = {
  "0001_ledger": ledger,
  "0002_post_entries": postEntries,
  "0003_outbox": outbox,
  "0004_jobs": jobs,
  "0005_post_entries_deferred_writes": postEntriesDeferredWrites
}

const options = { loader: PgMigrator.fromRecord(migrations) }

/** Applies the pending migrations; returns the ones it ran. */
export const runMigrations = PgMigrator.run(options).pipe(Effect.provide(NodeContext.layer))

/** A layer that applies the pending migrations when built. */
export const layerMigrations = PgMigrator.layer(options).pipe(Layer.provide(NodeContext.layer))
