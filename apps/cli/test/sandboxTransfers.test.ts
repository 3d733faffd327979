import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { runCli, startDev, stoppedCleanly } from "./support.ts"

const sandboxKey = `trl_live_${"SandboxPix8".repeat(4)}`
const noEnv = { TRILHO_API_KEY: undefined, TRILHO_API_URL: undefined }

const api = async (apiUrl: string, method: "GET" | "POST", route: string, body?: unknown) => {
  const response = await fetch(`${apiUrl}/v1${route}`, {
    method,
    headers: { "x-api-key": sandboxKey, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
  const envelope = (await response.json()) as any
  expect(response.status, JSON.stringify(envelope)).toBe(200)
  return envelope.data
}

describe("trilho sandbox transfer against trilho dev", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "trilho-sandbox-pix-out-"))
  let dev: Awaited<ReturnType<typeof startDev>>
  const sandbox = (...args: ReadonlyArray<string>) =>
    runCli(["sandbox", ...args, "--api-url", dev.apiUrl], { ...noEnv, TRILHO_API_KEY: sandboxKey })

  beforeAll(async () => {
    dev = await startDev(dataDir, { TRILHO_SANDBOX_API_KEY: sandboxKey })
    await dev.started(150_000)
  }, 180_000)

  afterAll(async () => {
    const code = await dev?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
    expect(stoppedCleanly(code ?? null)).toBe(true)
  }, 30_000)

  it("settle and fail print the transfer as JSON; the failed one's money is back", async () => {
    const charge = await api(dev.apiUrl, "POST", "/payment-pix/create", { amount: 100, description: "Saldo" })
    expect((await sandbox("pay", charge.id, "--json")).code).toBe(0)
    expect((await sandbox("advance", "--seconds", String(25 * 3_600), "--json")).code).toBe(0)
    const body = { amount: 10, description: "Fornecedor", pixKey: "fulano@example.com", pixKeyType: "EMAIL" }
    const first = await api(dev.apiUrl, "POST", "/transfer-pix/create", body)
    expect(first.status).toBe("PROCESSING")
    const settled = await sandbox("transfer", "settle", first.id, "--json")
    expect(settled.stderr).toBe("")
    expect(JSON.parse(settled.stdout)).toMatchObject({ id: first.id, status: "COMPLETED" })
    const second = await api(dev.apiUrl, "POST", "/payouts/create", body)
    const failed = await sandbox("transfer", "fail", second.id, "--reason", "AC03", "--json")
    expect(JSON.parse(failed.stdout)).toMatchObject({ id: second.id, status: "FAILED", failureReason: "AC03" })
    const again = await sandbox("transfer", "approve", second.id)
    expect(again.code).toBe(1)
    expect(again.stderr).toContain("409 INVALID_STATE_TRANSITION")
    const balance = await api(dev.apiUrl, "GET", "/account/balance")
    expect(balance.padrao.withdrawable).toBe(90)
  }, 120_000)
})
