/**
 * Under 'Check your email' on a server without SMTP, for a browser on the server's own machine
 * only (the server decides: GET /api/dev-outbox): a link to the development outbox where the
 * mail just sent can be read. Everyone else sees nothing.
 */
import type { DevOutboxResponse } from '@pitchwise/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { textLink } from './auth-styles.ts'

export function DevOutboxLink({ email }: { email: string }) {
  const { data } = useQuery({
    queryKey: ['dev-outbox'],
    queryFn: () => api.get<DevOutboxResponse>('/api/dev-outbox'),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
  if (!data?.available || !data.url) return null
  return (
    <p className="rounded-lg border border-dashed border-slate-300 p-3 text-slate-600 dark:border-slate-600 dark:text-slate-300">
      No mail server is set up, so the mail went to the local outbox:{' '}
      <a className={textLink} href={`${data.url}?to=${encodeURIComponent(email)}`} target="_blank" rel="noreferrer">
        open the outbox
      </a>
      .
    </p>
  )
}
