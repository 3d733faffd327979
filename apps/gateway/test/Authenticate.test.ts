import { describe, expect, it } from "@effect/vitest"
import type { Auth } from "@trilho/domain"
import { Option } from "effect"
import { createHash } from "node:crypto"
import {
  type Admission,
  keyCacheEntriesMax,
  makeAdmission,
  makeKeyCache,
  presentedOnUpgrade
} from "../src/Authenticate.ts"

const secret = `trl_live_${"a".repeat(43)}`
const key = {
  id: "key_aaaaaaaa",
  accountId: "acc_1",
  revoked: false,
  ipAllowlist: [] as ReadonlyArray<string>
} as Auth.ApiKey

/** A store whose reads are counted, each answered when the test says so (`answer`), or at once with `found`. */
const makeStore = (found: Option.Option<Auth.ApiKey> = Option.some(key)) => {
  const waiting: Array<(found: Option.Option<Auth.ApiKey>) => void> = []
  const store = {
    reads: 0,
    held: false,
    read: (_hashHex: string) => {
      store.reads++
      return store.held
        ? new Promise<Option.Option<Auth.ApiKey>>((resolve) => waiting.push(resolve))
        : Promise.resolve(found)
    },
    answer: () => waiting.splice(0).forEach((resolve) => resolve(found))
  }
  return store
}

const makeDoor = (store: ReturnType<typeof makeStore>, clock: { nowMs: number }, keyCacheMs = 1000) =>
  makeAdmission({
    config: { connectionsPerMinute: 1_000_000, authFailuresPerMinute: 3, keyCacheMs },
    sha256Hex: (text) => createHash("sha256").update(text).digest("hex"),
    read: store.read,
    warn: () => Promise.resolve(),
    now: () => clock.nowMs
  })

const tagOf = async (admission: Admission | Promise<Admission>) => (await admission)._tag

describe("the gateway's key cache", () => {
  it("connections presenting one key share one read, and reuse it for the time to live, not longer", async () => {
    const store = makeStore()
    const clock = { nowMs: 1_000_000 }
    const door = makeDoor(store, clock)
    store.held = true
    const first = door.admit(secret, "127.0.0.1")
    const second = door.admit(secret, "127.0.0.1")
    store.answer()
    expect([await tagOf(first), await tagOf(second)]).toEqual(["Authenticated", "Authenticated"])
    expect(store.reads).toBe(1)
    store.held = false
    clock.nowMs += 999
    const cached = door.admit(secret, "127.0.0.1")
    expect(cached instanceof Promise).toBe(false)
    expect(await tagOf(cached)).toBe("Authenticated")
    expect(store.reads).toBe(1)
    clock.nowMs += 1
    expect(await tagOf(door.admit(secret, "127.0.0.1"))).toBe("Authenticated")
    expect(store.reads).toBe(2)
  })

  it("a revocation drops the key at once; a read in flight across it is not kept", async () => {
    const store = makeStore()
    const clock = { nowMs: 1_000_000 }
    const door = makeDoor(store, clock)
    await door.admit(secret, "127.0.0.1")
    door.forget(key.id)
    await door.admit(secret, "127.0.0.1")
    expect(store.reads).toBe(2)
    store.held = true
    door.forget(key.id)
    const across = door.admit(secret, "127.0.0.1")
    door.forget(key.id)
    store.answer()
    await across
    store.held = false
    await door.admit(secret, "127.0.0.1")
    expect(store.reads).toBe(4)
  })

  it("unknown secrets are kept too, and refusals count against the address until it is rate limited", async () => {
    const store = makeStore(Option.none())
    const door = makeDoor(store, { nowMs: 1_000_000 })
    const tags = []
    for (let i = 0; i < 4; i++) tags.push(await tagOf(door.attempt(secret, "10.0.0.1")))
    expect(tags).toEqual(["Refused", "Refused", "Refused", "RateLimited"])
    expect(store.reads).toBe(1)
    expect(await tagOf(door.attempt("not a key", "10.0.0.2"))).toBe("Refused")
    expect(store.reads).toBe(1)
  })

  it("with a time to live of 0 every connection reads its key; a failed read is Unavailable and not kept", async () => {
    const store = makeStore()
    const door = makeDoor(store, { nowMs: 1_000_000 }, 0)
    await door.admit(secret, "127.0.0.1")
    await door.admit(secret, "127.0.0.1")
    expect(store.reads).toBe(2)
    let failedReads = 0
    const failing = makeAdmission({
      config: { connectionsPerMinute: 1_000_000, authFailuresPerMinute: 3, keyCacheMs: 1000 },
      sha256Hex: (text) => text,
      read: () => {
        failedReads++
        return Promise.reject(new Error("down"))
      },
      warn: () => Promise.resolve(),
      now: () => 0
    })
    expect(await tagOf(failing.admit(secret, "127.0.0.1"))).toBe("Unavailable")
    expect(await tagOf(failing.admit(secret, "127.0.0.1"))).toBe("Unavailable")
    expect(failedReads).toBe(2)
  })

  it(`keeps ${keyCacheEntriesMax} keys at most, the oldest giving way`, async () => {
    const cache = makeKeyCache(1000)
    for (let i = 0; i <= keyCacheEntriesMax; i++) {
      await cache.read(`hash${i}`, 0, () => Promise.resolve(Option.none()))
    }
    expect(cache.get("hash0", 1)).toBeUndefined()
    expect(cache.get("hash1", 1)).toEqual(Option.none())
    expect(cache.get(`hash${keyCacheEntriesMax}`, 1)).toEqual(Option.none())
  })
})

describe("the key an upgrade presents", () => {
  it("is read as on the API: Bearer or the token; another scheme is refused, not let in anonymous", async () => {
    const store = makeStore()
    const door = makeDoor(store, { nowMs: 0 })
    const admitted = (query: string, authorization: string) =>
      door.admit(presentedOnUpgrade(query, authorization), "127.0.0.1")
    expect(await tagOf(admitted("", `Bearer  ${secret} `))).toBe("Authenticated")
    expect(await tagOf(admitted(`token=${secret}`, ""))).toBe("Authenticated")
    expect(await tagOf(admitted("", ""))).toBe("Anonymous")
    expect(await admitted("", `Basic ${secret}`)).toEqual({ _tag: "Refused", code: "UNAUTHORIZED" })
    expect(await admitted("token=not-a-key", "")).toEqual({ _tag: "Refused", code: "UNAUTHORIZED" })
    expect(store.reads).toBe(1)
  })
})
