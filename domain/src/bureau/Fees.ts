import { bureauFeeCentavos, type BureauService } from "../fees/Bureau.ts"
import { merchantPricingDefault } from "../fees/Model.ts"
import { feeChargeEntry } from "../ledger/Entries.ts"
import { type AccountId, EntryId, mainLedgerAccount } from "../ledger/Model.ts"

/**
 * The fee of a bureau request under the default pricing (12.90 BRL a dunning, 19.90 BRL a report; spec, Limits):
 * merchants have no negotiated bureau price yet.
 */
export const feeOf = (service: BureauService) => bureauFeeCentavos(merchantPricingDefault, service)

/**
 * The ledger entry of a bureau request's fee (`FEE`): from the merchant's `withdrawable` to the platform's fee
 * revenue. Its id is the request's id, so a request is charged at most once.
 */
export const feeEntryOf = (request: {
  readonly id: string
  readonly accountId: AccountId
  readonly feeCentavos: number
  readonly createdAt: Date
  readonly description: string
}) =>
  feeChargeEntry(
    {
      id: EntryId.make(request.id),
      accountId: request.accountId,
      transactionId: request.id,
      description: request.description,
      createdAt: request.createdAt
    },
    { payer: mainLedgerAccount(request.accountId), feeCentavos: request.feeCentavos }
  )

/** A page request's problems: `page` from 1, `pageSize` from 1 to `max`. */
export const pageProblems = (page: number, pageSize: number, max: number) => {
  const problems: Array<{ readonly field: string; readonly message: string }> = []
  if (!Number.isInteger(page) || page < 1) problems.push({ field: "page", message: "page must be 1 or more" })
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > max) {
    problems.push({ field: "pageSize", message: `pageSize must be from 1 to ${max}` })
  }
  return problems
}
