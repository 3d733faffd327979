import { Ledger, Portal, PortalSubaccounts } from "@trilho/domain"
import { Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import { describeError } from "./internal.ts"

interface Row {
  readonly id: string
  readonly accountId: string
  readonly name: string
  readonly externalReference: string
  readonly status: "ACTIVE" | "DISABLED"
}

const toSubaccount = (row: Row): PortalSubaccounts.PortalSubaccount => ({
  ...row,
  accountId: Ledger.AccountId.make(row.accountId)
})

/** The subaccounts as the portal reads them, from the `subaccounts` table (deleted ones are not found). */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const select = sql.literal("SELECT id, account_id, name, external_reference, status FROM subaccounts")
  const failed = (name: string) => (cause: unknown) =>
    new Portal.PortalStoreError({ message: `${name} failed: ${describeError(cause)}`, cause })
  return PortalSubaccounts.PortalSubaccounts.of({
    findById: (accountId, id) =>
      sql<Row>`${select} WHERE account_id = ${accountId} AND id = ${id} AND status <> 'DELETED'`.pipe(
        Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), toSubaccount)),
        Effect.mapError(failed("PortalSubaccounts.findById"))
      ),
    findByExternalReference: (accountId, externalReference) =>
      sql<Row>`${select}
        WHERE account_id = ${accountId} AND external_reference = ${externalReference} AND status <> 'DELETED'`.pipe(
        Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), toSubaccount)),
        Effect.mapError(failed("PortalSubaccounts.findByExternalReference"))
      ),
    findManyByAccount: (accountId) =>
      sql<Row>`${select} WHERE account_id = ${accountId} AND status <> 'DELETED'
        ORDER BY created_at DESC, id DESC LIMIT ${PortalSubaccounts.portalSubaccountsPageMax}`.pipe(
        Effect.map((rows) => rows.map(toSubaccount)),
        Effect.mapError(failed("PortalSubaccounts.findManyByAccount"))
      )
  })
})

export const layer = Layer.effect(PortalSubaccounts.PortalSubaccounts, make)
