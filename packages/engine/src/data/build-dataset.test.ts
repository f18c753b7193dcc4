import { describe, expect, it } from 'vitest'
import { buildDataset } from './build-dataset.ts'

/** A Champions League final as two sources list it: one still without a score, one with the result. */
const FIXTURE_ONLY = {
  competition: 'uefa.cl',
  season: '2024-25',
  json: {
    name: 'UEFA Champions League 2024/25',
    matches: [
      {
        round: 'Finals, Final',
        date: '2025-05-31',
        time: '21:00',
        team1: 'Paris Saint-Germain FC (FRA)',
        team2: 'FC Internazionale Milano (ITA)',
        score: {},
      },
    ],
  },
}
const WITH_RESULT = {
  competition: 'uefa.cl',
  season: '2024-25',
  json: null,
  text: [
    '= UEFA Champions League 2024/25',
    '',
    '» Finals, Final',
    '  Sat May/31 2025',
    '    21.00  Paris Saint-Germain FC (FRA) v FC Internazionale Milano (ITA)  5-0 (2-0)',
    '',
  ].join('\n'),
}

describe('buildDataset', () => {
  it('keeps the result when one source lists a match unplayed and another has its score, whatever the order', () => {
    for (const files of [
      [FIXTURE_ONLY, WITH_RESULT],
      [WITH_RESULT, FIXTURE_ONLY],
    ]) {
      const finals = buildDataset(files).matches
      expect(finals).toHaveLength(1)
      expect(finals[0]).toMatchObject({ status: 'finished', homeGoals: 5, awayGoals: 0 })
    }
  })
})
