import { Clock, Context, Effect, Layer, Option, Ref, Result } from "effect"
import { cardTokenOf, yearMonthAt } from "./Card.ts"
import {
  type AuthorizationResult,
  type CardProduct,
  CardProcessor,
  CardProcessorError,
  type ChargeTokenRequest,
  type ChargeTokenResult,
  type CheckoutSessionRequest
} from "./CardProcessor.ts"
import type { InvalidOnboarding } from "./Errors.ts"
import {
  markPastDue,
  newProcessorAccount,
  type OnboardingForm,
  type OnboardingRequirement,
  type ProcessorAccount,
  submitOnboarding
} from "./Onboarding.ts"
import { cardProductOf, type DeclineReason, type TestCardOutcome, testCardOutcome } from "./TestCards.ts"

/** How long an onboarding link stays valid: 30 minutes. */
export const onboardingLinkExpirationMs = 30 * 60 * 1000

/** The in-memory processor's base URL when none is given. */
export const memoryBaseUrlDefault = "https://processor.sandbox.invalid"

type Operation = CardProcessorError["operation"]

/** Controls of the in-memory processor: the form's submission and the sandbox's breakage, for tests and the sandbox. */
export class CardProcessorMemory extends Context.Service<
  CardProcessorMemory,
  {
    /** Submits the onboarding form of an account (the processor's page does this). */
    readonly submitOnboarding: (
      accountId: string,
      form: OnboardingForm
    ) => Effect.Effect<ProcessorAccount, InvalidOnboarding | CardProcessorError>
    /** Makes a requirement past due on an account (`markPastDue`); recorded and failed as a `submitOnboarding`. */
    readonly markPastDue: (
      accountId: string,
      requirement: OnboardingRequirement
    ) => Effect.Effect<ProcessorAccount, CardProcessorError>
    /** Makes the next call of `operation` fail with `reason` (once). */
    readonly failNext: (operation: Operation, reason: CardProcessorError["reason"]) => Effect.Effect<void>
    /**
     * Makes every later charge of a stored token decline with `reason` (the sandbox's "fail a card"), or charge as its
     * card says again (`undefined`); false when the processor has no such token.
     */
    readonly setDeclining: (token: string, reason: DeclineReason | undefined) => Effect.Effect<boolean>
    /** The operations called so far, oldest first (names only: no card data is ever recorded). */
    readonly calls: Effect.Effect<ReadonlyArray<Operation>>
  }
>()("@trilho/domain/CardProcessorMemory") {}

/** Calls kept by the in-memory processor, at most (older ones are dropped). */
export const memoryCallsMax = 10_000

interface Session {
  readonly request: CheckoutSessionRequest
  readonly state: "open" | "challenge" | "completed" | "failed"
  readonly challengeId?: string
  readonly paymentId?: string
}

interface Payment {
  readonly capturedCentavos: number
  readonly refundedCentavos: number
  readonly refunds: ReadonlyMap<string, { readonly reference: string; readonly amountCentavos: number }>
}

/** What the processor keeps of a tokenized card: its test outcome, product and expiry, never its number or CVV. */
interface TokenInfo {
  readonly outcome: TestCardOutcome
  readonly product: CardProduct
  readonly expMonth: number
  readonly expYear: number
  /** Set by `setDeclining`: every charge of the token declines with this reason. */
  readonly declining?: DeclineReason | undefined
}

interface State {
  readonly counter: number
  readonly accounts: ReadonlyMap<string, ProcessorAccount>
  readonly sessions: ReadonlyMap<string, Session>
  /** Token to outcome: the processor's memory of a card is its test outcome, never its number. */
  readonly tokens: ReadonlyMap<string, TokenInfo>
  /** Merchant-initiated charges by processor account and platform reference: a repeat answers the first result. */
  readonly charges: ReadonlyMap<string, ChargeTokenResult>
  readonly payments: ReadonlyMap<string, Payment>
  readonly failures: ReadonlyArray<{ readonly operation: Operation; readonly reason: CardProcessorError["reason"] }>
  readonly calls: ReadonlyArray<Operation>
}

const emptyState: State = {
  counter: 0,
  accounts: new Map(),
  sessions: new Map(),
  tokens: new Map(),
  charges: new Map(),
  payments: new Map(),
  failures: [],
  calls: []
}

type Step<A> = Result.Result<readonly [A, State], CardProcessorError>

const refused = (operation: Operation, reason: CardProcessorError["reason"], message: string) =>
  Result.fail(new CardProcessorError({ operation, reason, message }))

const nextId = (s: State, prefix: string): readonly [string, State] => [
  `${prefix}_sbx_${s.counter + 1}`,
  { ...s, counter: s.counter + 1 }
]

/** Ends an authorization on a card's outcome: approved captures the session's gross, a challenge waits. */
const settleOutcome = (
  s: State,
  sessionId: string,
  session: Session,
  outcome: TestCardOutcome
): readonly [AuthorizationResult, State] => {
  if (outcome._tag === "declined") {
    const sessions = new Map(s.sessions).set(sessionId, { ...session, state: "failed" })
    return [outcome, { ...s, sessions }]
  }
  if (outcome._tag === "challenge") {
    const [challengeId, next] = nextId(s, "chl")
    const sessions = new Map(next.sessions).set(sessionId, { ...session, state: "challenge", challengeId })
    return [
      { _tag: "challenge", challengeId },
      { ...next, sessions }
    ]
  }
  const [paymentId, next] = nextId(s, "pay")
  const sessions = new Map(next.sessions).set(sessionId, { ...session, state: "completed", paymentId })
  const payment: Payment = {
    capturedCentavos: session.request.amounts.grossCentavos,
    refundedCentavos: 0,
    refunds: new Map()
  }
  return [
    { _tag: "approved", paymentId },
    { ...next, sessions, payments: new Map(next.payments).set(paymentId, payment) }
  ]
}

const openSession = (
  s: State,
  operation: Operation,
  sessionId: string,
  nowMs: number
): Result.Result<Session, CardProcessorError> => {
  const session = s.sessions.get(sessionId)
  if (session === undefined) return refused(operation, "not_found", `no checkout session ${sessionId}`)
  if (nowMs >= session.request.expiresAt.getTime()) {
    return refused(operation, "rejected", `checkout session ${sessionId} has expired`)
  }
  return Result.succeed(session)
}

const authorizeStep = (s: State, sessionId: string, token: string, nowMs: number): Step<AuthorizationResult> =>
  Result.flatMap(openSession(s, "authorize", sessionId, nowMs), (session) => {
    if (session.state !== "open")
      return refused("authorize", "rejected", `checkout session ${sessionId} is ${session.state}`)
    const info = s.tokens.get(token)
    if (info === undefined) return refused("authorize", "not_found", `no card token ${token}`)
    return Result.succeed(settleOutcome(s, sessionId, session, info.outcome))
  })

const challengeStep = (
  s: State,
  request: { readonly sessionId: string; readonly challengeId: string; readonly passed: boolean },
  nowMs: number
): Step<AuthorizationResult> =>
  Result.flatMap(openSession(s, "completeChallenge", request.sessionId, nowMs), (session) => {
    if (session.state !== "challenge" || session.challengeId !== request.challengeId) {
      return refused(
        "completeChallenge",
        "rejected",
        `no challenge ${request.challengeId} open on ${request.sessionId}`
      )
    }
    const outcome: TestCardOutcome = request.passed
      ? { _tag: "approved" }
      : { _tag: "declined", reason: "generic_decline" }
    return Result.succeed(settleOutcome(s, request.sessionId, session, outcome))
  })

/**
 * The decision on a charge of a stored card at `nowMs`, in order: made to decline (`setDeclining`), expired since it was tokenized (`expired_card`),
 * charged as the other product (`product_not_supported`), the test card's own decline, a card that needs the buyer's
 * second step (`authentication_required`: no buyer is present), else approved.
 */
const chargeDecision = (info: TokenInfo, product: CardProduct, nowMs: number): TestCardOutcome => {
  if (info.declining !== undefined) return { _tag: "declined", reason: info.declining }
  const today = yearMonthAt(new Date(nowMs))
  if (info.expYear < today.year || (info.expYear === today.year && info.expMonth < today.month)) {
    return { _tag: "declined", reason: "expired_card" }
  }
  if (info.product !== product) return { _tag: "declined", reason: "product_not_supported" }
  if (info.outcome._tag === "challenge") return { _tag: "declined", reason: "authentication_required" }
  return info.outcome
}

const chargeStep = (s: State, request: ChargeTokenRequest, nowMs: number): Step<ChargeTokenResult> => {
  const account = s.accounts.get(request.processorAccountId)
  if (account === undefined) {
    return refused("chargeToken", "not_found", `no processor account ${request.processorAccountId}`)
  }
  const key = `${request.processorAccountId}\u0000${request.reference}`
  const earlier = s.charges.get(key)
  if (earlier !== undefined) return Result.succeed([earlier, s])
  if (!account.chargesEnabled) {
    return refused("chargeToken", "rejected", `processor account ${account.id} cannot take charges`)
  }
  const gross = request.amounts.grossCentavos
  if (!Number.isSafeInteger(gross) || gross <= 0) {
    return refused("chargeToken", "rejected", "a charge is a positive number of centavos")
  }
  const info = s.tokens.get(request.token)
  if (info === undefined) return refused("chargeToken", "not_found", `no card token ${request.token}`)
  const decision = chargeDecision(info, request.product, nowMs)
  if (decision._tag !== "approved") {
    const result: ChargeTokenResult = {
      _tag: "declined",
      reason: decision._tag === "declined" ? decision.reason : "generic_decline"
    }
    return Result.succeed([result, { ...s, charges: new Map(s.charges).set(key, result) }])
  }
  const [paymentId, next] = nextId(s, "pay")
  const result: ChargeTokenResult = { _tag: "approved", paymentId }
  const payment: Payment = { capturedCentavos: gross, refundedCentavos: 0, refunds: new Map() }
  return Result.succeed([
    result,
    {
      ...next,
      charges: new Map(next.charges).set(key, result),
      payments: new Map(next.payments).set(paymentId, payment)
    }
  ])
}

const refundStep = (
  s: State,
  request: { readonly paymentId: string; readonly refundId: string; readonly amountCentavos: number }
): Step<{ readonly refundReference: string }> => {
  const payment = s.payments.get(request.paymentId)
  if (payment === undefined) return refused("refund", "not_found", `no payment ${request.paymentId}`)
  const earlier = payment.refunds.get(request.refundId)
  if (earlier !== undefined) return Result.succeed([{ refundReference: earlier.reference }, s])
  if (!Number.isSafeInteger(request.amountCentavos) || request.amountCentavos <= 0) {
    return refused("refund", "rejected", "a refund amount is a positive number of centavos")
  }
  if (payment.refundedCentavos + request.amountCentavos > payment.capturedCentavos) {
    return refused("refund", "rejected", `refunds of ${request.paymentId} would pass what was captured`)
  }
  const [reference, next] = nextId(s, "re")
  const updated: Payment = {
    capturedCentavos: payment.capturedCentavos,
    refundedCentavos: payment.refundedCentavos + request.amountCentavos,
    refunds: new Map(payment.refunds).set(request.refundId, { reference, amountCentavos: request.amountCentavos })
  }
  return Result.succeed([
    { refundReference: reference },
    { ...next, payments: new Map(next.payments).set(request.paymentId, updated) }
  ])
}

const accountStep = <E>(
  s: State,
  operation: Operation,
  accountId: string,
  change: (account: ProcessorAccount) => Result.Result<ProcessorAccount, E>
): Result.Result<readonly [ProcessorAccount, State], CardProcessorError | E> => {
  const account = s.accounts.get(accountId)
  if (account === undefined) return refused(operation, "not_found", `no processor account ${accountId}`)
  return Result.map(
    change(account),
    (next) => [next, { ...s, accounts: new Map(s.accounts).set(accountId, next) }] as const
  )
}

/**
 * A deterministic in-memory card processor: ids count up (`acct_sbx_1`, `cs_sbx_2`, `tok_sbx_3` …), time comes from
 * `Clock`, a card's outcome is its test card's (`testCardOutcome`), the onboarding form applies `submitOnboarding`.
 * It keeps a token's outcome, product (`cardProductOf`) and expiry, never a card's number or CVV; a charge on a token
 * (`chargeToken`) is decided by `chargeDecision` and remembered by its reference. `baseUrl` prefixes its pages' links.
 */
export const makeMemory = (options: { readonly baseUrl?: string } = {}) =>
  Effect.gen(function* () {
    const baseUrl = options.baseUrl ?? memoryBaseUrlDefault
    const state = yield* Ref.make<State>(emptyState)
    /** Runs one step atomically after recording the call and honouring a queued failure. */
    const run = <A, E>(
      operation: Operation,
      step: (s: State, nowMs: number) => Result.Result<readonly [A, State], E>
    ): Effect.Effect<A, E | CardProcessorError> =>
      Effect.flatMap(Clock.currentTimeMillis, (nowMs) =>
        Effect.flatMap(
          Ref.modify(state, (s0): readonly [Result.Result<A, E | CardProcessorError>, State] => {
            const s = { ...s0, calls: [...s0.calls, operation].slice(-memoryCallsMax) }
            const failure = s.failures.find((f) => f.operation === operation)
            if (failure !== undefined) {
              const rest = { ...s, failures: s.failures.filter((f) => f !== failure) }
              return [refused(operation, failure.reason, `${operation}: ${failure.reason}`), rest]
            }
            const result = step(s, nowMs)
            return Result.isSuccess(result)
              ? [Result.succeed(result.success[0]), result.success[1]]
              : [Result.fail(result.failure), s]
          }),
          (result) => (Result.isSuccess(result) ? Effect.succeed(result.success) : Effect.fail(result.failure))
        )
      )
    const processor = CardProcessor.of({
      createOnboardingLink: (request) =>
        run("createOnboardingLink", (s, nowMs) => {
          const existing = [...s.accounts.values()].find((a) => a.merchantId === request.merchantId)
          const [accountId, s1] = existing === undefined ? nextId(s, "acct") : [existing.id, s]
          const accounts =
            existing === undefined
              ? new Map(s1.accounts).set(accountId, newProcessorAccount(accountId, request.merchantId))
              : s1.accounts
          const link = {
            processorAccountId: accountId,
            url: `${baseUrl}/onboarding/${accountId}`,
            expiresAt: new Date(nowMs + onboardingLinkExpirationMs)
          }
          return Result.succeed([link, { ...s1, accounts }] as const)
        }),
      findAccountById: (id) =>
        run("findAccountById", (s) => Result.succeed([Option.fromNullishOr(s.accounts.get(id)), s] as const)),
      findAccountByMerchant: (merchantId) =>
        run("findAccountById", (s) =>
          Result.succeed([
            Option.fromNullishOr([...s.accounts.values()].find((a) => a.merchantId === merchantId)),
            s
          ] as const)
        ),
      createCheckoutSession: (request) =>
        run("createCheckoutSession", (s) => {
          if (!s.accounts.has(request.processorAccountId)) {
            return refused("createCheckoutSession", "not_found", `no processor account ${request.processorAccountId}`)
          }
          const [sessionId, s1] = nextId(s, "cs")
          const sessions = new Map(s1.sessions).set(sessionId, { request, state: "open" })
          const session = { sessionId, url: `${baseUrl}/checkout/${sessionId}`, expiresAt: request.expiresAt }
          return Result.succeed([session, { ...s1, sessions }] as const)
        }),
      tokenize: (card) =>
        run("tokenize", (s) => {
          const [token, s1] = nextId(s, "tok")
          const tokens = new Map(s1.tokens).set(token, {
            outcome: testCardOutcome(card.digits),
            product: cardProductOf(card.digits),
            expMonth: card.expMonth,
            expYear: card.expYear
          })
          return Result.succeed([cardTokenOf(card, token), { ...s1, tokens }] as const)
        }),
      authorize: ({ sessionId, token }) => run("authorize", (s, nowMs) => authorizeStep(s, sessionId, token, nowMs)),
      completeChallenge: (request) => run("completeChallenge", (s, nowMs) => challengeStep(s, request, nowMs)),
      chargeToken: (request) => run("chargeToken", (s, nowMs) => chargeStep(s, request, nowMs)),
      refund: (request) => run("refund", (s) => refundStep(s, request))
    })
    const controls = CardProcessorMemory.of({
      submitOnboarding: (accountId, form) =>
        run("submitOnboarding", (s) => accountStep(s, "submitOnboarding", accountId, (a) => submitOnboarding(a, form))),
      markPastDue: (accountId, requirement) =>
        run("submitOnboarding", (s) =>
          accountStep(s, "submitOnboarding", accountId, (a) => Result.succeed(markPastDue(a, requirement)))
        ),
      failNext: (operation, reason) =>
        Ref.update(state, (s) => ({ ...s, failures: [...s.failures, { operation, reason }] })),
      setDeclining: (token, reason) =>
        Ref.modify(state, (s) => {
          const info = s.tokens.get(token)
          if (info === undefined) return [false, s] as const
          return [true, { ...s, tokens: new Map(s.tokens).set(token, { ...info, declining: reason }) }] as const
        }),
      calls: Effect.map(Ref.get(state), (s) => s.calls)
    })
    return { processor, controls }
  })

/** The in-memory card processor and its controls. */
export const layerMemory = (
  options: { readonly baseUrl?: string } = {}
): Layer.Layer<CardProcessor | CardProcessorMemory> =>
  Layer.effectContext(
    Effect.map(makeMemory(options), ({ controls, processor }) =>
      Context.make(CardProcessor, processor).pipe(Context.add(CardProcessorMemory, controls))
    )
  )
