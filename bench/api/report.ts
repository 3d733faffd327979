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
  readonly target?: number | undefined
}

const rate = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString("en-US") : "")
const ms = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? "" : n.toFixed(n < 10 ? 1 : 0))

/**
 * The table: phase, outcomes/s, p99, server CPU per outcome, baseline, its rate, p99 and CPU, ratio (of the rates),
 * kind, target, met.
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
    "ratio",
    "kind",
    "target",
    "met"
  ]
  const lines = rows
    .filter((row) => Number.isFinite(row.perSecond))
    .map((row) => {
      const ratio =
        row.baseline === undefined || !Number.isFinite(row.baseline.perSecond)
          ? undefined
          : row.perSecond / row.baseline.perSecond
      return [
        row.phase,
        rate(row.perSecond),
        ms(row.p99Ms),
        rate(row.cpuUsPerOk ?? Number.NaN),
        row.baseline?.name ?? "",
        row.baseline === undefined ? "" : rate(row.baseline.perSecond),
        ms(row.baseline?.p99Ms),
        rate(row.baseline?.cpuUsPerOk ?? Number.NaN),
        ratio === undefined ? "" : ratio.toFixed(2),
        row.kind ?? "",
        row.target === undefined ? "" : `>= ${row.target.toFixed(2)}`,
        row.target === undefined || ratio === undefined ? "" : ratio >= row.target ? "yes" : "NO"
      ]
    })
  const numeric = new Set([1, 2, 3, 5, 6, 7, 8])
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

/** The rows of the summary: each target of the brief against its baseline, and the runs without request log. */
export const summaryRows = (figure: (phase: keyof typeof labels) => Figure): ReadonlyArray<Row> => {
  const baseline = (phase: keyof typeof labels) => ({ name: labels[phase].slice(4), ...figure(phase) })
  return [
    { phase: labels.apiGet, ...figure("apiGet"), baseline: baseline("bareGet"), kind: "overhead", target: 0.8 },
    { phase: labels.apiGetQuiet, ...figure("apiGetQuiet"), baseline: baseline("bareGet"), kind: "overhead" },
    { phase: labels.apiCreate, ...figure("apiCreate"), baseline: baseline("pgbench"), kind: "ceiling", target: 0.6 },
    {
      phase: labels.constHttpApi,
      ...figure("constHttpApi"),
      baseline: baseline("constBare"),
      kind: "overhead",
      target: 0.8
    },
    { phase: labels.constQuiet, ...figure("constQuiet"), baseline: baseline("constBare"), kind: "overhead" }
  ]
}
