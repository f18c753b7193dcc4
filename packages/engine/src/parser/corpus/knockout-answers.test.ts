/**
 * The knockout corpus's answers on the test world with two European cups in their knockout
 * rounds: coverage (what decides charging) and text, as answers.test.ts checks the rest.
 */
import { describe, expect, it } from 'vitest'
import { createAnalyzer } from '../../analyze.ts'
import { fakeCupWorld } from '../../report/testing/fake-cup-world.ts'
import { KNOCKOUT_CASES } from './cases-knockout.ts'

const analyzer = createAnalyzer(fakeCupWorld())

describe('knockout corpus answers', () => {
  it('gives every knockout case the answer it promises, charged only with the chances asked for', () => {
    const problems: string[] = []
    for (const c of KNOCKOUT_CASES) {
      const want = c.report
      if (!want) continue
      const r = analyzer.analyze({ question: c.q, clientDate: c.clientDate, chatHistory: [], deep: false })
      const why: string[] = []
      if (r.coverage !== want.coverage) why.push(`coverage ${r.coverage}, want ${want.coverage}`)
      if (r.answerable !== (want.coverage === 'full')) why.push(`answerable ${r.answerable}`)
      for (const s of want.contains ?? []) if (!r.markdown.includes(s)) why.push(`missing “${s}”`)
      for (const s of want.excludes ?? []) if (r.markdown.includes(s)) why.push(`has “${s}”`)
      // Knockout answers never come from a league table: no points columns, no season simulation.
      if (r.outright) why.push('a league-table simulation')
      if (/\bPts\b|points/.test(r.markdown)) why.push('mentions points')
      if (why.length > 0) problems.push(`${JSON.stringify(c.q)}: ${why.join('; ')}\n${r.markdown.slice(0, 600)}`)
    }
    expect(KNOCKOUT_CASES.filter((c) => c.report).length).toBeGreaterThanOrEqual(15)
    expect(problems, problems.join('\n\n')).toEqual([])
  })
})
