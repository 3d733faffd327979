// The bundle production runs, and the bench runs its servers from: the workspace's TypeScript, `effect` and
// `@effect/*` bundled (tree-shaken, split into chunks), as ES modules with source maps; every other package stays a
// plain import of node_modules (native binaries, WebAssembly and data files are found where npm put them).
import * as esbuild from "esbuild"
import * as fs from "node:fs"
import * as path from "node:path"

const root = path.resolve(import.meta.dirname, "..")
const bundled = /^(effect|@effect\/[^/]+|@trilho\/[^/]+)(\/|$)/

/** Marks every bare import outside the bundled packages as external. */
const externalPackages = {
  name: "external-packages",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("node:") || bundled.test(args.path)) return undefined
      return { path: args.path, external: true }
    })
  }
}

/**
 * Bundles `entryPoints` (names to paths from the repository's root) into `outdir`, emptied first, with a
 * `package.json` that makes its files ES modules. Resolves to esbuild's result (with its metafile).
 */
export const bundle = async ({ entryPoints, outdir }) => {
  fs.rmSync(outdir, { recursive: true, force: true })
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node24",
    outdir,
    sourcemap: true,
    minifySyntax: true,
    legalComments: "none",
    metafile: true,
    logLevel: "warning",
    // Bundled CommonJS still calls require() for Node's own modules.
    banner: {
      js: 'import { createRequire as __trilhoRequire } from "node:module"; const require = __trilhoRequire(import.meta.url);'
    },
    plugins: [externalPackages]
  })
  fs.writeFileSync(path.join(outdir, "package.json"), JSON.stringify({ type: "module" }) + "\n")
  return result
}
