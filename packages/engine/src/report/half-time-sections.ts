/**
 * Half-time answers (issue 31): the half-time result, first-half goals and half-time/full-time
 * of a fixture, from the goal model's expected goals split by the league's first-half share
 * (model/half-time.ts), and the one figure a list of fixtures is ranked by.
 */
import { overProbability, underProbability } from '../model/count-model.ts'
import { type HalfResult, type HalfTimeShare, halfTimeMarkets } from '../model/half-time.ts'
import type { CountRequest } from '../parser/count-markets.ts'
import { lineWord } from './count-sections.ts'
import { odds, pct } from './format.ts'

const FIRST_HALF_LINES = [0.5, 1.5, 2.5]

function sideName(r: HalfResult, names: { home: string; away: string }): string {
  return r === 'home' ? names.home : r === 'away' ? names.away : 'draw'
}

export function halfTimeBlock(
  expectedGoals: { home: number; away: number },
  share: HalfTimeShare,
  request: CountRequest,
  names: { home: string; away: string },
  competitionName: string,
): string[] {
  const mk = halfTimeMarkets(expectedGoals, share)
  const out: string[] = []
  const asked = request.halfTime === 'goals' && request.line !== null ? request.line : null
  if (asked !== null) {
    const p =
      request.side === 'over' ? overProbability(mk.firstHalfTotal, asked) : underProbability(mk.firstHalfTotal, asked)
    out.push(`**First-half goals ${request.side} ${lineWord(asked)}: ${pct(p)}** (fair odds ${odds(p)})`, '')
  }
  const result = (['home', 'draw', 'away'] as const)
    .map((r) => `${sideName(r, names)} ${pct(mk.result[r])} (${odds(mk.result[r])})`)
    .join(' · ')
  out.push(
    `Half-time result: ${result}`,
    `First-half goals: ${FIRST_HALF_LINES.map((l) => {
      const p = overProbability(mk.firstHalfTotal, l)
      return `over ${lineWord(l)} ${pct(p)} (${odds(p)})`
    }).join(' · ')}; expected ${(mk.expected.home + mk.expected.away).toFixed(2)} before the break.`,
    '',
  )
  if (request.halfTime === 'htft') {
    const rows = Object.entries(mk.htft).sort((a, b) => b[1] - a[1])
    out.push('| half-time / full-time | probability | fair odds |', '|---|---|---|')
    for (const [key, p] of rows) {
      const [ht, ft] = key.split('/') as [HalfResult, HalfResult]
      out.push(`| ${sideName(ht, names)} / ${sideName(ft, names)} | ${pct(p)} | ${odds(p)} |`)
    }
    out.push('')
  }
  out.push(
    `From the goal model's expected goals (${names.home} ${expectedGoals.home.toFixed(2)}, ${names.away} ${expectedGoals.away.toFixed(2)}) split by the ${competitionName}'s first-half share of goals (${pct(share.home)} of home goals, ${pct(share.away)} of away goals, over its last ${share.matches} half-time scores); each half's goals Poisson, the halves independent.`,
  )
  return out
}

/** The figure a fixture list is ranked by: the asked first-half line, the likelier half-time leader, or the likeliest HT/FT. */
export function halfTimeRanking(
  expectedGoals: { home: number; away: number },
  share: HalfTimeShare,
  request: CountRequest,
  names: { home: string; away: string },
): { p: number; label: string; detail: string } {
  const mk = halfTimeMarkets(expectedGoals, share)
  const detail = `expected first-half goals ${(mk.expected.home + mk.expected.away).toFixed(2)}`
  if (request.halfTime === 'goals') {
    const line = request.line ?? 0.5
    const p =
      request.side === 'over' ? overProbability(mk.firstHalfTotal, line) : underProbability(mk.firstHalfTotal, line)
    return { p, label: `first-half goals ${request.side} ${lineWord(line)}`, detail }
  }
  if (request.halfTime === 'htft') {
    const [key, p] = Object.entries(mk.htft).sort((a, b) => b[1] - a[1])[0] as [string, number]
    const [ht, ft] = key.split('/') as [HalfResult, HalfResult]
    return { p, label: `half-time/full-time ${sideName(ht, names)} / ${sideName(ft, names)}`, detail }
  }
  const side: HalfResult = mk.result.home >= mk.result.away ? 'home' : 'away'
  return { p: mk.result[side], label: `${sideName(side, names)} ahead at half-time`, detail }
}
