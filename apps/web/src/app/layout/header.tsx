import { Menu as MenuIcon, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { buttonClass } from '../../components/ui/button.tsx'
import { paths } from '../../config/paths.ts'
import { useSession } from '../../features/auth/session-context.tsx'
import { remainingText } from '../../features/credits/remaining-counter.tsx'
import { useCredits } from '../../features/credits/use-credits.ts'
import { ThemeToggle } from '../../features/theme/theme-toggle.tsx'
import { useReturnHere } from '../../hooks/use-return-here.ts'
import { Logo } from './logo.tsx'
import { NAV_LINKS } from './nav-links.ts'
import { UserMenu } from './user-menu.tsx'

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition ${
    isActive
      ? 'text-slate-900 dark:text-white'
      : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
  }`

/** The signed-out searches-left count (always the server's number). */
function SearchesLeft({ className = '' }: { className?: string }) {
  const { credits, isLoading } = useCredits(useSession().status)
  const text = isLoading || !credits ? 'Loading...' : remainingText({ remaining: credits.remaining, kind: 'anonymous' })
  return (
    <span
      data-testid="header-searches-left"
      className={`rounded-full border border-slate-200 px-3 py-1 text-xs whitespace-nowrap text-slate-600 dark:border-white/10 dark:text-slate-300 ${className}`}
    >
      {text}
    </span>
  )
}

export function Header() {
  const { status, isAdmin } = useSession()
  const [open, setOpen] = useState(false)
  const location = useLocation()
  const signedIn = status === 'signed-in'
  // Get Started comes back to this page once the account exists (issue 15).
  const returnHere = useReturnHere()

  // The mobile menu closes on navigation and on Escape.
  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the location changes
  useEffect(() => setOpen(false), [location.pathname])
  const menuButtonRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      // The link that had focus is about to disappear: focus goes back to the button that opened the menu.
      menuButtonRef.current?.focus()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  const links = [...NAV_LINKS, ...(isAdmin ? [{ to: paths.admin.root, label: 'Admin' }] : [])]

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/80 backdrop-blur-lg dark:border-white/10 dark:bg-ink-950/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <div className="flex items-center gap-6">
          <Logo />
          <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
            {links.map((link) => (
              <NavLink key={link.to} to={link.to} end={link.to === '/'} className={linkClass}>
                {link.label}
              </NavLink>
            ))}
          </nav>
        </div>
        <div className="flex items-center gap-2">
          {status === 'signed-out' ? <SearchesLeft className="hidden sm:inline" /> : null}
          <ThemeToggle />
          {signedIn ? (
            <UserMenu />
          ) : status === 'signed-out' ? (
            <span className="hidden sm:block">
              <Link
                to={paths.signUp}
                state={returnHere}
                className={buttonClass('primary', 'px-3 py-2 whitespace-nowrap')}
              >
                Get Started
              </Link>
            </span>
          ) : null}
          <button
            ref={menuButtonRef}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden dark:text-slate-200 dark:hover:bg-white/10"
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X className="size-5" aria-hidden /> : <MenuIcon className="size-5" aria-hidden />}
          </button>
        </div>
      </div>
      {open ? (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="border-t border-slate-200 px-4 py-3 md:hidden dark:border-white/10"
        >
          <ul className="flex flex-col gap-1">
            {links.map((link) => (
              <li key={link.to}>
                {/* A row a thumb can hit: at least 44 px high (WCAG 2.5.5). */}
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  className={(state) => `${linkClass(state)} flex min-h-11 items-center`}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
            {status === 'signed-out' ? (
              <li className="flex flex-col gap-3 pt-2">
                <SearchesLeft className="self-start sm:hidden" />
                <Link to={paths.signUp} state={returnHere} className={buttonClass('primary', 'w-full sm:hidden')}>
                  Get Started
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </header>
  )
}
