import type { FastifyRequest } from 'fastify'
import { unauthorized } from '../../errors.ts'
import { resolveCaller, type SignedInCaller } from '../auth/caller.ts'

/**
 * The signed-in caller, or 401 with the screen's own message (e.g. 'Must be logged in to like
 * searches'), which the web app shows as is. requireUser answers a generic text instead.
 */
export async function requireSignedIn(request: FastifyRequest, message: string): Promise<SignedInCaller> {
  const caller = await resolveCaller(request)
  if (caller.kind !== 'user') throw unauthorized(message)
  return caller
}
