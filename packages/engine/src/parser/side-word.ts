/**
 * "City v Everton", "can Everton get a point at United", "Eintracht v Wolfsburg": a word many
 * clubs' names share ("City", "United", "Eintracht", "Borussia", "Real") said alone is a side of
 * the match, said the way fans of its league say it. They fit dozens of clubs, so on their own
 * they match none and were dropped without a word. Beside a named opponent they are read as the
 * club of that opponent's league whose name carries the word; when none or several fit, the
 * question asks which (never a guess).
 */
import type { TeamInfo } from '../types.ts'
import { isOrdinaryWord } from './english.ts'
import { normalize, tokens } from './normalize.ts'
import type { TeamMention } from './teams.ts'
import { GENERIC_CLUB_WORDS } from './vocabulary.ts'

/** Words many clubs' names share, said alone for the one of the opponent's league. */
const SIDE_WORDS = [
  'city',
  'united',
  'eintracht',
  'borussia',
  'real',
  'sporting',
  'olympique',
  'rovers',
  'athletic',
  'albion',
  'wanderers',
  'town',
  'county',
] as const
const AROUND = '(?:v|vs|versus|against|at|host|hosts|visit|visits|and)'
/** Words that may stand right before a bare side word; anything else makes it part of a name ("Wakanda United"). */
const BEFORE = new Set([
  'v',
  'vs',
  'versus',
  'against',
  'at',
  'and',
  'or',
  'the',
  'host',
  'hosts',
  'visit',
  'visits',
  'to',
  'face',
  'faces',
  'play',
  'plays',
  'beat',
  'beats',
  'with',
  'can',
  'will',
  'would',
  'do',
  'does',
])

/** Words that may follow a bare side word: the rest of a football question, not a name. */
const AFTER = new Set([
  'prediction',
  'predictions',
  'predicted',
  'tips',
  'tip',
  'odds',
  'preview',
  'btts',
  'over',
  'under',
  'score',
  'result',
  'game',
  'match',
  'today',
  'tomorrow',
  'tonight',
  'this',
  'next',
  'on',
  'in',
  'for',
  'who',
  'win',
  'draw',
  'head',
  'h2h',
  'form',
  'meetings',
  'record',
])

export type LeagueOf = (teamId: string) => string | undefined
/** The date two clubs next meet from `today` on, when soon enough to be the one asked about. */
export type MeetSoon = (a: string, b: string, today: string) => string | undefined

export interface SideWordReading {
  /** The club read, as a mention to add beside the one named. */
  mention?: TeamMention
  /** No single club fits: the clubs it could be, to ask which. */
  ambiguous?: { phrase: string; teams: string[] }
}

export function createSideWordReader(teams: readonly TeamInfo[], leagueOf: LeagueOf, meetSoon?: MeetSoon) {
  const nameWords = new Map(teams.map((t) => [t.id, tokens(normalize(t.name))]))
  const carriers = new Map<string, string[]>(
    SIDE_WORDS.map((w) => [w, teams.filter((t) => tokens(normalize(t.name)).includes(w)).map((t) => t.id)]),
  )
  // Compiled once per reader: the parser runs on every question.
  // "City v Everton", and "City-Everton" / "City/Everton" where a hyphen or slash joins the sides.
  const patterns = SIDE_WORDS.map((word) => ({
    word,
    re: new RegExp(
      `(?:^|\\s)${word}(?:\\s+${AROUND}\\s|\\s*[-/]\\s*[a-z])|(?:\\s${AROUND}\\s+(?:the\\s+)?|[a-z]\\s*[-/]\\s*)${word}(?:\\s|$|[-/])`,
    ),
  }))
  return function read(normalized: string, named: readonly TeamMention[], today?: string): SideWordReading | null {
    if (named.length === 0) return null
    const words = tokens(normalized)
    for (const { word, re } of patterns) {
      const at = words.indexOf(word)
      if (at < 0) continue
      // "Liverpool v Palace, City v Everton": the word before may end another named club.
      // "Girona Athletic h2h", "Sporting Tondela 3-0": right after or right before a named club,
      // the side word needs no "v" between them.
      const afterClub = named.some((m) => m.end === at) || named.some((m) => m.start === at + 1)
      if (!re.test(normalized) && !afterClub) continue
      const before = words[at - 1]
      if (before !== undefined && !BEFORE.has(before) && !afterClub) continue
      // "Borussia Springfield": a name-like word after it makes it part of a club we do not know
      // (a named club right after it is the opponent: "City-Everton").
      const after = words[at + 1]
      if (
        after !== undefined &&
        !named.some((m) => m.start === at + 1) &&
        !BEFORE.has(after) &&
        !isOrdinaryWord(after) &&
        !AFTER.has(after)
      )
        continue
      // The word is part of a named club ("Manchester United v City" names United already).
      if (named.some((m) => m.start <= at && at < m.end)) continue
      // Its opponent: the named club nearest to it ("Liverpool v Palace and City v Everton").
      const other = [...named].sort((x, y) => distance(x, at) - distance(y, at))[0]
      if (!other) continue
      const league = leagueOf(other.teamId)
      const inLeague = (carriers.get(word) ?? []).filter(
        (id) => id !== other.teamId && league !== undefined && leagueOf(id) === league,
      )
      // "Man City v United": the club of the opponent's own city, when one is.
      const town = other.teamId.split('-')[0] ?? ''
      const sameTown = inLeague.filter((id) => id.split('-')[0] === town)
      // "Sporting" in Portugal is Sporting CP, "Athletic" in Spain Athletic Club: the one club whose
      // name is the word and nothing but club-type words, when the league has several carriers.
      const plain = inLeague.filter((id) =>
        (nameWords.get(id) ?? []).every((t) => t === word || GENERIC_CLUB_WORDS.has(t)),
      )
      // "Villa away at United": of the league's Uniteds, the one the named club is about to play.
      const meeting = today && meetSoon ? soonest(inLeague, (id) => meetSoon(id, other.teamId, today)) : []
      const fits =
        sameTown.length === 1 ? sameTown : plain.length === 1 ? plain : meeting.length === 1 ? meeting : inLeague
      if (fits.length === 1 && fits[0])
        return { mention: { teamId: fits[0], start: at, end: at + 1, phrase: word, fuzzy: false } }
      return { ambiguous: { phrase: word, teams: fits.length > 1 ? fits : (carriers.get(word) ?? []).slice(0, 6) } }
    }
    return null
  }
}

/** The clubs whose next meeting is the earliest, when one is the earliest alone. */
function soonest(ids: string[], next: (id: string) => string | undefined): string[] {
  const dated = ids.flatMap((id) => {
    const date = next(id)
    return date ? [{ id, date }] : []
  })
  const first = dated.reduce<string | undefined>((d, x) => (d === undefined || x.date < d ? x.date : d), undefined)
  return dated.filter((x) => x.date === first).map((x) => x.id)
}

function distance(m: TeamMention, at: number): number {
  return Math.min(Math.abs(m.start - at), Math.abs(m.end - 1 - at))
}
