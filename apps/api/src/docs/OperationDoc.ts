import type { TagName } from "./Tags.ts"

/**
 * Who may call an operation. `apiKey`: an API key holding the operation's permission (the endpoint declares it, the
 * document shows it as `x-permission`); the others are sessions of the portal and the dashboard, or nobody at all.
 */
export type Access = "apiKey" | "portalSession" | "dashboardSession" | "public"

/** The documentation of one operation of the API, keyed by its `operationId` (`group.endpoint`). */
export interface OperationDoc {
  readonly tag: TagName
  /** One line, shown in the list of operations. */
  readonly summary: string
  /** Plain words: what it does and the rules a merchant must know (markdown). */
  readonly description: string
  readonly access: Access
  /**
   * The error codes this operation answers beyond those every route of its kind shares (input boundary, rate limit,
   * authentication, idempotency, storage): each is a code of `errorCodes` whose status the endpoint declares.
   */
  readonly errors: ReadonlyArray<string>
  /** An example request body, for operations that take one. */
  readonly request?: unknown
  /** The example answer's `data`. */
  readonly response: unknown
  /** Fields the answer's envelope carries beside `data` (the portal setup's `mode`). */
  readonly envelope?: Readonly<Record<string, unknown>>
}

/** The entries of one section, keyed by `operationId`. */
export type OperationDocs = Readonly<Record<string, OperationDoc>>
