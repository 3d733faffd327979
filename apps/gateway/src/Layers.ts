import { NodeCrypto } from "@trilho/node"
import { ChargeStoreSql } from "@trilho/postgres"
import { Layer } from "effect"
import * as Gateway from "./Gateway.ts"

/**
 * The gateway with the ports only it needs (crypto, charges over SQL); the rest (`ApiKeys`, `Outbox`, `Notifier`,
 * `SqlClient`) comes from the process's storage.
 */
export const layer = Gateway.layer.pipe(Layer.provide(Layer.merge(NodeCrypto.layer, ChargeStoreSql.layer)))
