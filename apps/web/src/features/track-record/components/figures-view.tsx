import type { TrackRecordBaseline, TrackRecordFigures } from '@pitchwise/contract'
import { count, percent, score, units } from '../utils/format'
import { CalibrationChart } from './calibration-chart'
import { NOTE, SUBHEAD } from './record-section'

/**
 * One set of figures, live or replay (never both at once): counts, each market's scores beside
 * its baselines, the reliability diagrams, hit rates by confidence band and the profit at the
 * sealed prices. `scope` names the set in every chart title and heading, so none can be read as
 * the other.
 */
export function FiguresView({ figures, scope }: { figures: TrackRecordFigures; scope: 'live' | 'replay' }) {
  const scopeText = scope === 'live' ? 'live sealed predictions' : 'replay of earlier seasons'
  return (
    <div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(
          [
            [scope === 'live' ? 'Sealed' : 'Predictions', figures.sealed],
            ['Scored', figures.scored],
            ['Void', figures.void],
            ['Pending', figures.pending],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-50 p-3 dark:bg-white/5">
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900 dark:text-white">{count(value)}</dd>
          </div>
        ))}
      </dl>
      {figures.scored === 0 ? (
        <p className={`${NOTE} mt-4`}>
          {figures.sealed === 0
            ? 'Nothing matches these filters yet.'
            : 'None of these has been scored yet: scores appear when the results are imported.'}
        </p>
      ) : (
        <>
          <h3 className={SUBHEAD}>Scores against the baselines</h3>
          <p className={NOTE}>
            Mean Brier score and log-loss (lower is better){scope === 'live' ? '' : ', and RPS for the match result'}.
            The base rate is how often the outcome happened in the same league{' '}
            {scope === 'live' ? 'over the year before each match' : 'in the season before'}; the market is the bookmaker
            price's implied probability.
          </p>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {figures.baselines.map((b) => (
              <BaselineCard key={`${b.market}-${b.kind}`} baseline={b} scope={scope} />
            ))}
          </div>

          <h3 className={SUBHEAD}>Calibration by market</h3>
          <div className="grid gap-5 sm:grid-cols-2">
            {figures.calibration.map((c) => (
              <CalibrationChart key={`${c.market}-${c.kind}`} calibration={c} scope={scopeText} />
            ))}
          </div>

          <h3 className={SUBHEAD}>Hit rate by confidence band</h3>
          <table className="w-full text-left text-sm tabular-nums">
            <caption className={`${NOTE} mb-2 text-left`}>
              Grouped by the probability stated (a pick's, or the likeliest outcome of a match result).
            </caption>
            <thead>
              <tr className="text-slate-600 dark:text-slate-300">
                <th scope="col" className="py-1 font-medium">
                  Stated
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Scored
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Hit rate
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Model said
                </th>
              </tr>
            </thead>
            <tbody>
              {figures.bands.map((band) => (
                <tr key={band.band} className="border-t border-slate-200 dark:border-white/10">
                  <th scope="row" className="py-1 font-normal text-slate-700 dark:text-slate-200">
                    {band.band.replace('-', '–')} %
                  </th>
                  <td className="py-1 text-right text-slate-900 dark:text-white">{count(band.scored)}</td>
                  <td className="py-1 text-right text-slate-900 dark:text-white">
                    {band.hitRate === null ? '–' : percent(band.hitRate)}
                  </td>
                  <td className="py-1 text-right text-slate-700 dark:text-slate-200">
                    {band.meanPredicted === null ? '–' : percent(band.meanPredicted)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>

          <h3 className={SUBHEAD}>Profit at market prices</h3>
          {figures.profit ? (
            <p className="text-sm text-slate-800 dark:text-slate-100">
              One unit on each of {count(figures.profit.bets)} priced predictions at the sealed price:{' '}
              <strong>{units(figures.profit.total)} units</strong> in all, {units(figures.profit.perBet)} per bet
              {figures.profit.low !== null && figures.profit.high !== null
                ? ` (95 % interval ${units(figures.profit.low)} to ${units(figures.profit.high)} per bet).`
                : ' (one bet: no interval yet).'}
            </p>
          ) : (
            <p className={NOTE}>
              {scope === 'live'
                ? 'None yet: no scored prediction carries a bookmaker price so far.'
                : 'The replay carries no bookmaker prices, so it shows no profit.'}
            </p>
          )}
        </>
      )}
    </div>
  )
}

function Scores({ label, scores }: { label: string; scores: TrackRecordBaseline['model'] }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3 border-t border-slate-200 py-1 dark:border-white/10">
      <dt className="text-slate-700 dark:text-slate-200">{label}</dt>
      <dd className="tabular-nums text-slate-900 dark:text-white">
        Brier {score(scores.brier)} · log-loss {score(scores.logLoss)}
        {scores.rps !== null ? ` · RPS ${score(scores.rps)}` : ''}
      </dd>
    </div>
  )
}

/** A baseline that cannot be shown yet, and why. */
function Note({ label, text }: { label: string; text: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3 border-t border-slate-200 py-1 dark:border-white/10">
      <dt className="text-slate-700 dark:text-slate-200">{label}</dt>
      <dd className="text-slate-600 dark:text-slate-300">{text}</dd>
    </div>
  )
}

function BaselineCard({ baseline, scope }: { baseline: TrackRecordBaseline; scope: 'live' | 'replay' }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3 text-sm dark:bg-white/5">
      <p className="font-medium text-slate-900 dark:text-white">
        {baseline.label}{' '}
        <span className="font-normal text-slate-600 dark:text-slate-300">· {count(baseline.scored)} scored</span>
      </p>
      <dl className="mt-2">
        <Scores label="Model" scores={baseline.model} />
        {baseline.baseRate ? (
          <Scores label="Base rate" scores={baseline.baseRate} />
        ) : (
          <Note label="Base rate" text="No earlier results in these leagues." />
        )}
        {baseline.marketPrice && baseline.modelOnPriced ? (
          <>
            <Scores label={`Market (${count(baseline.priced)} priced)`} scores={baseline.marketPrice} />
            <Scores label="Model on those" scores={baseline.modelOnPriced} />
          </>
        ) : (
          <Note
            label="Market"
            text={
              scope === 'replay'
                ? 'The replay carries no bookmaker prices.'
                : `Not enough priced predictions yet (${count(baseline.priced)} of ${count(baseline.pricedNeeded)}).`
            }
          />
        )}
      </dl>
    </div>
  )
}
