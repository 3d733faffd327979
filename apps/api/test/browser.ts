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
