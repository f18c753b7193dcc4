import type { BestPrice } from '@pitchwise/contract'
import { percent } from './percent'

/** One market of a match page: its label, the model's probability and, for 1X2 and 2.5 goals, its price key. */
export interface MarketRow {
  label: string
  probability: number
  outcome?: BestPrice['outcome']
}

/** Decimal odds from the stored integer (2050 → "2.05"). */
const decimalOdds = (priceMilli: number) => (priceMilli / 1000).toFixed(2)

/**
 * The main markets with the model's chance and fair odds and, where the data holds them, the best
 * stored bookmaker price beside them (bookmaker and kind under the price). No price column at
 * all when nothing is stored: an empty column would suggest prices exist elsewhere.
 */
export function MarketTable({ rows, prices }: { rows: MarketRow[]; prices: readonly BestPrice[] }) {
  const byOutcome = new Map(prices.map((p) => [p.outcome, p]))
  const hasPrices = byOutcome.size > 0
  return (
    <table className="mt-4 w-full text-left text-sm tabular-nums">
      <caption className="sr-only">
        {hasPrices
          ? 'Probabilities and fair odds of the main markets, with the best stored bookmaker price'
          : 'Probabilities and fair odds of the main markets'}
      </caption>
      <thead>
        <tr className="border-b border-slate-200 text-xs text-slate-600 dark:border-white/10 dark:text-slate-300">
          <th scope="col" className="py-1.5 font-medium">
            Market
          </th>
          <th scope="col" className="py-1.5 text-right font-medium">
            Chance
          </th>
          <th scope="col" className="py-1.5 text-right font-medium">
            Fair odds
          </th>
          {hasPrices ? (
            <th scope="col" className="py-1.5 pl-3 text-right font-medium">
              Best price
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ label, probability, outcome }) => {
          const price = outcome ? byOutcome.get(outcome) : undefined
          return (
            <tr key={label} className="border-b border-slate-100 dark:border-white/5">
              <th scope="row" className="py-1.5 font-normal text-slate-800 dark:text-slate-100">
                {label}
              </th>
              <td className="py-1.5 text-right font-semibold text-slate-900 dark:text-white">{percent(probability)}</td>
              <td className="py-1.5 text-right text-slate-700 dark:text-slate-200">
                {probability > 0 ? (1 / probability).toFixed(2) : '–'}
              </td>
              {hasPrices ? (
                <td className="py-1.5 pl-3 text-right text-slate-700 dark:text-slate-200">
                  {price ? (
                    <>
                      <span className="font-semibold text-slate-900 dark:text-white">
                        {decimalOdds(price.priceMilli)}
                      </span>
                      <span className="block text-xs text-slate-600 dark:text-slate-300">
                        {price.bookmakerName} · {price.kind}
                      </span>
                    </>
                  ) : (
                    <>
                      <span aria-hidden="true">–</span>
                      <span className="sr-only">No stored price</span>
                    </>
                  )}
                </td>
              ) : null}
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

/** What the odds columns mean, said under the page; it names the market's prices only when there are some. */
export function OddsNote({ hasPrices }: { hasPrices: boolean }) {
  return (
    <p className="text-xs text-slate-600 dark:text-slate-300">
      Fair odds are 1 divided by the model's probability, with no bookmaker margin.{' '}
      {hasPrices
        ? "Best price is the highest a bookmaker offered for that outcome in Pitchwise's data, with its kind: opening (the first price collected), current (as offered now) or closing (the last before kick-off). Bookmakers' prices include their margin."
        : "Pitchwise's data holds no bookmakers' prices for this match."}
    </p>
  )
}
