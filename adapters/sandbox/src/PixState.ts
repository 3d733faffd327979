import { Money, Pix, PixNetwork, StateMachine, Transactions } from "@trilho/domain"
import { HashMap, Option, Result } from "effect"
import type { SandboxCharge, SandboxRefund, SandboxTransfer } from "./SandboxPix.ts"

/**
 * The sandbox network's state and its moves, as pure functions from a state to a result and the next state, so that
 * the service applies each one atomically (`Ref.modify`). Deterministic: ids come from a counter, time from the
 * caller.
 */

/** Settings of a sandbox network. */
export interface Options {
  /** ISPB of the payers' institution, in the end-to-end ids of paid charges. */
  readonly payerIspb: string
  /** ISPB of the platform's PSP, in the ids of completed refunds. */
  readonly pspIspb: string
  /** Host (and optional path prefix) of charge locations, without scheme. */
  readonly locationHost: string
  /** Records kept per kind (charges, transfers, refunds); requests beyond are rejected. */
  readonly recordsMax: number
}

/** A request failure queued by `failNext`. */
export interface QueuedFailure {
  readonly operation: PixNetwork.PixNetworkError["operation"]
  readonly reason: PixNetwork.PixNetworkError["reason"]
}

/** Everything the sandbox network knows. */
export interface State {
  readonly counter: number
  readonly charges: HashMap.HashMap<string, SandboxCharge>
  readonly chargeByTxid: HashMap.HashMap<string, string>
  readonly chargeByEndToEndId: HashMap.HashMap<string, string>
  readonly transfers: HashMap.HashMap<string, SandboxTransfer>
  readonly transferByEndToEndId: HashMap.HashMap<string, string>
  readonly refunds: HashMap.HashMap<string, SandboxRefund>
  readonly refundById: HashMap.HashMap<string, string>
  readonly failures: ReadonlyArray<QueuedFailure>
}

/** The state of a network that has seen nothing. */
export const empty: State = {
  counter: 0,
  charges: HashMap.empty(),
  chargeByTxid: HashMap.empty(),
  chargeByEndToEndId: HashMap.empty(),
  transfers: HashMap.empty(),
  transferByEndToEndId: HashMap.empty(),
  refunds: HashMap.empty(),
  refundById: HashMap.empty(),
  failures: []
}

/** A result and the state after it: the shape `Ref.modify` takes. */
export type Step<A, E> = readonly [Result.Result<A, E>, State]

type Operation = PixNetwork.PixNetworkError["operation"]

/** A request refused by the network (`rejected`: retrying the same request does not help). */
export const rejected = (operation: Operation, message: string) =>
  new PixNetwork.PixNetworkError({ operation, reason: "rejected", message })

/** Takes the first failure queued for `operation`, if any. */
export const takeFailure = (state: State, operation: Operation): Option.Option<readonly [QueuedFailure, State]> => {
  const index = state.failures.findIndex((f) => f.operation === operation)
  if (index < 0) return Option.none()
  return Option.some([state.failures[index]!, { ...state, failures: state.failures.filter((_, i) => i !== index) }])
}

/** The number at the end of a reference (`sandbox-charge-12` → 12), which orders records by creation. */
export const referenceOrder = (referenceId: string): number =>
  Number(referenceId.slice(referenceId.lastIndexOf("-") + 1))

const alphabetSize = 62

/** Eleven bytes that `makeEndToEndId` turns into the base-62 digits of `n`: a sequence unique per counter value. */
export const sequenceBytes = (n: number): Uint8Array => {
  const out = new Uint8Array(Transactions.endToEndIdSequenceLength)
  let rest = n
  for (let i = out.length - 1; i >= 0; i--) {
    out[i] = rest % alphabetSize
    rest = Math.floor(rest / alphabetSize)
  }
  return out
}

/** Whether `amountCentavos` is an amount the network moves: a whole number of centavos, 1 to the API maximum. */
export const isAmount = (amountCentavos: number): boolean =>
  Number.isSafeInteger(amountCentavos) && amountCentavos >= 1 && amountCentavos <= Money.amountMaxCentavos

/** Whether the machine allows `trigger` from `from`; `InvalidTransition` otherwise. */
export const checkMove = <S extends string, T extends string>(
  machine: StateMachine.Machine<S, T, never>,
  from: S,
  trigger: T
): Result.Result<S, StateMachine.InvalidTransition> =>
  Result.map(StateMachine.transition(machine, from, trigger), (outcome) => outcome.to)

/** The recipient the network reports for a destination: the key's holder, or the merchant of a BR Code. */
export const recipientOf = (destination: PixNetwork.TransferOrder["destination"]): PixNetwork.Recipient => {
  if (destination._tag === "PixKey") {
    const isDocument = destination.pixKeyType === "CPF" || destination.pixKeyType === "CNPJ"
    return {
      name: "Recebedor Sandbox",
      pixKey: destination.pixKey,
      ...(isDocument ? { document: destination.pixKey } : {})
    }
  }
  return Result.match(Pix.BrCode.parse(destination.brCode), {
    onFailure: () => ({ name: "Recebedor Sandbox" }),
    onSuccess: (code) =>
      code._tag === "Static" ? { name: code.merchantName, pixKey: code.key } : { name: code.merchantName }
  })
}
