import { describe, expect, it } from "@effect/vitest"
import { Pix } from "@trilho/domain"
import { Effect, Either } from "effect"
import jsQRModule from "jsqr"
import { PNG } from "pngjs"
import { pngBase64 } from "../../src/pix/QrImage.ts"

describe("QR images", () => {
  it.effect("the PNG of a dynamic BR Code decodes, with an independent QR reader, to the same BR Code", () =>
    Effect.gen(function* () {
      const brCode = Pix.BrCode.encodeDynamic({
        locationUrl: "pay.trilho.dev/qr/v2/cobv/9d36b84fc70b478fb95c12729b90ca25",
        merchantName: "Loja Sandbox",
        merchantCity: "SAO PAULO",
        amountCentavos: 12345
      })
      expect(Either.isRight(brCode)).toBe(true)
      const text = Either.getOrThrow(brCode)
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
})
