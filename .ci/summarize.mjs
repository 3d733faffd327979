// Sums vitest JSON reports found under a folder and prints "N passed, N failed, N skipped".
// Names every failed test (with the first line of its failure) before the totals, so that the end of the log says
// what failed. Exits non-zero when a test failed, a suite failed to load, or no test ran.
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const file = join(dir, name)
    return statSync(file).isDirectory() ? walk(file) : file.endsWith(".json") ? [file] : []
  })

let passed = 0
let failed = 0
let skipped = 0
let brokenSuites = 0
for (const file of walk(process.argv[2])) {
  const report = JSON.parse(readFileSync(file, "utf8"))
  passed += report.numPassedTests ?? 0
  failed += report.numFailedTests ?? 0
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
  for (const suite of report.testResults ?? []) {
    for (const test of suite.assertionResults ?? []) {
      if (test.status !== "failed") continue
      const why = String((test.failureMessages ?? [])[0] ?? "")
        .split("\n")[0]
        .slice(0, 300)
      console.log(`failed: ${suite.name.split("/").slice(-3).join("/")} > ${test.fullName}: ${why}`)
    }
    if (suite.status === "failed" && (suite.assertionResults ?? []).every((a) => a.status !== "failed")) {
      brokenSuites += 1
      console.log(`suite failed to run: ${suite.name}: ${String(suite.message ?? "").split("\n")[0]}`)
    }
  }
}
failed += brokenSuites
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 || passed === 0 ? 1 : 0)
