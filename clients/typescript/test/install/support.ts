import { type ChildProcess, execFile, spawn } from "node:child_process"
import * as fs from "node:fs"
import * as net from "node:net"
import * as path from "node:path"
import { promisify } from "node:util"

const exec = promisify(execFile)

/** The repository's root. */
export const root = path.resolve(import.meta.dirname, "..", "..", "..", "..")

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

/**
 * Runs a command to its end; fails with its output when it exits non-zero or outlives `timeoutMs` (killed then, so
 * a stalled step names itself instead of running into the hook's timeout).
 */
export const run = async (file: string, args: ReadonlyArray<string>, cwd: string, timeoutMs = 120_000) => {
  const started = Date.now()
  try {
    return (
      await exec(file, [...args], {
        cwd,
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env },
        timeout: timeoutMs,
        killSignal: "SIGKILL"
      })
    ).stdout
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string }
    const took = `${Math.round((Date.now() - started) / 1000)} s`
    throw new Error(`${file} ${args.join(" ")} failed after ${took}:\n${stdout ?? ""}\n${stderr ?? ""}`.slice(-6_000))
  }
}

/** Runs `step`, logging how long it took (the install test's steps are slow and their times tell where it stalls). */
export const timed = async <A>(name: string, step: () => Promise<A>): Promise<A> => {
  const started = Date.now()
  try {
    return await step()
  } finally {
    console.log(`install check: ${name} took ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
}

/** One packed workspace package, as `npm pack --json` describes it. */
export interface Packed {
  readonly name: string
  readonly filename: string
  readonly files: ReadonlyArray<{ readonly path: string }>
}

/** Packs the workspace packages `names` into `destination` (their prepack steps build them first). */
export const pack = async (names: ReadonlyArray<string>, destination: string): Promise<ReadonlyArray<Packed>> => {
  const workspaces = names.flatMap((name) => ["-w", name])
  const stdout = await run("npm", ["pack", ...workspaces, "--json", "--pack-destination", destination], root)
  // Lifecycle scripts print before the JSON document.
  return JSON.parse(stdout.slice(stdout.indexOf("\n[") + 1))
}

/**
 * A project of its own outside the workspace, with `tarballs` installed from disk; their dependencies come from
 * npm's cache when it has them, or from the registry.
 */
export const installProject = async (dir: string, tarballs: ReadonlyArray<string>) => {
  fs.writeFileSync(
    path.join(dir, "package.json"),
    JSON.stringify({ name: "install-check", private: true, type: "module" }, null, 2)
  )
  // The tarballs' dependencies (effect, openapi-fetch) come from the registry, as their users get them. A registry
  // request that stalls would hold npm for its default five-minute fetch timeout: each request here gives up after
  // 20 s and is retried, and a failed install is tried once more from a clean folder. `--loglevel=http` puts every
  // request in the failure's output. npm also waits for its cache's lock while another npm process holds it.
  const args = [
    "install",
    ...tarballs,
    "--prefer-offline",
    "--no-audit",
    "--no-fund",
    "--loglevel=http",
    "--fetch-timeout=20000",
    "--fetch-retries=4",
    "--fetch-retry-mintimeout=1000",
    "--fetch-retry-maxtimeout=5000"
  ]
  try {
    await run("npm", args, dir, 150_000)
  } catch (first) {
    console.log(`install check: first npm install failed, trying again:\n${String(first).slice(-2_000)}`)
    for (const leftover of ["node_modules", "package-lock.json"]) {
      fs.rmSync(path.join(dir, leftover), { recursive: true, force: true })
    }
    await run("npm", args, dir, 150_000)
  }
}

/** Polls `url` until it answers 2xx or `deadlineMs` passes. */
const waitFor = async (url: string, deadlineMs: number, output: () => string) => {
  while (Date.now() < deadlineMs) {
    try {
      // A listener that accepts and never answers must not hold the poll past its deadline.
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer in time; output:\n${output().slice(-3_000)}`)
}

/**
 * `trilho dev` (API, gateway and worker on embedded PGlite) in a child process on free ports and a fresh data folder,
 * with the sandbox merchant's key chosen here. Resolves once the API answers its health check.
 */
export const startPlatform = async (dataDir: string, apiKey: string) => {
  const [apiPort, gatewayPort] = [await freePort(), await freePort()]
  const env: Record<string, string | undefined> = {
    ...process.env,
    TRILHO_DATA_DIR: dataDir,
    API_HOST: "127.0.0.1",
    API_PORT: String(apiPort),
    GATEWAY_PORT: String(gatewayPort),
    TRILHO_SANDBOX_API_KEY: apiKey,
    HTTP_REQUEST_LOG: "false"
  }
  delete env.DATABASE_URL
  delete env.OPERATOR_TOKEN
  const bin = path.join(root, "apps", "cli", "src", "bin.ts")
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", bin, "dev"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"]
  })
  let output = ""
  child.stdout!.on("data", (d) => (output = (output + d).slice(-8_000)))
  child.stderr!.on("data", (d) => (output = (output + d).slice(-8_000)))
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000)
    child.kill("SIGTERM")
    await exited
    clearTimeout(timer)
  }
  const apiUrl = `http://127.0.0.1:${apiPort}`
  try {
    await waitFor(`${apiUrl}/v1/health`, Date.now() + 90_000, () => output)
  } catch (error) {
    await stop()
    throw error
  }
  return { apiUrl, stop }
}
