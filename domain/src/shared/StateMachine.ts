import { Result, Schema } from "effect"

/**
 * A move refused by a state machine: the pair (from, trigger) is not a row of its table. `from` is `(none)` when a
 * record is being created.
 */
export class InvalidTransition extends Schema.TaggedError<InvalidTransition>()("InvalidTransition", {
  machine: Schema.String,
  from: Schema.String,
  trigger: Schema.String
}) {
  override get message(): string {
    return `${this.machine}: '${this.trigger}' is not allowed from ${this.from}`
  }
}

/** The pseudo-state a record is in before it exists; shown in `InvalidTransition.from` for refused creations. */
export const noState = "(none)"

/** One row of a transition table: from `from`, `trigger` leads to `to` and emits `events`, in order. */
export interface Move<S extends string, T extends string, E extends string> {
  readonly from: S
  readonly trigger: T
  readonly to: S
  readonly events: ReadonlyArray<E>
  /**
   * A condition the caller checks before firing the trigger (for example `hasEndToEndId`). The table does not
   * evaluate it: it names it so that the use case and the documentation agree.
   */
  readonly guard?: string
}

/** A row that creates a record: `trigger` leads from nothing to `to`. */
export type Start<S extends string, T extends string, E extends string> = Omit<Move<S, T, E>, "from">

/** What a transition yields: the target state and the events to write to the outbox, in order. */
export interface Outcome<S extends string, T extends string, E extends string> {
  readonly from: S | typeof noState
  readonly trigger: T
  readonly to: S
  readonly events: ReadonlyArray<E>
}

/** A transition table. Built with `make`, which checks it; read with `start` and `transition`. */
export interface Machine<S extends string, T extends string, E extends string> {
  readonly name: string
  readonly states: ReadonlyArray<S>
  readonly triggers: ReadonlyArray<T>
  readonly starts: ReadonlyArray<Start<S, T, E>>
  readonly moves: ReadonlyArray<Move<S, T, E>>
  /** States with no outgoing move: the record's status is final. */
  readonly terminal: ReadonlyArray<S>
  /** The moves by (from, trigger), for lookups. */
  readonly index: ReadonlyMap<string, Move<S, T, E>>
}

/** A machine whose state, trigger and event types are only known to be strings (tests, generic helpers). */
export type AnyMachine = Machine<string, string, string>

const key = (from: string, trigger: string) => `${from}\u0000${trigger}`

/**
 * Builds a machine from its Schema literals and its rows, checking the table: every state and trigger belongs to
 * its literal, each (from, trigger) pair and each starting trigger appears at most once, and the declared terminal
 * states have no outgoing move. A table that breaks one of these is a programming error and throws at load time.
 */
export const make = <const S extends string, const T extends string, const E extends string = never>(definition: {
  readonly name: string
  /** The machine's `Schema.Literals` of states. */
  readonly states: { readonly literals: ReadonlyArray<S> }
  /** The machine's `Schema.Literals` of triggers. */
  readonly triggers: { readonly literals: ReadonlyArray<T> }
  readonly starts: ReadonlyArray<Start<S, T, E>>
  readonly moves: ReadonlyArray<Move<S, T, E>>
  readonly terminal: ReadonlyArray<S>
}): Machine<S, T, E> => {
  const states: ReadonlyArray<S> = definition.states.literals
  const triggers: ReadonlyArray<T> = definition.triggers.literals
  const fail = (message: string): never => {
    throw new Error(`state machine ${definition.name}: ${message}`)
  }
  const index = new Map<string, Move<S, T, E>>()
  const startTriggers = new Set<T>()
  for (const row of definition.starts) {
    if (!triggers.includes(row.trigger)) fail(`unknown trigger ${row.trigger}`)
    if (!states.includes(row.to)) fail(`unknown state ${row.to}`)
    if (startTriggers.has(row.trigger)) fail(`starting trigger ${row.trigger} appears twice`)
    startTriggers.add(row.trigger)
  }
  for (const row of definition.moves) {
    if (!states.includes(row.from) || !states.includes(row.to)) fail(`unknown state in ${row.from} -> ${row.to}`)
    if (!triggers.includes(row.trigger)) fail(`unknown trigger ${row.trigger}`)
    if (definition.terminal.includes(row.from)) fail(`terminal state ${row.from} has a move`)
    const k = key(row.from, row.trigger)
    if (index.has(k)) fail(`${row.from} + ${row.trigger} appears twice`)
    index.set(k, row)
  }
  for (const s of definition.terminal) if (!states.includes(s)) fail(`unknown terminal state ${s}`)
  return {
    name: definition.name,
    states,
    triggers,
    starts: definition.starts,
    moves: definition.moves,
    terminal: definition.terminal,
    index
  }
}

const refuse = (machine: { readonly name: string }, from: string, trigger: string) =>
  Result.fail(new InvalidTransition({ machine: machine.name, from, trigger }))

/**
 * Fires `trigger` on a record in state `from`: the row's target state and events, or `InvalidTransition` when the
 * pair is not in the table.
 */
export const transition = <S extends string, T extends string, E extends string>(
  machine: Machine<S, T, E>,
  from: S,
  trigger: T
): Result.Result<Outcome<S, T, E>, InvalidTransition> => {
  const row = machine.index.get(key(from, trigger))
  if (row === undefined) return refuse(machine, from, trigger)
  return Result.succeed({ from, trigger, to: row.to, events: row.events })
}

/** Creates a record with `trigger`: its first state and events, or `InvalidTransition` from `(none)`. */
export const start = <S extends string, T extends string, E extends string>(
  machine: Machine<S, T, E>,
  trigger: T
): Result.Result<Outcome<S, T, E>, InvalidTransition> => {
  const row = machine.starts.find((r) => r.trigger === trigger)
  if (row === undefined) return refuse(machine, noState, trigger)
  return Result.succeed({ from: noState, trigger, to: row.to, events: row.events })
}

/** Whether `trigger` is allowed from `from` (same answer as `transition`, without the outcome). */
export const can = <S extends string, T extends string, E extends string>(
  machine: Machine<S, T, E>,
  from: S,
  trigger: T
): boolean => machine.index.has(key(from, trigger))

/** The rows leaving `from`, in table order. */
export const movesFrom = <S extends string, T extends string, E extends string>(
  machine: Machine<S, T, E>,
  from: S
): ReadonlyArray<Move<S, T, E>> => machine.moves.filter((row) => row.from === from)

/** Whether `state` is final for the machine. */
export const isTerminal = <S extends string, T extends string, E extends string>(
  machine: Machine<S, T, E>,
  state: S
): boolean => machine.terminal.includes(state)
