import { describe, expect, it } from "@effect/vitest"
import { Cause, ConfigProvider, Effect, Exit, Layer, Option, Result } from "effect"
import { ChargesConfig, layerFromConfig, makeConfig, settingsDefault } from "../../src/charges/Config.ts"
import { merchantCityOf, pixInScheduleOf, pixInScheduleDefault } from "../../src/charges/Flags.ts"
import { chargeId } from "./fixtures.ts"

const config = (payUrl: string) => makeConfig({ ...settingsDefault, payUrl })
const id = chargeId(1)

describe("charges configuration", () => {
  it("an https PAY_URL gives the BR Code location and the hosted page under it", () => {
    const c = Result.getOrThrow(config("https://pay.trilho.dev/"))
    expect(c.locationUrlFor(id)).toEqual(Option.some(`pay.trilho.dev/pix/${id}`))
    expect(c.qrcodeUrlFor(id)).toBe(`https://pay.trilho.dev/pix/${id}`)
    const withPath = Result.getOrThrow(config("https://trilho.dev:8443/pay"))
    expect(withPath.locationUrlFor(id)).toEqual(Option.some(`trilho.dev:8443/pay/pix/${id}`))
  })

  it("a PAY_URL a BR Code cannot carry (http, no dotted host, too long) leaves the location to the network", () => {
    for (const url of ["http://localhost:3000", "https://localhost", `https://${"a".repeat(40)}.example`]) {
      const c = Result.getOrThrow(config(url))
      expect(c.locationUrlFor(id)).toEqual(Option.none())
      expect(c.qrcodeUrlFor(id)).toBe(`${url}/pix/${id}`)
    }
  })

  it("a PAY_URL that is not an http(s) address is refused", () => {
    for (const url of ["pay.trilho.dev", "ftp://pay.trilho.dev", "https://pay.trilho.dev/?a=1", ""]) {
      expect(Result.isFailure(config(url))).toBe(true)
    }
  })

  it.effect("from the environment: PAY_URL, else the API's own address; PIX_MERCHANT_CITY optional", () =>
    Effect.gen(function* () {
      const read = (env: Record<string, string>) =>
        Effect.exit(
          Effect.provide(
            Effect.service(ChargesConfig),
            layerFromConfig.pipe(Layer.provide(ConfigProvider.layer(ConfigProvider.fromEnvRecord(env))))
          )
        )
      const ok = yield* read({ PAY_URL: "https://pay.trilho.dev", PIX_MERCHANT_CITY: "RECIFE" })
      expect(Exit.isSuccess(ok) && ok.value.merchantCityDefault).toBe("RECIFE")
      const fallback = yield* read({})
      expect(Exit.isSuccess(fallback) && fallback.value.qrcodeUrlFor("pix_1")).toBe("http://127.0.0.1:4000/pix/pix_1")
      const v6 = yield* read({ API_HOST: "::1", API_PORT: "8080" })
      expect(Exit.isSuccess(v6) && v6.value.qrcodeUrlFor("pix_1")).toBe("http://[::1]:8080/pix/pix_1")
      expect(Exit.isFailure(yield* read({ PAY_URL: "ftp://x" }))).toBe(true)
      expect(Exit.isFailure(yield* read({ API_PORT: "eighty" }))).toBe(true)
    })
  )
})

describe("charges flags", () => {
  it.effect("the PIX-in price: the default, overridden part by part; a malformed override is a defect", () =>
    Effect.gen(function* () {
      expect(yield* pixInScheduleOf({})).toEqual(pixInScheduleDefault)
      expect(yield* pixInScheduleOf({ pixInPercentBps: 199 })).toEqual({
        percentBps: 199,
        fixedCentavos: pixInScheduleDefault.fixedCentavos
      })
      expect(yield* pixInScheduleOf({ pixInPercentBps: null, pixInFixedCentavos: 35 })).toEqual({
        percentBps: pixInScheduleDefault.percentBps,
        fixedCentavos: 35
      })
      for (const bad of [{ pixInPercentBps: 10_001 }, { pixInPercentBps: 1.5 }, { pixInFixedCentavos: "10" }]) {
        const exit = yield* Effect.exit(pixInScheduleOf(bad))
        expect(Exit.isFailure(exit) && Cause.hasDies(exit.cause)).toBe(true)
      }
    })
  )

  it("the BR Code city comes from the merchantCity flag when it names one", () => {
    expect(merchantCityOf({ merchantCity: "Recife" })).toBe("Recife")
    expect(merchantCityOf({ merchantCity: " " })).toBeUndefined()
    expect(merchantCityOf({})).toBeUndefined()
  })
})
