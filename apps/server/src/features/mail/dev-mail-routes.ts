/**
 * The development outbox: GET /dev/mail (an HTML list a newcomer reads the mails in),
 * GET /dev/mail.json?to=… (what the e2e tests read links from) and GET /api/dev-outbox (whether
 * this browser may read it, so "Check your email" can link to it). Mails reach it only while no
 * SMTP server is configured; who may read it is decided in outbox-access.ts (the server's own
 * machine, or everyone with DEV_OUTBOX=true); to anybody else it does not exist (404).
 */

import { DevOutboxResponse } from '@pitchwise/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../errors.ts'
import { escapeHtml } from '../../lib/mail/templates.ts'
import { outboxReadableBy } from './outbox-access.ts'

const LIST_LIMIT = 50

const DevMailItem = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
  /** Every http(s) link in the text body, in order. */
  links: z.array(z.string()),
})

export function extractLinks(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((match) => match[0])
}

export const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const readable = (request: Parameters<typeof outboxReadableBy>[0]) =>
    outboxReadableBy(request, app.config, app.mailer.kind)
  const hideFromOthers = async (request: Parameters<typeof outboxReadableBy>[0]) => {
    if (!readable(request)) throw new AppError('NOT_FOUND', 'Not found')
  }

  app.get(
    '/api/dev-outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Whether this browser may read the development outbox (no SMTP configured, same machine)',
        response: { 200: DevOutboxResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      const available = readable(request)
      return { available, url: available ? '/dev/mail' : null }
    },
  )
  const list = async (to: string | undefined) => {
    let query = app.database.db.selectFrom('dev_mail').selectAll().orderBy('created_at', 'desc').limit(LIST_LIMIT)
    if (to) query = query.where('recipient', '=', to.trim().toLowerCase())
    const rows = await query.execute()
    return rows.map((row) => ({
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      createdAt: new Date(row.created_at).toISOString(),
      links: extractLinks(row.text_body),
    }))
  }

  app.get(
    '/dev/mail.json',
    {
      config: { rateLimit: false },
      onRequest: hideFromOthers,
      schema: {
        tags: ['development'],
        summary: 'Development outbox as JSON (no SMTP configured; this machine only, or DEV_OUTBOX=true)',
        querystring: z.object({ to: z.string().max(254).optional() }),
        response: { 200: z.object({ messages: z.array(DevMailItem) }) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      return { messages: await list(request.query.to) }
    },
  )

  app.get(
    '/dev/mail',
    {
      config: { rateLimit: false },
      onRequest: hideFromOthers,
      schema: {
        tags: ['development'],
        summary: 'Development outbox as a page (no SMTP configured; this machine only, or DEV_OUTBOX=true)',
        querystring: z.object({ to: z.string().max(254).optional() }),
      },
    },
    async (request, reply) => {
      const messages = await list(request.query.to)
      const items = messages
        .map(
          (
            m,
          ) => `<li><p><strong>${escapeHtml(m.subject)}</strong> to ${escapeHtml(m.to)} · ${escapeHtml(m.createdAt)}</p>
<pre style="white-space:pre-wrap">${escapeHtml(m.text)}</pre>
${m.links.map((link) => `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`).join('')}</li>`,
        )
        .join('\n')
      return reply
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development outbox</title></head><body style="font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto"><h1>Development outbox</h1><p>${messages.length} most recent messages${request.query.to ? ` to ${escapeHtml(request.query.to)}` : ''}.</p><ol>${items}</ol></body></html>`,
        )
    },
  )
}
