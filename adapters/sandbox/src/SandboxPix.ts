import type { PixNetwork, StateMachine } from "@trilho/domain"
import { Context, type Effect, Schema } from "effect"
import type { ChargeStatus, RefundStatus, TransferStatus } from "./PixMachines.ts"

/** No charge, transfer or refund of the sandbox network has this reference. */
export class SandboxRecordNotFound extends Schema.TaggedError<SandboxRecordNotFound>()("SandboxRecordNotFound", {
  kind: Schema.Literals(["charge", "transfer", "refund"]),
  referenceId: Schema.String
}) {
  override get message(): string {
    return `the sandbox PIX network has no ${this.kind} ${this.referenceId}`
  }
}

/** A payment attempt at or after the charge's expiry: the network refuses it and the charge is expired from then on. */
export class SandboxChargeExpired extends Schema.TaggedError<SandboxChargeExpired>()("SandboxChargeExpired", {
  referenceId: Schema.String,
  expiresAt: Schema.Date
}) {
  override get message(): string {
    return `charge ${this.referenceId} expired at ${this.expiresAt.toISOString()}`
  }
}

/** A control input the network would not take: a payer without a valid CPF or CNPJ, an empty failure reason … */
export class SandboxInvalidInput extends Schema.TaggedError<SandboxInvalidInput>()("SandboxInvalidInput", {
  field: Schema.String,
  message: Schema.String
}) {}

/** Any refusal of a sandbox control. */
export type SandboxPixError =
  SandboxRecordNotFound | SandboxChargeExpired | SandboxInvalidInput | StateMachine.InvalidTransition

/** A charge as the sandbox network holds it. */
export interface SandboxCharge {
  readonly referenceId: string
  readonly status: ChargeStatus
  readonly registration: PixNetwork.ChargeRegistration
  readonly locationUrl: string
  readonly registeredAt: Date
  /** Set once paid. */
  readonly paid?: PixNetwork.ChargePaid
}

/** A sent PIX as the sandbox network holds it. */
export interface SandboxTransfer {
  readonly referenceId: string
  readonly status: TransferStatus
  readonly order: PixNetwork.TransferOrder
  /** Who the network will report as the recipient, unless the settle control names another. */
  readonly recipient: PixNetwork.Recipient
  readonly sentAt: Date
}

/** A refund as the sandbox network holds it. */
export interface SandboxRefund {
  readonly referenceId: string
  readonly status: RefundStatus
  readonly order: PixNetwork.RefundOrder
  /** The charge whose payment is being returned. */
  readonly chargeReferenceId: string
  readonly requestedAt: Date
}

/** What is waiting for a control, oldest first, at most `pendingListMax` of each kind. */
export interface SandboxPending {
  readonly charges: ReadonlyArray<SandboxCharge>
  readonly transfers: ReadonlyArray<SandboxTransfer>
  readonly refunds: ReadonlyArray<SandboxRefund>
}

/** Records listed per kind by `pending`, at most. */
export const pendingListMax = 1_000

/** Characters of a failure reason, at most. */
export const reasonLengthMax = 140

/**
 * The controls of the sandbox PIX network: play the payer, the recipient's bank and the settlement system. Each
 * control moves one record of the network and returns the notice the platform acts on (the same notices a real PSP's
 * callbacks would carry); the network knows nothing of fees or ledgers.
 */
export class SandboxPix extends Context.Service<
  SandboxPix,
  {
    /**
     * Pays a registered charge at `at` by `payer` (document: a valid CPF or CNPJ). The end-to-end id is a real one:
     * the payer's institution, the minute of `at`, a sequence unique in this sandbox. At or after `expiresAt` the
     * charge expires instead and the payment is refused with `SandboxChargeExpired`.
     */
    readonly payCharge: (
      referenceId: string,
      payer: PixNetwork.Payer,
      at: Date
    ) => Effect.Effect<PixNetwork.ChargePaid, SandboxPixError>
    /** Fails a registered charge (a failure of the receiving flow). */
    readonly failCharge: (
      referenceId: string,
      reason: string,
      at: Date
    ) => Effect.Effect<PixNetwork.ChargeFailed, SandboxPixError>
    /** Expires every registered charge whose `expiresAt` is at or before `at`; returns one notice each, oldest first. */
    readonly expireCharges: (at: Date) => Effect.Effect<ReadonlyArray<PixNetwork.ChargeExpired>>
    /** Settles a sent PIX; the recipient is the one derived from the destination unless `recipient` is given. */
    readonly settleTransfer: (
      referenceId: string,
      at: Date,
      recipient?: PixNetwork.Recipient
    ) => Effect.Effect<PixNetwork.TransferSettled, SandboxPixError>
    /** Fails a sent PIX (for example `AC03`, invalid account of the recipient). */
    readonly failTransfer: (
      referenceId: string,
      reason: string,
      at: Date
    ) => Effect.Effect<PixNetwork.TransferFailed, SandboxPixError>
    /** Completes a refund: the money reached the payer; the notice carries the return's id (`D…`). */
    readonly completeRefund: (
      referenceId: string,
      at: Date
    ) => Effect.Effect<PixNetwork.RefundCompleted, SandboxPixError>
    /** Fails a refund. */
    readonly failRefund: (
      referenceId: string,
      reason: string,
      at: Date
    ) => Effect.Effect<PixNetwork.RefundFailed, SandboxPixError>
    /** What waits for a control: registered charges, sent transfers, requested refunds. */
    readonly pending: Effect.Effect<SandboxPending>
    /** Makes the next request of `operation` fail with `reason` (once), as an outage or a rejection would. */
    readonly failNext: (
      operation: PixNetwork.PixNetworkError["operation"],
      reason: PixNetwork.PixNetworkError["reason"]
    ) => Effect.Effect<void>
  }
>()("@trilho/sandbox/SandboxPix") {}
