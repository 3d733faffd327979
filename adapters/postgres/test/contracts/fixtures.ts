import { Ledger, LedgerStore } from "@trilho/domain"
import { Effect, Result } from "effect"

/** A fixed instant: stores take time as a parameter, so tests never need a clock. */
export const T0 = new Date("2025-03-10T12:00:00.000Z")
export const hourMs = 60 * 60 * 1000
export const at = (base: Date, ms: number) => new Date(base.getTime() + ms)

const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
let sequence = 0
/** A fresh id for this run: tests share one database per file and never see each other's rows. */
export const uid = (prefix: string) => `${prefix}_${runId}_${++sequence}`

type PostingInput = {
  readonly ledgerAccountId: string
  readonly amountCentavos: number
  readonly bucket?: Ledger.Bucket
  readonly unlockAt?: Date
  readonly spend?: Ledger.SpendRule
}

export const entry = (options: {
  readonly accountId: string
  readonly kind?: Ledger.EntryKind
  readonly postings: ReadonlyArray<PostingInput>
  readonly idempotencyKey?: string
  readonly id?: string
  readonly createdAt?: Date
  readonly transactionId?: string
  readonly description?: string
}): Ledger.JournalEntry => ({
  id: (options.id ?? uid("e")) as Ledger.EntryId,
  accountId: options.accountId as Ledger.AccountId,
  kind: options.kind ?? "ADJUSTMENT",
  ...(options.transactionId === undefined ? {} : { transactionId: options.transactionId }),
  ...(options.idempotencyKey === undefined ? {} : { idempotencyKey: options.idempotencyKey }),
  ...(options.description === undefined ? {} : { description: options.description }),
  postings: options.postings.map((p) => ({
    ledgerAccountId: p.ledgerAccountId as Ledger.LedgerAccountId,
    amountCentavos: p.amountCentavos as Ledger.JournalEntry["postings"][number]["amountCentavos"],
    bucket: p.bucket ?? "available",
    ...(p.unlockAt === undefined ? {} : { unlockAt: p.unlockAt }),
    ...(p.spend === undefined ? {} : { spend: p.spend })
  })),
  createdAt: options.createdAt ?? T0
})

export const pix = Ledger.SystemAccount.pixClearing
export const card = Ledger.SystemAccount.cardClearing

/** A PIX deposit of `amount` to the merchant's main account; locked for 24 h from `creditedAt` unless `locked: false`. */
export const deposit = (
  accountId: string,
  amount: number,
  creditedAt: Date = T0,
  options: { readonly locked?: boolean; readonly idempotencyKey?: string; readonly id?: string } = {}
) =>
  entry({
    accountId,
    kind: "PIX_IN",
    createdAt: creditedAt,
    ...(options.idempotencyKey === undefined ? {} : { idempotencyKey: options.idempotencyKey }),
    ...(options.id === undefined ? {} : { id: options.id }),
    postings: [
      { ledgerAccountId: pix, amountCentavos: -amount },
      {
        ledgerAccountId: Ledger.mainLedgerAccount(accountId),
        amountCentavos: amount,
        ...(options.locked === false ? {} : { unlockAt: Ledger.unlockAtFor(creditedAt) })
      }
    ]
  })

/** A PIX out of `amount` from the merchant's main account, under the withdrawable rule. */
export const withdraw = (accountId: string, amount: number, options: { readonly spend?: Ledger.SpendRule } = {}) =>
  entry({
    accountId,
    kind: "PIX_OUT",
    postings: [
      {
        ledgerAccountId: Ledger.mainLedgerAccount(accountId),
        amountCentavos: -amount,
        ...(options.spend === undefined ? {} : { spend: options.spend })
      },
      { ledgerAccountId: pix, amountCentavos: amount }
    ]
  })

/** A refund of part of a deposit: spends available money, releasing the deposit's own lock. */
export const refund = (accountId: string, amount: number, unlockAt: Date) =>
  entry({
    accountId,
    kind: "REFUND",
    postings: [
      { ledgerAccountId: Ledger.mainLedgerAccount(accountId), amountCentavos: -amount, spend: "available", unlockAt },
      { ledgerAccountId: pix, amountCentavos: amount }
    ]
  })

/** Creates a merchant main ledger account with zero balances. */
export const newMerchant = (prefix = "m") =>
  Effect.gen(function* () {
    const store = yield* LedgerStore.LedgerStore
    const accountId = uid(prefix)
    yield* store.insertAccount({
      id: Ledger.mainLedgerAccount(accountId),
      accountId: accountId as Ledger.AccountId,
      kind: "MAIN"
    })
    return accountId
  })

/** An outcome as plain data, for comparisons across stores. */
export const plainOutcome = (outcome: LedgerStore.EntryOutcome) =>
  Result.match(outcome, {
    onFailure: (e) => ({ ...e, tag: e._tag }),
    onSuccess: (posted) => ({ tag: "Posted", ...posted })
  })

export const postOne = (e: Ledger.JournalEntry, now: Date = T0) =>
  Effect.flatMap(LedgerStore.LedgerStore, (store) => store.post([e], now)).pipe(Effect.map((o) => o[0]!))

export const balanceOf = (accountId: string, now: Date = T0) =>
  Effect.flatMap(LedgerStore.LedgerStore, (store) => store.findBalance(Ledger.mainLedgerAccount(accountId), now)).pipe(
    Effect.map((snapshot) => ({ snapshot, view: Ledger.balanceView(snapshot) }))
  )
