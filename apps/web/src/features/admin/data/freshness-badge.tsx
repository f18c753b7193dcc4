import type { Freshness } from '@pitchwise/contract'

const LOOK: Record<Freshness, { label: string; className: string }> = {
  fresh: { label: 'Fresh', className: 'border-emerald-400/40 bg-emerald-500/15 text-emerald-200' },
  stale: { label: 'Stale', className: 'border-amber-400/40 bg-amber-500/15 text-amber-200' },
  empty: { label: 'No data', className: 'border-red-400/40 bg-red-500/15 text-red-200' },
}

/** The freshness verdict as a badge: the word carries it, the colour only repeats it. */
export function FreshnessBadge({ freshness, large = false }: { freshness: Freshness; large?: boolean }) {
  const look = LOOK[freshness]
  return (
    <span
      className={`inline-flex items-center rounded-full border font-medium ${large ? 'px-3 py-1 text-sm' : 'px-2 py-0.5 text-xs'} ${look.className}`}
    >
      {look.label}
    </span>
  )
}
