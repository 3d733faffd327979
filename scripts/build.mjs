// Builds the JavaScript that production runs: the `trilho` command (API, gateway, worker, operator commands) as ES
// modules under dist/, with source maps. The workspace's TypeScript, `effect` and `@effect/*` are bundled (tree-shaken,
// split so that `trilho --help` loads only the command line); every other package stays a plain import of node_modules
// (native binaries, WebAssembly and data files are found where npm put them).
import * as fs from "node:fs"
import * as path from "node:path"
import { bundle } from "./bundle.mjs"

const root = path.resolve(import.meta.dirname, "..")
const outdir = path.join(root, "dist")

/** The newest modification time of the sources the bundle is made of. */
const newestSourceMs = () => {
  let newest = fs.statSync(path.join(root, "package-lock.json")).mtimeMs
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (entry.name.endsWith(".ts")) newest = Math.max(newest, fs.statSync(file).mtimeMs)
    }
  }
  for (const group of ["domain", "adapters", "apps"]) {
    const base = path.join(root, group)
    const packages = group === "domain" ? [base] : fs.readdirSync(base).map((name) => path.join(base, name))
    for (const dir of packages) if (fs.existsSync(path.join(dir, "src"))) walk(path.join(dir, "src"))
  }
  return newest
}

// `--if-stale`: nothing to do while dist/trilho.js is newer than every source (what `npm run trilho` checks first).
const entryOut = path.join(outdir, "trilho.js")
if (
  process.argv.includes("--if-stale") &&
  fs.existsSync(entryOut) &&
  fs.statSync(entryOut).mtimeMs > newestSourceMs()
) {
  process.exit(0)
}

const result = await bundle({ entryPoints: { trilho: "apps/cli/src/bin.ts" }, outdir })
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0)
console.log(
  `build: dist/trilho.js and ${Object.keys(result.metafile.outputs).length - 1} more files, ${(bytes / 1e6).toFixed(1)} MB`
)
