import type { OperatorRpcs } from "@trilho/api/operator"
import { Console, Effect, Option } from "effect"
import { Command, Flag } from "effect/cli"
import { account, apiUrl, checkInput, json, operatorToken, printJson, withClient } from "./Connection.ts"

type EndpointView = (typeof OperatorRpcs.WebhookEndpointPage.Type)["items"][number]

const showEndpoint = (e: EndpointView) =>
  [
    `${e.id}  ${e.status}  ${e.url}${e.accountWide ? "  (account-wide)" : "  (bound to an API key)"}`,
    `  events ${e.events.join(", ")}${e.description === "" ? "" : ` · ${e.description}`}`
  ].join("\n")

const webhooksCreate = Command.make(
  "create",
  {
    apiUrl,
    operatorToken,
    json,
    account,
    url: Flag.String("url").pipe(Flag.withDescription("Where to POST events (https://…; http://localhost in sandbox)")),
    events: Flag.String("events").pipe(
      Flag.withDescription("Comma-separated event names, or * for all: payment.paid,refund.completed …")
    ),
    description: Flag.String("description").pipe(
      Flag.withDefault(""),
      Flag.withDescription("A note on the endpoint, up to 120 characters")
    )
  },
  (args) =>
    Effect.gen(function* () {
      const events = args.events
        .split(",")
        .map((name) => name.trim())
        .filter((name) => name !== "")
      const input = yield* checkInput("webhooks.create", {
        accountId: args.account,
        url: args.url,
        description: args.description,
        events
      })
      const created = yield* withClient(args, (client) => client.webhooks.create(input))
      if (args.json) return yield* printJson(created)
      yield* Console.log(
        `Webhook endpoint ${created.endpoint.id} of ${args.account} (secret shown once; store it now):`
      )
      yield* Console.log(`  ${created.secret}`)
      yield* Console.log(showEndpoint(created.endpoint))
    })
).pipe(
  Command.withDescription(
    "Create an account-wide webhook endpoint (all of the account's events); prints its secret once"
  )
)

const webhooksList = Command.make(
  "list",
  {
    apiUrl,
    operatorToken,
    json,
    account,
    page: Flag.Int("page").pipe(Flag.optional, Flag.withDescription("Page number, from 1")),
    pageSize: Flag.Int("page-size").pipe(Flag.optional, Flag.withDescription("Endpoints per page"))
  },
  (args) =>
    withClient(args, (client) =>
      client.webhooks.list({
        accountId: args.account,
        ...(Option.isSome(args.page) ? { page: args.page.value } : {}),
        ...(Option.isSome(args.pageSize) ? { pageSize: args.pageSize.value } : {})
      })
    ).pipe(
      Effect.flatMap((page) =>
        args.json
          ? printJson(page)
          : Effect.andThen(
              Effect.forEach(page.items, (e) => Console.log(showEndpoint(e)), { discard: true }),
              Console.log(`page ${page.page} of ${Math.max(page.pages, 1)} · ${page.total} endpoints`)
            )
      )
    )
).pipe(
  Command.withDescription("List a merchant's webhook endpoints, every key's and the account-wide ones (never secrets)")
)

/** `trilho webhooks create|list`. */
export const webhooks = Command.make("webhooks").pipe(
  Command.withDescription("Create and list merchants' webhook endpoints (operator token)"),
  Command.withSubcommands([webhooksCreate, webhooksList])
)
