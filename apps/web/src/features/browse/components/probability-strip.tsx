import type { LineProbabilities } from '@pitchwise/contract'
import { percent } from './percent'

/**
 * A match's 1X2 as one stacked bar with the three figures under it, and over 2.5 goals and both
 * teams to score as small bars beside it. The bars only draw what the figures say: they are
 * hidden from screen readers, which read the figures.
 */
export function ProbabilityStrip({
  probabilities,
  home,
  away,
}: {
  probabilities: LineProbabilities
  home: string
  away: string
}) {
  const p = probabilities
  const segments = [
    { key: '1', label: home, value: p.home, bar: 'bg-emerald-500' },
    { key: 'X', label: 'Draw', value: p.draw, bar: 'bg-slate-400 dark:bg-slate-500' },
    { key: '2', label: away, value: p.away, bar: 'bg-sky-500' },
  ]
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
      <div>
        <div aria-hidden="true" className="flex h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-white/10">
          {segments.map((s) => (
            <div key={s.key} className={s.bar} style={{ width: `${s.value * 100}%` }} />
          ))}
        </div>
        <dl className="mt-1.5 grid grid-cols-3 gap-1 text-xs">
          {segments.map((s, i) => (
            <div key={s.key} className={i === 1 ? 'text-center' : i === 2 ? 'text-right' : ''}>
              <dt className="sr-only">{s.key === 'X' ? 'Draw' : `${s.label} win`}</dt>
              <dd className="tabular-nums text-slate-700 dark:text-slate-200">
                <span aria-hidden="true" className="text-slate-500 dark:text-slate-400">
                  {s.key}{' '}
                </span>
                <span className="font-semibold">{percent(s.value)}</span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-xs">
        <MiniBar label="Over 2.5" title="Over 2.5 goals" value={p.over25} />
        <MiniBar label="BTTS" title="Both teams to score" value={p.btts} />
      </dl>
    </div>
  )
}

function MiniBar({ label, title, value }: { label: string; title: string; value: number }) {
  return (
    <div className="grid grid-cols-[1fr_auto] items-baseline gap-x-1">
      <dt className="text-slate-600 dark:text-slate-300">
        <abbr title={title} className="no-underline">
          {label}
        </abbr>
      </dt>
      <dd className="font-semibold tabular-nums text-slate-900 dark:text-white">{percent(value)}</dd>
      <dd
        aria-hidden="true"
        className="col-span-2 mt-1 h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-white/10"
      >
        <div className="h-full rounded-full bg-violet-500" style={{ width: `${value * 100}%` }} />
      </dd>
    </div>
  )
}
