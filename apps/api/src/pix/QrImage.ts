import { Effect } from "effect"
import { deflateSync } from "node:zlib"
import QRCode from "qrcode"

/** Largest BR Code we render (the spec's payloads are far below it). */
export const qrPayloadCharsMax = 512

/** Side of the rendered image, at least, in pixels. */
export const qrImageWidthPx = 300

/** Quiet zone around the code, in modules. */
export const qrMarginModules = 2

const crcTable = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

const crc32 = (bytes: Uint8Array): number => {
  let c = 0xffffffff
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

const chunk = (type: string, data: Uint8Array): Buffer => {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data])
  const out = Buffer.alloc(body.length + 8)
  out.writeUInt32BE(data.length, 0)
  body.copy(out, 4)
  out.writeUInt32BE(crc32(body), body.length + 4)
  return out
}

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/**
 * Writes a QR module matrix as a 1-bit grayscale PNG: each module a `scale` × `scale` square, a white quiet zone of
 * `qrMarginModules`. The matrix comes from the `qrcode` library; only the PNG framing is written here, because the
 * library's RGBA renderer (a 300 px image through pngjs with adaptive filtering) costs ~15 ms of CPU per charge
 * created, while a 1-bit image is a few kilobytes of scanlines for zlib.
 */
const encodePng = (modules: { readonly size: number; readonly data: Uint8Array }): Buffer => {
  const side = modules.size + 2 * qrMarginModules
  const scale = Math.max(1, Math.ceil(qrImageWidthPx / side))
  const widthPx = side * scale
  const rowBytes = Math.ceil(widthPx / 8)
  const raw = Buffer.alloc((rowBytes + 1) * widthPx, 0)
  for (let y = 0; y < widthPx; y++) {
    const line = raw.subarray(y * (rowBytes + 1) + 1, (y + 1) * (rowBytes + 1))
    line.fill(0xff)
    const my = Math.floor(y / scale) - qrMarginModules
    if (my < 0 || my >= modules.size) continue
    for (let mx = 0; mx < modules.size; mx++) {
      if (modules.data[my * modules.size + mx] === 0) continue
      const from = (mx + qrMarginModules) * scale
      for (let x = from; x < from + scale; x++) line[x >> 3]! &= ~(0x80 >> (x & 7))
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(widthPx, 0)
  header.writeUInt32BE(widthPx, 4)
  header.set([1, 0, 0, 0, 0], 8) // bit depth 1, grayscale, deflate, adaptive filter set, no interlace
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", new Uint8Array())
  ])
}

/**
 * The mask pattern of every image. Any of the 8 masks is valid for a reader; the library's search for the one with
 * the fewest penalty patterns renders all 8 and was most of a QR's cost (1.1 of 1.8 ms).
 */
export const qrMaskPattern = 0

/**
 * Renders a BR Code as a PNG QR image (error correction M, quiet zone of 2 modules, at least 300 px a side). The code
 * is one byte-mode segment: the library's search for the shortest mix of modes (a shortest-path pass per code) saves
 * at most one version on a BR Code and cost more than the rest of the rendering.
 */
export const png = (payload: string): Effect.Effect<Buffer> =>
  Effect.sync(() =>
    encodePng(
      QRCode.create([{ data: Buffer.from(payload.slice(0, qrPayloadCharsMax), "utf8"), mode: "byte" }], {
        errorCorrectionLevel: "M",
        maskPattern: qrMaskPattern
      }).modules
    )
  )

/** The same image as base64 text, the form of `qrCodeBase64`. */
export const pngBase64 = (payload: string): Effect.Effect<string> =>
  Effect.map(png(payload), (b) => b.toString("base64"))
