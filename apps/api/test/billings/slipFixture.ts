import { Billing } from "@trilho/domain"
import { Result } from "effect"
import { bankCheckDigit, type SlipView } from "../../src/billings/slip/SlipView.ts"

/** A real boleto (the codec's own encoding) of R$ 1.234,56 due on 2026-12-15, issued by bank 341. */
export const boleto = Result.getOrThrow(
  Billing.encodeBoleto({
    bankCode: "341",
    currencyCode: "9",
    dueDate: "2026-12-15",
    amountCentavos: 123_456,
    freeField: "1090000000012345678900001"
  })
)

/** The slip of that boleto, pending, with merchant text that must be escaped. */
export const slipView = (patch: Partial<SlipView> = {}): SlipView => ({
  billingId: "bil_01JZ8Y6Q3R5T7V9X1Z3B5D7F9H",
  status: "PENDING",
  bankCode: "341",
  bankCheckDigit: bankCheckDigit("341"),
  digitableLine: boleto.digitableLine,
  barcode: boleto.barcode,
  amountCentavos: 123_456,
  dueDate: "2026-12-15",
  documentDate: "2026-11-27",
  nossoNumero: "109/00000000-1",
  beneficiary: { name: "Loja <b>Azul</b> & Cia", taxId: "12345678000195" },
  payer: { name: 'Ana "Souza" <script>', taxId: "12345678909", address: "Rua A, 1 — São Paulo/SP" },
  description: "Pedido <img src=x onerror=alert(1)>",
  instructions: ["Após o vencimento, multa de 2%", "Juros de 1% ao mês"],
  locale: "pt-BR",
  ...patch
})
