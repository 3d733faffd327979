import type { OperationDoc, OperationDocs } from "../OperationDoc.ts"

const pending = {
  id: "mrc_01jd8x2k4m6n8p0r2t4v6x8z0a",
  phone: "11912345678",
  operator: "Vivo",
  amount: 20,
  fee: 0,
  status: "PENDING",
  canBeCancelled: true,
  createdAt: "2026-11-27T14:00:00.000Z",
  updatedAt: "2026-11-27T14:00:00.000Z"
}

const completed = {
  ...pending,
  status: "COMPLETED",
  canBeCancelled: false,
  operatorReference: "SBX-mrc_01jd8x2k4m6n8p0r2t4v6x8z0a",
  updatedAt: "2026-11-27T14:01:00.000Z",
  completedAt: "2026-11-27T14:01:00.000Z"
}

const failed = {
  ...pending,
  status: "FAILED",
  canBeCancelled: false,
  failureReason: "number not active at the operator",
  updatedAt: "2026-11-27T14:01:00.000Z",
  failedAt: "2026-11-27T14:01:00.000Z"
}

const notFound = "404 `NOT_FOUND` for an unknown id or another account's recharge."

const phoneRule =
  "A Brazilian mobile: a DDD in use and 9 digits starting with 9; masks, spaces, `+55` and a trunk `0` are accepted " +
  "and the number is kept as its 11 digits. Anything else is a 400 `VALIDATION_ERROR` naming the problem."

const sandboxOnly = "Sandbox mode only (elsewhere the route is a 404)."

const control = (
  summary: string,
  description: string,
  errors: ReadonlyArray<string>,
  response: unknown,
  request: unknown
): OperationDoc => ({
  tag: "Sandbox",
  summary,
  description: `${description} ${sandboxOnly}`,
  access: "apiKey",
  errors: ["NOT_FOUND", ...errors],
  request,
  response
})

/** The mobile recharge operations (`mobile-recharge/*`) and their sandbox controls (`sandbox/mobile-recharge/*`). */
export const mobileRechargeDocs: OperationDocs = {
  "mobileRecharge.provider": {
    tag: "Mobile recharge",
    summary: "Look up a number's operator and packages",
    description: `The operator serving the number today and the package values it sells, in reais. ${phoneRule}`,
    access: "apiKey",
    errors: ["RECHARGE_UNAVAILABLE"],
    response: {
      phone: "11912345678",
      ddd: "11",
      operator: "Vivo",
      packages: [15, 20, 30, 35, 50, 100].map((amount) => ({ amount }))
    }
  },
  "mobileRecharge.create": {
    tag: "Mobile recharge",
    summary: "Recharge a prepaid mobile",
    description: [
      `\`phone\`: ${phoneRule}`,
      "`amount`: one of the package values of the number's operator (the provider lookup lists them); any other is a " +
        "400 naming the packages. The operator is inferred from the number, never sent.",
      "The amount is debited from `withdrawable` at once, with no fee (400 `INSUFFICIENT_FUNDS` when short, and " +
        "nothing is written). The recharge is `PENDING` and `canBeCancelled` for 60 s, until it is handed to the " +
        "operator (`PROCESSING`), then `COMPLETED` or `FAILED`; a failure returns the amount. Takes an `Idempotency-Key`."
    ].join("\n"),
    access: "apiKey",
    errors: ["INSUFFICIENT_FUNDS", "RECHARGE_UNAVAILABLE"],
    request: { phone: "(11) 91234-5678", amount: 20 },
    response: pending
  },
  "mobileRecharge.list": {
    tag: "Mobile recharge",
    summary: "List mobile recharges",
    description:
      "The account's recharges, newest first, a page at a time (`page`, `pageSize` up to 100, default 20), " +
      "filtered by `status` and by `phone` (any accepted form).",
    access: "apiKey",
    errors: [],
    response: { items: [completed], page: 1, pageSize: 20, total: 1, pages: 1 }
  },
  "mobileRecharge.get": {
    tag: "Mobile recharge",
    summary: "Read a mobile recharge",
    description: `One recharge by id. ${notFound}`,
    access: "apiKey",
    errors: ["NOT_FOUND"],
    response: completed
  },
  "mobileRecharge.cancel": {
    tag: "Mobile recharge",
    summary: "Cancel a mobile recharge",
    description:
      "Cancels a recharge while `canBeCancelled` (`PENDING`): `CANCELED`, the amount back in `withdrawable`. Once " +
      `the operator has it, or when it is final, 409 \`RECHARGE_NOT_CANCELLABLE\`. Takes an \`Idempotency-Key\`. ${notFound}`,
    access: "apiKey",
    errors: ["NOT_FOUND", "RECHARGE_NOT_CANCELLABLE"],
    response: {
      ...pending,
      status: "CANCELED",
      canBeCancelled: false,
      updatedAt: "2026-11-27T14:00:30.000Z",
      canceledAt: "2026-11-27T14:00:30.000Z"
    }
  },
  "sandboxMobileRecharge.complete": control(
    "Complete a mobile recharge",
    "Plays the operator: a `PENDING` recharge is handed over first (a number ending in `0000` is refused there: " +
      "`FAILED`, the amount returned), then `COMPLETED` with the operator's reference. Again on a completed one " +
      "answers it as it is; a failed or cancelled one is a 409 `INVALID_STATE_TRANSITION`.",
    ["INVALID_STATE_TRANSITION", "RECHARGE_UNAVAILABLE"],
    completed,
    {}
  ),
  "sandboxMobileRecharge.fail": control(
    "Fail a mobile recharge",
    "Fails a `PENDING` or `PROCESSING` recharge with `reason`: `FAILED`, the amount back in `withdrawable`. A " +
      "completed or cancelled one is a 409 `INVALID_STATE_TRANSITION`.",
    ["INVALID_STATE_TRANSITION"],
    { ...failed, failureReason: "operator unavailable" },
    { reason: "operator unavailable" }
  )
}
