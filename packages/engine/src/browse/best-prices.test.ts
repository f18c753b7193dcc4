/** The market's prices on a match page (issue 34): only what the data holds, the best real bookmaker's. */
import { describe, expect, it } from 'vitest'
import type { MatchPrice } from '../data/external/external-row.ts'
import { fakeWorld } from '../report/testing/fake-world.ts'
import type { MatchRecord } from '../types.ts'
import { bestPrices } from './best-prices.ts'
import { bookmakerName } from './bookmaker-name.ts'
import { createBrowser } from './create-browser.ts'

const match = (prices: MatchPrice[] | undefined, status: MatchRecord['status'] = 'scheduled'): MatchRecord => ({
  id: 'm1',
  competition: 'en.1',
  season: '2021-22',
  kickoff: '2022-03-13T14:00:00.000Z',
  date: '2022-03-13',
  homeTeamId: 'arsenal',
  awayTeamId: 'leicester-city',
  status,
  homeGoals: status === 'finished' ? 2 : null,
  awayGoals: status === 'finished' ? 0 : null,
  ...(prices ? { prices } : {}),
})

const result = (bookmaker: string, kind: MatchPrice['kind'], h: number, d: number, a: number): MatchPrice => ({
  market: '1x2',
  lineX100: 0,
  bookmaker,
  kind,
  homeMilli: h,
  drawMilli: d,
  awayMilli: a,
})
const total = (bookmaker: string, kind: MatchPrice['kind'], line: number, over: number, under: number): MatchPrice => ({
  market: 'total',
  lineX100: line,
  bookmaker,
  kind,
  overMilli: over,
  underMilli: under,
})

describe('bestPrices', () => {
  it('takes the highest real bookmaker per outcome, names it, and never the market maximum', () => {
    const prices = [
      result('bet365', 'opening', 1800, 3600, 4500),
      result('williamhill', 'opening', 1750, 3700, 4800),
      result('market_max', 'opening', 1900, 3900, 5000),
      total('pinnacle', 'opening', 250, 1950, 1900),
      total('bet365', 'opening', 250, 1900, 1950),
      // Another line: not the 2.5 goals the page shows.
      total('bet365', 'opening', 350, 3100, 1350),
    ]
    expect(bestPrices(match(prices))).toEqual([
      { outcome: 'home_win', priceMilli: 1800, bookmaker: 'bet365', bookmakerName: 'Bet365', kind: 'opening' },
      { outcome: 'draw', priceMilli: 3700, bookmaker: 'williamhill', bookmakerName: 'William Hill', kind: 'opening' },
      {
        outcome: 'away_win',
        priceMilli: 4800,
        bookmaker: 'williamhill',
        bookmakerName: 'William Hill',
        kind: 'opening',
      },
      { outcome: 'over_2.5', priceMilli: 1950, bookmaker: 'pinnacle', bookmakerName: 'Pinnacle', kind: 'opening' },
      { outcome: 'under_2.5', priceMilli: 1950, bookmaker: 'bet365', bookmakerName: 'Bet365', kind: 'opening' },
    ])
  })

  it('gives nothing when no price is stored, and only the outcomes that have one', () => {
    expect(bestPrices(match(undefined))).toEqual([])
    expect(bestPrices(match([result('market_average', 'opening', 1800, 3600, 4500)]))).toEqual([])
    expect(bestPrices(match([total('bet365', 'current', 250, 2010, 1800)])).map((p) => p.outcome)).toEqual([
      'over_2.5',
      'under_2.5',
    ])
  })

  it('prefers current prices to opening ones, and shows a played match its closing price', () => {
    const fresh = bestPrices(
      match([result('bet365', 'opening', 2000, 3400, 3900), result('bwin', 'current', 1900, 3500, 4000)]),
    )
    expect(fresh.map((p) => `${p.outcome} ${p.priceMilli} ${p.bookmakerName} ${p.kind}`)).toEqual([
      'home_win 1900 bwin current',
      'draw 3500 bwin current',
      'away_win 4000 bwin current',
    ])
    const played = bestPrices(match([result('pinnacle', 'closing', 1700, 3900, 5200)], 'finished'))
    expect(played[0]).toMatchObject({ kind: 'closing', bookmakerName: 'Pinnacle' })
    // Before kick-off a closing price does not exist yet: a scheduled match never shows one.
    expect(bestPrices(match([result('pinnacle', 'closing', 1700, 3900, 5200)]))).toEqual([])
  })

  it("names a bookmaker it has no entry for from its key's words", () => {
    expect(bookmakerName('betfair_ex_eu')).toBe('Betfair Exchange')
    expect(bookmakerName('some_new_book')).toBe('Some New Book')
  })
})

describe('a match page carries the prices stored for its match', () => {
  it('puts them on the page where stored, and none on a match without', () => {
    const world = fakeWorld()
    const [priced, plain] = world.matches.filter((m) => m.status === 'scheduled' && m.date === '2026-03-14')
    if (!priced || !plain) throw new Error('the test world has no two fixtures on 14 March')
    priced.prices = [result('bet365', 'opening', 2100, 3400, 3600)]
    const browser = createBrowser(world, '2026-03-14')
    const page = (id: string) => {
      const answer = browser.browse({ kind: 'match', id })
      if (!answer || !('bestPrices' in answer)) throw new Error(`no match page for ${id}`)
      return answer
    }
    expect(page(priced.id).bestPrices.map((p) => `${p.outcome} ${p.priceMilli} ${p.bookmakerName}`)).toEqual([
      'home_win 2100 Bet365',
      'draw 3400 Bet365',
      'away_win 3600 Bet365',
    ])
    expect(page(plain.id).bestPrices).toEqual([])
  })
})
