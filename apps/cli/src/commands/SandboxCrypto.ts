import { Effect, Option } from "effect"
import { Argument, Command, Flag } from "effect/cli"
import { apiKey, apiUrl, json, printJson } from "./Connection.ts"
import { withApi } from "./Sandbox.ts"

const id = Argument.String("id").pipe(Argument.withDescription("The crypto deposit's id (cdp_…) or externalReference"))

/** `trilho sandbox crypto send <id> <cryptoAmount>`: a payer sends units to the deposit's address (the mempool). */
export const cryptoSend = Command.make(
  "send",
  {
    id,
    cryptoAmount: Argument.String("cryptoAmount").pipe(
      Argument.withDescription('Whole coins of the deposit\'s currency, as decimal text ("0.00028716")')
    ),
    apiUrl,
    apiKey,
    json
  },
  ({ apiKey, apiUrl, cryptoAmount, id }) =>
    withApi(apiUrl, apiKey, (client) =>
      client.sandboxCrypto.sendDeposit({ params: { id }, payload: { cryptoAmount } })
    ).pipe(Effect.flatMap((envelope) => printJson(envelope.data)))
).pipe(Command.withDescription("Send crypto to a deposit's address (prints the transfer's hash and the deposit)"))

/** `trilho sandbox crypto drop <id> <txHash>`: a transfer still in the mempool is dropped. */
export const cryptoDrop = Command.make(
  "drop",
  {
    id,
    txHash: Argument.String("txHash").pipe(Argument.withDescription("The transfer's hash, as `send` printed it")),
    apiUrl,
    apiKey,
    json
  },
  ({ apiKey, apiUrl, id, txHash }) =>
    withApi(apiUrl, apiKey, (client) => client.sandboxCrypto.dropDeposit({ params: { id }, payload: { txHash } })).pipe(
      Effect.flatMap((envelope) => printJson(envelope.data))
    )
).pipe(Command.withDescription("Drop a deposit's transfer still in the mempool (prints the deposit)"))

/** `trilho sandbox crypto mine <network> [--blocks N]`: mines blocks; the deposits' confirmations move them. */
export const cryptoMine = Command.make(
  "mine",
  {
    network: Argument.Literals("network", ["bitcoin", "ethereum", "tron", "polygon", "xrpl"]).pipe(
      Argument.withDescription("The network to mine on")
    ),
    blocks: Flag.Int("blocks").pipe(Flag.withDefault(1), Flag.withDescription("Blocks to mine (1 to 1000)")),
    apiUrl,
    apiKey,
    json
  },
  ({ apiKey, apiUrl, blocks, network }) =>
    withApi(apiUrl, apiKey, (client) => client.sandboxCrypto.mine({ payload: { network, blocks } })).pipe(
      Effect.flatMap((envelope) => printJson(envelope.data))
    )
).pipe(Command.withDescription("Mine blocks on a sandbox network (prints the height and the deposits that moved)"))

const withdrawalId = Argument.String("id").pipe(Argument.withDescription("The crypto withdrawal's id (cwo_…)"))

/** `trilho sandbox crypto settle <id>`: the chain confirms a broadcast withdrawal (COMPLETED, transfer.completed). */
export const cryptoSettle = Command.make(
  "settle",
  { id: withdrawalId, apiUrl, apiKey, json },
  ({ apiKey, apiUrl, id }) =>
    withApi(apiUrl, apiKey, (client) => client.sandboxCrypto.settleWithdrawal({ params: { id }, payload: {} })).pipe(
      Effect.flatMap((envelope) => printJson(envelope.data))
    )
).pipe(Command.withDescription("Settle a broadcast crypto withdrawal on the sandbox chain (prints the withdrawal)"))

/** `trilho sandbox crypto fail <id> [--reason text]`: the withdrawal fails on chain; its whole debit comes back. */
export const cryptoFail = Command.make(
  "fail",
  {
    id: withdrawalId,
    reason: Flag.String("reason").pipe(
      Flag.withDescription("Why the chain refused it (reverted, out of gas…)"),
      Flag.optional
    ),
    apiUrl,
    apiKey,
    json
  },
  ({ apiKey, apiUrl, id, reason }) =>
    withApi(apiUrl, apiKey, (client) =>
      client.sandboxCrypto.failWithdrawal({
        params: { id },
        payload: Option.isSome(reason) ? { reason: reason.value } : {}
      })
    ).pipe(Effect.flatMap((envelope) => printJson(envelope.data)))
).pipe(Command.withDescription("Fail a broadcast crypto withdrawal; the debit is returned (prints the withdrawal)"))

/** `trilho sandbox crypto`: the sandbox chain's controls of deposits and withdrawals. */
export const crypto = Command.make("crypto").pipe(
  Command.withDescription(
    "Sandbox controls of the crypto chain: send to a deposit, drop a transfer, mine blocks, settle or fail a withdrawal"
  ),
  Command.withExamples([
    { command: "trilho sandbox crypto send cdp_… 0.00028716", description: "Pay a BTC deposit's quoted amount" },
    { command: "trilho sandbox crypto mine bitcoin --blocks 2", description: "Confirm it (BTC needs 2 blocks)" },
    { command: "trilho sandbox crypto settle cwo_…", description: "Settle a withdrawal broadcast to the chain" }
  ]),
  Command.withSubcommands([cryptoSend, cryptoDrop, cryptoMine, cryptoSettle, cryptoFail])
)
