/**
 * Mail in one registration: the mailer (app.mailer: SMTP, or the dev_mail outbox without
 * SMTP_URL) and, while no SMTP server is configured, the development outbox (readable from the
 * server's own machine only, or by everyone with DEV_OUTBOX=true: outbox-access.ts).
 * Not encapsulated, so app.mailer belongs to the whole app; register it before any feature
 * that sends mail (auth).
 */
import type { FastifyInstance } from 'fastify'
import { createMailer, type Mailer } from '../../lib/mail/mailer.ts'
import { devMailRoutes } from './dev-mail-routes.ts'

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
  }
}

export async function mailPlugin(app: FastifyInstance): Promise<void> {
  const { config } = app
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db: app.database.db })
  if (mailer.kind === 'outbox' && config.isProduction && !config.DEV_OUTBOX) {
    app.log.warn(
      `SMTP_URL is not set: mails go to the development outbox, readable only on this machine at ${config.PUBLIC_URL}/dev/mail`,
    )
  }
  if (mailer.kind === 'smtp' && config.isProduction && !config.publicUrlConfigured) {
    app.log.warn(`PUBLIC_URL is not set: emailed links point at ${config.PUBLIC_URL} unless the user is on it`)
  }
  app.decorate('mailer', mailer)
  app.addHook('onClose', async () => mailer.close())
  await app.register(devMailRoutes)
}
// Like fastify-plugin: decorations and hooks belong to the parent (root) instance.
Object.assign(mailPlugin, { [Symbol.for('skip-override')]: true })
