import { centavos, type Centavos } from "../money/Money.ts"
import type { MerchantPricing } from "./Model.ts"

/** The two credit-bureau services that carry a fee. */
export type BureauService = "dunning" | "report"

/** The fixed fee of a credit-bureau request under a merchant's pricing (12.90 BRL dunning, 19.90 BRL report by default). */
export const bureauFeeCentavos = (pricing: MerchantPricing, service: BureauService): Centavos =>
  centavos(service === "dunning" ? pricing.bureauDunningCentavos : pricing.bureauReportCentavos)
