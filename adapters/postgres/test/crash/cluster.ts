import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as net from "node:net"
import * as os from "node:os"
import * as path from "node:path"

/** The folder of the PostgreSQL server binaries (`initdb`, `pg_ctl`), if this machine has them. */
export const findPgBinDir = (): string | undefined => {
  const candidates: Array<string> = []
  if (process.env.PG_BIN_DIR) candidates.push(process.env.PG_BIN_DIR)
  try {
    candidates.push(
      execFileSync("pg_config", ["--bindir"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim()
    )
  } catch {
    // no pg_config on PATH
  }
  const debian = "/usr/lib/postgresql"
  if (fs.existsSync(debian)) {
    for (const version of fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a))) {
      candidates.push(path.join(debian, version, "bin"))
    }
  }
  return candidates.find((dir) => fs.existsSync(path.join(dir, "initdb")) && fs.existsSync(path.join(dir, "pg_ctl")))
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address() as net.AddressInfo
      server.close(() => resolve(address.port))
    })
  })

/**
 * A throwaway PostgreSQL cluster in a temporary folder, on its own port: never the shared server. As root, the
 * server runs as the `postgres` OS user.
 */
export const makeCluster = async (binDir: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "trilho-pg-crash-"))
  const data = path.join(dir, "data")
  const log = path.join(dir, "server.log")
  const port = await freePort()
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim())
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim())
    fs.chownSync(dir, uid, gid)
  }
  const run = (tool: string, args: ReadonlyArray<string>) => {
    const command = asRoot ? "runuser" : path.join(binDir, tool)
    const argv = asRoot ? ["-u", "postgres", "--", path.join(binDir, tool), ...args] : [...args]
    return execFileSync(command, argv, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], timeout: 120_000 })
  }
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8", "--locale=C"])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=40 -c fsync=on`
  const start = () => run("pg_ctl", ["-D", data, "-o", options, "-l", log, "-w", "-t", "60", "start"])
  const stop = (mode: "immediate" | "fast") => run("pg_ctl", ["-D", data, "-m", mode, "-w", "-t", "60", "stop"])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    /** `immediate`: the server processes exit at once, without a checkpoint; the next start replays the WAL. */
    stop,
    log: () => (fs.existsSync(log) ? fs.readFileSync(log, "utf8") : ""),
    remove: () => {
      try {
        stop("fast")
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
}
