import { describe, expect, it } from 'vitest'
import { createAnalyzer } from '../analyze.ts'
import { fakeWorld } from '../report/testing/fake-world.ts'

const analyzer = createAnalyzer(fakeWorld())
const ask = (question: string) =>
  analyzer.analyze({ question, clientDate: '2026-03-14T09:00:00.000Z', chatHistory: [], deep: false })

describe('two clubs joined by "or" or "and"', () => {
  it("answer each club's own match when they do not meet soon", () => {
    const r = ask('premier league games today, liverpool or man city worth a punt?')
    expect(r.intent.eachTeam).toBe(true)
    expect(r.coverage).toBe('full')
    expect(r.understanding.items.map((i) => i.label)).toEqual([
      'Liverpool v Crystal Palace · today',
      'Manchester City v Everton · today',
    ])
    expect(r.markdown).not.toContain('Hypothetical')
  })

  it('ask about their meeting when they meet in the next three weeks, or are set against each other', () => {
    // Arsenal host Chelsea on Sunday 15 March.
    expect(ask('arsenal or chelsea to win').markdown).toContain('## Arsenal v Chelsea')
    expect(ask('arsenal or chelsea to win').intent.eachTeam).toBeUndefined()
    expect(ask('liverpool v man city').intent.eachTeam).toBeUndefined()
    // Meeting on Sunday is outside "today": each club's own match is asked for.
    expect(ask('arsenal and chelsea games today').intent.eachTeam).toBe(true)
  })
})
