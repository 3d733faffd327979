import * as fs from "node:fs"
import * as path from "node:path"
import ts from "typescript"

/** The repository's root. */
export const root = path.resolve(import.meta.dirname, "../../..")

/** A workspace package: its folder (relative to the root), its name and its kind. */
export interface Workspace {
  readonly dir: string
  readonly name: string
  readonly kind: "domain" | "adapter" | "app" | "bench" | "tools"
  readonly exports: Record<string, string>
}

const kindOf = (dir: string): Workspace["kind"] =>
  dir === "domain"
    ? "domain"
    : dir.startsWith("adapters/")
      ? "adapter"
      : dir.startsWith("apps/")
        ? "app"
        : dir === "bench"
          ? "bench"
          : "tools"

/** Every workspace package of the root `package.json`. */
export const workspaces = (): ReadonlyArray<Workspace> => {
  const patterns: ReadonlyArray<string> = JSON.parse(
    fs.readFileSync(path.join(root, "package.json"), "utf8")
  ).workspaces
  return patterns.flatMap((pattern) => {
    const dirs = pattern.endsWith("/*")
      ? fs
          .readdirSync(path.join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((d) => d.isDirectory())
          .map((d) => `${pattern.slice(0, -2)}/${d.name}`)
      : [pattern]
    return dirs
      .filter((dir) => fs.existsSync(path.join(root, dir, "package.json")))
      .map((dir) => {
        const manifest = JSON.parse(fs.readFileSync(path.join(root, dir, "package.json"), "utf8"))
        return { dir, name: manifest.name as string, kind: kindOf(dir), exports: manifest.exports ?? {} }
      })
  })
}

/** The TypeScript files under `dir` (relative to the root), skipping dependencies and build output. */
export const sourceFiles = (dir: string): ReadonlyArray<string> => {
  const out: Array<string> = []
  const walk = (rel: string) => {
    const abs = path.join(root, rel)
    if (!fs.existsSync(abs)) return
    for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name === "dist" || entry.name.startsWith(".")) continue
      const child = `${rel}/${entry.name}`
      if (entry.isDirectory()) walk(child)
      else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts")) out.push(child)
    }
  }
  walk(dir)
  return out
}

/** The module specifiers a file imports or re-exports, static and dynamic, type-only ones included. */
export const importsOf = (file: string): ReadonlyArray<string> =>
  ts.preProcessFile(fs.readFileSync(path.join(root, file), "utf8"), true, true).importedFiles.map((f) => f.fileName)
