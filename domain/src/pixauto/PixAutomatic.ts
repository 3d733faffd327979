import { Context, Effect, Layer } from "effect"
import { Accounts, layerMemory as accountsMemory } from "../accounts/Accounts.ts"
import { layerMemory as customersMemory } from "../customers/CustomerStore.ts"
import * as Outbox from "../events/Outbox.ts"
import { Ledger } from "../ledger/Ledger.ts"
import type { AccountId } from "../ledger/Model.ts"
import * as Ids from "../shared/Ids.ts"
import { span } from "../shared/Tracing.ts"
import * as Transactor from "../shared/Transactor.ts"
import { makeAuthorizations, requireProduct } from "./Authorizations.ts"
import * as Bank from "./Bank.ts"
import { makeInstructions } from "./Instructions.ts"
import {
  type AuthorizationFilters,
  type InstructionFilters,
  layerMemory,
  PixAutomaticStore,
  type PixAutomaticPageRequest
} from "./Store.ts"

/** A page with its counts, as the list routes answer it. */
const paged = <A>(
  found: { readonly items: ReadonlyArray<A>; readonly total: number },
  page: PixAutomaticPageRequest
) => ({
  ...found,
  page: page.page,
  pageSize: page.pageSize,
  pages: Math.ceil(found.total / page.pageSize)
})

/**
 * PIX Automático (`/pix-automatic/*`, docs/decisions.md "PIX Automático"): authorizations (BACEN's recurrences) the
 * payer consents to through their bank (`PixAutomaticBank`), and payment instructions (instalments) debited on their
 * due date. Every merchant-facing use case first checks the product is enabled on the account.
 */
export class PixAutomatic extends Context.Service<PixAutomatic>()("@trilho/domain/PixAutomatic", {
  make: Effect.gen(function* () {
    const store = yield* PixAutomaticStore
    const authorizations = yield* makeAuthorizations
    const instructions = yield* makeInstructions
    const accounts = yield* Accounts
    const product = (accountId: AccountId) => Effect.provideService(requireProduct(accountId), Accounts, accounts)

    const listAuthorizations = (accountId: AccountId, filters: AuthorizationFilters, page: PixAutomaticPageRequest) =>
      Effect.gen(function* () {
        yield* product(accountId)
        return paged(yield* store.findAuthorizationsByAccount(accountId, filters, page), page)
      }).pipe(span("PixAutomatic.listAuthorizations"))

    const listInstructions = (accountId: AccountId, filters: InstructionFilters, page: PixAutomaticPageRequest) =>
      Effect.gen(function* () {
        yield* product(accountId)
        return paged(yield* store.findInstructionsByAccount(accountId, filters, page), page)
      }).pipe(span("PixAutomatic.listInstructions"))

    const withProduct =
      <A, E, R>(f: (accountId: AccountId, id: string) => Effect.Effect<A, E, R>, name: string) =>
      (accountId: AccountId, id: string) =>
        Effect.andThen(product(accountId), f(accountId, id)).pipe(span(name))

    return {
      /** Creates an authorization (see `makeAuthorizations`). */
      createAuthorization: (
        accountId: AccountId,
        apiKeyId: string | undefined,
        input: Parameters<typeof authorizations.create>[2]
      ) =>
        Effect.provideService(authorizations.create(accountId, apiKeyId, input), Accounts, accounts).pipe(
          span("PixAutomatic.createAuthorization")
        ),
      getAuthorization: withProduct(authorizations.find, "PixAutomatic.getAuthorization"),
      cancelAuthorization: withProduct(authorizations.cancel, "PixAutomatic.cancelAuthorization"),
      listAuthorizations,
      /** Sandbox controls of the payer's bank: approve, reject or revoke. */
      approve: withProduct(authorizations.approve, "PixAutomatic.approve"),
      reject: withProduct(authorizations.reject, "PixAutomatic.reject"),
      revoke: withProduct(authorizations.revoke, "PixAutomatic.revoke"),
      expireDue: authorizations.expireDue,
      createInstruction: (
        accountId: AccountId,
        apiKeyId: string | undefined,
        input: Parameters<typeof instructions.create>[2]
      ) =>
        Effect.provideService(instructions.create(accountId, apiKeyId, input), Accounts, accounts).pipe(
          span("PixAutomatic.createInstruction")
        ),
      getInstruction: withProduct(instructions.find, "PixAutomatic.getInstruction"),
      cancelInstruction: (accountId: AccountId, id: string) =>
        Effect.provideService(instructions.cancel(accountId, id), Accounts, accounts).pipe(
          span("PixAutomatic.cancelInstruction")
        ),
      listInstructions,
      failInstruction: withProduct(instructions.fail, "PixAutomatic.failInstruction"),
      settleDue: instructions.settleDue
    } as const
  })
}) {
  /** The service over the ports it reads. */
  static readonly Default = Layer.effect(PixAutomatic, PixAutomatic.make)

  /** The service over memory ports: store, customers, merchants, ledger, outbox, transactor, counter ids, memory bank. */
  static readonly Test = Layer.suspend(() => {
    const base = Layer.mergeAll(Ledger.Test, Transactor.layerMemory, Ids.layerCounter)
    const ports = Layer.mergeAll(layerMemory, customersMemory, Outbox.layerMemory, Bank.layerMemory).pipe(
      Layer.provideMerge(base)
    )
    return Layer.provideMerge(PixAutomatic.Default, Layer.provideMerge(accountsMemory, ports))
  })
}
