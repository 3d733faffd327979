import { Context } from "effect"

/** The correlation id of the request being served; every envelope and the `X-Request-Id` header carry it. */
export const currentRequestId = Context.Reference<string>("@trilho/api/currentRequestId", { defaultValue: () => "" })

const acceptable = /^[A-Za-z0-9._:-]{8,128}$/

/** The caller's `X-Request-Id` when it is a sane token, else a new one. */
export const requestIdFrom = (header: string | undefined, fresh: () => string): string =>
  header !== undefined && acceptable.test(header) ? header : fresh()
