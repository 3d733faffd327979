import { HttpApi } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"

/**
 * The methods each path of the API takes, for the `405 Method Not Allowed` answer and its `Allow` header: the
 * routes of `TrilhoApi` and the routes served beside it (pages, documents, the operator RPC).
 */

/** Routes served beside `TrilhoApi`'s declaration, with their methods. */
const besideApi: ReadonlyArray<readonly [string, string]> = [
  ["GET", "/pix/:id"],
  ["GET", "/pix/:id/qrcode.png"],
  ["GET", "/pix/:id/status"],
  ["GET", "/wallet"],
  ["GET", "/v1/openapi.json"],
  ["GET", "/v1/docs"],
  ["POST", "/operator/rpc"]
]

interface PathMethods {
  readonly pattern: RegExp
  readonly methods: Set<string>
}

const patternOf = (path: string) =>
  new RegExp(
    `^${path
      .split("/")
      .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/")}/?$`
  )

const build = (): ReadonlyArray<PathMethods> => {
  const byPath = new Map<string, Set<string>>()
  const add = (method: string, path: string) => {
    const methods = byPath.get(path) ?? new Set<string>()
    methods.add(method)
    byPath.set(path, methods)
  }
  HttpApi.reflect(TrilhoApi, {
    onGroup: () => {},
    onEndpoint: ({ endpoint }) => add(endpoint.method, endpoint.path)
  })
  for (const [method, path] of besideApi) add(method, path)
  return [...byPath].map(([path, methods]) => ({ pattern: patternOf(path), methods }))
}

let table: ReadonlyArray<PathMethods> | undefined

/**
 * The methods the routes matching `path` take (`HEAD` with `GET`, `OPTIONS` never), in a stable order; empty when no
 * route has that path.
 */
export const allowedMethods = (path: string): ReadonlyArray<string> => {
  table ??= build()
  const methods = new Set<string>()
  for (const entry of table) if (entry.pattern.test(path)) for (const m of entry.methods) methods.add(m)
  if (methods.has("GET")) methods.add("HEAD")
  return [...methods].sort()
}
