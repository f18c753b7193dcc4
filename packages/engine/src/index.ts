// --- Model half (data, teams, model, eval). Pure: no fs; the fs loader is `@pitchwise/engine/data/load-directory`.

// --- Language half (parser, report writer, analyzer). Pure: no env, no fs, no network.
export type * from './analysis-types.ts'
export { type Analyzer, type AnalyzerWorld, createAnalyzer } from './analyze.ts'
export { buildDataset, type Dataset, matchId, type SourceFile } from './data/build-dataset.ts'
export { COMPETITIONS, competitionInfo } from './data/competitions.ts'
export { DEFAULT_LOCAL_TIME, type ParsedFile, parseOpenfootballFile, type RawMatch } from './data/openfootball.ts'
export { localToUtc, zoneOffsetMinutes } from './data/timezone.ts'
export { type BacktestOptions, type BacktestRow, runBacktest, score as scoreBacktest } from './eval/backtest.ts'
export { DEFAULT_HYPER, type HyperParams } from './model/hyper.ts'
export { dixonColesMatrix, marketsFromMatrix, type ScoreMatrix } from './model/matrix.ts'
export { fitPredictor, fitPredictorAsOf, type PredictorOptions } from './model/predictor.ts'
export { KNOWN_COMPETITION_NAMES } from './parser/competitions.ts'
export { createQuestionParser, parseQuestion, type QuestionParser } from './parser/index.ts'
export { type NameObservation, type ResolveHint, TeamDirectory } from './teams/directory.ts'
export { normalizeTeamName } from './teams/normalize.ts'
export * from './types.ts'
