/**
 * CRC-16/CCITT-FALSE, the checksum of EMV QR codes and so of the BR Code: polynomial 0x1021, initial value 0xFFFF,
 * no reflection, no final XOR. The check value of the ASCII text "123456789" is 0x29B1.
 */

const table = (() => {
  const out = new Uint16Array(256)
  for (let byte = 0; byte < 256; byte++) {
    let crc = byte << 8
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
    out[byte] = crc
  }
  return out
})()

/** The CRC-16/CCITT-FALSE of `input` (a string is taken as its UTF-8 bytes), as a number from 0 to 0xFFFF. */
export const crc16 = (input: string | Uint8Array): number => {
  const bytes = typeof input === "string" ? new TextEncoder().encode(input) : input
  let crc = 0xffff
  for (const byte of bytes) crc = ((crc << 8) & 0xffff) ^ table[((crc >>> 8) ^ byte) & 0xff]!
  return crc
}

/** The CRC-16/CCITT-FALSE of `input` as the BR Code writes it: four upper-case hexadecimal digits. */
export const crc16Hex = (input: string | Uint8Array): string => crc16(input).toString(16).toUpperCase().padStart(4, "0")
