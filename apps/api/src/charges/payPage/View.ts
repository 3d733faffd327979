import type { Charges, Checkout } from "@trilho/domain"

/** What the pay page shows: the charge's public face, nothing of the merchant's account beyond its name. */
export interface PayView {
  readonly id: string
  readonly merchantName: string
  readonly description: string
  readonly amountCentavos: number
  readonly status: Charges.ChargeRecord["status"]
  /** The BR Code, only while the charge can be paid. */
  readonly copyPaste: string | undefined
  readonly expiresAt: Date
  readonly paidAt: Date | undefined
  readonly endToEndId: string | undefined
  readonly payerName: string | undefined
  /** What a paid payment-link checkout delivers (its session's deliveries); empty otherwise. */
  readonly deliveries: ReadonlyArray<Checkout.SessionDelivery>
}

/** The page's state: what it shows besides the charge's summary. */
export type PayState = "pending" | "paid" | "expired" | "canceled" | "failed" | "reversed"

/** The charge's public face: never its fees, account, references or the payer's document. */
export const viewOf = (
  record: Charges.ChargeRecord,
  merchantName: string,
  deliveries: ReadonlyArray<Checkout.SessionDelivery> = []
): PayView => ({
  id: record.id,
  merchantName,
  description: record.description,
  amountCentavos: record.amountCentavos,
  status: record.status,
  copyPaste: record.status === "PENDING" ? record.copyPaste : undefined,
  expiresAt: record.expiresAt,
  paidAt: record.completedAt,
  endToEndId: record.endToEndId,
  payerName: record.payer?.name,
  deliveries
})

/** A PENDING charge past `expiresAt` is shown expired before the expiry job cancels it; a CANCELED one past it too. */
export const stateOf = (view: PayView, nowMs: number): PayState => {
  const past = view.expiresAt.getTime() <= nowMs
  switch (view.status) {
    case "PENDING":
      return past ? "expired" : "pending"
    case "COMPLETED":
      return "paid"
    case "CANCELED":
      return past ? "expired" : "canceled"
    case "FAILED":
      return "failed"
    case "REVERSED":
      return "reversed"
  }
}

/** The lean status a pay page polls: `GET /pix/{id}/status`. */
export const statusOf = (record: Charges.ChargeRecord) => ({
  status: record.status,
  expiresAt: record.expiresAt.toISOString(),
  paidAt: record.completedAt === undefined ? null : record.completedAt.toISOString()
})

const entities: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;"
}

/** Text safe in an element's content and in a quoted attribute value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => entities[c]!)

/** JSON safe inside a `<script>` element (no `</script>`, no `<!--`, no line separators). */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")
