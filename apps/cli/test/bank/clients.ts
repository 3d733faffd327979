/** A transfer the API answered with 200: acknowledged, so it must exist exactly once. */
export interface Acknowledged {
  readonly reference: string
  readonly id: string
  readonly pairId: string
  readonly fromIndex: number
  readonly toIndex: number
  readonly amountCentavos: number
  /** When its answer arrived. */
  readonly atMs: number
  /** Answered as a repeat of an `externalReference` already made (the first answer was lost in a crash). */
  readonly replayed: boolean
}

/** An answer that is not a business outcome of the bank test: kept with its time to be judged at the end. */
export interface Unexpected {
  readonly status: number
  readonly code: string | undefined
  readonly atMs: number
}

/** What the clients saw. */
export interface Tally {
  readonly acknowledged: Map<string, Acknowledged>
  insufficientFunds: number
  /** Requests that got no answer (connection refused or cut, the API being killed) and were sent again. */
  unanswered: number
  /** `409 IDEMPOTENCY_KEY_IN_USE`: the key of a request cut by a crash, still under its lease; sent with a new key. */
  keysInUse: number
  /** 429 answers: the keys' raised limit must make them impossible. */
  rateLimited: number
  readonly unexpected: Array<Unexpected>
  /** Transfers still unanswered when the retry deadline passed. */
  abandoned: number
}

export const makeTally = (): Tally => ({
  acknowledged: new Map(),
  insufficientFunds: 0,
  unanswered: 0,
  keysInUse: 0,
  rateLimited: 0,
  unexpected: [],
  abandoned: 0
})

/** A small seeded generator (mulberry32), so that a run's sequence of transfers can be replayed. */
export const seededRandom = (seed: number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export interface ClientOptions {
  readonly url: string
  /** The API key of each merchant, by index. */
  readonly keys: ReadonlyArray<string>
  readonly emails: ReadonlyArray<string>
  /**
   * No new transfer starts after `endAtMs`; one still unanswered 20 s later is abandoned (and fails the test). The
   * test moves the end when the API was slow to come back, so that every phase of the run has its transfers.
   */
  readonly deadline: { endAtMs: number }
  readonly amountCentavosMax: number
  readonly tally: Tally
}

/**
 * One client: random transfers one after another, each with a unique `externalReference` and an `Idempotency-Key`.
 * A request without an answer (the API was killed) is sent again with the same reference and key until one comes;
 * a key still leased by the killed process (409 `IDEMPOTENCY_KEY_IN_USE`) is replaced by a new one, the reference
 * kept, so the reference's unique index decides whether the transfer was already made.
 */
export const runClient = async (clientIndex: number, options: ClientOptions) => {
  const random = seededRandom(0x5eed + clientIndex)
  const { tally } = options
  const merchants = options.keys.length
  for (let sequence = 0; Date.now() < options.deadline.endAtMs; sequence++) {
    const fromIndex = Math.floor(random() * merchants)
    const toIndex = (fromIndex + 1 + Math.floor(random() * (merchants - 1))) % merchants
    const amountCentavos = 100 + Math.floor(random() * (options.amountCentavosMax - 99))
    const reference = `bank-${clientIndex}-${sequence}`
    const body = JSON.stringify({
      amount: amountCentavos / 100,
      recipientEmail: options.emails[toIndex],
      description: "bank test",
      externalReference: reference
    })
    for (let attempt = 0; ;) {
      if (Date.now() > options.deadline.endAtMs + 20_000) {
        tally.abandoned++
        break
      }
      let status: number
      let answer: any
      try {
        const response = await fetch(`${options.url}/v1/transfer-internal/create`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-api-key": options.keys[fromIndex]!,
            "idempotency-key": `${reference}.${attempt}`
          },
          body,
          signal: AbortSignal.timeout(15_000)
        })
        status = response.status
        answer = await response.json()
      } catch {
        tally.unanswered++
        await sleep(50)
        continue
      }
      const code: string | undefined = answer?.error?.code
      if (status === 200) {
        const data = answer.data
        tally.acknowledged.set(reference, {
          reference,
          id: data.id,
          pairId: data.pairId,
          fromIndex,
          toIndex,
          amountCentavos: Math.round(data.amount * 100),
          atMs: Date.now(),
          replayed: answer.message === "internal transfer already made"
        })
        break
      }
      if (status === 400 && code === "INSUFFICIENT_FUNDS") {
        tally.insufficientFunds++
        break
      }
      if (status === 409 && code === "IDEMPOTENCY_KEY_IN_USE") {
        tally.keysInUse++
        attempt++
        continue
      }
      if (status === 429) {
        tally.rateLimited++
        break
      }
      tally.unexpected.push({ status, code, atMs: Date.now() })
      if (status < 500) break
      await sleep(50)
    }
  }
}
