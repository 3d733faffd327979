import { describe, expect, it } from "@effect/vitest"
import { Pix } from "@trilho/domain"
import { Effect, Result } from "effect"
import * as fc from "fast-check"
import jsQRModule from "jsqr"
import { PNG } from "pngjs"
import { pngBase64, qrImageWidthPx } from "../../src/pix/QrImage.ts"

const decode = (base64: string) => {
  const image = PNG.sync.read(Buffer.from(base64, "base64"))
  const jsQR = (jsQRModule as unknown as { default?: typeof jsQRModule }).default ?? jsQRModule
  const decoded = (jsQR as unknown as (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null)(
    new Uint8ClampedArray(image.data),
    image.width,
    image.height
  )
  return { width: image.width, height: image.height, text: decoded?.data }
}

describe("QR images", () => {
  it.effect("the PNG of a dynamic BR Code decodes, with an independent QR reader, to the same BR Code", () =>
    Effect.gen(function* () {
      const brCode = Pix.BrCode.encodeDynamic({
        locationUrl: "pay.trilho.dev/qr/v2/cobv/9d36b84fc70b478fb95c12729b90ca25",
        merchantName: "Loja Sandbox",
        merchantCity: "SAO PAULO",
        amountCentavos: 12345
      })
      expect(Result.isSuccess(brCode)).toBe(true)
      const text = Result.getOrThrow(brCode)
      const image = PNG.sync.read(Buffer.from(yield* pngBase64(text), "base64"))
      const jsQR = (jsQRModule as unknown as { default?: typeof jsQRModule }).default ?? jsQRModule
      const decoded = (jsQR as unknown as (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null)(
        new Uint8ClampedArray(image.data),
        image.width,
        image.height
      )
      expect(decoded?.data).toBe(text)
    })
  )

  it("any printable payload up to 200 characters renders to a square image of at least 300 px that reads back as itself", () =>
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
          minLength: 1,
          maxLength: 200
        }),
        (text) => {
          const image = decode(Effect.runSync(pngBase64(text)))
          expect(image.text).toBe(text)
          expect(image.width).toBe(image.height)
          expect(image.width).toBeGreaterThanOrEqual(qrImageWidthPx)
        }
      ),
      { numRuns: 60 }
    ))
})
