import { describe, expect, it } from "vitest"
import * as path from "node:path"
import { importsOf, sourceFiles, type Workspace, workspaces } from "./sources.ts"

/**
 * Which package may import which (docs/architecture.md, "Allowed imports"):
 * - the domain imports `effect` and its own files only: no I/O module, no adapter, no app;
 * - an adapter imports the domain and other adapters, never an app;
 * - an app imports the domain and the adapters, never another app; the CLI alone runs the apps, through their public
 *   entry points (the subpaths named in each app's `exports` map, which names no wildcard);
 * - the domain is imported through its root entry only (`@trilho/domain`), never a path to one of its modules;
 * - a relative import never leaves its package.
 */
export const problemOf = (
  from: Workspace,
  file: string,
  specifier: string,
  all: ReadonlyArray<Workspace>
): string | undefined => {
  // A test may use test tools and the repository's shared test setup, and drive another app through its entry points.
  const isTest = file.startsWith(`${from.dir}/test/`)
  if (isTest) {
    const target = all.find((w) => specifier === w.name || specifier.startsWith(`${w.name}/`))
    if (target === undefined || target.name === from.name || !publicSurfaces.has(target.kind)) return undefined
    return entryProblem(from, target, specifier)
  }
  if (specifier.startsWith(".")) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
    return target.startsWith(`${from.dir}/`) ? undefined : `a relative import leaves ${from.name}: ${specifier}`
  }
  if (from.kind === "domain") {
    return specifier === "effect" || specifier.startsWith("effect/")
      ? undefined
      : `the domain imports only effect, not ${specifier}`
  }
  const target = all.find((w) => specifier === w.name || specifier.startsWith(`${w.name}/`))
  if (target === undefined || target.name === from.name) return undefined
  if (target.kind === "bench" || target.kind === "tools") return `${from.name} imports ${target.name}`
  if (target.kind === "app" && from.kind === "adapter") return `an adapter imports an app: ${specifier}`
  if (target.kind === "app" && from.kind === "app" && from.name !== "@trilho/cli") {
    return `an app imports another app: ${specifier}`
  }
  return publicSurfaces.has(target.kind) ? entryProblem(from, target, specifier) : undefined
}

/** Whether `specifier` names one of `target`'s entry points (a subpath of its `exports` map, not a wildcard). */
const entryProblem = (from: Workspace, target: Workspace, specifier: string): string | undefined => {
  const subpath = specifier === target.name ? "." : `.${specifier.slice(target.name.length)}`
  return Object.hasOwn(target.exports, subpath) && !subpath.includes("*")
    ? undefined
    : `${from.name} imports ${specifier}, which is not an entry point of ${target.name}`
}

/** The kinds of package imported only through the entry points their `exports` map names. */
const publicSurfaces = new Set<Workspace["kind"]>(["domain", "adapter", "app"])

const all = workspaces()
const byName = (name: string) => all.find((w) => w.name === name)!

describe("allowed imports", () => {
  it("every package's sources and tests import only what its layer allows", () => {
    const problems = all.flatMap((w) =>
      [...sourceFiles(`${w.dir}/src`), ...sourceFiles(`${w.dir}/test`)].flatMap((file) =>
        importsOf(file).flatMap((specifier) => {
          const problem = problemOf(w, file, specifier, all)
          return problem === undefined ? [] : [`${file}: ${problem}`]
        })
      )
    )
    expect(problems).toStrictEqual([])
  })

  it("the domain's, an app's or an adapter's exports map names its entry points, never a wildcard", () => {
    for (const app of all.filter((w) => publicSurfaces.has(w.kind))) {
      expect(
        Object.keys(app.exports).filter((subpath) => subpath.includes("*")),
        app.name
      ).toStrictEqual([])
    }
  })

  it("the check refuses each kind of forbidden import", () => {
    const domain = byName("@trilho/domain")
    const postgres = byName("@trilho/postgres")
    const api = byName("@trilho/api")
    const cli = byName("@trilho/cli")
    expect(problemOf(domain, "domain/src/a.ts", "@trilho/postgres", all)).toMatch(/only effect/)
    expect(problemOf(domain, "domain/src/a.ts", "node:fs", all)).toMatch(/only effect/)
    expect(problemOf(domain, "domain/src/a.ts", "../../adapters/postgres/src/Client.ts", all)).toMatch(/leaves/)
    expect(problemOf(postgres, "adapters/postgres/src/a.ts", "@trilho/api", all)).toMatch(/adapter imports an app/)
    expect(problemOf(api, "apps/api/src/a.ts", "@trilho/worker", all)).toMatch(/another app/)
    expect(problemOf(api, "apps/api/src/a.ts", "@trilho/cli", all)).toMatch(/another app/)
    expect(problemOf(cli, "apps/cli/src/a.ts", "@trilho/api/http/Envelope", all)).toMatch(/not an entry point/)
    expect(problemOf(cli, "apps/cli/src/a.ts", "@trilho/api", all)).toBeUndefined()
    expect(problemOf(api, "apps/api/src/a.ts", "@trilho/domain", all)).toBeUndefined()
    expect(problemOf(api, "apps/api/src/a.ts", "@trilho/domain/ledger/Model", all)).toMatch(/not an entry point/)
    expect(problemOf(postgres, "adapters/postgres/test/a.ts", "@trilho/domain/shared/Tracing", all)).toMatch(
      /not an entry point/
    )
    expect(problemOf(domain, "domain/src/a/b.ts", "../c.ts", all)).toBeUndefined()
    expect(problemOf(domain, "domain/src/a.ts", "effect/unstable/http", all)).toBeUndefined()
    expect(problemOf(api, "apps/api/src/a.ts", "@trilho/postgres/ChargeStoreSql", all)).toMatch(/not an entry point/)
    expect(problemOf(api, "apps/api/src/a.ts", "@trilho/postgres/testing", all)).toBeUndefined()
  })
})
