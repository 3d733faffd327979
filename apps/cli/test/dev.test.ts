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

const waitUntil = async (condition: () => boolean, deadlineMs: number, what: string) => {
  while (Date.now() < deadlineMs) {
    if (condition()) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${what} did not happen in time`)
}

const bin = path.join(import.meta.dirname, "..", "src", "bin.ts")

/** Starts `trilho dev` on `dataDir` with free ports; `stop` sends SIGTERM and returns the exit code. */
const startDev = async (dataDir: string, extraEnv: Record<string, string> = {}) => {
  const [apiPort, gatewayPort] = [await freePort(), await freePort()]
  const env: Record<string, string | undefined> = {
    ...process.env,
    TRILHO_DATA_DIR: dataDir,
    API_PORT: String(apiPort),
    GATEWAY_PORT: String(gatewayPort),
    ...extraEnv
  }
  delete env.DATABASE_URL
  if (extraEnv.OPERATOR_TOKEN === undefined) delete env.OPERATOR_TOKEN
  if (extraEnv.TRILHO_SANDBOX_API_KEY === undefined) delete env.TRILHO_SANDBOX_API_KEY
  const child = spawn(process.execPath, ["--import", "tsx", bin, "dev"], { env, stdio: ["ignore", "pipe", "pipe"] })
  const state = { output: "" }
  child.stdout.on("data", (d) => (state.output += d))
  child.stderr.on("data", (d) => (state.output += d))
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)))
  return {
    apiUrl: `http://127.0.0.1:${apiPort}`,
    gatewayPort,
    output: () => state.output,
    started: () => waitUntil(() => state.output.includes("Trilho sandbox is running"), Date.now() + 60_000, "start"),
    stop: async () => {
      child.kill("SIGTERM")
      return await exited
    }
  }
}

const stoppedCleanly = (code: number | null) => code === 0 || code === null || code === 130 || code === 143

const me = async (apiUrl: string, key: string) => {
  const response = await fetch(`${apiUrl}/v1/me`, { headers: { "x-api-key": key } })
  return { status: response.status, body: (await response.json()) as any }
}

describe("trilho dev", () => {
  it("starts API, gateway and worker on the embedded database, seeds the sandbox merchant and its key, prints them, and stops on SIGTERM", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "trilho-dev-"))
    const dev = await startDev(dataDir)
    try {
      const health = await waitFor(`${dev.apiUrl}/v1/health`, Date.now() + 60_000)
      expect(health).toMatchObject({ success: true, data: { status: "ok", database: "ok" } })
      expect(await waitFor(`http://127.0.0.1:${dev.gatewayPort}/health`, Date.now() + 10_000)).toMatchObject({
        status: "ok"
      })
      await dev.started()
      const output = dev.output()
      expect(output).toContain("sandbox merchant acc_sandbox")
      expect(output).toMatch(/worker .* running/)
      expect(output).toContain(`${dev.apiUrl}/v1`)
      expect(output).toContain(`ws://127.0.0.1:${dev.gatewayPort}/v1`)

      // The printed key works on an authenticated route.
      const key = /API key\s+(trl_live_[0-9A-Za-z]+)/.exec(output)?.[1]
      expect(key).toBeDefined()
      const reached = await me(dev.apiUrl, key!)
      expect(reached.status).toBe(200)
      expect(reached.body.data).toMatchObject({ id: "acc_sandbox", email: "sandbox@trilho.dev" })
      expect((await me(dev.apiUrl, `trl_live_${"0".repeat(43)}`)).status).toBe(401)

      // The printed operator token opens the operator RPC.
      const token = /OPERATOR_TOKEN=(trl_op_[0-9A-Za-z]+)/.exec(output)?.[1]
      expect(token).toBeDefined()
      const rpc = async (withToken: string) => {
        const response = await fetch(`${dev.apiUrl}/operator/rpc`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${withToken}` },
          body: JSON.stringify({ _tag: "Request", id: "1", tag: "merchants.list", payload: {}, headers: [] })
        })
        return (await response.json()) as Array<{ exit: { _tag: string; value?: unknown } }>
      }
      const listed = await rpc(token!)
      expect(listed[0]!.exit._tag).toBe("Success")
      expect(JSON.stringify(listed[0]!.exit.value)).toContain("acc_sandbox")
      expect((await rpc("wrong-token-wrong-token-wrong"))[0]!.exit._tag).toBe("Failure")
    } finally {
      const code = await dev.stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
      expect(stoppedCleanly(code)).toBe(true)
    }
  }, 120_000)

  it("seeds exactly TRILHO_SANDBOX_API_KEY, and finds the same key after a restart", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "trilho-dev-"))
    const chosen = `trl_live_${"Sandbox9".repeat(6)}`
    try {
      for (const round of [1, 2]) {
        const dev = await startDev(dataDir, { TRILHO_SANDBOX_API_KEY: chosen })
        try {
          await dev.started()
          expect(dev.output(), `start ${round}`).toMatch(new RegExp(`API key\\s+${chosen}`))
          expect(dev.output()).toContain("from TRILHO_SANDBOX_API_KEY")
          expect((await me(dev.apiUrl, chosen)).status).toBe(200)
        } finally {
          expect(stoppedCleanly(await dev.stop())).toBe(true)
        }
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 150_000)
})
