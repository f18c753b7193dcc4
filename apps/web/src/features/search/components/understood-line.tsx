import type { AnalysisData } from '@pitchwise/contract'

/**
 * "Understood: Arsenal v Chelsea · both teams to score": what Pitchwise read the question as,
 * item by item, with any item the answer does not give marked, and any word it did not use
 * named. The reader can see at a glance whether the answer is to their question.
 */
export function UnderstoodLine({ understanding }: { understanding: AnalysisData['understanding'] }) {
  if (!understanding || understanding.items.length === 0) return null
  const { items, unused } = understanding
  return (
    <p data-testid="understood" className="mt-1 text-xs text-slate-500 dark:text-slate-400">
      <span className="font-medium text-slate-600 dark:text-slate-300">Understood: </span>
      {items.map((item, i) => (
        <span key={item.label}>
          {i > 0 && ' · '}
          {item.answered ? (
            item.label
          ) : (
            <span className="text-amber-700 dark:text-amber-300">{item.label} (not answered)</span>
          )}
        </span>
      ))}
      {unused.length > 0 && <span> · Not used: {unused.map((w) => `“${w}”`).join(', ')}</span>}
    </p>
  )
}
