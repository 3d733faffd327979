import type { ChargeRecord } from "../../src/charges/Record.ts"
import { ChargeId } from "../../src/charges/Record.ts"
import { AccountId } from "../../src/ledger/Model.ts"
import { centavos } from "../../src/money/Money.ts"
import { encodeUlid } from "../../src/shared/Ids.ts"

/** A charge id made of a time and a counter, in the shape the `Ids` port gives. */
export const chargeId = (n: number, timeMs = 0): ChargeId => ChargeId.make(`pix_${encodeUlid(timeMs, BigInt(n))}`)

/**
 * A stored charge, PENDING, R$ 100.00 with a R$ 1.70 fee, created at `createdAt` (default 0) and expiring a day
 * later; `n` makes its id, txid and network reference unique.
 */
export const chargeRecord = (n: number, overrides: Partial<ChargeRecord> = {}): ChargeRecord => {
  const id = chargeId(n, overrides.createdAt?.getTime() ?? 0)
  const createdAt = overrides.createdAt ?? new Date(0)
  return {
    id,
    accountId: AccountId.make("acc_1"),
    apiKeyId: "key_1",
    type: "PIX_IN",
    status: "PENDING",
    amountCentavos: centavos(10_000),
    feeCentavos: centavos(170),
    netCentavos: centavos(9_830),
    platformFeeCentavos: centavos(170),
    profitCentavos: centavos(0),
    currency: "BRL",
    description: `Pedido ${n}`,
    txid: id.slice(4),
    referenceId: `pixnet_${n}`,
    copyPaste: "00020101021226...6304ABCD",
    locationUrl: `pay.trilho.test/pix/${id}`,
    qrcodeUrl: `https://pay.trilho.test/pix/${id}`,
    expirationSeconds: 86_400,
    expiresAt: new Date(createdAt.getTime() + 86_400_000),
    coverFee: false,
    emitFiscalInvoice: false,
    requestFingerprint: `[${n}]`,
    createdAt,
    updatedAt: createdAt,
    ...overrides
  }
}
