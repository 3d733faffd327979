import type { OperationDocs } from "../OperationDoc.ts"

const monthly = {
  id: "sch_01jd8x2k4m6n8p0r2t4v6x8z0a",
  label: "Aluguel",
  amount: 1500,
  method: "PIX Padrao",
  destination: "lo***@example.com",
  triggerType: "recurring",
  scheduleLabel: "Monthly on day 5 at 09:00 (America/Sao_Paulo)",
  nextRunAt: "2026-12-05T12:00:00.000Z",
  runCount: 0,
  status: "active",
  coverFee: true,
  recurrenceRule: { interval: "monthly", time: "09:00", timezone: "America/Sao_Paulo", dayOfMonth: 5 },
  createdAt: "2026-11-27T14:00:00.000Z"
}

const paused = { ...monthly, status: "paused", nextRunAt: "-" }

const notFound = "404 `NOT_FOUND` (with `success: false`) for an unknown id or another account's schedule."

/** The scheduled transfer operations (`transfer-scheduled/*`). */
export const scheduledDocs: OperationDocs = {
  "transferScheduled.create": {
    tag: "Scheduled transfers",
    summary: "Schedule a transfer",
    description: [
      "Creates a schedule that pays `payload` by itself. `triggerType` chooses when:",
      "- `ONCE` at `scheduledAt` (ISO 8601 with its offset, in the future);",
      "- `RECURRING` on `recurrenceRule`: `interval` `daily`, `weekly` (`dayOfWeek` 0 Sunday to 6), `monthly` " +
        "(`dayOfMonth` 1 to 31; a shorter month runs on its last day) or `custom_days` (every `customDays` days from " +
        "the day of creation), at local `time` HH:MM in `timezone` (default `America/Sao_Paulo`);",
      "- `BALANCE_THRESHOLD` when the withdrawable balance reaches `balanceThreshold` (reais): it fires once, and again " +
        "only after the balance went below the threshold and reached it again.",
      "`payload.method`: `pix_padrao` / `pix_livre` (`pixKey`, `pixKeyType`, optional `subaccountId`), `interna` " +
        "(`recipientEmail`), `cripto` (`address`, `payCurrency`, optional `network` (default: the currency's first, " +
        "as `GET /payment-crypto/currencies` lists them) and `extraId`; the address is checked to its checksum; " +
        "`amount` is the debit, fees included, so `coverFee` does not apply). " +
        "`maxRuns` caps the runs of recurring and threshold schedules. Every problem of the body is named at once " +
        "(400 `VALIDATION_ERROR`); a 21st active schedule is 400 `SCHEDULE_LIMIT_REACHED`.",
      "Each run is a PIX, internal or crypto transfer like the API's own (fees, limits, the crypto MED gate, " +
        "`transfer.*` events), with the " +
        "`externalReference` `<schedule id>@<due time>`, so a due time is never paid twice. A refused run (for " +
        "instance short of money) moves the schedule to `failed` with `lastFailure`; update it to `active` to resume."
    ].join("\n"),
    access: "apiKey",
    errors: ["SCHEDULE_LIMIT_REACHED"],
    request: {
      triggerType: "RECURRING",
      label: "Aluguel",
      recurrenceRule: { interval: "monthly", time: "09:00", dayOfMonth: 5 },
      payload: { method: "pix_padrao", amount: 1500, pixKey: "locador@example.com", pixKeyType: "EMAIL" }
    },
    response: monthly
  },
  "transferScheduled.list": {
    tag: "Scheduled transfers",
    summary: "List scheduled transfers",
    description:
      "The account's schedules, newest first, as `{items}` (the active ones and the latest others, 100 at most).",
    access: "apiKey",
    errors: [],
    response: { items: [monthly] }
  },
  "transferScheduled.get": {
    tag: "Scheduled transfers",
    summary: "Read a scheduled transfer",
    description: `One schedule by id: its rule in words (\`scheduleLabel\`), the next run (\`nextRunAt\`, or \`-\` when none is due), the runs made. ${notFound}`,
    access: "apiKey",
    errors: ["NOT_FOUND"],
    response: monthly
  },
  "transferScheduled.update": {
    tag: "Scheduled transfers",
    summary: "Pause, resume or change a scheduled transfer",
    description: [
      '`status: "paused"` pauses (no run is due while paused); `status: "active"` resumes a paused or failed ' +
        "schedule (it counts against the 20 active; the next run is computed from now). The other fields replace the " +
        "schedule's own: `label`, `payload` (as a whole), `maxRuns` (above the runs made), and the fields of its " +
        "trigger type (`scheduledAt`, `recurrenceRule` or `balanceThreshold`).",
      `A completed schedule cannot change (409 \`INVALID_STATE_TRANSITION\`). ${notFound}`
    ].join("\n"),
    access: "apiKey",
    errors: ["NOT_FOUND", "INVALID_STATE_TRANSITION", "SCHEDULE_LIMIT_REACHED", "CONCURRENT_UPDATE"],
    request: { status: "paused" },
    response: paused
  },
  "transferScheduled.cancel": {
    tag: "Scheduled transfers",
    summary: "Cancel a scheduled transfer",
    description: `Ends the schedule: it runs no more and shows \`completed\` (the status list has no canceled). A run already being paid finishes. ${notFound}`,
    access: "apiKey",
    errors: ["NOT_FOUND", "INVALID_STATE_TRANSITION", "CONCURRENT_UPDATE"],
    response: { ...monthly, status: "completed", nextRunAt: "-" }
  },
  "transferScheduled.runNow": {
    tag: "Scheduled transfers",
    summary: "Run a scheduled transfer now",
    description:
      "Pays the schedule's payload once now, outside its rule (the next regular run stays as it was), and counts it. " +
      "`run.outcome` says whether it was paid (`transferId`) or refused (`reason`; the schedule is then `failed`). " +
      `Send an \`Idempotency-Key\` to make a retry safe. ${notFound}`,
    access: "apiKey",
    errors: ["NOT_FOUND", "INVALID_STATE_TRANSITION", "CONCURRENT_UPDATE"],
    response: {
      ...monthly,
      runCount: 1,
      lastRunAt: "2026-11-27T14:05:00.000Z",
      run: { outcome: "paid", transferId: "pxo_01jd8x3a5c7e9g1j3l5n7q9s1u" }
    }
  }
}
