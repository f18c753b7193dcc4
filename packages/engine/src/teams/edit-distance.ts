/**
 * Optimal-string-alignment (Damerau–Levenshtein) distance with an early exit: typo tolerance only
 * ever asks "is it within 1 or 2?", so rows whose minimum already exceeds `max` stop the scan.
 * The three DP rows are reused module buffers: the parser calls this for every candidate club
 * of every unknown word, and allocating rows per call dominated a question's parse time.
 */
let rowA = new Int32Array(64)
let rowB = new Int32Array(64)
let rowC = new Int32Array(64)

export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0
  if (Math.abs(a.length - b.length) > max) return max + 1
  const n = b.length
  if (rowA.length <= n) {
    rowA = new Int32Array(n + 1)
    rowB = new Int32Array(n + 1)
    rowC = new Int32Array(n + 1)
  }
  let prevPrev = rowA
  let prev = rowB
  let cur = rowC
  for (let j = 0; j <= n; j++) prev[j] = j
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i
    let rowMin = i
    const ai = a.charCodeAt(i - 1)
    for (let j = 1; j <= n; j++) {
      const bj = b.charCodeAt(j - 1)
      const cost = ai === bj ? 0 : 1
      let v = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + cost)
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj)
        v = Math.min(v, (prevPrev[j - 2] as number) + 1)
      cur[j] = v
      if (v < rowMin) rowMin = v
    }
    if (rowMin > max) return max + 1
    const t = prevPrev
    prevPrev = prev
    prev = cur
    cur = t
  }
  return prev[n] as number
}
