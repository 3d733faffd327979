/** The languages of the pay page; the first is the default. */
export const languages = ["pt-BR", "en"] as const
export type Language = (typeof languages)[number]

/** The locale each language formats money and dates with. */
export const locales: Readonly<Record<Language, string>> = { "pt-BR": "pt-BR", en: "en-US" }

const ptBR = {
  title: "Pagamento PIX",
  payTo: "Pagar para",
  description: "Descrição",
  amount: "Valor",
  scanHint: "Abra o app do seu banco, escolha pagar com PIX e aponte a câmera para o código.",
  qrAlt: "QR Code PIX da cobrança",
  copyLabel: "PIX copia e cola",
  copyHint: "Ou copie o código e cole no app do seu banco.",
  copy: "Copiar código",
  copied: "Código copiado.",
  copyFailed: "Não foi possível copiar: selecione o código e copie manualmente.",
  expiresIn: "Expira em",
  expiresAt: "Válido até",
  status: "Situação",
  waiting: "Aguardando pagamento",
  offline: "Sem conexão: tentando de novo…",
  paidTitle: "Pagamento recebido",
  paidLead: "Obrigado! Este é o seu comprovante.",
  paidAmount: "Valor pago",
  paidAt: "Data do pagamento",
  endToEndId: "Identificador (E2E)",
  payerName: "Pagador",
  purchaseTitle: "Sua compra",
  openContent: "Abrir conteúdo",
  yourCode: "Seu código",
  expiredTitle: "Cobrança expirada",
  expiredLead: "O prazo para pagar esta cobrança terminou. Peça um novo código a quem cobrou.",
  canceledTitle: "Cobrança cancelada",
  canceledLead: "Esta cobrança foi cancelada e não pode mais ser paga.",
  failedTitle: "Cobrança indisponível",
  failedLead: "Esta cobrança não pode ser paga. Peça um novo código a quem cobrou.",
  reversedTitle: "Pagamento devolvido",
  reversedLead: "O pagamento desta cobrança foi devolvido ao pagador.",
  notFoundTitle: "Cobrança não encontrada",
  notFoundLead: "Confira o endereço recebido de quem cobrou: esta cobrança não existe.",
  language: "Idioma",
  poweredBy: "Pagamento processado por Trilho"
}

export type TextKey = keyof typeof ptBR

const en: Readonly<Record<TextKey, string>> = {
  title: "PIX payment",
  payTo: "Pay to",
  description: "Description",
  amount: "Amount",
  scanHint: "Open your bank's app, choose to pay with PIX and point the camera at the code.",
  qrAlt: "PIX QR code of the charge",
  copyLabel: "PIX copy and paste code",
  copyHint: "Or copy the code and paste it in your bank's app.",
  copy: "Copy code",
  copied: "Code copied.",
  copyFailed: "Could not copy: select the code and copy it by hand.",
  expiresIn: "Expires in",
  expiresAt: "Valid until",
  status: "Status",
  waiting: "Waiting for payment",
  offline: "No connection: trying again…",
  paidTitle: "Payment received",
  paidLead: "Thank you! This is your receipt.",
  paidAmount: "Amount paid",
  paidAt: "Paid on",
  endToEndId: "Identifier (E2E)",
  payerName: "Payer",
  purchaseTitle: "Your purchase",
  openContent: "Open your content",
  yourCode: "Your code",
  expiredTitle: "Charge expired",
  expiredLead: "The time to pay this charge is over. Ask whoever charged you for a new code.",
  canceledTitle: "Charge canceled",
  canceledLead: "This charge was canceled and can no longer be paid.",
  failedTitle: "Charge unavailable",
  failedLead: "This charge cannot be paid. Ask whoever charged you for a new code.",
  reversedTitle: "Payment returned",
  reversedLead: "The payment of this charge was returned to the payer.",
  notFoundTitle: "Charge not found",
  notFoundLead: "Check the address you were given: this charge does not exist.",
  language: "Language",
  poweredBy: "Payment processed by Trilho"
}

/** Every text of the pay page, per language. */
export const messages: Readonly<Record<Language, Readonly<Record<TextKey, string>>>> = { "pt-BR": ptBR, en }

/** Language ranges of an `Accept-Language` header read, at most. */
export const acceptLanguageRangesMax = 32

/**
 * The page's language (docs/decisions.md, "Pay page languages"): `?lang=pt-BR` or `?lang=en` when given; else the
 * first of Portuguese and English in the `Accept-Language` header's order of preference (q-values, then order); else
 * Portuguese.
 */
export const pickLanguage = (query: string | undefined, acceptLanguage: string | undefined): Language => {
  const asked = languages.find((l) => l.toLowerCase() === (query ?? "").toLowerCase())
  if (asked !== undefined) return asked
  const ranges = (acceptLanguage ?? "")
    .split(",")
    .slice(0, acceptLanguageRangesMax)
    .map((part, index) => {
      const [tag = "", ...params] = part.split(";").map((s) => s.trim())
      const q = params.find((p) => /^q=/i.test(p))
      const value = q === undefined ? 1 : Number(q.slice(2))
      return { primary: tag.toLowerCase().split("-")[0] ?? "", q: Number.isFinite(value) ? value : 0, index }
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const range of ranges) {
    if (range.primary === "pt") return "pt-BR"
    if (range.primary === "en") return "en"
  }
  return languages[0]
}
