import { describe, expect, it } from "@effect/vitest"
import { medBlockEntry, medReleaseEntry, medReturnEntry } from "../../src/ledger/Entries.ts"
import { EntryId, mainLedgerAccount, SystemAccount } from "../../src/ledger/Model.ts"
import { lockAt, validateEntry } from "../../src/ledger/Rules.ts"
import { Result } from "effect"

const holder = mainLedgerAccount("acc_m")
const at = new Date("2026-05-01T12:00:00.000Z")
const unlockAt = new Date("2026-05-02T12:00:00.000Z")
const header = { id: EntryId.make("ent_med"), accountId: "acc_m" as never, createdAt: at }

describe("MED ledger entries", () => {
  it("a block takes its locked part under the deposit's unlock instant and the rest from free money", () => {
    const block = medBlockEntry(header, {
      holder,
      blockCentavos: 1_000,
      lockedCentavos: 300,
      depositUnlockAt: unlockAt
    })
    expect(block.kind).toBe("MED_BLOCK")
    expect(block.postings).toStrictEqual([
      { ledgerAccountId: holder, amountCentavos: -300, bucket: "available", unlockAt, spend: "available" },
      { ledgerAccountId: holder, amountCentavos: -700, bucket: "available", spend: "available" },
      { ledgerAccountId: holder, amountCentavos: 1_000, bucket: "blocked" }
    ])
  })

  it("a release puts the locked part back under the deposit's lock and the rest back free", () => {
    const release = medReleaseEntry(header, {
      holder,
      releaseCentavos: 1_000,
      lockedCentavos: 300,
      depositUnlockAt: unlockAt
    })
    expect(release.kind).toBe("MED_RELEASE")
    expect(release.postings).toStrictEqual([
      { ledgerAccountId: holder, amountCentavos: -1_000, bucket: "blocked" },
      { ledgerAccountId: holder, amountCentavos: 300, bucket: "available", unlockAt },
      { ledgerAccountId: holder, amountCentavos: 700, bucket: "available" }
    ])
  })

  it("a return sends the blocked money to the PIX clearing account", () => {
    const returned = medReturnEntry(header, { holder, returnCentavos: 450 })
    expect(returned.kind).toBe("MED_RETURN")
    expect(returned.postings).toStrictEqual([
      { ledgerAccountId: holder, amountCentavos: -450, bucket: "blocked" },
      { ledgerAccountId: SystemAccount.pixClearing, amountCentavos: 450, bucket: "available" }
    ])
  })

  it("amounts are positive whole centavos and the locked part lies between zero and the amount, both ends included", () => {
    const block = (blockCentavos: number, lockedCentavos: number) => () =>
      medBlockEntry(header, { holder, blockCentavos, lockedCentavos, depositUnlockAt: unlockAt })
    const release = (releaseCentavos: number, lockedCentavos: number) => () =>
      medReleaseEntry(header, { holder, releaseCentavos, lockedCentavos, depositUnlockAt: unlockAt })
    expect(block(0, 0)).toThrow("block must be a positive integer of centavos")
    expect(release(0, 0)).toThrow("release must be a positive integer of centavos")
    expect(() => medReturnEntry(header, { holder, returnCentavos: 0 })).toThrow(
      "return must be a positive integer of centavos"
    )
    for (const locked of [-1, 101, 0.5]) {
      expect(block(100, locked)).toThrow("the locked part is between zero and the amount")
      expect(release(100, locked)).toThrow("the locked part is between zero and the amount")
    }
    expect(block(100, 100)().postings.map((p) => p.amountCentavos)).toEqual([-100, 100])
    expect(block(100, 0)().postings.map((p) => p.amountCentavos)).toEqual([-100, 100])
    expect(release(100, 100)().postings.map((p) => p.amountCentavos)).toEqual([-100, 100])
  })
})

describe("blocked money", () => {
  it("only a merchant account holds blocked money", () => {
    const moving = (blockedAccount: string) => ({
      ...header,
      kind: "MED_BLOCK" as const,
      postings: [
        { ledgerAccountId: holder, amountCentavos: -100 as never, bucket: "available" as const },
        { ledgerAccountId: blockedAccount as never, amountCentavos: 100 as never, bucket: "blocked" as const }
      ]
    })
    expect(Result.isSuccess(validateEntry(moving(holder)))).toBe(true)
    const refused = validateEntry(moving(SystemAccount.pixClearing))
    expect(Result.isFailure(refused) && refused.failure.message).toBe("only merchant accounts hold blocked money")
  })
})

describe("the 24 h lock sum", () => {
  const posting = (amountCentavos: number, unlock?: Date, account = holder) => ({
    ledgerAccountId: account,
    amountCentavos: amountCentavos as never,
    bucket: "available" as const,
    ...(unlock === undefined ? {} : { unlockAt: unlock })
  })
  const hour = 60 * 60 * 1000
  const t = (h: number) => new Date(at.getTime() + h * hour)

  it("sums the lock-carrying postings unlocking after now, and names the earliest instant still locking money", () => {
    const entries = [
      { postings: [posting(500, t(5)), posting(999), posting(700, t(3), mainLedgerAccount("acc_other"))] },
      { postings: [posting(300, t(2)), posting(200, t(-1)), posting(100, t(0))] },
      // A refund carrying its deposit's instant cancels that instant's lock.
      { postings: [posting(-300, t(2))] },
      { postings: [posting(50, t(8))] }
    ]
    expect(lockAt(entries, holder, at)).toStrictEqual({ lockedSumCentavos: 550, nextUnlockAt: t(5) })
    expect(lockAt(entries, holder, t(5))).toStrictEqual({ lockedSumCentavos: 50, nextUnlockAt: t(8) })
    expect(lockAt(entries, holder, t(8))).toStrictEqual({ lockedSumCentavos: 0, nextUnlockAt: null })
    expect(lockAt([], holder, at)).toStrictEqual({ lockedSumCentavos: 0, nextUnlockAt: null })
  })

  it("the earliest instant wins whatever the order of the entries", () => {
    const late = { postings: [posting(10, t(9))] }
    const early = { postings: [posting(20, t(4))] }
    expect(lockAt([late, early], holder, at).nextUnlockAt).toStrictEqual(t(4))
    expect(lockAt([early, late], holder, at).nextUnlockAt).toStrictEqual(t(4))
  })
})
