/**
 * Follow-ups: "what about BTTS for those games?", "and tomorrow?", "give me 5 instead".
 * What the new message states replaces the old; what it leaves out is inherited.
 */
import type { Intent } from '../analysis-types.ts'

const CUES =
  /^\s*(?:and|or|but|ok|okay|so|then|also|now|what about|how about|what if|same|instead)\b|\b(?:instead|those|these|them|that one|same (?:games?|matches|fixtures|market|day)|for those|of those|the same|as well|again|too)\b/

/** A follow-up either says so, or is too short to stand alone and changes only one thing. */
export function isFollowUp(normalized: string, fresh: Intent): boolean {
  if (CUES.test(normalized)) return true
  const words = normalized.trim().split(' ').length
  const stated = [fresh.market, fresh.count, fresh.dateWindow].filter((x) => x !== null).length
  const scoped = fresh.teams.length > 0 || fresh.competitions.length > 0
  return words <= 4 && !scoped && stated <= 1
}

export function mergeFollowUp(previous: Intent, fresh: Intent): Intent {
  const rescoped = fresh.teams.length > 0 || fresh.competitions.length > 0
  const teams = rescoped ? fresh.teams : previous.teams
  const competitions = rescoped ? fresh.competitions : previous.competitions
  let kind = rescoped ? fresh.kind : previous.kind
  // A market or count on a competition ("same for la liga" after three over 2.5) is a pick list.
  const market = fresh.market ?? previous.market
  const count = fresh.count ?? previous.count
  if (kind === 'league' && (count !== null || (market && market.type !== 'match_result'))) kind = 'picks'
  // "and La Liga?" after a table asks for that league's table, not its fixtures.
  if (
    previous.kind === 'table' &&
    rescoped &&
    fresh.market === null &&
    fresh.count === null &&
    fresh.kind !== 'comparison'
  )
    kind = 'table'
  // "and La Liga?" after a season simulation or a results question asks the same of that league.
  if (
    (previous.kind === 'outright' || previous.kind === 'results') &&
    rescoped &&
    fresh.market === null &&
    fresh.count === null &&
    (fresh.kind === 'league' || fresh.kind === 'team' || fresh.kind === previous.kind)
  )
    kind = previous.kind
  const merged: Intent = {
    kind,
    market,
    count,
    dateWindow: fresh.dateWindow ?? previous.dateWindow,
    competitions,
    teams,
  }
  if (kind === 'outright') merged.outright = fresh.outright ?? previous.outright ?? 'title'
  const part = fresh.timeOfDay ?? (fresh.dateWindow ? undefined : previous.timeOfDay)
  if (part) merged.timeOfDay = part
  const at = fresh.kickoffTime ?? (fresh.dateWindow || fresh.timeOfDay ? undefined : previous.kickoffTime)
  if (at) merged.kickoffTime = at
  if (fresh.notUnderstood) merged.notUnderstood = fresh.notUnderstood
  if (fresh.corrected) merged.corrected = fresh.corrected
  return merged
}
