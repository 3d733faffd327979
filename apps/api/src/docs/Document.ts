import { OpenApi } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { everyCode } from "../http/ErrorCodes.ts"
import type { Access, OperationDoc, OperationDocs } from "./OperationDoc.ts"
import { operations } from "./Operations.ts"
import { tags } from "./Tags.ts"

/** `BASE_URL` when it is not set: the address `npm start` serves the API on. */
export const baseUrlDefault = "http://127.0.0.1:4000"

type Operation = OpenApi.OpenAPISpecOperation & Record<`x-${string}`, unknown>

const methods: ReadonlyArray<OpenApi.OpenAPISpecMethodName> = ["get", "put", "post", "delete", "patch"]

/** Every operation of `document` with its path and method. */
export const operationsOf = (document: OpenApi.OpenAPISpec) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const operation = item[method] as Operation | undefined
      return operation === undefined ? [] : [{ path, method, operation }]
    })
  )

/** The statuses `code` is answered with (a few codes, such as `INVALID_TOTP_CODE`, have two). */
export const statusesOfCode = (code: string): ReadonlyArray<number> => [
  ...new Set(everyCode.filter((row) => row.code === code).map((row) => row.statusCode))
]

const hasIdempotencyKey = (operation: Operation) =>
  operation.parameters.some((parameter) => parameter.name === "Idempotency-Key")

/** The codes every route of the operation's kind may answer: its input, its credentials, its idempotency, storage. */
const sharedCodes = (operation: Operation, access: Access): ReadonlyArray<string> => [
  "VALIDATION_ERROR",
  ...(operation.requestBody === undefined
    ? []
    : ["INVALID_BODY", "PIX_RAIL_NOT_ALLOWED", "PAYLOAD_TOO_LARGE", "TOO_MANY_FIELDS", "UNSUPPORTED_MEDIA_TYPE"]),
  "URI_TOO_LONG",
  "TOO_MANY_QUERY_PARAMETERS",
  ...(access === "public" ? [] : ["UNAUTHORIZED"]),
  ...(access === "apiKey" ? ["FORBIDDEN", "IP_NOT_ALLOWED"] : []),
  ...(hasIdempotencyKey(operation)
    ? ["INVALID_IDEMPOTENCY_KEY", "IDEMPOTENCY_KEY_IN_USE", "IDEMPOTENCY_KEY_REUSED"]
    : []),
  "RATE_LIMITED",
  "STORAGE_UNAVAILABLE"
]

/**
 * The codes the operation may answer, by status: its entry's codes and the shared ones, each under the statuses of
 * the code table that the endpoint declares (a code whose status the endpoint does not declare is left out here; the
 * docs test refuses an entry naming one).
 */
export const errorsByStatus = (operation: Operation, doc: OperationDoc): ReadonlyMap<string, ReadonlyArray<string>> => {
  const declared = new Set(Object.keys(operation.responses))
  const byStatus = new Map<string, Array<string>>()
  for (const code of new Set([...sharedCodes(operation, doc.access), ...doc.errors])) {
    for (const status of statusesOfCode(code).map(String)) {
      if (!declared.has(status)) continue
      const codes = byStatus.get(status) ?? []
      if (!codes.includes(code)) codes.push(code)
      byStatus.set(status, codes)
    }
  }
  return new Map([...byStatus].sort(([a], [b]) => Number(a) - Number(b)))
}

const accessSentence = (access: Access, permission: unknown): string => {
  switch (access) {
    case "apiKey":
      return `**Permission:** \`${String(permission)}\`. Send an API key holding it in \`X-API-Key\` (or the legacy \`Authorization: Bearer <API_KEY>\`).`
    case "portalSession":
      return "**Access:** an operator portal session: `Authorization: Bearer <token>` from `POST /v1/auth/wallet/login`. No API key."
    case "dashboardSession":
      return "**Access:** a dashboard user's session: `Authorization: Bearer <token>` from `POST /v1/auth/login`. No API key."
    case "public":
      return "**Access:** public, no credentials."
  }
}

const errorTable = (errors: ReadonlyMap<string, ReadonlyArray<string>>) =>
  [
    "**Errors** (envelope `{success: false, message, error: {code, statusCode}, requestId}`; every code in `docs/errors.md`):",
    "",
    "| Status | Codes |",
    "| --- | --- |",
    ...[...errors].map(([status, codes]) => `| ${status} | ${codes.map((code) => `\`${code}\``).join(", ")} |`)
  ].join("\n")

const requestIdExample = "01JDA3K7M2Q9R5T8V1W4X6Y0Z3"

/** The words of each error status, for the documented responses. */
const reasons: Readonly<Record<string, string>> = {
  400: "Bad request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not found",
  409: "Conflict",
  410: "Gone",
  413: "Payload too large",
  414: "URI too long",
  415: "Unsupported media type",
  422: "Unprocessable",
  429: "Too many requests",
  503: "Service unavailable"
}

/** The success envelope around an example `data`. */
const envelopeExample = (doc: OperationDoc) => ({
  success: true,
  ...doc.envelope,
  message: "ok",
  data: doc.response,
  requestId: requestIdExample
})

const withExample = <A extends { content?: Record<string, { schema: unknown; example?: unknown }> }>(
  target: A,
  example: unknown
): A => ({
  ...target,
  content: Object.fromEntries(
    Object.entries(target.content ?? {}).map(([type, media]) => [type, { ...media, example }])
  )
})

/** A blank line before a list that follows a paragraph: not every markdown renderer lets a list interrupt one. */
const paragraphs = (text: string) => text.replace(/([^\n])\n(- )/, "$1\n\n$2")

/** The operation with its entry applied: section, summary, description, access, errors and examples. */
const documentOperation = (operation: Operation, doc: OperationDoc): Operation => {
  const errors = errorsByStatus(operation, doc)
  const permission = operation["x-permission"]
  const responses: OpenApi.OpenAPISpecResponses = {}
  for (const [status, response] of Object.entries(operation.responses)) {
    const codes = errors.get(status)
    responses[Number(status)] =
      status === "200"
        ? withExample(response, envelopeExample(doc))
        : codes === undefined
          ? response
          : withExample(
              { ...response, description: `${reasons[status] ?? response.description}: ${codes.join(", ")}` },
              {
                success: false,
                message: `${reasons[status] ?? response.description} (${codes[0]})`,
                error: { code: codes[0], statusCode: Number(status) },
                requestId: requestIdExample
              }
            )
  }
  return {
    ...operation,
    tags: [doc.tag],
    summary: doc.summary,
    description: [paragraphs(doc.description), accessSentence(doc.access, permission), errorTable(errors)].join("\n\n"),
    ...(operation.requestBody !== undefined && doc.request !== undefined
      ? { requestBody: withExample(operation.requestBody, doc.request) }
      : {}),
    responses,
    "x-access": doc.access,
    "x-error-codes": Object.fromEntries(errors)
  }
}

const securitySchemes: Record<string, OpenApi.OpenAPISecurityScheme> = {
  apiKey: {
    type: "apiKey",
    name: "X-API-Key",
    in: "header",
    description:
      "Your API key (`trl_live_…`), shown once when it is made. Each operation names the permission it needs."
  },
  bearer: {
    type: "http",
    scheme: "bearer",
    description: "Legacy form of the API key: `Authorization: Bearer <API_KEY>`. Prefer `X-API-Key`."
  },
  portalBearer: {
    type: "http",
    scheme: "bearer",
    description: "An operator portal session token, from `POST /v1/auth/wallet/login`."
  },
  merchantBearer: {
    type: "http",
    scheme: "bearer",
    description: "A dashboard user's session token, from `POST /v1/auth/login`."
  }
}

/**
 * The API's public address from `BASE_URL`, which may name the `/v1` prefix the paths already carry. A bare `/` (what
 * Vite puts in `BASE_URL` under vitest) stays `/`: a relative server, the host that served the document.
 */
export const serverUrlOf = (baseUrl: string) => baseUrl.trim().replace(/\/+$/, "").replace(/\/v1$/, "") || "/"

const apiDescription = [
  "Merchant payments over PIX: charges, refunds, transfers, subaccounts, webhooks and events.",
  "",
  "Every answer is the envelope `{success, message, data, requestId}`; an error is `{success: false, message, error: {code, statusCode}, requestId}`. " +
    "Amounts are reais as JSON numbers with at most 2 decimals. Lists are paged (`page`, `pageSize` up to 100). " +
    "A key makes 100 requests a minute (429 `RATE_LIMITED` with `Retry-After` beyond).",
  "",
  "Authenticate with `X-API-Key: <API_KEY>` (the legacy `Authorization: Bearer <API_KEY>` is accepted too). " +
    "Each operation needs the permission it names. Money-moving POSTs accept an `Idempotency-Key` header: the same key and body " +
    "within 24 h answer the first result again."
].join("\n")

/**
 * The OpenAPI document served at `/v1/openapi.json`: `OpenApi.fromApi(TrilhoApi)` with each operation's entry of
 * `docs` applied, the sections as tags, `baseUrl` as the server and the security schemes described. An operation
 * without an entry is left as generated (the docs test fails for it).
 */
export const makeDocument = (
  options: { readonly baseUrl?: string; readonly docs?: OperationDocs } = {}
): OpenApi.OpenAPISpec => {
  const docs = options.docs ?? operations
  const generated = OpenApi.fromApi(TrilhoApi)
  const paths: OpenApi.OpenAPISpecPaths = {}
  for (const [path, item] of Object.entries(generated.paths)) {
    const documented: OpenApi.OpenAPISpecPathItem = { ...item }
    for (const method of methods) {
      const operation = item[method] as Operation | undefined
      const doc = operation === undefined ? undefined : docs[operation.operationId]
      if (operation !== undefined && doc !== undefined) documented[method] = documentOperation(operation, doc)
    }
    paths[path] = documented
  }
  return {
    ...generated,
    info: { ...generated.info, description: apiDescription },
    servers: [
      {
        url: serverUrlOf(options.baseUrl ?? baseUrlDefault),
        description: "This platform (BASE_URL)"
      }
    ],
    paths,
    components: { ...generated.components, securitySchemes },
    tags: tags.map((tag) => ({ name: tag.name, description: tag.description }))
  }
}
