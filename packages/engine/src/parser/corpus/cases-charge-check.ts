/**
 * The charge check (issue 29): answers whose writer gave something, but not the item asked for,
 * are free and say which item is missing. Written against the test world: one fixture tomorrow,
 * no meeting of Arsenal and Bayern, Arsenal v Chelsea on 15 March (not 21 March).
 */
import { type CorpusCase, SAT } from './cases.ts'

const NOT_IN = 'Not in this answer'

export const CHARGE_CHECK_CASES: CorpusCase[] = [
  {
    q: 'safest double tomorrow',
    clientDate: SAT,
    expect: {
      kind: 'picks',
      market: { type: 'banker' },
      count: 2,
      window: { from: '2026-03-15', to: '2026-03-15' },
      accumulator: true,
    },
    report: { coverage: 'partial', contains: ['Only one leg qualifies', NOT_IN, 'accumulator priced together'] },
  },
  {
    q: 'give me a treble for sunday, safest legs',
    clientDate: SAT,
    expect: {
      kind: 'picks',
      market: { type: 'banker' },
      count: 3,
      window: { from: '2026-03-15', to: '2026-03-15' },
      accumulator: true,
    },
    report: { coverage: 'partial', contains: [NOT_IN, '3-fold accumulator priced together', 'not charged'] },
  },
  {
    q: 'H2H Arsenal Bayern',
    clientDate: SAT,
    expect: { kind: 'results', teams: ['arsenal', 'bayern-munchen'] },
    report: { coverage: 'none', contains: ['have not met in the data', NOT_IN, 'not charged'] },
  },
  {
    q: 'past meetings between Chelsea and Dortmund',
    clientDate: SAT,
    expect: { kind: 'results', teams: ['chelsea', 'borussia-dortmund'] },
    report: { coverage: 'none', contains: ['have not met in the data', 'not charged'] },
  },
  {
    q: 'arsenal vs chelsea on 21 march',
    clientDate: SAT,
    expect: { kind: 'match', teams: ['arsenal', 'chelsea'], window: { from: '2026-03-21', to: '2026-03-21' } },
    report: {
      coverage: 'none',
      contains: ['Their next meeting in the data', 'not charged'],
      excludes: ['Arsenal v Chelsea, Premier League, Sunday 15 March 2026\n- Arsenal v Chelsea'],
    },
  },
  {
    q: 'chelsea v arsenal next saturday',
    clientDate: SAT,
    expect: { kind: 'match', teams: ['chelsea', 'arsenal'], window: { from: '2026-03-21', to: '2026-03-21' } },
    report: { coverage: 'none', contains: ['No Chelsea v Arsenal meeting is scheduled', 'not charged'] },
  },
  {
    q: 'arsenal vs chelsea on sunday',
    clientDate: SAT,
    expect: { kind: 'match', teams: ['arsenal', 'chelsea'], window: { from: '2026-03-15', to: '2026-03-15' } },
    report: { coverage: 'full', contains: ['## Arsenal v Chelsea'], excludes: [NOT_IN] },
  },
  {
    q: 'H2H Arsenal Chelsea',
    clientDate: SAT,
    expect: { kind: 'results', teams: ['arsenal', 'chelsea'] },
    report: { coverage: 'full', contains: ['head to head'], excludes: [NOT_IN] },
  },
  // A side word right after a named club, no "v" between: "Stuttgart Eintracht" is the pairing.
  {
    q: 'Stuttgart Eintracht head to head',
    clientDate: SAT,
    expect: { kind: 'results', teams: ['vfb-stuttgart', 'eintracht-frankfurt'] },
    report: { coverage: 'full', contains: ['head to head'] },
  },
]
