import { describe, layer, type Vitest } from "@effect/vitest"
import type { Accounts, ApiKeys, ChargeStore, Jobs, LedgerStore, Outbox, RateLimiter, Transactor } from "@trilho/domain"
import type { Layer } from "effect"
import { apiKeysTests, rateLimiterTests } from "./ApiKeysRateLimiterContract.ts"
import { chargeStoreTests, transactorTests } from "./ChargeStoreContract.ts"
import { ledgerStoreTests } from "./LedgerStoreContract.ts"
import { accountsTests, jobsTests, outboxTests } from "./OutboxJobsAccountsContract.ts"

export { apiKeysTests, rateLimiterTests } from "./ApiKeysRateLimiterContract.ts"
export { chargeStoreTests, transactorTests } from "./ChargeStoreContract.ts"
export { ledgerStoreContract, ledgerStoreTests } from "./LedgerStoreContract.ts"
export { accountsTests, jobsTests, outboxTests } from "./OutboxJobsAccountsContract.ts"

export type Storage =
  | LedgerStore.LedgerStore
  | Outbox.Outbox
  | Jobs.Jobs
  | Accounts.Accounts
  | ApiKeys.ApiKeys
  | RateLimiter.RateLimiter
  | ChargeStore.ChargeStore
  | Transactor.Transactor

/** The storage contract suite: every port against one implementation. */
export const storageTests = (it: Vitest.MethodsNonLive<Storage>) => {
  describe("LedgerStore", () => ledgerStoreTests(it))
  describe("Outbox", () => outboxTests(it))
  describe("Jobs", () => jobsTests(it))
  describe("Accounts", () => accountsTests(it))
  describe("ApiKeys", () => apiKeysTests(it))
  describe("RateLimiter", () => rateLimiterTests(it))
  describe("ChargeStore", () => chargeStoreTests(it))
  describe("Transactor", () => transactorTests(it))
}

/** The storage contract suite against the stores of `storage`, built once (one database) for the suite. */
export const storageContract = <E>(name: string, storage: Layer.Layer<Storage, E>) =>
  layer(storage, { excludeTestServices: true })(name, (it) => storageTests(it))
