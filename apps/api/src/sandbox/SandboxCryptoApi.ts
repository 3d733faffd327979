import { CryptoAssets, CryptoDeposits, CryptoWithdrawals } from "@trilho/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Authentication, permission } from "../auth/Authentication.ts"
import { StrictBody } from "../auth/BodyRules.ts"
import { Envelope } from "../http/Envelope.ts"
import { withMoneyRouteErrors } from "../http/Errors.ts"

const IdPath = Schema.Struct({ id: Schema.String })

/** What a payer's transfer did: its hash on the sandbox chain, and the deposit it was sent to. */
export const SentTransfer = Schema.Struct({ txHash: Schema.String, deposit: CryptoDeposits.LeanCryptoDeposit })

/** What mining did: the network's height after it, and the deposits its notices moved. */
export const MinedBlocks = Schema.Struct({
  network: CryptoAssets.CryptoNetworkName,
  height: Schema.Finite,
  deposits: Schema.Array(CryptoDeposits.LeanCryptoDeposit)
})

/**
 * Sandbox controls of the crypto chain: a payer sends units to a deposit's address (the mempool), a transfer still in
 * the mempool is dropped, blocks are mined on a network (the notices fire the deposit machine). And of crypto withdrawals: play the chain settling or failing a BROADCAST withdrawal (failing returns
 * its whole debit). `{id}` is the withdrawal's id or `externalReference`. Only in sandbox mode (otherwise 404
 * `ROUTE_NOT_FOUND`); permission `sandbox/crypto` (granted by `sandbox/*` or `*`); another merchant's withdrawal is a
 * 404.
 */
export class SandboxCryptoGroup extends HttpApiGroup.make("sandboxCrypto")
  .add(
    HttpApiEndpoint.post("settleWithdrawal", "/sandbox/crypto/withdrawals/:id/settle", {
      params: IdPath,
      payload: StrictBody({}),
      success: Envelope(CryptoWithdrawals.LeanCryptoWithdrawal),
      error: withMoneyRouteErrors
    }).pipe(permission("sandbox/crypto"))
  )
  .add(
    HttpApiEndpoint.post("failWithdrawal", "/sandbox/crypto/withdrawals/:id/fail", {
      params: IdPath,
      payload: StrictBody({ reason: Schema.optionalKey(Schema.String) }),
      success: Envelope(CryptoWithdrawals.LeanCryptoWithdrawal),
      error: withMoneyRouteErrors
    }).pipe(permission("sandbox/crypto"))
  )
  .add(
    HttpApiEndpoint.post("sendDeposit", "/sandbox/crypto/deposits/:id/send", {
      params: IdPath,
      payload: StrictBody({ cryptoAmount: Schema.String }),
      success: Envelope(SentTransfer),
      error: withMoneyRouteErrors
    }).pipe(permission("sandbox/crypto"))
  )
  .add(
    HttpApiEndpoint.post("dropDeposit", "/sandbox/crypto/deposits/:id/drop", {
      params: IdPath,
      payload: StrictBody({ txHash: Schema.String }),
      success: Envelope(CryptoDeposits.LeanCryptoDeposit),
      error: withMoneyRouteErrors
    }).pipe(permission("sandbox/crypto"))
  )
  .add(
    HttpApiEndpoint.post("mine", "/sandbox/crypto/mine", {
      payload: StrictBody({ network: CryptoAssets.CryptoNetworkName, blocks: Schema.Finite }),
      success: Envelope(MinedBlocks),
      error: withMoneyRouteErrors
    }).pipe(permission("sandbox/crypto"))
  )
  .middleware(Authentication) {}
