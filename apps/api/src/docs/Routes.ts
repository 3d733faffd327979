import { Config, Effect, Layer } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import * as fs from "node:fs"
import { createRequire } from "node:module"
import * as zlib from "node:zlib"
import { baseUrlDefault, makeDocument, serverUrlOf } from "./Document.ts"
import { pageCss, pageHtml, pageScript, paths } from "./Page.ts"

/** `BASE_URL`: the API's public address, named as the OpenAPI document's server. */
export const BaseUrl = Config.String("BASE_URL").pipe(Config.withDefault(baseUrlDefault))

/** One asset, compressed once: Swagger UI's bundle is 1.7 MB as it is and under 0.5 MB gzipped. */
interface Asset {
  readonly contentType: string
  readonly raw: Uint8Array
  readonly gzip: Uint8Array
}

const asset = (contentType: string, raw: Uint8Array): Asset => ({ contentType, raw, gzip: zlib.gzipSync(raw) })
const text = (contentType: string, body: string) => asset(contentType, new TextEncoder().encode(body))

/** A file of the `swagger-ui-dist` package, where npm installed it. */
const packageFile = (name: string) =>
  new Uint8Array(fs.readFileSync(createRequire(import.meta.url).resolve(`swagger-ui-dist/${name}`)))

/**
 * What the page may load: only this server (and the API's public address, which "Try it out" calls). A browser
 * enforces it, so no font, script or beacon of the bundle can reach another host. Swagger UI sets inline styles and
 * shows data: images.
 */
const contentSecurityPolicy = (serverUrl: string) => {
  const origin = URL.canParse(serverUrl) ? new URL(serverUrl).origin : ""
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${origin}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'none'"
  ].join("; ")
}

/**
 * An asset made on its first request and kept: building the document and compressing the bundle cost a few hundred
 * milliseconds that a process (or a test) serving no docs should not pay at start.
 */
const once = (make: () => Asset) => {
  let made: Asset | undefined
  return () => (made ??= make())
}

const serveAsset = (load: () => Asset, headers: Record<string, string>) =>
  Effect.map(HttpServerRequest.HttpServerRequest, (request) => {
    const file = load()
    const gzip = /\bgzip\b/.test(request.headers["accept-encoding"] ?? "")
    return HttpServerResponse.uint8Array(gzip ? file.gzip : file.raw, {
      contentType: file.contentType,
      headers: { ...headers, vary: "accept-encoding", ...(gzip ? { "content-encoding": "gzip" } : {}) }
    })
  })

/**
 * `/v1/openapi.json` (the documented `makeDocument`, server from `BASE_URL`) and the reference page at `/v1/docs`
 * with its assets under `/v1/docs/…`, all served from this process and the installed packages.
 */
export const layer = Layer.unwrap(
  Effect.map(BaseUrl, (baseUrl) => {
    const serverUrl = serverUrlOf(baseUrl)
    const document = once(() => text("application/json", JSON.stringify(makeDocument({ baseUrl }))))
    const page = once(() => text("text/html; charset=utf-8", pageHtml))
    const pageHeaders = {
      "content-security-policy": contentSecurityPolicy(serverUrl),
      "cache-control": "no-cache",
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer"
    }
    const assetHeaders = { "cache-control": "public, max-age=3600", "x-content-type-options": "nosniff" }
    const assets: ReadonlyArray<readonly [HttpRouter.PathInput, () => Asset]> = [
      [paths.css, once(() => asset("text/css; charset=utf-8", packageFile("swagger-ui.css")))],
      [paths.bundle, once(() => asset("text/javascript; charset=utf-8", packageFile("swagger-ui-bundle.js")))],
      [paths.script, once(() => text("text/javascript; charset=utf-8", pageScript))],
      [paths.style, once(() => text("text/css; charset=utf-8", pageCss))]
    ]
    return Layer.mergeAll(
      HttpRouter.add("GET", paths.document, serveAsset(document, { "cache-control": "no-cache" })),
      HttpRouter.add("GET", paths.page, serveAsset(page, pageHeaders)),
      ...assets.map(([path, file]) => HttpRouter.add("GET", path, serveAsset(file, assetHeaders)))
    )
  })
)
