/**
 * The bench's own regression check (issue 36): figures recorded in docs/benchmarks.md as
 * `<!-- baseline NAME: key=value key=value -->` lines, and a comparison that flags a figure more
 * than 10 % worse. Run by hand with `npm run bench`, never part of CI timing.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from './server.ts'

export const REGRESSION_TOLERANCE = 0.1

/** The baseline figures recorded under `name`, or null when docs/benchmarks.md has none. */
export function readBaseline(
  name: string,
  file = path.join(ROOT, 'docs/benchmarks.md'),
): Record<string, number> | null {
  const text = readFileSync(file, 'utf8')
  const line = text.split('\n').find((l) => l.startsWith(`<!-- baseline ${name}:`))
  if (!line) return null
  const figures: Record<string, number> = {}
  for (const [, key, value] of line.matchAll(/([a-z0-9_]+)=([0-9.]+)/gi)) figures[key as string] = Number(value)
  return figures
}

export interface Measured {
  /** Higher is better (throughput). */
  higher?: Record<string, number>
  /** Lower is better (latency). */
  lower?: Record<string, number>
}

/** One line per figure compared, and whether any is more than 10 % worse than its baseline. */
export function compareToBaseline(name: string, measured: Measured): { lines: string[]; regressed: boolean } {
  const baseline = readBaseline(name)
  if (!baseline) return { lines: [`${name}: no baseline in docs/benchmarks.md; not checked`], regressed: false }
  const lines: string[] = []
  let regressed = false
  const check = (key: string, value: number, higherIsBetter: boolean) => {
    const base = baseline[key]
    if (base === undefined) return
    const worse = higherIsBetter ? value < base * (1 - REGRESSION_TOLERANCE) : value > base * (1 + REGRESSION_TOLERANCE)
    regressed ||= worse
    lines.push(
      `${name}: ${key} ${value} against ${base} in docs/benchmarks.md ${worse ? '— REGRESSION (more than 10 % worse)' : 'ok'}`,
    )
  }
  for (const [key, value] of Object.entries(measured.higher ?? {})) check(key, value, true)
  for (const [key, value] of Object.entries(measured.lower ?? {})) check(key, value, false)
  return { lines, regressed }
}
