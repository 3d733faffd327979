import { Mailer, Tracing } from "@trilho/domain"
import { Clock, Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { boundedCount, describeError } from "./internal.ts"

const mailerError = (message: string) => (cause: unknown) =>
  new Mailer.MailerError({ message: `${message}: ${describeError(cause)}`, cause })

/**
 * The sandbox mailer: nothing leaves the machine; each mail is a row of `sandbox_mails` (migration 0020), read back
 * by the CLI (`trilho sandbox mails`) and `GET /v1/sandbox/mails`.
 */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const mailer = Mailer.Mailer.of({
    send: (mail) =>
      Effect.flatMap(
        Clock.currentTimeMillis,
        (nowMs) =>
          sql`INSERT INTO sandbox_mails (account_id, to_address, subject, body, created_at)
          VALUES (${mail.accountId ?? null}, ${mail.to}, ${mail.subject}, ${mail.text}, ${new Date(nowMs)}::timestamptz)`
      ).pipe(Effect.asVoid, Effect.mapError(mailerError("send failed")), Tracing.span("Mailer.send"))
  })
  const mailbox = Mailer.SandboxMailbox.of({
    findMany: ({ accountId, limit, to }) =>
      sql<{ id: string; to: string; subject: string; text: string; createdAt: Date }>`
        SELECT 'mail_' || id AS id, to_address AS "to", subject, body AS text, created_at FROM sandbox_mails
        WHERE ${to === undefined ? sql`TRUE` : sql`lower(to_address) = lower(${to})`}
          AND ${accountId === undefined ? sql`TRUE` : sql`account_id = ${accountId}`}
        ORDER BY id DESC LIMIT ${boundedCount(limit, 1, Mailer.mailsPageMax)}`.pipe(
        Effect.mapError(mailerError("findMany failed")),
        Tracing.span("SandboxMailbox.findMany")
      )
  })
  return Context.make(Mailer.Mailer, mailer).pipe(Context.add(Mailer.SandboxMailbox, mailbox))
})

export const layer = Layer.effectContext(make)
