import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader"

/** zxing-cpp's reader, compiled to WebAssembly, loaded from the installed package (never from a network). */
const wasm = readFileSync(createRequire(import.meta.url).resolve("zxing-wasm/reader/zxing_reader.wasm"))
prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) } })

/** The Interleaved 2 of 5 codes a reader finds in a PNG image, as their digits (no other symbology is tried). */
export const readItf = async (png: Uint8Array): Promise<ReadonlyArray<string>> => {
  const results = await readBarcodes(png, { formats: ["ITF"], tryHarder: true, maxNumberOfSymbols: 4 })
  return results.filter((r) => r.isValid).map((r) => r.text)
}
