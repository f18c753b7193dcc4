import type { ReactNode } from 'react'
import { Link, useInRouterContext } from 'react-router'
import { paths } from '../../../config/paths'

const INLINE_LINK =
  'rounded underline decoration-slate-300 underline-offset-2 hover:decoration-current focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500 dark:decoration-white/30'

/**
 * A team, competition or match named on a card, linked to its free page (issue 34). Reports saved
 * before the cards carried ids show the plain name.
 */
export function BrowseLink({ to, children }: { to: string | undefined; children: ReactNode }) {
  // A card drawn outside the app's router (an embed, a unit test) has nowhere to link to.
  const routed = useInRouterContext()
  if (!to || !routed) return <>{children}</>
  return (
    <Link to={to} className={INLINE_LINK}>
      {children}
    </Link>
  )
}

export const teamPath = (id: string | undefined) => (id ? paths.team(id) : undefined)
export const leaguePath = (code: string | undefined) => (code ? paths.league(code) : undefined)
export const matchPath = (id: string | undefined) => (id ? paths.match(id) : undefined)
