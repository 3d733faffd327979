import { Context, Effect, Layer, Ref } from "effect"
import type { InstructionReason } from "./Record.ts"

/** What the platform asks the payer's bank to debit: one instalment of a recurrence. */
export interface DebitRequest {
  readonly instructionId: string
  readonly idRec: string
  readonly payerDocument: string
  readonly amountCentavos: number
  readonly dueDate: string
}

/** The payer's bank's answer: the debit went through (with its end-to-end id) or was refused. */
export type DebitOutcome =
  | { readonly _tag: "Accepted"; readonly endToEndId: string }
  | {
      readonly _tag: "Refused"
      readonly reason: Extract<InstructionReason, "INSUFFICIENT_FUNDS" | "PAYER_BANK_REFUSED">
    }

/**
 * The payer's bank in PIX Automático: it holds the payer's consent (driven by the sandbox controls) and debits
 * instalments. A deterministic simulation in sandbox mode (`@trilho/sandbox`'s `PixAutomaticBankSandbox`).
 */
export class PixAutomaticBank extends Context.Service<
  PixAutomaticBank,
  {
    /** Debits one instalment from the payer; the same instruction asked twice gets the same answer. */
    readonly debit: (request: DebitRequest) => Effect.Effect<DebitOutcome>
  }
>()("@trilho/domain/PixAutomaticBank") {}

/**
 * The in-memory bank for domain tests: accepts every debit (end-to-end id from the instruction id), except those
 * whose instruction id is in `refused`, which the test may fill through the returned reference.
 */
export const makeMemory = (refused: Ref.Ref<ReadonlySet<string>>) =>
  PixAutomaticBank.of({
    debit: (request) =>
      Effect.map(Ref.get(refused), (ids) =>
        ids.has(request.instructionId)
          ? { _tag: "Refused", reason: "INSUFFICIENT_FUNDS" }
          : { _tag: "Accepted", endToEndId: `E99999997${request.instructionId.slice(-23).padStart(23, "0")}` }
      )
  })

/** Instruction ids the memory bank refuses (a test fills it). */
export class RefusedDebits extends Context.Service<RefusedDebits, Ref.Ref<ReadonlySet<string>>>()(
  "@trilho/domain/PixAutomaticBank/RefusedDebits"
) {}

/** The memory bank and its refusal set. */
export const layerMemory: Layer.Layer<PixAutomaticBank | RefusedDebits> = Layer.effectContext(
  Effect.gen(function* () {
    const refused = yield* Ref.make<ReadonlySet<string>>(new Set())
    return Context.make(RefusedDebits, refused).pipe(Context.add(PixAutomaticBank, makeMemory(refused)))
  })
)
