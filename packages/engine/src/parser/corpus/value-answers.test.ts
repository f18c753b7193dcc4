/**
 * Value questions on the priced test world (issue 31): each case's reading, its answer (what is
 * charged, what it must and must not say), every word accounted for and every requested item
 * answered before a charge, the same structural checks the domestic corpus gets.
 */
import { describe, expect, it } from 'vitest'
import { createAnalyzer, domesticLeagues } from '../../analyze.ts'
import { fakePricedWorld } from '../../report/testing/fake-priced-world.ts'
import { createQuestionParser } from '../index.ts'
import { VALUE_CASES } from './cases-value.ts'
import { TEST_COMPETITIONS, TEST_TEAMS } from './directory.ts'

const world = fakePricedWorld()
const analyzer = createAnalyzer(world)
const parser = createQuestionParser(TEST_TEAMS, TEST_COMPETITIONS, { leagueOf: domesticLeagues(world) })

const ask = (q: string, clientDate: string) =>
  analyzer.analyze({ question: q, clientDate, chatHistory: [], deep: false })

describe('value questions with stored prices', () => {
  it('reads each value question as asked', () => {
    const wrong: string[] = []
    for (const c of VALUE_CASES) {
      const i = parser.parse(c.q, { clientDate: c.clientDate, chatHistory: [] })
      const got = {
        kind: i.kind,
        count: i.count,
        window: i.dateWindow ? { from: i.dateWindow.from, to: i.dateWindow.to } : null,
        competitions: i.competitions,
        teams: i.teams,
        value: i.value,
        bookmaker: i.bookmaker,
        notUnderstood: i.notUnderstood,
      }
      const e = c.expect
      const want = {
        kind: e.kind,
        count: e.count ?? null,
        window: e.window ?? null,
        competitions: e.competitions ?? [],
        teams: e.teams ?? [],
        value: e.value,
        bookmaker: e.bookmaker,
        notUnderstood: e.notUnderstood,
      }
      if (JSON.stringify(got) !== JSON.stringify(want))
        wrong.push(`${c.q}\n  want ${JSON.stringify(want)}\n  got  ${JSON.stringify(got)}`)
    }
    expect(wrong, wrong.join('\n')).toEqual([])
  })

  it('answers each as promised: charged only for a list or preview with the prices asked for', () => {
    const problems: string[] = []
    for (const c of VALUE_CASES) {
      const want = c.report
      if (!want) continue
      const r = ask(c.q, c.clientDate)
      const why: string[] = []
      if (r.coverage !== want.coverage) why.push(`coverage ${r.coverage}, want ${want.coverage}`)
      if (r.answerable !== (want.coverage === 'full')) why.push(`answerable ${r.answerable}`)
      for (const s of want.contains ?? []) if (!r.markdown.includes(s)) why.push(`missing “${s}”`)
      for (const s of want.excludes ?? []) if (r.markdown.includes(s)) why.push(`has “${s}”`)
      const words = r.understanding.words.filter((w) => w.role === 'unknown').map((w) => w.word)
      if (words.length > 0) why.push(`unknown words ${words.join(', ')}`)
      const open = r.understanding.items.filter((i) => !i.answered)
      if (r.answerable && open.length > 0) why.push(`charged without ${open.map((i) => i.label).join(', ')}`)
      if (!r.answerable && !r.markdown.includes('not charged')) why.push('free without saying so')
      if (why.length > 0) problems.push(`${c.q}: ${why.join('; ')}\n${r.markdown}`)
    }
    expect(problems, problems.join('\n\n')).toEqual([])
  })

  it('ranks value picks by edge, every one clearing the rule at a price a bettor could take before kick-off', () => {
    const r = ask('value bets this weekend', '2026-03-14T10:00:00.000Z')
    const views = r.picks.map((p) => p.marketView)
    expect(views.length).toBeGreaterThan(0)
    for (const v of views) {
      expect(v?.modelProbability).toBeGreaterThanOrEqual(0.35)
      expect(v?.edge).toBeGreaterThanOrEqual(0.03)
      expect(v?.best.kind).not.toBe('closing')
      expect(v?.stake).toBeGreaterThan(0)
      expect(v?.stake).toBeLessThanOrEqual(0.02)
    }
    const edges = views.map((v) => v?.edge ?? 0)
    expect(edges).toEqual([...edges].sort((a, b) => b - a))
  })

  it('shows model v market on a preview only for outcomes with a stored price, and none for an unpriced match', () => {
    const priced = ask('Arsenal v Chelsea', '2026-03-14T10:00:00.000Z').matches[0]
    expect(priced?.marketViews?.map((v) => v.outcome)).toEqual([
      'home_win',
      'draw',
      'away_win',
      'over_2.5',
      'under_2.5',
    ])
    expect(priced?.marketViews?.every((v) => v.market?.method === 'Shin' && v.market.bookmaker === 'pinnacle')).toBe(
      true,
    )
    // A stake only where the outcome clears the value rule; none for the draw and the long shot.
    for (const v of priced?.marketViews ?? []) expect(v.stake > 0).toBe(v.modelProbability >= 0.35 && v.edge >= 0.03)
    const unpriced = ask('Bayern v Dortmund', '2026-03-14T10:00:00.000Z').matches[0]
    expect(unpriced?.marketViews).toBeUndefined()
  })
})
