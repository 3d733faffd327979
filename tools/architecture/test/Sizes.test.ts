import { describe, expect, it } from "vitest"
import * as fs from "node:fs"
import * as path from "node:path"
import { longFunctions } from "./sizes.ts"
import { root, sourceFiles, workspaces } from "./sources.ts"

/**
 * Source files stay under 400 lines and functions under 70 (a function's own lines, without the functions written
 * inside it). The exceptions, each with its reason, are listed in docs/architecture.md under "Size exceptions": a
 * file or function past its limit and not listed fails, and so does a listed one that no longer needs to be.
 */

const fileLinesMax = 400
const functionLinesMax = 70

/** The listed exceptions: `path` for a file, `path` `name` for a function. */
const exceptions = (() => {
  const text = fs.readFileSync(path.join(root, "docs/architecture.md"), "utf8")
  const section = text.slice(text.indexOf("## Size exceptions"))
  const files = new Set<string>()
  const functions = new Set<string>()
  for (const match of section.matchAll(/^- `([^`]+)`(?: `([^`]+)`)?:/gm)) {
    if (match[2] === undefined) files.add(match[1]!)
    else functions.add(`${match[1]} ${match[2]}`)
  }
  return { files, functions }
})()

const sources = workspaces()
  .filter((w) => w.kind !== "tools")
  .flatMap((w) => sourceFiles(`${w.dir}/src`))

describe("sizes", () => {
  it(`every source file has at most ${fileLinesMax} lines, or is a listed exception`, () => {
    const long = sources.filter(
      (file) => fs.readFileSync(path.join(root, file), "utf8").split("\n").length > fileLinesMax
    )
    expect(long.filter((file) => !exceptions.files.has(file))).toStrictEqual([])
    expect([...exceptions.files].filter((file) => !long.includes(file))).toStrictEqual([])
  })

  it(`every function has at most ${functionLinesMax} lines of its own, or is a listed exception`, () => {
    const long = sources.flatMap((file) => longFunctions(file, functionLinesMax)).map((f) => `${f.file} ${f.name}`)
    expect(long.filter((f) => !exceptions.functions.has(f))).toStrictEqual([])
    expect([...exceptions.functions].filter((f) => !long.includes(f))).toStrictEqual([])
  })
})
