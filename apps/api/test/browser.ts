import { expect } from "@effect/vitest"
import { Effect, type Scope } from "effect"
import * as fs from "node:fs"
import { createRequire } from "node:module"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { type Browser, chromium, type Page } from "playwright-core"

/** Debian's Chromium (`.ci/browser` installs it); `CHROMIUM_PATH` names another. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

/** Whether the browser tests can run here; on CI a missing Chromium is a failure, not a skip. */
export const haveChromium = fs.existsSync(chromiumPath)
if (!haveChromium && process.env.CI === "true") throw new Error(`no Chromium at ${chromiumPath}: run .ci/browser`)

/** The viewports every page is checked at: a desktop and a phone. */
export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 }
} as const

/** Chromium for a test's scope, closed with it. No sandbox (containers), nothing fetched in the background. */
export const launchBrowser: Effect.Effect<Browser, never, Scope.Scope> = Effect.acquireRelease(
  Effect.promise(() =>
    chromium.launch({
      executablePath: chromiumPath,
      args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update"]
    })
  ),
  (browser) => Effect.promise(() => browser.close())
)

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url))

/** Where test artifacts go: `TRILHO_ARTIFACTS_DIR`, else `.reports/artifacts` at the repository's root. */
export const artifactsDir = () => process.env.TRILHO_ARTIFACTS_DIR ?? path.join(repoRoot, ".reports", "artifacts")

/**
 * A full-page screenshot `screenshots/<name>-<width>x<height>.png` in the artifacts folder; prints `artifact: <path>`
 * so a run lists what it wrote. Returns the path.
 */
export const screenshot = async (page: Page, name: string): Promise<string> => {
  const size = page.viewportSize()
  const dir = path.join(artifactsDir(), "screenshots")
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `${name}-${size?.width ?? 0}x${size?.height ?? 0}.png`)
  await page.screenshot({ path: file, fullPage: true })
  console.log(`artifact: ${file}`)
  return file
}

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")

/** One axe violation, as much of it as a failure message needs. */
export interface AxeViolation {
  readonly id: string
  readonly impact: string | null
  readonly help: string
  readonly targets: ReadonlyArray<string>
}

/** The axe-core violations of the page as it is now whose impact is `serious` or `critical`. */
export const seriousViolations = async (page: Page): Promise<ReadonlyArray<AxeViolation>> => {
  if (!(await page.evaluate("typeof window.axe !== 'undefined'"))) await page.addScriptTag({ content: axeSource })
  // A string, not a function: the tests compile without DOM types, and axe lives on the page's window.
  const violations = (await page.evaluate(`window.axe.run(document).then((result) => result.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(" "))
  })))`)) as ReadonlyArray<AxeViolation>
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical")
}

/** The document's width and the viewport's: the first above the second means the page scrolls sideways. */
export const pageWidths = (page: Page): Promise<{ readonly scrollWidth: number; readonly innerWidth: number }> =>
  page.evaluate("({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth })") as Promise<{
    readonly scrollWidth: number
    readonly innerWidth: number
  }>

/** A promise of the browser or the test server as an effect. */
export const run = <A>(f: () => Promise<A>) => Effect.promise(f)

/** Text as a reader sees it: every run of spaces (no-break and narrow ones included) as one space. */
export const seen = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim()

/** The merchant's API on the test server, by its key: an answer's status and JSON body. */
export const api = (base: string, key: string) => (method: string, path: string, body?: unknown) =>
  run(async () => {
    const response = await fetch(base + path, {
      method,
      headers: { "x-api-key": key, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) })
    })
    return { status: response.status, body: (await response.json()) as any }
  })

/** The answer's `data`, after checking it is a 200. */
export const dataOf = (answer: { readonly status: number; readonly body: any }) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body.data
}

/** Fits the viewport, has no serious or critical axe violation, and is photographed. */
export const checkView = (page: Page, name: string) =>
  Effect.gen(function* () {
    const widths = yield* run(() => pageWidths(page))
    expect(widths.scrollWidth, `${name} scrolls sideways`).toBeLessThanOrEqual(widths.innerWidth)
    expect(yield* run(() => seriousViolations(page)), name).toEqual([])
    yield* run(() => screenshot(page, name))
  })

/**
 * A page in a context of its own, as a Brazilian browser (`Accept-Language: pt-BR`), that lets the test inject
 * axe-core (a script the pages' policies refuse, by design).
 */
export const openPage = (browser: Browser, viewport: { width: number; height: number }) =>
  Effect.gen(function* () {
    const context = yield* run(() => browser.newContext({ viewport, locale: "pt-BR", bypassCSP: true }))
    return yield* run(() => context.newPage())
  })
