/**
 * A tiny markdown parser for the subset the analysis engine writes: headings, paragraphs (single
 * newlines are line breaks), ordered and bullet lists (indented lines continue an item), tables,
 * horizontal rules, **bold**, _italic_ / *italic* and `code`. It produces a plain tree that
 * report-markdown.tsx turns into React elements, so no HTML from the text is ever injected.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }

export type Block =
  | { type: 'heading'; level: number; children: Inline[] }
  | { type: 'paragraph'; lines: Inline[][] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][][] }
  | { type: 'table'; header: Inline[][]; align: ('left' | 'right' | 'center' | null)[]; rows: Inline[][][] }
  | { type: 'rule' }

const HEADING = /^(#{1,6})\s+(.*)$/
const ORDERED = /^\s{0,3}(\d{1,3})[.)]\s+(.*)$/
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n')
  const blocks: Block[] = []
  let i = 0
  while (i < lines.length) {
    const line = lines[i] ?? ''
    if (line.trim() === '') {
      i++
      continue
    }
    const heading = HEADING.exec(line)
    if (heading) {
      blocks.push({ type: 'heading', level: heading[1]?.length ?? 2, children: parseInline(heading[2] ?? '') })
      i++
      continue
    }
    if (RULE.test(line)) {
      blocks.push({ type: 'rule' })
      i++
      continue
    }
    if (isTableStart(lines, i)) {
      const header = splitRow(line)
      const align = splitRow(lines[i + 1] ?? '').map(alignmentOf)
      const rows: Inline[][][] = []
      i += 2
      while (i < lines.length && (lines[i] ?? '').trim().startsWith('|')) {
        rows.push(splitRow(lines[i] ?? '').map(parseInline))
        i++
      }
      blocks.push({ type: 'table', header: header.map(parseInline), align, rows })
      continue
    }
    const ordered = ORDERED.exec(line)
    const bullet = ordered ? null : BULLET.exec(line)
    if (ordered || bullet) {
      const isOrdered = Boolean(ordered)
      const start = ordered ? Number(ordered[1]) : 1
      const items: Inline[][][] = []
      while (i < lines.length) {
        const current = lines[i] ?? ''
        const match = isOrdered ? ORDERED.exec(current) : BULLET.exec(current)
        if (match) {
          items.push([parseInline((isOrdered ? match[2] : match[1]) ?? '')])
          i++
          continue
        }
        // An indented, non-blank line continues the current item.
        if (/^\s{2,}\S/.test(current) && items.length > 0) {
          items[items.length - 1]?.push(parseInline(current.trim()))
          i++
          continue
        }
        // A blank line followed by another item of the same kind keeps the list going.
        if (current.trim() === '') {
          const next = lines[i + 1] ?? ''
          if (isOrdered ? ORDERED.test(next) : BULLET.test(next)) {
            i++
            continue
          }
        }
        break
      }
      blocks.push({ type: 'list', ordered: isOrdered, start, items })
      continue
    }
    const paragraph: Inline[][] = []
    while (i < lines.length) {
      const current = lines[i] ?? ''
      if (current.trim() === '' || HEADING.test(current) || RULE.test(current) || isTableStart(lines, i)) break
      if (paragraph.length > 0 && (ORDERED.test(current) || BULLET.test(current))) break
      paragraph.push(parseInline(current.trim()))
      i++
    }
    blocks.push({ type: 'paragraph', lines: paragraph })
  }
  return blocks
}

function isTableStart(lines: string[], i: number): boolean {
  const line = lines[i] ?? ''
  const next = lines[i + 1]
  return line.trim().startsWith('|') && next !== undefined && TABLE_SEPARATOR.test(next) && next.includes('-')
}

function splitRow(row: string): string[] {
  let text = row.trim()
  if (text.startsWith('|')) text = text.slice(1)
  if (text.endsWith('|')) text = text.slice(0, -1)
  return text.split('|').map((cell) => cell.trim())
}

function alignmentOf(cell: string): 'left' | 'right' | 'center' | null {
  const left = cell.startsWith(':')
  const right = cell.endsWith(':')
  if (left && right) return 'center'
  if (right) return 'right'
  if (left) return 'left'
  return null
}

/** Inline spans: `code`, **strong**, __strong__, *em*, _em_. Unclosed markers stay literal text. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = []
  let buffer = ''
  let i = 0
  const flush = () => {
    if (buffer) out.push({ type: 'text', text: buffer })
    buffer = ''
  }
  while (i < text.length) {
    const ch = text[i]
    if (ch === '`') {
      const end = text.indexOf('`', i + 1)
      if (end > i + 1) {
        flush()
        out.push({ type: 'code', text: text.slice(i + 1, end) })
        i = end + 1
        continue
      }
    }
    if ((ch === '*' || ch === '_') && text[i + 1] === ch) {
      const marker = ch + ch
      const end = text.indexOf(marker, i + 2)
      if (end > i + 2) {
        flush()
        out.push({ type: 'strong', children: parseInline(text.slice(i + 2, end)) })
        i = end + 2
        continue
      }
    }
    if (ch === '*' || ch === '_') {
      // `_` inside a word (snake_case) is not emphasis.
      const before = text[i - 1]
      const opens = ch === '*' || before === undefined || !/[A-Za-z0-9]/.test(before)
      const end = findClosing(text, ch, i + 1)
      if (opens && end > i + 1 && text[i + 1] !== ' ') {
        flush()
        out.push({ type: 'em', children: parseInline(text.slice(i + 1, end)) })
        i = end + 1
        continue
      }
    }
    buffer += ch
    i++
  }
  flush()
  return out
}

function findClosing(text: string, marker: string, from: number): number {
  for (let j = from; j < text.length; j++) {
    if (text[j] !== marker) continue
    if (text[j + 1] === marker) {
      j++
      continue
    }
    const after = text[j + 1]
    if (marker === '_' && after !== undefined && /[A-Za-z0-9]/.test(after)) continue
    if (text[j - 1] === ' ') continue
    return j
  }
  return -1
}
