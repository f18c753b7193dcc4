/**
 * "1 credit" / "2 credits": a count with its noun in the right number. English only; the
 * irregular plural is passed in ("search" → "searches").
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`
}
