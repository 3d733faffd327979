import { Cause, Console, Effect } from "effect"
import { Command } from "effect/cli"
import { keys } from "./commands/Keys.ts"
import { listen } from "./commands/Listen.ts"
import { flags, merchants } from "./commands/Merchants.ts"
import { api, dev, gateway, worker } from "./commands/Run.ts"
import { sandbox } from "./commands/Sandbox.ts"
import { webhooks } from "./commands/Webhooks.ts"
import { users } from "./commands/Users.ts"
import * as Failure from "./Failure.ts"
import * as Output from "./Output.ts"

/** The `trilho` command and its subcommands. */
export const trilho = Command.make("trilho").pipe(
  Command.withDescription("Trilho: merchant payments platform (servers, operator commands, sandbox controls)"),
  Command.withExamples([
    { command: "trilho dev", description: "Run the whole platform locally on the embedded database" },
    { command: "trilho sandbox pay pix_… --api-key trl_live_…", description: "Pay a charge as the sandbox payer" },
    { command: "trilho keys create --account acc_… --permissions '*'", description: "Create an API key" }
  ]),
  Command.withSubcommands([dev, api, gateway, worker, merchants, flags, keys, users, sandbox, webhooks, listen])
)

/**
 * Runs the CLI on `argv` (`process.argv` shape). A failed run prints one line on stderr (`Failure.report`) and fails
 * with its cause; `bin.ts` turns the cause into the exit code.
 */
export const run = (argv: ReadonlyArray<string>) =>
  Command.runWith(trilho, { version: "0.1.0" })(argv.slice(2)).pipe(
    Effect.provide(Output.layer),
    Effect.tapCause((cause) => {
      if (Cause.hasInterruptsOnly(cause)) return Effect.void
      const { line } = Failure.report(cause)
      return line === undefined ? Effect.void : Console.error(line)
    })
  )
