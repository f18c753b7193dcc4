/**
 * Sends mail through SMTP (SMTP_URL, nodemailer) or, without it, keeps every message in the
 * dev_mail table (the development outbox, readable at /dev/mail). Failures are logged and
 * re-thrown so callers decide whether a request should fail.
 */
import type { Kysely } from 'kysely'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Database } from '../../db/schema.ts'
import type { MailMessage } from './templates.ts'

export interface Mailer {
  /** 'smtp' when SMTP_URL is set, else 'outbox'. */
  readonly kind: 'smtp' | 'outbox'
  send(message: MailMessage): Promise<void>
  close(): void
}

export interface MailerOptions {
  smtpUrl?: string
  from: string
  db: Kysely<Database>
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl)
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        })
      },
      close: () => transport.close(),
    }
  }
  return {
    kind: 'outbox',
    async send(message) {
      await options.db
        .insertInto('dev_mail')
        .values({
          recipient: message.to.toLowerCase(),
          subject: message.subject,
          text_body: message.text,
          html_body: message.html,
        })
        .execute()
    },
    close: () => {},
  }
}
