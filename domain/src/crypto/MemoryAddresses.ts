import { sha256 } from "../shared/Sha256.ts"
import type { BitcoinChain } from "./Assets.ts"
import { base58check, hexAddress, rippleAlphabet, segwitAddress } from "./Encoding.ts"
import type { DepositAddress, DepositAddressRequest } from "./Notices.ts"

/** SHA-256 of the seed and `parts`, joined by `:`. */
export const digest = (seed: number, ...parts: ReadonlyArray<string>) => sha256([String(seed), ...parts].join(":"))

/** The digest part of an address `attempt`: none for the first, so a deposit's first address never changes. */
const attemptPart = (attempt: number | undefined): ReadonlyArray<string> =>
  attempt === undefined || attempt === 0 ? [] : [`attempt-${attempt}`]

/** The highest destination tag of the XRP Ledger (a tag is an unsigned 32-bit integer). */
export const destinationTagMax = 0xffff_ffff

/**
 * The destination tag of a deposit on the in-memory XRP Ledger: 1 to `destinationTagMax`, from SHA-256 of the seed and
 * the deposit id, so the same deposit gets the same tag in any process (a tag counted per process would be handed out
 * again by another process, or by this one after a restart, and the deposit store keeps each address and tag once).
 * Two deposits share a tag with a chance of about n² / 2^33 among n deposits (one in 8,600 for a thousand): the
 * store refuses the second one's address, and its create asks again with the next `attempt`, which draws another tag.
 */
export const destinationTagOf = (seed: number, depositId: string, attempt: number = 0): number => {
  const [a, b, c, d] = digest(seed, "xrpl", "tag", depositId, ...attemptPart(attempt))
  return ((((a! << 24) >>> 0) + (b! << 16) + (c! << 8) + d!) % destinationTagMax) + 1
}

/**
 * The address the in-memory chain derives for a deposit: a segwit v0 key hash on Bitcoin (`bc1q…` or `tb1q…`), a
 * lower-case hex account on Ethereum and Polygon, a base58check `T…` account on TRON, all from SHA-256 of the seed,
 * the network and the deposit id. On the XRP Ledger every deposit shares the platform's `r…` account and gets its
 * own tag (`destinationTagOf`). Nothing else enters it: every process derives the same address for a deposit and
 * attempt.
 */
export const derivedAddress = (
  options: { readonly seed: number; readonly bitcoin: BitcoinChain },
  request: DepositAddressRequest
): DepositAddress => {
  const payload = digest(options.seed, request.network, request.depositId, ...attemptPart(request.attempt)).slice(0, 20)
  switch (request.network) {
    case "bitcoin":
      return { network: "bitcoin", address: segwitAddress(options.bitcoin === "mainnet" ? "bc" : "tb", 0, payload) }
    case "ethereum":
    case "polygon":
      return { network: request.network, address: hexAddress(payload) }
    case "tron":
      return { network: "tron", address: base58check(0x41, payload) }
    case "xrpl":
      return {
        network: "xrpl",
        address: base58check(0x00, digest(options.seed, "xrpl", "platform").slice(0, 20), rippleAlphabet),
        extraId: String(destinationTagOf(options.seed, request.depositId, request.attempt))
      }
  }
}
