/**
 * Knockout stages from the round headings of the data (`Finals, Round of 16`, `Quarterfinals`,
 * `Playoffs, Matchday 2`, `Sechzehntelfinale`), in the order they are played, with their names
 * in reports. Group and league-phase rounds are not knockout stages.
 */
import type { KnockoutTarget } from '../analysis-types.ts'

export const STAGES = ['playoffs', 'round_of_32', 'round_of_16', 'quarter_finals', 'semi_finals', 'final'] as const
export type Stage = (typeof STAGES)[number]

const NAME: Record<Stage, string> = {
  playoffs: 'knockout play-offs',
  round_of_32: 'round of 32',
  round_of_16: 'round of 16',
  quarter_finals: 'quarter-finals',
  semi_finals: 'semi-finals',
  final: 'final',
}
/** One tie of the stage: "a quarter-final", "the final". */
const ONE: Record<Stage, string> = {
  playoffs: 'knockout play-off',
  round_of_32: 'round-of-32 tie',
  round_of_16: 'round-of-16 tie',
  quarter_finals: 'quarter-final',
  semi_finals: 'semi-final',
  final: 'final',
}

/** "round of 16", "quarter-finals", "final". */
export function stageName(stage: Stage): string {
  return NAME[stage]
}

/** "quarter-final", "round-of-16 tie". */
export function tieName(stage: Stage): string {
  return ONE[stage]
}

/** Stage of a round heading; `league` for a group or league-phase round; undefined when unknown. */
export function stageOf(round: string | undefined): Stage | 'league' | undefined {
  if (!round) return undefined
  const r = round
    .toLowerCase()
    .replace(/^finals,\s*/, '')
    .replace(/,\s*matchday\s+\d+$/, '')
    .trim()
  if (/^(?:group|gruppe|league)\b/.test(r)) return 'league'
  if (/play-?offs?/.test(r)) return 'playoffs'
  if (/round of 32|last 32|sechzehntelfinale/.test(r)) return 'round_of_32'
  if (/round of 16|last 16|achtelfinale/.test(r)) return 'round_of_16'
  if (/quarter|viertelfinale/.test(r)) return 'quarter_finals'
  if (/semi|halbfinale/.test(r)) return 'semi_finals'
  if (/^finale?$/.test(r)) return 'final'
  return undefined
}

/** The stage a `reach_…` target names; undefined for the other targets. */
export function targetStage(target: KnockoutTarget): Stage | undefined {
  const stage = target.startsWith('reach_') ? target.slice('reach_'.length) : undefined
  return STAGES.find((s) => s === stage)
}

export function stageIndex(stage: Stage): number {
  return STAGES.indexOf(stage)
}
