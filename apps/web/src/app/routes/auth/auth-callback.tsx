import { AUTH_MESSAGES } from '@pitchwise/contract/text'
import { Loader2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { authApi } from '../../../features/auth/auth-api.ts'
import { AuthCard, FormError, secondaryButton, textLink } from '../../../features/auth/components/auth-card.tsx'
import { useSession } from '../../../features/auth/session-context.tsx'
import { errorMessage, safeReturnPath } from '../../../features/auth/validation.ts'

export const EMAIL_ALREADY_VERIFIED = 'Your email is verified. Please sign in to continue.'

/**
 * Target of the emailed verification and magic links: /auth/callback?type=verify|magiclink&token=….
 * The token is exchanged once (React's strict-mode double effect included) for a session, then
 * the page goes to the link's returnTo (same-site paths only: the page sign-in was asked for on),
 * else /, replacing history so Back does not replay a used link.
 */
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
    const returnTo = safeReturnPath(params.get('returnTo'))
    if (!token || (type !== 'verify' && type !== 'magiclink')) {
      setError(AUTH_MESSAGES.invalidLink)
      return
    }
    void (async () => {
      try {
        const result = type === 'verify' ? await authApi.verifyEmail(token) : await authApi.verifyMagicLink(token)
        // The set-auth-token header first; of the two answers only magic-link's has a body token.
        const data = result.data as typeof result.data | null
        const sessionToken = result.token ?? (data && 'token' in data ? data.token : null)
        if (!sessionToken && type === 'verify') {
          // The address was verified already (the link was opened before): sign in instead.
          navigate(paths.signIn, {
            replace: true,
            state: { message: EMAIL_ALREADY_VERIFIED, ...(returnTo === '/' ? {} : { returnTo }) },
          })
          return
        }
        if (!sessionToken) throw new Error(AUTH_MESSAGES.invalidLink)
        await acceptToken(sessionToken)
        navigate(returnTo, { replace: true })
      } catch (caught) {
        setError(errorMessage(caught, AUTH_MESSAGES.generic))
      }
    })()
  }, [params, acceptToken, navigate])

  if (error) {
    return (
      <AuthCard pageTitle="Link not valid" title="This link didn't work">
        <div className="space-y-4 text-sm">
          <FormError message={error} />
          <Link to={paths.signIn} className={secondaryButton}>
            Back to Sign In
          </Link>
          <p className="text-center text-slate-600 dark:text-slate-300">
            Need a new link?{' '}
            <Link to={paths.signUp} className={textLink}>
              Sign up
            </Link>{' '}
            or use <strong>Magic Link</strong> on the sign-in page.
          </p>
        </div>
      </AuthCard>
    )
  }
  return (
    <AuthCard pageTitle="Signing In" title="Signing you in...">
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <Loader2 className="size-4 animate-spin text-pitch-500" aria-hidden="true" />
        Loading...
      </p>
    </AuthCard>
  )
}
