/**
 * Corpus part six (issue 29): form, last-N results and head to head, written before the code.
 * Such questions used to get the next match's preview (one form string) or, for a pair, a
 * hypothetical meeting. They are results questions about a club or a pairing: the answer lists
 * the matches (date, opponent, venue, score) newest first with a summary, and is charged. The
 * test world's results run every Saturday from 10 January to 7 March 2026; asked on 14 March.
 */
import type { IntentKind } from '../../analysis-types.ts'
import { type CorpusCase, SAT } from './cases.ts'

type Expect = CorpusCase['expect']
type ReportExpect = NonNullable<CorpusCase['report']>

const c = (q: string, expect: Expect, report?: ReportExpect): CorpusCase => ({
  q,
  clientDate: SAT,
  expect,
  ...(report ? { report } : {}),
})
const k = (kind: IntentKind, e: Omit<Expect, 'kind'> = {}): Expect => ({ kind, ...e })
const form = (team: string, count: number | null = null) => k('results', { teams: [team], count })
const h2h = (a: string, b: string, count: number | null = null) => k('results', { teams: [a, b], count })
const full = (...contains: string[]): ReportExpect => ({ coverage: 'full', contains })
const TABLE = '| Date | Opponent | Venue | Score | Result |'
const MEETINGS = '| Date | Competition | Match | Score |'

export const FORM_H2H_CASES: (CorpusCase & { focus?: 'form' | 'record' })[] = [
  // --- a club's form and last N results
  c('Arsenal form', form('arsenal'), full('## Arsenal: last 5 results', TABLE, 'Everton')),
  c("how is Chelsea's form", form('chelsea'), full('## Chelsea: last 5 results', TABLE)),
  c('Liverpool recent form', form('liverpool'), full('## Liverpool: last 5 results')),
  c('last 6 matches of Everton', form('everton', 6), full('## Everton: last 6 results', TABLE)),
  c("Dortmund's last three games", form('borussia-dortmund', 3), full('## Borussia Dortmund: last 3 results')),
  c('Leverkusen form guide', form('bayer-leverkusen'), full('## Bayer Leverkusen: last 5 results')),
  c('how have Spurs been playing lately', form('tottenham-hotspur'), full('## Tottenham Hotspur: last 5 results')),
  c(
    'last ten results Newcastle',
    form('newcastle-united', 10),
    full('## Newcastle United: last 9 results', 'Only nine results'),
  ),
  c('Bayern in their last 4', form('bayern-munchen', 4), full('## Bayern München: last 4 results')),
  c('Aston Villa run of form', form('aston-villa'), full('## Aston Villa: last 5 results')),
  c('West Ham recent results', form('west-ham-united'), full('## West Ham United: last 5 results', TABLE)),
  c('Frankfurt last couple of games', form('eintracht-frankfurt', 2), full('## Eintracht Frankfurt: last 2 results')),
  c('how are Stuttgart doing', form('vfb-stuttgart'), full('## VfB Stuttgart: last 5 results')),

  // --- head to head
  c('head to head Arsenal Chelsea', h2h('arsenal', 'chelsea'), full('## Arsenal v Chelsea: head to head', MEETINGS)),
  c('h2h Bayern Dortmund', h2h('bayern-munchen', 'borussia-dortmund'), full('head to head', MEETINGS)),
  c('Liverpool v Man City previous meetings', h2h('liverpool', 'manchester-city'), full('head to head')),
  c('history between Everton and Palace', h2h('everton', 'crystal-palace'), full('head to head')),
  c('Chelsea record against Arsenal', h2h('chelsea', 'arsenal'), full('head to head')),
  c('last 3 meetings Tottenham Newcastle', h2h('tottenham-hotspur', 'newcastle-united', 3), full('head to head')),
  // Two clubs' form compared: each side's own results, not their meetings.
  {
    ...c(
      "Arsenal or Spurs, who's in better form",
      k('results', { teams: ['arsenal', 'tottenham-hotspur'] }),
      full('## Arsenal: last 5 results', '## Tottenham Hotspur: last 5 results'),
    ),
    focus: 'form',
  },
  c('Tottenham v Newcastle head to head form', h2h('tottenham-hotspur', 'newcastle-united'), full('head to head')),
  c('past results Leipzig v Leverkusen', h2h('rb-leipzig', 'bayer-leverkusen'), full('head to head')),
  c('Villa West Ham h2h record', h2h('aston-villa', 'west-ham-united'), full('head to head')),

  // --- look-alikes that stay what they were
  c(
    'in-form teams over 2.5 today',
    k('picks', { market: { type: 'over', line: '2.5' }, window: { from: '2026-03-14', to: '2026-03-14' } }),
  ),
  c('best form teams to back this weekend', k('picks', { window: { from: '2026-03-14', to: '2026-03-15' } })),
  c('Arsenal next match', k('team', { teams: ['arsenal'] })),
  c('Liverpool v Crystal Palace', k('match', { teams: ['liverpool', 'crystal-palace'] })),
  // --- home or away only, and runs
  c(
    'Arsenal home form',
    { kind: 'results', teams: ['arsenal'], venue: 'home' },
    full('## Arsenal: last 5 home results'),
  ),
  {
    ...c(
      'Chelsea away record this season',
      { kind: 'results', teams: ['chelsea'], venue: 'away' },
      full('away results'),
    ),
    focus: 'record',
  },
  c('Arsenal unbeaten run', form('arsenal'), full('## Arsenal: last 5 results')),
  c('Dortmund winless streak', form('borussia-dortmund'), full('## Borussia Dortmund: last 5 results')),
]
