import { Effect } from "effect"
import QRCode from "qrcode"

/** Largest BR Code we render (the spec's payloads are far below it). */
export const qrPayloadCharsMax = 512

/** Side of the rendered image, in pixels. */
export const qrImageWidthPx = 300

/** Renders a BR Code as a PNG QR image (error correction M, quiet zone of 2 modules). */
export const png = (payload: string): Effect.Effect<Buffer> =>
  Effect.promise(() =>
    QRCode.toBuffer(payload.slice(0, qrPayloadCharsMax), {
      type: "png",
      errorCorrectionLevel: "M",
      margin: 2,
      width: qrImageWidthPx
    })
  )

/** The same image as base64 text, the form of `qrCodeBase64`. */
export const pngBase64 = (payload: string): Effect.Effect<string> =>
  Effect.map(png(payload), (b) => b.toString("base64"))
