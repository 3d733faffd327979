/** One line of the gateway bench's table: a figure of ours beside the bare app's of the same transport, and the target if any. */
export interface Line {
  readonly figure: string
  readonly ours: string
  readonly bare: string
  readonly ratio: string
  readonly kind: string
  readonly target: string
  readonly met: string
}

/** The table, columns padded; numeric columns right-aligned. */
export const formatLines = (lines: ReadonlyArray<Line>): string => {
  const header: Line = {
    figure: "metric",
    ours: "gateway",
    bare: "bare",
    ratio: "ratio",
    kind: "kind",
    target: "target",
    met: "met"
  }
  const keys = Object.keys(header) as Array<keyof Line>
  const numeric = new Set<keyof Line>(["ours", "bare", "ratio"])
  const widths = keys.map((k) => Math.max(...[header, ...lines].map((l) => l[k].length)))
  const format = (line: Line) =>
    keys
      .map((k, i) => (numeric.has(k) ? line[k].padStart(widths[i]!) : line[k].padEnd(widths[i]!)))
      .join("  ")
      .trimEnd()
  return [format(header), widths.map((w) => "-".repeat(w)).join("  "), ...lines.map(format)].join("\n")
}

/** An integer with thousands separators; empty when not a number. */
export const integer = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString("en-US") : "")

/** A number with `digits` decimals; empty when not a number. */
export const decimal = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "")

/** The `p`-th percentile (0–100) of ascending `sorted`, nearest rank. */
export const percentile = (sorted: ReadonlyArray<number>, p: number): number =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
