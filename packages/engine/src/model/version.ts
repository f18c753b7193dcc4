/**
 * The model's version, sealed with every prediction (issue 33): a track record must say which
 * model made each call. Bump it in the same commit as any change that moves a price (the fit, the
 * blend, a market's formula, the stakes or staleness rules); `npm run eval` figures belong to it.
 */
export const MODEL_VERSION = 'pitchwise-model-2026.11.1'
