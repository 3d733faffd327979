import {
  Billing,
  Card,
  ChargeStore,
  CryptoDeposits,
  CryptoWithdrawals,
  InternalTransferStore,
  LedgerStore,
  PixAutomatic,
  PixTransferStore,
  RechargeStore,
  RefundStore,
  Statement,
  TransactionRecords
} from "@trilho/domain"
import { Layer } from "effect"
import {
  BillingStoreSql,
  CardTransactionStoreSql,
  ChargeStoreSql,
  CryptoDepositStoreSql,
  CryptoWithdrawalStoreSql,
  InternalTransferStoreSql,
  LedgerStoreSql,
  PixAutomaticStoreSql,
  PixTransferStoreSql,
  RechargeStoreSql,
  RefundStoreSql,
  StatementSql,
  TransactionRecordsSql
} from "../../src/index.ts"
import { describePostgres, layerTestDatabase, type TestDatabaseOptions } from "../../src/testing.ts"
import { transactionRecordsContract } from "../contracts/TransactionRecordsContract.ts"

const memory = () => {
  // The statement and the refund store each wrap the memory ledger store: every entry reaches both.
  const statement = Statement.layerMemory.pipe(
    Layer.provide(LedgerStore.layerMemory),
    Layer.provideMerge(ChargeStore.layerMemory)
  )
  const stores = Layer.mergeAll(
    RefundStore.layerMemory,
    PixTransferStore.layerMemory,
    InternalTransferStore.layerMemory,
    Card.layerTransactionStoreMemory,
    CryptoDeposits.layerMemory,
    CryptoWithdrawals.layerMemory,
    RechargeStore.layerMemory,
    Billing.layerMemory,
    PixAutomatic.layerMemory
  ).pipe(Layer.provideMerge(statement))
  return TransactionRecords.layerMemory.pipe(Layer.provideMerge(stores))
}

const sql = (options: TestDatabaseOptions) =>
  Layer.mergeAll(
    TransactionRecordsSql.layer,
    StatementSql.layer,
    LedgerStoreSql.layer,
    ChargeStoreSql.layer,
    PixTransferStoreSql.layer,
    RefundStoreSql.layer,
    InternalTransferStoreSql.layer,
    CardTransactionStoreSql.layer,
    CryptoDepositStoreSql.layer,
    CryptoWithdrawalStoreSql.layer,
    RechargeStoreSql.layer,
    BillingStoreSql.layer,
    PixAutomaticStoreSql.layer
  ).pipe(Layer.provideMerge(layerTestDatabase(options)))

transactionRecordsContract("transaction records: in-memory reference", memory())
transactionRecordsContract("transaction records on PGlite", sql({ backend: "pglite" }))
describePostgres("transaction records on PostgreSQL", () => {
  transactionRecordsContract("transaction records on PostgreSQL", sql({ backend: "postgres", poolSize: 2 }))
})
