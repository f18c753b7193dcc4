/**
 * The value rule (decision 160): an outcome is a value pick when the model gives it at least
 * MIN_MODEL_PROBABILITY and the best price a bettor could take before kick-off returns at least
 * MIN_EDGE more than it costs by the model's probability. The floor keeps long shots out (a small
 * error in a small probability makes a large "edge"); the minimum edge keeps out prices the
 * model's own error could explain. The eval (eval/closing-line-value.ts) measures this rule.
 */
export interface ValueRule {
  minModelProbability: number
  minEdge: number
}

export const VALUE_RULE: ValueRule = { minModelProbability: 0.35, minEdge: 0.03 }

export function clearsValueRule(modelProbability: number, edge: number, rule: ValueRule = VALUE_RULE): boolean {
  return modelProbability >= rule.minModelProbability && edge >= rule.minEdge
}

/**
 * An overpriced favourite ("which favourites are overpriced"): the side the market rates likelier
 * to win, rated by the market at least this much above the model, so its price is shorter than
 * the model's fair odds.
 */
export const OVERPRICED_GAP = 0.03
