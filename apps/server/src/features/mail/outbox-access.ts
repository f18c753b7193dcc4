/**
 * Who may read the development outbox (docs/decisions/151-local-outbox-and-link-origins.md).
 * It exists only while no SMTP server is configured (the mails have nowhere else to go), and then
 * only for a browser on the server's own machine: the connection comes from a loopback address,
 * no proxy forwarded it (a reverse proxy on the same machine connects from loopback too), and the
 * Host is a loopback name (a DNS-rebinding page on another site cannot pass for it).
 * DEV_OUTBOX=true opens it to every client (end-to-end tests of the production build only).
 */
import type { FastifyRequest } from 'fastify'
import type { Config } from '../../config.ts'

const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'forwarded', 'x-real-ip']

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain)
}

export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false
  const name = host
    .replace(/:\d+$/, '')
    .replace(/^\[(.*)\]$/, '$1')
    .toLowerCase()
  return name === 'localhost' || name.endsWith('.localhost') || isLoopbackAddress(name)
}

export function outboxReadableBy(
  request: FastifyRequest,
  config: Pick<Config, 'DEV_OUTBOX'>,
  mailerKind: 'outbox' | 'smtp',
): boolean {
  if (mailerKind !== 'outbox') return false
  if (config.DEV_OUTBOX) return true
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false
  return isLoopbackAddress(request.socket.remoteAddress) && isLoopbackHost(request.headers.host)
}
