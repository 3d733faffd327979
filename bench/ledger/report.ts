/** One line of the results table. */
export interface Row {
  readonly phase: string
  readonly entriesPerSecond: number
  readonly baseline?: { readonly name: string; readonly entriesPerSecond: number } | undefined
  /**
   * overhead: the same work without the framework; ceiling: the hardware's best for that work; vs …: another phase,
   * for comparison only (not the same work).
   */
  readonly kind?: "overhead" | "ceiling" | "vs (a)" | "vs pgbench" | undefined
  /** The ratio to reach, when the phase has a target. */
  readonly target?: number | undefined
}

const rate = (n: number) => Math.round(n).toLocaleString("en-US")

/**
 * The table: phase, entries/s, baseline, ratio, kind of ratio, target, met. A row of a phase that did not run is left
 * out; a row whose baseline did not run loses its ratio, and then only the first row of its phase is kept.
 */
export const formatTable = (rows: ReadonlyArray<Row>): string => {
  const header = ["phase", "entries/s", "baseline", "baseline/s", "ratio", "kind", "target", "met"]
  const seen = new Set<string>()
  const ran: Array<Row> = []
  for (const row of rows) {
    if (!Number.isFinite(row.entriesPerSecond)) continue
    const kept =
      row.baseline === undefined || Number.isFinite(row.baseline.entriesPerSecond)
        ? row
        : { phase: row.phase, entriesPerSecond: row.entriesPerSecond }
    if (kept.baseline === undefined && seen.has(kept.phase)) continue
    seen.add(kept.phase)
    ran.push(kept)
  }
  const lines = ran.map((row) => {
    const ratio = row.baseline === undefined ? undefined : row.entriesPerSecond / row.baseline.entriesPerSecond
    return [
      row.phase,
      rate(row.entriesPerSecond),
      row.baseline?.name ?? "",
      row.baseline === undefined ? "" : rate(row.baseline.entriesPerSecond),
      ratio === undefined ? "" : ratio.toFixed(2),
      row.kind ?? "",
      row.target === undefined ? "" : `>= ${row.target.toFixed(2)}`,
      row.target === undefined || ratio === undefined ? "" : ratio >= row.target ? "yes" : "NO"
    ]
  })
  const numeric = new Set([1, 3, 4])
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)))
  const format = (cells: ReadonlyArray<string>) =>
    cells
      .map((c, i) => (numeric.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd()
  return [format(header), widths.map((w) => "-".repeat(w)).join("  "), ...lines.map(format)].join("\n")
}

export const formatRate = rate

/** Entries per second of each phase; NaN for a phase that did not run. */
export interface Figures {
  readonly ledger: number
  readonly pgbench: number
  readonly ledgerBatched: number
  readonly hotBatched: number
  readonly hotUnbatched: number
  readonly hotPgbench: number
  readonly insert: number
}

/** The rows of the summary: the targets of the brief, then the figures that explain them. */
export const summaryRows = (f: Figures, lanes: number): ReadonlyArray<Row> => {
  const ledgerA = { name: "(a) Ledger", entriesPerSecond: f.ledger }
  const pgbenchA = { name: "pgbench same SQL", entriesPerSecond: f.pgbench }
  const insert = { name: "(c) INSERT", entriesPerSecond: f.insert }
  return [
    {
      phase: "(a) Ledger, 1,000 merchants",
      entriesPerSecond: f.ledger,
      baseline: pgbenchA,
      kind: "overhead",
      target: 0.8
    },
    { phase: "(a) Ledger, 1,000 merchants", entriesPerSecond: f.ledger, baseline: insert, kind: "ceiling" },
    { phase: "(a) pgbench same SQL", entriesPerSecond: f.pgbench, baseline: insert, kind: "ceiling" },
    {
      phase: `(a) Ledger, batched, ${lanes} lane${lanes === 1 ? "" : "s"}`,
      entriesPerSecond: f.ledgerBatched,
      baseline: pgbenchA,
      kind: "vs pgbench"
    },
    {
      phase: "(b) Ledger, hot, batched",
      entriesPerSecond: f.hotBatched,
      baseline: ledgerA,
      kind: "vs (a)",
      target: 0.8
    },
    { phase: "(b) Ledger, hot, unbatched", entriesPerSecond: f.hotUnbatched, baseline: ledgerA, kind: "vs (a)" },
    { phase: "(b) pgbench same SQL, hot", entriesPerSecond: f.hotPgbench, baseline: ledgerA, kind: "vs (a)" },
    { phase: "(c) pgbench single-row INSERT", entriesPerSecond: f.insert }
  ]
}
