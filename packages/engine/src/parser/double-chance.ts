/**
 * A side "or draw" in bettors' words (issue 29): "can Chelsea get anything at Arsenal",
 * "Palace or draw", "Dortmund not to lose", "Leipzig avoid defeat", "Everton to get a point".
 * These ask whether that side avoids defeat, a double chance for it; answering with the plain
 * 1X2 answered a different question. Read on the normalised text with the clubs still in it,
 * since the phrasing hangs on which club it follows.
 */
import type { TeamMention } from './teams.ts'

/** What follows the club: "or draw", "not to lose", "to get something", "unbeaten". */
const AFTER =
  ' (?:or (?:a |the )?draw|or draw|(?:to )?win or (?:a |the )?draw|(?:not to|to not|wont|will not|dont) lose|(?:to )?avoid (?:defeat|losing|a defeat|a loss|the loss)|to get (?:a point|something|anything|a result)(?: or better)?|unbeaten(?! run| streak| record| in)|to stay unbeaten)\\b'
/** What precedes it: "draw or Chelsea", "can Chelsea get anything", "will Stuttgart get something". */
const BEFORE_CAN = '\\b(?:can|will|could) '
const CAN_AFTER = ' (?:get|take|nick|grab) (?:anything|something|a point|a result)\\b'

/** "Chelsea double chance", "DC for Everton": the market named on one club is that club or the draw. */
const MARKET = '(?:double chance|dc)'
/** The phrases themselves, for word accounting: these words are the market. */
export const DOUBLE_CHANCE_PHRASES = new RegExp(`(?:${AFTER.slice(1)}|\\bdraw or\\b|${CAN_AFTER.slice(1)})`)

export function doubleChanceTeam(normalized: string, mentions: readonly TeamMention[]): string | null {
  for (const m of mentions) {
    const name = m.phrase.split(' ').map(escapeRegExp).join('\\s+')
    if (new RegExp(`\\b${MARKET} (?:on |for |of )${name}\\b`).test(normalized)) return m.teamId
    // "double chance Everton away at Arsenal": the club right after the market, unless it opens
    // the pairing ("double chance Arsenal v Chelsea" asks for the match's best one).
    if (
      mentions.length === 2 &&
      new RegExp(`\\b${MARKET} ${name} (?!(?:v|vs|versus|against|and|or|-)\\b)`).test(normalized)
    )
      return m.teamId
    // "Spurs double chance at Anfield": the club before the market, the other named as the venue.
    if (
      mentions.length === 2 &&
      new RegExp(`\\b${name} ${MARKET} (?:at|away at|away to|against|vs?|versus)\\b`).test(normalized)
    )
      return m.teamId
    // With two clubs named, "Arsenal v Chelsea double chance" asks for the match's best one.
    if (mentions.length === 1 && new RegExp(`\\b${name} ${MARKET}\\b`).test(normalized)) return m.teamId
    if (new RegExp(`\\b${name}${AFTER}`).test(normalized)) return m.teamId
    if (new RegExp(`\\bdraw or ${name}\\b`).test(normalized)) return m.teamId
    if (new RegExp(`${BEFORE_CAN}${name}${CAN_AFTER}`).test(normalized)) return m.teamId
  }
  return null
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
