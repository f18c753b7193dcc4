/**
 * Corpus part: value questions (issue 31). Two lists:
 * - VALUE_CASES run on the priced test world (report/testing/fake-priced-world.ts: Premier
 *   League fixtures of 14–15 March with opening prices, Bundesliga fixtures with none): value
 *   picks ranked by edge and charged; a league or bookmaker with no stored price, or nothing
 *   clearing the value rule, said plainly and free;
 * - VALUE_CASES_WITHOUT_PRICES join the domestic corpus, whose world stores no prices at all:
 *   every value question there is free and says no price is stored.
 */
import { type CorpusCase, SAT } from './cases.ts'

type Expect = CorpusCase['expect']
type ReportExpect = NonNullable<CorpusCase['report']>

const c = (q: string, expect: Expect, report: ReportExpect): CorpusCase => ({ q, clientDate: SAT, expect, report })
const picks = (e: Omit<Expect, 'kind'> = {}): Expect => ({ kind: 'picks', ...e })
const full = (...contains: string[]): ReportExpect => ({ coverage: 'full', contains })
const none = (...contains: string[]): ReportExpect => ({ coverage: 'none', contains })
const day = (d: string) => ({ from: d, to: d })
const SATURDAY = day('2026-03-14')
const SUNDAY = day('2026-03-15')
const WEEKEND = { from: '2026-03-14', to: '2026-03-15' }

const FREE = 'This question was not charged.'
const NO_PRICES = 'No bookmaker prices'
const SIDE_BY_SIDE = "(Pinnacle's opening price, margin removed by Shin's method)"
const RULE = 'The value rule: the model gives the outcome at least 35%'
const STAKE = 'optional stake'

export const VALUE_CASES: CorpusCase[] = [
  c(
    'best value bets this weekend in the Premier League',
    picks({ window: WEEKEND, competitions: ['en.1'], value: 'edge' }),
    {
      ...full(
        'Liverpool v Crystal Palace',
        'Arsenal v Chelsea',
        SIDE_BY_SIDE,
        'best price 1.31 at bet365 (opening)',
        RULE,
        STAKE,
      ),
      excludes: ['Bayern'],
    },
  ),
  c('value bets this weekend', picks({ window: WEEKEND, value: 'edge' }), full('Liverpool v Crystal Palace', 'edge +')),
  c('where is the value today', picks({ window: SATURDAY, value: 'edge' }), {
    ...full('Liverpool v Crystal Palace'),
    excludes: ['Arsenal v Chelsea'],
  }),
  c('any value at bet365 this weekend', picks({ window: WEEKEND, value: 'edge', bookmaker: 'bet365' }), {
    ...full('Value picks at bet365', 'at bet365 (opening)'),
    excludes: ['at Pinnacle (opening)'],
  }),
  c(
    'any value at William Hill this weekend',
    picks({ window: WEEKEND, value: 'edge', bookmaker: 'williamhill' }),
    none('Nothing this weekend', 'clears the value rule at William Hill', FREE),
  ),
  c(
    'value picks in the Bundesliga today',
    picks({ window: SATURDAY, competitions: ['de.1'], value: 'edge' }),
    none(NO_PRICES, 'three Bundesliga fixtures', FREE),
  ),
  c(
    '2 value tips for Sunday',
    picks({ window: SUNDAY, count: 2, value: 'edge' }),
    full('Arsenal v Chelsea', 'fewer than the two you asked for'),
  ),
  c(
    'which Premier League favourites are overpriced this weekend',
    picks({ window: WEEKEND, competitions: ['en.1'], value: 'overpriced_favourites' }),
    none('No favourite this weekend', FREE),
  ),
  c(
    'any value in Arsenal v Chelsea',
    { kind: 'match', teams: ['arsenal', 'chelsea'], value: 'edge' },
    full('**Model v market**', 'Arsenal win: model 74% v market 75%', 'best price 1.41 at bet365 (opening)'),
  ),
  c(
    'bet365 price for Arsenal v Chelsea',
    { kind: 'match', teams: ['arsenal', 'chelsea'], value: 'prices', bookmaker: 'bet365' },
    full('Draw: model 15% v market 15%', 'best price 6.32 at bet365 (opening)'),
  ),
  c(
    'Bayern v Dortmund best odds',
    { kind: 'match', teams: ['bayern-munchen', 'borussia-dortmund'], value: 'prices' },
    { coverage: 'partial', contains: ['Not in this answer: bookmaker prices', FREE], excludes: ['Model v market'] },
  ),
  c('tips this weekend in the Premier League', picks({ window: WEEKEND, competitions: ['en.1'] }), {
    ...full('Model v market: model 82% v market 82%'),
  }),
]

export const VALUE_CASES_WITHOUT_PRICES: CorpusCase[] = [
  c(
    'best value bets this weekend in the Premier League',
    picks({ window: WEEKEND, competitions: ['en.1'], value: 'edge' }),
    none('No bookmaker prices are stored for the five Premier League fixtures this weekend', FREE),
  ),
  c(
    'any value at bet365 today',
    picks({ window: SATURDAY, value: 'edge', bookmaker: 'bet365' }),
    none('No bookmaker prices at bet365 are stored', FREE),
  ),
  c(
    'where is the edge against the bookies this weekend',
    picks({ window: WEEKEND, value: 'edge' }),
    none(NO_PRICES, FREE),
  ),
  c(
    'Arsenal v Chelsea',
    { kind: 'match', teams: ['arsenal', 'chelsea'] },
    {
      coverage: 'full',
      contains: ['Arsenal v Chelsea'],
      excludes: ['Model v market'],
    },
  ),
]
