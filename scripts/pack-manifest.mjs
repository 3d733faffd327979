// The packing steps of the published workspace packages (@trilho/domain, @trilho/client), run in the package's folder:
//   clean     empties dist/ before a build;
//   prepack   copies the root LICENSE in when there is one and, where package.json has `publishConfig.exports`,
//             swaps it in for `exports` (kept in package.json.workspace meanwhile);
//   postpack  puts the workspace's package.json back.
// Inside the monorepo a package's `exports` name its TypeScript sources, which tsx, vitest, esbuild and tsc read
// without a build; the tarball must name dist/ instead. npm, unlike pnpm and yarn, does not apply `publishConfig`'s
// `exports` itself, so the swap lasts from prepack to postpack only.
import * as fs from "node:fs"
import * as path from "node:path"

const manifest = "package.json"
const kept = "package.json.workspace"
const license = path.resolve(import.meta.dirname, "..", "LICENSE")

/** Puts back the workspace's manifest, if a pack swapped it out. */
const restore = () => {
  if (fs.existsSync(kept)) fs.renameSync(kept, manifest)
}

const steps = {
  clean: () => fs.rmSync("dist", { recursive: true, force: true }),
  prepack: () => {
    // A pack that stopped between prepack and postpack left the swapped manifest behind.
    restore()
    if (fs.existsSync(license)) fs.copyFileSync(license, "LICENSE")
    const text = fs.readFileSync(manifest, "utf8")
    const { publishConfig = {}, ...rest } = JSON.parse(text)
    if (publishConfig.exports === undefined) return
    if (!fs.existsSync(path.join("dist", "index.js"))) throw new Error("prepack: dist/index.js is missing; build first")
    const { exports, ...config } = publishConfig
    fs.writeFileSync(kept, text)
    fs.writeFileSync(manifest, JSON.stringify({ ...rest, exports, publishConfig: config }, null, 2) + "\n")
  },
  postpack: () => {
    restore()
    if (fs.existsSync(license)) fs.rmSync("LICENSE", { force: true })
  }
}

const step = steps[process.argv[2]]
if (step === undefined) throw new Error(`pack-manifest: unknown step ${process.argv[2]}; one of ${Object.keys(steps)}`)
step()
