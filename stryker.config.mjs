// Mutation testing of the money core (`npm run test:mutation`): every rule of money, fees, ledger and limits is
// mutated, and the domain's tests must notice each mutant. Out of CI: a full run takes tens of minutes on two cores.
// Properties run 200 cases per mutant unless NUM_RUNS says otherwise; `--mutate <glob>` narrows a run to one file.

process.env.NUM_RUNS ??= "200"

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  plugins: ["@stryker-mutator/vitest-runner"],
  vitest: { configFile: "domain/vitest.config.ts", dir: "domain" },
  coverageAnalysis: "perTest",
  mutate: [
    "domain/src/{money,fees,ledger,limits}/**/*.ts",
    // MED blocking: what a dispute blocks, owes, returns and releases.
    "domain/src/med/{Blocks,Commit,Dispute,Open,Resolve}.ts",
    // Coupons: discounts and the rules of redemption.
    "domain/src/coupons/**/*.ts",
    // Cards: the fee with its USD part, refunds of the net, settlement. Crypto: quotes and deposit credits.
    "domain/src/card/{Fee,Refund,Settlement}.ts",
    "domain/src/crypto/Quotes.ts",
    // Billings: late charges, the price of each method, the credit, refund and settlement entries. Bureau fees.
    "domain/src/billing/boleto/Charges.ts",
    "domain/src/billing/{Pricing,Credit}.ts",
    "domain/src/bureau/Fees.ts",
    "!domain/src/**/index.ts",
    "!domain/src/ledger/LedgerStore.ts"
  ],
  // Only the domain and the root test setup go into the sandbox; node_modules is linked, not copied.
  ignorePatterns: ["/*", "!/domain", "!/package.json", "!/tsconfig.base.json", "!/vitest.*.ts"],
  // Static mutants (module-level schemas, constants and message tables) would each rerun every related test file:
  // hundreds of full suite runs. They are left out; the schemas are checked by the decoding tests of the domain and API.
  ignoreStatic: true,
  // Results are kept between runs: a later run retests only mutants whose code or covering tests changed.
  incremental: true,
  incrementalFile: ".reports/mutation/incremental.json",
  concurrency: 2,
  timeoutMS: 5_000,
  thresholds: { high: 90, low: 80, break: null },
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: ".reports/mutation/index.html" },
  jsonReporter: { fileName: ".reports/mutation/mutation.json" },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always"
}
