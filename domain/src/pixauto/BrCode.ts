import { Result } from "effect"
import { InvalidBrCodeInput } from "../pix/BrCodeErrors.ts"
import {
  formatAmount,
  locationUrlLengthMax,
  merchantCityLengthMax,
  merchantNameLengthMax,
  pixGui
} from "../pix/BrCode.ts"
import { crc16Hex } from "../pix/Crc16.ts"
import { foldAsciiTo } from "../pix/Text.ts"
import { tlv } from "../pix/Tlv.ts"

/**
 * The BR Code of a PIX Automático authorization with its first instalment (BACEN's "Jornada 3": QR with the first
 * payment and the consent): template 26 holds the location of the first instalment (a dynamic charge, point of
 * initiation `12`), template 80 the location of the recurrence the payer's bank reads to show the consent. Both URLs
 * without scheme (`https://` is implied), each at most 77 characters. Name and city folded to ASCII.
 */
export const encodeAutomatic = (input: {
  readonly merchantName: string
  readonly merchantCity: string
  readonly amountCentavos: number
  readonly paymentLocation: string
  readonly recurrenceLocation: string
}): Result.Result<string, InvalidBrCodeInput> => {
  for (const url of [input.paymentLocation, input.recurrenceLocation]) {
    if (url.length > locationUrlLengthMax || url.includes("://")) {
      return Result.fail(new InvalidBrCodeInput({ field: "locationUrl", message: `at most ${locationUrlLengthMax}` }))
    }
  }
  const name = foldAsciiTo(input.merchantName, merchantNameLengthMax) || "TRILHO"
  const city = foldAsciiTo(input.merchantCity, merchantCityLengthMax) || "SAO PAULO"
  const body =
    tlv("00", "01") +
    tlv("01", "12") +
    tlv("26", tlv("00", pixGui) + tlv("25", input.paymentLocation)) +
    tlv("52", "0000") +
    tlv("53", "986") +
    tlv("54", formatAmount(input.amountCentavos)) +
    tlv("58", "BR") +
    tlv("59", name) +
    tlv("60", city) +
    tlv("62", tlv("05", "***")) +
    tlv("80", tlv("00", pixGui) + tlv("25", input.recurrenceLocation)) +
    "6304"
  return Result.succeed(body + crc16Hex(body))
}
