import type { CryptoCurrency, CryptoNetworkName } from "./Assets.ts"

/** A deposit address to issue: one per charge, for the charge's asset. */
export interface DepositAddressRequest {
  readonly depositId: string
  readonly currency: CryptoCurrency
  readonly network: CryptoNetworkName
  /**
   * 0 (or absent) for the deposit's first address; 1, 2, … ask for another when the one before is taken by another
   * deposit (on the XRP Ledger, a destination tag drawn again).
   */
  readonly attempt?: number | undefined
}

/** Where a payer sends a deposit: the address and, on a network that needs one, the `extraId` (destination tag). */
export interface DepositAddress {
  readonly network: CryptoNetworkName
  readonly address: string
  readonly extraId?: string
}

/** A withdrawal to hand to the chain: `amountUnits` of the asset to a validated address. */
export interface WithdrawalOrder {
  readonly withdrawalId: string
  readonly currency: CryptoCurrency
  readonly network: CryptoNetworkName
  readonly address: string
  readonly extraId?: string
  readonly amountUnits: bigint
}

/**
 * What the chain reports later. A deposit transfer seen to an address with its confirmations so far (0 while in the
 * mempool); a seen transfer dropped before inclusion; a withdrawal settled or failed. A real provider delivers them
 * as callbacks; the in-memory chain returns them from its controls. The platform's use cases fire the crypto machines
 * from them: the chain applies no rule of the platform.
 */
export type CryptoNotice =
  | {
      readonly _tag: "DepositObserved"
      readonly currency: CryptoCurrency
      readonly network: CryptoNetworkName
      readonly address: string
      readonly extraId?: string
      readonly txHash: string
      readonly amountUnits: bigint
      readonly confirmations: number
      readonly observedAt: Date
    }
  | {
      readonly _tag: "DepositDropped"
      readonly network: CryptoNetworkName
      readonly txHash: string
      readonly droppedAt: Date
    }
  | {
      readonly _tag: "WithdrawalSettled"
      readonly withdrawalId: string
      readonly txHash: string
      readonly settledAt: Date
    }
  | {
      readonly _tag: "WithdrawalFailed"
      readonly withdrawalId: string
      readonly txHash: string
      readonly reason: string
      readonly failedAt: Date
    }

/** A deposit transfer as the chain reports it. */
export type DepositObserved = Extract<CryptoNotice, { _tag: "DepositObserved" }>

/** A payer's transfer to send on the in-memory chain. */
export interface ChainTransfer {
  readonly currency: CryptoCurrency
  readonly network: CryptoNetworkName
  readonly address: string
  readonly extraId?: string
  readonly amountUnits: bigint
}
