import { NodeHttpServer } from "@effect/platform-node"
import { expect, layer } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { HttpClient, HttpClientRequest } from "effect/http"
import { DocsLive } from "../../src/Http.ts"
import { baseUrlDefault, serverUrlOf } from "../../src/docs/Document.ts"
import { paths } from "../../src/docs/Page.ts"
import { serve } from "../serve.ts"

const ServerTest = serve(DocsLive).pipe(Layer.provideMerge(NodeHttpServer.layerTest))

const get = (path: string, encoding: string) =>
  Effect.flatMap(HttpClient.HttpClient, (http) =>
    http.execute(HttpClientRequest.get(path).pipe(HttpClientRequest.setHeader("accept-encoding", encoding)))
  )

layer(ServerTest)("the API reference's routes", (it) => {
  it.effect("serve Swagger UI's bundle from the package, gzipped to under 0.6 MB for a browser that takes gzip", () =>
    Effect.gen(function* () {
      const plain = yield* get(paths.bundle, "identity")
      const zipped = yield* get(paths.bundle, "gzip, deflate")
      expect(plain.status).toBe(200)
      expect(plain.headers["content-encoding"]).toBeUndefined()
      expect(Number(plain.headers["content-length"])).toBeGreaterThan(1_000_000)
      expect(zipped.headers["content-encoding"]).toBe("gzip")
      expect(Number(zipped.headers["content-length"])).toBeLessThan(600_000)
      expect(zipped.headers["content-type"]).toContain("javascript")
    })
  )

  it.effect("serve the page with a policy that lets it load from this server only", () =>
    Effect.gen(function* () {
      const page = yield* get(paths.page, "identity")
      const html = yield* page.text
      expect(page.headers["content-security-policy"]).toMatch(/default-src 'self'.*script-src 'self'/)
      for (const path of [paths.css, paths.bundle, paths.script, paths.style]) expect(html).toContain(`"${path}"`)
      expect(html).not.toMatch(/https?:\/\//)
      expect(html).toContain("Paste your API key")
    })
  )

  it.effect("serve the documented OpenAPI document", () =>
    Effect.gen(function* () {
      const document = (yield* (yield* get(paths.document, "identity")).json) as {
        servers: ReadonlyArray<{ url: string }>
        paths: Record<string, Record<string, { summary?: string }>>
      }
      // Vite sets BASE_URL to "/" under vitest: a relative server, the host serving the document.
      expect(document.servers[0]?.url).toBe(serverUrlOf(process.env.BASE_URL ?? baseUrlDefault))
      expect(document.paths["/v1/payment-pix/create"]?.post?.summary).toBe("Create a PIX charge (QR code)")
    })
  )
})
