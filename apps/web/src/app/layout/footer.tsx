import { Link } from 'react-router'
import { webEnv } from '../../config/env.ts'
import { paths } from '../../config/paths.ts'
import { useFeedback } from '../../features/feedback/feedback-context.tsx'
import { Logo } from './logo.tsx'

const linkClass = 'text-sm text-slate-600 transition hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'

function SocialIcon({ label, href, path }: { label: string; href: string; path: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex size-9 items-center justify-center rounded-lg text-slate-500 transition hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-white/10 dark:hover:text-white"
    >
      <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden>
        <path d={path} />
      </svg>
      <span className="sr-only">{label}</span>
    </a>
  )
}

export function Footer() {
  const { openFeedback } = useFeedback()
  const year = new Date().getFullYear()
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-white/10 dark:bg-ink-950">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="md:col-span-2">
          <Logo />
          <p className="mt-3 max-w-sm text-sm text-slate-600 dark:text-slate-400">
            Pitchwise gives match analysis grounded in real fixtures, results and a statistical model. Its probabilities
            are estimates, not guarantees:{' '}
            <Link
              to={paths.trackRecord}
              className="underline underline-offset-2 hover:text-slate-900 dark:hover:text-white"
            >
              see the track record
            </Link>
            .
          </p>
          <div className="mt-4 flex gap-1">
            <SocialIcon
              label="Pitchwise on X"
              href={webEnv.social.x}
              path="M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z"
            />
            <SocialIcon
              label="Pitchwise on Instagram"
              href={webEnv.social.instagram}
              path="M12 2.2c3.2 0 3.6 0 4.8.1 1.2.1 1.8.2 2.2.4.6.2 1 .5 1.4.9.4.4.7.8.9 1.4.2.4.4 1 .4 2.2.1 1.3.1 1.6.1 4.8s0 3.6-.1 4.8c-.1 1.2-.2 1.8-.4 2.2-.2.6-.5 1-.9 1.4-.4.4-.8.7-1.4.9-.4.2-1 .4-2.2.4-1.3.1-1.6.1-4.8.1s-3.6 0-4.8-.1c-1.2-.1-1.8-.2-2.2-.4-.6-.2-1-.5-1.4-.9-.4-.4-.7-.8-.9-1.4-.2-.4-.4-1-.4-2.2C2.2 15.6 2.2 15.2 2.2 12s0-3.6.1-4.8c.1-1.2.2-1.8.4-2.2.2-.6.5-1 .9-1.4.4-.4.8-.7 1.4-.9.4-.2 1-.4 2.2-.4C8.4 2.2 8.8 2.2 12 2.2zm0 4.7a5.1 5.1 0 1 0 0 10.2 5.1 5.1 0 0 0 0-10.2zm0 8.4a3.3 3.3 0 1 1 0-6.6 3.3 3.3 0 0 1 0 6.6zm5.3-9.8a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4z"
            />
            <SocialIcon
              label="Pitchwise on Facebook"
              href={webEnv.social.facebook}
              path="M24 12.07C24 5.4 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.79-4.69 4.53-4.69 1.31 0 2.68.24 2.68.24v2.97h-1.51c-1.49 0-1.96.93-1.96 1.89v2.26h3.33l-.53 3.49h-2.8V24C19.61 23.1 24 18.1 24 12.07z"
            />
          </div>
        </div>
        <nav aria-label="Quick links">
          <h2 className="text-sm font-semibold text-slate-900 dark:text-white">Quick Links</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to={paths.home} className={linkClass}>
                Home
              </Link>
            </li>
            <li>
              <Link to={paths.why} className={linkClass}>
                Why Pitchwise
              </Link>
            </li>
            <li>
              <Link to={paths.markets} className={linkClass}>
                Markets
              </Link>
            </li>
            <li>
              <Link to={paths.trackRecord} className={linkClass}>
                Track record
              </Link>
            </li>
            <li>
              <button type="button" onClick={openFeedback} className={linkClass}>
                Feedback
              </button>
            </li>
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2 className="text-sm font-semibold text-slate-900 dark:text-white">Legal</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to={paths.privacy} className={linkClass}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to={paths.terms} className={linkClass}>
                Terms &amp; Conditions
              </Link>
            </li>
            <li>
              <Link to={paths.saferGambling} className={linkClass}>
                Safer gambling
              </Link>
            </li>
          </ul>
          <p className="mt-4 text-xs text-slate-600 dark:text-slate-400">18+ only. Please gamble responsibly.</p>
        </nav>
      </div>
      <div className="border-t border-slate-200 py-5 text-center text-xs text-slate-600 dark:border-white/10 dark:text-slate-400">
        © {year} Pitchwise. All rights reserved.
      </div>
    </footer>
  )
}
