/** One line of the results table. */
export interface Row {
  readonly phase: string
  /** Business outcomes per second. */
  readonly perSecond: number
  readonly p99Ms?: number | undefined
  /** CPU time of the server's process per outcome, in µs. */
  readonly cpuUsPerOk?: number | undefined
  readonly baseline?: {
    readonly name: string
    readonly perSecond: number
    readonly p99Ms?: number | undefined
    readonly cpuUsPerOk?: number | undefined
  }
  /** overhead: the same work without the framework; ceiling: the hardware's best for that kind of work. */
  readonly kind?: "overhead" | "ceiling" | undefined
  /**
   * The ratio the brief sets and its least value: `cpu`, the baseline's CPU per outcome over the phase's (1 when the
   * phase costs what its baseline does); `throughput`, the phase's outcomes per second over the baseline's.
   */
  readonly target?: { readonly of: "cpu" | "throughput"; readonly value: number } | undefined
}

/** The phase's outcomes per second over its baseline's. */
export const throughputRatio = (row: Row): number =>
  row.baseline === undefined ? Number.NaN : row.perSecond / row.baseline.perSecond

/** The baseline's CPU per outcome over the phase's: the share of the phase's CPU the same work needs without it. */
export const cpuRatio = (row: Row): number =>
  row.baseline?.cpuUsPerOk === undefined || row.cpuUsPerOk === undefined
    ? Number.NaN
    : row.baseline.cpuUsPerOk / row.cpuUsPerOk

/** The ratio the row's target is about (NaN without a target or its figures). */
export const targetRatio = (row: Row): number =>
  row.target === undefined ? Number.NaN : row.target.of === "cpu" ? cpuRatio(row) : throughputRatio(row)

const rate = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString("en-US") : "")
const ms = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? "" : n.toFixed(n < 10 ? 1 : 0))

/**
 * The table: phase, outcomes/s, p99, server CPU per outcome, baseline, its rate, p99 and CPU, the throughput and CPU
 * ratios, kind, target, met.
 */
export const formatTable = (rows: ReadonlyArray<Row>): string => {
  const header = [
    "phase",
    "ok/s",
    "p99 ms",
    "CPU us",
    "baseline",
    "baseline/s",
    "p99 ms",
    "CPU us",
    "ok/s ratio",
    "CPU ratio",
    "kind",
    "target",
    "met"
  ]
  const lines = rows
    .filter((row) => Number.isFinite(row.perSecond))
    .map((row) => {
      const fixed = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : "")
      const ratio = targetRatio(row)
      return [
        row.phase,
        rate(row.perSecond),
        ms(row.p99Ms),
        rate(row.cpuUsPerOk ?? Number.NaN),
        row.baseline?.name ?? "",
        row.baseline === undefined ? "" : rate(row.baseline.perSecond),
        ms(row.baseline?.p99Ms),
        rate(row.baseline?.cpuUsPerOk ?? Number.NaN),
        fixed(throughputRatio(row)),
        fixed(cpuRatio(row)),
        row.kind ?? "",
        row.target === undefined ? "" : `${row.target.of} >= ${row.target.value.toFixed(2)}`,
        row.target === undefined || !Number.isFinite(ratio) ? "" : ratio >= row.target.value ? "yes" : "NO"
      ]
    })
  const numeric = new Set([1, 2, 3, 5, 6, 7, 8, 9])
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)))
  const format = (cells: ReadonlyArray<string>) =>
    cells
      .map((c, i) => (numeric.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd()
  return [format(header), widths.map((w) => "-".repeat(w)).join("  "), ...lines.map(format)].join("\n")
}

export const formatRate = rate
export const formatMs = ms

/** The phases of the closed loops and pgbench, by name. */
export const labels = {
  apiGet: "(1) API GET /payment-pix/get/{id}",
  apiGetQuiet: "(1) API GET, no request log",
  bareGet: "(1) bare node:http, same SQL",
  apiCreate: "(2) API POST /payment-pix/create",
  pgbench: "(2) pgbench, the create's SQL",
  constHttpApi: "(3) HttpApi constant route",
  constQuiet: "(3) HttpApi constant, no request log",
  constBare: "(3) bare node:http constant"
} as const

/** A phase's business outcomes per second, its worst round's p99, and its server's CPU per outcome. */
export interface Figure {
  readonly perSecond: number
  readonly p99Ms: number
  /** CPU time of the server's process per outcome, in µs (NaN for pgbench). */
  readonly cpuUsPerOk: number
}

/**
 * The rows of the summary: each target of the brief against its baseline (CPU per request for the GET and the
 * constant route, throughput for the create), and the runs without request log.
 */
export const summaryRows = (figure: (phase: keyof typeof labels) => Figure): ReadonlyArray<Row> => {
  const baseline = (phase: keyof typeof labels) => ({ name: labels[phase].slice(4), ...figure(phase) })
  return [
    {
      phase: labels.apiGet,
      ...figure("apiGet"),
      baseline: baseline("bareGet"),
      kind: "overhead",
      target: { of: "cpu", value: 0.6 }
    },
    { phase: labels.apiGetQuiet, ...figure("apiGetQuiet"), baseline: baseline("bareGet"), kind: "overhead" },
    {
      phase: labels.apiCreate,
      ...figure("apiCreate"),
      baseline: baseline("pgbench"),
      kind: "ceiling",
      target: { of: "throughput", value: 0.5 }
    },
    {
      phase: labels.constHttpApi,
      ...figure("constHttpApi"),
      baseline: baseline("constBare"),
      kind: "overhead",
      target: { of: "cpu", value: 0.6 }
    },
    { phase: labels.constQuiet, ...figure("constQuiet"), baseline: baseline("constBare"), kind: "overhead" }
  ]
}
