import type { Statement } from "@trilho/domain"
import type { Refunds } from "@trilho/domain"

/** The languages of the operator portal; the first is the default. */
export const languages = ["pt-BR", "en"] as const
export type Language = (typeof languages)[number]

/** Every type a dashboard line can have: a received PIX (`PIX_IN`) or a ledger movement. */
export type LineType = Statement.LeanStatementItem["type"]
/** Every status a dashboard line can have. */
export type LineStatus = Statement.LeanStatementItem["status"]
/** The status of a refund block on a received PIX. */
export type RefundStatus = Refunds.RefundStatus

/**
 * Everything the page shows in words, per language. The `Record`s over the domain's literals make a new line type or
 * status a compile error here until it has words in every language.
 */
export interface Messages {
  /** Static texts, set on the elements marked `data-i18n` (and `data-i18n-<attribute>`). */
  readonly text: Readonly<Record<TextKey, string>>
  readonly types: Readonly<Record<LineType, string>>
  readonly statuses: Readonly<Record<LineStatus, string>>
  readonly refundStatuses: Readonly<Record<RefundStatus, string>>
  /** Error texts by the envelope's `error.code`; `unexpected` for any other, `network` when the request never ended. */
  readonly errors: Readonly<Record<ErrorKey, string>>
}

export type TextKey = keyof typeof ptBR.text
export type ErrorKey = keyof typeof ptBR.errors

const ptBR = {
  text: {
    title: "Trilho — portal do operador",
    brand: "Portal do operador",
    languageGroup: "Idioma",
    signinTitle: "Acesse sua conta",
    signinLead: "Entre com o e-mail e a senha cadastrados para a sua subconta.",
    email: "E-mail",
    password: "Senha",
    totp: "Código de verificação",
    totpHint: "Os 6 dígitos do seu aplicativo autenticador.",
    signin: "Entrar",
    forgot: "Esqueci minha senha",
    resetTitle: "Crie uma nova senha",
    resetHint: "Pelo menos 8 caracteres, com letras maiúsculas e minúsculas, um número e um símbolo.",
    newPassword: "Nova senha",
    reset: "Salvar senha",
    backToSignin: "Voltar ao acesso",
    subaccountLabel: "Subconta",
    reference: "Referência",
    balances: "Saldos",
    available: "Saldo disponível",
    availableHint: "Inclui depósitos PIX das últimas 24 h",
    spendable: "Liberado para uso",
    spendableHint: "Pode ser enviado por PIX ou transferido",
    locked: "Bloqueado",
    lockedHint: "Retido por contestação (MED)",
    pending: "A receber",
    pendingHint: "Entradas ainda não liquidadas",
    movements: "Últimas movimentações",
    movementsCaption: "Últimas movimentações, em horário de Brasília",
    date: "Data",
    type: "Movimentação",
    status: "Situação",
    amount: "Valor",
    noMovements: "Nenhuma movimentação ainda. Os PIX recebidos aparecem aqui.",
    twofaTitle: "Verificação em duas etapas",
    twofaOn: "Ativada: ao entrar, pedimos também o código do seu aplicativo autenticador.",
    twofaOff: "Desativada. Ative para proteger o acesso com um código do seu celular.",
    enable2fa: "Ativar verificação em duas etapas",
    enrolStep1: "1. Leia o QR code com um aplicativo autenticador (Google Authenticator, Authy, 1Password…).",
    enrolSecret: "Ou digite esta chave no aplicativo:",
    qrAlt: "QR code para configurar a verificação em duas etapas",
    enrolStep2: "2. Digite o código de 6 dígitos que o aplicativo mostrar.",
    enableCode: "Código do aplicativo",
    enableConfirm: "Confirmar",
    refresh: "Atualizar",
    signout: "Sair",
    updatedAt: "Atualizado às {time} (horário de Brasília)",
    codeNeeded: "Digite o código do seu aplicativo autenticador.",
    emailFirst: "Digite seu e-mail primeiro.",
    resetMailed: "Se este e-mail tiver acesso ao portal, enviamos um link para criar uma nova senha.",
    passwordChanged: "Senha alterada. Entre com a nova senha.",
    sessionEnded: "Sua sessão terminou. Entre novamente.",
    signedOut: "Você saiu do portal.",
    twofaEnabled: "Verificação em duas etapas ativada."
  },
  types: {
    PIX_IN: "PIX recebido",
    PIX_OUT: "PIX enviado",
    PIX_OUT_REVERSAL: "Devolução de PIX enviado",
    SPLIT_IN: "Repasse de split",
    SUBACCOUNT_PROFIT: "Lucro de subconta",
    INTERNAL_TRANSFER_IN: "Transferência interna recebida",
    INTERNAL_TRANSFER_OUT: "Transferência interna enviada",
    REFUND: "Estorno",
    REFUND_REVERSAL: "Estorno não concluído (valor devolvido)",
    MOBILE_RECHARGE: "Recarga de celular",
    MOBILE_RECHARGE_REVERSAL: "Recarga de celular devolvida"
  },
  statuses: {
    PENDING: "Aguardando pagamento",
    COMPLETED: "Concluído",
    FAILED: "Falhou",
    CANCELED: "Cancelado",
    REVERSED: "Revertido"
  },
  refundStatuses: {
    REQUESTED: "Estorno solicitado",
    COMPLETED: "Estornado",
    FAILED: "Estorno falhou"
  },
  errors: {
    INVALID_CREDENTIALS: "E-mail ou senha incorretos.",
    TWO_FACTOR_REQUIRED: "Digite o código do seu aplicativo autenticador.",
    INVALID_TOTP_CODE: "Código de verificação inválido. Confira o código no aplicativo e tente de novo.",
    TWO_FACTOR_STATE_CONFLICT: "A verificação em duas etapas mudou em outra janela. Atualize a página.",
    LOGIN_THROTTLED: "Muitas tentativas de acesso. Aguarde alguns minutos e tente de novo.",
    RATE_LIMITED: "Muitas solicitações seguidas. Aguarde um minuto e tente de novo.",
    INVALID_RESET_TOKEN: "Este link para criar uma nova senha é inválido ou expirou. Peça outro.",
    WEAK_PASSWORD:
      "Senha fraca: use pelo menos 8 caracteres, com letras maiúsculas e minúsculas, um número e um símbolo.",
    VALIDATION_ERROR: "Confira os dados digitados.",
    UNAUTHORIZED: "Sua sessão terminou. Entre novamente.",
    STORAGE_UNAVAILABLE: "Serviço indisponível no momento. Tente de novo em instantes.",
    MAILER_UNAVAILABLE: "Não foi possível enviar o e-mail agora. Tente de novo em instantes.",
    network: "Sem conexão com o servidor. Verifique sua internet e tente de novo.",
    unexpected: "Algo deu errado (erro {status}). Tente de novo."
  }
}

const en: Messages = {
  text: {
    title: "Trilho — operator portal",
    brand: "Operator portal",
    languageGroup: "Language",
    signinTitle: "Sign in to your account",
    signinLead: "Use the e-mail and password registered for your subaccount.",
    email: "E-mail",
    password: "Password",
    totp: "Verification code",
    totpHint: "The 6 digits shown by your authenticator app.",
    signin: "Sign in",
    forgot: "Forgot my password",
    resetTitle: "Choose a new password",
    resetHint: "At least 8 characters, with upper and lower case letters, a digit and a symbol.",
    newPassword: "New password",
    reset: "Save password",
    backToSignin: "Back to sign in",
    subaccountLabel: "Subaccount",
    reference: "Reference",
    balances: "Balances",
    available: "Available balance",
    availableHint: "Includes PIX deposits of the last 24 h",
    spendable: "Spendable",
    spendableHint: "Can be sent by PIX or transferred",
    locked: "Blocked",
    lockedHint: "Held by a dispute (MED)",
    pending: "Incoming",
    pendingHint: "Deposits not settled yet",
    movements: "Latest movements",
    movementsCaption: "Latest movements, in Brasília time",
    date: "Date",
    type: "Movement",
    status: "Status",
    amount: "Amount",
    noMovements: "No movements yet. Received PIX payments show up here.",
    twofaTitle: "Two-step verification",
    twofaOn: "On: signing in also asks for the code of your authenticator app.",
    twofaOff: "Off. Turn it on to protect access with a code from your phone.",
    enable2fa: "Turn on two-step verification",
    enrolStep1: "1. Scan the QR code with an authenticator app (Google Authenticator, Authy, 1Password…).",
    enrolSecret: "Or type this key into the app:",
    qrAlt: "QR code to set up two-step verification",
    enrolStep2: "2. Type the 6-digit code the app shows.",
    enableCode: "Code from the app",
    enableConfirm: "Confirm",
    refresh: "Refresh",
    signout: "Sign out",
    updatedAt: "Updated at {time} (Brasília time)",
    codeNeeded: "Enter the code from your authenticator app.",
    emailFirst: "Type your e-mail first.",
    resetMailed: "If this e-mail has access to the portal, we sent it a link to choose a new password.",
    passwordChanged: "Password changed. Sign in with the new one.",
    sessionEnded: "Your session has ended. Sign in again.",
    signedOut: "You have signed out.",
    twofaEnabled: "Two-step verification is on."
  },
  types: {
    PIX_IN: "PIX received",
    PIX_OUT: "PIX sent",
    PIX_OUT_REVERSAL: "PIX sent, returned",
    SPLIT_IN: "Split share",
    SUBACCOUNT_PROFIT: "Subaccount profit",
    INTERNAL_TRANSFER_IN: "Internal transfer received",
    INTERNAL_TRANSFER_OUT: "Internal transfer sent",
    REFUND: "Refund",
    REFUND_REVERSAL: "Refund not completed (amount returned)",
    MOBILE_RECHARGE: "Mobile recharge",
    MOBILE_RECHARGE_REVERSAL: "Mobile recharge, returned"
  },
  statuses: {
    PENDING: "Awaiting payment",
    COMPLETED: "Completed",
    FAILED: "Failed",
    CANCELED: "Canceled",
    REVERSED: "Reversed"
  },
  refundStatuses: {
    REQUESTED: "Refund requested",
    COMPLETED: "Refunded",
    FAILED: "Refund failed"
  },
  errors: {
    INVALID_CREDENTIALS: "Wrong e-mail or password.",
    TWO_FACTOR_REQUIRED: "Enter the code from your authenticator app.",
    INVALID_TOTP_CODE: "Invalid verification code. Check the code in the app and try again.",
    TWO_FACTOR_STATE_CONFLICT: "Two-step verification changed in another window. Refresh the page.",
    LOGIN_THROTTLED: "Too many sign-in attempts. Wait a few minutes and try again.",
    RATE_LIMITED: "Too many requests in a row. Wait a minute and try again.",
    INVALID_RESET_TOKEN: "This link to choose a new password is invalid or has expired. Ask for another one.",
    WEAK_PASSWORD: "Weak password: use at least 8 characters, with upper and lower case letters, a digit and a symbol.",
    VALIDATION_ERROR: "Check what you typed.",
    UNAUTHORIZED: "Your session has ended. Sign in again.",
    STORAGE_UNAVAILABLE: "The service is unavailable right now. Try again in a moment.",
    MAILER_UNAVAILABLE: "The e-mail could not be sent right now. Try again in a moment.",
    network: "No connection to the server. Check your internet and try again.",
    unexpected: "Something went wrong (error {status}). Try again."
  }
}

/** The words of the portal in each language. */
export const messages: Readonly<Record<Language, Messages>> = { "pt-BR": ptBR, en }
