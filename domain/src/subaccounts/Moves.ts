import { Effect, Option } from "effect"
import { fromEither, nowDate } from "../charges/Common.ts"
import { subaccountMoveEntry } from "../ledger/Entries.ts"
import { Ledger } from "../ledger/Ledger.ts"
import { type AccountId, EntryId, mainLedgerAccount, subLedgerAccount } from "../ledger/Model.ts"
import { type Centavos, centavos } from "../money/Money.ts"
import { Ids } from "../shared/Ids.ts"
import { SubaccountStore } from "./SubaccountStore.ts"
import { Transactor } from "../shared/Transactor.ts"
import { span } from "../shared/Tracing.ts"
import { refuse, type SubaccountsCommon } from "./Common.ts"
import { SubaccountLocked, SubaccountMoveConflict } from "./Errors.ts"
import { canDeposit, canWithdraw } from "./Machine.ts"
import {
  subaccountMoveIdPrefix,
  type SubaccountMoveKind,
  type SubaccountMoveRecord,
  type SubaccountRecord
} from "./Record.ts"
import { amountField, moveTexts, type SubaccountRef } from "./Request.ts"
import { toMoveView } from "./View.ts"

/** A balance move request: the amount in reais as received, the sides by subaccount reference. */
export interface MoveInput {
  readonly amount: unknown
  readonly description?: string | undefined
  readonly externalReference?: string | undefined
}

/** The sides of a move: absent `from` is the main account paying, absent `to` the main account receiving. */
interface MoveSides<A> {
  readonly from?: A | undefined
  readonly to?: A | undefined
}

/** The canonical text of a move request: a repeat with the same `externalReference` must match it. */
const moveFingerprint = (
  kind: SubaccountMoveKind,
  from: string | null,
  to: string | null,
  amount: number,
  description?: string
) => JSON.stringify([kind, from, to, amount, description ?? null])

/** The move found under `externalReference`, if the same request made it; else a conflict. */
const earlierMove = (
  store: SubaccountStore["Service"],
  accountId: AccountId,
  externalReference: string,
  fingerprint: string
) =>
  Effect.flatMap(store.findMoveByExternalReference(accountId, externalReference), (found) =>
    Option.isNone(found)
      ? Effect.succeed(undefined)
      : found.value.requestFingerprint === fingerprint
        ? Effect.succeed({ move: found.value, replayed: true })
        : Effect.fail(new SubaccountMoveConflict({ externalReference, moveId: found.value.id }))
  )

/** The record of a new move between `sides`; its journal entry has the move's id. */
const moveRecordOf = (
  id: string,
  accountId: AccountId,
  kind: SubaccountMoveKind,
  sides: MoveSides<SubaccountRecord>,
  amountCentavos: Centavos,
  texts: { readonly description?: string | undefined; readonly externalReference?: string | undefined },
  requestFingerprint: string,
  now: Date
): SubaccountMoveRecord => ({
  id,
  accountId,
  kind,
  ...(sides.from === undefined ? {} : { fromSubaccountId: sides.from.id }),
  ...(sides.to === undefined ? {} : { toSubaccountId: sides.to.id }),
  amountCentavos,
  ...(texts.description === undefined ? {} : { description: texts.description }),
  ...(texts.externalReference === undefined ? {} : { externalReference: texts.externalReference }),
  requestFingerprint,
  entryId: id,
  createdAt: now
})

/** Locks the subaccounts of `sides` in id order (no deadlock between two opposite transfers); their locked rows. */
const lockSides = (
  resolve: SubaccountsCommon["resolve"],
  accountId: AccountId,
  sides: MoveSides<SubaccountRecord>
): Effect.Effect<MoveSides<SubaccountRecord>, Effect.Error<ReturnType<SubaccountsCommon["resolve"]>>> =>
  Effect.gen(function* () {
    const touched = [sides.from, sides.to].filter((s) => s !== undefined).sort((a, b) => (a.id < b.id ? -1 : 1))
    const locked = new Map<string, SubaccountRecord>()
    for (const s of touched) locked.set(s.id, yield* resolve(accountId, { id: s.id }, true))
    return {
      from: sides.from === undefined ? undefined : locked.get(sides.from.id)!,
      to: sides.to === undefined ? undefined : locked.get(sides.to.id)!
    }
  })

/** Refuses a move whose source may not send money or whose target may not receive it, as the locked rows say. */
const checkGates = (sides: MoveSides<SubaccountRecord>) => {
  const { from: source, to: target } = sides
  if (source !== undefined && !canWithdraw(source)) {
    return Effect.fail(
      new SubaccountLocked({
        subaccountId: source.id,
        direction: "out",
        status: source.status,
        lockMode: source.lockMode
      })
    )
  }
  if (target !== undefined && !canDeposit(target)) {
    return Effect.fail(
      new SubaccountLocked({
        subaccountId: target.id,
        direction: "in",
        status: target.status,
        lockMode: target.lockMode
      })
    )
  }
  return Effect.void
}

/** The `SUBACCOUNT_MOVE` journal entry of a move between the (locked) sides. */
const entryOf = (record: SubaccountMoveRecord, sides: MoveSides<SubaccountRecord>) =>
  subaccountMoveEntry(
    {
      id: EntryId.make(record.entryId),
      accountId: record.accountId,
      transactionId: record.id,
      ...(record.description === undefined ? {} : { description: record.description }),
      createdAt: record.createdAt
    },
    {
      from: sides.from === undefined ? mainLedgerAccount(record.accountId) : subLedgerAccount(sides.from.id),
      to: sides.to === undefined ? mainLedgerAccount(record.accountId) : subLedgerAccount(sides.to.id),
      amountCentavos: record.amountCentavos
    }
  )

/** The write of one balance move, over the ports. */
const makeWrite = (resolve: SubaccountsCommon["resolve"]) =>
  Effect.gen(function* () {
    const store = yield* SubaccountStore
    const ledger = yield* Ledger
    const transactor = yield* Transactor

    /**
     * Writes the move and its entry in one transaction. Locks the subaccounts touched, then checks the gates on the
     * locked rows: a lock, disable or delete committed meanwhile is seen. The ledger refuses a source whose
     * `withdrawable` (`spendablePadrao`) is short.
     */
    const write = (record: SubaccountMoveRecord, sides: MoveSides<SubaccountRecord>) =>
      transactor
        .transactionally(
          Effect.gen(function* () {
            const lockedSides = yield* lockSides(resolve, record.accountId, sides)
            yield* checkGates(lockedSides)
            yield* store.insertMove(record)
            yield* ledger.post(entryOf(record, lockedSides))
            return { move: record, replayed: false }
          })
        )
        .pipe(
          Effect.catchTag("DuplicateMoveReference", (duplicate) =>
            Effect.flatMap(
              earlierMove(store, record.accountId, duplicate.externalReference, record.requestFingerprint),
              (found) =>
                found !== undefined ? Effect.succeed(found) : Effect.die(new Error("duplicate move reference vanished"))
            )
          )
        )

    return write
  })

/** One balance move of `Subaccounts` (main → sub, sub → main, sub → sub), over its ports. */
const makeMove = (common: SubaccountsCommon) =>
  Effect.gen(function* () {
    const store = yield* SubaccountStore
    const ids = yield* Ids
    const write = yield* makeWrite(common.resolve)
    const { enabledMerchant, resolve } = common

    /** One balance move, idempotent by `externalReference`, as the API shows it. */
    const move = (accountId: AccountId, kind: SubaccountMoveKind, refs: MoveSides<SubaccountRef>, input: MoveInput) =>
      Effect.gen(function* () {
        yield* enabledMerchant(accountId)
        const amountCentavos = yield* fromEither(amountField("amount", input.amount))
        const texts = yield* fromEither(moveTexts(input))
        // Resolve ids first (outside the transaction), so a repeat compares the same fingerprint.
        const from = refs.from === undefined ? undefined : yield* resolve(accountId, refs.from)
        const to = refs.to === undefined ? undefined : yield* resolve(accountId, refs.to)
        if (from !== undefined && to !== undefined && from.id === to.id) {
          return yield* refuse("toSubaccountId", "a transfer needs two different subaccounts")
        }
        const fingerprint = moveFingerprint(kind, from?.id ?? null, to?.id ?? null, amountCentavos, texts.description)
        const first =
          texts.externalReference === undefined
            ? undefined
            : yield* earlierMove(store, accountId, texts.externalReference, fingerprint)
        if (first !== undefined) return { view: toMoveView(first.move), replayed: first.replayed }
        const now = yield* nowDate
        const id = yield* ids.next(subaccountMoveIdPrefix)
        const record = moveRecordOf(
          id,
          accountId,
          kind,
          { from, to },
          centavos(amountCentavos),
          texts,
          fingerprint,
          now
        )
        const outcome = yield* write(record, { from, to })
        return { view: toMoveView(outcome.move), replayed: outcome.replayed }
      })

    return move
  })

type Move = Effect.Success<ReturnType<typeof makeMove>>

/** Main account → subaccount. */
const addBalance = (move: Move) =>
  Effect.fnUntraced(function* (accountId: AccountId, ref: SubaccountRef, input: MoveInput) {
    return yield* move(accountId, "ADD_BALANCE", { to: ref }, input)
  }, span("Subaccounts.addBalance"))

/** Subaccount → main account, from its `spendablePadrao`. */
const removeBalance = (move: Move) =>
  Effect.fnUntraced(function* (accountId: AccountId, ref: SubaccountRef, input: MoveInput) {
    return yield* move(accountId, "REMOVE_BALANCE", { from: ref }, input)
  }, span("Subaccounts.removeBalance"))

/** Subaccount → subaccount of the same account. */
const transfer = (move: Move) =>
  Effect.fnUntraced(function* (
    accountId: AccountId,
    fromSubaccountId: string | undefined,
    toSubaccountId: string | undefined,
    input: MoveInput
  ) {
    if (fromSubaccountId === undefined || fromSubaccountId.trim() === "") {
      return yield* refuse("fromSubaccountId", "fromSubaccountId is required")
    }
    if (toSubaccountId === undefined || toSubaccountId.trim() === "") {
      return yield* refuse("toSubaccountId", "toSubaccountId is required")
    }
    return yield* move(accountId, "TRANSFER", { from: { id: fromSubaccountId }, to: { id: toSubaccountId } }, input)
  }, span("Subaccounts.transfer"))

/**
 * The balance moves of `Subaccounts`: one `SUBACCOUNT_MOVE` journal entry each, idempotent by `externalReference`,
 * respecting the status and lock mode of the subaccounts they touch.
 */
export const makeMoves = (common: SubaccountsCommon) =>
  Effect.map(makeMove(common), (move) => ({
    addBalance: addBalance(move),
    removeBalance: removeBalance(move),
    transfer: transfer(move)
  }))
