import { Link } from 'react-router'

export function Logo() {
  return (
    <Link to="/" className="group inline-flex items-center gap-2 rounded-lg" aria-label="Pitchwise home">
      <svg viewBox="0 0 64 64" className="size-8" aria-hidden>
        <rect width="64" height="64" rx="14" className="fill-ink-950 dark:fill-white/5" />
        <rect x="10" y="14" width="44" height="36" rx="4" fill="none" stroke="#34d399" strokeWidth="3" />
        <line x1="32" y1="14" x2="32" y2="50" stroke="#34d399" strokeWidth="3" />
        <circle cx="32" cy="32" r="7" fill="none" stroke="#34d399" strokeWidth="3" />
        <circle cx="32" cy="32" r="2.5" fill="#34d399" />
      </svg>
      <span className="text-lg font-bold tracking-tight text-slate-900 dark:text-white">
        Pitch<span className="text-accent">wise</span>
      </span>
    </Link>
  )
}
