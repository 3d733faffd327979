import { Charges, Ids, Ledger, SandboxClock, Subaccounts } from "@trilho/domain"
import { NodeCrypto } from "@trilho/node"
import {
  AccountsSql,
  ChargeStoreSql,
  LedgerStoreSql,
  OutboxSql,
  SandboxClockSql,
  TransactorSql
} from "@trilho/postgres"
import * as IdempotencyKeysSql from "@trilho/postgres/IdempotencyKeysSql"
import * as StatementSql from "@trilho/postgres/StatementSql"
import * as SubaccountStoreSql from "@trilho/postgres/SubaccountStoreSql"
import { PixSandbox } from "@trilho/sandbox"
import { Clock, Config, Context, Effect, Layer, Option } from "effect"

/**
 * Whether the sandbox controls (`/v1/sandbox/*`) answer: `TRILHO_MODE` `sandbox` (the default) or `live`; `SANDBOX`
 * (`true`/`false`) overrides it when set.
 */
export class SandboxMode extends Context.Service<SandboxMode, { readonly enabled: boolean }>()(
  "@trilho/api/SandboxMode"
) {
  static readonly layer = (enabled: boolean) => Layer.succeed(SandboxMode, { enabled })
  static readonly layerFromConfig = Layer.effect(
    SandboxMode,
    Effect.map(
      Config.all({
        mode: Config.Literals(["sandbox", "live"], "TRILHO_MODE").pipe(Config.withDefault("sandbox" as const)),
        sandbox: Config.option(Config.Boolean("SANDBOX"))
      }),
      ({ mode, sandbox }) => ({ enabled: Option.isSome(sandbox) ? sandbox.value : mode === "sandbox" })
    )
  )
}

/**
 * `PAY_URL` (default the API itself, `http://<API_HOST>:<API_PORT>`, which serves `/pix/{id}`) and
 * `PIX_MERCHANT_CITY`.
 */
export const layerChargesConfig = Layer.unwrap(
  Effect.map(
    Config.all({
      payUrl: Config.String("PAY_URL").pipe(
        Config.orElse(() =>
          Config.map(
            Config.all({
              host: Config.String("API_HOST").pipe(Config.withDefault("127.0.0.1")),
              port: Config.Int("API_PORT").pipe(Config.withDefault(4000))
            }),
            ({ host, port }) => `http://${host.includes(":") ? `[${host}]` : host}:${port}`
          )
        )
      ),
      merchantCityDefault: Config.String("PIX_MERCHANT_CITY").pipe(
        Config.withDefault(Charges.Config.settingsDefault.merchantCityDefault)
      )
    }),
    (settings) => Charges.Config.layer({ ...Charges.Config.settingsDefault, ...settings })
  )
)

/**
 * The receive-PIX use cases over SQL (charges, transactor, outbox, merchants, unbatched ledger), the simulated PIX
 * network with its controls (numbered from a random start, and recalling PENDING charges from the store, so any API
 * process, or one restarted, pays a charge another registered), the sandbox clock (its offset stored in the database,
 * so API and worker processes share it), idempotency keys, crypto and ids. Subaccounts are looked up in the subaccount store.
 * Needs `SqlClient` over a migrated database; built once per process however many layers name it.
 */
export const layerPayments = Charges.Charges.Default.pipe(
  Layer.provideMerge(
    Layer.mergeAll(
      ChargeStoreSql.layer,
      StatementSql.layer,
      IdempotencyKeysSql.layer,
      TransactorSql.layer,
      OutboxSql.layer,
      AccountsSql.layer,
      Ledger.Ledger.Default.pipe(Layer.provideMerge(LedgerStoreSql.layer)),
      PixSandbox.layerShared().pipe(Layer.provide(Layer.merge(NodeCrypto.layer, ChargeStoreSql.layer))),
      Subaccounts.layerChargeSubaccounts.pipe(Layer.provide(SubaccountStoreSql.layer)),
      SandboxClockSql.layer(),
      Ids.layer.pipe(Layer.provideMerge(NodeCrypto.layer))
    )
  ),
  Layer.provideMerge(layerChargesConfig),
  Layer.provideMerge(SandboxMode.layerFromConfig)
)

/**
 * Runs `effect` on sandbox time: the current clock plus the `SandboxClock` offset (0 until a sandbox advance). Every
 * payments route and the expiry job run under it, so in one process they agree on the time; apply it once, at the
 * boundary (a route or a job), never nested.
 */
export const withSandboxTime = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.flatMap(Effect.all([SandboxClock.SandboxClock, Clock.Clock]), ([sandbox, base]) =>
    Effect.provideService(effect, Clock.Clock, SandboxClock.makeClock(base, sandbox))
  )

/** The current sandbox time as a `Date` (under `withSandboxTime`). */
export const nowDate = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))
