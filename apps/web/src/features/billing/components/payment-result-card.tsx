import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { usePageTitle } from '../../../hooks/use-page-title.ts'

export const PRIMARY_ACTION =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-emerald-500 px-5 py-2.5 text-sm font-semibold text-slate-950 shadow-lg shadow-emerald-500/20 transition hover:bg-emerald-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400 focus-visible:ring-offset-2 focus-visible:ring-offset-white dark:focus-visible:ring-offset-slate-900'
export const SECONDARY_ACTION =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-800 transition hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500 dark:border-white/15 dark:text-white dark:hover:bg-white/5'

/** One action of a result screen: a link styled as a button. */
export function ResultAction({
  to,
  primary = false,
  children,
}: {
  to: string
  primary?: boolean
  children: ReactNode
}) {
  return (
    <Link to={to} className={primary ? PRIMARY_ACTION : SECONDARY_ACTION}>
      {children}
    </Link>
  )
}

/** The frame of every payment result screen: icon, heading, message, optional details, actions. */
export function PaymentResultCard({
  title,
  icon,
  heading,
  message,
  details,
  children,
}: {
  title: string
  icon: ReactNode
  heading: string
  message?: ReactNode
  details?: ReactNode
  children?: ReactNode
}) {
  usePageTitle(title)
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white/90 px-6 py-10 text-center shadow-xl shadow-slate-900/5 dark:border-white/10 dark:bg-slate-900/70 dark:shadow-black/30">
        <div className="flex justify-center">{icon}</div>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{heading}</h1>
        {message ? <div className="mt-2 text-slate-600 dark:text-slate-300">{message}</div> : null}
        {details ? <div className="mt-6">{details}</div> : null}
        {children ? (
          <div className="mt-8 flex flex-col justify-center gap-2 sm:flex-row sm:flex-wrap">{children}</div>
        ) : null}
      </div>
    </div>
  )
}
