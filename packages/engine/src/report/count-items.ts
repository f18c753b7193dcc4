/**
 * What a question beyond goals asks for (issue 31), item by item, for the understanding and the
 * charge check: the fixture (or list, or referee) and the statistic, answered only by a part
 * that holds that statistic for it.
 */
import type { Intent } from '../analysis-types.ts'
import type { CountRequest } from '../parser/count-markets.ts'
import { countRequestPhrase } from './count-sections.ts'
import { marketPhrase } from './markets.ts'
import type { RequestedItem } from './requested-items.ts'
import type { WorldIndex } from './world-index.ts'

export function countItems(intent: Intent, world: WorldIndex): RequestedItem[] {
  // A goal market asked beside the counts ("corners and btts") is not in a counts answer: named, never charged.
  const goalMarket = intent.market && intent.market.type !== 'match_result' ? intent.market : null
  const beside: RequestedItem[] = goalMarket
    ? [{ label: `${marketPhrase(goalMarket)} (ask it on its own)`, answeredBy: () => false }]
    : []
  return [...itemsOf(intent, world), ...beside]
}

function itemsOf(intent: Intent, world: WorldIndex): RequestedItem[] {
  const request = intent.counts as CountRequest
  const what = countRequestPhrase(request)
  const when = intent.dateWindow ? ` · ${intent.dateWindow.label}` : ''
  if (request.referee) {
    const name = request.referee
    return [
      {
        label: `referee ${name}: ${what}`,
        answeredBy: (p) => p.kind === 'counts' && p.referee === name,
      },
    ]
  }
  const teams = intent.teams.slice(0, 2)
  if (teams.length > 0)
    return [
      {
        label: `${teams.map((t) => world.teamName(t)).join(' v ')}${teams.length === 1 ? ': next match' : ''} · ${what}${when}`,
        answeredBy: (p) => p.kind === 'counts' && p.stat === request.stat && teams.every((t) => p.teams.includes(t)),
      },
    ]
  const scope =
    intent.competitions.length > 0 ? ` · ${intent.competitions.map((c) => world.competitionName(c)).join(', ')}` : ''
  return [
    {
      label: `${what}${scope}${when}`,
      answeredBy: (p) =>
        p.kind === 'counts' &&
        p.stat === request.stat &&
        p.teams.length === 0 &&
        intent.competitions.every((c) => p.competitions.includes(c)),
    },
  ]
}
