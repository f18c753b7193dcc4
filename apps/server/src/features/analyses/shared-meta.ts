import { LIMITS } from '@pitchwise/contract'

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
  const title = `${truncate(oneLine(analysis.query), 90)} | ${productName}`
  const description = truncate(plainText(analysis.result), LIMITS.shareTextMax)
  const tags = [
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta property="og:type" content="article">`,
    `<meta property="og:site_name" content="${escapeHtml(productName)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    ...(options.url ? [`<meta property="og:url" content="${escapeHtml(options.url)}">`] : []),
    `<meta name="twitter:card" content="summary">`,
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(description)}">`,
  ].join('\n    ')
  // Replacements are functions, never strings: in a replacement string `$&`, `$'` and the like
  // are patterns, so user text such as "odds $& more" would copy parts of the page into it.
  const titleTag = `<title>${escapeHtml(title)}</title>`
  const cleaned = html
    .replace(/<meta\s+(?:name|property)=["'](?:description|og:[^"']*|twitter:[^"']*)["'][^>]*>\s*/gi, () => '')
    .replace(/<title>[\s\S]*?<\/title>/i, () => titleTag)
  const withTitle = /<title>/i.test(cleaned) ? cleaned : cleaned.replace(/<\/head>/i, () => `${titleTag}</head>`)
  return withTitle.replace(/<\/head>/i, () => `    ${tags}\n  </head>`)
}

/** Escapes text for an HTML attribute or text node. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
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
