/**
 * Accounts in one registration: the mailer, better-auth (app.auth), the /api/admin guard
 * (before any admin route exists), the auth routes and, outside production or with
 * DEV_OUTBOX=true, the development outbox pages. Not encapsulated, so app.auth and the admin
 * guard apply to the whole app.
 */
import type { FastifyInstance } from 'fastify'
import { devMailRoutes } from '../mail/dev-mail-routes.ts'
import { createMailer, type Mailer } from '../mail/mailer.ts'
import { createAuth } from './auth.ts'
import { authRoutes } from './auth-routes.ts'
import { guardAdminRoutes } from './require.ts'

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
  }
}

export async function authPlugin(app: FastifyInstance): Promise<void> {
  const { config } = app
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db: app.database.db })
  if (mailer.kind === 'outbox' && config.isProduction && !config.DEV_OUTBOX) {
    app.log.warn('SMTP_URL is not set: mails are only kept in the dev_mail table and nobody receives them')
  }
  app.decorate('mailer', mailer)
  app.decorate('auth', createAuth({ config, db: app.database.db, mailer, log: app.log }))
  app.addHook('onClose', async () => mailer.close())
  guardAdminRoutes(app)
  await app.register(authRoutes)
  if (!config.isProduction || config.DEV_OUTBOX) await app.register(devMailRoutes)
}
// Like fastify-plugin: decorations and hooks belong to the parent (root) instance.
Object.assign(authPlugin, { [Symbol.for('skip-override')]: true })
