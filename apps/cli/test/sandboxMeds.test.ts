import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { layerOperatorServer, merchantWith, paidDeposit, trilhoAt as trilho } from "./operatorServer.ts"

const token = "operator-token-of-the-med-cli-tests-0123456"

const ServerTest = layerOperatorServer(token, { poolSize: 3 })
const merchantKey = merchantWith(token)

layer(ServerTest, { timeout: 120_000, excludeTestServices: true })(
  "trilho sandbox med open | decide | expire",
  (it) => {
    it.effect("open prints the dispute; decide and expire print its outcome; a refusal is one line", () =>
      Effect.gen(function* () {
        const { accountId, key } = yield* merchantKey("med-cli@example.com")
        const off = yield* trilho(
          "flags",
          "set",
          "--account",
          accountId,
          "--med-automatic-contest",
          "off",
          "--operator-token",
          token
        )
        expect(off.ok, off.output).toBe(true)
        expect(off.output).toContain('"medAutomaticContest":false')

        const deposit = yield* paidDeposit(key, 80)
        const opened = yield* trilho("sandbox", "med", "open", deposit, "--amount", "60.5", "--api-key", key)
        expect(opened.ok, opened.output).toBe(true)
        const dispute = JSON.parse(opened.output)
        expect(dispute).toMatchObject({ transactionId: deposit, type: "fraud", status: "OPEN", amount: 60.5 })
        // With the automatic contest off, a dispute above 50 BRL waits for the merchant's own evidence.
        expect(dispute.automaticContest).toBe(false)
        const accepted = yield* trilho(
          "sandbox",
          "med",
          "decide",
          dispute.protocol,
          "--outcome",
          "accept",
          "--api-key",
          key
        )
        expect(accepted.ok, accepted.output).toBe(true)
        expect(JSON.parse(accepted.output)).toMatchObject({ id: dispute.id, status: "ACCEPTED", returnedAmount: 60.5 })

        const other = JSON.parse(
          (yield* trilho("sandbox", "med", "open", yield* paidDeposit(key, 10), "--type", "coercion", "--api-key", key))
            .output
        )
        const expired = yield* trilho("sandbox", "med", "expire", other.id, "--api-key", key, "--json")
        expect(expired.ok, expired.output).toBe(true)
        expect(JSON.parse(expired.output)).toMatchObject({ id: other.id, type: "coercion", status: "EXPIRED" })

        const again = yield* trilho("sandbox", "med", "decide", other.id, "--outcome", "cancel", "--api-key", key)
        expect(again.ok).toBe(false)
        expect(again.output).toContain("409 INVALID_STATE_TRANSITION")
        const twice = yield* trilho("sandbox", "med", "open", deposit, "--api-key", key)
        expect(twice.output).toContain("409 MED_ALREADY_OPENED")
        const missing = yield* trilho("sandbox", "med", "expire", "med_nope", "--api-key", key)
        expect(missing.ok).toBe(false)
        expect(missing.output).toContain("404 NOT_FOUND")
      })
    )
  }
)
