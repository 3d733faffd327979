import { Effect, Option } from "effect"
import { Argument, Command, Flag } from "effect/cli"
import { apiKey, apiUrl, json, printJson } from "./Connection.ts"
import { withApi } from "./Sandbox.ts"

const id = Argument.String("id").pipe(Argument.withDescription("The card transaction's id (card_…)"))

/** `trilho sandbox card pay <id> [--number …]`: the buyer pays on the processor's page with a test card. */
export const cardPay = Command.make(
  "pay",
  {
    id,
    number: Flag.String("number").pipe(
      Flag.optional,
      Flag.withDescription("A test card number (default 4242 4242 4242 4242, approved; see the README's test cards)")
    ),
    apiUrl,
    apiKey,
    json
  },
  ({ apiKey, apiUrl, id, number }) =>
    withApi(apiUrl, apiKey, (client) =>
      client.sandboxCard.pay({ params: { id }, payload: Option.isSome(number) ? { number: number.value } : {} })
    ).pipe(Effect.flatMap((envelope) => printJson(envelope.data)))
).pipe(Command.withDescription("Pay a card checkout with a test card (prints the card transaction as JSON)"))

/** `trilho sandbox card challenge <id> [--fail]`: the buyer answers the second step. */
export const cardChallenge = Command.make(
  "challenge",
  {
    id,
    fail: Flag.Boolean("fail").pipe(
      Flag.withDefault(false),
      Flag.withDescription("Fail the challenge (the payment is declined)")
    ),
    apiUrl,
    apiKey,
    json
  },
  ({ apiKey, apiUrl, fail, id }) =>
    withApi(apiUrl, apiKey, (client) =>
      client.sandboxCard.challenge({ params: { id }, payload: { passed: !fail } })
    ).pipe(Effect.flatMap((envelope) => printJson(envelope.data)))
).pipe(Command.withDescription("Answer a card checkout's challenge, passed unless --fail (prints the transaction)"))

/** `trilho sandbox card onboard`: the account's processor onboarding form, submitted with sandbox data. */
export const cardOnboard = Command.make("onboard", { apiUrl, apiKey, json }, ({ apiKey, apiUrl }) =>
  withApi(apiUrl, apiKey, (client) => client.sandboxCard.completeOnboarding({ payload: {} })).pipe(
    Effect.flatMap((envelope) => printJson(envelope.data))
  )
).pipe(Command.withDescription("Complete the card processor's onboarding (prints the processor account as JSON)"))

/** `trilho sandbox card break <requirement>`: a requirement left past due; card checkout is refused until fixed. */
export const cardBreak = Command.make(
  "break",
  {
    requirement: Argument.Literals("requirement", ["pj_data", "bank_account"]).pipe(
      Argument.withDescription("The requirement left past due: pj_data or bank_account")
    ),
    apiUrl,
    apiKey,
    json
  },
  ({ apiKey, apiUrl, requirement }) =>
    withApi(apiUrl, apiKey, (client) => client.sandboxCard.breakOnboarding({ payload: { requirement } })).pipe(
      Effect.flatMap((envelope) => printJson(envelope.data))
    )
).pipe(Command.withDescription("Leave an onboarding requirement past due (prints the processor account as JSON)"))

/** `trilho sandbox card settle`: card deposits past their settlement instant become available. */
export const cardSettle = Command.make("settle", { apiUrl, apiKey, json }, ({ apiKey, apiUrl }) =>
  withApi(apiUrl, apiKey, (client) => client.sandboxCard.settle({ payload: {} })).pipe(
    Effect.flatMap((envelope) => printJson(envelope.data))
  )
).pipe(Command.withDescription("Settle the card deposits due at the sandbox clock (prints the ids settled)"))

/** `trilho sandbox card`: the sandbox controls of card checkout. */
export const card = Command.make("card").pipe(
  Command.withDescription("Sandbox controls of card checkout: onboard, break, pay, challenge, settle"),
  Command.withExamples([
    { command: "trilho sandbox card onboard", description: "Complete the card processor's onboarding" },
    { command: "trilho sandbox card pay card_… --number 4000000000003220", description: "Pay with a challenge card" }
  ]),
  Command.withSubcommands([cardOnboard, cardBreak, cardPay, cardChallenge, cardSettle])
)
