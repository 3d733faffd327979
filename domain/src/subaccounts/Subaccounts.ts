import { Context, Effect, Layer, Option, Result } from "effect"
import { fromEither, nowDate } from "../charges/Common.ts"
import { ChargeFlag, flagOn, pixInScheduleOf } from "../charges/Flags.ts"
import type { PageRequest } from "../charges/Record.ts"
import { chargePageSizeDefault, chargePageSizeMax } from "../charges/Record.ts"
import { subaccountMoveEntry } from "../ledger/Entries.ts"
import { Ledger } from "../ledger/Ledger.ts"
import { type AccountId, EntryId, mainLedgerAccount, subLedgerAccount } from "../ledger/Model.ts"
import { centavos } from "../money/Money.ts"
import * as Accounts from "../ports/Accounts.ts"
import { Crypto } from "../ports/Crypto.ts"
import { Ids } from "../ports/Ids.ts"
import { portalNone, SubaccountPortal } from "../ports/SubaccountPortal.ts"
import { SubaccountStore } from "../ports/SubaccountStore.ts"
import { Transactor } from "../ports/Transactor.ts"
import { refundScheduleOf } from "../refunds/Pricing.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { pixOutScheduleOf } from "../transfers/PixPolicy.ts"
import {
  InvalidSubaccountInput,
  SubaccountHasBalance,
  SubaccountLocked,
  SubaccountMissing,
  SubaccountMoveConflict,
  SubaccountReferenceConflict,
  SubaccountsNotEnabled
} from "./Errors.ts"
import { canDeposit, canWithdraw, type LockMode, lockModeOf as lockStateModeOf, lockTriggerFor } from "./Machine.ts"
import { subaccount as subaccountMachine, subaccountLock } from "./Machine.ts"
import { pricingPreview } from "./Pricing.ts"
import {
  surchargeZero,
  subaccountIdPrefix,
  subaccountMoveIdPrefix,
  type SubaccountMoveKind,
  type SubaccountMoveRecord,
  type SubaccountRecord
} from "./Record.ts"
import {
  amountField,
  applyLimits,
  type CreateSubaccountInput,
  moveTexts,
  parseLockMode,
  scheduleOf,
  type SubaccountRef,
  type SurchargeInput,
  textField,
  validateCreate,
  validateRef
} from "./Request.ts"
import { toMoveView, toSubaccountView } from "./View.ts"
import { span } from "../shared/Tracing.ts"

/** A balance move request: the amount in reais as received, the sides by subaccount reference. */
export interface MoveInput {
  readonly amount: unknown
  readonly description?: string | undefined
  readonly externalReference?: string | undefined
}

const refuse = (field: string, message: string) => new InvalidSubaccountInput({ field, message })

/** The canonical text of a move request: a repeat with the same `externalReference` must match it. */
const moveFingerprint = (
  kind: SubaccountMoveKind,
  from: string | null,
  to: string | null,
  amount: number,
  description?: string
) => JSON.stringify([kind, from, to, amount, description ?? null])

/**
 * Subaccounts (spec, `subaccount/*`): logical wallets under a merchant's main account, each with its own ledger
 * account `sub:<id>`. Every operation needs the account flag `subaccounts` (`SubaccountsNotEnabled`, the spec's 403).
 * Balance moves (main → sub, sub → main, sub → sub) are one `SUBACCOUNT_MOVE` journal entry each, idempotent by
 * `externalReference`, and respect the status and lock mode of the subaccounts they touch (money in needs
 * `canDeposit`, money out `canWithdraw`). Changes of one subaccount lock its row, so they serialize.
 */
export class Subaccounts extends Context.Service<Subaccounts>()("@trilho/domain/Subaccounts", {
  make: Effect.gen(function* () {
    const store = yield* SubaccountStore
    const accounts = yield* Accounts.Accounts
    const ledger = yield* Ledger
    const ids = yield* Ids
    const crypto = yield* Crypto
    const transactor = yield* Transactor
    const portal = yield* Effect.serviceOption(SubaccountPortal)

    /** The merchant, when it has subaccounts enabled. */
    const enabledMerchant = (accountId: AccountId) =>
      Effect.flatMap(Accounts.requireById(accounts, accountId), (merchant) =>
        flagOn(merchant.flags, ChargeFlag.subaccounts)
          ? Effect.succeed(merchant)
          : Effect.fail(new SubaccountsNotEnabled({ message: "subaccounts are not enabled on this account" }))
      )

    /** The live subaccount a reference names (locked for the transaction when `forUpdate`), or `SubaccountMissing`. */
    const resolve = (accountId: AccountId, ref: SubaccountRef, forUpdate = false) =>
      Effect.gen(function* () {
        const valid = yield* fromEither(validateRef(ref))
        const byRef =
          valid.id === undefined ? yield* store.findByExternalReference(accountId, valid.externalReference!) : undefined
        const id = valid.id ?? (byRef !== undefined && Option.isSome(byRef) ? byRef.value.id : undefined)
        const missing = new SubaccountMissing({ reference: valid.id ?? valid.externalReference! })
        if (id === undefined) return yield* missing
        const found = yield* forUpdate ? store.findByIdForUpdate(accountId, id) : store.findById(accountId, id)
        if (Option.isNone(found) || found.value.status === "DELETED") return yield* missing
        if (valid.externalReference !== undefined && found.value.externalReference !== valid.externalReference) {
          return yield* missing
        }
        return found.value
      })

    const balanceOf = (record: SubaccountRecord) => ledger.balance(subLedgerAccount(record.id))

    /** API views of live subaccounts, with their balances and portal blocks. */
    const viewsOf = (accountId: AccountId, records: ReadonlyArray<SubaccountRecord>) =>
      Effect.gen(function* () {
        const portals = Option.isSome(portal)
          ? yield* portal.value.findViews(
              accountId,
              records.map((r) => r.id)
            )
          : new Map()
        return yield* Effect.forEach(records, (record) =>
          Effect.map(balanceOf(record), (balance) =>
            toSubaccountView(record, balance, portals.get(record.id) ?? portalNone)
          )
        )
      })
    const viewOf = (accountId: AccountId, record: SubaccountRecord) =>
      Effect.map(viewsOf(accountId, [record]), (views) => views[0]!)

    /**
     * Creates a subaccount, ACTIVE and unlocked, with no limit and no surcharge, and opens its ledger account, in one
     * transaction. A repeated `externalReference` (of a live subaccount): the same body returns the first record
     * (`replayed`), another body is `SubaccountReferenceConflict` (docs/decisions.md, "Subaccount create: repeated
     * externalReference"). Portal fields go to the `SubaccountPortal` port, refused when there is none.
     */
    const create = Effect.fnUntraced(function* (accountId: AccountId, input: CreateSubaccountInput) {
      const merchant = yield* enabledMerchant(accountId)
      const now = yield* nowDate
      const valid = yield* fromEither(validateCreate(input, now.toISOString().slice(0, 10)))
      if (valid.portal !== undefined && Option.isNone(portal)) {
        return yield* refuse("portalEmail", "the operator portal is not available on this server")
      }
      const document =
        valid.document === undefined
          ? undefined
          : {
              fileName: valid.document.fileName,
              contentType: valid.document.contentType,
              sizeBytes: valid.document.bytes.length,
              sha256: yield* crypto.sha256Hex(valid.document.bytes)
            }
      const fingerprint = JSON.stringify([
        valid.personType,
        valid.fullName,
        valid.cpf,
        valid.birthDate,
        valid.postalCode,
        valid.cnpj ?? null,
        valid.companyName ?? null,
        valid.site ?? null,
        document?.sha256 ?? null,
        valid.portal?.email ?? null
      ])
      const earlier = (externalReference: string) =>
        Effect.flatMap(store.findByExternalReference(merchant.id, externalReference), (found) =>
          Option.isNone(found)
            ? Effect.succeed(undefined)
            : found.value.requestFingerprint === fingerprint
              ? Effect.succeed({ record: found.value, replayed: true })
              : Effect.fail(new SubaccountReferenceConflict({ externalReference, subaccountId: found.value.id }))
        )
      const first = yield* earlier(valid.externalReference)
      if (first !== undefined) return { view: yield* viewOf(merchant.id, first.record), replayed: true }
      const started = yield* fromEither(StateMachine.start(subaccountMachine, "create")).pipe(Effect.orDie)
      const record: SubaccountRecord = {
        id: yield* ids.next(subaccountIdPrefix),
        accountId: merchant.id,
        externalReference: valid.externalReference,
        name: valid.companyName ?? valid.fullName,
        personType: valid.personType,
        fullName: valid.fullName,
        cpf: valid.cpf,
        birthDate: valid.birthDate,
        postalCode: valid.postalCode,
        ...(valid.cnpj === undefined ? {} : { cnpj: valid.cnpj }),
        ...(valid.companyName === undefined ? {} : { companyName: valid.companyName }),
        ...(valid.site === undefined ? {} : { site: valid.site }),
        ...(document === undefined ? {} : { document }),
        status: started.to,
        lockMode: null,
        limits: {},
        surcharge: surchargeZero,
        requestFingerprint: fingerprint,
        createdAt: now,
        updatedAt: now
      }
      const outcome = yield* transactor
        .transactionally(
          Effect.gen(function* () {
            yield* store.insert(record, valid.document?.bytes)
            if (valid.portal !== undefined && Option.isSome(portal)) {
              yield* portal.value.setupAtCreate(record, valid.portal)
            }
            yield* ledger.openAccount({ id: subLedgerAccount(record.id), accountId: merchant.id, kind: "SUBACCOUNT" })
            return { record, replayed: false }
          })
        )
        .pipe(
          Effect.catchTag("DuplicateSubaccountReference", (duplicate) =>
            Effect.flatMap(earlier(duplicate.externalReference), (found) =>
              found !== undefined
                ? Effect.succeed(found)
                : Effect.die(new Error("duplicate subaccount reference vanished"))
            )
          )
        )
      return { view: yield* viewOf(merchant.id, outcome.record), replayed: outcome.replayed }
    }, span("Subaccounts.create"))

    /** The live subaccount a reference names, as the API shows it. */
    const find = Effect.fnUntraced(function* (accountId: AccountId, ref: SubaccountRef) {
      yield* enabledMerchant(accountId)
      return yield* viewOf(accountId, yield* resolve(accountId, ref))
    }, span("Subaccounts.find"))

    /** A page of the account's live subaccounts, newest first, optionally of one status. */
    const list = Effect.fnUntraced(function* (
      accountId: AccountId,
      query: {
        readonly status?: string | undefined
        readonly page?: number | undefined
        readonly pageSize?: number | undefined
      }
    ) {
      yield* enabledMerchant(accountId)
      const status = query.status?.trim().toUpperCase()
      if (status !== undefined && status !== "" && status !== "ACTIVE" && status !== "DISABLED") {
        return yield* refuse("status", "status must be ACTIVE or DISABLED")
      }
      const page: PageRequest = { page: query.page ?? 1, pageSize: query.pageSize ?? chargePageSizeDefault }
      if (!Number.isSafeInteger(page.page) || page.page < 1) return yield* refuse("page", "page must be 1 or more")
      if (!Number.isSafeInteger(page.pageSize) || page.pageSize < 1 || page.pageSize > chargePageSizeMax) {
        return yield* refuse("pageSize", `pageSize must be 1 to ${chargePageSizeMax}`)
      }
      const found = yield* store.findManyByAccount(
        accountId,
        { status: status === "ACTIVE" || status === "DISABLED" ? status : undefined },
        page
      )
      return {
        items: yield* viewsOf(accountId, found.items),
        page: page.page,
        pageSize: page.pageSize,
        total: found.total,
        pages: Math.ceil(found.total / page.pageSize)
      }
    }, span("Subaccounts.list"))

    /** The `*Padrao` balance of the subaccount a reference names. */
    const balance = Effect.fnUntraced(function* (accountId: AccountId, ref: SubaccountRef) {
      yield* enabledMerchant(accountId)
      const record = yield* resolve(accountId, ref)
      const view = toSubaccountView(record, yield* balanceOf(record), portalNone)
      return {
        id: record.id,
        externalReference: record.externalReference,
        currency: "BRL" as const,
        availablePadrao: view.availablePadrao,
        spendablePadrao: view.spendablePadrao,
        lockedPadrao: view.lockedPadrao,
        pendingPadrao: view.pendingPadrao
      }
    }, span("Subaccounts.balance"))

    /** Changes one subaccount under its row lock: `change` gets the current record and returns the new one. */
    const change = <E, R>(
      accountId: AccountId,
      ref: SubaccountRef,
      changeRecord: (record: SubaccountRecord, now: Date) => Effect.Effect<SubaccountRecord, E, R>
    ) =>
      Effect.gen(function* () {
        yield* enabledMerchant(accountId)
        yield* fromEither(validateRef(ref))
        const now = yield* nowDate
        const updated = yield* transactor.transactionally(
          Effect.gen(function* () {
            const current = yield* resolve(accountId, ref, true)
            const next = yield* changeRecord(current, now)
            yield* store.update(next)
            return next
          })
        )
        return updated
      })

    /** Renames the subaccount and/or sets its status ACTIVE or DISABLED (the subaccount machine). */
    const update = Effect.fnUntraced(function* (
      accountId: AccountId,
      ref: SubaccountRef,
      input: { readonly name?: string | undefined; readonly status?: string | undefined }
    ) {
      const name = yield* fromEither(textField("name", input.name, 200, false))
      const status = input.status?.trim().toUpperCase()
      if (status !== undefined && status !== "ACTIVE" && status !== "DISABLED") {
        return yield* refuse("status", "status must be ACTIVE or DISABLED")
      }
      if (name === undefined && status === undefined) return yield* refuse("name", "give name and/or status")
      const record = yield* change(accountId, ref, (current, now) =>
        Effect.gen(function* () {
          const to =
            status === undefined
              ? current.status
              : (yield* fromEither(
                  StateMachine.transition(subaccountMachine, current.status, status === "ACTIVE" ? "enable" : "disable")
                )).to
          return { ...current, name: name ?? current.name, status: to, updatedAt: now }
        })
      )
      return yield* viewOf(accountId, record)
    }, span("Subaccounts.update"))

    /** Locks the subaccount in `lockMode` (a second lock replaces the mode). */
    const lock = Effect.fnUntraced(function* (accountId: AccountId, ref: SubaccountRef, mode: string | undefined) {
      const lockMode: LockMode = yield* fromEither(parseLockMode(mode))
      const record = yield* change(accountId, ref, (current, now) =>
        Effect.map(
          fromEither(StateMachine.transition(subaccountLock, current.lockMode ?? "unlocked", lockTriggerFor(lockMode))),
          (outcome) => ({ ...current, lockMode: lockStateModeOf(outcome.to), updatedAt: now })
        )
      )
      return yield* viewOf(accountId, record)
    }, span("Subaccounts.lock"))

    /** Back to normal mode; refused (`InvalidTransition`) when the subaccount is not locked. */
    const unlock = Effect.fnUntraced(function* (accountId: AccountId, ref: SubaccountRef) {
      const record = yield* change(accountId, ref, (current, now) =>
        Effect.map(
          fromEither(StateMachine.transition(subaccountLock, current.lockMode ?? "unlocked", "unlock")),
          (outcome) => ({ ...current, lockMode: lockStateModeOf(outcome.to), updatedAt: now })
        )
      )
      return yield* viewOf(accountId, record)
    }, span("Subaccounts.unlock"))

    /** Sets, keeps (absent) or removes (`null`) each limit, in reais. */
    const setLimits = Effect.fnUntraced(function* (
      accountId: AccountId,
      ref: SubaccountRef,
      input: { readonly daily?: unknown; readonly monthly?: unknown; readonly perTransaction?: unknown }
    ) {
      yield* fromEither(applyLimits({}, input))
      const record = yield* change(accountId, ref, (current, now) =>
        Effect.map(fromEither(applyLimits(current.limits, input)), (limits) => ({ ...current, limits, updatedAt: now }))
      )
      return yield* viewOf(accountId, record)
    }, span("Subaccounts.setLimits"))

    /** Sets the PIX-in and/or PIX-out surcharge (percent and fixed reais; an absent part is kept). */
    const setPricing = Effect.fnUntraced(function* (
      accountId: AccountId,
      ref: SubaccountRef,
      input: { readonly pixIn?: SurchargeInput | undefined; readonly pixOut?: SurchargeInput | undefined }
    ) {
      if (input.pixIn === undefined && input.pixOut === undefined)
        return yield* refuse("pixIn", "give pixIn and/or pixOut")
      const next = (current: SubaccountRecord) =>
        Result.all({
          pixIn:
            input.pixIn === undefined
              ? Result.succeed(current.surcharge.pixIn)
              : scheduleOf("pixIn", input.pixIn, current.surcharge.pixIn),
          pixOut:
            input.pixOut === undefined
              ? Result.succeed(current.surcharge.pixOut)
              : scheduleOf("pixOut", input.pixOut, current.surcharge.pixOut)
        })
      yield* fromEither(next({ surcharge: surchargeZero } as SubaccountRecord))
      const record = yield* change(accountId, ref, (current, now) =>
        Effect.map(fromEither(next(current)), (surcharge) => ({ ...current, surcharge, updatedAt: now }))
      )
      return yield* viewOf(accountId, record)
    }, span("Subaccounts.setPricing"))

    /** The pricing preview: per operation, the main account's fee, the surcharge and their totals. */
    const pricing = Effect.fnUntraced(function* (accountId: AccountId, ref: SubaccountRef) {
      const merchant = yield* enabledMerchant(accountId)
      const record = yield* resolve(accountId, ref)
      const main = yield* Effect.all({
        pixIn: pixInScheduleOf(merchant.flags),
        pixOut: pixOutScheduleOf(merchant.flags),
        refund: refundScheduleOf(merchant.flags)
      })
      return pricingPreview(record, main, record.surcharge)
    }, span("Subaccounts.pricing"))

    /** Soft delete; refused (`SubaccountHasBalance`) while its available, pending or MED-blocked Padrao is not zero. */
    const remove = Effect.fnUntraced(function* (accountId: AccountId, ref: SubaccountRef) {
      const record = yield* change(accountId, ref, (current, now) =>
        Effect.gen(function* () {
          const view = yield* balanceOf(current)
          if (view.availableCentavos !== 0 || view.pendingCentavos !== 0 || view.medBlockedCentavos !== 0) {
            return yield* new SubaccountHasBalance({
              subaccountId: current.id,
              availableCentavos: view.availableCentavos,
              pendingCentavos: view.pendingCentavos
            })
          }
          const outcome = yield* fromEither(StateMachine.transition(subaccountMachine, current.status, "delete"))
          return { ...current, status: outcome.to, updatedAt: now }
        })
      )
      return { id: record.id }
    }, span("Subaccounts.delete"))

    /**
     * One balance move: main → `to` (`from` undefined), `from` → main (`to` undefined), or `from` → `to`. Locks the
     * subaccounts touched in id order, checks their gates (`SubaccountLocked`), writes the move and its entry in one
     * transaction. The ledger refuses a source whose `withdrawable` (`spendablePadrao`) is short.
     */
    const move = (
      accountId: AccountId,
      kind: SubaccountMoveKind,
      sides: { readonly from?: SubaccountRef | undefined; readonly to?: SubaccountRef | undefined },
      input: MoveInput
    ) =>
      Effect.gen(function* () {
        yield* enabledMerchant(accountId)
        const amountCentavos = yield* fromEither(amountField("amount", input.amount))
        const texts = yield* fromEither(moveTexts(input))
        // Resolve ids first (outside the transaction), so a repeat compares the same fingerprint.
        const from = sides.from === undefined ? undefined : yield* resolve(accountId, sides.from)
        const to = sides.to === undefined ? undefined : yield* resolve(accountId, sides.to)
        if (from !== undefined && to !== undefined && from.id === to.id) {
          return yield* refuse("toSubaccountId", "a transfer needs two different subaccounts")
        }
        const fingerprint = moveFingerprint(kind, from?.id ?? null, to?.id ?? null, amountCentavos, texts.description)
        const earlier = (externalReference: string) =>
          Effect.flatMap(store.findMoveByExternalReference(accountId, externalReference), (found) =>
            Option.isNone(found)
              ? Effect.succeed(undefined)
              : found.value.requestFingerprint === fingerprint
                ? Effect.succeed({ move: found.value, replayed: true })
                : Effect.fail(new SubaccountMoveConflict({ externalReference, moveId: found.value.id }))
          )
        if (texts.externalReference !== undefined) {
          const first = yield* earlier(texts.externalReference)
          if (first !== undefined) return first
        }
        const now = yield* nowDate
        const id = yield* ids.next(subaccountMoveIdPrefix)
        const record: SubaccountMoveRecord = {
          id,
          accountId,
          kind,
          ...(from === undefined ? {} : { fromSubaccountId: from.id }),
          ...(to === undefined ? {} : { toSubaccountId: to.id }),
          amountCentavos: centavos(amountCentavos),
          ...(texts.description === undefined ? {} : { description: texts.description }),
          ...(texts.externalReference === undefined ? {} : { externalReference: texts.externalReference }),
          requestFingerprint: fingerprint,
          entryId: id,
          createdAt: now
        }
        return yield* transactor
          .transactionally(
            Effect.gen(function* () {
              // Lock the subaccounts in id order (no deadlock between two opposite transfers), then check the gates
              // on the locked rows: a lock, disable or delete committed meanwhile is seen.
              const touched = [from, to].filter((s) => s !== undefined).sort((a, b) => (a.id < b.id ? -1 : 1))
              const locked = new Map<string, SubaccountRecord>()
              for (const s of touched) locked.set(s.id, yield* resolve(accountId, { id: s.id }, true))
              const source = from === undefined ? undefined : locked.get(from.id)!
              const target = to === undefined ? undefined : locked.get(to.id)!
              if (source !== undefined && !canWithdraw(source)) {
                return yield* new SubaccountLocked({
                  subaccountId: source.id,
                  direction: "out",
                  status: source.status,
                  lockMode: source.lockMode
                })
              }
              if (target !== undefined && !canDeposit(target)) {
                return yield* new SubaccountLocked({
                  subaccountId: target.id,
                  direction: "in",
                  status: target.status,
                  lockMode: target.lockMode
                })
              }
              yield* store.insertMove(record)
              yield* ledger.post(
                subaccountMoveEntry(
                  {
                    id: EntryId.make(id),
                    accountId,
                    transactionId: id,
                    ...(texts.description === undefined ? {} : { description: texts.description }),
                    createdAt: now
                  },
                  {
                    from: source === undefined ? mainLedgerAccount(accountId) : subLedgerAccount(source.id),
                    to: target === undefined ? mainLedgerAccount(accountId) : subLedgerAccount(target.id),
                    amountCentavos
                  }
                )
              )
              return { move: record, replayed: false }
            })
          )
          .pipe(
            Effect.catchTag("DuplicateMoveReference", (duplicate) =>
              Effect.flatMap(earlier(duplicate.externalReference), (found) =>
                found !== undefined ? Effect.succeed(found) : Effect.die(new Error("duplicate move reference vanished"))
              )
            )
          )
      })

    const asView = <E, R>(effect: Effect.Effect<{ move: SubaccountMoveRecord; replayed: boolean }, E, R>) =>
      Effect.map(effect, (outcome) => ({ view: toMoveView(outcome.move), replayed: outcome.replayed }))

    /** Main account → subaccount. */
    const addBalance = Effect.fnUntraced(function* (accountId: AccountId, ref: SubaccountRef, input: MoveInput) {
      return yield* asView(move(accountId, "ADD_BALANCE", { to: ref }, input))
    }, span("Subaccounts.addBalance"))

    /** Subaccount → main account, from its `spendablePadrao`. */
    const removeBalance = Effect.fnUntraced(function* (accountId: AccountId, ref: SubaccountRef, input: MoveInput) {
      return yield* asView(move(accountId, "REMOVE_BALANCE", { from: ref }, input))
    }, span("Subaccounts.removeBalance"))

    /** Subaccount → subaccount of the same account. */
    const transfer = Effect.fnUntraced(function* (
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
      return yield* asView(
        move(accountId, "TRANSFER", { from: { id: fromSubaccountId }, to: { id: toSubaccountId } }, input)
      )
    }, span("Subaccounts.transfer"))

    return {
      create,
      find,
      list,
      balance,
      update,
      lock,
      unlock,
      setLimits,
      setPricing,
      pricing,
      delete: remove,
      addBalance,
      removeBalance,
      transfer
    } as const
  })
}) {
  /** The service over the ports it reads (what `Effect.Service` made as `Default`). */
  static readonly Default = Layer.effect(Subaccounts, Subaccounts.make)
}
