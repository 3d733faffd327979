import { Console, Effect, Predicate } from "effect"
import { Command } from "effect/cli"
import { keys } from "./commands/Keys.ts"
import { listen } from "./commands/Listen.ts"
import { flags, merchants } from "./commands/Merchants.ts"
import { api, dev, gateway, worker } from "./commands/Run.ts"
import { sandbox } from "./commands/Sandbox.ts"
import { webhooks } from "./commands/Webhooks.ts"
import { users } from "./commands/Users.ts"

/** The `trilho` command and its subcommands. */
export const trilho = Command.make("trilho").pipe(
  Command.withDescription("Trilho: merchant payments platform"),
  Command.withSubcommands([dev, api, gateway, worker, merchants, flags, keys, users, sandbox, webhooks, listen])
)

/** Whether a failure is one the operator can act on from its message alone. */
export const isReported = (error: unknown): error is { readonly message: string } =>
  Predicate.isTagged(error, "CliError") || Predicate.isTagged(error, "SandboxSeedError")

/** Runs the CLI on `argv` (`process.argv` shape); a reported failure prints one line before it fails the run. */
export const run = (argv: ReadonlyArray<string>) =>
  Command.runWith(trilho, { version: "0.1.0" })(argv.slice(2)).pipe(
    Effect.tapError((error) => (isReported(error) ? Console.error(`trilho: ${error.message}`) : Effect.void))
  )
