import { NodeHttpServer } from "@effect/platform-node"
import { AccountsSql, ApiKeysSql, RateLimiterSql } from "@trilho/postgres"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { CryptoNetwork } from "@trilho/domain"
import { Layer } from "effect"
import * as AuthSettings from "../../src/auth/Settings.ts"
import { DocsLive, layerServices, makeApiLive } from "../../src/Http.ts"
import { layerCryptoDeposits, layerCryptoWithdrawals } from "../../src/Layers.ts"
import * as OperatorAuth from "../../src/operator/Auth.ts"
import { serve } from "../serve.ts"

/** The API on a fresh database (pool of `poolSize`) with the crypto withdrawal and deposit services in the context. */
export const layerServer = (poolSize = 4) =>
  serve(
    Layer.merge(
      DocsLive,
      makeApiLive(Layer.merge(AuthSettings.layer({ ipRequestsPerWindow: 100_000 }), OperatorAuth.layerToken(undefined)))
    )
  ).pipe(
    Layer.provideMerge(NodeHttpServer.layerTest),
    Layer.provideMerge(Layer.merge(layerCryptoWithdrawals, layerCryptoDeposits)),
    Layer.provideMerge(layerServices),
    Layer.provideMerge(Layer.mergeAll(AccountsSql.layer, ApiKeysSql.layer, RateLimiterSql.layer)),
    Layer.provideMerge(layerTestDatabase({ poolSize }))
  )

/** A valid Bitcoin testnet address (the sandbox chain's own derivation). */
export const testnetAddress = CryptoNetwork.derivedAddress(
  { seed: 7, bitcoin: "testnet" },
  { depositId: "payer", currency: "BTC", network: "bitcoin" }
).address

/** A valid mainnet segwit address: refused in the sandbox as the wrong chain. */
export const mainnetAddress = "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"

/** An EIP-55 address (the standard's own example). */
export const ethAddress = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
