/**
 * The tables behind margin and handicap questions: every winning margin for both sides, or the
 * asked Asian handicap line settled (win, half win, push, half loss, loss) with its fair odds
 * and the neighbouring lines, all from the same scoreline matrix as the 1X2.
 */
import type { Intent } from '../analysis-types.ts'
import type { MarketProbabilities, MatchRecord } from '../types.ts'
import { pct } from './format.ts'
import { handicap, lineText, marginsFor, type Side } from './handicap.ts'

export function marginBlock(
  intent: Intent,
  mk: MarketProbabilities,
  home: string,
  away: string,
  match: MatchRecord,
): string[] {
  const market = intent.market
  if (!market || (market.type !== 'winning_margin' && market.type !== 'asian_handicap')) return []
  if (!mk.goalDifference) return ['_Margins are not available for this prediction._']
  if (market.type === 'winning_margin') {
    const h = marginsFor(mk, 'home')
    const a = marginsFor(mk, 'away')
    const at = (m: Map<number, number>, d: number) => m.get(d) ?? 0
    const atLeast = (m: Map<number, number>, d: number) => [...m].reduce((s, [k, v]) => (k >= d ? s + v : s), 0)
    return [
      '**Winning margin (model)**',
      '',
      `| Margin | ${home} | ${away} |`,
      '|---|---|---|',
      `| By exactly 1 | ${pct(at(h, 1))} | ${pct(at(a, 1))} |`,
      `| By exactly 2 | ${pct(at(h, 2))} | ${pct(at(a, 2))} |`,
      `| By 3 or more | ${pct(atLeast(h, 3))} | ${pct(atLeast(a, 3))} |`,
      `| By 2 or more | ${pct(atLeast(h, 2))} | ${pct(atLeast(a, 2))} |`,
      `| Draw | ${pct(at(h, 0))} | |`,
    ]
  }
  const side: Side = market.teamId === match.awayTeamId ? 'away' : 'home'
  const name = side === 'home' ? home : away
  const lines = [-0.5, -0.25, 0, 0.25, 0.5].map((d) => market.line + d).filter((l) => Math.abs(l) <= 2.5)
  const rows = [...new Set(lines)].map((l) => {
    const s = handicap(mk, side, l)
    const mark = l === market.line ? ' ◀' : ''
    return `| ${name} ${lineText(l)}${mark} | ${pct(s.win)} | ${s.halfWin > 0 ? pct(s.halfWin) : '–'} | ${s.push > 0 ? pct(s.push) : '–'} | ${s.halfLose > 0 ? pct(s.halfLose) : '–'} | ${pct(s.lose)} | ${s.fairOdds.toFixed(2)} |`
  })
  const asked = handicap(mk, side, market.line)
  const quarter = Math.round(market.line * 4) % 2 !== 0
  return [
    `**Asian handicap: ${name} ${lineText(market.line)}**`,
    quarter
      ? `A quarter line: half the stake goes on ${lineText(market.line - 0.25)} and half on ${lineText(market.line + 0.25)}.`
      : Number.isInteger(market.line)
        ? 'A whole line: the stake is returned (push) when the handicapped score is level.'
        : 'A half line: no push, the bet wins or loses.',
    `Fair odds ${asked.fairOdds.toFixed(2)} (the price at which the bet breaks even, pushes counted).`,
    '',
    '| Line | Win | Half win | Push | Half loss | Loss | Fair odds |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ]
}
