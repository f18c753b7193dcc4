/**
 * The Odds API as a source of current prices (ODDS_API_KEY): each league's latest answer
 * (odds-api-client.ts) becomes rows named the API's way ("Manchester United", kick-off in UTC),
 * joined to the openfootball fixtures like any other row (match-rows.ts) on the match's local
 * date in its competition's time zone.
 */
import { competitionInfo } from '@pitchwise/engine/data/competitions'
import type { ExternalMatchRow, PriceQuote } from '@pitchwise/engine/data/external/external-row'
import { hashText, type MatchRowFile, type MatchRowsSource } from './match-rows.ts'
import { createOddsApiClient, type OddsApiClientOptions, type OddsApiEvent } from './odds-api-client.ts'

/** The Odds API's league keys → openfootball codes. */
export const ODDS_API_SPORTS: Readonly<Record<string, string>> = {
  soccer_epl: 'en.1',
  soccer_efl_champ: 'en.2',
  soccer_germany_bundesliga: 'de.1',
  soccer_spain_la_liga: 'es.1',
  soccer_italy_serie_a: 'it.1',
  soccer_france_ligue_one: 'fr.1',
  soccer_netherlands_eredivisie: 'nl.1',
  soccer_portugal_primeira_liga: 'pt.1',
}

/** The five leagues asked for by default: the quota is small, and these carry the model's history. */
export const DEFAULT_ODDS_API_SPORTS = [
  'soccer_epl',
  'soccer_germany_bundesliga',
  'soccer_spain_la_liga',
  'soccer_italy_serie_a',
  'soccer_france_ligue_one',
] as const

export interface OddsApiSource extends MatchRowsSource {
  /** The last round's problem (429, quota spent), for the import log. */
  lastProblem(): string | null
}

export function oddsApiSource(options: OddsApiClientOptions & { sports?: readonly string[] }): OddsApiSource {
  const client = createOddsApiClient(options)
  const sports = options.sports ?? DEFAULT_ODDS_API_SPORTS
  let problem: string | null = null
  return {
    name: 'the-odds-api',
    rows: true,
    live: true,
    lastProblem: () => problem,
    async load() {
      const round = await client.round(sports)
      problem = round.problem
      return round.answers.map(
        (answer): MatchRowFile => ({
          origin: answer.sport,
          contentHash: hashText(answer.body),
          rows: answer.events.flatMap((event) => rowOf(event, ODDS_API_SPORTS[answer.sport])),
        }),
      )
    },
  }
}

function rowOf(event: OddsApiEvent, competition: string | undefined): ExternalMatchRow[] {
  if (!competition) return []
  const kickoff = new Date(event.commence_time)
  if (Number.isNaN(kickoff.getTime())) return []
  return [
    {
      competition,
      date: localDate(kickoff, competitionInfo(competition).timeZone),
      homeName: event.home_team,
      awayName: event.away_team,
      origin: `${event.sport_key} event ${event.id}`,
      prices: quotesOf(event),
    },
  ]
}

function quotesOf(event: OddsApiEvent): PriceQuote[] {
  const quotes: PriceQuote[] = []
  for (const bookmaker of event.bookmakers) {
    for (const market of bookmaker.markets) {
      for (const outcome of market.outcomes) {
        const priceMilli = Math.round(outcome.price * 1000)
        if (!Number.isFinite(priceMilli) || priceMilli <= 1000) continue
        const quote = (q: Pick<PriceQuote, 'market' | 'lineX100' | 'outcome'>) =>
          quotes.push({ ...q, bookmaker: bookmaker.key, kind: 'current', priceMilli })
        if (market.key === 'h2h') {
          const outcomeName =
            outcome.name === event.home_team
              ? 'home'
              : outcome.name === event.away_team
                ? 'away'
                : outcome.name === 'Draw'
                  ? 'draw'
                  : null
          if (outcomeName) quote({ market: '1x2', lineX100: 0, outcome: outcomeName })
        } else if (market.key === 'totals' && outcome.point !== undefined) {
          const lineX100 = Math.round(outcome.point * 100)
          const side = outcome.name === 'Over' ? 'over' : outcome.name === 'Under' ? 'under' : null
          if (side && lineX100 % 25 === 0) quote({ market: 'total', lineX100, outcome: side })
        } else if (market.key === 'spreads' && outcome.point !== undefined) {
          // Stored at the home side's handicap: the away outcome's point is its negative.
          const home = outcome.name === event.home_team
          const away = outcome.name === event.away_team
          const lineX100 = Math.round((home ? outcome.point : -outcome.point) * 100)
          if ((home || away) && lineX100 % 25 === 0)
            quote({ market: 'handicap', lineX100, outcome: home ? 'home' : 'away' })
        }
      }
    }
  }
  return quotes
}

/** The calendar date of `instant` in `timeZone`, YYYY-MM-DD. */
function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  )
}
