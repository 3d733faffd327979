import type { PixKeyType } from "../pix/Keys.ts"

/**
 * Masked destinations for responses: enough to recognise one's own recipient, not enough to read the key. Each
 * function takes the normalized form (`normalizeKey`).
 */

/** `joao@example.com` → `jo***@example.com`; a local part of 1 or 2 characters keeps only its first. */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf("@")
  if (at <= 0) return "***"
  const local = email.slice(0, at)
  return `${local.slice(0, local.length > 2 ? 2 : 1)}***${email.slice(at)}`
}

/** `12345678909` → `***.456.789-**`: the middle six digits, as Brazilian receipts show a CPF. */
export const maskCpf = (cpf: string): string => `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`

/** `11222333000181` → `**.222.333/****-**`: the middle six characters. */
export const maskCnpj = (cnpj: string): string => `**.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/****-**`

/** `+5511987654321` → `+55 11 *****-4321`: country, area code and the last four digits. */
export const maskPhone = (phone: string): string => {
  const national = phone.startsWith("+55") ? phone.slice(3) : phone
  const subscriber = national.slice(2)
  return `+55 ${national.slice(0, 2)} ${"*".repeat(Math.max(0, subscriber.length - 4))}-${subscriber.slice(-4)}`
}

/** A UUID with every character but the first four and the last four starred (dashes kept). */
export const maskRandomKey = (key: string): string =>
  [...key].map((ch, i) => (ch === "-" || i < 4 || i >= key.length - 4 ? ch : "*")).join("")

/** A PIX key of its type, masked. */
export const maskPixKey = (keyType: PixKeyType, key: string): string => {
  switch (keyType) {
    case "CPF":
      return maskCpf(key)
    case "CNPJ":
      return maskCnpj(key)
    case "EMAIL":
      return maskEmail(key)
    case "TELEFONE":
      return maskPhone(key)
    case "CHAVE_ALEATORIA":
      return maskRandomKey(key)
  }
}

/** A wallet address: its first six and last four characters. */
export const maskAddress = (address: string): string =>
  address.length <= 10 ? "***" : `${address.slice(0, 6)}...${address.slice(-4)}`
