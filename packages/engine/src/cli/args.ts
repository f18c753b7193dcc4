import { resolve } from 'node:path'

/** Tiny `--flag value` parser for the CLIs (no dependency needed for three flags). */
export function parseArgs(argv: string[]): Map<string, string> {
  const out = new Map<string, string>()
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string
    if (!a.startsWith('--')) continue
    const eq = a.indexOf('=')
    if (eq > 0) out.set(a.slice(2, eq), a.slice(eq + 1))
    else {
      const next = argv[i + 1]
      if (next !== undefined && !next.startsWith('--')) {
        out.set(a.slice(2), next)
        i++
      } else out.set(a.slice(2), 'true')
    }
  }
  return out
}

/** `--data`, else FOOTBALL_DATA_DIR, else `../shared/data/openfootball` relative to the repo root. */
export function dataDir(args: Map<string, string>): string {
  const repoRoot = resolve(import.meta.dirname, '../../../..')
  return resolve(args.get('data') ?? process.env.FOOTBALL_DATA_DIR ?? resolve(repoRoot, '../shared/data/openfootball'))
}

/** `--europe`, else FOOTBALL_EUROPE_DIR, else `../shared/data/openfootball-europe` relative to the repo root. */
export function europeDir(args: Map<string, string>): string {
  const repoRoot = resolve(import.meta.dirname, '../../../..')
  return resolve(
    args.get('europe') ?? process.env.FOOTBALL_EUROPE_DIR ?? resolve(repoRoot, '../shared/data/openfootball-europe'),
  )
}

/** `--stats`, else FOOTBALL_STATS_DIR, else `../shared/data/football-data-csv` (football-data.co.uk's layout: `2122/E0.csv`). */
export function statsDir(args: Map<string, string>): string {
  const repoRoot = resolve(import.meta.dirname, '../../../..')
  return resolve(
    args.get('stats') ?? process.env.FOOTBALL_STATS_DIR ?? resolve(repoRoot, '../shared/data/football-data-csv'),
  )
}
