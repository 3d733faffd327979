import { type ChildProcess, spawn } from "node:child_process"
import { bin, freePort, waitFor } from "../support.ts"

/** A window during which the API process was down: from its SIGKILL to the first answer of its successor. */
export interface DownWindow {
  readonly killedAtMs: number
  readonly readyAtMs: number
}

/**
 * `trilho api` in a child process on one port, killed with SIGKILL and started again on the same port, so that
 * clients keep one address across crashes. Its output is kept (the last 4 KB are shown when a start fails).
 */
export const makeApiProcess = async (env: Record<string, string>) => {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const state = { output: "", child: undefined as ChildProcess | undefined }
  const windows: Array<DownWindow> = []

  const start = async () => {
    const childEnv: Record<string, string | undefined> = {
      ...process.env,
      ...env,
      API_HOST: "127.0.0.1",
      API_PORT: String(port),
      HTTP_REQUEST_LOG: "false"
    }
    delete childEnv.OPERATOR_TOKEN
    const child = spawn(process.execPath, ["--import", "tsx", bin, "api"], {
      env: childEnv,
      stdio: ["ignore", "pipe", "pipe"]
    })
    child.stdout!.on("data", (d) => (state.output = (state.output + d).slice(-4_000)))
    child.stderr!.on("data", (d) => (state.output = (state.output + d).slice(-4_000)))
    state.child = child
    await waitFor(`${url}/v1/health`, Date.now() + 60_000).catch((error: Error) =>
      Promise.reject(new Error(`${error.message}; output:\n${state.output}`))
    )
  }

  const exited = (child: ChildProcess) =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => child.once("exit", () => resolve()))

  /** SIGKILLs the process, waits for its end, starts another and waits for its first answer. */
  const crashAndRestart = async () => {
    const child = state.child!
    const killedAtMs = Date.now()
    child.kill("SIGKILL")
    await exited(child)
    await start()
    const window = { killedAtMs, readyAtMs: Date.now() }
    windows.push(window)
    return window
  }

  const stop = async () => {
    const child = state.child
    if (child === undefined) return
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000)
    child.kill("SIGTERM")
    await exited(child)
    clearTimeout(timer)
  }

  return { url, start, crashAndRestart, stop, windows, output: () => state.output }
}
