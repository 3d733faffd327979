import { spawn } from "node:child_process"
import * as net from "node:net"
import * as path from "node:path"

/** A TCP port free on 127.0.0.1 at the time of asking. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on("error", reject)
  })

/** Polls `url` until it answers 2xx; its JSON body. */
export const waitFor = async (url: string, deadlineMs: number) => {
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

/** Polls `condition` every 100 ms until it holds or `deadlineMs` passes. */
export const waitUntil = async (condition: () => boolean, deadlineMs: number, what: string) => {
  while (Date.now() < deadlineMs) {
    if (condition()) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${what} did not happen in time`)
}

/** The CLI's entry point. */
export const bin = path.join(import.meta.dirname, "..", "src", "bin.ts")

/** Starts `trilho dev` on `dataDir` with free ports; `stop` sends SIGTERM and returns the exit code. */
export const startDev = async (dataDir: string, extraEnv: Record<string, string> = {}) => {
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
    /** Waits for the start banner; a start that does not come fails with what the process printed. */
    started: (timeoutMs = 60_000) =>
      waitUntil(() => state.output.includes("Trilho sandbox is running"), Date.now() + timeoutMs, "start").catch(
        (error: Error) => Promise.reject(new Error(`${error.message}; output:\n${state.output.slice(-2_000)}`))
      ),
    stop: async () => {
      child.kill("SIGTERM")
      return await exited
    }
  }
}

/** Whether a process stopped by SIGTERM exited as a clean shutdown does. */
export const stoppedCleanly = (code: number | null) => code === 0 || code === null || code === 130 || code === 143

/** Runs `trilho <args>` to its end: exit code and output. */
export const runCli = (args: ReadonlyArray<string>, env: Record<string, string | undefined> = {}) =>
  new Promise<{ readonly code: number | null; readonly stdout: string; readonly stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", bin, ...args], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"]
    })
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (d) => (stdout += d))
    child.stderr.on("data", (d) => (stderr += d))
    child.on("exit", (code) => resolve({ code, stdout, stderr }))
  })
