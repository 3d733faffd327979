import { Clock, Context, Effect, Layer, Option, Ref } from "effect"
import { webhookReceives, type EventType } from "../events/Catalog.ts"
import type { AccountId } from "../ledger/Model.ts"
import {
  type WebhookEndpoint,
  type WebhookEndpointId,
  WebhookEndpointNotFound,
  type WebhookEndpointStoreError
} from "./Endpoint.ts"
import { failedEventsInARowMax, type WebhookEndpointStatus } from "./EndpointMachine.ts"

/** A page request of the endpoint list (1-based `page`). */
export interface EndpointListRequest {
  /** Only the endpoints this key sees: those bound to it and the account-wide ones. All of the account's if absent. */
  readonly apiKeyId?: string | undefined
  readonly page: number
  readonly pageSize: number
}

/** A page of endpoints, newest first, and how many there are in all. */
export interface EndpointPage {
  readonly items: ReadonlyArray<WebhookEndpoint>
  readonly total: number
}

/** The fields an update may change; absent ones are kept. */
export interface EndpointChanges {
  readonly url?: string | undefined
  readonly description?: string | undefined
  readonly events?: ReadonlyArray<string> | undefined
  readonly status?: WebhookEndpointStatus | undefined
  /** Set with a move to ACTIVE (`enable`), so a re-enabled endpoint gets the full failure allowance again. */
  readonly failedEventsInARow?: number | undefined
  readonly updatedAt: Date
}

/** A new secret (or none, when revoked) and what happens to the one it replaces. */
export interface SecretChange {
  readonly secret: string | undefined
  readonly previousSecret: string | undefined
  readonly previousSecretExpiresAt: Date | undefined
  readonly status: WebhookEndpointStatus
  readonly updatedAt: Date
}

/**
 * Storage port of webhook endpoints. Every method but `findManyForEvent` and `recordEventOutcome` (which the
 * dispatcher calls) is scoped by account: another account's endpoint id is not found.
 */
export class WebhookEndpoints extends Context.Service<
  WebhookEndpoints,
  {
    /** Stores a new endpoint. */
    readonly insert: (endpoint: WebhookEndpoint) => Effect.Effect<void, WebhookEndpointStoreError>
    /** One endpoint of an account, whatever key it is bound to. */
    readonly findById: (
      accountId: AccountId,
      id: WebhookEndpointId
    ) => Effect.Effect<Option.Option<WebhookEndpoint>, WebhookEndpointStoreError>
    /** A page of an account's endpoints, newest first (see `EndpointListRequest.apiKeyId`). */
    readonly findManyByAccount: (
      accountId: AccountId,
      request: EndpointListRequest
    ) => Effect.Effect<EndpointPage, WebhookEndpointStoreError>
    /** Applies `changes` to an endpoint and returns it as stored. */
    readonly updateFields: (
      accountId: AccountId,
      id: WebhookEndpointId,
      changes: EndpointChanges
    ) => Effect.Effect<WebhookEndpoint, WebhookEndpointNotFound | WebhookEndpointStoreError>
    /** Replaces an endpoint's secrets and status (rotation or revocation) and returns it as stored. */
    readonly updateSecret: (
      accountId: AccountId,
      id: WebhookEndpointId,
      change: SecretChange
    ) => Effect.Effect<WebhookEndpoint, WebhookEndpointNotFound | WebhookEndpointStoreError>
    /** Removes an endpoint and returns it as it was. */
    readonly delete: (
      accountId: AccountId,
      id: WebhookEndpointId
    ) => Effect.Effect<WebhookEndpoint, WebhookEndpointNotFound | WebhookEndpointStoreError>
    /**
     * The ACTIVE endpoints of `accountId` that receive `eventType` (subscribed to it or to `*`): the account-wide
     * ones, plus those bound to `apiKeyId` when one is given. Oldest first.
     */
    readonly findManyForEvent: (
      accountId: AccountId,
      eventType: EventType,
      apiKeyId: string | undefined
    ) => Effect.Effect<ReadonlyArray<WebhookEndpoint>, WebhookEndpointStoreError>
    /**
     * Records how one event ended for an endpoint. `delivered` resets `failedEventsInARow` to 0. Not delivered (every
     * attempt failed) adds 1, and an ACTIVE endpoint moves to DISABLED (`failures_exceeded`) when the count reaches
     * `failedEventsInARowMax`, or at once with `disableNow` (the receiver answered 410 Gone). An endpoint deleted
     * meanwhile is ignored. Only a status change touches `updatedAt`.
     */
    readonly recordEventOutcome: (
      accountId: AccountId,
      id: WebhookEndpointId,
      delivered: boolean,
      options?: { readonly disableNow?: boolean | undefined }
    ) => Effect.Effect<void, WebhookEndpointStoreError>
  }
>()("@trilho/domain/WebhookEndpoints") {}

/** Whether an endpoint is visible to a key: bound to it, or account-wide. */
export const visibleTo = (endpoint: WebhookEndpoint, apiKeyId: string | undefined): boolean =>
  endpoint.apiKeyId === undefined || apiKeyId === undefined || endpoint.apiKeyId === apiKeyId

/**
 * Whether `endpoint` receives an event of `eventType` created under `apiKeyId`: ACTIVE, subscribed to the type (or
 * to `*`), and account-wide or bound to that key (an event of no key goes to account-wide endpoints only).
 */
export const receivesEvent = (endpoint: WebhookEndpoint, eventType: EventType, apiKeyId: string | undefined): boolean =>
  endpoint.status === "ACTIVE" &&
  webhookReceives(endpoint.events, eventType) &&
  (endpoint.apiKeyId === undefined || (apiKeyId !== undefined && endpoint.apiKeyId === apiKeyId))

const newestFirst = (a: WebhookEndpoint, b: WebhookEndpoint) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)

/** The outcome of one event on an endpoint, as `recordEventOutcome` describes it. */
export const afterEventOutcome = (
  endpoint: WebhookEndpoint,
  delivered: boolean,
  disableNow: boolean,
  now: Date
): WebhookEndpoint => {
  if (delivered) return { ...endpoint, failedEventsInARow: 0 }
  const failedEventsInARow = endpoint.failedEventsInARow + 1
  const disable = endpoint.status === "ACTIVE" && (disableNow || failedEventsInARow >= failedEventsInARowMax)
  return disable
    ? { ...endpoint, failedEventsInARow, status: "DISABLED", updatedAt: now }
    : { ...endpoint, failedEventsInARow }
}

/** In-memory webhook endpoints with the same rules as the SQL store. */
export const makeMemoryWebhookEndpoints = Effect.gen(function* () {
  const ref = yield* Ref.make<ReadonlyMap<string, WebhookEndpoint>>(new Map())
  const own = (accountId: AccountId, id: WebhookEndpointId) =>
    Effect.map(Ref.get(ref), (all) =>
      Option.filter(Option.fromNullishOr(all.get(id)), (e) => e.accountId === accountId)
    )
  const change = (accountId: AccountId, id: WebhookEndpointId, f: (endpoint: WebhookEndpoint) => WebhookEndpoint) =>
    Effect.flatMap(
      Ref.modify(ref, (all): readonly [WebhookEndpoint | undefined, ReadonlyMap<string, WebhookEndpoint>] => {
        const endpoint = all.get(id)
        if (endpoint === undefined || endpoint.accountId !== accountId) return [undefined, all]
        const next = f(endpoint)
        return [next, new Map(all).set(id, next)]
      }),
      (next) =>
        next === undefined ? Effect.fail(new WebhookEndpointNotFound({ endpointId: id })) : Effect.succeed(next)
    )
  return WebhookEndpoints.of({
    insert: (endpoint) => Ref.update(ref, (all) => new Map(all).set(endpoint.id, endpoint)),
    findById: own,
    findManyByAccount: (accountId, request) =>
      Effect.map(Ref.get(ref), (all) => {
        const items = [...all.values()]
          .filter((e) => e.accountId === accountId && visibleTo(e, request.apiKeyId))
          .sort(newestFirst)
        const start = (request.page - 1) * request.pageSize
        return { items: items.slice(start, start + request.pageSize), total: items.length }
      }),
    updateFields: (accountId, id, changes) =>
      change(accountId, id, (e) => ({
        ...e,
        ...(changes.url === undefined ? {} : { url: changes.url }),
        ...(changes.description === undefined ? {} : { description: changes.description }),
        ...(changes.events === undefined ? {} : { events: changes.events }),
        ...(changes.status === undefined ? {} : { status: changes.status }),
        ...(changes.failedEventsInARow === undefined ? {} : { failedEventsInARow: changes.failedEventsInARow }),
        updatedAt: changes.updatedAt
      })),
    updateSecret: (accountId, id, secret) => change(accountId, id, (e) => ({ ...e, ...secret })),
    delete: (accountId, id) =>
      Effect.flatMap(
        Ref.modify(ref, (all): readonly [WebhookEndpoint | undefined, ReadonlyMap<string, WebhookEndpoint>] => {
          const endpoint = all.get(id)
          if (endpoint === undefined || endpoint.accountId !== accountId) return [undefined, all]
          const next = new Map(all)
          next.delete(id)
          return [endpoint, next]
        }),
        (gone) =>
          gone === undefined ? Effect.fail(new WebhookEndpointNotFound({ endpointId: id })) : Effect.succeed(gone)
      ),
    findManyForEvent: (accountId, eventType, apiKeyId) =>
      Effect.map(Ref.get(ref), (all) =>
        [...all.values()]
          .filter((e) => e.accountId === accountId && receivesEvent(e, eventType, apiKeyId))
          .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      ),
    recordEventOutcome: (accountId, id, delivered, options) =>
      Effect.flatMap(Clock.currentTimeMillis, (nowMs) =>
        Ref.update(ref, (all) => {
          const endpoint = all.get(id)
          if (endpoint === undefined || endpoint.accountId !== accountId) return all
          return new Map(all).set(
            id,
            afterEventOutcome(endpoint, delivered, options?.disableNow === true, new Date(nowMs))
          )
        })
      )
  })
})

export const layerMemory: Layer.Layer<WebhookEndpoints> = Layer.effect(WebhookEndpoints, makeMemoryWebhookEndpoints)
