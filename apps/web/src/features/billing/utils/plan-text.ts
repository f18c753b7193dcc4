import { countOf } from '../../../utils/plural.ts'

export { planDurationText } from '@pitchwise/contract/billing'

/** Credits are spent one per search, so the UI counts them as searches ("1 search", "20 searches"). */
export function searchesText(credits: number): string {
  return countOf(credits, 'search', 'searches')
}

/** The plan card's validity line ("Valid for 1 day", "Valid for 30 days"). */
export function validityText(durationDays: number): string {
  return `Valid for ${countOf(durationDays, 'day')}`
}
