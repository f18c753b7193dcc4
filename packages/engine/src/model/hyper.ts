/**
 * Hyper-parameters of the engine. Chosen by the walk-forward grid search on the TUNING seasons
 * (2018-19…2021-22 of en.1/de.1/es.1/it.1/fr.1), never on the reported test seasons:
 *   npx tsx packages/engine/src/cli/tune.ts
 * (prints the grid and the winners; see docs/model-card.md and decisions 101, 102, 103). Edit only
 * together with a re-run (`--step goal-style` re-runs only the last step).
 */
export interface HyperParams {
  /** Dixon–Coles exponential time-decay half-life, days. */
  halfLifeDays: number
  /** Prior strength in pseudo-matches for attack/defence shrinkage. */
  priorMatches: number
  /** Prior attack/defence multipliers of a team new to the competition (promoted). */
  promotedAttack: number
  promotedDefence: number
  /** Elo K-factor (before the goal-difference multiplier). */
  eloK: number
  /** Elo home advantage, rating points. */
  eloHome: number
  /** Fraction of the distance to the competition mean removed at each new season. */
  eloRegress: number
  /** Rating points below the competition mean at which a new (promoted) team enters. */
  eloNewTeamOffset: number
  /** Weight of the competition's Dixon–Coles in a league match's 1X2 blend. */
  blendWeightDc: number
  /**
   * Weight of the dynamic-strength goal model (goal-kalman.ts) in a league match's 1X2 blend; Elo
   * gets 1 − blendWeightDc − blendWeightKalman.
   */
  blendWeightKalman: number
  /** Weight of the global one-scale Dixon–Coles in a match between leagues (the rest is the cup's Elo). */
  blendWeightGlobal: number
  /**
   * Fraction kept of a team's goal-style deviation (how open its games are: the geometric mean of
   * its attack and concede multipliers, relative to its league). 1 = the plain Dixon–Coles fit;
   * lower values pull every team's expected total toward the league's, leaving its strength
   * (attack ÷ concede) untouched. See docs/model-card.md and decision 102.
   */
  goalStyleKeep: number
  /** Factor on every scoreline where a side fails to score (`dixonColesMatrix`'s `blank`). */
  blankFactor: number
}

export const DEFAULT_HYPER: HyperParams = {
  // Winners of `npx tsx packages/engine/src/cli/tune.ts` (tuning RPS 0.2014; see docs/model-card.md).
  halfLifeDays: 365,
  priorMatches: 4,
  promotedAttack: 0.9,
  promotedDefence: 1.1,
  eloK: 15,
  eloHome: 50,
  eloRegress: 0.15,
  eloNewTeamOffset: 40,
  // Lowest RPS over every season before the test seasons, 2014-15…2021-22, on a 0.05 simplex grid
  // (`tune.ts --step blend`): 0.15 Dixon–Coles + 0.8 Kalman + 0.05 Elo (decision 103).
  blendWeightDc: 0.15,
  blendWeightKalman: 0.8,
  // The previous domestic weight, also best on the European tuning seasons (decision 110).
  blendWeightGlobal: 0.8,
  // Best O2.5 + BTTS log-loss on the tuning seasons (grid 0…1; `tune.ts --step goal-style`).
  goalStyleKeep: 0.5,
  // Best O2.5 + BTTS log-loss on the tuning seasons (grid 1…0.9; `tune.ts --step goal-markets`).
  blankFactor: 0.93,
}

/** Matches whose decay weight is below this are left out of a fit (≈ 5.6 half-lives). */
export const MIN_WEIGHT = 0.02
