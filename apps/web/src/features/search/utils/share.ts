import { LIMITS } from '@pitchwise/contract/limits'

export type ShareTarget = 'facebook' | 'twitter' | 'telegram' | 'whatsapp'

/** Cuts a share text to LIMITS.shareTextMax characters: 197 characters plus '...' when longer. */
export function truncateShareText(text: string, max: number = LIMITS.shareTextMax): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  return `${clean.slice(0, max - 3)}...`
}

/** The public link of a saved analysis. */
export function sharedAnalysisUrl(shareId: string, origin: string = window.location.origin): string {
  return `${origin}/shared/${encodeURIComponent(shareId)}`
}

/** The share link of each network, with the text cut and URL-encoded. */
export function shareLinkFor(target: ShareTarget, url: string, text: string): string {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(truncateShareText(text))
  switch (target) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}&quote=${t}`
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${t}&url=${u}`
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${t}`
    case 'whatsapp':
      return `https://wa.me/?text=${t}%20${u}`
  }
}
