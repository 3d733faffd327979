import { Config, Data, Effect } from "effect"
import { Command, Flag } from "effect/cli"
import { apiUrl } from "./Connection.ts"

/** The gateway `trilho dev` starts, where `listen` connects unless told otherwise. */
const wsUrlDefault = "ws://127.0.0.1:4001/v1"

/** `trilho listen` could not follow the events: the API refused or could not be reached. */
export class ListenError extends Data.TaggedError("CliError")<{ readonly message: string }> {}

/**
 * `trilho listen --forward-to <url>`: follows the key's events on the realtime gateway and forwards each new one to a
 * local URL, signed like a real delivery with a local secret printed at start (or given with `--secret`), like `stripe
 * listen`. It goes through the project's reconnecting client: after a drop it connects again (1, 2, 4, 8, 16, 30 s),
 * subscribes again and forwards what it missed from `GET /v1/events`. Events before it started are not forwarded.
 */
export const listen = Command.make(
  "listen",
  {
    forwardTo: Flag.String("forward-to").pipe(Flag.withDescription("Local URL to POST each event to")),
    events: Flag.String("events").pipe(
      Flag.withDescription(
        "Comma-separated event types or patterns to forward, e.g. payment.paid,transfer.* (default: all)"
      ),
      Flag.optional
    ),
    secret: Flag.String("secret").pipe(
      Flag.withDescription("Signing secret to use (whsec_…); a new one is generated otherwise"),
      Flag.optional
    ),
    // The default comes after the environment variable, so that the help shows the flag as optional.
    wsUrl: Flag.String("ws-url").pipe(
      Flag.withDescription(`Address of the realtime gateway (env TRILHO_WS_URL; default ${wsUrlDefault})`),
      Flag.withFallbackConfig(Config.String("TRILHO_WS_URL")),
      Flag.withDefault(wsUrlDefault)
    ),
    apiUrl,
    apiKey: Flag.Redacted("api-key").pipe(
      Flag.withDescription("API key with the events/list permission (env TRILHO_API_KEY)"),
      Flag.withFallbackConfig(Config.Redacted("TRILHO_API_KEY"))
    )
  },
  (args) =>
    Effect.flatMap(
      Effect.promise(() => import("./Forward.ts")),
      (forward) => forward.forwardEvents(args)
    )
).pipe(Command.withDescription("Forward the account's events to a local URL, signed with a local secret"))
