import { Context, Effect, Layer, Option } from "effect"
import * as Accounts from "../accounts/Accounts.ts"
import { nowDate } from "../charges/Common.ts"
import { CustomerStore } from "../customers/CustomerStore.ts"
import * as CustomerStores from "../customers/CustomerStore.ts"
import { Ledger } from "../ledger/Ledger.ts"
import type { AccountId } from "../ledger/Model.ts"
import * as Ids from "../shared/Ids.ts"
import { span } from "../shared/Tracing.ts"
import * as Transactor from "../shared/Transactor.ts"
import * as Store from "./BureauStore.ts"
import { BureauStore } from "./BureauStore.ts"
import { CreditBureau, layerSandbox } from "./CreditBureau.ts"
import { InvalidReport, ReportNotFound } from "./Errors.ts"
import { feeEntryOf, feeOf, pageProblems } from "./Fees.ts"
import {
  bureauPageSizeDefault,
  bureauPageSizeMax,
  reportIdPrefix,
  type ReportRecord,
  type RiskLevel
} from "./Record.ts"
import { type Problem, taxIdOf } from "./Request.ts"

/** Characters of a customer id, at most. */
export const customerIdLengthMax = 64

/** A report request as the API hands it over. */
export interface CreateReportInput {
  readonly accountId: AccountId
  readonly apiKeyId?: string | undefined
  readonly customer?: string | undefined
  readonly cpfCnpj?: string | undefined
}

/** A list request: page from 1, page size up to `bureauPageSizeMax`, filters. */
export interface ListReportsInput {
  readonly page?: number | undefined
  readonly pageSize?: number | undefined
  readonly customer?: string | undefined
  readonly cpfCnpj?: string | undefined
}

/** The risk band of a score: under 300 HIGH, under 700 MEDIUM, else LOW. */
export const riskLevelOf = (score: number): RiskLevel => (score < 300 ? "HIGH" : score < 700 ? "MEDIUM" : "LOW")

/**
 * Credit reports (`bureau/reports/*`): the bureau's answer on a customer's CPF or CNPJ, charged 19.90 BRL from
 * `withdrawable` in the transaction that stores it. The bureau is asked first, so a bureau failure charges nothing.
 */
export class Reports extends Context.Service<Reports>()("@trilho/domain/Reports", {
  make: Effect.gen(function* () {
    const store = yield* BureauStore
    const bureau = yield* CreditBureau
    const customers = yield* CustomerStore
    const accounts = yield* Accounts.Accounts
    const ledger = yield* Ledger
    const ids = yield* Ids.Ids
    const transactor = yield* Transactor.Transactor

    /**
     * Asks the bureau for a report on `cpfCnpj`, which must be the document of the account's live customer
     * `customer` (`InvalidReport` names every problem); `InsufficientFunds` when `withdrawable` is short of the fee.
     */
    const create = Effect.fnUntraced(function* (input: CreateReportInput) {
      const problems: Array<Problem> = []
      const customerId = input.customer?.trim() ?? ""
      if (customerId === "") problems.push({ field: "customer", message: "customer is required (a customer id)" })
      else if (customerId.length > customerIdLengthMax) {
        problems.push({ field: "customer", message: `customer has at most ${customerIdLengthMax} characters` })
      }
      const docText = input.cpfCnpj?.trim() ?? ""
      if (docText === "") problems.push({ field: "cpfCnpj", message: "cpfCnpj is required" })
      const cpfCnpj = docText === "" || docText.length > 18 ? undefined : taxIdOf(problems, "cpfCnpj", docText)
      if (docText.length > 18) problems.push({ field: "cpfCnpj", message: "cpfCnpj must be a valid CPF or CNPJ" })
      const customer =
        customerId === "" || customerId.length > customerIdLengthMax
          ? undefined
          : Option.getOrUndefined(yield* customers.findById(input.accountId, customerId))
      if (customerId !== "" && customerId.length <= customerIdLengthMax && customer === undefined) {
        problems.push({ field: "customer", message: `customer: no customer ${customerId}` })
      }
      if (customer !== undefined && cpfCnpj !== undefined && customer.document !== cpfCnpj) {
        problems.push({ field: "cpfCnpj", message: "cpfCnpj must be the customer's CPF or CNPJ" })
      }
      if (problems.length > 0 || customer === undefined || cpfCnpj === undefined) {
        return yield* new InvalidReport({ problems })
      }
      const merchant = yield* Accounts.requireById(accounts, input.accountId)
      const answer = yield* bureau.report(cpfCnpj)
      const now = yield* nowDate
      const record: ReportRecord = {
        id: yield* ids.next(reportIdPrefix),
        accountId: merchant.id,
        ...(input.apiKeyId === undefined ? {} : { apiKeyId: input.apiKeyId }),
        customerId: customer.id,
        cpfCnpj,
        status: "COMPLETED",
        score: answer.score,
        riskLevel: riskLevelOf(answer.score),
        restrictions: answer.restrictions,
        feeCentavos: feeOf("report"),
        createdAt: now
      }
      return yield* transactor.transactionally(
        Effect.gen(function* () {
          yield* store.insertReport(record)
          yield* ledger.post(feeEntryOf({ ...record, description: `Credit bureau report ${record.cpfCnpj}` }))
          return record
        })
      )
    }, span("Reports.create"))

    /** The account's report; another account's is `ReportNotFound`. */
    const findById = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
      const found = yield* store.findReportById(accountId, id)
      if (Option.isNone(found)) return yield* new ReportNotFound({ id })
      return found.value
    }, span("Reports.findById"))

    /** One page of the account's reports, newest first, with the page's numbers. */
    const list = Effect.fnUntraced(function* (accountId: AccountId, input: ListReportsInput) {
      const page = input.page ?? 1
      const pageSize = input.pageSize ?? bureauPageSizeDefault
      const problems: Array<Problem> = [...pageProblems(page, pageSize, bureauPageSizeMax)]
      const cpfCnpj = input.cpfCnpj === undefined ? undefined : taxIdOf(problems, "cpfCnpj", input.cpfCnpj)
      if (problems.length > 0) return yield* new InvalidReport({ problems })
      const found = yield* store.findReportPage(accountId, { customerId: input.customer, cpfCnpj }, { page, pageSize })
      return { ...found, page, pageSize, pages: Math.ceil(found.total / pageSize) }
    }, span("Reports.list"))

    return { create, findById, list } as const
  })
}) {
  /** The service over the ports it reads. */
  static readonly Default = Layer.effect(Reports, Reports.make)

  /** The service over memory ports and the sandbox bureau; provides the ports too. */
  static readonly Test = Layer.suspend(() => {
    const base = Layer.mergeAll(Ledger.Test, Transactor.layerMemory, Ids.layerCounter)
    const ports = Layer.mergeAll(
      Accounts.layerMemory,
      Store.layerMemory,
      CustomerStores.layerMemory,
      layerSandbox
    ).pipe(Layer.provideMerge(base))
    return Layer.provideMerge(Reports.Default, ports)
  })
}
