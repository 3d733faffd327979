import { Context, type Effect, Schema } from "effect"

/** An e-mail the platform sends. */
export interface Mail {
  /** The merchant the mail is about, when there is one (the sandbox route shows a merchant its own mails only). */
  readonly accountId?: string | undefined
  readonly to: string
  readonly subject: string
  readonly text: string
}

/** A mail as the sandbox mailer kept it. */
export const StoredMail = Schema.Struct({
  id: Schema.String,
  to: Schema.String,
  subject: Schema.String,
  text: Schema.String,
  createdAt: Schema.Date
})
export type StoredMail = typeof StoredMail.Type

/** The mailer could not take the mail. */
export class MailerError extends Schema.TaggedError<MailerError>()("MailerError", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect())
}) {}

/** Mails the sandbox mailer returns per read, at most. */
export const mailsPageMax = 100

/** Outgoing e-mail (password resets). The sandbox adapter stores mails in the database instead of sending them. */
export class Mailer extends Context.Service<
  Mailer,
  {
    /** Sends (or, in the sandbox, stores) `mail`. */
    readonly send: (mail: Mail) => Effect.Effect<void, MailerError>
  }
>()("@trilho/domain/Mailer") {}

/** The mails the sandbox mailer kept, newest first. */
export class SandboxMailbox extends Context.Service<
  SandboxMailbox,
  {
    /**
     * The newest mails, about merchant `accountId` and to `to` when given (case-insensitive), at most `limit` (1 to
     * `mailsPageMax`).
     */
    readonly findMany: (query: {
      readonly accountId?: string | undefined
      readonly to?: string | undefined
      readonly limit: number
    }) => Effect.Effect<ReadonlyArray<StoredMail>, MailerError>
  }
>()("@trilho/domain/SandboxMailbox") {}
