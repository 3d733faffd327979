import { CryptoNetwork, CryptoWithdrawals } from "@trilho/domain"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { currentAccountId } from "../auth/Authentication.ts"
import { ok } from "../http/Envelope.ts"
import { fromLayer } from "../http/Handlers.ts"
import type { AppServices } from "../Layers.ts"
import { sandboxControl } from "./Mode.ts"

/** The chain's transaction of the account's withdrawal `id`: only a BROADCAST withdrawal waits for the chain. */
const broadcastHash = (id: string) =>
  Effect.gen(function* () {
    const withdrawals = yield* CryptoWithdrawals.CryptoWithdrawals
    const record = yield* withdrawals.findById(yield* currentAccountId, id)
    if (record.status !== "BROADCAST" || record.txHash === undefined) {
      return yield* new CryptoWithdrawals.CryptoWithdrawalStatusChanged({
        withdrawalId: record.id,
        expected: "BROADCAST"
      })
    }
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

/** Handlers of `/v1/sandbox/crypto/withdrawals/*`: the in-process sandbox chain decides, the domain applies. */
export const SandboxCryptoLive = HttpApiBuilder.group(TrilhoApi, "sandboxCrypto", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
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
