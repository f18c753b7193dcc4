/**
 * What the data cannot know, found by name so the reply can say it (issue 29). Pitchwise holds
 * fixtures and full-time results of men's senior club football, and a model on them: nothing
 * about injuries, line-ups, referees, bookmakers' prices or transfers, and no women's,
 * national-team or youth football. Without this, "Barcelona women next match" was answered with
 * the men's club and "England v Brazil" with a Brazilian club.
 *
 * Rules run on normalised text (lowercase, no accents or apostrophes); the first that matches
 * wins, most specific first (the Lionesses are women's football before national-team football).
 */
import type { OutOfScopeTopic } from '../analysis-types.ts'

/** Topics that make the whole question one Pitchwise does not cover: nothing else is answered. */
export const WHOLE_QUESTION_TOPICS: ReadonlySet<OutOfScopeTopic> = new Set([
  'womens_football',
  'national_teams',
  'youth_football',
])

/** Topics whose question usually names players, so unknown capitalised words are not reported as clubs. */
export const PLAYER_TOPICS: ReadonlySet<OutOfScopeTopic> = new Set(['injuries', 'lineups', 'transfers'])

const COUNTRIES = [
  'england',
  'scotland',
  'wales',
  'northern ireland',
  'republic of ireland',
  'ireland',
  'spain',
  'italy',
  'germany',
  'france',
  'netherlands',
  'holland',
  'portugal',
  'belgium',
  'brazil',
  'argentina',
  'uruguay',
  'colombia',
  'mexico',
  'usa',
  'united states',
  'canada',
  'japan',
  'south korea',
  'australia',
  'croatia',
  'serbia',
  'switzerland',
  'austria',
  'denmark',
  'sweden',
  'norway',
  'poland',
  'turkey',
  'greece',
  'morocco',
  'senegal',
  'nigeria',
  'ghana',
  'egypt',
  'cameroon',
  'ecuador',
  'chile',
  'peru',
  'czechia',
  'czech republic',
  'hungary',
  'ukraine',
  'iceland',
  'qatar',
  'saudi arabia',
  'iran',
  'south africa',
  'ivory coast',
  'cote divoire',
  'algeria',
  'tunisia',
  'mali',
  'kenya',
  'zambia',
  'jamaica',
  'india',
  'china',
]
const COUNTRY = `(?:${COUNTRIES.join('|')})`
/** "Spain v Italy", "England versus Germany": two countries as the sides of a match. */
const COUNTRY_PAIR = new RegExp(`\\b${COUNTRY}\\s+(?:v|vs|versus|against|-|and|or)\\s+${COUNTRY}\\b`)

const RULES: { topic: OutOfScopeTopic; re: RegExp }[] = [
  {
    topic: 'womens_football',
    re: /\bwom[ae]ns?\b|\bladies\b|\bwsl\b|\bnwsl\b|\bliga f\b|\bfeminin[ae]?s?\b|\bfemenin[oa]s?\b|\bfemeni\b|\bfemminile\b|\bfrauen\b|\blionesses\b|\bmatildas\b|\buswnt\b|\bgirls\b|\bsuper falcons\b|\bbanyana(?: banyana)?\b/,
  },
  {
    topic: 'youth_football',
    // Second teams too: "Jong Ajax", "Real Madrid Castilla", "Dortmund II", "Barca B team".
    re: /\bu ?(?:1[5-9]|2[0-3])s?\b|\bunder[\s-]?(?:1[5-9]|2[0-3])s?\b|\byouth\b|\bacademy\b|\bprimavera\b|\breserves?\b|\bjuniors?\b|\bjong\b|\bcastilla\b|\bii\b|\bb (?:team|side)\b/,
  },
  {
    topic: 'national_teams',
    re: /\bnational (?:team|side|squad)s?\b|\binternationals?\b|\bfriendl(?:y|ies)\b|\bworld cup\b|\beuros\b|\beuro (?:20\d\d|qualif\w*|finals?)\b|\bnations league\b|\bcopa america\b|\bafcon\b|\bafrica cup of nations\b|\bthree lions\b|\bselecao\b|\bazzurri\b|\bles bleus\b|\bla roja\b|\boranje\b|\bdie mannschaft\b|\bsocceroos\b|\busmnt\b|\bsuper eagles\b|\bblack stars\b|\bbafana(?: bafana)?\b|\bel tri\b|\bharambee stars\b|\bchipolopolo\b/,
  },
  { topic: 'national_teams', re: COUNTRY_PAIR },
  {
    topic: 'injuries',
    re: /\binjur(?:y|ies|ed)\b|\bsquad (?:news|updates?)\b|\bsuspen(?:ded|sions?)\b|\bsuspended\b|\bteam news\b|\bfit(?:ness)? (?:to (?:play|face|start)|test|for)\b|\bruled out\b|\bdoubtful\b|\bsidelined\b|\bhamstring\b|\bavailab(?:le|ility)\b|\bis \w+ fit\b|\bfitness\b/,
  },
  {
    topic: 'lineups',
    re: /\bline ?-?ups?\b|\bstarting (?:xi|11|eleven|line ?-?up)\b|\bpredicted (?:xi|11|eleven)\b|\bxi\b|\bteam ?sheets?\b|\bwho starts\b|\bstarts? up front\b|\bon the bench\b|\b(?:is|are) [a-z]+ starting\b(?! to)|\bbenched\b/,
  },
  {
    // "live score inter atalanta", "in-play": the data ends at full time; live prices are prices (value.ts).
    topic: 'live_scores',
    re: /\blive ?scores?\b|\blive (?:results?|updates?|stream(?:s|ing)?|commentary|text)\b|\bscore (?:right )?now\b|\bcurrent score\b|\bwhats the score\b|\bin[\s-]?play\b/,
  },
  {
    topic: 'weather',
    re: /\bweather\b|\brain(?:y|ing|s)?\b|\bwind(?:y)?\b|\bsnow(?:y|ing)?\b|\bpitch (?:conditions?|is (?:wet|frozen|heavy))\b|\bwaterlogged\b|\bfrozen pitch\b|\bheat ?wave\b/,
  },
  { topic: 'referees', re: /\brefs?\b|\brefere(?:e|es|eing)\b|\bofficials?\b|\bofficiat\w*\b|\bvar\b/ },
  {
    // Bookmakers whose prices are never stored, and bet slips' booking codes; the stored
    // bookmakers, "best odds" and value words are questions Pitchwise answers (parser/value.ts).
    topic: 'bookmaker_prices',
    re: /\bdraft ?kings\b|\bfan ?duel\b|\b1xbet\b|\bbet ?mgm\b|\bbet9ja\b|\bsporty ?bet\b|\bbetking\b|\bnairabet\b|\bmerrybet\b|\bbetpawa\b|\bparimatch\b|\bmelbet\b|\b22bet\b|\bbetano\b|\bbetika\b|\bhollywoodbets\b|\bdafabet\b|\bbooking codes?\b/,
  },
  {
    topic: 'transfers',
    re: /\btransfers?\b|\bsignings?\b|\bleaving\b|\bleave (?:the club|in the summer|in january|for)\b|\blinked with\b|\brumou?rs?\b|\bnew contract\b|\b(?:next|new) (?:manager|coach|boss)\b|\bmanagers?\b|\bsacked\b|\bhead coach\b/,
  },
]

export function outOfScopeTopic(normalized: string): OutOfScopeTopic | null {
  for (const r of RULES) if (r.re.test(normalized)) return r.topic
  return null
}

/** The text with the topic's own words blanked, so "William Hill" is not then an unknown club. */
export function blankTopic(normalized: string, topic: OutOfScopeTopic): string {
  let out = normalized
  for (const r of RULES)
    if (r.topic === topic) out = out.replace(new RegExp(r.re.source, 'g'), (m) => ' '.repeat(m.length))
  return out
}

/** The sentence naming it. Whole-question topics end the reply; the rest lead into the nearest answer. */
export const OUT_OF_SCOPE_SENTENCES: Record<OutOfScopeTopic, string> = {
  injuries:
    "Pitchwise doesn't know about injuries, suspensions or team news: its data holds fixtures and full-time results only.",
  lineups: "Pitchwise doesn't know line-ups: its data holds fixtures and full-time results, not who plays.",
  referees: "Pitchwise doesn't know who referees a match: its data holds fixtures and full-time results only.",
  bookmaker_prices:
    "Pitchwise has no prices from that bookmaker and no booking codes: it stores the prices in football-data.co.uk's files (bet365, Pinnacle, William Hill and others) and, when live prices are on, The Odds API's.",
  transfers: "Pitchwise doesn't follow transfers or managers: its data holds fixtures and full-time results only.",
  live_scores:
    "Pitchwise doesn't show live scores: its data holds fixtures and full-time results, added after the final whistle, so what it gives here is the pre-match view.",
  weather:
    "Pitchwise doesn't know the weather or pitch conditions: its data holds fixtures and full-time results only.",
  womens_football:
    "Pitchwise covers men's club football only: women's football isn't in its data, and answering with the men's teams would answer a different question.",
  national_teams:
    "Pitchwise covers club football only: national teams and their tournaments (World Cup, Euros, Nations League, qualifiers and friendlies) aren't in its data.",
  youth_football: "Pitchwise covers senior club football only: youth, under-21 and reserve sides aren't in its data.",
}
