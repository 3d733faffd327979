import * as fs from "node:fs"

/** What one kind of heap object adds up to in a snapshot. */
interface Kind {
  readonly count: number
  readonly bytes: number
}

interface HeapSnapshot {
  readonly snapshot: {
    readonly meta: { readonly node_fields: ReadonlyArray<string>; readonly node_types: ReadonlyArray<unknown> }
  }
  readonly nodes: ReadonlyArray<number>
  readonly strings: ReadonlyArray<string>
}

/** Node types whose name says what they are (a constructor, a function, an internal structure). */
const named = new Set(["object", "closure", "hidden", "array", "native", "object shape", "code"])

/**
 * The objects of a `.heapsnapshot` file (V8's format, what `v8.writeHeapSnapshot` writes) by kind: `type` for
 * strings and numbers, `type name` for the rest (`object Connection`, `closure onMessage`, `array (object
 * elements)`), with their count and self size.
 */
export const heapByKind = (file: string): ReadonlyMap<string, Kind> => {
  const heap = JSON.parse(fs.readFileSync(file, "utf8")) as HeapSnapshot
  const fields = heap.snapshot.meta.node_fields
  const types = heap.snapshot.meta.node_types[0] as ReadonlyArray<string>
  const [typeAt, nameAt, sizeAt] = ["type", "name", "self_size"].map((f) => fields.indexOf(f)) as [
    number,
    number,
    number
  ]
  const kinds = new Map<string, { count: number; bytes: number }>()
  for (let i = 0; i < heap.nodes.length; i += fields.length) {
    const type = types[heap.nodes[i + typeAt]!]!
    const kind = named.has(type) ? `${type} ${heap.strings[heap.nodes[i + nameAt]!]!.slice(0, 60)}` : type
    const entry = kinds.get(kind) ?? { count: 0, bytes: 0 }
    entry.count++
    entry.bytes += heap.nodes[i + sizeAt]!
    kinds.set(kind, entry)
  }
  return kinds
}

/**
 * What `connections` connections added to the heap between two snapshots, per connection: the kinds that grew the
 * most, each with its objects and bytes per connection, and the total of every kind.
 */
export const heapPerConnection = (
  before: ReadonlyMap<string, Kind>,
  after: ReadonlyMap<string, Kind>,
  connections: number,
  top: number
): string => {
  const grown = [...after.entries()].map(([kind, a]) => {
    const b = before.get(kind) ?? { count: 0, bytes: 0 }
    return { kind, count: (a.count - b.count) / connections, bytes: (a.bytes - b.bytes) / connections }
  })
  const total = grown.reduce((sum, g) => sum + g.bytes, 0)
  return [
    `  ${total.toFixed(0).padStart(6)} B per connection in all (self sizes of every object kind)`,
    ...grown
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, top)
      .map((g) => `  ${g.bytes.toFixed(0).padStart(6)} B  ${g.count.toFixed(2).padStart(6)} objects  ${g.kind}`)
  ].join("\n")
}
