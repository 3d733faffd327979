import * as fs from "node:fs"
import { SourceMap } from "node:module"
import * as path from "node:path"
import { fileURLToPath } from "node:url"

interface CallFrame {
  readonly functionName: string
  readonly url: string
  readonly lineNumber: number
  readonly columnNumber: number
}

interface ProfileNode {
  readonly id: number
  readonly callFrame: CallFrame
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

/** Source maps of bundled files by path (undefined: the file has none). */
const maps = new Map<string, SourceMap | undefined>()

const sourceMapOf = (file: string): SourceMap | undefined => {
  if (!maps.has(file)) {
    const mapFile = `${file}.map`
    maps.set(file, fs.existsSync(mapFile) ? new SourceMap(JSON.parse(fs.readFileSync(mapFile, "utf8"))) : undefined)
  }
  return maps.get(file)
}

/**
 * The frame in the TypeScript (or the package's own source) it was bundled from, when its file has a source map
 * (the bench's servers and `dist/` are bundled with one); the frame as it is otherwise.
 */
export const originalFrame = (frame: CallFrame): CallFrame => {
  if (!frame.url.startsWith("file://")) return frame
  const map = sourceMapOf(fileURLToPath(frame.url))
  const entry = map?.findEntry(frame.lineNumber, frame.columnNumber)
  if (entry === undefined || !("originalSource" in entry)) return frame
  return {
    functionName: frame.functionName,
    url: entry.originalSource,
    lineNumber: entry.originalLine,
    columnNumber: entry.originalColumn
  }
}

const share = (n: number, total: number) => `${((100 * n) / total).toFixed(1)} %`

/**
 * A summary of the `.cpuprofile` files in `dir` (samples added up): the share of samples by where the code lives,
 * and the frames with the most self samples, both in the sources the bundles were made from.
 */
export const summarizeProfiles = (dir: string, top: number): string => {
  const byOrigin = new Map<string, number>()
  const byFrame = new Map<string, number>()
  let total = 0
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"))) {
    const profile = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as CpuProfile
    const frames = new Map(profile.nodes.map((node) => [node.id, originalFrame(node.callFrame)]))
    for (const sample of profile.samples) {
      const frame = frames.get(sample)!
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
