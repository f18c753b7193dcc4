/**
 * Is the question about football at all, and if not, what is it about? Pitchwise answers
 * football only; naming the other sport lets the reply be specific instead of generic.
 */
import type { MarketSelection } from '../analysis-types.ts'

const OTHER_SPORTS: { sport: string; re: RegExp }[] = [
  { sport: 'basketball', re: /\b(?:nba|basketball|wnba|euroleague|lakers|celtics|warriors|knicks|lebron|curry)\b/ },
  {
    sport: 'tennis',
    re: /\b(?:tennis|wimbledon|atp|wta|roland garros|us open|djokovic|nadal|alcaraz|sinner|federer)\b/,
  },
  { sport: 'cricket', re: /\b(?:cricket|ipl|t20|odi|the ashes|test match|wicket|big bash)\b/ },
  { sport: 'Formula 1', re: /\b(?:f1|formula 1|formula one|grand prix|verstappen|motogp|nascar|indycar)\b/ },
  { sport: 'American football', re: /\b(?:nfl|super bowl|superbowl|touchdown|quarterback|ncaa|college football)\b/ },
  { sport: 'ice hockey', re: /\b(?:nhl|ice hockey|hockey|stanley cup)\b/ },
  { sport: 'baseball', re: /\b(?:mlb|baseball|yankees|dodgers|world series)\b/ },
  { sport: 'golf', re: /\b(?:golf|pga|ryder cup|the masters)\b/ },
  { sport: 'combat sports', re: /\b(?:ufc|mma|boxing|boxer|fight night|bout)\b/ },
  { sport: 'rugby', re: /\b(?:rugby|six nations|super rugby|nrl)\b/ },
  { sport: 'darts', re: /\bdarts\b/ },
  { sport: 'snooker', re: /\b(?:snooker|crucible)\b/ },
  { sport: 'horse racing', re: /\b(?:horse racing|horses?|cheltenham festival|grand national|racecard|jockey)\b/ },
  { sport: 'esports', re: /\b(?:esports?|csgo|cs2|dota|league of legends|valorant)\b/ },
  { sport: 'casino games', re: /\b(?:poker|casino|blackjack|roulette|slots|lottery|lotto)\b/ },
  { sport: 'volleyball', re: /\b(?:volleyball|handball|cycling|tour de france)\b/ },
]

const NOT_FOOTBALL =
  /\b(?:weather|forecast|recipes?|cook|cooking|bake|python|javascript|typescript|code|coding|program|poem|joke|stocks?|bitcoin|crypto|translate|capital of|homework|movie|film|song|lyrics|election|president|vote|diet|flight|hotel|email)\b/

const FOOTBALL_WORDS =
  /\b(?:football|soccer|footy|results|scores|matche?s?|games?|fixtures?|tips?|picks?|bets?|betting|predictions?|predict|odds|goals?|league|acca|accumulator|fold|treble|bankers?|teams?|club|table|standings|kick[\s-]?offs?|vs?|versus|preview|analysis|analyse|analyze|form|xg|punt|slip|selections?|matchday|gameweek|round|derby|six[\s-]?pointers?|relegation|promotion|title|top (?:four|4|six|6|half)|top[\s-]four|finish(?:es|ing)?|finshing|champions league spots?|drop zone|the drop|double|treble|trixie|folds?|(?:two|three|four|five|six|seven|eight|nine|ten)fold|folders?|parlays?|multi ?bets?|combo bets?|slips?|lucky (?:15|31|63)|yankee|heinz|who (?:you|ya|u) got|fancy|any plays|plays? (?:for|of)|hitting|anything on|whats on|bookings? codes?)\b/

const WEAK_MARKETS = new Set(['banker', 'draw', 'match_result'])

/** Names something that is clearly not football (weather, recipes, code). */
export function isOffTopic(normalized: string): boolean {
  return NOT_FOOTBALL.test(normalized) || otherSport(normalized) !== null
}

export function otherSport(normalized: string): string | null {
  for (const { sport, re } of OTHER_SPORTS) if (re.test(normalized)) return sport
  return null
}

export interface Signals {
  teams: number
  competitions: number
  market: MarketSelection | null
  hasWindow: boolean
}

/** True when nothing in the question ties it to football. */
export function looksNonFootball(normalized: string, s: Signals): boolean {
  if (s.teams > 0 || s.competitions > 0) return false
  if (NOT_FOOTBALL.test(normalized)) return true
  if (FOOTBALL_WORDS.test(normalized)) return false
  if (s.market && !WEAK_MARKETS.has(s.market.type)) return false
  // "any draws today?" is football; "how do I draw a cat" is not.
  if (s.market && s.hasWindow) return false
  return true
}
