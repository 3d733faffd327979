import { describe, expect, it } from "@effect/vitest"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { startDev, stoppedCleanly, waitFor } from "./support.ts"

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
      // The start steps, in order on stderr, as plain lines since it is not a terminal (the banner is on stdout).
      const steps = [
        /trilho: opening the embedded database in \S+ and applying its migrations…/,
        /trilho: database ready \(\d+\.\d s\)/,
        /trilho: sandbox merchant acc_sandbox ready/,
        new RegExp(
          `trilho: listening: API ${dev.apiUrl}, gateway ws://127\\.0\\.0\\.1:${dev.gatewayPort}/v1; worker running`
        )
      ]
      const at = steps.map((step) => output.search(step))
      expect(
        at.every((i) => i >= 0),
        output
      ).toBe(true)
      expect([...at].sort((x, y) => x - y)).toEqual(at)
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
