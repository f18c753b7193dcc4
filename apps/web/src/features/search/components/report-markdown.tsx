import { Fragment, type ReactNode, useMemo } from 'react'
import { type Block, type Inline, parseMarkdown } from '../utils/markdown'
import { splitUnbreakableRanges } from '../utils/unbreakable-ranges'
import { ReportTable } from './report-table'

/** Text with its scores and ranges ("2–2") kept on one line. */
function withRangesTogether(text: string): ReactNode {
  const pieces = splitUnbreakableRanges(text)
  if (pieces.every((piece) => !piece.keepTogether)) return text
  return pieces.map((piece, index) =>
    piece.keepTogether ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one immutable string, never reordered
      <span key={index} className="whitespace-nowrap">
        {piece.text}
      </span>
    ) : (
      piece.text
    ),
  )
}

function renderInline(nodes: Inline[], keyPrefix = ''): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${keyPrefix}${index}`
    switch (node.type) {
      case 'text':
        return <Fragment key={key}>{withRangesTogether(node.text)}</Fragment>
      case 'strong':
        return (
          <strong key={key} className="font-semibold text-slate-900 dark:text-white">
            {renderInline(node.children, `${key}-`)}
          </strong>
        )
      case 'em':
        return <em key={key}>{renderInline(node.children, `${key}-`)}</em>
      default:
        return (
          <code key={key} className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] dark:bg-white/10">
            {node.text}
          </code>
        )
    }
  })
}

function withBreaks(lines: Inline[][]): ReactNode[] {
  return lines.flatMap((line, index) => {
    const content = renderInline(line, `${index}-`)
    // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their position
    return index === 0 ? content : [<br key={`br-${index}`} />, ...content]
  })
}

const HEADING_CLASSES: Record<number, string> = {
  1: 'text-xl font-semibold',
  2: 'text-lg font-semibold',
  3: 'text-base font-semibold',
  4: 'text-base font-semibold',
  5: 'text-sm font-semibold uppercase tracking-wide',
  6: 'text-sm font-semibold uppercase tracking-wide',
}

function renderBlock(block: Block, index: number): ReactNode {
  switch (block.type) {
    case 'heading': {
      const level = Math.min(6, Math.max(2, block.level + 1))
      const Tag = `h${level}` as 'h2'
      return (
        <Tag
          key={index}
          className={`${HEADING_CLASSES[block.level] ?? ''} mt-5 text-slate-900 first:mt-0 dark:text-white`}
        >
          {renderInline(block.children)}
        </Tag>
      )
    }
    case 'paragraph':
      return (
        <p key={index} className="my-3">
          {withBreaks(block.lines)}
        </p>
      )
    case 'list': {
      const className = `my-3 space-y-2 pl-5 ${block.ordered ? 'list-decimal' : 'list-disc'} marker:text-emerald-500`
      const items = block.items.map((item, itemIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: list items are positional
        <li key={itemIndex} className="pl-1">
          {withBreaks(item)}
        </li>
      ))
      return block.ordered ? (
        <ol key={index} start={block.start} className={className}>
          {items}
        </ol>
      ) : (
        <ul key={index} className={className}>
          {items}
        </ul>
      )
    }
    case 'table':
      return (
        <ReportTable
          key={index}
          header={block.header}
          rows={block.rows}
          align={block.align}
          renderInline={(cell) => renderInline(cell)}
        />
      )
    default:
      return <hr key={index} className="my-4 border-slate-200 dark:border-white/10" />
  }
}

/** Renders report markdown as React elements (never as raw HTML). */
export function ReportMarkdown({ text, className = '' }: { text: string; className?: string }) {
  const blocks = useMemo(() => parseMarkdown(text), [text])
  return (
    <div className={`text-[0.95rem] leading-relaxed text-slate-700 dark:text-slate-300 ${className}`}>
      {blocks.map(renderBlock)}
    </div>
  )
}
