import { LIMITS } from '@pitchwise/contract'
import { renderPageMeta } from '../../lib/page-meta.ts'

export interface SharedMetaInput {
  /** The question of the shared report. */
  query: string
  /** The report markdown. */
  result: string
}

export interface SharedMetaOptions {
  /** Product name for the title and og:site_name (config.PRODUCT_NAME). */
  productName?: string
  /** Absolute URL of the shared page, for og:url. */
  url?: string
}

/**
 * Puts Open Graph and Twitter meta tags for a shared report into the SPA's index.html, so a
 * link to /shared/{shareId} previews with the question and the start of the report in chat
 * apps (their crawlers do not run JavaScript). The page title becomes the question; existing
 * description, og:* and twitter:* tags are replaced. Every value is HTML-escaped.
 */
export function renderSharedMeta(html: string, analysis: SharedMetaInput, options: SharedMetaOptions = {}): string {
  const productName = options.productName ?? 'Pitchwise'
  return renderPageMeta(html, {
    title: `${truncate(oneLine(analysis.query), 90)} | ${productName}`,
    description: truncate(plainText(analysis.result), LIMITS.shareTextMax),
    productName,
    ...(options.url ? { url: options.url } : {}),
  })
}

/** Markdown to a single line of readable text (headings, emphasis, links, tables and lists flattened). */
function plainText(markdown: string): string {
  return oneLine(
    markdown
      .replace(/```[\s\S]*?```/g, ' ')
      .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
      .replace(/^\s*\|?[\s:|-]+\|[\s:|-]*$/gm, ' ')
      .replace(/\|/g, ' ')
      .replace(/[*_`~]+/g, ''),
  )
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/** Cuts to `max` characters with an ellipsis, as the share buttons do (197 + '…' for 200). */
function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 3).trimEnd()}...`
}
