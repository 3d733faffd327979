/**
 * Part of the API's composition root (`Layers.ts`): credit-bureau dunnings and reports over SQL and the sandbox bureau,
 * on the payments services (`LayersPayments.ts`), so a request's record and its fee commit in one transaction.
 */
import { Bureau } from "@trilho/domain"
import { BillingStoreSql, BureauStoreSql, CustomerStoreSql } from "@trilho/postgres"
import { Layer } from "effect"
import { layerPayments } from "./LayersPayments.ts"

/** The bureau's ports: its store, the billings and customers it reads, the sandbox bureau. */
const layerBureauPorts = Layer.mergeAll(
  BureauStoreSql.layer,
  BillingStoreSql.layer,
  CustomerStoreSql.layer,
  Bureau.layerSandbox
)

/** Dunnings and credit reports over SQL. */
export const layerBureau = Layer.mergeAll(Bureau.Dunnings.Default, Bureau.Reports.Default).pipe(
  Layer.provideMerge(layerBureauPorts),
  Layer.provideMerge(layerPayments)
)
