import { expect, it } from 'vitest'
import { DATA_DIR, describeWithData, EUROPE_DIR } from '../../test-support/data-dir.ts'
import { buildDataset } from '../build-dataset.ts'
import { readSourceFiles } from '../load-directory.ts'
import { readFootballTxtFiles } from './load-directory.ts'

const EUROPEAN = new Set(['uefa.cl', 'uefa.el', 'uefa.conf'])

describeWithData('clubs of the European cups are the leagues’ clubs', { football: true, europe: true }, () => {
  const seasons = ['2024-25', '2025-26']
  const ds = buildDataset([...readSourceFiles(DATA_DIR, { seasons }), ...readFootballTxtFiles(EUROPE_DIR, { seasons })])

  it('names "Liverpool FC (ENG)" and "Galatasaray SK (TUR)" as the league clubs', () => {
    expect(ds.directory.idForSource('Liverpool FC (ENG)', 'uefa.cl')).toBe('liverpool')
    expect(ds.directory.idForSource('Liverpool FC', 'en.1')).toBe('liverpool')
    expect(ds.directory.idForSource('Galatasaray SK (TUR)', 'uefa.cl')).toBe(
      ds.directory.idForSource('Galatasaray', 'tr.1'),
    )
    expect(ds.directory.idForSource('FC Bayern München (GER)', 'uefa.cl')).toBe(
      ds.directory.idForSource('FC Bayern München', 'de.1'),
    )
  })

  it('links every European club of a country whose league is in the data to that league', () => {
    const leagueCountries = new Set(ds.competitions.filter((c) => c.country !== 'International').map((c) => c.country))
    const orphans: string[] = []
    for (const m of ds.matches) {
      if (!EUROPEAN.has(m.competition) || m.season !== '2025-26') continue
      for (const id of [m.homeTeamId, m.awayTeamId]) {
        const country = ds.directory.countryOf(id) ?? ''
        const domestic = ds.directory.competitionsOf(id).filter((c) => !EUROPEAN.has(c))
        if (leagueCountries.has(country) && domestic.length === 0) orphans.push(id)
      }
    }
    expect([...new Set(orphans)]).toEqual([])
  })

  it('keeps the two Champions League sources of one season as one set of fixtures', () => {
    const cl = ds.matches.filter((m) => m.competition === 'uefa.cl' && m.season === '2024-25')
    expect(cl).toHaveLength(189)
  })
})
