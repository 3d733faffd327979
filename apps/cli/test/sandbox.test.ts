import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { layerPostgres } from "@trilho/postgres"
import { databaseUrl, describePostgres } from "@trilho/postgres/testing"
import { PgClient } from "@effect/sql-pg"
import { Effect, Redacted } from "effect"
import { spawn } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { bin, freePort, runCli, startDev, stoppedCleanly, waitFor, waitUntil } from "./support.ts"

const sandboxKey = `trl_live_${"SandboxCli7".repeat(4)}`
const otherKey = `trl_live_${"0".repeat(44)}`

/** A charge created through the API with `key`; its lean form. */
const createCharge = async (apiUrl: string, key: string, body: Record<string, unknown> = {}) => {
  const response = await fetch(`${apiUrl}/v1/payment-pix/create`, {
    method: "POST",
    headers: { "x-api-key": key, "content-type": "application/json" },
    body: JSON.stringify({ amount: 42.5, description: "Pedido CLI", ...body })
  })
  const envelope = (await response.json()) as any
  expect(response.status, JSON.stringify(envelope)).toBe(200)
  return envelope.data
}

const statusOf = async (apiUrl: string, key: string, id: string) => {
  const response = await fetch(`${apiUrl}/v1/payment-pix/status/${id}`, { headers: { "x-api-key": key } })
  return ((await response.json()) as any).data.status as string
}

/** Polls the status route until the charge has `status`; fails after `timeoutMs`. */
const waitForStatus = async (apiUrl: string, key: string, id: string, status: string, timeoutMs = 20_000) => {
  let last = ""
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    last = await statusOf(apiUrl, key, id)
    if (last === status) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`charge ${id} stayed ${last}, never ${status}`)
}

const noEnv = { TRILHO_API_KEY: undefined, TRILHO_API_URL: undefined }

describe("trilho sandbox against trilho dev", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "trilho-sandbox-cli-"))
  let dev: Awaited<ReturnType<typeof startDev>>
  const sandbox = (...args: ReadonlyArray<string>) =>
    runCli(["sandbox", ...args, "--api-url", dev.apiUrl], { ...noEnv, TRILHO_API_KEY: sandboxKey })

  beforeAll(async () => {
    dev = await startDev(dataDir, { TRILHO_SANDBOX_API_KEY: sandboxKey })
    // Generous: on a loaded machine a cold start of the whole platform under tsx takes most of a minute.
    await dev.started(150_000)
  }, 180_000)

  afterAll(async () => {
    const code = await dev?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
    expect(stoppedCleanly(code ?? null)).toBe(true)
  }, 30_000)

  it("pay prints the COMPLETED charge as JSON with its endToEndId and the payer given", async () => {
    const charge = await createCharge(dev.apiUrl, sandboxKey)
    const paid = await sandbox(
      "pay",
      charge.id,
      "--payer-name",
      "Maria Souza",
      "--payer-document",
      "529.982.247-25",
      "--json"
    )
    expect(paid.stderr).toBe("")
    expect(paid.code).toBe(0)
    const printed = JSON.parse(paid.stdout)
    expect(printed).toMatchObject({
      id: charge.id,
      status: "COMPLETED",
      amount: 42.5,
      payer: { name: "Maria Souza", document: "52998224725" }
    })
    expect(printed.endToEndId).toMatch(/^E[0-9A-Za-z]{31}$/)
    expect(await statusOf(dev.apiUrl, sandboxKey, charge.id)).toBe("COMPLETED")

    // Without --json the output is the same document (scripts and the README read it).
    const other = await createCharge(dev.apiUrl, sandboxKey)
    const plain = await sandbox("pay", other.id)
    expect(plain.code).toBe(0)
    expect(JSON.parse(plain.stdout)).toMatchObject({
      id: other.id,
      status: "COMPLETED",
      payer: { name: "Pagador Sandbox" }
    })
  }, 240_000)

  it("paying twice is refused with the API's reason and a non-zero exit", async () => {
    const charge = await createCharge(dev.apiUrl, sandboxKey)
    expect((await sandbox("pay", charge.id)).code).toBe(0)
    const again = await sandbox("pay", charge.id)
    expect(again.code).toBe(1)
    expect(again.stdout).toBe("")
    expect(again.stderr).toMatch(/^trilho: 409 [A-Z_]+: [^\n]+\n$/)
    // In the API's words: the charge is COMPLETED (the sandbox network's own states never show).
    expect(again.stderr).toContain("from COMPLETED")
    expect(again.stderr).not.toContain("PAID")
    expect(again.stderr).not.toContain("    at ") // one line, no stack trace
    const missing = await sandbox("pay", "pix_doesnotexist0000000000000")
    expect(missing.code).toBe(1)
    expect(missing.stderr).toMatch(/^trilho: 404 /m)
  }, 240_000)

  it("a wrong key is a 401 in the message; an unreachable API says so; a missing key is refused before any request", async () => {
    const charge = await createCharge(dev.apiUrl, sandboxKey)
    const wrong = await runCli(["sandbox", "pay", charge.id, "--api-url", dev.apiUrl, "--api-key", otherKey], noEnv)
    expect(wrong.code).toBe(1)
    expect(wrong.stderr).toMatch(/^trilho: 401 UNAUTHORIZED: .*; check --api-key or TRILHO_API_KEY\n$/)
    expect(await statusOf(dev.apiUrl, sandboxKey, charge.id)).toBe("PENDING")

    const closed = `http://127.0.0.1:${await freePort()}`
    const unreachable = await runCli(["sandbox", "advance", "--seconds", "1", "--api-url", closed], {
      ...noEnv,
      TRILHO_API_KEY: sandboxKey
    })
    expect(unreachable.code).toBe(1)
    expect(unreachable.stderr).toContain(`trilho: could not reach the API at ${closed}`)

    const noKey = await runCli(["sandbox", "advance", "--seconds", "1", "--api-url", dev.apiUrl], noEnv)
    expect(noKey.code).toBe(2)
    expect(noKey.stdout).toBe("")
    expect(noKey.stderr).toMatch(/^trilho: --api-key is required \(or set TRILHO_API_KEY in the environment\)[^\n]*\n$/)
  }, 240_000)

  it("advance moves the sandbox clock: a charge of 60 s becomes CANCELED once the worker runs", async () => {
    const charge = await createCharge(dev.apiUrl, sandboxKey, { expirationSeconds: 60 })
    expect(await statusOf(dev.apiUrl, sandboxKey, charge.id)).toBe("PENDING")
    // Within its 60 s nothing expires it: a pass of the worker (every second) leaves it PENDING.
    await new Promise((r) => setTimeout(r, 1_500))
    expect(await statusOf(dev.apiUrl, sandboxKey, charge.id)).toBe("PENDING")

    const advanced = await sandbox("advance", "--seconds", "61", "--json")
    expect(advanced.stderr).toBe("")
    expect(advanced.code).toBe(0)
    const clock = JSON.parse(advanced.stdout)
    expect(clock.offsetSeconds).toBeGreaterThanOrEqual(61)
    expect(Date.parse(clock.now)).toBeGreaterThanOrEqual(Date.parse(charge.expiresAt))

    await waitForStatus(dev.apiUrl, sandboxKey, charge.id, "CANCELED")
    const refused = await sandbox("advance", "--seconds", "-5")
    expect(refused.code).not.toBe(0)
    expect(refused.stderr).toMatch(/^trilho: 400 /m)
  }, 240_000)
})

describe("trilho dev restarted on its data folder", () => {
  it("creates new charges after the restart and pays a charge created before it", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "trilho-sandbox-restart-"))
    try {
      const before = await startDev(dataDir, { TRILHO_SANDBOX_API_KEY: sandboxKey })
      let earlier: any
      try {
        await before.started(150_000)
        earlier = await createCharge(before.apiUrl, sandboxKey)
      } finally {
        expect(stoppedCleanly(await before.stop())).toBe(true)
      }
      const after = await startDev(dataDir, { TRILHO_SANDBOX_API_KEY: sandboxKey })
      try {
        await after.started(150_000)
        // A new charge gets a reference the first run did not issue (the store keeps each reference once).
        const later = await createCharge(after.apiUrl, sandboxKey)
        expect(later.referenceId).not.toBe(earlier.referenceId)
        // The charge of the first run is paid by the network of the second, which recalls it from the store.
        const paid = await runCli(["sandbox", "pay", earlier.id, "--api-url", after.apiUrl, "--json"], {
          ...noEnv,
          TRILHO_API_KEY: sandboxKey
        })
        expect(paid.stderr).toBe("")
        expect(JSON.parse(paid.stdout)).toMatchObject({ id: earlier.id, status: "COMPLETED", amount: 42.5 })
      } finally {
        expect(stoppedCleanly(await after.stop())).toBe(true)
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 420_000)
})

/** Starts `trilho <command>` as its own process; `stop` sends SIGTERM and waits for the exit. */
const startApp = (command: "api" | "worker", env: Record<string, string | undefined>) => {
  const child = spawn(process.execPath, ["--import", "tsx", bin, command], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"]
  })
  const state = { output: "" }
  child.stdout.on("data", (d) => (state.output += d))
  child.stderr.on("data", (d) => (state.output += d))
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)))
  return {
    output: () => state.output,
    stop: async () => {
      child.kill("SIGTERM")
      return await exited
    }
  }
}

/** Runs a statement on the server's administrative database (CREATE/DROP DATABASE). */
const onAdmin = (url: string, statement: (sql: PgClient.PgClient) => Effect.Effect<unknown, unknown>) =>
  Effect.runPromise(
    Effect.scoped(Effect.flatMap(PgClient.PgClient, statement)).pipe(
      Effect.provide(layerPostgres({ url: Redacted.make(url), poolSize: 1, applicationName: "trilho-cli-test" }))
    )
  )

describePostgres("API and worker as separate processes over one PostgreSQL", () => {
  // Read in the hooks: a skipped block's body still runs (without DATABASE_URL).
  const url = () => databaseUrl()!
  const database = `trilho_cli_${Date.now().toString(36)}_${process.pid}`
  const appUrl = () => {
    const parsed = new URL(url())
    parsed.pathname = `/${database}`
    return parsed.toString()
  }
  const operatorToken = `trl_op_${"SeparateProcesses1".repeat(2)}`
  let api: ReturnType<typeof startApp> | undefined
  let worker: ReturnType<typeof startApp> | undefined
  let apiUrl = ""

  beforeAll(async () => {
    await onAdmin(url(), (sql) => sql`CREATE DATABASE ${sql(database)}`)
    const port = await freePort()
    apiUrl = `http://127.0.0.1:${port}`
    const common = { ...noEnv, DATABASE_URL: appUrl(), DATABASE_POOL_SIZE: "2", TRILHO_SANDBOX_API_KEY: undefined }
    api = startApp("api", { ...common, API_PORT: String(port), OPERATOR_TOKEN: operatorToken })
    worker = startApp("worker", { ...common, OPERATOR_TOKEN: undefined, CHARGES_EXPIRE_INTERVAL_MS: "250" })
    await waitFor(`${apiUrl}/v1/health`, Date.now() + 150_000)
    await waitUntil(() => /worker .* running/.test(worker!.output()), Date.now() + 150_000, "worker start")
  }, 330_000)

  afterAll(async () => {
    await Promise.all([api?.stop(), worker?.stop()])
    await onAdmin(url(), (sql) => sql`DROP DATABASE IF EXISTS ${sql(database)} WITH (FORCE)`)
  }, 30_000)

  it("an advance through the API process is seen by the worker process, which cancels the due charge", async () => {
    const operator = { ...noEnv, OPERATOR_TOKEN: operatorToken }
    const merchant = await runCli(
      ["merchants", "create", "--email", "separate@example.com", "--name", "Loja", "--json", "--api-url", apiUrl],
      operator
    )
    expect(merchant.stderr).toBe("")
    const accountId = JSON.parse(merchant.stdout).id as string
    const created = await runCli(
      ["keys", "create", "--account", accountId, "--permissions", "*", "--json", "--api-url", apiUrl],
      operator
    )
    const key = JSON.parse(created.stdout).secret as string

    const charge = await createCharge(apiUrl, key, { expirationSeconds: 60 })
    await new Promise((r) => setTimeout(r, 1_000)) // a few worker passes: still within its 60 s
    expect(await statusOf(apiUrl, key, charge.id)).toBe("PENDING")

    const advanced = await runCli(["sandbox", "advance", "--seconds", "61", "--api-url", apiUrl, "--json"], {
      ...noEnv,
      TRILHO_API_KEY: key
    })
    expect(advanced.code, advanced.stderr).toBe(0)
    await waitForStatus(apiUrl, key, charge.id, "CANCELED")
    // The worker logs the pass after its commit, in its next batch of lines: the status can be read before the line.
    const deadline = Date.now() + 10_000
    while (!/expired 1 PIX charges/.test(worker!.output()) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100))
    }
    expect(worker!.output()).toMatch(/expired 1 PIX charges/)
  }, 240_000)
})
