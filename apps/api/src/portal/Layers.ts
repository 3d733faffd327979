import { MerchantUsersSql, PortalStoreSql, PortalSubaccountsSql, SandboxMailerSql } from "@trilho/postgres"
import { NodePasswordHasher, NodeTotp } from "@trilho/node"
import { Layer } from "effect"

/** The portal's ports over SQL and the node adapters (argon2id, TOTP); the sandbox mailer stores mails in the database. */
export const layerPortal = Layer.mergeAll(
  PortalStoreSql.layer,
  PortalSubaccountsSql.layer,
  MerchantUsersSql.layer,
  SandboxMailerSql.layer,
  NodePasswordHasher.layer,
  NodeTotp.layer
)
