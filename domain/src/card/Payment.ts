import { Effect, Option } from "effect"
import { cardCreditEntry } from "../ledger/Entries.ts"
import { Ledger } from "../ledger/Ledger.ts"
import { type AccountId, mainLedgerAccount } from "../ledger/Model.ts"
import { centavos } from "../money/Money.ts"
import * as IdsPort from "../shared/Ids.ts"
import { span } from "../shared/Tracing.ts"
import { type CardInput, type CardToken, validateCard } from "./Card.ts"
import { type AuthorizationResult, CardProcessor } from "./CardProcessor.ts"
import * as Store from "./CardTransactionStore.ts"
import { entryIdFrom, nowDate } from "./Common.ts"
import { CardConfig } from "./Config.ts"
import { CardCheckoutClosed } from "./Errors.ts"
import { makeMove } from "./Move.ts"
import type { CardTransactionRecord } from "./Record.ts"
import { settlesAtOf } from "./Settlement.ts"

/** The buyer's steps of `CardCharges`: reads, the card on the hosted page, the challenge, and the machine's moves. */
export const makePayment = Effect.gen(function* () {
  const store = yield* Store.CardTransactionStore
  const processor = yield* CardProcessor
  const ledger = yield* Ledger
  const ids = yield* IdsPort.Ids
  const config = yield* CardConfig
  const move = yield* makeMove
  const entryId = entryIdFrom(ids)

  /** The account's card transaction; another account's is `CardTransactionNotFound`. */
  const findById = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
    const found = yield* store.findById(accountId, id)
    return Option.isSome(found) ? found.value : yield* new Store.CardTransactionNotFound({ by: "id", value: id })
  }, span("CardCharges.findById"))

  /** The card transaction of a checkout session (the hosted card page knows only its session). */
  const findBySession = Effect.fnUntraced(function* (sessionId: string) {
    const found = yield* store.findBySessionId(sessionId)
    return Option.isSome(found)
      ? found.value
      : yield* new Store.CardTransactionNotFound({ by: "sessionId", value: sessionId })
  }, span("CardCharges.findBySession"))

  /**
   * Applies the processor's answer: approved captures (`COMPLETED`, the `CARD_CREDIT_IN` entry with the net in the
   * merchant's `pending` until `settlesAt`, `payment.paid`); declined fails (`FAILED`, `payment.failed`); a
   * challenge waits for the buyer's second step (`AWAITING_CHALLENGE`).
   */
  const applyAuthorization = (record: CardTransactionRecord, result: AuthorizationResult, card?: CardToken) => {
    const withCard = card === undefined ? {} : { card }
    if (result._tag === "challenge") {
      return move(record, "challenge_required", { ...withCard, challengeId: result.challengeId })
    }
    if (result._tag === "declined") {
      return move(record, "declined", { ...withCard, failureReason: result.reason })
    }
    return Effect.flatMap(nowDate, (now) =>
      move(
        record,
        "authorized",
        {
          ...withCard,
          paymentId: result.paymentId,
          capturedAt: now,
          settlesAt: settlesAtOf(now, config.settlementPeriodMs)
        },
        (updated, at) =>
          Effect.flatMap(entryId, (id) =>
            ledger.post(
              cardCreditEntry(
                { id, accountId: updated.accountId, transactionId: updated.id, createdAt: at },
                {
                  receiver: mainLedgerAccount(updated.accountId),
                  amounts: {
                    grossCentavos: centavos(updated.grossCentavos),
                    feeCentavos: centavos(updated.feeCentavos),
                    netCentavos: centavos(updated.netCentavos)
                  }
                }
              )
            )
          )
      )
    )
  }

  /** An open checkout at `now`, or `CardCheckoutClosed` (an expired one is moved to `CANCELED` first). */
  const requireOpen = Effect.fnUntraced(function* (
    record: CardTransactionRecord,
    status: "PENDING" | "AWAITING_CHALLENGE"
  ) {
    const now = yield* nowDate
    if ((record.status === "PENDING" || record.status === "AWAITING_CHALLENGE") && now >= record.expiresAt) {
      const canceled = yield* move(record, "checkout_expired", {})
      return yield* new CardCheckoutClosed({ transactionId: record.id, status: canceled.status })
    }
    if (record.status !== status) {
      return yield* new CardCheckoutClosed({ transactionId: record.id, status: record.status })
    }
    return now
  })

  /**
   * The buyer's card on the hosted page of session `sessionId`: checked at the sandbox clock (`InvalidCard`, naming
   * every field, never the number), tokenized at once (the number and CVV go no further than `tokenize`), then
   * authorized; the answer applied (`applyAuthorization`). Only a `PENDING`, unexpired checkout takes a card.
   */
  const payWithCard = Effect.fnUntraced(function* (sessionId: string, input: CardInput) {
    const record = yield* findBySession(sessionId)
    const now = yield* requireOpen(record, "PENDING")
    const card = yield* Effect.fromResult(validateCard(input, now))
    const token = yield* processor.tokenize(card)
    const result = yield* processor.authorize({ sessionId, token: token.token })
    return yield* applyAuthorization(record, result, token)
  }, span("CardCharges.payWithCard"))

  /** The buyer's answer to the challenge of session `sessionId`: passed, approved; failed, declined. */
  const answerChallenge = Effect.fnUntraced(function* (sessionId: string, passed: boolean) {
    const record = yield* findBySession(sessionId)
    yield* requireOpen(record, "AWAITING_CHALLENGE")
    const result = yield* processor.completeChallenge({
      sessionId,
      challengeId: record.challengeId ?? "",
      passed
    })
    return yield* applyAuthorization(record, result)
  }, span("CardCharges.answerChallenge"))

  return { findById, findBySession, payWithCard, answerChallenge }
})
