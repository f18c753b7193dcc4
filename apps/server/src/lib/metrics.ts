/**
 * The process's Prometheus metrics (prom-client). One registry per process: several apps in
 * one test process share it, as the instances of one process would. Feature code records
 * business events here (analyze outcomes, credits spent); plugins/metrics.ts records HTTP
 * traffic and serves /metrics.
 */
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client'

export const registry = new Registry()
collectDefaultMetrics({ register: registry, prefix: 'pitchwise_process_' })

export const httpRequests = new Counter({
  name: 'pitchwise_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
})

export const httpDuration = new Histogram({
  name: 'pitchwise_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
})

/** charged | replay | unanswerable | refused | unavailable | failed */
export const analyzeOutcomes = new Counter({
  name: 'pitchwise_analyze_outcomes_total',
  help: 'Answers of /api/analyze by outcome',
  labelNames: ['outcome'] as const,
  registers: [registry],
})

export const creditsSpent = new Counter({
  name: 'pitchwise_credits_spent_total',
  help: 'Search credits spent on answered questions, by payer kind',
  labelNames: ['payer'] as const,
  registers: [registry],
})

/** Rows added to the sealed track record by paid answers (a prediction asked again is not added twice). */
export const predictionsSealed = new Counter({
  name: 'pitchwise_predictions_sealed_total',
  help: 'Predictions sealed in the hash-chained track record',
  registers: [registry],
})

/** Sealed predictions settled by the scoring runs, by outcome: scored or void (postponed, abandoned, pushed). */
export const predictionsSettled = new Counter({
  name: 'pitchwise_predictions_settled_total',
  help: 'Sealed predictions settled after imports, by outcome (scored or void)',
  labelNames: ['outcome'] as const,
  registers: [registry],
})

/** Chain checks run, by result; a mismatch is the operator's alarm. */
export const sealChecks = new Counter({
  name: 'pitchwise_seal_chain_checks_total',
  help: 'Checks of the sealed predictions hash chain, by result (ok or mismatch)',
  labelNames: ['result'] as const,
  registers: [registry],
})
