import { describe, expect, it } from 'vitest'
import { parseInline, parseMarkdown } from './markdown'

describe('parseMarkdown', () => {
  it('reads the engine picks report: paragraph, ordered list with continuation lines, rule, italics', () => {
    const text = [
      'I looked at seven fixtures today.',
      '',
      '1. **Bayern München v Borussia Dortmund** · Bundesliga · 15:30',
      '   Over 2.5 goals: **88%** (fair odds 1.13) · confidence high',
      '2. **Manchester City v Everton** · Premier League · 15:00',
      '',
      '---',
      '_Based on results up to 7 March 2026. 18+ only._',
    ].join('\n')
    const blocks = parseMarkdown(text)
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'list', 'rule', 'paragraph'])
    const list = blocks[1]
    if (list?.type !== 'list') throw new Error('expected a list')
    expect(list.ordered).toBe(true)
    expect(list.items).toHaveLength(2)
    expect(list.items[0]).toHaveLength(2)
    expect(list.items[0]?.[0]?.[0]).toEqual({
      type: 'strong',
      children: [{ type: 'text', text: 'Bayern München v Borussia Dortmund' }],
    })
    const note = blocks[3]
    if (note?.type !== 'paragraph') throw new Error('expected a paragraph')
    expect(note.lines[0]?.[0]?.type).toBe('em')
  })

  it('reads headings, bullet lists and tables', () => {
    const blocks = parseMarkdown(
      '## Arsenal v Chelsea\n\n| | Arsenal | Draw |\n|---|---|---|\n| Probability | 74% | 15% |\n\n- Expected goals 2.7\n- Form WWW',
    )
    expect(blocks.map((b) => b.type)).toEqual(['heading', 'table', 'list'])
    const table = blocks[1]
    if (table?.type !== 'table') throw new Error('expected a table')
    expect(table.header).toHaveLength(3)
    expect(table.rows[0]?.[1]).toEqual([{ type: 'text', text: '74%' }])
  })

  it('keeps HTML as text and leaves unclosed markers and snake_case alone', () => {
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([
      { type: 'text', text: '<img src=x onerror=alert(1)>' },
    ])
    expect(parseInline('over_2.5 and **open')).toEqual([{ type: 'text', text: 'over_2.5 and **open' }])
  })
})
