/**
 * How often a question (or a market's questions) was asked: the one measure Explore Markets and
 * Popular Searches show and rank by (issue 15), said the same way in both.
 */
export function askedText(count: number): string {
  if (count <= 0) return 'Not asked yet'
  if (count === 1) return 'Asked once'
  return `Asked ${count.toLocaleString('en-US')} times`
}

/** The compact badge form ("12×") of the same count, for narrow lists. */
export function askedBadge(count: number): string {
  return `${count.toLocaleString('en-US')}×`
}
