import type { NamedEntity } from '@pitchwise/contract'
import { Fragment, type ReactNode, useMemo } from 'react'
import { type Block, type Inline, parseMarkdown } from '../utils/markdown'
import { type NameSplitter, nameSplitter } from '../utils/name-links'
import { splitUnbreakableRanges } from '../utils/unbreakable-ranges'
import { BrowseLink, leaguePath, teamPath } from './browse-links'
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

/**
 * Names to link in one paragraph, list item or table cell, and those already linked there: a
 * name links at its first mention in the block (decision 412). null: link nothing (headings).
 */
interface BlockLinks {
  split: NameSplitter
  linked: Set<string>
}

const linksFor = (split: NameSplitter | null): BlockLinks | null => (split ? { split, linked: new Set() } : null)

/** Text with the report's team and competition names linked to their free pages. */
function withNamesLinked(text: string, links: BlockLinks | null): ReactNode {
  if (!links) return withRangesTogether(text)
  const pieces = links.split(text, links.linked)
  if (pieces.every((piece) => !piece.entity)) return withRangesTogether(text)
  return pieces.map((piece, index) => {
    const content = withRangesTogether(piece.text)
    if (!piece.entity) {
      // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one immutable string, never reordered
      return <Fragment key={index}>{content}</Fragment>
    }
    const to = piece.entity.kind === 'team' ? teamPath(piece.entity.id) : leaguePath(piece.entity.id)
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one immutable string, never reordered
      <BrowseLink key={index} to={to}>
        {content}
      </BrowseLink>
    )
  })
}

function renderInline(nodes: Inline[], links: BlockLinks | null, keyPrefix = ''): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${keyPrefix}${index}`
    switch (node.type) {
      case 'text':
        return <Fragment key={key}>{withNamesLinked(node.text, links)}</Fragment>
      case 'strong':
        return (
          <strong key={key} className="font-semibold text-slate-900 dark:text-white">
            {renderInline(node.children, links, `${key}-`)}
          </strong>
        )
      case 'em':
        return <em key={key}>{renderInline(node.children, links, `${key}-`)}</em>
      default:
        return (
          <code key={key} className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] dark:bg-white/10">
            {node.text}
          </code>
        )
    }
  })
}

function withBreaks(lines: Inline[][], links: BlockLinks | null): ReactNode[] {
  return lines.flatMap((line, index) => {
    const content = renderInline(line, links, `${index}-`)
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

function renderBlock(block: Block, index: number, split: NameSplitter | null): ReactNode {
  switch (block.type) {
    case 'heading': {
      const level = Math.min(6, Math.max(2, block.level + 1))
      const Tag = `h${level}` as 'h2'
      return (
        <Tag
          key={index}
          className={`${HEADING_CLASSES[block.level] ?? ''} mt-5 text-slate-900 first:mt-0 dark:text-white`}
        >
          {/* A heading names its subject; the body links the names (no links in headings, decision 412). */}
          {renderInline(block.children, null)}
        </Tag>
      )
    }
    case 'paragraph':
      return (
        <p key={index} className="my-3">
          {withBreaks(block.lines, linksFor(split))}
        </p>
      )
    case 'list': {
      const className = `my-3 space-y-2 pl-5 ${block.ordered ? 'list-decimal' : 'list-disc'} marker:text-emerald-500`
      const items = block.items.map((item, itemIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: list items are positional
        <li key={itemIndex} className="pl-1">
          {withBreaks(item, linksFor(split))}
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
          renderInline={(cell) => renderInline(cell, linksFor(split))}
        />
      )
    default:
      return <hr key={index} className="my-4 border-slate-200 dark:border-white/10" />
  }
}

export interface ReportMarkdownProps {
  text: string
  /** The teams and competitions the engine says the report names: linked to their pages. */
  named?: readonly NamedEntity[]
  className?: string
}

/** Renders report markdown as React elements (never as raw HTML). */
export function ReportMarkdown({ text, named, className = '' }: ReportMarkdownProps) {
  const blocks = useMemo(() => parseMarkdown(text), [text])
  const split = useMemo(() => nameSplitter(named), [named])
  return (
    <div className={`text-[0.95rem] leading-relaxed text-slate-700 dark:text-slate-300 ${className}`}>
      {blocks.map((block, index) => renderBlock(block, index, split))}
    </div>
  )
}
