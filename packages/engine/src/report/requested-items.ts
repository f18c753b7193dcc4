/**
 * What a question asks for, item by item (issue 29): every match, the market, the window, the
 * count, the table, the results, and each part Pitchwise could not place. The understanding shows
 * these to the reader, and the charge check refuses to charge when one has no part in the answer.
 */
import type { Intent } from '../analysis-types.ts'
import { bookmakerName } from '../market/bookmakers.ts'
import { type AnswerPart, marketKey } from './answer-parts.ts'
import { countItems } from './count-items.ts'
import { marketPhrase } from './markets.ts'
import type { WorldIndex } from './world-index.ts'

export interface RequestedItem {
  /** How the understanding names it: "Arsenal v Chelsea", "Premier League table". */
  label: string
  /** Whether a part of the answer gives what this item asks for. */
  answeredBy(part: AnswerPart): boolean
}

const NEVER = () => false

function samePair(a: readonly string[], b: readonly string[]): boolean {
  return a.length === 2 && b.length === 2 && ((a[0] === b[0] && a[1] === b[1]) || (a[0] === b[1] && a[1] === b[0]))
}

const OUTRIGHT_WORDS: Record<NonNullable<Intent['outright']>, string> = {
  title: 'title chances',
  top_four: 'top-four chances',
  relegation: 'relegation chances',
  promotion: 'promotion chances',
  next_round: 'chances of going through',
  reach_round_of_16: 'chances of reaching the round of 16',
  reach_quarter_finals: 'chances of reaching the quarter-finals',
  reach_semi_finals: 'chances of reaching the semi-finals',
  reach_final: 'chances of reaching the final',
}

export function requestedItems(intent: Intent, world: WorldIndex): RequestedItem[] {
  if (intent.kind === 'unsupported' || intent.kind === 'clarify') return []
  if (intent.counts) return [...countItems(intent, world), ...unplacedItems(intent)]
  const team = (id: string) => world.teamName(id)
  const comp = (code: string) => world.competitionName(code)
  const m = intent.market
  const phrase =
    m?.type === 'result_and_total' && m.result === null && m.teamId
      ? `${team(m.teamId)} to win and ${m.total} ${m.line} goals`
      : m?.type === 'result_and_btts' && m.result === null && m.teamId
        ? `${team(m.teamId)} to win and ${m.btts === 'no' ? 'not ' : ''}both teams to score`
        : m?.type === 'double_chance' && m.teamId
          ? `${team(m.teamId)} or draw`
          : m?.type === 'draw_no_bet' && m.teamId
            ? `${team(m.teamId)} draw no bet`
            : m
              ? marketPhrase(m)
              : ''
  // "who wins and will both score": every market asked of the match is named.
  const further = (intent.alsoAsked ?? []).map((a) => (a.type === 'match_result' ? 'match result' : marketPhrase(a)))
  const market =
    m && (m.type !== 'match_result' || further.length > 0)
      ? ` · ${[m.type === 'match_result' ? 'match result' : phrase, ...further].join(', ')}`
      : ''
  const part = intent.kickoffTime
    ? ` at ${intent.kickoffTime}`
    : intent.timeOfDay && intent.dateWindow?.label !== 'tonight'
      ? ` ${intent.timeOfDay}`
      : ''
  const offered = intent.offeredPrice ? ` · your price ${intent.offeredPrice.odds.toFixed(2)}` : ''
  const when = `${intent.dateWindow ? ` · ${intent.dateWindow.label}${part}` : ''}${offered}`
  const items: RequestedItem[] = []

  switch (intent.kind) {
    case 'match':
    case 'team': {
      const pairs: string[][] = intent.pairings ?? (intent.teams.length >= 2 ? [intent.teams.slice(0, 2)] : [])
      for (const pair of pairs)
        items.push({
          label: `${pair.map(team).join(' v ')}${market}${when}`,
          answeredBy: (p) => p.kind === 'match' && samePair(p.teams, pair),
        })
      if (pairs.length === 0) {
        const [id] = intent.teams
        if (!id) break
        const count = intent.count && intent.count > 1 ? intent.count : 1
        items.push({
          label: `${team(id)}: ${count > 1 ? `next ${count} matches` : intent.dateWindow ? 'match' : 'next match'}${market}${when}`,
          answeredBy: (p) => p.kind === 'match' && p.teams.includes(id),
        })
      }
      break
    }
    case 'comparison': {
      const pair = intent.teams.slice(0, 2)
      items.push({
        label: `${pair.map(team).join(' compared with ')}`,
        answeredBy: (p) => p.kind === 'comparison' && samePair(p.teams, pair),
      })
      break
    }
    case 'picks': {
      if (intent.value === 'edge' || intent.value === 'overpriced_favourites') {
        items.push(valueItem(intent, comp, when))
        break
      }
      const key = marketKey(intent.market)
      const scope = intent.competitions.length > 0 ? ` · ${intent.competitions.map(comp).join(', ')}` : ''
      const count = intent.count ? `${intent.count} ` : ''
      const window = intent.dateWindow
      items.push({
        label: `${count}${intent.market ? `picks for ${marketPhrase(intent.market)}` : 'picks'}${scope}${when}`,
        answeredBy: (p) =>
          p.kind === 'picks' &&
          p.legs > 0 &&
          p.market === key &&
          intent.competitions.every((c) => p.competitions.includes(c)) &&
          p.timeOfDay === intent.timeOfDay &&
          p.kickoffTime === intent.kickoffTime &&
          (!window || (p.window.from >= window.from && p.window.to <= window.to)),
      })
      if (intent.accumulator)
        items.push({
          label: `${intent.count ? `${intent.count}-fold ` : ''}accumulator priced together`,
          answeredBy: (p) => p.kind === 'accumulator' && p.legs >= 2,
        })
      break
    }
    case 'league':
      for (const code of intent.competitions)
        items.push({
          label: `${comp(code)} fixtures${when}`,
          answeredBy: (p) =>
            p.kind === 'fixtures' &&
            p.competition === code &&
            (!intent.dateWindow || (p.window.from >= intent.dateWindow.from && p.window.to <= intent.dateWindow.to)),
        })
      break
    case 'table':
      if (intent.competitions.length > 0)
        for (const code of intent.competitions)
          items.push({
            label: `${comp(code)} ${intent.statistic ? `${intent.statistic.replace(/_/g, ' ')} table` : 'table'}`,
            answeredBy: (p) => p.kind === 'table' && p.competition === code,
          })
      else
        items.push({
          label: `table position of ${intent.teams.map(team).join(' and ') || 'a league'}`,
          answeredBy: (p) => p.kind === 'table',
        })
      break
    case 'results': {
      const what =
        intent.focus === 'record' ? 'season record' : intent.count ? `last ${intent.count} results` : 'results'
      // Two clubs: their meetings, unless the question compares each side's form (focus 'form').
      if (intent.teams.length === 2 && intent.focus !== 'form')
        items.push({
          label: `${intent.teams.map(team).join(' v ')}: ${intent.dateWindow ? `result${when}` : 'head to head'}`,
          answeredBy: (p) => p.kind === 'results' && samePair(p.teams, intent.teams),
        })
      else if (intent.teams.length > 0)
        for (const id of intent.teams)
          items.push({
            label: `${team(id)}: ${intent.venue ? `${intent.venue} ` : ''}${what}${when}`,
            answeredBy: (p) => p.kind === 'results' && p.teams.includes(id),
          })
      else
        items.push({
          label: `${intent.competitions.map(comp).join(', ') || 'all'} ${what}${market}${when}`,
          answeredBy: (p) =>
            p.kind === 'results' &&
            intent.competitions.every((c) => p.competitions.length === 0 || p.competitions.includes(c)),
        })
      break
    }
    case 'outright':
      for (const code of intent.competitions.length > 0 ? intent.competitions : [''])
        items.push({
          label: `${code ? comp(code) : 'league'} ${OUTRIGHT_WORDS[intent.outright ?? 'title']}`,
          answeredBy: (p) => p.kind === 'outright' && (code === '' || p.competition === code),
        })
      break
  }
  if (intent.value === 'prices' || (intent.value && intent.kind !== 'picks')) items.push(pricesItem(intent))
  return [...items, ...unplacedItems(intent)]
}

/** "value bets this weekend in the Premier League": a ranked list set against stored prices. */
function valueItem(intent: Intent, comp: (code: string) => string, when: string): RequestedItem {
  const scope = intent.competitions.length > 0 ? ` · ${intent.competitions.map(comp).join(', ')}` : ''
  const at = intent.bookmaker ? ` at ${bookmakerName(intent.bookmaker)}` : ''
  const what = intent.value === 'overpriced_favourites' ? 'overpriced favourites' : 'value picks'
  const window = intent.dateWindow
  return {
    label: `${intent.count ? `${intent.count} ` : ''}${what}${at}${scope}${when}`,
    answeredBy: (p) =>
      p.kind === 'value' &&
      p.legs > 0 &&
      intent.competitions.every((c) => p.competitions.includes(c)) &&
      (!window || (p.window.from >= window.from && p.window.to <= window.to)),
  }
}

/** "best odds", "bet365 price for Bayern v Dortmund": stored prices shown, that bookmaker's when named. */
function pricesItem(intent: Intent): RequestedItem {
  const at = intent.bookmaker ? `${bookmakerName(intent.bookmaker)} prices` : 'bookmaker prices'
  return {
    label: at,
    answeredBy: (p) => p.kind === 'prices' && (!intent.bookmaker || p.bookmakers.includes(intent.bookmaker)),
  }
}

/** Parts of the question the parser could not place: items no answer can give, so never charged. */
function unplacedItems(intent: Intent): RequestedItem[] {
  const missing = intent.notUnderstood
  if (!missing) return []
  const items: RequestedItem[] = []
  for (const w of missing.unmatched ?? []) items.push({ label: `“${w}”`, answeredBy: NEVER })
  if (missing.market) items.push({ label: `${missing.market.replace('_', ' ')} market`, answeredBy: NEVER })
  if (missing.topic) items.push({ label: missing.topic.replace('_', ' '), answeredBy: NEVER })
  if (missing.alsoMarket)
    items.push({ label: `${marketPhrase(missing.alsoMarket)} in the same bet`, answeredBy: NEVER })
  if (missing.reference) items.push({ label: 'the earlier answer referred to', answeredBy: NEVER })
  return items
}
