/**
 * The title and description of a browse page (/matches, /matches/{id}, /leagues/{id},
 * /teams/{id}) written from the same cached data the page shows, for the server to put into the
 * page's HTML: search engines and chat-app previews then read the match, the table or the team,
 * not the app's generic title. Null for any other path or an id that names nothing.
 */
import type { BrowseAnswer, DayFixtures, LeaguePage, MatchPage, TeamPage } from '@pitchwise/engine/browse/browse-types'
import { longDate, longDayDate } from '@pitchwise/engine/parser/calendar'
import { pct } from '@pitchwise/engine/report/format'
import type { FootballService } from './football-service.ts'

export interface BrowseMeta {
  title: string
  description: string
}

const PATTERNS: { re: RegExp; query: (id: string) => Parameters<FootballService['browse']>[0] }[] = [
  { re: /^\/matches\/?$/, query: () => ({ kind: 'day', day: 'today' }) },
  { re: /^\/matches\/([^/]+)\/?$/, query: (id) => ({ kind: 'match', id }) },
  { re: /^\/leagues\/([^/]+)\/?$/, query: (code) => ({ kind: 'league', code }) },
  { re: /^\/teams\/([^/]+)\/?$/, query: (id) => ({ kind: 'team', id }) },
]

/** True when the path is one of the browse pages (whether or not its id exists). */
export function isBrowsePath(pathname: string): boolean {
  return PATTERNS.some((p) => p.re.test(pathname))
}

export async function browsePageMeta(
  football: FootballService | null,
  pathname: string,
  productName: string,
): Promise<BrowseMeta | null> {
  if (!football?.status().ready) return null
  for (const pattern of PATTERNS) {
    const found = pattern.re.exec(pathname)
    if (!found) continue
    let id = ''
    try {
      id = decodeURIComponent(found[1] ?? '')
    } catch {
      return null
    }
    const query = pattern.query(id)
    const { page } = await football.browse(query)
    const meta = describe(query.kind, page)
    return { title: `${meta.title} | ${productName}`, description: meta.description }
  }
  return null
}

function describe(kind: string, page: BrowseAnswer): BrowseMeta {
  switch (kind) {
    case 'day':
      return describeDay(page as DayFixtures)
    case 'match':
      return describeMatch(page as MatchPage)
    case 'league':
      return describeLeague(page as LeaguePage)
    default:
      return describeTeam(page as TeamPage)
  }
}

function describeDay(day: DayFixtures): BrowseMeta {
  const count = day.competitions.reduce((n, c) => n + c.fixtures.length, 0)
  const names = day.competitions.map((c) => c.competition.name)
  return {
    title: `Football predictions for ${longDayDate(day.from)}`,
    description:
      count === 0
        ? `No fixtures in the data on ${longDayDate(day.from)}. Browse other days, leagues and teams.`
        : `${count} ${count === 1 ? 'match' : 'matches'} in ${names.slice(0, 4).join(', ')}${names.length > 4 ? ` and ${names.length - 4} more` : ''}: ` +
          'win, draw, over 2.5 and both-teams-to-score probabilities from a calibrated model.',
  }
}

function describeMatch({ fixture, analysis }: MatchPage): BrowseMeta {
  const { home, away } = fixture
  const when = longDate(fixture.date)
  if (fixture.result)
    return {
      title: `${home.name} ${fixture.result.home}–${fixture.result.away} ${away.name}, ${fixture.competition.name}`,
      description: `${home.name} v ${away.name} in the ${fixture.competition.name} on ${when} finished ${fixture.result.home}–${fixture.result.away}. Form and head to head.`,
    }
  const p = fixture.probabilities
  const xg = analysis.markets.expectedGoals
  return {
    title: `${home.name} v ${away.name} prediction, ${fixture.competition.name}, ${when}`,
    description: p
      ? `${home.name} ${pct(p.home)}, draw ${pct(p.draw)}, ${away.name} ${pct(p.away)}; over 2.5 goals ${pct(p.over25)}; ` +
        `both teams to score ${pct(p.btts)}. Expected goals ${xg.home.toFixed(1)}–${xg.away.toFixed(1)}. Form, head to head and the likeliest scores.`
      : `${home.name} v ${away.name} in the ${fixture.competition.name} on ${when}.`,
  }
}

function describeLeague(page: LeaguePage): BrowseMeta {
  const leader = page.table[0]
  const favourite = page.projection?.rows[0]
  const parts = [
    leader
      ? `After ${page.roundsPlayed} of ${page.roundsTotal} rounds ${leader.team.name} lead on ${leader.points} points.`
      : `The ${page.season} season's fixtures and results.`,
    favourite && page.projection ? `Title chances: ${favourite.team} ${pct(favourite.title)}.` : '',
    'Projected final table, title, top four and relegation chances, and every round.',
  ]
  return {
    title: `${page.competition.name} ${page.season} table and predictions`,
    description: parts.filter(Boolean).join(' '),
  }
}

function describeTeam(page: TeamPage): BrowseMeta {
  const spot = page.spot
  const form = page.form.map((f) => f.result).join('')
  const next = page.next[0]
  const nextText = next
    ? ` Next: ${next.home.id === page.team.id ? `${next.away.name} at home` : `away at ${next.home.name}`} on ${longDate(next.date)}.`
    : ''
  return {
    title: `${page.team.name}: form, fixtures and predictions`,
    description:
      (spot ? `${ordinal(spot.position)} in the ${spot.competition.name} on ${spot.points} points. ` : '') +
      (form ? `Form ${form}.` : '') +
      nextText +
      ' Rating over the season and the model’s probabilities for the next fixtures.',
  }
}

function ordinal(n: number): string {
  const tens = n % 100
  if (tens >= 11 && tens <= 13) return `${n}th`
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`
}
