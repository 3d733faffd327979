import * as fs from "node:fs"

/** Clock ticks per second of `/proc/<pid>/stat` (USER_HZ, 100 on Linux). */
const ticksPerSecond = 100

/** CPU time (user + system) a process has used so far, in µs; NaN where `/proc` is not there. */
export const processCpuUs = (pid: number): number => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8")
    // Fields after the command name (which may hold spaces), from field 3 on: utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / ticksPerSecond
  } catch {
    return Number.NaN
  }
}

/** This process's CPU time (user + system) so far, in µs. */
export const ownCpuUs = (): number => {
  const usage = process.cpuUsage()
  return usage.user + usage.system
}
