/**
 * A bookmaker's name as bettors write it, from the key the sources store (football-data.co.uk's
 * column codes mapped in data/football-data-csv/price-columns.ts, The Odds API's bookmaker keys).
 * A key not listed is shown from its own words ("betfair_ex_eu" → "Betfair Ex Eu"): a plain name
 * rather than none.
 */
const NAMES: Readonly<Record<string, string>> = {
  bet365: 'Bet365',
  bwin: 'bwin',
  interwetten: 'Interwetten',
  pinnacle: 'Pinnacle',
  williamhill: 'William Hill',
  betvictor: 'BetVictor',
  ladbrokes: 'Ladbrokes',
  ladbrokes_uk: 'Ladbrokes',
  stanjames: 'Stan James',
  gamebookers: 'Gamebookers',
  sportingbet: 'Sportingbet',
  bluesquare: 'Blue Square',
  sportingodds: 'Sporting Odds',
  betfair_ex_uk: 'Betfair Exchange',
  betfair_ex_eu: 'Betfair Exchange',
  betfair_sb_uk: 'Betfair Sportsbook',
  unibet_eu: 'Unibet',
  unibet_uk: 'Unibet',
  skybet: 'Sky Bet',
  paddypower: 'Paddy Power',
  coral: 'Coral',
  betway: 'Betway',
  marathonbet: 'Marathonbet',
  onexbet: '1xBet',
  sport888: '888sport',
  matchbook: 'Matchbook',
  betclic: 'Betclic',
  betsson: 'Betsson',
  nordicbet: 'NordicBet',
  draftkings: 'DraftKings',
  fanduel: 'FanDuel',
}

export function bookmakerName(key: string): string {
  return (
    NAMES[key] ??
    key
      .split(/[_\s]+/)
      .filter(Boolean)
      .map((word) => word[0]?.toUpperCase() + word.slice(1))
      .join(' ')
  )
}
