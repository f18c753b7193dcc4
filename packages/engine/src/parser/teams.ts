/**
 * Team mention detection over the directory the caller passes in. Exact n-grams of names and
 * aliases first (longest wins), then a conservative typo pass: only words of five letters or
 * more, same first letter, one edit (two from eight letters), and only when one club is closest.
 */

import { editDistance } from '../teams/edit-distance.ts'
import type { TeamInfo } from '../types.ts'
import { normalize, tokens } from './normalize.ts'
import { COMMON_WORDS, GENERIC_CLUB_WORDS, QUESTION_WORDS } from './vocabulary.ts'

/** Nicknames bettors use, pointing at words of the canonical name (ids differ per directory). */
const NICKNAMES: Record<string, string> = {
  spurs: 'tottenham',
  'man utd': 'manchester united',
  'man united': 'manchester united',
  'man u': 'manchester united',
  manu: 'manchester united',
  'man city': 'manchester city',
  'nottm forest': 'nottingham forest',
  'notts forest': 'nottingham forest',
  forest: 'nottingham forest',
  wolves: 'wolverhampton',
  gunners: 'arsenal',
  villa: 'aston villa',
  palace: 'crystal palace',
  'west brom': 'west bromwich',
  wba: 'west bromwich',
  boro: 'middlesbrough',
  'sheff utd': 'sheffield united',
  'sheff wed': 'sheffield wednesday',
  qpr: 'queens park rangers',
  barca: 'barcelona',
  barcelona: 'barcelona',
  atleti: 'atletico madrid',
  'atletico madrid': 'atletico',
  'real madrid': 'real madrid',
  psg: 'paris saint germain',
  inter: 'internazionale',
  'inter milan': 'internazionale',
  juve: 'juventus',
  'ac milan': 'milan',
  bayern: 'bayern',
  bvb: 'dortmund',
  gladbach: 'monchengladbach',
  leipzig: 'leipzig',
  ajax: 'ajax',
  psv: 'psv',
  benfica: 'benfica',
  celtic: 'celtic',
  rangers: 'rangers',
  hearts: 'heart of midlothian',
  hibs: 'hibernian',
  // Grounds bettors name instead of the club ("Anfield tips", "btts at the Bernabeu"); a ground
  // two clubs share (San Siro, the Olimpico) is left out rather than guessed.
  anfield: 'liverpool',
  'old trafford': 'manchester united',
  etihad: 'manchester city',
  emirates: 'arsenal',
  'stamford bridge': 'chelsea',
  goodison: 'everton',
  'goodison park': 'everton',
  'st james park': 'newcastle',
  'villa park': 'aston villa',
  'selhurst park': 'crystal palace',
  'london stadium': 'west ham',
  molineux: 'wolverhampton',
  'city ground': 'nottingham forest',
  'craven cottage': 'fulham',
  'turf moor': 'burnley',
  'elland road': 'leeds',
  'stadium of light': 'sunderland',
  bernabeu: 'real madrid',
  'santiago bernabeu': 'real madrid',
  'camp nou': 'barcelona',
  'nou camp': 'barcelona',
  metropolitano: 'atletico',
  mestalla: 'valencia',
  'san mames': 'athletic',
  'allianz arena': 'bayern',
  'signal iduna park': 'dortmund',
  westfalenstadion: 'dortmund',
  'parc des princes': 'paris saint germain',
  velodrome: 'marseille',
  'celtic park': 'celtic',
  ibrox: 'rangers',
  'estadio da luz': 'benfica',
  dragao: 'porto',
}

/** Single words that are never a team on their own, whatever a directory lists. */
const STOP_ALIASES = new Set([
  'city',
  'united',
  'utd',
  'real',
  'over',
  'under',
  'win',
  'draw',
  'today',
  'home',
  'away',
  'town',
  'county',
  'athletic',
  'sporting',
  'club',
  'the',
  'and',
  'league',
  'fc',
  'ac',
  'as',
  'milan city',
])

/**
 * Club names that are ordinary English words: accepted only when written as a name, opposed to a
 * team, or followed by a market phrase about it.
 */
const AMBIGUOUS_WORDS = new Set(['nice', 'reading', 'lens', 'bury', 'angers', 'forest', 'palace', 'villa', 'derby'])
/** Words that join two clubs in a question: never part of a club's misspelt name. */
const PAIRING_WORDS = new Set(['v', 'vs', 'versus', 'and', 'or', 'at', 'to', 'against'])
/** What follows a club in a bet on it: "to win", "win", "or draw", "draw no bet", "clean sheet", "-1". */
const MARKET_AFTER_CLUB =
  'to (?:win|lose|draw|beat|score|keep a clean sheet|finish|go down|stay up|get relegated)\\b|wins?\\b|or (?:the )?draw\\b|draw no bet\\b|dnb\\b|clean sheet\\b|win to nil\\b|[+-]\\d|finish(?:ing)?\\b|finshing\\b|top (?:four|4)\\b|going down\\b'
/** A word before it that makes it the English word: "be nice to win", "the derby to win". */
const NOT_A_CLUB_BEFORE =
  /^(?:be|is|was|are|were|so|very|really|too|how|its|it's|that's|thats|looks?|seems?|feels?|pretty|quite|the|a|an|some)$/i

interface Entry {
  /** The single club this phrase means, or '' when several fit (see `candidates`). */
  teamId: string
  /** 0 canonical name, 1 explicit alias or nickname, 1.5 name without club-type words, 2 distinctive word. */
  priority: number
  /** Every club the phrase fits, with its priority (only kept when more than one). */
  candidates?: Map<string, number>
}

/**
 * Derbies and rivalries people name instead of the clubs, as words of each club's name. Only
 * used when both clubs resolve to exactly one club of the directory each.
 */
const DERBIES: Record<string, [string, string]> = {
  'el clasico': ['real madrid', 'barcelona'],
  clasico: ['real madrid', 'barcelona'],
  'el classico': ['real madrid', 'barcelona'],
  'north london derby': ['arsenal', 'tottenham'],
  'manchester derby': ['manchester city', 'manchester united'],
  'merseyside derby': ['liverpool', 'everton'],
  'der klassiker': ['bayern', 'dortmund'],
  klassiker: ['bayern', 'dortmund'],
  'derby della madonnina': ['internazionale', 'milan'],
  'milan derby': ['internazionale', 'milan'],
  'derby della capitale': ['roma', 'lazio'],
  'rome derby': ['roma', 'lazio'],
  'derby ditalia': ['internazionale', 'juventus'],
  'derby della mole': ['juventus', 'torino'],
  'madrid derby': ['real madrid', 'atletico madrid'],
  'el derbi madrileno': ['real madrid', 'atletico madrid'],
  'seville derby': ['sevilla', 'betis'],
  'old firm': ['celtic', 'rangers'],
  'old firm derby': ['celtic', 'rangers'],
  'le classique': ['paris saint germain', 'marseille'],
  'de klassieker': ['ajax', 'feyenoord'],
  'tyne wear derby': ['newcastle', 'sunderland'],
  revierderby: ['dortmund', 'schalke'],
  'ruhr derby': ['dortmund', 'schalke'],
  'o classico': ['benfica', 'porto'],
  'lisbon derby': ['benfica', 'sporting'],
}

/** Weight of a club when a name fits several (e.g. recent matches in the data); higher wins. */
export type TeamWeight = (teamId: string) => number

export interface TeamMention {
  teamId: string
  /** Token index where the mention starts (for ordering and blanking). */
  start: number
  end: number
  phrase: string
  /** Found by the typo pass rather than an exact name. */
  fuzzy: boolean
  /** Named through a derby ("North London derby"), which names both clubs at once. */
  derby?: true
}

export interface TeamMatcher {
  find(normalized: string, original: string): TeamMention[]
  /** Names found that fit several clubs equally well (filled by the last `find`). */
  ambiguous(normalized: string): { phrase: string; teams: string[] }[]
  /** A derby named in the question whose clubs are not both in the data ("El Clasico" without Real Madrid). */
  unknownDerby(normalized: string): string | null
}

function anyUsed(used: boolean[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (used[k]) return true
  return false
}

function core(words: string[]): string[] {
  const kept = words.filter((w) => !GENERIC_CLUB_WORDS.has(w) && !/^\d+$/.test(w))
  return kept.length > 0 ? kept : words
}

export function createTeamMatcher(teams: TeamInfo[], weight: TeamWeight = () => 0): TeamMatcher {
  const index = new Map<string, Entry>()
  const all = new Map<string, Map<string, number>>()
  const add = (phrase: string, teamId: string, priority: number) => {
    if (phrase.length < 2) return
    if (!phrase.includes(' ') && STOP_ALIASES.has(phrase)) return
    const owners = all.get(phrase) ?? new Map<string, number>()
    owners.set(teamId, Math.min(owners.get(teamId) ?? priority, priority))
    all.set(phrase, owners)
  }

  const coreNames = new Map<string, string[]>()
  for (const team of teams) {
    const names = [team.name, ...team.aliases].map((n) => tokens(normalize(n)))
    names.forEach((words, i) => {
      add(words.join(' '), team.id, i === 0 ? 0 : 1)
      // "Barcelona" from "Barcelona SC" is weaker than a club's own alias "Barcelona".
      add(core(words).join(' '), team.id, i === 0 ? 1.5 : 1.5)
    })
    coreNames.set(team.id, core(names[0] ?? []))
  }

  // A word of a club's name that no other club shares ("tottenham", "leverkusen") is how people say it.
  const wordOwners = new Map<string, Set<string>>()
  for (const [id, words] of coreNames)
    for (const w of words) {
      if (w.length < 5 || COMMON_WORDS.has(w) || QUESTION_WORDS.has(w)) continue
      const owners = wordOwners.get(w) ?? new Set<string>()
      owners.add(id)
      wordOwners.set(w, owners)
    }
  for (const [w, owners] of wordOwners) if (owners.size === 1) add(w, [...owners][0] ?? '', 2)

  resolveOwners()
  // Nicknames point at name words; several clubs may carry them ("barcelona"), so the club the
  // words themselves resolve to wins, else the one active club, else the one club carrying them.
  for (const [nick, target] of Object.entries(NICKNAMES)) {
    if (index.get(nick)?.teamId) continue
    const direct = index.get(target)?.teamId
    const targetWords = target.split(' ')
    const owners = teams.filter((t) => {
      const words = [t.name, ...t.aliases].flatMap((n) => tokens(normalize(n)))
      return targetWords.every((w) => words.includes(w))
    })
    const active = owners.filter((t) => weight(t.id) > 0)
    const id =
      direct || (owners.length === 1 ? owners[0]?.id : undefined) || (active.length === 1 ? active[0]?.id : undefined)
    if (id && !STOP_ALIASES.has(nick)) index.set(nick, { teamId: id, priority: 1 })
  }

  /**
   * One club per phrase: the best priority among clubs that play now (weight > 0) wins; a
   * club with three times the weight of every namesake wins; otherwise the phrase is
   * ambiguous and the question is asked back.
   */
  function resolveOwners() {
    for (const [phrase, owners] of all) {
      if (owners.size === 1) {
        const [[id, priority]] = [...owners] as [[string, number]]
        index.set(phrase, { teamId: id, priority })
        continue
      }
      let list = [...owners].map(([id, priority]) => ({ id, priority, w: weight(id) }))
      const active = list.filter((o) => o.w > 0)
      if (active.length > 0) list = active
      const best = Math.min(...list.map((o) => o.priority))
      list = list.filter((o) => o.priority === best)
      list.sort((a, b) => b.w - a.w)
      const [first, second] = list
      const winner = !second ? first : first && first.w > 0 && first.w >= 3 * second.w ? first : undefined
      index.set(phrase, {
        teamId: winner?.id ?? '',
        priority: best,
        ...(winner ? {} : { candidates: new Map(list.map((o) => [o.id, o.priority])) }),
      })
    }
  }

  const derbies: { phrase: string; ids: [string, string] }[] = []
  const missingDerbies: string[] = []
  for (const [phrase, [a, b]] of Object.entries(DERBIES)) {
    const ia = index.get(a)?.teamId ?? uniqueOwner(a)
    const ib = index.get(b)?.teamId ?? uniqueOwner(b)
    if (ia && ib && ia !== ib) derbies.push({ phrase, ids: [ia, ib] })
    else missingDerbies.push(phrase)
  }
  missingDerbies.sort((x, y) => y.length - x.length)
  derbies.sort((x, y) => y.phrase.length - x.phrase.length)

  /** The one active club whose names contain every word of `words`. */
  function uniqueOwner(words: string): string {
    const ws = words.split(' ')
    const owners = teams.filter((t) => {
      const names = [t.name, ...t.aliases].flatMap((n) => tokens(normalize(n)))
      return ws.every((w) => names.includes(w))
    })
    const active = owners.filter((t) => weight(t.id) > 0)
    const pool = active.length > 0 ? active : owners
    return pool.length === 1 ? (pool[0]?.id ?? '') : ''
  }

  // Indexes built once per parser so a question costs lookups, not scans of every alias:
  // the longest phrase starting with each word bounds the n-grams tried at that position, and
  // typo candidates are bucketed by first letter (a typo must keep it) with ambiguous keys dropped.
  const longestFrom = new Map<string, number>()
  const oneWordKeys = new Map<string, string[]>()
  const twoWordKeys = new Map<string, string[]>()
  for (const [key, entry] of index) {
    const words = key.split(' ')
    const first = words[0] ?? ''
    longestFrom.set(first, Math.max(longestFrom.get(first) ?? 0, words.length))
    if (!entry.teamId) continue
    const bucket = words.length === 1 && key.length >= 5 ? oneWordKeys : words.length === 2 ? twoWordKeys : null
    if (!bucket) continue
    const list = bucket.get(key[0] ?? '') ?? []
    list.push(key)
    bucket.set(key[0] ?? '', list)
  }

  /** The one club whose key is nearest within `max` edits (same first letter); none on a tie. */
  function closest(word: string, buckets: Map<string, string[]>, max: number): string | null {
    let best: { teamId: string; d: number } | null = null
    let tie = false
    for (const key of buckets.get(word[0] ?? '') ?? []) {
      if (Math.abs(key.length - word.length) > max) continue
      const entry = index.get(key)
      if (!entry?.teamId) continue
      const d = editDistance(word, key, max)
      if (d > max) continue
      if (!best || d < best.d) {
        best = { teamId: entry.teamId, d }
        tie = false
      } else if (d === best.d && best.teamId !== entry.teamId) tie = true
    }
    return best && !tie ? best.teamId : null
  }

  return {
    unknownDerby(normalized) {
      return missingDerbies.find((d) => normalized.includes(` ${d} `)) ?? null
    },
    ambiguous(normalized) {
      const words = tokens(normalized)
      const out: { phrase: string; teams: string[] }[] = []
      const seen = new Set<string>()
      for (let n = 3; n >= 1; n--)
        for (let i = 0; i + n <= words.length; i++) {
          const phrase = words.slice(i, i + n).join(' ')
          const entry = index.get(phrase)
          if (!entry || entry.teamId || !entry.candidates || seen.has(phrase)) continue
          if ([...seen].some((s) => s.includes(phrase))) continue
          seen.add(phrase)
          out.push({ phrase, teams: [...entry.candidates.keys()].sort() })
        }
      return out
    },
    find(normalized, original) {
      const found: TeamMention[] = []
      // Derbies first: "El Clasico" is Real Madrid v Barcelona, in that order of mention.
      let text = normalized
      for (const d of derbies) {
        const re = new RegExp(`(?<= )${d.phrase.replace(/ /g, ' (?:del |of )?')}(?= )`)
        const hit = re.exec(text)
        if (!hit) continue
        const start = tokens(text.slice(0, hit.index)).length
        found.push({ teamId: d.ids[0], start, end: start, phrase: hit[0], fuzzy: false, derby: true })
        found.push({ teamId: d.ids[1], start, end: start, phrase: hit[0], fuzzy: false, derby: true })
        // Mask the derby's words (same length, same token count) so no club is read inside them.
        text = text.slice(0, hit.index) + hit[0].replace(/[a-z0-9]/g, 'x') + text.slice(hit.index + hit[0].length)
      }
      const words = tokens(text)
      const used = new Array<boolean>(words.length).fill(false)
      words.forEach((w, i) => {
        if (/^x+$/.test(w)) used[i] = true
      })
      const held: { teamId: string; at: number; phrase: string }[] = []
      const longest = words.map((w) => longestFrom.get(w) ?? 0)
      const maxWords = Math.max(0, ...longest)
      for (let n = Math.min(maxWords, words.length); n >= 1; n--) {
        for (let i = 0; i + n <= words.length; i++) {
          if ((longest[i] ?? 0) < n || anyUsed(used, i, i + n)) continue
          const phrase = words.slice(i, i + n).join(' ')
          const entry = index.get(phrase)
          if (!entry?.teamId) continue
          if (n === 1 && AMBIGUOUS_WORDS.has(phrase) && !writtenAsName(phrase, original)) {
            held.push({ teamId: entry.teamId, at: i, phrase })
            continue
          }
          found.push({ teamId: entry.teamId, start: i, end: i + n, phrase, fuzzy: false })
          for (let k = i; k < i + n; k++) used[k] = true
        }
      }
      // "h2h man utd villa", "villa man utd": a club word that is also an English word, written
      // right beside the one other club named, is that club's opponent, not the word.
      const others = found.filter((m) => !m.derby)
      for (const h of held) {
        const other = others.length === 1 ? others[0] : undefined
        if (!other || used[h.at] || other.teamId === h.teamId) continue
        if (other.end !== h.at && other.start !== h.at + 1) continue
        found.push({ teamId: h.teamId, start: h.at, end: h.at + 1, phrase: h.phrase, fuzzy: false })
        used[h.at] = true
      }
      // "atletico madird": a club named exactly, then the next word of its name misspelt, is one
      // (corrected) mention, so the misspelt word is not left over as unknown.
      for (const [k, m] of found.entries()) {
        const next = words[m.end]
        if (m.derby || !next || used[m.end] || next.length < 4 || /\d/.test(next)) continue
        const longer = `${m.phrase} ${next}`
        if (closest(longer, twoWordKeys, 2) !== m.teamId) continue
        found[k] = { ...m, end: m.end + 1, phrase: longer, fuzzy: true }
        used[m.end] = true
      }
      // Typos in two-word names ("manchster united"): the pair must be long and one club closest.
      for (let i = 0; i + 1 < words.length; i++) {
        if (used[i] || used[i + 1]) continue
        const pair = `${words[i]} ${words[i + 1]}`
        // "athletic v betis": a pairing word is never half of a misspelt name ("Athletic B").
        if (
          pair.length < 9 ||
          /\d/.test(pair) ||
          PAIRING_WORDS.has(words[i] ?? '') ||
          PAIRING_WORDS.has(words[i + 1] ?? '')
        )
          continue
        const hit = closest(pair, twoWordKeys, 2)
        if (!hit) continue
        found.push({ teamId: hit, start: i, end: i + 2, phrase: pair, fuzzy: true })
        used[i] = true
        used[i + 1] = true
      }
      // Typos: only words no rule above explains.
      for (let i = 0; i < words.length; i++) {
        const w = words[i] ?? ''
        if (used[i] || w.length < 5 || /\d/.test(w) || QUESTION_WORDS.has(w) || COMMON_WORDS.has(w)) continue
        const hit = closest(w, oneWordKeys, w.length >= 8 ? 2 : 1)
        if (!hit) continue
        found.push({ teamId: hit, start: i, end: i + 1, phrase: w, fuzzy: true })
        used[i] = true
      }
      // Order of mention (derby pairs keep their order); one club mentioned twice counts once.
      found.sort((a, b) => a.start - b.start)
      return found.filter((m, i) => found.findIndex((o) => o.teamId === m.teamId) === i)
    },
  }

  function writtenAsName(word: string, original: string): boolean {
    const capitalised = new RegExp(`(?:^|[^A-Za-z])${word[0]?.toUpperCase()}${word.slice(1)}(?![a-z])`).test(original)
    const opposed = new RegExp(
      `\\b(?:vs?|versus|against|play|plays|beat)\\s+${word}\\b|\\b${word}\\s+(?:vs?|versus|against)\\b`,
      'i',
    ).test(original)
    return capitalised || opposed || marketAbout(word, original)
  }

  /**
   * "lens to win and under 2.5", "palace or draw", "forest clean sheet": a market phrase about the
   * word makes it the club, written lowercase or not. Not after a verb or article that makes it
   * the English word ("would be nice to win", "the derby to win").
   */
  function marketAbout(word: string, original: string): boolean {
    const hit = new RegExp(`(?:^|[^a-z'])(${word})\\s+(?:${MARKET_AFTER_CLUB})`, 'i').exec(original)
    if (!hit) return false
    const before =
      original
        .slice(0, hit.index + hit[0].indexOf(hit[1] ?? word))
        .trim()
        .split(/\s+/)
        .pop() ?? ''
    return !NOT_A_CLUB_BEFORE.test(before)
  }
}
