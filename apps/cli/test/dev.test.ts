import { describe, expect, it } from "@effect/vitest"
import { spawn } from "node:child_process"
import * as fs from "node:fs"
import * as net from "node:net"
import * as os from "node:os"
import * as path from "node:path"

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on("error", reject)
  })

const waitFor = async (url: string, deadlineMs: number) => {
  while (Date.now() < deadlineMs) {
    try {
      const response = await fetch(url)
      if (response.ok) return await response.json()
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not answer in time`)
}

const bin = path.join(import.meta.dirname, "..", "src", "bin.ts")

describe("trilho dev", () => {
  it("starts API, gateway and worker on the embedded database, seeds the sandbox merchant, and stops on SIGTERM", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "trilho-dev-"))
    const [apiPort, gatewayPort] = [await freePort(), await freePort()]
    const env: Record<string, string | undefined> = {
      ...process.env,
      TRILHO_DATA_DIR: dataDir,
      API_PORT: String(apiPort),
      GATEWAY_PORT: String(gatewayPort)
    }
    delete env.DATABASE_URL
    const child = spawn(process.execPath, ["--import", "tsx", bin, "dev"], { env, stdio: ["ignore", "pipe", "pipe"] })
    let output = ""
    child.stdout.on("data", (d) => (output += d))
    child.stderr.on("data", (d) => (output += d))
    try {
      const health = await waitFor(`http://127.0.0.1:${apiPort}/v1/health`, Date.now() + 60_000)
      expect(health).toMatchObject({ success: true, data: { status: "ok", database: "ok" } })
      expect(await waitFor(`http://127.0.0.1:${gatewayPort}/health`, Date.now() + 10_000)).toMatchObject({
        status: "ok"
      })
      expect(output).toContain("sandbox merchant acc_sandbox")
      expect(output).toMatch(/worker .* running/)
    } finally {
      const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)))
      child.kill("SIGTERM")
      const code = await exited
      fs.rmSync(dataDir, { recursive: true, force: true })
      expect(code === 0 || code === null || code === 130 || code === 143).toBe(true)
    }
  }, 120_000)
})
