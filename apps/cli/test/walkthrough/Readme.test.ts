import { describe, expect, it } from "@effect/vitest"
import { spawn, spawnSync } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { freePort, waitUntil } from "../support.ts"

/**
 * Runs the README's walkthrough as it is written: the `walkthrough-start` block starts the platform (`npm start`, on
 * a fresh embedded database and free ports), then the `walkthrough` blocks run in order in one shell, as a reader
 * would paste them into a second terminal. Only the API address the README assumes is replaced by the one in use.
 */

const root = path.join(import.meta.dirname, "..", "..", "..", "..")
const readme = fs.readFileSync(path.join(root, "README.md"), "utf8")
const documentedApi = "http://127.0.0.1:4000"

/** The fenced blocks whose info string is `sh <tag>`, in order. */
const blocks = (tag: string): Array<string> =>
  [...readme.matchAll(/^```sh ([\w-]+)\n([\s\S]*?)^```$/gm)].filter((m) => m[1] === tag).map((m) => m[2]!)

/** Each JSON document a block printed, in order (one per line, or the CLI's indented one). */
const jsonDocuments = (output: string): Array<any> => {
  const documents: Array<any> = []
  let pending = ""
  for (const line of output.split("\n")) {
    pending = pending === "" ? line : `${pending}\n${line}`
    if (!/^\s*[[{]/.test(pending)) {
      pending = ""
      continue
    }
    try {
      documents.push(JSON.parse(pending))
      pending = ""
    } catch {
      // an indented document continues on the next line
    }
  }
  return documents
}

describe("README walkthrough", () => {
  it("has a start block and the steps after it", () => {
    expect(blocks("walkthrough-start")).toHaveLength(1)
    expect(blocks("walkthrough").length).toBeGreaterThanOrEqual(4)
    expect(blocks("walkthrough").join("\n")).toContain(documentedApi)
  })

  it("starts the platform, creates a charge with curl, pays it in the sandbox, and shows the balance and the ledger change", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "trilho-readme-"))
    const [apiPort, gatewayPort] = [await freePort(), await freePort()]
    const api = `http://127.0.0.1:${apiPort}`
    const env: Record<string, string | undefined> = {
      ...process.env,
      TRILHO_DATA_DIR: dataDir,
      API_PORT: String(apiPort),
      GATEWAY_PORT: String(gatewayPort)
    }
    for (const name of [
      "BASH_ENV",
      "ENV",
      "DATABASE_URL",
      "OPERATOR_TOKEN",
      "TRILHO_SANDBOX_API_KEY",
      "TRILHO_API_KEY",
      "PAY_URL"
    ]) {
      delete env[name]
    }
    // `npm install &&` is the reader's first step; the test runs on the installed tree.
    const start = blocks("walkthrough-start")[0]!.replace(/npm install && /g, "")
    const platform = spawn("bash", ["--norc", "--noprofile", "-c", `set -euo pipefail\n${start}`], {
      cwd: root,
      env,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"]
    })
    const state = { output: "" }
    platform.stdout.on("data", (d) => (state.output += d))
    platform.stderr.on("data", (d) => (state.output += d))
    const exited = new Promise<void>((resolve) => platform.on("exit", () => resolve()))
    try {
      await waitUntil(() => state.output.includes("Trilho sandbox is running"), Date.now() + 90_000, "npm start")

      const steps = blocks("walkthrough").map((block) => block.replaceAll(documentedApi, api))
      const script = steps.map((step, i) => `printf '\\n@@step ${i}@@\\n'\n${step}`).join("\n")
      const run = spawnSync("bash", ["--norc", "--noprofile", "-c", `set -euo pipefail\n${script}`], {
        cwd: root,
        env,
        encoding: "utf8",
        timeout: 120_000
      })
      expect(run.stderr.replace(/^npm warn.*\n?/gm, "")).toBe("")
      expect(run.status).toBe(0)
      const outputs = run.stdout.split(/^@@step \d+@@$/m).slice(1)
      expect(outputs).toHaveLength(steps.length)
      const [created, balanceBefore, paid, after] = outputs.map(jsonDocuments)

      // The charge, as created.
      expect(created![0].success).toBe(true)
      const charge = created![0].data
      expect(charge.status).toBe("PENDING")
      expect(charge.amount).toBe(25.5)
      expect(charge.copyPaste).toMatch(/^000201010212/)
      expect(charge.qrcodeUrl).toBe(`${api}/pix/${charge.id}`)

      // Nothing received yet.
      expect(balanceBefore![0].data.availableAmount).toBe(0)

      // Paid in the sandbox.
      expect(paid![0].id).toBe(charge.id)
      expect(paid![0].status).toBe("COMPLETED")
      expect(paid![0].endToEndId).toMatch(/^E[0-9A-Za-z]{31}$/)
      expect(paid![0].payer).toEqual({ name: "Maria Souza", document: "12345678909" })

      // The balance and the ledger changed by the charge's net amount.
      const [balanceAfter, transactions] = after!
      expect(balanceAfter.data.availableAmount).toBe(charge.netAmount)
      expect(balanceAfter.data.padrao.locked24h).toBe(charge.netAmount)
      expect(transactions.data.total).toBe(1)
      expect(transactions.data.items[0]).toMatchObject({ id: charge.id, type: "PIX_IN", status: "COMPLETED" })
    } finally {
      if (platform.pid !== undefined) process.kill(-platform.pid, "SIGTERM")
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))])
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
