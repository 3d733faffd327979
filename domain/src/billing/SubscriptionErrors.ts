import { Schema } from "effect"

/** No subscription of the account with that id (or `externalReference`). */
export class SubscriptionNotFound extends Schema.TaggedError<SubscriptionNotFound>()("SubscriptionNotFound", {
  id: Schema.String
}) {
  override get message(): string {
    return `no subscription ${this.id}`
  }
}

/** The `externalReference` names an earlier subscription of a different request. */
export class SubscriptionReferenceConflict extends Schema.TaggedError<SubscriptionReferenceConflict>()(
  "SubscriptionReferenceConflict",
  { externalReference: Schema.String, subscriptionId: Schema.String }
) {
  override get message(): string {
    return `externalReference ${this.externalReference} already names subscription ${this.subscriptionId} of another request`
  }
}

/** The store refused an insert: the account's `externalReference` is taken (nothing was written). */
export class DuplicateSubscriptionReference extends Schema.TaggedError<DuplicateSubscriptionReference>()(
  "DuplicateSubscriptionReference",
  { accountId: Schema.String, externalReference: Schema.String }
) {}

/** A move the subscription's status does not allow: canceling a canceled or expired subscription. */
export class SubscriptionStatusConflict extends Schema.TaggedError<SubscriptionStatusConflict>()(
  "SubscriptionStatusConflict",
  { subscriptionId: Schema.String, status: Schema.String }
) {
  override get message(): string {
    return `subscription ${this.subscriptionId} is ${this.status}: it cannot be canceled`
  }
}

/** A compare-and-set write found the subscription changed by another writer since it was read. */
export class SubscriptionChanged extends Schema.TaggedError<SubscriptionChanged>()("SubscriptionChanged", {
  subscriptionId: Schema.String
}) {
  override get message(): string {
    return `subscription ${this.subscriptionId} changed meanwhile; read it again`
  }
}

/** Storage of subscriptions failed (infrastructure). */
export class SubscriptionStoreError extends Schema.TaggedError<SubscriptionStoreError>()("SubscriptionStoreError", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect())
}) {}
