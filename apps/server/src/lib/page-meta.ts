/**
 * Puts a page's title, description and Open Graph / Twitter tags into the SPA's index.html, so a
 * link to it previews in chat apps and search engines read a real title (their crawlers do not
 * run JavaScript). Existing description, og:* and twitter:* tags are replaced; every value is
 * HTML-escaped.
 */
export interface PageMeta {
  /** The full title, product name included. */
  title: string
  description: string
  productName: string
  /** Absolute URL of the page, for og:url and the canonical link. */
  url?: string
  /** og:type: `article` for a report, `website` for a browse page. */
  type?: 'article' | 'website'
}

export function renderPageMeta(html: string, meta: PageMeta): string {
  const { title, description, productName } = meta
  const tags = [
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta property="og:type" content="${meta.type ?? 'article'}">`,
    `<meta property="og:site_name" content="${escapeHtml(productName)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    ...(meta.url
      ? [
          `<meta property="og:url" content="${escapeHtml(meta.url)}">`,
          `<link rel="canonical" href="${escapeHtml(meta.url)}">`,
        ]
      : []),
    `<meta name="twitter:card" content="summary">`,
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(description)}">`,
  ].join('\n    ')
  // Replacements are functions, never strings: in a replacement string `$&`, `$'` and the like
  // are patterns, so user text such as "odds $& more" would copy parts of the page into it.
  const titleTag = `<title>${escapeHtml(title)}</title>`
  const cleaned = html
    .replace(/<meta\s+(?:name|property)=["'](?:description|og:[^"']*|twitter:[^"']*)["'][^>]*>\s*/gi, () => '')
    .replace(/<link\s+rel=["']canonical["'][^>]*>\s*/gi, () => '')
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
