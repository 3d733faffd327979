import { describe, expect, it } from "@effect/vitest"
import { decodeNotice, encodeNotice, type Notice } from "../../src/events/Notifier.ts"

describe("notices on the wire", () => {
  it("every notice reads back as itself", () => {
    const notices: ReadonlyArray<Notice> = [
      { _tag: "OutboxWritten", id: 42 },
      { _tag: "OutboxWritten", id: undefined },
      { _tag: "ApiKeyRevoked", apiKeyId: "key_01" },
      { _tag: "JobsEnqueued" }
    ]
    expect(notices.map((notice) => decodeNotice(encodeNotice(notice)))).toEqual(notices)
    expect(notices.map(encodeNotice)).toEqual(["outbox:42", "outbox:", "revoked:key_01", "jobs:"])
  })

  it("what the triggers send, and anything unknown, wakes as an outbox write", () => {
    expect(decodeNotice("outbox:7")).toEqual({ _tag: "OutboxWritten", id: 7 })
    expect(decodeNotice("jobs:")).toEqual({ _tag: "JobsEnqueued" })
    for (const text of ["", "outbox:-1", "outbox:x", "revoked:", "later:1"]) {
      expect(decodeNotice(text), text).toEqual({ _tag: "OutboxWritten", id: undefined })
    }
  })
})
