import * as path from "node:path"
import { defineConfig } from "vitest/config"

/**
 * Shared vitest settings. With TRILHO_REPORT_DIR set, each package also writes a JSON report there; `.ci/run`
 * sums them into one closing line. A package that runs vitest more than once sets TRILHO_REPORT_SUFFIX on the later runs
 * so that each run keeps its own report. `database`: the package's tests use PostgreSQL (`vitest.globalSetup.ts`).
 */
export const sharedConfig = (packageName: string, options: { readonly database?: boolean } = {}) => {
  const reportDir = process.env.TRILHO_REPORT_DIR
  return defineConfig({
    test: {
      include: ["test/**/*.test.ts"],
      setupFiles: [path.join(import.meta.dirname, "vitest.setup.ts")],
      // Packages whose tests use PostgreSQL make its migrated template once, before their files run.
      ...(options.database === true ? { globalSetup: [path.join(import.meta.dirname, "vitest.globalSetup.ts")] } : {}),
      testTimeout: 60_000,
      hookTimeout: 120_000,
      pool: "forks",
      maxWorkers: 2,
      reporters: reportDir === undefined ? ["default"] : ["default", "json"],
      ...(reportDir === undefined
        ? {}
        : {
            outputFile: {
              json: path.join(
                reportDir,
                `${packageName.replace(/[@/]/g, "_")}${process.env.TRILHO_REPORT_SUFFIX ?? ""}.json`
              )
            }
          })
    }
  })
}
