/**
 * Deterministic phrasing variety: the same match always reads the same way (stable tests,
 * stable caches), different matches read differently. FNV-1a over the seed, not Math.random.
 */
export function hash(seed: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export function choose<T>(seed: string, options: readonly T[]): T {
  const v = options[hash(seed) % options.length]
  if (v === undefined) throw new Error('choose: no options')
  return v
}
