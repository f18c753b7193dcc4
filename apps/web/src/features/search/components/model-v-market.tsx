import type { ModelVersusMarket } from '@pitchwise/contract'

const whole = (p: number) => `${Math.round(p * 100)}%`
const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)}%`
const share = (x: number) => `${(x * 100).toFixed(1).replace(/\.0$/, '')}%`

/** The optional stake, in words: capped, a suggestion, and none without an edge. */
export function stakeWords(view: ModelVersusMarket): string {
  if (view.stake <= 0)
    return view.edge > 0
      ? 'No stake suggested: the edge does not clear the value rule.'
      : 'No stake suggested: no edge at this price.'
  const fraction =
    view.kelly.fraction === 0.25 ? 'quarter' : view.kelly.fraction === 0.5 ? 'half' : `${view.kelly.fraction}×`
  return `Optional stake: ${share(view.stake)} of a betting bankroll (${fraction} Kelly, capped at ${share(view.kelly.cap)}). Only money you can afford to lose.`
}

/** The whole comparison as one sentence, for screen readers and anyone who prefers text to bars. */
export function modelVersusMarketText(view: ModelVersusMarket): string {
  const market = view.market
    ? `market ${whole(view.market.probability)} (${view.market.bookmakerName}'s ${view.market.kind} price with the margin removed by ${view.market.method}'s method)`
    : 'no complete bookmaker book to compare with'
  return `${view.label}: model ${whole(view.modelProbability)}, ${market}. Best price ${view.best.price.toFixed(2)} at ${view.best.bookmakerName} (${view.best.kind}), edge ${signed(view.edge)}.`
}

function Bar({ value, tone, name }: { value: number; tone: string; name: string }) {
  return (
    <div className="flex items-center gap-2">
      <span className="w-12 shrink-0 text-[0.7rem] text-slate-500 dark:text-slate-400">{name}</span>
      <div className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-white/10" aria-hidden="true">
        <div className={`h-full rounded-full ${tone}`} style={{ width: whole(Math.min(1, Math.max(0, value))) }} />
      </div>
      <span className="w-9 shrink-0 text-right text-xs font-semibold tabular-nums text-slate-900 dark:text-white">
        {whole(value)}
      </span>
    </div>
  )
}

/**
 * Model v market for one outcome (issue 31): the model's and the market's probabilities as two
 * bars side by side, then the best price, where it is, the edge and the optional stake. The
 * sentence beside the bars says the same in words.
 */
export function ModelVersusMarketBars({ view, showLabel = false }: { view: ModelVersusMarket; showLabel?: boolean }) {
  const positive = view.edge > 0
  return (
    <figure className="mt-3 rounded-lg border border-slate-200 px-2.5 py-2 text-xs dark:border-white/10">
      <figcaption className="mb-1.5 flex items-center justify-between gap-2 font-medium text-slate-700 dark:text-slate-200">
        <span>{showLabel ? view.label : 'Model v market'}</span>
        <span
          className={`rounded-full px-1.5 py-0.5 text-[0.7rem] font-semibold tabular-nums ${
            positive
              ? 'bg-emerald-500/15 text-emerald-800 dark:text-emerald-300'
              : 'bg-slate-500/10 text-slate-600 dark:text-slate-300'
          }`}
        >
          Edge {signed(view.edge)}
        </span>
      </figcaption>
      <p className="sr-only">{modelVersusMarketText(view)}</p>
      <div aria-hidden="true" className="space-y-1">
        <Bar name="Model" value={view.modelProbability} tone="bg-emerald-500" />
        {view.market ? (
          <Bar name="Market" value={view.market.probability} tone="bg-indigo-500 dark:bg-indigo-400" />
        ) : null}
      </div>
      <p aria-hidden="true" className="mt-1.5 text-[0.7rem] leading-relaxed text-slate-500 dark:text-slate-400">
        {view.market
          ? `Market: ${view.market.bookmakerName} ${view.market.kind}, margin removed (${view.market.method}). `
          : ''}
        Best price <span className="font-semibold text-slate-900 dark:text-white">{view.best.price.toFixed(2)}</span> at{' '}
        {view.best.bookmakerName} ({view.best.kind}).
      </p>
      <p className="mt-1 text-[0.7rem] leading-relaxed text-slate-600 dark:text-slate-300">{stakeWords(view)}</p>
    </figure>
  )
}

/** A preview's priced outcomes, one comparison each; nothing at all when no price is stored. */
export function MarketViews({ views }: { views: ModelVersusMarket[] | undefined }) {
  if (!views || views.length === 0) return null
  return (
    <section aria-label="Model v market" className="mt-3">
      <h4 className="text-[0.7rem] font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400">
        Model v market
      </h4>
      <ul className="grid gap-x-3 sm:grid-cols-2">
        {views.map((v) => (
          <li key={v.outcome}>
            <ModelVersusMarketBars view={v} showLabel />
          </li>
        ))}
      </ul>
    </section>
  )
}
