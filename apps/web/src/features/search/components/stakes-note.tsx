/** Why a card's price differs from the ratings alone: a side has nothing left to play for (decision 106). */
export function StakesNote({ text }: { text: string }) {
  return (
    <p
      role="note"
      className="mt-3 rounded-lg bg-slate-50 px-2.5 py-1.5 text-xs leading-relaxed text-slate-600 dark:bg-white/5 dark:text-slate-300"
    >
      {text}
    </p>
  )
}
