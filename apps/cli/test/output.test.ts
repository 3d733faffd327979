import { NodeServices } from "@effect/platform-node"
import { describe, expect, it } from "@effect/vitest"
import { Console, Effect, Result } from "effect"
import { type Command } from "effect/cli"
import { run, trilho } from "../src/Cli.ts"
import { canColor } from "../src/Output.ts"
import { freePort, runCli } from "./support.ts"

const esc = "\u001b"

/** No colour variables, no key, no API address: what a fresh shell in a pipe has. */
const plainEnv = {
  NO_COLOR: undefined,
  FORCE_COLOR: undefined,
  TRILHO_API_KEY: undefined,
  TRILHO_API_URL: undefined,
  OPERATOR_TOKEN: undefined
}

/** Exactly one line on stderr, in words: `trilho: …`, no JSON, no log line, no stack trace. */
const expectOneLine = (stderr: string) => {
  expect(stderr).toMatch(/^trilho: [^\n]+\n$/)
  expect(stderr).not.toMatch(/[{}]|\bERROR\b|_tag|    at /)
}

describe("trilho piped (not a terminal)", () => {
  it("prints help without colours, and with them only when FORCE_COLOR asks and NO_COLOR does not forbid", async () => {
    const help = await runCli(["--help"], plainEnv)
    expect(help.code).toBe(0)
    expect(help.stdout).toContain("SUBCOMMANDS")
    expect(help.stdout + help.stderr).not.toContain(esc)

    const forced = await runCli(["sandbox", "--help"], { ...plainEnv, FORCE_COLOR: "1" })
    expect(forced.stdout).toContain(esc)
    const forbidden = await runCli(["sandbox", "--help"], { ...plainEnv, FORCE_COLOR: "1", NO_COLOR: "1" })
    expect(forbidden.stdout).toContain("SUBCOMMANDS")
    expect(forbidden.stdout + forbidden.stderr).not.toContain(esc)
  }, 60_000)

  it("an unknown command is one plain line on stderr and exit code 2, with the close command suggested", async () => {
    const unknown = await runCli(["sandbox", "paay", "pix_1"], { ...plainEnv, FORCE_COLOR: undefined })
    expect(unknown.code).toBe(2)
    expect(unknown.stdout).toBe("")
    expectOneLine(unknown.stderr)
    expect(unknown.stderr).not.toContain(esc)
    expect(unknown.stderr).toContain("unknown command 'paay'")
    expect(unknown.stderr).toContain("'pay'")
    expect(unknown.stderr).toContain("trilho sandbox --help")
  }, 60_000)

  it("a missing key is exit code 2 and one line naming the flag and the variable", async () => {
    const missing = await runCli(["sandbox", "pay", "pix_1"], plainEnv)
    expect(missing.code).toBe(2)
    expect(missing.stdout).toBe("")
    expectOneLine(missing.stderr)
    expect(missing.stderr).toContain("--api-key")
    expect(missing.stderr).toContain("TRILHO_API_KEY")

    const badValue = await runCli(["sandbox", "advance", "--seconds", "soon", "--api-key", "k"], plainEnv)
    expect(badValue.code).toBe(2)
    expectOneLine(badValue.stderr)
    expect(badValue.stderr).toContain('"soon" for --seconds')
  }, 60_000)

  it("an operation that cannot reach the API is exit code 1 and one line saying what to do", async () => {
    const closed = `http://127.0.0.1:${await freePort()}`
    const unreachable = await runCli(["sandbox", "advance", "--seconds", "1", "--api-key", "k", "--api-url", closed], {
      ...plainEnv
    })
    expect(unreachable.code).toBe(1)
    expectOneLine(unreachable.stderr)
    expect(unreachable.stderr).toContain(`could not reach the API at ${closed}`)
    expect(unreachable.stderr).toContain("trilho dev")
  }, 60_000)

  it("an invalid environment variable of a server is exit code 2 and one line naming it", async () => {
    const invalid = await runCli(["worker"], { ...plainEnv, DATABASE_POOL_SIZE: "many", DATABASE_URL: "postgres://x" })
    expect(invalid.code).toBe(2)
    expectOneLine(invalid.stderr)
    expect(invalid.stderr).toContain("DATABASE_POOL_SIZE")
  }, 60_000)
})

/** Every command path of the tree, the root first. */
const pathsOf = (command: Command.Command.Any, prefix: ReadonlyArray<string> = []): Array<ReadonlyArray<string>> => [
  prefix,
  ...command.subcommands.flatMap((group) => group.commands.flatMap((sub) => pathsOf(sub, [...prefix, sub.name])))
]

/** `trilho <path> --help` in this process: what it printed. */
const helpOf = (path: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const lines: Array<string> = []
    const base = yield* Console.Console
    const capture = (...parts: ReadonlyArray<unknown>) => void lines.push(parts.join(" "))
    const exit = yield* run(["node", "trilho", ...path, "--help"]).pipe(
      Effect.provideService(Console.Console, { ...base, log: capture, error: capture }),
      Effect.provide(NodeServices.layer),
      Effect.result
    )
    expect(Result.isSuccess(exit), path.join(" ")).toBe(true)
    return lines.join("\n")
  })

/** The help line of `--name`. */
const flagLine = (help: string, name: string) => help.split("\n").find((line) => line.trim().startsWith(`--${name} `))

describe("trilho help", () => {
  it.effect("every page names its command once, describes every flag and marks the optional ones", () =>
    Effect.gen(function* () {
      const paths = pathsOf(trilho)
      expect(paths.length).toBeGreaterThan(20)
      for (const path of paths) {
        const help = yield* helpOf(path)
        const where = `trilho ${path.join(" ")} --help`
        expect(help, where).toContain(`USAGE\n  ${["trilho", ...path].join(" ")} `)
        expect(help, where).not.toMatch(/\b([a-z][\w-]*) \1\b/i)
        expect(help, where).not.toContain(esc)
        for (const line of help.split("\n").filter((l) => /^ {2}--[\w-]+/.test(l))) {
          expect(line.trim(), `${where}: a flag without a description`).toMatch(/^--\S+(, -\w)?( \S+)? {2,}\S/)
        }
      }
    })
  )

  it.effect("keys create: --ip, --rate-limit and --name are optional, --account and --permissions are not", () =>
    Effect.gen(function* () {
      const help = yield* helpOf(["keys", "create"])
      for (const name of ["ip", "rate-limit", "name", "api-url"]) expect(flagLine(help, name)).toMatch(/optional/)
      for (const name of ["account", "permissions", "operator-token"]) {
        expect(flagLine(help, name)).not.toMatch(/optional/)
      }
      expect(help).toContain("EXAMPLES")
    })
  )
})

describe("colour rules", () => {
  it("colour on a terminal only; NO_COLOR forbids it; FORCE_COLOR asks for it unless 0 or false; TERM=dumb never", () => {
    expect(canColor(true, {})).toBe(true)
    expect(canColor(false, {})).toBe(false)
    expect(canColor(true, { NO_COLOR: "1" })).toBe(false)
    expect(canColor(true, { NO_COLOR: "" })).toBe(true)
    expect(canColor(false, { FORCE_COLOR: "1" })).toBe(true)
    expect(canColor(false, { FORCE_COLOR: "0" })).toBe(false)
    expect(canColor(false, { FORCE_COLOR: "false" })).toBe(false)
    expect(canColor(false, { FORCE_COLOR: "1", NO_COLOR: "yes" })).toBe(false)
    expect(canColor(true, { TERM: "dumb" })).toBe(false)
  })
})
