import { CryptoAssets, CryptoDeposits, CryptoNetwork, CryptoWithdrawals, SandboxClock } from "@trilho/domain"
import { Effect, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { currentAccountId } from "../auth/Authentication.ts"
import { ok } from "../http/Envelope.ts"
import { fromLayer } from "../http/Handlers.ts"
import type { AppServices } from "../Layers.ts"
import { sandboxControl } from "./Mode.ts"

/**
 * The chain's transaction of the account's withdrawal `id`: only a BROADCAST withdrawal waits for the chain. One
 * another process broadcast (the worker's scheduled runs, another API process, this one before a restart) is recalled
 * onto this process's chain from the stored record (order and hash) first, so the control settles or fails it here.
 */
const broadcastHash = (id: string) =>
  Effect.gen(function* () {
    const withdrawals = yield* CryptoWithdrawals.CryptoWithdrawals
    const chain = yield* CryptoNetwork.CryptoNetworkMemory
    const record = yield* withdrawals.findById(yield* currentAccountId, id)
    if (record.status !== "BROADCAST" || record.txHash === undefined) {
      return yield* new CryptoWithdrawals.CryptoWithdrawalStatusChanged({
        withdrawalId: record.id,
        expected: "BROADCAST"
      })
    }
    yield* chain.recall({ ...CryptoWithdrawals.withdrawalOrderOf(record), txHash: record.txHash })
    return record.txHash
  })

/** The withdrawal the chain's notice moved, as the API shows it. */
const applied = (notice: CryptoNetwork.CryptoNotice) =>
  Effect.gen(function* () {
    const withdrawals = yield* CryptoWithdrawals.CryptoWithdrawals
    switch (notice._tag) {
      case "WithdrawalSettled":
        return yield* withdrawals.settle(notice.withdrawalId, notice.settledAt)
      case "WithdrawalFailed":
        return yield* withdrawals.fail(notice.withdrawalId, notice.reason)
      default:
        return yield* Effect.die(new Error(`the chain answered a withdrawal control with ${notice._tag}`))
    }
  })

/** The payer sends `cryptoAmount` to the account's deposit `id`: the transfer enters the mempool and is applied. */
const sendToDeposit = (id: string, cryptoAmount: string) =>
  Effect.gen(function* () {
    const deposits = yield* CryptoDeposits.CryptoDeposits
    const chain = yield* CryptoNetwork.CryptoNetworkMemory
    const record = yield* deposits.findById(yield* currentAccountId, id)
    const asset = yield* Effect.fromResult(CryptoAssets.assetOf(record.quote.currency, record.quote.network))
    const units = yield* Effect.fromResult(CryptoAssets.parseAssetAmount(asset, cryptoAmount))
    const notice = yield* chain.send({
      currency: asset.currency,
      network: asset.network,
      address: record.address,
      ...(record.extraId === undefined ? {} : { extraId: record.extraId }),
      amountUnits: units
    })
    const moved = yield* deposits.observe(notice)
    const deposit = Option.getOrElse(moved, () => record)
    return { txHash: notice.txHash, deposit: CryptoDeposits.toLeanCryptoDeposit(deposit) }
  })

/** A transfer of the account's deposit `id` still in the mempool is dropped: it no longer counts. */
const dropTransfer = (id: string, txHash: string) =>
  Effect.gen(function* () {
    const deposits = yield* CryptoDeposits.CryptoDeposits
    const chain = yield* CryptoNetwork.CryptoNetworkMemory
    const record = yield* deposits.findById(yield* currentAccountId, id)
    if (!record.transfers.some((t) => t.txHash === txHash)) {
      return yield* new CryptoNetwork.CryptoChainControlError({ message: `txHash: no transfer ${txHash} of ${id}` })
    }
    yield* chain.drop(txHash)
    const moved = yield* deposits.drop(record.quote.network, txHash)
    return CryptoDeposits.toLeanCryptoDeposit(Option.getOrElse(moved, () => record))
  })

/** Mines `blocks` on `network`; each notice is applied. Answers the height and the account's deposits moved. */
const mineBlocks = (network: CryptoAssets.CryptoNetworkName, blocks: number) =>
  Effect.gen(function* () {
    const deposits = yield* CryptoDeposits.CryptoDeposits
    const chain = yield* CryptoNetwork.CryptoNetworkMemory
    const accountId = yield* currentAccountId
    const notices = yield* chain.mine(network, blocks)
    const moved: Array<CryptoDeposits.LeanCryptoDeposit> = []
    for (const notice of notices) {
      const changed = yield* deposits
        .observe(notice)
        .pipe(Effect.catchTag("CryptoDepositNotFound", () => Effect.succeedNone))
      if (Option.isSome(changed) && changed.value.accountId === accountId) {
        moved.push(CryptoDeposits.toLeanCryptoDeposit(changed.value))
      }
    }
    return { network, height: yield* chain.height(network), deposits: moved }
  })

/** Handlers of `/v1/sandbox/crypto/*`: the in-process sandbox chain decides, the domain applies. */
export const SandboxCryptoLive = HttpApiBuilder.group(TrilhoApi, "sandboxCrypto", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "sendDeposit",
        provide(({ params, payload }) =>
          sandboxControl(
            Effect.flatMap(SandboxClock.withSandboxTime(sendToDeposit(params.id, payload.cryptoAmount)), (sent) =>
              ok(sent, "transfer sent; mine blocks to confirm it")
            )
          )
        )
      )
      .handle(
        "dropDeposit",
        provide(({ params, payload }) =>
          sandboxControl(
            Effect.flatMap(SandboxClock.withSandboxTime(dropTransfer(params.id, payload.txHash)), (deposit) =>
              ok(deposit, "transfer dropped")
            )
          )
        )
      )
      .handle(
        "mine",
        provide(({ payload }) =>
          sandboxControl(
            Effect.flatMap(SandboxClock.withSandboxTime(mineBlocks(payload.network, payload.blocks)), (mined) =>
              ok(mined, `${payload.blocks} block(s) mined`)
            )
          )
        )
      )
      .handle(
        "settleWithdrawal",
        provide(({ params }) =>
          sandboxControl(
            Effect.gen(function* () {
              const chain = yield* CryptoNetwork.CryptoNetworkMemory
              const notice = yield* chain.settle(yield* broadcastHash(params.id))
              return yield* ok(CryptoWithdrawals.toLeanCryptoWithdrawal(yield* applied(notice)), "withdrawal settled")
            })
          )
        )
      )
      .handle(
        "failWithdrawal",
        provide(({ params, payload }) =>
          sandboxControl(
            Effect.gen(function* () {
              const chain = yield* CryptoNetwork.CryptoNetworkMemory
              const notice = yield* chain.fail(
                yield* broadcastHash(params.id),
                payload.reason ?? "failed in the sandbox"
              )
              return yield* ok(
                CryptoWithdrawals.toLeanCryptoWithdrawal(yield* applied(notice)),
                "withdrawal failed; the debit was returned"
              )
            })
          )
        )
      )
  )
)
