import { describe, expect, it } from "@effect/vitest"
import { Result, Schema } from "effect"
import * as StateMachine from "../../src/shared/StateMachine.ts"

const State = Schema.Literals(["A", "B", "C"])
const Trigger = Schema.Literals(["go", "stop"])

const machine = StateMachine.make({
  name: "Toy",
  states: State,
  triggers: Trigger,
  starts: [{ trigger: "go", to: "A", events: ["toy.created"] }],
  moves: [
    { from: "A", trigger: "go", to: "B", events: ["toy.moved"], guard: "ready" },
    { from: "B", trigger: "stop", to: "C", events: [] }
  ],
  terminal: ["C"]
})

describe("StateMachine", () => {
  it("fires a row of the table: its target and events", () => {
    expect(StateMachine.transition(machine, "A", "go")).toStrictEqual(
      Result.succeed({ from: "A", trigger: "go", to: "B", events: ["toy.moved"] })
    )
    expect(StateMachine.start(machine, "go")).toStrictEqual(
      Result.succeed({ from: "(none)", trigger: "go", to: "A", events: ["toy.created"] })
    )
    expect(StateMachine.can(machine, "B", "stop")).toBe(true)
    expect(StateMachine.movesFrom(machine, "A").map((m) => m.guard)).toStrictEqual(["ready"])
    expect(StateMachine.isTerminal(machine, "C")).toBe(true)
  })

  it("refuses a move not in the table with InvalidTransition naming the machine, state and trigger", () => {
    const refused = StateMachine.transition(machine, "C", "go")
    expect(Result.isFailure(refused)).toBe(true)
    const error = Result.flip(refused).pipe(Result.getOrThrow)
    expect(error).toBeInstanceOf(StateMachine.InvalidTransition)
    expect(error).toMatchObject({ _tag: "InvalidTransition", machine: "Toy", from: "C", trigger: "go" })
    expect(error.message).toBe("Toy: 'go' is not allowed from C")
    const noStart = Result.flip(StateMachine.start(machine, "stop")).pipe(Result.getOrThrow)
    expect(noStart).toMatchObject({ from: "(none)", trigger: "stop" })
  })

  it("refuses to build a malformed table", () => {
    const base = { name: "Bad", states: State, triggers: Trigger, starts: [], terminal: [] as Array<"A" | "B" | "C"> }
    expect(() =>
      StateMachine.make({
        ...base,
        moves: [
          { from: "A", trigger: "go", to: "B", events: [] },
          { from: "A", trigger: "go", to: "C", events: [] }
        ]
      })
    ).toThrow(/appears twice/)
    expect(() =>
      StateMachine.make({ ...base, moves: [{ from: "C", trigger: "go", to: "A", events: [] }], terminal: ["C"] })
    ).toThrow(/terminal state C has a move/)
    expect(() =>
      StateMachine.make({ ...base, moves: [{ from: "A", trigger: "jump" as "go", to: "B", events: [] }] })
    ).toThrow(/unknown trigger/)
    expect(() =>
      StateMachine.make({ ...base, moves: [{ from: "A", trigger: "go", to: "Z" as "B", events: [] }] })
    ).toThrow(/unknown state/)
  })
})
