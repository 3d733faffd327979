import { Clock, Context, Effect, Layer, Option, Result } from "effect"
import type { AccountId } from "../ledger/Model.ts"
import * as Crypto from "../shared/Crypto.ts"
import * as HostResolver from "./HostResolver.ts"
import * as Ids from "../shared/Ids.ts"
import * as Outbox from "../events/Outbox.ts"
import * as Store from "./WebhookEndpoints.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import {
  endpointsPerAccountMax,
  generateSecret,
  InvalidWebhookInput,
  pageSizeDefault,
  pageSizeMax,
  validateDescription,
  validateEvents,
  validateGraceSeconds,
  type WebhookEndpoint,
  type WebhookEndpointId,
  webhookEndpointIdPrefix,
  WebhookEndpointLimitReached,
  WebhookEndpointNotFound
} from "./Endpoint.ts"
import { formatEventId } from "./Delivery.ts"
import { webhookEndpoint } from "./EndpointMachine.ts"
import { checkUrl, WebhookUrlPolicy } from "./Url.ts"
import { span } from "../shared/Tracing.ts"

/** Who is asking: the account, and the API key (undefined for the operator, who sees every endpoint). */
export interface Caller {
  readonly accountId: AccountId
  readonly apiKeyId: string | undefined
}

export interface CreateEndpointInput {
  readonly url: string
  readonly description: string
  readonly events: ReadonlyArray<string>
}

export interface UpdateEndpointInput {
  readonly url?: string | undefined
  readonly description?: string | undefined
  readonly events?: ReadonlyArray<string> | undefined
  /** ACTIVE enables (`enable`), DISABLED disables (`disable`), through the endpoint machine. */
  readonly status?: "ACTIVE" | "DISABLED" | undefined
}

/** An endpoint and its secret, in the only two answers that show a secret: create and rotation. */
export interface EndpointWithSecret {
  readonly endpoint: WebhookEndpoint
  readonly secret: string
}

/** A page of the endpoint list. */
export interface EndpointListPage {
  readonly items: ReadonlyArray<WebhookEndpoint>
  readonly page: number
  readonly pageSize: number
  readonly total: number
  readonly pages: number
}

/** The text of a test event's `data.message`. */
export const testMessage = "Test event from Trilho: the endpoint receives and verifies webhooks."

const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

const move = (endpoint: WebhookEndpoint, trigger: (typeof webhookEndpoint.triggers)[number]) =>
  Result.match(StateMachine.transition(webhookEndpoint, endpoint.status, trigger), {
    onFailure: (refused) => Effect.fail(refused),
    onSuccess: (outcome) => Effect.succeed(outcome.to)
  })

const positiveInt = (field: string, value: number | undefined, fallback: number, max: number) =>
  value === undefined
    ? Effect.succeed(fallback)
    : Number.isSafeInteger(value) && value >= 1 && value <= max
      ? Effect.succeed(value)
      : Effect.fail(new InvalidWebhookInput({ field, message: `${field} is an integer from 1 to ${max}` }))

/**
 * The webhook endpoint use cases of the merchant API and the operator: create (a secret shown once), read, list,
 * update (enable and disable through the endpoint machine), delete, send a test event, rotate the secret. A caller
 * with an API key sees the endpoints bound to that key and the account-wide ones; any other is not found.
 */
export class WebhookEndpointsService extends Context.Service<WebhookEndpointsService>()(
  "@trilho/domain/WebhookEndpointsService",
  {
    make: Effect.gen(function* () {
      const store = yield* Store.WebhookEndpoints
      const ids = yield* Ids.Ids
      const outbox = yield* Outbox.Outbox
      const crypto = yield* Crypto.Crypto
      const resolver = yield* HostResolver.HostResolver
      const policy = yield* WebhookUrlPolicy
      const url = (raw: string) =>
        Effect.provideService(checkUrl(raw, policy.mode), HostResolver.HostResolver, resolver)
      const secret = Effect.provideService(generateSecret, Crypto.Crypto, crypto)

      const find = (caller: Caller, id: string) =>
        store.findById(caller.accountId, id as WebhookEndpointId).pipe(
          Effect.map(Option.filter((e) => Store.visibleTo(e, caller.apiKeyId))),
          Effect.flatMap(
            Option.match({
              onNone: () => Effect.fail(new WebhookEndpointNotFound({ endpointId: id })),
              onSome: Effect.succeed
            })
          )
        )

      /** Creates an endpoint bound to `caller.apiKeyId` (account-wide when undefined), ACTIVE, with a new secret. */
      const create = (caller: Caller, input: CreateEndpointInput) =>
        Effect.gen(function* () {
          const description = yield* validateDescription(input.description)
          const events = yield* validateEvents(input.events)
          const checked = yield* url(input.url)
          const existing = yield* store.findManyByAccount(caller.accountId, { page: 1, pageSize: 1 })
          if (existing.total >= endpointsPerAccountMax) {
            return yield* new WebhookEndpointLimitReached({ limit: endpointsPerAccountMax })
          }
          const status = Result.getOrThrow(StateMachine.start(webhookEndpoint, "create")).to
          const at = yield* now
          const endpoint: WebhookEndpoint = {
            id: (yield* ids.next(webhookEndpointIdPrefix)) as WebhookEndpointId,
            accountId: caller.accountId,
            apiKeyId: caller.apiKeyId,
            url: checked,
            description,
            events,
            status,
            secret: yield* secret,
            previousSecret: undefined,
            previousSecretExpiresAt: undefined,
            failedEventsInARow: 0,
            createdAt: at,
            updatedAt: at
          }
          yield* store.insert(endpoint)
          return { endpoint, secret: endpoint.secret! } satisfies EndpointWithSecret
        }).pipe(span("WebhookEndpoints.create"))

      /** A page of the endpoints the caller sees, newest first. */
      const list = (
        caller: Caller,
        request: { readonly page?: number | undefined; readonly pageSize?: number | undefined }
      ) =>
        Effect.gen(function* () {
          const page = yield* positiveInt("page", request.page, 1, 1_000_000)
          const pageSize = yield* positiveInt("pageSize", request.pageSize, pageSizeDefault, pageSizeMax)
          const found = yield* store.findManyByAccount(caller.accountId, { apiKeyId: caller.apiKeyId, page, pageSize })
          return {
            items: found.items,
            page,
            pageSize,
            total: found.total,
            pages: Math.ceil(found.total / pageSize)
          } satisfies EndpointListPage
        }).pipe(span("WebhookEndpoints.list"))

      /**
       * Changes the given fields. A status is a move of the endpoint machine: ACTIVE is `enable` (and starts the
       * failure count again), DISABLED is `disable`; a PENDING_SECRET endpoint takes neither (409) until its secret
       * is rotated.
       */
      const update = (caller: Caller, id: string, input: UpdateEndpointInput) =>
        Effect.gen(function* () {
          const current = yield* find(caller, id)
          const description =
            input.description === undefined ? undefined : yield* validateDescription(input.description)
          const events = input.events === undefined ? undefined : yield* validateEvents(input.events)
          const checked = input.url === undefined ? undefined : yield* url(input.url)
          const status =
            input.status === undefined
              ? undefined
              : yield* move(current, input.status === "ACTIVE" ? "enable" : "disable")
          const reenabled = status === "ACTIVE" && current.status !== "ACTIVE"
          return yield* store.updateFields(caller.accountId, current.id, {
            url: checked,
            description,
            events,
            status,
            failedEventsInARow: reenabled ? 0 : undefined,
            updatedAt: yield* now
          })
        }).pipe(span("WebhookEndpoints.update"))

      /** Deletes an endpoint; returns it as it was. */
      const remove = (caller: Caller, id: string) =>
        Effect.flatMap(find(caller, id), (e) => store.delete(caller.accountId, e.id)).pipe(
          span("WebhookEndpoints.remove")
        )

      /**
       * Asks for a `webhook.test` event to this endpoint: one outbox event whose `aggregateId` is the endpoint id
       * (the dispatcher sends it to that endpoint only). Only an ACTIVE endpoint receives deliveries, so another is
       * refused (409). Returns the event's API id (`evt_…`), as the events API and the gateway show it.
       */
      const sendTest = (caller: Caller, id: string) =>
        Effect.gen(function* () {
          const endpoint = yield* find(caller, id)
          if (endpoint.status !== "ACTIVE") {
            return yield* new StateMachine.InvalidTransition({
              machine: webhookEndpoint.name,
              from: endpoint.status,
              trigger: "send_test"
            })
          }
          const at = yield* now
          const [eventId] = yield* outbox.append([
            {
              accountId: caller.accountId,
              eventType: "webhook.test",
              aggregateId: endpoint.id,
              apiKeyId: endpoint.apiKeyId,
              payload: {
                endpointId: endpoint.id,
                url: endpoint.url,
                message: testMessage,
                requestedAt: at.toISOString()
              },
              createdAt: at
            }
          ])
          return { endpoint, eventId: formatEventId(eventId!) }
        }).pipe(span("WebhookEndpoints.sendTest"))

      /**
       * Issues a new secret, shown once. The previous one keeps signing for `graceSeconds` (default one day, at most
       * seven; 0 stops it at once); a secret still in an earlier grace is dropped. A PENDING_SECRET endpoint becomes
       * ACTIVE; the others keep their status.
       */
      const rotateSecret = (caller: Caller, id: string, graceSeconds: number | undefined) =>
        Effect.gen(function* () {
          const grace = yield* validateGraceSeconds(graceSeconds)
          const current = yield* find(caller, id)
          const status = yield* move(current, "rotate_secret")
          const at = yield* now
          const keepPrevious = grace > 0 && current.secret !== undefined
          const next = yield* secret
          const endpoint = yield* store.updateSecret(caller.accountId, current.id, {
            secret: next,
            previousSecret: keepPrevious ? current.secret : undefined,
            previousSecretExpiresAt: keepPrevious ? new Date(at.getTime() + grace * 1000) : undefined,
            status,
            updatedAt: at
          })
          return { endpoint, secret: next } satisfies EndpointWithSecret
        }).pipe(span("WebhookEndpoints.rotateSecret"))

      return {
        create,
        findById: (caller: Caller, id: string) => find(caller, id).pipe(span("WebhookEndpoints.findById")),
        list,
        update,
        remove,
        sendTest,
        rotateSecret
      }
    })
  }
) {
  /** The service over the ports it reads (what `Effect.Service` made as `Default`). */
  static readonly Default = Layer.effect(WebhookEndpointsService, WebhookEndpointsService.make)

  /** Over memory stores, counter ids, deterministic crypto, and a resolver that knows no host. */
  static readonly Test = (
    mode: "live" | "sandbox" = "sandbox",
    hosts: Readonly<Record<string, ReadonlyArray<string>>> = {}
  ) =>
    WebhookEndpointsService.Default.pipe(
      Layer.provideMerge(
        Layer.mergeAll(
          Store.layerMemory,
          Outbox.layerMemory,
          Ids.layerCounter,
          Crypto.layerDeterministic(7),
          HostResolver.layerStatic(hosts),
          WebhookUrlPolicy.layer(mode)
        )
      )
    )
}
