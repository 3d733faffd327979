import { Context, Layer, Result, Schema } from "effect"
import type { CryptoNetworkName } from "./Assets.ts"
import { InvalidCryptoAddress } from "./Errors.ts"

/**
 * The kind of a valid address: Bitcoin's `p2pkh` (`1…`), `p2sh` (`3…`), `p2wpkh` and `p2wsh` (segwit v0, `bc1q…`),
 * `p2tr` (taproot, `bc1p…`), `witness` (a later segwit version), or `account` (Ethereum, Polygon, TRON, XRP Ledger).
 */
export const AddressKind = Schema.Literals(["p2pkh", "p2sh", "p2wpkh", "p2wsh", "p2tr", "witness", "account"])
export type AddressKind = typeof AddressKind.Type

/**
 * An address the validator accepted, in its normal form: bech32 in lower case, EIP-55 mixed case on Ethereum-style
 * networks, base58 as given; a destination tag as its decimal text without leading zeros.
 */
export interface ValidatedAddress {
  readonly network: CryptoNetworkName
  readonly address: string
  readonly kind: AddressKind
  readonly extraId?: string
}

/** Characters of an address, at most, and of an `extraId`. */
export const addressLengthMax = 128
export const extraIdLengthMax = 32

/**
 * The address-validation port: whether `address` (with its `extraId`, where the network takes one) can receive a
 * transfer on `network`, checked down to the format's checksum, and its normal form. Pure and synchronous: an
 * implementation does no I/O (it does not ask the chain whether the account exists).
 */
export class AddressValidator extends Context.Service<
  AddressValidator,
  {
    /**
     * The normal form of a valid address, or `InvalidCryptoAddress` naming the problem: bad checksum, wrong network
     * (a valid address of another network or chain), wrong length, malformed, or a missing, invalid or unsupported
     * `extraId`.
     */
    readonly validate: (
      network: CryptoNetworkName,
      address: string,
      extraId?: string
    ) => Result.Result<ValidatedAddress, InvalidCryptoAddress>
  }
>()("@trilho/domain/AddressValidator") {}

/**
 * A validator answering from a fixed list: an address listed for its network (compared as written, `extraId` too) is
 * valid as listed; any other is refused as `malformed`. For domain tests that must not depend on an encoding.
 */
export const layerStatic = (accepted: ReadonlyArray<ValidatedAddress>): Layer.Layer<AddressValidator> =>
  Layer.succeed(
    AddressValidator,
    AddressValidator.of({
      validate: (network, address, extraId) => {
        const found = accepted.find((a) => a.network === network && a.address === address && a.extraId === extraId)
        return found === undefined
          ? Result.fail(
              new InvalidCryptoAddress({
                network,
                field: "address",
                reason: "malformed",
                message: `address is not a ${network} address`
              })
            )
          : Result.succeed(found)
      }
    })
  )
