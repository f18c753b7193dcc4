import { AUTH_MESSAGES } from '@pitchwise/contract/text'
import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { authApi } from '../../../features/auth/auth-api.ts'
import { AuthCard, textLink } from '../../../features/auth/components/auth-card.tsx'
import { useSession } from '../../../features/auth/session-context.tsx'
import { errorMessage } from '../../../features/auth/validation.ts'

/** Target of the emailed verification and magic links: /auth/callback?type=verify|magiclink&token=… */
export default function AuthCallbackPage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const { acceptToken } = useSession()
  const [error, setError] = useState<string | null>(null)
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const token = params.get('token')
    const type = params.get('type')
    if (!token || (type !== 'verify' && type !== 'magiclink')) {
      setError(AUTH_MESSAGES.invalidLink)
      return
    }
    void (async () => {
      try {
        const result = type === 'verify' ? await authApi.verifyEmail(token) : await authApi.verifyMagicLink(token)
        const sessionToken = result.token ?? (result.data as { token?: string }).token
        if (!sessionToken) throw new Error(AUTH_MESSAGES.invalidLink)
        await acceptToken(sessionToken)
        navigate('/', { replace: true })
      } catch (caught) {
        setError(errorMessage(caught, AUTH_MESSAGES.generic))
      }
    })()
  }, [params, acceptToken, navigate])

  return (
    <AuthCard title={error ? 'Link not valid' : 'Signing you in...'}>
      {error ? (
        <div className="space-y-3 text-sm">
          <p role="alert" className="text-red-600 dark:text-red-400">
            {error}
          </p>
          <Link to="/signin" className={textLink}>
            Back to Sign In
          </Link>
        </div>
      ) : (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          Loading...
        </p>
      )}
    </AuthCard>
  )
}
