/**
 * The corpus's answers on the test world: every case with a `report` expectation is analysed
 * and its coverage (what decides charging), text and pick markets checked. A question that is
 * not fully understood must never come back as a chargeable, `full` answer.
 */
import { describe, expect, it } from 'vitest'
import { createAnalyzer } from '../../analyze.ts'
import { fakeWorld } from '../../report/testing/fake-world.ts'
import { normalize } from '../normalize.ts'
import { DOMESTIC_CASES } from './all-cases.ts'

const analyzer = createAnalyzer(fakeWorld())
const ALL = DOMESTIC_CASES

function ask(c: (typeof ALL)[number]) {
  return analyzer.analyze({
    question: c.q,
    clientDate: c.clientDate,
    timeZone: c.timeZone,
    chatHistory: c.history ?? [],
    previousIntent: c.previous,
    deep: false,
  })
}

describe('corpus answers', () => {
  it('gives every case with a report expectation the answer it promises', () => {
    const problems: string[] = []
    const cases = ALL.filter((c) => c.report)
    for (const c of cases) {
      const want = c.report
      if (!want) continue
      const r = ask(c)
      const why: string[] = []
      if (r.coverage !== want.coverage) why.push(`coverage ${r.coverage}, want ${want.coverage}`)
      if (r.answerable !== (want.coverage === 'full')) why.push(`answerable ${r.answerable}`)
      for (const s of want.contains ?? []) if (!r.markdown.includes(s)) why.push(`missing “${s}”`)
      for (const s of want.excludes ?? []) if (r.markdown.includes(s)) why.push(`has “${s}”`)
      if (want.pickMarkets)
        for (const p of r.picks)
          if (!want.pickMarkets.some((m) => p.market.startsWith(m))) why.push(`pick market ${p.market}`)
      if (why.length > 0) problems.push(`${JSON.stringify(c.q)}: ${why.join('; ')}\n${r.markdown.slice(0, 400)}`)
    }
    expect(cases.length).toBeGreaterThanOrEqual(60)
    expect(problems, problems.join('\n\n')).toEqual([])
  }, 60_000)

  it('never charges a question with a part it did not understand', () => {
    const charged = ALL.filter((c) => c.expect.notUnderstood || c.expect.kind === 'unsupported')
      .map((c) => ({ c, r: ask(c) }))
      .filter(({ r }) => r.answerable || r.coverage === 'full')
      .map(({ c }) => c.q)
    expect(charged).toEqual([])
  }, 60_000)

  it('never tips a match that has kicked off by the client instant', () => {
    const tipped: string[] = []
    for (const c of ALL) {
      const r = ask(c)
      for (const p of r.picks)
        if (r.intent.kind === 'picks' && Date.parse(p.kickoff) <= Date.parse(c.clientDate))
          tipped.push(`${c.q}: ${p.home} v ${p.away} at ${p.kickoff}`)
    }
    expect(tipped).toEqual([])
  }, 60_000)

  it('accounts for every word of every question, and leaves no word of a charged answer unexplained', () => {
    const problems: string[] = []
    for (const c of ALL) {
      const r = ask(c)
      const { words, unused } = r.understanding
      const typed = normalize(c.q)
        .trim()
        .split(' ')
        .filter((w) => /[a-z0-9]/.test(w))
      if (words.length !== typed.length) problems.push(`${c.q}: ${words.length} words accounted of ${typed.length}`)
      const unknown = words.filter((w) => w.role === 'unknown').map((w) => w.word)
      const missing = r.intent.notUnderstood
      const shown = [
        ...unused,
        ...(missing?.unmatched ?? []).flatMap((p) => p.split(' ')),
        ...(missing?.ambiguous ?? []).flatMap((a) => a.phrase.split(' ')),
      ]
      // A refused question answers none of it, so no word is "used" and none is listed.
      if (r.intent.kind !== 'unsupported')
        for (const w of unknown) if (!shown.includes(w)) problems.push(`${c.q}: “${w}” neither used nor shown`)
      if (r.answerable && unknown.length > 0) problems.push(`${c.q}: charged with unknown ${unknown.join(', ')}`)
    }
    expect(problems).toEqual([])
  }, 60_000)

  it('lists each requested item, charges only when every one is answered, and names the one that is not', () => {
    const problems: string[] = []
    for (const c of ALL) {
      const r = ask(c)
      const { items } = r.understanding
      const refused = r.intent.kind === 'unsupported' || r.intent.kind === 'clarify'
      if (refused) {
        if (r.answerable) problems.push(`${c.q}: a refusal was charged`)
        continue
      }
      if (items.length === 0) problems.push(`${c.q}: no item understood`)
      const open = items.filter((i) => !i.answered)
      if (r.answerable && open.length > 0)
        problems.push(`${c.q}: charged without ${open.map((i) => i.label).join(', ')}`)
      if (!r.answerable && open.length === 0 && !/not (?:been )?charged|free of charge/.test(r.markdown))
        problems.push(`${c.q}: free without saying why`)
    }
    expect(problems).toEqual([])
  }, 60_000)
})
