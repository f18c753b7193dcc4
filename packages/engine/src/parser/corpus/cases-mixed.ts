/**
 * Corpus part fourteen (issue 29): one more round of phrasings across the classes, asked on
 * Friday 13 March 2026 of the test world, so each class is held in words its first cases do not
 * use.
 */
import type { CorpusCase } from './cases.ts'

const FRI = '2026-03-13T10:00:00.000Z'
const SAT = { from: '2026-03-14', to: '2026-03-14' }
const c = (q: string, expect: CorpusCase['expect']): CorpusCase => ({ q, clientDate: FRI, expect })
const outOfScope = (topic: 'womens_football' | 'national_teams' | 'youth_football'): CorpusCase['expect'] => ({
  kind: 'unsupported',
  unsupportedReason: 'out_of_scope',
  notUnderstood: { topic },
})

export const MIXED_CASES: (CorpusCase & { focus?: 'record' })[] = [
  c('Spurs v Villa who wins', {
    kind: 'match',
    market: { type: 'match_result' },
    teams: ['tottenham-hotspur', 'aston-villa'],
  }),
  c('Leipzig or draw v Leverkusen', {
    kind: 'match',
    market: { type: 'double_chance', side: null, teamId: 'rb-leipzig' },
    teams: ['rb-leipzig', 'bayer-leverkusen'],
  }),
  c('h2h Chelsea Liverpool last 3', { kind: 'results', teams: ['chelsea', 'liverpool'], count: 3 }),
  c('Frankfurt form', { kind: 'results', teams: ['eintracht-frankfurt'] }),
  c('over 2.5 treble tomorrow', {
    kind: 'picks',
    accumulator: true,
    market: { type: 'over', line: '2.5' },
    count: 3,
    window: SAT,
  }),
  c('Liverpool v Palace and Villa v West Ham btts', {
    kind: 'match',
    market: { type: 'btts_yes' },
    teams: ['liverpool', 'crystal-palace', 'aston-villa', 'west-ham-united'],
    pairings: [
      ['liverpool', 'crystal-palace'],
      ['aston-villa', 'west-ham-united'],
    ],
  }),
  c('Everton next 2 games', { kind: 'team', teams: ['everton'], count: 2 }),
  c('is Salah fit for Liverpool', { kind: 'team', teams: ['liverpool'], notUnderstood: { topic: 'injuries' } }),
  c('Arsenal women tips', outOfScope('womens_football')),
  c('Wales v England prediction', outOfScope('national_teams')),
  c('Bayern under-19s', outOfScope('youth_football')),
  c('best price Chelsea at bet365', { kind: 'team', teams: ['chelsea'], value: 'prices', bookmaker: 'bet365' }),
  c('btts and over 2.5 Bayern Dortmund', {
    kind: 'match',
    market: { type: 'btts_and_over', line: '2.5' },
    teams: ['bayern-munchen', 'borussia-dortmund'],
  }),
  c('upsets in the Premier League tomorrow', {
    kind: 'picks',
    market: { type: 'underdog_win' },
    competitions: ['en.1'],
    window: SAT,
  }),
  { ...c('Villa home record', { kind: 'results', teams: ['aston-villa'], venue: 'home' }), focus: 'record' },
  c('best attack in the bundesliga', { kind: 'table', competitions: ['de.1'] }),
]
