import { Context, Effect, Layer, Ref, Result } from "effect"
import { ChargeStore } from "../../charges/ChargeStore.ts"
import { chargePageSizeMax, type ChargeListFilters } from "../../charges/Record.ts"
import { LedgerStore } from "../../ledger/LedgerStore.ts"
import { type AccountId, type JournalEntry, type LedgerAccountId, mainLedgerAccount } from "../../ledger/Model.ts"
import { span } from "../../shared/Tracing.ts"
import {
  movementMatches,
  movementsOf,
  type StatementItem,
  statementLedgerAccount,
  statementOrder
} from "./Movements.ts"
import { Statement } from "./Statement.ts"

/**
 * The statement over the memory stores. It wraps the `LedgerStore` it is given: the wrapper (provided beside
 * `Statement`) keeps the entries it applies and the owners of the ledger accounts it creates, which the movements
 * are read from; charges are read from the `ChargeStore`, page by page.
 */
export const makeMemory = Effect.gen(function* () {
  const inner = yield* LedgerStore
  const charges = yield* ChargeStore
  const entries = yield* Ref.make<ReadonlyArray<JournalEntry>>([])
  const owners = yield* Ref.make<ReadonlyMap<LedgerAccountId, AccountId>>(new Map())

  const ledgerStore = LedgerStore.of({
    ...inner,
    insertAccount: (account) =>
      Effect.andThen(
        inner.insertAccount(account),
        Ref.update(owners, (m) => (m.has(account.id) ? m : new Map(m).set(account.id, account.accountId)))
      ),
    post: (batch, now) =>
      Effect.tap(inner.post(batch, now), (outcomes) =>
        Ref.update(entries, (all) => [
          ...all,
          ...batch.filter((_, i) => {
            const outcome = outcomes[i]
            return outcome !== undefined && Result.isSuccess(outcome) && !outcome.success.replayed
          })
        ])
      )
  })

  const allCharges = (accountId: AccountId, filters: ChargeListFilters) =>
    Effect.gen(function* () {
      const first = yield* charges.findManyByAccount(accountId, filters, { page: 1, pageSize: chargePageSizeMax })
      const all = [...first.items]
      for (let page = 2; all.length < first.total; page++) {
        const next = yield* charges.findManyByAccount(accountId, filters, { page, pageSize: chargePageSizeMax })
        if (next.items.length === 0) break
        all.push(...next.items)
      }
      return all
    })

  const statement = Statement.of({
    findManyByAccount: (accountId, filters, page) =>
      Effect.gen(function* () {
        const ledgerAccountId = statementLedgerAccount(accountId, filters)
        const owned = (yield* Ref.get(owners)).get(ledgerAccountId) === accountId
        const subaccountCharges =
          owned && ledgerAccountId === mainLedgerAccount(accountId)
            ? new Set(
                (yield* allCharges(accountId, {}))
                  .filter((c) => c.subaccountId !== undefined)
                  .map((c) => c.id as string)
              )
            : new Set<string>()
        const movements = owned
          ? (yield* Ref.get(entries))
              .flatMap((entry) => movementsOf(entry, accountId, ledgerAccountId, subaccountCharges))
              .filter((movement) => movementMatches(movement, filters))
          : []
        const all: Array<StatementItem> = [
          ...(yield* allCharges(accountId, filters)).map((charge) => ({ _tag: "Charge" as const, charge })),
          ...movements.map((movement) => ({ _tag: "Movement" as const, movement }))
        ].sort(statementOrder)
        const start = (page.page - 1) * page.pageSize
        return { items: all.slice(start, start + page.pageSize), total: all.length }
      }).pipe(span("Statement.findManyByAccount"))
  })

  return Context.make(Statement, statement).pipe(Context.add(LedgerStore, ledgerStore))
})

/**
 * The memory statement with the `LedgerStore` it reads: build the ledger (and `Accounts`) over the `LedgerStore` this
 * layer provides, so every entry goes through it.
 */
export const layerMemory: Layer.Layer<Statement | LedgerStore, never, LedgerStore | ChargeStore> =
  Layer.effectContext(makeMemory)
