import * as fs from "node:fs"
import * as path from "node:path"

interface ProfileNode {
  readonly id: number
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number }
}

interface CpuProfile {
  readonly nodes: ReadonlyArray<ProfileNode>
  readonly samples: ReadonlyArray<number>
}

/** Where a frame's code lives: an npm package, a workspace package, node itself, or V8's own pseudo-frames. */
const origin = (url: string, functionName: string): string => {
  if (url === "") return functionName.startsWith("(") ? functionName : "(native)"
  if (url.startsWith("node:")) return "node"
  const modules = url.lastIndexOf("/node_modules/")
  if (modules >= 0) {
    const rest = url.slice(modules + "/node_modules/".length).split("/")
    return rest[0]!.startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0]!
  }
  const workspace = /\/(domain|adapters\/\w+|apps\/\w+|bench)\//.exec(url)
  return workspace === null ? "other" : workspace[1]!
}

const share = (n: number, total: number) => `${((100 * n) / total).toFixed(1)} %`

/**
 * A summary of the `.cpuprofile` files in `dir` (samples added up): the share of samples by where the code lives,
 * and the frames with the most self samples.
 */
export const summarizeProfiles = (dir: string, top: number): string => {
  const byOrigin = new Map<string, number>()
  const byFrame = new Map<string, number>()
  let total = 0
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"))) {
    const profile = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as CpuProfile
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
    for (const sample of profile.samples) {
      const frame = nodes.get(sample)!.callFrame
      const where = origin(frame.url, frame.functionName)
      const name = `${frame.functionName || "(anonymous)"} ${where}${frame.url === "" ? "" : `/${path.basename(frame.url)}:${frame.lineNumber + 1}`}`
      byOrigin.set(where, (byOrigin.get(where) ?? 0) + 1)
      byFrame.set(name, (byFrame.get(name) ?? 0) + 1)
      total++
    }
  }
  if (total === 0) return "no samples"
  const sorted = (map: Map<string, number>) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, top)
  return [
    `${total} samples; by origin (self time):`,
    ...sorted(byOrigin).map(([where, n]) => `  ${share(n, total).padStart(7)}  ${where}`),
    `top frames (self time):`,
    ...sorted(byFrame).map(([name, n]) => `  ${share(n, total).padStart(7)}  ${name}`)
  ].join("\n")
}
