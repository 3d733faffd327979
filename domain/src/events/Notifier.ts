import { Context, Effect, Layer, PubSub, type Scope } from "effect"

/**
 * A wake-up between processes (DESIGN §6). Notices carry ids only; a listener reads the rows itself, so a lost or
 * repeated notice costs latency, never correctness.
 * - `OutboxWritten`: events were committed to the outbox, up to `id` when known;
 * - `ApiKeyRevoked`: a key was revoked; every gateway closes that key's connections;
 * - `JobsEnqueued`: jobs were committed to the queue; every worker looks for due jobs.
 */
export type Notice =
  | { readonly _tag: "OutboxWritten"; readonly id?: number | undefined }
  | { readonly _tag: "ApiKeyRevoked"; readonly apiKeyId: string }
  | { readonly _tag: "JobsEnqueued" }

/** Notices a listener holds before the oldest is dropped (a slow listener then reads the outbox on its own tick). */
export const noticesBufferMax = 1024

/** The notifier port: PostgreSQL LISTEN/NOTIFY across processes, an in-process hub in the embedded mode. */
export class Notifier extends Context.Service<
  Notifier,
  {
    /** Tells every listener, in every process sharing the database. Best effort: failures are logged, not raised. */
    readonly publish: (notice: Notice) => Effect.Effect<void>
    /** A subscription receiving every notice published from now on, until `scope` closes (read with `PubSub.take`). */
    readonly subscribe: Effect.Effect<PubSub.Subscription<Notice>, never, Scope.Scope>
  }
>()("@trilho/domain/Notifier") {}

/** The in-process notifier: one hub shared by the apps of one process (the embedded mode, and tests). */
export const makeMemory = Effect.gen(function* () {
  const hub = yield* PubSub.sliding<Notice>(noticesBufferMax)
  return Notifier.of({
    publish: (notice) => PubSub.publish(hub, notice).pipe(Effect.asVoid),
    subscribe: PubSub.subscribe(hub)
  })
})

export const layerMemory: Layer.Layer<Notifier> = Layer.effect(Notifier, makeMemory)

/** The text of a notice on the wire (a NOTIFY payload): `outbox:<id>`, `revoked:<apiKeyId>` or `jobs:`. */
export const encodeNotice = (notice: Notice): string => {
  switch (notice._tag) {
    case "OutboxWritten":
      return `outbox:${notice.id ?? ""}`
    case "ApiKeyRevoked":
      return `revoked:${notice.apiKeyId}`
    case "JobsEnqueued":
      return "jobs:"
  }
}

/** The notice a NOTIFY payload carries; anything else is an `OutboxWritten` without id (a harmless wake-up). */
export const decodeNotice = (text: string): Notice => {
  if (text.startsWith("revoked:") && text.length > "revoked:".length) {
    return { _tag: "ApiKeyRevoked", apiKeyId: text.slice("revoked:".length) }
  }
  if (text.startsWith("jobs:")) return { _tag: "JobsEnqueued" }
  const id = Number(text.slice("outbox:".length))
  return {
    _tag: "OutboxWritten",
    id: text.startsWith("outbox:") && Number.isSafeInteger(id) && id > 0 ? id : undefined
  }
}
