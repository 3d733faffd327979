import * as fs from "node:fs"
import { SourceMap } from "node:module"
import * as path from "node:path"
import { fileURLToPath } from "node:url"

interface ProfileNode {
  readonly id: number
  readonly callFrame: CallFrame
}

interface CallFrame {
  readonly functionName: string
  readonly url: string
  /** Zero-based, as are the columns. */
  readonly lineNumber: number
  readonly columnNumber: number
}

interface CpuProfile {
  readonly nodes: ReadonlyArray<ProfileNode>
  readonly samples: ReadonlyArray<number>
  /** When profiling started, in µs of the monotonic clock (`process.hrtime` of any process on the machine). */
  readonly startTime: number
  /** The µs from the sample before (from `startTime` for the first) to each sample. */
  readonly timeDeltas: ReadonlyArray<number>
}

/** A span of the monotonic clock, in µs: `process.hrtime.bigint() / 1000n` of any process on the machine. */
export interface ProfileWindow {
  readonly fromUs: number
  readonly toUs: number
}

/** The samples of `profile` taken within `window` (all of them without one). */
const samplesIn = (profile: CpuProfile, window: ProfileWindow | undefined): ReadonlyArray<number> => {
  if (window === undefined) return profile.samples
  const kept: Array<number> = []
  let at = profile.startTime
  profile.samples.forEach((sample, i) => {
    at += profile.timeDeltas[i] ?? 0
    if (at >= window.fromUs && at <= window.toUs) kept.push(sample)
  })
  return kept
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

/** The source map written beside a bundled file (`<file>.map`, as `scripts/build.mjs` writes them), if any. */
const sourceMapOf = (url: string, cache: Map<string, SourceMap | undefined>): SourceMap | undefined => {
  if (!cache.has(url)) {
    let map: SourceMap | undefined
    try {
      const file = fileURLToPath(url)
      if (fs.existsSync(`${file}.map`)) map = new SourceMap(JSON.parse(fs.readFileSync(`${file}.map`, "utf8")))
    } catch {
      map = undefined
    }
    cache.set(url, map)
  }
  return cache.get(url)
}

/** The frame where its source is: through the source map of a bundle (`dist/`), else as profiled. */
const originalFrame = (frame: CallFrame, cache: Map<string, SourceMap | undefined>): CallFrame => {
  const map = frame.url.startsWith("file:") ? sourceMapOf(frame.url, cache) : undefined
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

/** Which samples a summary counts: those within `window` (default: all), and not the idle ones when `busyOnly`. */
export interface SummaryOptions {
  readonly window?: ProfileWindow | undefined
  readonly busyOnly?: boolean | undefined
}

/**
 * A summary of the `.cpuprofile` files in `dir` (samples added up, as `options` selects them): the share of samples
 * by where the code lives, and the frames with the most self samples. Frames of a bundle are given at their source.
 */
export const summarizeProfiles = (dir: string, top: number, options: SummaryOptions = {}): string => {
  const byOrigin = new Map<string, number>()
  const byFrame = new Map<string, number>()
  const sourceMaps = new Map<string, SourceMap | undefined>()
  let total = 0
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"))) {
    const profile = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as CpuProfile
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
    for (const sample of samplesIn(profile, options.window)) {
      const frame = originalFrame(nodes.get(sample)!.callFrame, sourceMaps)
      if (options.busyOnly === true && frame.functionName === "(idle)") continue
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
