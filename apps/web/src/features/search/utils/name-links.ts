import type { NamedEntity } from '@pitchwise/contract'

/** A piece of report text: plain, or a name the engine tagged, to be linked to its page. */
export interface NamePiece {
  text: string
  entity?: NamedEntity
}

/**
 * Splits text at the names the engine says the report gives (AnalysisData.named, decision 412).
 * `linked` holds the names already linked in the same paragraph, list item or table cell: a name
 * links at its first mention there, and later mentions stay plain text.
 */
export type NameSplitter = (text: string, linked: Set<string>) => NamePiece[]

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The engine's rule for a whole name (report/named-entities.ts): no letter or digit touches it.
 * Longest names first, so "Manchester City" is never cut to a shorter name.
 */
export function nameSplitter(named: readonly NamedEntity[] | undefined): NameSplitter | null {
  const entities = new Map((named ?? []).filter((n) => n.name.trim()).map((n) => [n.name, n]))
  if (entities.size === 0) return null
  const alternation = [...entities.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeForPattern)
    .join('|')
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation})(?![\\p{L}\\p{N}])`, 'gu')
  return (text, linked) => {
    const pieces: NamePiece[] = []
    let from = 0
    for (const match of text.matchAll(pattern)) {
      const entity = entities.get(match[0])
      const key = entity && `${entity.kind}:${entity.id}`
      if (!entity || !key || linked.has(key)) continue
      linked.add(key)
      if (match.index > from) pieces.push({ text: text.slice(from, match.index) })
      pieces.push({ text: match[0], entity })
      from = match.index + match[0].length
    }
    if (from < text.length) pieces.push({ text: text.slice(from) })
    return pieces
  }
}
