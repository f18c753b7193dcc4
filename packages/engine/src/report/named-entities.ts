/**
 * The teams and competitions a report names, so the web can link each name to its free page
 * (issue 34, decision 412). Found in the finished text rather than recorded by every writer: a
 * name reaches the markdown from many places (tables, form lines, head to head, the LLM's
 * rephrasing keeps them), and the text is what the reader sees.
 */
import type { NamedEntity } from '../analysis-types.ts'
import type { CompetitionInfo, MatchRecord, TeamInfo } from '../types.ts'

export type NameFinder = (markdown: string) => NamedEntity[]

/**
 * A whole name: no letter or digit may touch it on either side, so "Everton" is not found in
 * "Evertonians" and "Bayern München" not in a longer name. The web finds them by the same rule.
 */
const BOUNDED = (alternation: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation})(?![\\p{L}\\p{N}])`, 'gu')

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Built once per world. Only names with a page take part: a team with at least one match, a
 * competition with at least one match (what the browse pages answer for). A display name two
 * entities share is left out: the text alone cannot say which one it means.
 */
export function createNameFinder(world: {
  teams: TeamInfo[]
  competitions: CompetitionInfo[]
  matches: MatchRecord[]
}): NameFinder {
  const teamsWithMatches = new Set<string>()
  const competitionsWithMatches = new Set<string>()
  for (const m of world.matches) {
    teamsWithMatches.add(m.homeTeamId)
    teamsWithMatches.add(m.awayTeamId)
    competitionsWithMatches.add(m.competition)
  }
  const byName = new Map<string, NamedEntity[]>()
  const add = (entity: NamedEntity) => {
    if (!entity.name.trim()) return
    byName.set(entity.name, [...(byName.get(entity.name) ?? []), entity])
  }
  for (const t of world.teams) if (teamsWithMatches.has(t.id)) add({ name: t.name, kind: 'team', id: t.id })
  for (const c of world.competitions)
    if (competitionsWithMatches.has(c.code)) add({ name: c.name, kind: 'competition', id: c.code })
  const entities = new Map<string, NamedEntity>()
  for (const [name, list] of byName) {
    const [only] = list
    if (only && list.length === 1) entities.set(name, only)
  }
  if (entities.size === 0) return () => []
  // Longest first: where "Manchester City" starts, a shorter name never takes its place.
  const pattern = BOUNDED(
    [...entities.keys()]
      .sort((a, b) => b.length - a.length)
      .map(escapeForPattern)
      .join('|'),
  )
  return (markdown) => {
    const found = new Map<string, NamedEntity>()
    for (const match of markdown.matchAll(pattern)) {
      const entity = entities.get(match[0])
      if (entity && !found.has(entity.name)) found.set(entity.name, entity)
    }
    return [...found.values()]
  }
}
